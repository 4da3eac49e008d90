/**
 * Every signed webhook example on the site verifies with the secret printed beside it, the way a
 * partner's receiver checks a delivery (Standard Webhooks, as docs/webhooks.mdx explains):
 * `webhook-signature` holds `v1,<base64 HMAC-SHA256>` values of "<webhook-id>.<webhook-timestamp>.<body>",
 * keyed with the base64-decoded part of the secret after `whsec_`.
 *
 * Two forms are read:
 * - an ```http block with the three `webhook-*` headers; the body is the block's own (after a blank
 *   line) or else the next code block of the section, exactly as printed; the secret is a `whsec_…`
 *   printed in the same section;
 * - a table with rows for the secret, `webhook-id`, `webhook-timestamp`, the body and the expected
 *   `webhook-signature`.
 * Any other signature on the site, in the guides, posts or the OpenAPI document, fails the test as one
 * it cannot check, so a new example is not left unverified.
 */
import {createHmac} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {codeBlocksOf, type CodeBlock} from '../support/code-blocks';
import {examplePages} from '../support/guide-samples';

/** A v1 signature: the base64 of 32 bytes. */
const SIGNATURE = /v1,([A-Za-z0-9+/]{43}=)/g;
const SECRET = /whsec_[A-Za-z0-9+/]+={0,2}/g;

type SignedExample = {
  readonly where: string;
  readonly id: string;
  readonly timestamp: string;
  readonly signatures: readonly string[];
  readonly body: string;
  readonly secrets: readonly string[];
};

function sign(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/** The lines of the section (heading to heading, outside code blocks) that holds `line` (1-based). */
function sectionOf(lines: readonly string[], blocks: readonly CodeBlock[], line: number): [number, number] {
  const fenced = (index: number): boolean =>
    blocks.some((block) => index + 1 > block.line && index + 1 <= block.line + block.body.split('\n').length + 1);
  const isHeading = (index: number): boolean => /^#{1,6} /.test(lines[index] ?? '') && !fenced(index);
  let start = line - 1;
  while (start > 0 && !isHeading(start)) start--;
  let end = line;
  while (end < lines.length && !isHeading(end)) end++;
  return [start, end];
}

/** The signed examples of one page, and the signatures on it that belong to none. */
function signedExamples(file: string, source: string): {examples: SignedExample[]; unread: string[]} {
  const lines = source.split('\n');
  const blocks = codeBlocksOf(file, source);
  const examples: SignedExample[] = [];
  const read = new Set<string>();

  for (const [index, block] of blocks.entries()) {
    if (block.language !== 'http') continue;
    const [head = '', ownBody] = block.body.split(/\n\s*\n/, 2);
    const header = (name: string): string | undefined =>
      new RegExp(`^${name}:[ \\t]*(.+)$`, 'im').exec(head)?.[1]?.trim();
    const id = header('webhook-id');
    const timestamp = header('webhook-timestamp');
    const signatureHeader = header('webhook-signature');
    if (id === undefined || timestamp === undefined || signatureHeader === undefined) continue;
    const [start, end] = sectionOf(lines, blocks, block.line);
    const next = blocks[index + 1];
    const body = ownBody ?? (next !== undefined && next.line - 1 < end ? next.body : undefined);
    const section = lines.slice(start, end).join('\n');
    const signatures = [...signatureHeader.matchAll(SIGNATURE)].map((match) => match[1] ?? '');
    signatures.forEach((signature) => read.add(signature));
    examples.push({
      where: `${file}:${block.line} (${block.title || 'http'})`,
      id,
      timestamp,
      signatures,
      body: body ?? '',
      secrets: [...new Set(section.match(SECRET) ?? [])],
    });
  }

  // Tables: a run of `|` lines with a row for each input.
  for (let i = 0; i < lines.length; i++) {
    if (!(lines[i] ?? '').startsWith('|')) continue;
    const first = i;
    while (i < lines.length && (lines[i] ?? '').startsWith('|')) i++;
    const rows = new Map<string, string>();
    for (const row of lines.slice(first, i)) {
      // A `|` inside a cell is written `\|`.
      const cells = row.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
      const label = (cells[1] ?? '').replace(/`/g, '').toLowerCase();
      const value = /^`(.*)`$/.exec(cells[2] ?? '')?.[1];
      if (value !== undefined) rows.set(label, value);
    }
    const find = (test: (label: string) => boolean): string | undefined =>
      [...rows.entries()].find(([label]) => test(label))?.[1];
    const signatureHeader = find((label) => label.includes('webhook-signature'));
    if (signatureHeader === undefined) continue;
    const signatures = [...signatureHeader.matchAll(SIGNATURE)].map((match) => match[1] ?? '');
    signatures.forEach((signature) => read.add(signature));
    const secret = find((label) => label === 'secret');
    examples.push({
      where: `${file}:${first + 1} (table)`,
      id: find((label) => label === 'webhook-id') ?? '',
      timestamp: find((label) => label === 'webhook-timestamp') ?? '',
      signatures,
      body: find((label) => label === 'body') ?? '',
      secrets: secret === undefined ? [] : [secret],
    });
  }

  const unread = [...source.matchAll(SIGNATURE)]
    .filter((match) => !read.has(match[1] ?? ''))
    .map((match) => `${file}:${source.slice(0, match.index).split('\n').length}: v1,${match[1] ?? ''}`);
  return {examples, unread};
}

/** What is wrong with a signed example; empty when every signature in it verifies. */
function verify(example: SignedExample): string[] {
  const problems: string[] = [];
  const missing = [
    ['webhook-id', example.id],
    ['webhook-timestamp', example.timestamp],
    ['body', example.body],
  ].filter(([, value]) => value === '');
  for (const [name] of missing) problems.push(`${example.where}: no ${name ?? ''} to verify against`);
  if (example.secrets.length === 0) {
    problems.push(`${example.where}: print the signing secret (whsec_…) beside the signed example`);
  }
  if (example.signatures.length === 0) problems.push(`${example.where}: no v1 signature`);
  if (!/^\d+$/.test(example.timestamp)) problems.push(`${example.where}: the timestamp is not Unix seconds`);
  try {
    const event = JSON.parse(example.body) as {id?: unknown};
    if (event.id !== example.id) problems.push(`${example.where}: webhook-id ${example.id} is not the body's id`);
  } catch {
    problems.push(`${example.where}: the body is not JSON`);
  }
  if (problems.length > 0) return problems;
  for (const signature of example.signatures) {
    const expected = example.secrets.map((secret) => sign(secret, example.id, example.timestamp, example.body));
    if (!expected.includes(signature)) {
      problems.push(
        `${example.where}: v1,${signature} does not verify with ${example.secrets.join(' or ')}; ` +
          `the body as printed signs to v1,${expected.join(' or v1,')}`,
      );
    }
  }
  return problems;
}

const pages = examplePages();
const documentFiles = readdirSync('openapi', {recursive: true, encoding: 'utf8'})
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => path.join('openapi', name))
  .sort();

describe('signed webhook examples', () => {
  const found = pages.map((file) => signedExamples(file, readFileSync(file, 'utf8')));

  it('are found: the envelope delivery and the test vector of the Webhooks guide at least', () => {
    const where = found.flatMap(({examples}) => examples.map((example) => example.where));
    expect(where).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/webhooks\.mdx:\d+ \(A delivery/),
        expect.stringMatching(/^docs\/webhooks\.mdx:\d+ \(table\)/),
      ]),
    );
  });

  it('verify with the secret printed beside them', () => {
    const problems = found.flatMap(({examples}) => examples.flatMap(verify));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('are the only signatures in the guides, the posts and the OpenAPI document', () => {
    const unread = [
      ...found.flatMap(({unread: lines}) => lines),
      ...documentFiles.flatMap((file) => signedExamples(file, readFileSync(file, 'utf8')).unread),
    ];
    expect(unread, `signatures this test cannot check:\n${unread.join('\n')}`).toEqual([]);
  });

  it('fail when the body, the signature or the secret changes', () => {
    const source = readFileSync('docs/webhooks.mdx', 'utf8');
    const failing = (changed: string): string[] => signedExamples('changed.mdx', changed).examples.flatMap(verify);
    expect(failing(source)).toEqual([]);
    // One byte more in the envelope body.
    expect(failing(source.replace('"type": "contract.activated",', '"type":  "contract.activated",'))).not.toEqual([]);
    // Another signature in the delivery's header.
    expect(
      failing(source.replace(/webhook-signature: v1,\S+/, `webhook-signature: v1,${'A'.repeat(43)}=`)),
    ).not.toEqual([]);
    // The vector's secret replaced by another.
    expect(
      failing(
        source.replace('| Secret | `whsec_dGVzdC1vbmx5LW5vdC1hLXJlYWwtc2VjcmV0` |', '| Secret | `whsec_b3RoZXI=` |'),
      ),
    ).not.toEqual([]);
  });
});
