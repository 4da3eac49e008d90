// Each dependency on a Docusaurus internal fails loudly when its target moves. These tests feed
// each check what an upgrade could bring and expect the build-stopping error, naming our file.
import {describe, expect, it} from 'vitest';
import {checkThemeVersion, replacementCheck, themeVersion, type CompilerLike} from '../../plugins/guards';
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
