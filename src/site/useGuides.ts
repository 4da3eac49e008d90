import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteModelData} from '@site/plugins/site-model';
import type {Guide} from './model';

/** The guides, in reading order, as plugins/site-model read them from docs/. */
export function useGuides(): readonly Guide[] {
  return (usePluginData('site-model') as SiteModelData).guides;
}
