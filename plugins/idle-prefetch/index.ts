/**
 * Makes Docusaurus's route prefetching cheap for the page that is loading.
 *
 * Every internal link that scrolls into view prefetches the JavaScript of the page it points to:
 * Docusaurus adds a `<link rel="prefetch">` for each chunk of that route, layout chunks included.
 * Right after hydration, a guide with twenty visible links added about 300 such elements in one
 * task (the layout chunks over and over, though the page had already loaded them), a long task on
 * a slow phone just when the reader starts to scroll.
 *
 * This plugin swaps the helper that adds those elements (`@docusaurus/core/lib/client/prefetch`,
 * a module whose default export prefetches one URL) for ./prefetch.ts, which requests each URL
 * once, skips what the page has already loaded, and adds the elements a few at a time when the
 * browser is idle.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replacementCheck} from '../guards';

/** Docusaurus's prefetch helper, however the bundler reports its path. */
const coreHelper = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;

export default function idlePrefetchPlugin(context: LoadContext): Plugin {
  const helper = join(context.siteDir, 'plugins', 'idle-prefetch', 'prefetch.ts');
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server never prefetches.
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // The check fails the build if the helper's path changes and nothing was replaced.
      const check = replacementCheck({
        owner: 'plugins/idle-prefetch',
        target: '@docusaurus/core/lib/client/prefetch.js',
        replacement: helper,
      });
      return {plugins: [new NormalModuleReplacementPlugin(coreHelper, helper), check]};
    },
  };
}
