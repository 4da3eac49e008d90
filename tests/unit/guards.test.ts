// Each dependency on a Docusaurus internal fails loudly when its target moves. These tests feed
// each check what an upgrade could bring and expect the build-stopping error, naming our file.
import {describe, expect, it} from 'vitest';
import {checkThemeVersion, replacementCheck, themeVersion, type CompilerLike} from '../../plugins/guards';
import {coreTemplate, hydratedMarker, pageTemplate} from '../../plugins/page-template';

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

describe('page template', () => {
  it('preloads the bundle instead of starting it, in the installed Docusaurus template', () => {
    const template = pageTemplate(coreTemplate());
    expect(template).toContain('rel="preload" as="script"');
    expect(template).toContain('data-bundle');
    expect(template).not.toContain(' defer>');
  });

  it('fails when the template no longer has the script loop', () => {
    const moved = coreTemplate().replace('" defer></script>', '" type="module"></script>');
    expect(() => pageTemplate(moved)).toThrow(/plugins\/page-template: the bundle's <script defer> loop was not found/);
  });

  it('finds the hydration marker that early tab clicks wait for in the installed Docusaurus', () => {
    expect(() => hydratedMarker()).not.toThrow();
  });

  it('fails when Docusaurus no longer marks a hydrated page', () => {
    expect(() => hydratedMarker('export default function HasHydratedDataAttribute() { return null; }')).toThrow(
      /plugins\/page-template: .*hasHydratedDataAttribute\.js no longer sets data-has-hydrated/,
    );
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
