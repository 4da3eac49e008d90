// Each dependency on a Docusaurus internal fails loudly when its target moves. These tests feed
// each check what an upgrade could bring and expect the build-stopping error, naming our file.
import {describe, expect, it} from 'vitest';
import guardsPlugin, {
  checkReactVersion,
  checkReplacedOriginals,
  checkThemeVersion,
  readFromNodeModules,
  reactVersion,
  replacedOriginals,
  replacementCheck,
  themeVersion,
  type CompilerLike,
} from '../../plugins/guards';
import {readSiteContent} from '../../plugins/docs-as-data/content';

/** A compiler whose one compilation ends with `resources` as its modules. */
function compilerWith(resources: readonly string[]): {compiler: CompilerLike; finish: () => void} {
  let finishModules: ((modules: Iterable<object>) => void) | undefined;
  const compiler: CompilerLike = {
    hooks: {
      thisCompilation: {
        tap: (_name, handler) => handler({hooks: {finishModules: {tap: (_n, onFinish) => (finishModules = onFinish)}}}),
      },
    },
  };
  return {compiler, finish: () => finishModules?.(resources.map((resource) => ({resource})))};
}

describe('module replacement check', () => {
  const options = {owner: 'plugins/idle-prefetch', target: 'core prefetch', replacement: '/site/plugins/x/prefetch.ts'};

  it('passes when the replacement became a module', () => {
    const {compiler, finish} = compilerWith(['/site/src/a.ts', '/site/plugins/x/prefetch.ts']);
    replacementCheck(options).apply(compiler);
    expect(finish).not.toThrow();
  });

  it('fails the build, naming the plugin, when nothing was replaced', () => {
    const {compiler, finish} = compilerWith([
      '/site/src/a.ts',
      '/site/node_modules/@docusaurus/core/lib/client/prefetch.js',
    ]);
    replacementCheck(options).apply(compiler);
    expect(finish).toThrow(/plugins\/idle-prefetch: the bundler never replaced core prefetch/);
  });
});

describe('theme version', () => {
  it('accepts the version the copies were made from', () => {
    expect(() =>
      checkThemeVersion({'@docusaurus/theme-classic': themeVersion, '@docusaurus/theme-common': themeVersion}),
    ).not.toThrow();
  });

  it('fails on another version, naming the copied files', () => {
    expect(() => checkThemeVersion({'@docusaurus/theme-classic': '3.10.2'})).toThrow(
      /@docusaurus\/theme-classic is 3\.10\.2.*plugins\/stable-tabs\/theme\/Tabs\/index\.tsx/,
    );
    expect(() => checkThemeVersion({'@docusaurus/theme-classic': '3.10.2'})).toThrow(
      /src\/theme\/BlogListPage\/index\.tsx were written against 3\.8\.0/,
    );
  });
});

describe('replaced theme components', () => {
  const installed = readFromNodeModules(process.cwd());

  it('finds every original unchanged in the installed theme', () => {
    expect(() => checkReplacedOriginals(installed)).not.toThrow();
  });

  it.each(replacedOriginals.map((entry) => [entry.ours, entry.original] as const))(
    'fails the build, naming %s, when %s changes',
    (ours, original) => {
      const changed = (file: string) => (file === original ? `${installed(file)}\n// a new prop\n` : installed(file));
      const message = `${ours} replaces ${original}, which changed`;
      expect(() => checkReplacedOriginals(changed)).toThrow(message);
    },
  );

  it('fails the build when an original is gone', () => {
    const [first] = replacedOriginals;
    const gone = (file: string) => {
      if (file === first.original) throw new Error('ENOENT');
      return installed(file);
    };
    expect(() => checkReplacedOriginals(gone)).toThrow(
      `${first.ours} replaces ${first.original}, which no longer exists`,
    );
  });
});

describe('React version', () => {
  it('accepts the installed react-dom, like every other check the build runs', () => {
    expect(() => guardsPlugin({siteDir: process.cwd()})).not.toThrow();
  });

  it('accepts a patch release of the minor version the hydration trick was checked with', () => {
    expect(() => checkReactVersion(`${reactVersion}.9`)).not.toThrow();
  });

  it('fails on another minor version, naming the files that rely on it', () => {
    expect(() => checkReactVersion('19.4.0')).toThrow(
      /react-dom is 19\.4\.0, but src\/components\/StaticIsland\/index\.tsx and plugins\/code-highlighting\/theme\/CodeBlock\/Content\/index\.tsx/,
    );
    expect(() => checkReactVersion('20.3.0')).toThrow(/react-dom is 20\.3\.0/);
  });
});

describe('docs-as-data content', () => {
  const docs = {
    loadedVersions: [
      {
        docs: [
          {id: 'quotes', title: 'Quotes', description: 'd', permalink: '/docs/quotes', source: '@site/docs/quotes.mdx'},
        ],
      },
    ],
  };
  const blog = {
    blogPosts: [
      {
        metadata: {
          title: 'Post',
          description: 'd',
          permalink: '/blog/post',
          source: '@site/blog/post/index.md',
          date: new Date('2026-11-10T00:00:00Z'),
          authors: [{name: 'Maren Ostrowski'}],
        },
      },
    ],
  };
  const pages = [{type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx'}];
  const content = (docsContent: unknown) => ({
    'docusaurus-plugin-content-docs': {default: docsContent},
    'docusaurus-plugin-content-blog': {default: blog},
    'docusaurus-plugin-content-pages': {default: pages},
    'openapi-reference': {default: {}},
  });

  it('reads the docs, posts and pages of the shapes Docusaurus 3.8 loads', () => {
    const site = readSiteContent(content(docs));
    expect(site.docs.map((doc) => doc.permalink)).toEqual(['/docs/quotes']);
    expect(site.posts[0]?.date).toBe('2026-11-10');
    expect(site.posts[0]?.authors).toEqual(['Maren Ostrowski']);
    expect(site.pages[0]?.type).toBe('jsx');
  });

  it('fails the build, naming the field, when a docs field moved', () => {
    const moved = {
      loadedVersions: [
        {docs: [{id: 'quotes', title: 'Quotes', description: 'd', permalink: '/docs/quotes', sourcePath: 'x'}]},
      ],
    };
    expect(() => readSiteContent(content(moved))).toThrow(/plugins\/docs-as-data: docs: doc\.source was not found/);
  });
});
