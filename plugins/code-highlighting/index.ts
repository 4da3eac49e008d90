/**
 * Keeps the classic theme's Prism out of the bundle.
 *
 * The classic theme registers a client module (`prism-include-languages`) that imports
 * prism-react-renderer's Prism, with its ~40 bundled grammars, and adds the theme config's
 * `additionalLanguages` to it. Client modules are part of the main bundle, so all of that was
 * downloaded and evaluated on every page before hydration. Our code blocks highlight with their
 * own Prism instance instead (src/theme/CodeBlock/Content and src/code-highlighting), which builds
 * a language's grammar only when a code block in that language renders, so this plugin replaces
 * that client module with an empty one.
 *
 * Which languages are highlighted is decided in src/code-highlighting/prism.ts;
 * `themeConfig.prism.additionalLanguages` must stay empty (it would have no effect).
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Matches the client module's path in either bundler, with or without an extension. */
const themeClientModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const emptyClientModule = join(context.siteDir, 'plugins', 'code-highlighting', 'empty-client-module.ts');
  return {
    name: 'code-highlighting',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Webpack's and Rspack's plugin of that name work alike.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(themeClientModule, emptyClientModule)]};
    },
  };
}
