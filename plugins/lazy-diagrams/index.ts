/**
 * Keeps Mermaid out of the JavaScript every page loads.
 *
 * `src/theme/Mermaid` imports the diagram renderer lazily, but Docusaurus's `common` split-chunk
 * group collects any module used by half the chunks or more. Mermaid splits itself into dozens of
 * small per-diagram chunks that share a large parser, so that parser ends up in `common`, which
 * every page loads (~140 KB gzip). This plugin excludes Mermaid and its dependency tree from the
 * `common` group, so the code stays in chunks that only pages with a diagram request.
 */
import {dirname, join, sep} from 'node:path';
import {existsSync, readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';

type PackageJson = {readonly dependencies?: Readonly<Record<string, string>>};

/**
 * Finds `name`'s package.json the way Node's resolution walks up `node_modules` folders (reading
 * the file directly, because many packages do not export `./package.json`).
 */
function findManifest(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Names of `root` and every package it depends on, directly or not. */
export function dependencyTree(root: string, resolveFrom: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string, from: string): void => {
    if (seen.has(name)) return;
    const manifestPath = findManifest(name, from);
    if (manifestPath === undefined) return;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dirname(manifestPath));
  };
  visit(root, resolveFrom);
  return seen;
}

/** A predicate telling whether a module path belongs to one of the given packages. */
export function isInPackages(packages: ReadonlySet<string>): (modulePath: string) => boolean {
  const markers = [...packages].map((name) => `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`);
  return (modulePath) => markers.some((marker) => modulePath.includes(marker));
}

type SplitModule = {readonly resource?: string; nameForCondition?: () => string | null | undefined};
type CacheGroup = {test?: (module: SplitModule) => boolean};
export type ClientConfig = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, CacheGroup | false>}}};

/**
 * Keeps modules for which `isExcluded` holds out of the client's `common` chunk group. Throws when
 * the bundler config has no such group: Docusaurus then splits chunks differently, and Mermaid's
 * parser could be back in the chunk every page loads.
 */
export function excludeFromCommon(config: ClientConfig, isExcluded: (modulePath: string) => boolean): void {
  const splitChunks = config.optimization?.splitChunks;
  const common = splitChunks ? splitChunks.cacheGroups?.common : undefined;
  if (!common) {
    throw new Error(
      'plugins/lazy-diagrams: the client bundler config has no optimization.splitChunks.cacheGroups.common; ' +
        'Docusaurus changed how it splits chunks. See UPGRADING.md.',
    );
  }
  common.test = (module) => !isExcluded(module.nameForCondition?.() ?? module.resource ?? '');
}

export default function lazyDiagramsPlugin(context: {siteDir: string}): Plugin {
  const isDiagramCode = isInPackages(dependencyTree('mermaid', context.siteDir));
  return {
    name: 'lazy-diagrams',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      excludeFromCommon(config as ClientConfig, isDiagramCode);
      return {};
    },
  };
}
