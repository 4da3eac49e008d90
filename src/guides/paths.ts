/**
 * The reading paths through the guides: which variant each guide serves, the integration stage
 * it belongs to, its twin page in the other variant, and, for guides outside the sidebar, the
 * sidebar item that stands for it. The guide map on /docs/intro, the variant switch, the
 * previous/next links and the sidebar highlight all read this one list, and
 * tests/unit/reading-paths.test.ts checks it against docs/ and sidebars.ts.
 */

export type Variant = 'protection' | 'rental';
/** `both` guides are read on either path. */
export type GuideVariant = Variant | 'both';

export type Guide = {
  /** The doc id, which is also its path under /docs/. */
  readonly id: string;
  readonly variant: GuideVariant;
  /** One line for the guide map. */
  readonly line: string;
  /** For guides outside the sidebar: the sidebar item highlighted while the guide is open. */
  readonly parent?: string;
};

type Stage = {readonly title: string; readonly guides: readonly Guide[]};

export const stages: readonly Stage[] = [
  {
    title: 'Start here',
    guides: [
      {id: 'intro', variant: 'both', line: 'What the API does, the two variants and the integration path.'},
      {
        id: 'intro-rental',
        variant: 'rental',
        line: 'What changes when Acme owns the device, and the rental pages in order.',
        parent: 'intro',
      },
      {
        id: 'flow-rental',
        variant: 'rental',
        line: 'One rental checkout in the sandbox, from availability check to handover.',
        parent: 'intro',
      },
      {id: 'auth-token', variant: 'both', line: 'Get, cache and renew an access token; scopes and token errors.'},
      {
        id: 'environments',
        variant: 'both',
        line: 'Sandbox and production hosts, GET /me, test helpers and magic values.',
      },
    ],
  },
  {
    title: 'Catalog and pricing',
    guides: [
      {id: 'product_catalog', variant: 'both', line: 'The products and plans Acme can sell through you.'},
      {
        id: 'catalog-onboarding-rental',
        variant: 'both',
        line: 'Load your SKUs with a bulk import and map them to Acme products.',
        parent: 'product_catalog',
      },
      {
        id: 'catalog-update-pricing-rental',
        variant: 'both',
        line: 'Schedule new partner prices and read the result per item.',
        parent: 'product_catalog',
      },
      {
        id: 'catalog-remove-device-rental',
        variant: 'both',
        line: 'Take a SKU out of sale and see what happens to quotes and contracts.',
        parent: 'product_catalog',
      },
      {
        id: 'stock-rental',
        variant: 'rental',
        line: 'Check availability and reserve a device for the checkout.',
        parent: 'product_catalog',
      },
      {
        id: 'get-pricing-rental',
        variant: 'both',
        line: 'Price a device per plan and term without creating anything.',
        parent: 'quotes',
      },
    ],
  },
  {
    title: 'Quote and check the customer',
    guides: [
      {id: 'quotes', variant: 'both', line: 'Create the offer the customer decides on, with its options and expiry.'},
      {id: 'vouchers', variant: 'both', line: 'Check a voucher code, show the discount and redeem it with the sale.'},
      {
        id: 'customer_verification',
        variant: 'both',
        line: 'Find, create and update customers, and which checks each variant needs.',
        parent: 'customer-verification-rental',
      },
      {
        id: 'customer-verification-rental',
        variant: 'rental',
        line: 'Identity verification (KYC) before a rental sale completes.',
      },
      {
        id: 'customer-scoring-rental',
        variant: 'rental',
        line: 'The credit check: consent, decision, conditions, declines and manual review.',
        parent: 'customer-verification-rental',
      },
      {
        id: 'agreements-consents-statements-rental',
        variant: 'both',
        line: 'Show the legal documents, record consents and download contract documents.',
      },
    ],
  },
  {
    title: 'Pay and sell',
    guides: [
      {id: 'payments', variant: 'both', line: 'Payment methods, SEPA mandates, payments and refunds.'},
      {id: 'payments-rental', variant: 'rental', line: 'Deposits, damage charges and buyouts.'},
      {
        id: 'acme-sales',
        variant: 'both',
        line: 'Turn a quote option into a contract by clearing the sale’s requirements.',
      },
    ],
  },
  {
    title: 'Handover and the running contract',
    guides: [
      {
        id: 'contract-device-handover-rental',
        variant: 'both',
        line: 'Hand over or register the device, which activates the contract; returns at the end.',
        parent: 'contracts',
      },
      {id: 'contracts', variant: 'both', line: 'Find, read, update and change contracts; their lifecycle.'},
      {
        id: 'contracts-rental',
        variant: 'rental',
        line: 'What a rental contract holds and how it moves from handover to its end.',
        parent: 'contracts',
      },
      {
        id: 'add-device-contract-rental',
        variant: 'rental',
        line: 'Add a second device to a running rental contract.',
        parent: 'contracts',
      },
      {
        id: 'subscription',
        variant: 'both',
        line: 'The recurring billing of a contract, its invoices and failed payments.',
      },
    ],
  },
  {
    title: 'After the sale',
    guides: [
      {
        id: 'repair',
        variant: 'both',
        line: 'File a claim, follow the decision and the deductible, track the repair.',
        parent: 'repair-rental',
      },
      {id: 'repair-rental', variant: 'rental', line: 'What differs for claims on rented devices: damage charges.'},
      {id: 'term', variant: 'both', line: 'End of term (return, extend, buy out, renew), termination and withdrawal.'},
    ],
  },
  {
    title: 'Run the integration',
    guides: [
      {id: 'webhooks', variant: 'both', line: 'Register an endpoint, verify signatures, handle retries and ordering.'},
      {
        id: 'utilities',
        variant: 'both',
        line: 'Health, pagination, idempotency, rate limits, deprecations and event catch-up.',
        parent: 'environments',
      },
      {
        id: 'ai-agents',
        variant: 'both',
        line: 'The llms files, Markdown pages and an MCP server for coding agents.',
      },
    ],
  },
];

/** Pages that exist in a protection and a rental form, as [protection, rental]. */
export const twins: ReadonlyArray<readonly [protection: string, rental: string]> = [
  ['intro', 'intro-rental'],
  ['customer_verification', 'customer-verification-rental'],
  ['payments', 'payments-rental'],
  ['contracts', 'contracts-rental'],
  ['repair', 'repair-rental'],
];

/** Where each variant's reading path starts. */
const pathStart: Readonly<Record<Variant, string>> = {protection: 'intro', rental: 'intro-rental'};

export const guides: readonly Guide[] = stages.flatMap((stage) => stage.guides);

const byId = new Map(guides.map((guide) => [guide.id, guide]));

export function guideById(id: string): Guide | undefined {
  return byId.get(id);
}

/**
 * The guides a reader of `variant` walks with "next", in stage order, from the variant's start.
 * The site's introduction opens the protection path; the rental path starts at its own
 * introduction, which links back to it.
 */
export function readingPath(variant: Variant): readonly string[] {
  const start = pathStart[variant];
  const other = pathStart[variant === 'protection' ? 'rental' : 'protection'];
  const rest = guides
    .filter((guide) => guide.variant === 'both' || guide.variant === variant)
    .map((guide) => guide.id)
    .filter((id) => id !== start && id !== other);
  return [start, ...rest];
}

/** The twin pair a guide belongs to, if any. */
export function twinOf(id: string): {readonly protection: string; readonly rental: string} | undefined {
  const pair = twins.find(([protection, rental]) => id === protection || id === rental);
  return pair ? {protection: pair[0], rental: pair[1]} : undefined;
}

/** The path of a guide. */
export function guidePath(id: string): string {
  return `/docs/${id}`;
}

/** The sidebar item to highlight on `pathname`, for a guide outside the sidebar. */
export function sidebarParentPath(pathname: string): string | undefined {
  const id = pathname.replace(/^\/docs\//, '').replace(/\/$/, '');
  const parent = byId.get(id)?.parent;
  return parent === undefined ? undefined : guidePath(parent);
}
