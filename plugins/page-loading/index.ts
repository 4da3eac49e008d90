/**
 * How a page starts, in one place:
 *
 * - **Script start.** Docusaurus's own: its page template loads the bundle with `<script defer>`.
 *   The site used to start the bundle only after the first paint (a patched copy of the template and
 *   an inline script, plus a second one that re-clicked code-sample tabs chosen before hydration).
 *   Measured against the stock start (`npm run bench -- --only=loading`, README "Where page-load
 *   time goes"), it won nothing outside the spread of the runs, and no control worked earlier with
 *   it, while its replay covered tabs only; it was removed.
 * - **The first frame.** Every docs page holds its first frame until its first section heading has
 *   been parsed (./theme/DocItem/Metadata).
 * - **Hydration.** Server HTML that React leaves alone while hydrating (./hydration.ts), used by
 *   `StaticIsland` and the code block.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function pageLoadingPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-loading',
    getThemePath() {
      return join(context.siteDir, 'plugins', 'page-loading', 'theme');
    },
  };
}
