/**
 * Checks for the places where this site depends on Docusaurus internals, so that an upgrade that
 * moves one of them fails the build with a message naming our file and what moved, instead of
 * shipping a site that silently lost the behaviour. UPGRADING.md lists every such place and the
 * check that guards it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The part of a bundler compilation (webpack or Rspack) the replacement check reads. */
type ModuleLike = object;
type Compilation = {
  readonly hooks: {readonly finishModules: {tap(name: string, handler: (modules: Iterable<ModuleLike>) => void): void}};
};
export type CompilerLike = {
  readonly hooks: {readonly thisCompilation: {tap(name: string, handler: (compilation: Compilation) => void): void}};
};

/**
 * A bundler plugin that fails the compilation when `replacement` never became a module, i.e. the
 * `NormalModuleReplacementPlugin` beside it matched nothing because the module it targets
 * (`target`) moved or was renamed.
 */
export function replacementCheck(options: {
  readonly owner: string;
  readonly target: string;
  readonly replacement: string;
}): {apply(compiler: CompilerLike): void} {
  const {owner, target, replacement} = options;
  const wanted = path.resolve(replacement);
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(owner, (compilation) => {
        compilation.hooks.finishModules.tap(owner, (modules) => {
          for (const module of modules) {
            // Only modules read from a file have a `resource`: its path, plus any query.
            const {resource} = module as {readonly resource?: unknown};
            if (typeof resource === 'string' && path.resolve(resource.split('?')[0] ?? '') === wanted) return;
          }
          throw new Error(
            `${owner}: the bundler never replaced ${target} with ${path.relative(process.cwd(), wanted)}. ` +
              'The Docusaurus module it targets has moved or been renamed; see UPGRADING.md.',
          );
        });
      });
    },
  };
}

/** The Docusaurus version that the copied theme components and the internal imports were made from. */
export const themeVersion = '3.8.0';

/** Our files that copy a theme component or import `@docusaurus/theme-common/internal`. */
export const themeDependents = [
  'plugins/code-highlighting/theme/CodeBlock/Content/index.tsx',
  'plugins/code-highlighting/theme/CodeBlock/Content/String.tsx',
  'plugins/stable-tabs/theme/Tabs/index.tsx',
  'src/code-highlighting/wordWrap.ts',
] as const;

/**
 * Fails when the installed theme is not the version our copies were made from: the originals may
 * have changed (new props, fixed bugs, other internal exports), and the copies must be compared
 * with them before the site ships with the new version.
 */
export function checkThemeVersion(installed: Readonly<Record<string, string>>): void {
  const moved = Object.entries(installed).filter(([, version]) => version !== themeVersion);
  if (moved.length === 0) return;
  throw new Error(
    `plugins/guards: ${moved.map(([name, version]) => `${name} is ${version}`).join(', ')}, but ` +
      `${themeDependents.join(', ')} were written against ${themeVersion}. Compare them with the new ` +
      `originals as UPGRADING.md says, then update themeVersion in plugins/guards/index.ts.`,
  );
}

/** The installed versions of the theme packages our copies depend on. */
export function installedThemeVersions(siteDir: string): Record<string, string> {
  const versionOf = (name: string): string => {
    const manifest = path.join(siteDir, 'node_modules', ...name.split('/'), 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
  };
  return Object.fromEntries(
    ['@docusaurus/theme-classic', '@docusaurus/theme-common'].map((name) => [name, versionOf(name)]),
  );
}

/** A Docusaurus plugin that runs the theme check when the site loads. */
export default function guardsPlugin(context: {readonly siteDir: string}): {name: string} {
  checkThemeVersion(installedThemeVersions(context.siteDir));
  return {name: 'guards'};
}
