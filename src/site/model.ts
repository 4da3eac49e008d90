/**
 * The site model: the facts about the site that more than one place needs, declared once. The
 * guides themselves are declared in their own front matter (the `guide` block, validated by
 * plugins/site-model, which also derives the sidebar, the reading paths and the tests' route
 * manifest from it); this module holds what is not a property of one page:
 *
 * - the two variants of the API and their labels, as readers and the search filters see them;
 * - the integration stages the guides are grouped in, in reading order;
 * - the search index's sections;
 * - alias URLs (correct spellings of published slugs);
 * - the names of the files the build offers for download.
 *
 * Plain data with no imports: the plugins (Node), the components (browser) and the tests all read it.
 */

export const variants = ['protection', 'rental'] as const;
export type Variant = (typeof variants)[number];
/** A guide read on both paths. */
export type GuideVariant = Variant | 'both';

/** How each variant is named on the page (variant switch, guide map, reading path, search filter). */
export const variantLabels = {protection: 'Protection', rental: 'Rental'} as const satisfies Record<Variant, string>;
export type VariantLabel = (typeof variantLabels)[Variant];
/** How a guide or an operation that serves both variants is named for readers. */
const bothVariantsName = 'Both variants';
/** The search filter value of a page or an operation that serves both variants. */
export const bothVariantsLabel = 'Both';

/**
 * The search index's metadata key with which a guide for both variants names its twin for rental
 * (`/docs/repair-rental` for `/docs/repair`). The build turns it into the page's variant mark in
 * the sections file, which the ranking reads (rule 18 of src/search/rank.ts).
 */
export const rentalTwinMeta = 'rental_twin';

/** The label of a guide's or an operation's variant. */
export function variantLabel(variant: GuideVariant): string {
  return variant === 'both' ? bothVariantsName : variantLabels[variant];
}

/**
 * The value of the search index's `variant` filter for a page or an operation: the variant's label,
 * or `Both` for content that serves both (a search for one variant includes it).
 */
export function searchVariantValue(variant: GuideVariant): VariantLabel | typeof bothVariantsLabel {
  return variant === 'both' ? bothVariantsLabel : variantLabels[variant];
}

/** Where each variant's reading path starts. */
export const pathStart: Readonly<Record<Variant, string>> = {protection: 'intro', rental: 'intro-rental'};

/** The integration stages, in reading order; a guide names its stage by id in its front matter. */
export const stages = [
  {id: 'start', title: 'Start here'},
  {id: 'catalog', title: 'Catalog and pricing'},
  {id: 'customer', title: 'Quote and check the customer'},
  {id: 'sell', title: 'Pay and sell'},
  {id: 'contract', title: 'Handover and the running contract'},
  {id: 'after-sale', title: 'After the sale'},
  {id: 'operate', title: 'Run the integration'},
] as const;
export type StageId = (typeof stages)[number]['id'];

/** The search index's `section` filter: what kind of page a result is on, in the order the filters show them. */
export const sectionLabels = ['Guides', 'API reference', 'Errors', 'Webhooks', 'Blog'] as const;
export type SectionLabel = (typeof sectionLabels)[number];

/**
 * Alias URLs. The reference pages of the environments and vouchers topics were published as
 * `/docs/api/enviroments` and `/docs/api/vochers`; partners already use those addresses, so the
 * misspellings stay the canonical URLs for good, and the correct spellings lead to them (a 301 from
 * nginx, a redirect page on any other host).
 */
export const aliases = [
  {from: '/docs/api/environments', to: '/docs/api/enviroments', title: 'Environments API reference'},
  {from: '/docs/api/vouchers', to: '/docs/api/vochers', title: 'Vouchers API reference'},
] as const;

/** Files the build writes for download, by what they are. */
export const downloads = {
  openapiYaml: 'openapi.yaml',
  openapiJson: 'openapi.json',
  postmanCollection: 'acme-unified-api.postman_collection.json',
  /** The Postman environment of one of the document's servers, by the server's name. */
  postmanEnvironment: (server: string) => `acme-unified-api.${server}.postman_environment.json`,
  /** The photo the collection's claim-evidence upload sends, published beside it. */
  postmanSamplePhoto: 'acme-unified-api.sample-photo.jpg',
  /** The one-file MCP server for coding agents. */
  mcpServer: 'acme-docs-mcp.mjs',
} as const;

/** A guide, as its front matter declares it (plugins/site-model/guides.ts reads and checks it). */
export type Guide = {
  /** The doc id, which is also its path under /docs/. */
  readonly id: string;
  /** The page title, which is also its heading. */
  readonly title: string;
  readonly variant: GuideVariant;
  readonly stage: StageId;
  /** Its place in the stage's reading order. */
  readonly order: number;
  /** One line for the guide map. */
  readonly line: string;
  /** Its place in the sidebar; undefined for a guide outside it. */
  readonly sidebar?: number;
  /** For a guide outside the sidebar: the sidebar item highlighted while it is open. */
  readonly parent?: string;
  /** The same page in the other variant. */
  readonly pair?: string;
};
