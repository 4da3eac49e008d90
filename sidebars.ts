import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {readTopics, referenceDocId} from './plugins/openapi-reference/topics';

// The sidebar is `tutorialSidebar` (the navbar's API link opens it); the intro guide is its entry.
// Guides are listed in the order of the published route list; pages outside the sidebar set `displayed_sidebar: tutorialSidebar` in their
// front matter instead. The API reference comes last: one page per tag of the OpenAPI document, in the tags' order.
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    'auth-token',
    'acme-sales',
    'contracts',
    'customer-verification-rental',
    'environments',
    'payments',
    'payments-rental',
    'product_catalog',
    'quotes',
    'repair-rental',
    'subscription',
    'term',
    'vouchers',
    'webhooks',
    'agreements-consents-statements-rental',
    'ai-agents',
    {
      type: 'category',
      label: 'API reference',
      collapsed: true,
      link: {type: 'doc', id: 'errors'},
      items: readTopics('openapi/openapi.yaml').map(referenceDocId),
    },
  ],
};

export default sidebars;
