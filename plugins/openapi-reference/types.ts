/**
 * The data each reference page receives. Built at build time from the OpenAPI document by the pure
 * functions of this plugin (pages.ts assembles them); components import these types with `import type`, so no plugin code
 * reaches the browser.
 */

export type DataClass = 'personal' | 'kyc' | 'credit';

/** One schema, simplified for display. Shared schemas are listed once per page and referenced by name. */
export type SchemaView = {
  /** The component name when the schema is a named component (`Contract`). */
  readonly name?: string;
  /** `object`, `string`, `array of Contract`, `integer (int64)`, `one of`… as shown to readers. */
  readonly type: string;
  /** HTML, rendered at build time from the schema's Markdown description. */
  readonly descriptionHtml?: string;
  /** Human constraints: `1–100`, `max 255 characters`, `pattern ^ctr_…$`, `default 20`. */
  readonly constraints: readonly string[];
  readonly enum?: readonly {readonly value: string; readonly descriptionHtml?: string}[];
  readonly properties?: readonly PropertyView[];
  readonly items?: SchemaRef;
  readonly oneOf?: readonly {readonly label: string; readonly variant?: string; readonly schema: SchemaRef}[];
  readonly discriminator?: string;
  readonly dataClass?: DataClass;
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly deprecated?: boolean;
  readonly variant?: readonly string[];
};

/** A schema inline, or a reference by name into the page's `schemas` map (for shared and circular ones). */
export type SchemaRef = SchemaView | {readonly ref: string};

export type PropertyView = {
  readonly name: string;
  readonly required: boolean;
  readonly schema: SchemaRef;
};

export type ExampleView = {
  readonly key: string;
  readonly label: string;
  /** Compact JSON (the component pretty-prints it), or form-encoded text for form bodies. */
  readonly value: string;
  readonly variant?: string;
};

export type ParameterView = {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly descriptionHtml?: string;
  readonly deprecated?: boolean;
  readonly schema: SchemaRef;
  readonly example?: string;
};

export type HeaderView = {readonly name: string; readonly descriptionHtml?: string; readonly type: string};

export type BodyView = {
  readonly mediaType: string;
  readonly required: boolean;
  readonly descriptionHtml?: string;
  readonly schema?: SchemaRef;
  readonly examples: readonly ExampleView[];
};

export type ResponseView = {
  readonly status: string;
  /** Inline HTML without links: it is the text of the response's `<summary>`. */
  readonly descriptionHtml: string;
  readonly headers: readonly HeaderView[];
  /**
   * The body. Left out for problem responses whose examples are exactly the error catalogue's:
   * the page then links to the catalogue instead of repeating the same document on every operation.
   */
  readonly body?: BodyView;
  /** Problem codes this response can carry (`quote_expired`), linked to the error catalogue. */
  readonly problems: readonly string[];
};

/** A topic another page links to: its name, reference page slug and guide id. */
export type RelatedTopic = {readonly name: string; readonly slug: string; readonly guide?: string};

/** A server URL and the environment (`x-environment`) it belongs to. */
export type ServerView = {readonly url: string; readonly environment: string};

/** An environment of the API: its name (`sandbox`), label (`Sandbox`), base URL and token URL. */
export type EnvironmentView = {
  readonly name: string;
  readonly label: string;
  readonly url: string;
  readonly tokenUrl?: string;
};

/** A group of webhook events (`x-event-domains`) and the id of its heading. */
export type EventDomainView = {readonly name: string; readonly id: string};

export type CodeSample = {
  readonly language: string;
  readonly label: string;
  readonly prism: string;
  readonly code: string;
};

export type OperationView = {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly descriptionHtml: string;
  readonly deprecated: boolean;
  readonly deprecationHtml?: string;
  readonly variant?: readonly string[];
  readonly scopes: readonly string[];
  readonly authenticated: boolean;
  readonly idempotency?: 'required' | 'optional';
  /** Server base URLs of this operation, when it overrides the document's (token endpoint, sandbox-only helpers). */
  readonly servers?: readonly ServerView[];
  readonly parameters: readonly ParameterView[];
  readonly requestBody?: BodyView;
  readonly responses: readonly ResponseView[];
  /**
   * The cURL sample (server-rendered); the other languages are in the page's samples file
   * (`samples/<slug>.json`, see `PageSamples`), loaded after hydration. All target the sandbox;
   * the page swaps the host for production.
   */
  readonly samples: readonly CodeSample[];
  /** Other reference pages listing this operation. */
  readonly alsoOn: readonly {readonly slug: string; readonly title: string}[];
  /** Whether this page is the operation's home: the page of its first tag. */
  readonly home: boolean;
};

/** What makes a transition happen: an operation (linked to its anchor), a time rule or an Acme-side action. */
export type LifecycleCause =
  | {readonly kind: 'operation'; readonly operationId: string; readonly summary: string; readonly href: string}
  | {readonly kind: 'time' | 'acme'; readonly text: string};

export type TransitionView = {
  /** The states it leaves; empty for the states a new resource starts in. */
  readonly from: readonly string[];
  readonly to: string;
  readonly causes: readonly LifecycleCause[];
  /** The webhook events it sends, each linked to its entry on the webhooks page. */
  readonly events: readonly {readonly event: string; readonly href: string}[];
};

/** A schema's lifecycle (`x-lifecycle`): its state diagram's Mermaid source and its transitions. */
export type LifecycleView = {
  readonly schema: string;
  /** The id of its heading on a reference page (`lifecycle-rentalcontract`). */
  readonly anchor: string;
  /** The property holding the state (`status`, or `decision` for credit checks). */
  readonly property: string;
  readonly mermaid: string;
  readonly final: readonly string[];
  /** Each state with its `x-enumDescriptions` text, for guides (reference pages show the enum in the schema). */
  readonly states: readonly {readonly name: string; readonly description: string}[];
  readonly transitions: readonly TransitionView[];
};

export type WebhookView = {
  readonly event: string;
  readonly operationId: string;
  readonly summary: string;
  readonly descriptionHtml: string;
  readonly domain: string;
  /** The resource schema in `data.object` (its name), when it is a named schema. */
  readonly objectName?: string;
  /** The lifecycle transitions that send the event. */
  readonly transitions?: readonly {readonly schema: string; readonly from: readonly string[]; readonly to: string}[];
};

/**
 * The payload details of one event, loaded on demand from `webhook-details/<event>.json` when a
 * reader opens them, so a page listing 39 events stays light.
 */
export type WebhookDetails = {
  /**
   * The top-level fields of `data.object` (nested objects named, not expanded: the resource's
   * reference page documents them); the envelope around it is the shared `Event` schema.
   */
  readonly object?: SchemaView;
  readonly example?: ExampleView;
};

/** Every operation's code samples in every language, by operationId, for one reference page. */
export type PageSamples = Readonly<Record<string, readonly CodeSample[]>>;

export type TocEntry = {readonly value: string; readonly id: string; readonly level: 2 | 3};

export type ReferencePageData = {
  readonly slug: string;
  readonly tag: string;
  readonly introHtml: string;
  readonly variant?: readonly string[];
  readonly guide?: string;
  /** Related topics (`x-related`): their reference pages, and guides where they have one. */
  readonly related: readonly RelatedTopic[];
  /** The environments of the document's root servers; the first is the one code samples target. */
  readonly environments: readonly EnvironmentView[];
  readonly operations: readonly OperationView[];
  /** Webhook events of this topic (all of them, grouped by domain, on the page that lists every event). */
  readonly webhooks: readonly WebhookView[];
  /** True on the page that lists every event (the tag with `x-event-catalog`). */
  readonly allEvents: boolean;
  /** The domains the events are grouped by on that page, with their heading ids (empty elsewhere). */
  readonly eventDomains: readonly EventDomainView[];
  /** The webhook envelope schema (on pages with webhook events). */
  readonly envelope?: SchemaRef;
  /** Named schemas the page's views reference with `{ref}`. */
  readonly schemas: Readonly<Record<string, SchemaView>>;
  /**
   * For each large named schema (see `schemaHomes`), the first operation of the page that shows it:
   * its fields are listed there, and later operations link to it instead of repeating them.
   */
  readonly schemaHomes: Readonly<Record<string, SchemaHome>>;
  /** The lifecycles the topic shows (`x-lifecycles` of its tag). */
  readonly lifecycles?: readonly LifecycleView[];
  readonly toc: readonly TocEntry[];
};

export type SchemaHome = {readonly operationId: string; readonly summary: string};

export type ProblemTypeView = {
  readonly code: string;
  readonly status: number;
  /** The status's reason phrase (`Internal Server Error`), as clients and logs print it beside the number. */
  readonly statusText: string;
  readonly title: string;
  readonly meaningHtml: string;
  readonly resolution: string;
  readonly retryable: boolean;
  readonly example: string;
  readonly operations: readonly {readonly operationId: string; readonly slug: string; readonly summary: string}[];
};

export type ErrorCatalogData = {
  readonly problems: readonly ProblemTypeView[];
  readonly toc: readonly TocEntry[];
};
