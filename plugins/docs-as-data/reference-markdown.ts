/**
 * The Markdown of a reference page, the error catalogue and the webhook events, written from the
 * same page model the HTML pages are rendered from (plugins/openapi-reference), so the twin and the
 * page cannot drift apart. Headings start at `##` with the same words as the page's headings.
 */
import {downloads} from '../../src/site/model';
import type {JsonObject} from '../openapi-reference/json';
import {lifecycleMarkdown} from '../openapi-reference/lifecycles';
import type {
  BodyView,
  ErrorCatalogData,
  ExampleView,
  OperationView,
  ParameterView,
  ReferencePageData,
  ResponseView,
  WebhookDetails,
  WebhookView,
} from '../openapi-reference/types';
import {statusText} from '../../src/reference/statusText';
import {anchor, code, htmlToMarkdown, inlineMarkdown, schemaMarkdown, type SchemaContext} from './schema-markdown';

type ReferenceMarkdownOptions = {
  readonly siteUrl: string;
  /** Payload details of each webhook event, by event type. */
  readonly webhookDetails: Readonly<Record<string, WebhookDetails>>;
  /** The error catalogue, for the example of a problem response that links there. */
  readonly errors: ErrorCatalogData;
  /** The headers of each response, from the document (`operationId status` → name and type). */
  readonly responseHeaders: ReadonlyMap<string, readonly {readonly name: string; readonly type: string}[]>;
};

/** `{$ref: '#/components/…'}` → the object it names in the bundled document. */
function resolveRef(document: JsonObject, value: unknown): JsonObject | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const object = value as JsonObject;
  const ref = object['$ref'];
  if (typeof ref !== 'string') return object;
  let target: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return resolveRef(document, target);
}

/**
 * The headers of every response of every operation, by `operationId status`. The page model leaves
 * them out of a response that links to the error catalogue; the twin names them, since an agent
 * reading one operation has no page around it that shows them.
 */
export function responseHeadersOf(document: JsonObject): Map<string, {name: string; type: string}[]> {
  const result = new Map<string, {name: string; type: string}[]>();
  for (const pathItem of Object.values(resolveRef(document, document['paths']) ?? {})) {
    for (const operation of Object.values(resolveRef(document, pathItem) ?? {})) {
      const resolved = resolveRef(document, operation);
      const operationId = resolved?.['operationId'];
      if (typeof operationId !== 'string') continue;
      for (const [status, response] of Object.entries(resolveRef(document, resolved?.['responses']) ?? {})) {
        const headers = Object.entries(resolveRef(document, resolveRef(document, response)?.['headers']) ?? {}).map(
          ([name, header]) => {
            const schema = resolveRef(document, resolveRef(document, header)?.['schema']);
            return {name, type: typeof schema?.['type'] === 'string' ? schema['type'] : 'string'};
          },
        );
        result.set(`${operationId} ${status}`, headers);
      }
    }
  }
  return result;
}

function fence(language: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const marker = '`'.repeat(longest + 1);
  return `${marker}${language}\n${text}\n${marker}`;
}

/**
 * An example under a label line. `compact` writes JSON on one line: the events page shows one
 * example per event, and indentation made a third of its twin's tokens.
 */
function exampleMarkdown(example: ExampleView, mediaType: string, title: string, compact = false): string {
  const json = mediaType.includes('json');
  const value: unknown = json ? JSON.parse(example.value) : undefined;
  const text = json ? (compact ? JSON.stringify(value) : JSON.stringify(value, null, 2)) : example.value;
  const label = example.label === '' || example.label === 'Example' ? title : `${title}: ${example.label}`;
  return `${label}\n\n${fence(json ? 'json' : 'text', text)}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function parametersMarkdown(parameters: readonly ParameterView[], context: SchemaContext): string {
  const operationId = context.operationId ?? '';
  const rows = parameters.map((parameter) => {
    const schema = 'ref' in parameter.schema ? context.schemas[parameter.schema.ref] : parameter.schema;
    const type = [schema?.type ?? '', ...(schema?.constraints ?? []).map(code)]
      .filter((part) => part !== '')
      .join(', ');
    const values = (schema?.enum ?? []).map((entry) => code(entry.value)).join(', ');
    const description = [
      inlineMarkdown(parameter.descriptionHtml ?? schema?.descriptionHtml, context.siteUrl),
      values === '' ? '' : `One of ${values}.`,
      parameter.example === undefined ? '' : `Example: ${code(parameter.example)}.`,
      parameter.deprecated === true ? 'Deprecated.' : '',
    ]
      .filter((part) => part !== '')
      .join(' ');
    return `| ${anchor(`${operationId}-${parameter.in}-${parameter.name}`)}${code(parameter.name)} | ${parameter.in} | ${parameter.required ? 'yes' : 'no'} | ${cell(type)} | ${cell(description)} |`;
  });
  return ['| Name | In | Required | Type | Description |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

function bodyMarkdown(body: BodyView, title: string, context: SchemaContext, idPrefix: string): string {
  const parts = [`${code(body.mediaType)}${body.required ? ' (required)' : ''}`];
  const description = htmlToMarkdown(body.descriptionHtml, context.siteUrl);
  if (description !== '') parts.push(description);
  if (body.schema !== undefined) parts.push(schemaMarkdown(body.schema, context, idPrefix));
  parts.push(...body.examples.map((example) => exampleMarkdown(example, body.mediaType, title)));
  return parts.join('\n\n');
}

function responseMarkdown(response: ResponseView, context: SchemaContext, options: ReferenceMarkdownOptions): string {
  const operationId = context.operationId ?? '';
  const reason = statusText[response.status] ?? '';
  const parts = [
    `#### ${response.status}${reason === '' ? '' : ` ${reason}`}`,
    inlineMarkdown(response.descriptionHtml, context.siteUrl),
  ];
  if (response.problems.length > 0) {
    const links = response.problems.map((problem) => `[${code(problem)}](${context.siteUrl}/docs/errors#${problem})`);
    parts.push(`Problem ${response.problems.length === 1 ? 'type' : 'types'}: ${links.join(', ')}.`);
  }
  if (response.body === undefined && response.problems.length > 0) {
    // The page links to the catalogue for these; the twin keeps the headers and one compact example,
    // so an agent that read only this operation can still write the error handling.
    const headers = options.responseHeaders.get(`${operationId} ${response.status}`) ?? [];
    if (headers.length > 0) {
      parts.push(`Headers: ${headers.map((header) => `${code(header.name)} (${header.type})`).join(', ')}.`);
    }
    const first = options.errors.problems.find((problem) => problem.code === response.problems[0]);
    if (first !== undefined && first.example !== '') {
      parts.push(`Example (${code(first.code)}):\n\n${fence('json', JSON.stringify(JSON.parse(first.example)))}`);
    }
  }
  if (response.headers.length > 0) {
    parts.push(
      [
        '| Header | Type | Description |',
        '| --- | --- | --- |',
        ...response.headers.map(
          (header) =>
            `| ${code(header.name)} | ${cell(header.type)} | ${cell(inlineMarkdown(header.descriptionHtml, context.siteUrl))} |`,
        ),
      ].join('\n'),
    );
  }
  if (response.body !== undefined) {
    parts.push(
      bodyMarkdown(response.body, `${response.status} response`, context, `${operationId}-${response.status}`),
    );
  }
  return parts.filter((part) => part !== '').join('\n\n');
}

function operationFacts(operation: OperationView): string {
  const facts = [`Operation ID ${code(operation.operationId)}`];
  if (!operation.authenticated) facts.push('No access token needed');
  else if (operation.scopes.length === 0) facts.push('Any valid access token');
  else facts.push(`Scope ${operation.scopes.map(code).join(', ')}`);
  if (operation.idempotency !== undefined) {
    facts.push(`${code('Idempotency-Key')} ${operation.idempotency === 'required' ? 'required' : 'accepted'}`);
  }
  for (const variant of operation.variant ?? []) facts.push(variant === 'rental' ? 'Rental only' : 'Protection only');
  if (operation.deprecated) facts.push('Deprecated');
  return facts.map((fact) => `- ${fact}`).join('\n');
}

function operationMarkdown(
  operation: OperationView,
  page: ReferencePageData,
  options: ReferenceMarkdownOptions,
): string {
  const pageUrl = `${options.siteUrl}/docs/api/${page.slug}`;
  const context: SchemaContext = {
    siteUrl: options.siteUrl,
    schemas: page.schemas,
    homes: page.schemaHomes,
    operationId: operation.operationId,
    pageUrl,
  };
  const parts = [
    `## ${operation.summary} ${anchor(operation.operationId)}`,
    `${code(`${operation.method} ${operation.path}`)}`,
    operationFacts(operation),
  ];
  if (operation.deprecated) {
    const why = htmlToMarkdown(operation.deprecationHtml, options.siteUrl);
    parts.push(`> **Deprecated:** ${why === '' ? 'Do not use this operation in new integrations.' : why}`);
  }
  parts.push(htmlToMarkdown(operation.descriptionHtml, options.siteUrl));
  if (operation.servers !== undefined) {
    parts.push(
      `Served from ${operation.servers.map((server) => `${code(server.url)} (${server.environment})`).join(' and ')}.`,
    );
  }
  if (operation.alsoOn.length > 0) {
    const pages = operation.alsoOn.map(
      (other) => `[${other.title}](${options.siteUrl}/docs/api/${other.slug}#${operation.operationId})`,
    );
    // Written in full on each page that lists it: each topic's twin is meant to be read alone, and
    // every anchor of the page resolves in its twin.
    parts.push(
      `Also listed under ${pages.join(', ')}; the section is the same on each page, so this one can be read alone.`,
    );
  }
  if (operation.parameters.length > 0) parts.push('### Parameters', parametersMarkdown(operation.parameters, context));
  if (operation.requestBody !== undefined) {
    parts.push(
      '### Request body',
      bodyMarkdown(operation.requestBody, 'Request example', context, `${operation.operationId}-request`),
    );
  }
  parts.push('### Responses', ...operation.responses.map((response) => responseMarkdown(response, context, options)));
  const sample = operation.samples.find((candidate) => candidate.language === 'curl') ?? operation.samples[0];
  if (sample !== undefined) parts.push('### Code sample', fence(sample.prism, sample.code));
  return parts.filter((part) => part !== '').join('\n\n');
}

/**
 * One event. Many events carry the same resource (every `contract.*` event a Contract): its fields
 * are written at the first of them, and the others point there, as the page loads them on demand.
 */
function eventMarkdown(
  webhook: WebhookView,
  options: ReferenceMarkdownOptions,
  context: SchemaContext,
  firstWith: Map<string, WebhookView>,
): string {
  const details = options.webhookDetails[webhook.event];
  const parts = [
    `#### ${code(webhook.event)} — ${webhook.summary} ${anchor(webhook.operationId)}`,
    htmlToMarkdown(webhook.descriptionHtml, options.siteUrl),
  ];
  // No "Sent on" line here, unlike the page: each topic twin's lifecycle table already pairs every
  // transition with its events, and this twin, the longest of all, must stay within one file's
  // token budget for agents (tests/build/llms-files.test.ts).
  const first = webhook.objectName === undefined ? undefined : firstWith.get(webhook.objectName);
  if (first !== undefined && webhook.objectName !== undefined) {
    parts.push(
      `\`data.object\` is a ${webhook.objectName}, with the fields listed under [${code(first.event)}](${context.pageUrl}#${first.operationId}).`,
    );
  } else if (details?.object !== undefined) {
    if (webhook.objectName !== undefined) firstWith.set(webhook.objectName, webhook);
    // Top-level fields only, as on the page: nested resources are documented on their own pages.
    parts.push(schemaMarkdown(details.object, {...context, maxDepth: 0}, `${webhook.operationId}-object`));
  }
  if (details?.example !== undefined) {
    parts.push(exampleMarkdown(details.example, 'application/json', 'Example event', true));
  }
  return parts.filter((part) => part !== '').join('\n\n');
}

function eventsMarkdown(page: ReferencePageData, options: ReferenceMarkdownOptions): string {
  const pageUrl = `${options.siteUrl}/docs/api/${page.slug}`;
  const context: SchemaContext = {siteUrl: options.siteUrl, schemas: page.schemas, homes: page.schemaHomes, pageUrl};
  const parts = [`${page.allEvents ? '## Events' : '## Webhook events'} ${anchor('events')}`];
  if (!page.allEvents) {
    parts.push('These events report changes to the resources of this topic. Each links to its payload.');
    parts.push(
      page.webhooks
        .map(
          (webhook) =>
            `- [${code(webhook.event)}](${options.siteUrl}/docs/api/webhooks#${webhook.operationId}): ${webhook.summary}`,
        )
        .join('\n'),
    );
    return parts.join('\n\n');
  }
  if (page.envelope !== undefined) {
    parts.push(
      `### Event envelope ${anchor('event-envelope')}`,
      'Every event is delivered in this envelope. `data.object` is a snapshot of the resource the event is about, listed with each event below.',
      schemaMarkdown(page.envelope, context, 'event-envelope'),
    );
  }
  const firstWith = new Map<string, WebhookView>();
  for (const domain of page.eventDomains) {
    parts.push(`### ${domain.name} ${anchor(domain.id)}`);
    for (const webhook of page.webhooks.filter((candidate) => candidate.domain === domain.name)) {
      parts.push(eventMarkdown(webhook, options, context, firstWith));
    }
  }
  return parts.join('\n\n');
}

/** The body of a reference page's twin (the caller adds the title and the URL). */
export function referencePageMarkdown(page: ReferencePageData, options: ReferenceMarkdownOptions): string {
  const {siteUrl} = options;
  const parts: string[] = [];
  if (page.variant?.includes('rental') === true) parts.push('Rental variant.');
  parts.push(htmlToMarkdown(page.introHtml, siteUrl));
  if (page.related.length > 0) {
    const topics = page.related.map(
      (topic) =>
        `[${topic.name}](${siteUrl}/docs/api/${topic.slug})${topic.guide === undefined ? '' : ` ([guide](${siteUrl}/docs/${topic.guide}))`}`,
    );
    parts.push(`Related topics: ${topics.join('; ')}.`);
  }
  if (page.guide !== undefined) {
    parts.push(`Guide: [how to use these operations step by step](${siteUrl}/docs/${page.guide}).`);
  }
  parts.push(
    `Download the whole description as [OpenAPI YAML](${siteUrl}/${downloads.openapiYaml}) or [JSON](${siteUrl}/${downloads.openapiJson}), or every operation as a [Postman collection](${siteUrl}/${downloads.postmanCollection}).`,
  );
  if (page.operations.length > 0 && page.environments.length > 0) {
    const hosts = page.environments.map((environment) => `- ${environment.label}: ${code(environment.url)}`);
    parts.push(`Base URLs (the code samples use the first):\n\n${hosts.join('\n')}`);
  }
  parts.push(...page.operations.map((operation) => operationMarkdown(operation, page, options)));
  for (const lifecycle of page.lifecycles ?? []) {
    parts.push(`## ${lifecycle.schema} lifecycle ${anchor(lifecycle.anchor)}`, lifecycleMarkdown(lifecycle, siteUrl));
  }
  if (page.webhooks.length > 0) parts.push(eventsMarkdown(page, options));
  return parts.filter((part) => part !== '').join('\n\n');
}

/** The problem types of the error catalogue, one `##` section per code. */
export function errorCatalogMarkdown(catalog: ErrorCatalogData, siteUrl: string): string {
  return catalog.problems
    .map((problem) => {
      const parts = [
        `## ${code(problem.code)} (${problem.status}) ${anchor(problem.code)}`,
        [
          `- Title: ${problem.title}`,
          `- HTTP status: ${problem.status} ${problem.statusText}`,
          `- Retry: ${problem.retryable ? 'yes, after a pause (honour Retry-After when present)' : 'no, not with the same request'}`,
        ].join('\n'),
        '### What it means',
        htmlToMarkdown(problem.meaningHtml, siteUrl),
        '### What to do',
        problem.resolution,
      ];
      if (problem.example !== '') {
        parts.push(
          `Example: ${code(problem.code)}\n\n${fence('json', JSON.stringify(JSON.parse(problem.example), null, 2))}`,
        );
      }
      if (problem.operations.length > 0) {
        // One line per reference page with the operationIds on it: each is an anchor of that page
        // (`…/acme-sales.md#createSale`), where a link per operation made most of this file.
        const bySlug = new Map<string, string[]>();
        for (const operation of problem.operations) {
          bySlug.set(operation.slug, [...(bySlug.get(operation.slug) ?? []), operation.operationId]);
        }
        const count = problem.operations.length;
        parts.push(
          `Returned by ${count} ${count === 1 ? 'operation' : 'operations'} (each an anchor of its page):\n\n${[
            ...bySlug,
          ]
            .map(([slug, ids]) => `- [${slug}](${siteUrl}/docs/api/${slug}): ${ids.map(code).join(', ')}`)
            .join('\n')}`,
        );
      }
      return parts.filter((part) => part !== '').join('\n\n');
    })
    .join('\n\n');
}
