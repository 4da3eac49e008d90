// Contradictions a partner once found between pages, each checked so that it cannot come back.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {JsonObject} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';

/** Tracked text files a reader sees: guides, blog, the OpenAPI document and the site's UI text. */
function contentFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', 'docs', 'blog', 'openapi', 'src', 'docusaurus.config.ts'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(mdx?|ya?ml|tsx?|css)$/.test(file));
}

/** The spelling the API's values and names use (`sale.cancelled`, `cancelled_at`), and the other one. */
const otherSpelling = /\bcancel(?:ed|ing)\b/i;

describe('one spelling of "cancelled"', () => {
  it('knows the other spelling when it sees it', () => {
    expect(otherSpelling.test('status: canceled')).toBe(true);
    expect(otherSpelling.test('Canceling a sale')).toBe(true);
    expect(otherSpelling.test('sale.cancelled, cancelling, cancellation')).toBe(false);
  });

  it('is used in every guide, post, OpenAPI file and UI text', () => {
    const hits: string[] = [];
    const files = contentFiles();
    // Guides, posts, the OpenAPI files and UI text: a pattern that found none would pass on nothing.
    expect(files.filter((file) => file.endsWith('.mdx')).length).toBeGreaterThan(20);
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (otherSpelling.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(hits, hits.join('\n')).toEqual([]);
  });
});

/** The operations a protection checkout at the point of sale calls, in the order the guides give. */
const protectionCheckout = [
  'listProducts',
  'listPlans',
  'createQuote',
  'listCustomers',
  'createCustomer',
  'createCustomerConsent',
  'createPaymentMethod',
  'createSale',
  'completeSale',
  'createContractHandover',
];

function scopesOf(document: JsonObject, operationId: string): string[] {
  for (const item of Object.values(document['paths'] as JsonObject)) {
    for (const operation of Object.values(item as JsonObject)) {
      const candidate = operation as JsonObject;
      if (candidate['operationId'] !== operationId) continue;
      const security = (candidate['security'] ?? document['security'] ?? []) as JsonObject[];
      return security.flatMap((requirement) => (requirement['oauth2'] ?? []) as string[]);
    }
  }
  throw new Error(`no operation ${operationId}`);
}

describe('the scopes the authentication guide recommends', () => {
  it('cover every call of a protection checkout, customer search included', async () => {
    const {document} = await loadOpenApi('openapi/openapi.yaml', {validate: false});
    const guide = readFileSync('docs/auth-token.mdx', 'utf8');
    const line = /^- a store checkout for protection plans: `([^`]+)`/m.exec(guide);
    expect(line, 'the protection checkout line in docs/auth-token.mdx').not.toBeNull();
    const recommended = new Set((line?.[1] ?? '').split(' '));
    const missing = protectionCheckout.flatMap((operationId) =>
      scopesOf(document, operationId)
        .filter((scope) => !recommended.has(scope))
        .map((scope) => `${operationId} needs ${scope}`),
    );
    expect(missing).toEqual([]);
  });
});
