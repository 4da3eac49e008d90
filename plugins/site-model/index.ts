/**
 * Makes the guides that docs/ declares (./guides.ts) available to the site's components as the
 * plugin's global data: the guide map, the variant switch, the reading-path pagination and the
 * sidebar highlight read it with `useGuides()` (src/site/guides.ts). The data is small (one short
 * record per guide) and every docs page needs some of it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Guide} from '../../src/site/model';
import {readGuides} from './guides';

export type SiteModelData = {readonly guides: readonly Guide[]};

export default function siteModelPlugin(context: LoadContext): Plugin<SiteModelData> {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: 'site-model',
    loadContent() {
      return {guides: readGuides(docsDir)};
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [path.join(docsDir, '*.{md,mdx}')];
    },
  };
}
