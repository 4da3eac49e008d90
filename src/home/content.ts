/**
 * The words of the home page, kept apart from its components so that the page's Markdown twin
 * (plugins/docs-as-data) is written from the same text the page shows.
 */

/** The sentence under the tagline. */
export const homeIntro =
  'Sell device protection plans and device rentals through your own channels with one API: quotes, customer checks, payments, handover, repairs and the end of term.';

/** The lead of "Choose your integration path". */
export const pathsLead =
  'Both variants share one API, one set of credentials and the same conventions. They differ in who owns the device and which checks run before a contract starts.';

export type IntegrationPath = {
  readonly variant: 'protection' | 'rental';
  readonly title: string;
  readonly summary: string;
  readonly steps: readonly string[];
  readonly to: string;
  readonly linkLabel: string;
};

/** The two product variants a partner can integrate, in the order most partners start. */
export const integrationPaths: readonly IntegrationPath[] = [
  {
    variant: 'protection',
    title: 'Protection at the point of sale',
    summary:
      'Your customer buys a phone, tablet or laptop from you. You offer an Acme protection plan against damage, theft or loss in the same checkout.',
    steps: [
      'Quote the plans that fit the device and its price',
      'Show the product information and record the customer’s consents',
      'Create and complete the sale, then register the IMEI or serial number',
    ],
    to: '/docs/acme-sales',
    linkLabel: 'Sell protection step by step',
  },
  {
    variant: 'rental',
    title: 'Device rental as a service',
    summary:
      'Acme owns the device and your customer pays monthly for a fixed term, usually with protection included. At the end they return, extend or buy it out.',
    steps: [
      'Check stock and quote monthly prices for each term',
      'Verify the customer’s identity and run a credit check',
      'Complete the sale, hand the device over, and manage the term end',
    ],
    to: '/docs/flow-rental',
    linkLabel: 'Follow the rental flow',
  },
];

type HomeTopic = {
  readonly title: string;
  readonly description: string;
  readonly to: string;
};

/** The topics a partner touches in almost every integration, in the order they meet them. */
export const mainTopics: readonly HomeTopic[] = [
  {
    title: 'Authentication',
    description: 'Exchange your client credentials for a short-lived bearer token with the scopes you need.',
    to: '/docs/auth-token',
  },
  {
    title: 'Environments',
    description: 'Build against the sandbox with test data and magic values, then switch hosts to go live.',
    to: '/docs/environments',
  },
  {
    title: 'Quotes and sales',
    description: 'Price the options for a device, create a sale, clear its requirements and complete it.',
    to: '/docs/acme-sales',
  },
  {
    title: 'Customer checks',
    description: 'Identity verification and credit scoring for rentals, with consents recorded first.',
    to: '/docs/customer-verification-rental',
  },
  {
    title: 'Contracts and handover',
    description: 'Follow a contract from handover to its term end, including replaced and added devices.',
    to: '/docs/contracts',
  },
  {
    title: 'Webhooks',
    description: 'Receive signed events for every status change and catch up after an outage.',
    to: '/docs/webhooks',
  },
  {
    title: 'Glossary',
    description: 'Every term of the Unified API in one or two sentences, from “buyout” to “webhook event”.',
    to: '/markdown-page',
  },
  {
    title: 'Partner updates',
    description: 'Walkthroughs and release notes from the team that builds the API and these docs.',
    to: '/blog',
  },
];
