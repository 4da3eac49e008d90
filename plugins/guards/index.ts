/**
 * Checks for the places where this site depends on Docusaurus internals, so that an upgrade that
 * moves one of them fails the build with a message naming our file and what moved, instead of
 * shipping a site that silently lost the behaviour. UPGRADING.md lists every such place and the
 * check that guards it.
 */
import {createHash} from 'node:crypto';
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
  'src/theme/BlogListPage/index.tsx',
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

/** The installed version of a package. */
function installedVersion(siteDir: string, name: string): string {
  const manifest = path.join(siteDir, 'node_modules', ...name.split('/'), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/** The installed versions of the theme packages our copies depend on. */
export function installedThemeVersions(siteDir: string): Record<string, string> {
  return Object.fromEntries(
    ['@docusaurus/theme-classic', '@docusaurus/theme-common'].map((name) => [name, installedVersion(siteDir, name)]),
  );
}

/**
 * Our components that replace a theme component outright (no `@theme-original` inside): the
 * original each was written against, by its SHA-256. A new original may render more (a prop, an
 * accessibility fix, a class other components style) that ours silently drops, so any change to it
 * stops the build until someone has compared the two.
 */
export const replacedOriginals = [
  {
    ours: 'plugins/code-highlighting/theme/CodeBlock/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
  },
  {
    ours: 'plugins/code-highlighting/theme/CodeBlock/Line/Token/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/Token/index.js',
    sha256: '4e10e6f7181cd3aa8a98cc745d8867e2bfb9abcab1d879198c544ccefdc42e63',
  },
  {
    ours: 'src/theme/BlogArchivePage/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/BlogArchivePage/index.js',
    sha256: '9a46c4deb232798c496e86cc96c34dbc4fb6be726402650bdae164815209bdc5',
  },
  {
    ours: 'src/theme/NotFound/Content/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js',
    sha256: '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113',
  },
  {
    ours: 'src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js',
    sha256: '727f3819b5800415370c7fb8c275e0fda9f32fcd0a79eda391faf86818cb0200',
  },
  {
    ours: 'src/theme/DocItem/Paginator/index.tsx',
    original: '@docusaurus/theme-classic/lib/theme/DocItem/Paginator/index.js',
    sha256: '4fe2043882f749c9a3651a294773db58460eede95aa07d4bae06d180d2e6b1df',
  },
] as const;

/** A file's text as read from `node_modules` (an error when it does not exist). */
export type ReadOriginal = (moduleFile: string) => string;

export const readFromNodeModules =
  (siteDir: string): ReadOriginal =>
  (moduleFile) =>
    readFileSync(path.join(siteDir, 'node_modules', ...moduleFile.split('/')), 'utf8');

/** Fails when an original that one of our replacements was written against is gone or changed. */
export function checkReplacedOriginals(read: ReadOriginal): void {
  const problems: string[] = [];
  for (const {ours, original, sha256} of replacedOriginals) {
    let text: string;
    try {
      text = read(original);
    } catch {
      problems.push(`${ours} replaces ${original}, which no longer exists`);
      continue;
    }
    const actual = createHash('sha256').update(text).digest('hex');
    if (actual !== sha256) {
      problems.push(`${ours} replaces ${original}, which changed (sha256 ${actual}, written against ${sha256})`);
    }
  }
  if (problems.length === 0) return;
  throw new Error(
    `plugins/guards: ${problems.join('; ')}. Compare the original with ours as UPGRADING.md says ` +
      '(port what changed, or drop ours), then update its sha256 in replacedOriginals in plugins/guards/index.ts.',
  );
}

/**
 * The React version whose hydration our server-HTML-keeping trick was checked with: an element
 * rendered with empty `dangerouslySetInnerHTML` while hydrating keeps the server's children, because
 * React neither compares nor sets inner HTML during hydration. That is how React behaves, not an API it
 * promises, and `tests/unit/hydration.test.ts` shows it on the installed version.
 */
export const reactVersion = '19.3';

/** Our files that rely on that behaviour. */
export const hydrationDependents = [
  'src/components/StaticIsland/index.tsx',
  'plugins/code-highlighting/theme/CodeBlock/Content/index.tsx',
] as const;

/** Fails when the installed react-dom is another minor version than the one the trick was checked with. */
export function checkReactVersion(installed: string): void {
  const [major, minor] = installed.split('.');
  if (`${major}.${minor}` === reactVersion) return;
  throw new Error(
    `plugins/guards: react-dom is ${installed}, but ${hydrationDependents.join(' and ')} keep server HTML ` +
      `through empty dangerouslySetInnerHTML while hydrating, which was checked with React ${reactVersion}. Run ` +
      'tests/unit/hydration.test.ts and the code block and reference browser tests, then update reactVersion ' +
      'in plugins/guards/index.ts (UPGRADING.md).',
  );
}

/** A Docusaurus plugin that runs the checks when the site loads. */
export default function guardsPlugin(context: {readonly siteDir: string}): {name: string} {
  checkThemeVersion(installedThemeVersions(context.siteDir));
  checkReplacedOriginals(readFromNodeModules(context.siteDir));
  checkReactVersion(installedVersion(context.siteDir, 'react-dom'));
  return {name: 'guards'};
}
