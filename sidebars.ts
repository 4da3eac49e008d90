import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The sidebar is `tutorialSidebar` (the navbar's API link opens it); the intro guide is its entry.
// Guides are listed in the order of the published route list; pages outside the sidebar set `displayed_sidebar: tutorialSidebar` in their
// front matter instead. The API reference comes last, in the order of the OpenAPI document's tags.
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
    {
      type: 'category',
      label: 'API reference',
      collapsed: true,
      link: {type: 'doc', id: 'errors'},
      items: [
        'api/auth-token',
        'api/enviroments',
        'api/utilities',
        'api/product_catalog',
        'api/catalog-onboarding-rental',
        'api/catalog-remove-device-rental',
        'api/catalog-update-pricing-rental',
        'api/stock-rental',
        'api/get-pricing-rental',
        'api/quotes',
        'api/customer_verification',
        'api/customer-verification-rental',
        'api/customer-scoring-rental',
        'api/agreements-consents-statements-rental',
        'api/vochers',
        'api/acme-sales',
        'api/payments',
        'api/payments-rental',
        'api/contracts',
        'api/contracts-rental',
        'api/add-device-contract-rental',
        'api/contract-device-handover-rental',
        'api/subscription',
        'api/term',
        'api/repair',
        'api/repair-rental',
        'api/webhooks',
      ],
    },
  ],
};

export default sidebars;
