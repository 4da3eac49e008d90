import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {readTopics, referenceDocId} from './plugins/openapi-reference/topics';
import {readGuides, tutorialSidebar} from './plugins/site-model/guides';

// The sidebar is `tutorialSidebar` (the navbar's API link opens it). Its guides are the ones whose
// front matter gives them a `guide.sidebar` position, in that order (the intro first); guides
// outside it set `displayed_sidebar: tutorialSidebar` instead. The API reference comes last: one
// page per tag of the OpenAPI document, in the tags' order.
const sidebars: SidebarsConfig = {
  tutorialSidebar: tutorialSidebar(readGuides('docs'), readTopics('openapi/openapi.yaml').map(referenceDocId)),
};

export default sidebars;
