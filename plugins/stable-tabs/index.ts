/**
 * Tab groups that are not rebuilt after hydration. The classic theme's `Tabs` gives its group a
 * new React key once the page has hydrated, so every tab group is unmounted and built again: on a
 * reference page with 44 groups that was a ~165 ms task (unthrottled) right after load, and a tab
 * a reader had already chosen or focused lost its selection and focus. ./theme/Tabs is the theme's
 * component without that key. A plugin's theme path overrides the classic theme's components; the
 * site gets the theme's own `Tabs` without this plugin.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function stableTabsPlugin(context: LoadContext): Plugin {
  return {
    name: 'stable-tabs',
    getThemePath() {
      return join(context.siteDir, 'plugins', 'stable-tabs', 'theme');
    },
  };
}
