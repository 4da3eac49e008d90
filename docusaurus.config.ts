// Site configuration. This file runs in Node.js at build time; nothing here ships to the browser
// except what ends up in `siteConfig` (titles, theme config, custom fields).
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes, type PrismTheme} from 'prism-react-renderer';
import type {BuildOutputOptions} from './plugins/build-output';
import {searchQuestionsKey, searchTermsKey} from './plugins/build-output/questions';
import {aliases} from './src/site/model';
import referenceMdx, {type ReferenceMdxOptions} from './plugins/openapi-reference/mdx';

// Environment flags, named once here.
// DOCS_FASTER=false builds with webpack instead of Rspack/SWC, so `npm run bench` can compare both.
const useFasterBuild = process.env.DOCS_FASTER !== 'false';

/**
 * The places where the site departs from stock Docusaurus (UPGRADING.md says why, with figures).
 * DOCS_WITHOUT=<name>,<name> builds the site without them, as stock Docusaurus behaves, so that
 * `npm run bench -- --only=couplings` can measure what each one is worth.
 */
const couplings = ['idle-prefetch', 'code-highlighting', 'stable-tabs'] as const;
const without = new Set((process.env.DOCS_WITHOUT ?? '').split(',').filter((name) => name !== ''));
for (const name of without) {
  if (!(couplings as readonly string[]).includes(name)) {
    throw new Error(`DOCS_WITHOUT: unknown coupling "${name}"; known: ${couplings.join(', ')}`);
  }
}
const withCoupling = (name: (typeof couplings)[number]) => !without.has(name);

/** The provider's brand, as the navbar logo and the footer name it. */
const brand = 'Acme';

/**
 * Prism's GitHub and Dracula themes, with the token colours that miss WCAG AA contrast (4.5:1
 * against the code block background) replaced by darker or lighter shades of the same hue.
 */
function withColors(theme: PrismTheme, replacements: Readonly<Record<string, string>>): PrismTheme {
  const swap = (color: string | undefined) => (color === undefined ? color : (replacements[color] ?? color));
  return {
    ...theme,
    styles: theme.styles.map((entry) => ({...entry, style: {...entry.style, color: swap(entry.style.color)}})),
  };
}

const codeThemeLight = withColors(prismThemes.github, {
  '#999988': '#6e6e5e', // comments
  '#e3116c': '#c2105c', // strings
  '#36acaa': '#1a7a78', // numbers, variables, properties
  '#00a4db': '#0a70a6', // at-rules, attribute names
  '#d73a49': '#b31d28', // functions, deleted lines
});
const codeThemeDark = withColors(prismThemes.dracula, {
  'rgb(98, 114, 164)': 'rgb(150, 162, 204)', // comments
});

const siteUrl = 'https://docs.acme.example';
const repositoryUrl = 'https://github.com/acme-example/unified-api-docs';

/** The API reference: the OpenAPI document, and the components its MDX pages render. */
const apiReference = {
  spec: 'openapi/openapi.yaml',
  components: {
    ApiReference: '@site/src/components/ApiReference',
    ErrorCatalog: '@site/src/components/ErrorCatalog',
    Lifecycle: '@site/src/components/Lifecycle',
  },
} satisfies ReferenceMdxOptions;

const presetOptions = {
  docs: {
    sidebarPath: './sidebars.ts',
    // Gives `<ApiReference topic="…" />` and `<ErrorCatalog />` their data and the page its TOC.
    beforeDefaultRemarkPlugins: [[referenceMdx, apiReference]],
    routeBasePath: 'docs',
    editUrl: `${repositoryUrl}/edit/main/`,
    // One docs version, `current`, served under /docs and labelled Next.
    lastVersion: 'current',
    versions: {current: {label: 'Next'}},
    showLastUpdateTime: false,
  },
  blog: {
    showReadingTime: true,
    blogTitle: 'Partner updates',
    blogDescription: 'News, walkthroughs and notes from the team behind the Unified API V4.x docs.',
    feedOptions: {type: ['rss', 'atom'], xslt: true},
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'ignore',
  },
  theme: {customCss: './src/css/custom.css'},
  sitemap: {lastmod: null, changefreq: null, priority: null},
} satisfies Preset.Options;

const themeConfig = {
  metadata: [{name: 'theme-color', content: '#0b5cad'}],
  // Year headings in the blog sidebar would come before each page's h1 in the document outline.
  blog: {sidebar: {groupByYear: false}},
  announcementBar: {
    // Stable id: a reader who closes this bar keeps it closed until the id changes.
    id: 'sandbox-v4-2',
    content:
      'Unified API 4.2 is live in the sandbox: self-serve webhook endpoints and Standard Webhooks signatures. <a href="/blog/api-4-2-webhooks">What changed and what to do</a>.',
    isCloseable: true,
  },
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  navbar: {
    title: 'Unified API V4.x',
    hideOnScroll: true,
    logo: {alt: `${brand} logo`, src: 'img/logo.svg', width: 32, height: 32},
    items: [
      {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'API'},
      {type: 'search', position: 'right'},
      {href: repositoryUrl, label: 'GitHub', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [],
    copyright: `Copyright © 2025 ${brand}. Partner integration guidelines for Unified API V4.x.`,
  },
  docs: {sidebar: {hideable: true}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    theme: codeThemeLight,
    darkTheme: codeThemeDark,
    // Empty on purpose: the languages code blocks highlight are chosen in
    // src/code-highlighting/prism.ts (plugins/code-highlighting explains why).
    additionalLanguages: [],
  },
  mermaid: {theme: {light: 'neutral', dark: 'dark'}},
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: 'Unified API V4.x',
  tagline: 'Partner integration guidelines',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  organizationName: 'acme-example',
  projectName: 'unified-api-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    experimental_faster: useFasterBuild,
    // Required by experimental_faster's SSG worker threads in 3.8.
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    mermaid: true,
    // A guide's `search_questions` and `search_terms` are for the search index alone, which reads
    // them from the file (plugins/build-output/questions.ts): kept out of the front matter the
    // pages' scripts carry.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const {[searchQuestionsKey]: _questions, [searchTermsKey]: _terms, ...frontMatter} = result.frontMatter;
      return {...result, frontMatter};
    },
  },

  presets: [['classic', presetOptions]],
  // Makes a cross-page link to an anchor set :target, which the long reference pages lay out by.
  clientModules: ['./src/clientModules/anchorTarget.ts'],
  plugins: [
    // Fails the build when the installed theme is not the version our copied components match.
    './plugins/guards/index.ts',
    // Docusaurus skips `false` entries: each is off under DOCS_WITHOUT (see above).
    // How a page starts: the first-frame hint and what stays server HTML while hydrating.
    './plugins/page-loading/index.ts',
    withCoupling('code-highlighting') && [
      './plugins/code-highlighting/index.ts',
      {light: codeThemeLight, dark: codeThemeDark},
    ],
    withCoupling('idle-prefetch') && './plugins/idle-prefetch/index.ts',
    withCoupling('stable-tabs') && './plugins/stable-tabs/index.ts',
    // The guides' front matter as global data: reading paths, guide map, variant switch.
    './plugins/site-model/index.ts',
    ['./plugins/openapi-reference/index.ts', apiReference],
    // Markdown twins of the pages, llms.txt, llms-full.txt and the OpenAPI downloads.
    './plugins/docs-as-data/index.ts',
    // Runs after every build: alias pages, the search index, the nginx includes and compressed
    // copies (plugins/build-output says why in that order, and in one plugin).
    [
      './plugins/build-output/index.ts',
      {
        aliases,
      } satisfies BuildOutputOptions,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],
  themeConfig,
};

export default config;
