/**
 * `npm run trigger` (scripts/trigger.mjs) sends deliveries that a partner's receiver accepts: for
 * every event type of the OpenAPI document, a receiver on a loopback port gets the documented
 * example with fresh `webhook-*` headers, and two verifiers written apart from the script accept it:
 * the Node.js verifier the Webhooks guide prints (taken from docs/webhooks.mdx and run as it is) and
 * the `standardwebhooks` package. Both reject the same delivery with one byte of the body changed.
 * The command itself is run as a process too: `--list`, a real send, and the two failures a reader
 * meets first (an unknown event type, nothing listening), each one line on stderr and exit code 1.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Webhook} from 'standardwebhooks';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {loadEvents, trigger, type EventExample} from '../../scripts/trigger.mjs';
import {codeBlocksOf} from '../support/code-blocks';

/** A placeholder endpoint secret: base64 of "trigger-test-placeholder-secret". */
const SECRET = `whsec_${Buffer.from('trigger-test-placeholder-secret').toString('base64')}`;
/** The secret the guide prints, which the command signs with when given none. */
const GUIDE_SECRET = 'whsec_dGVzdC1vbmx5LW5vdC1hLXJlYWwtc2VjcmV0';
const script = path.join('scripts', 'trigger.mjs');

type Headers = Record<string, string>;
type Delivery = {readonly path: string; readonly headers: Headers; readonly body: Buffer};
type Verify = (secret: string, headers: Headers, rawBody: Buffer) => unknown;

/** The event types of the document and each one's examples, read from the YAML without the script. */
function documentedEvents(): Map<string, unknown[]> {
  const root = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {webhooks: Record<string, {$ref: string}>};
  const events = new Map<string, unknown[]>();
  for (const [type, {$ref}] of Object.entries(root.webhooks)) {
    const file = path.join('openapi', $ref);
    const item = parse(readFileSync(file, 'utf8')) as {
      post: {requestBody: {content: {'application/json': {example?: unknown; examples?: Record<string, unknown>}}}};
    };
    const media = item.post.requestBody.content['application/json'];
    const examples = Object.values(media.examples ?? {}).map((example) => {
      const {$ref: ref, value} = example as {$ref?: string; value?: unknown};
      if (ref === undefined) return value;
      return (parse(readFileSync(path.join(path.dirname(file), ref), 'utf8')) as {value: unknown}).value;
    });
    events.set(type, media.example === undefined ? examples : [media.example]);
  }
  return events;
}

/** The guide's Node.js verifier, written to a file of its own and imported, exactly as printed. */
async function guideVerifier(directory: string): Promise<Verify> {
  const blocks = codeBlocksOf('docs/webhooks.mdx', readFileSync('docs/webhooks.mdx', 'utf8'));
  const sample = blocks.find((block) => block.title === 'verify-webhook.mjs');
  if (sample === undefined) throw new Error('docs/webhooks.mdx has no verify-webhook.mjs block');
  const file = path.join(directory, 'verify-webhook.mjs');
  writeFileSync(file, sample.body);
  const module = (await import(pathToFileURL(file).href)) as {verifyWebhook: Verify};
  return module.verifyWebhook;
}

const standardWebhooks: Verify = (secret, headers, rawBody) => new Webhook(secret).verify(rawBody, headers);

/** The same bytes with one of them changed: a digit inside the event's data. */
function oneByteChanged(body: Buffer): Buffer {
  const changed = Buffer.from(body);
  const at = changed.indexOf('"data"');
  const digit = changed.findIndex((byte, index) => index > at && byte >= 0x30 && byte <= 0x39);
  const index = digit >= 0 ? digit : changed.length - 2;
  changed[index] = (changed[index] ?? 0) ^ 0x01;
  return changed;
}

/** Runs the command as a reader would (`node scripts/trigger.mjs …`, which `npm run trigger` runs). */
function run(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{code: number; stdout: string; stderr: string}>((resolve) => {
    const child = execFile(
      process.execPath,
      [script, ...args],
      {env: {PATH: process.env.PATH, ...env}, timeout: 60_000},
      (error, stdout, stderr) => resolve({code: child.exitCode ?? (error === null ? 0 : 1), stdout, stderr}),
    );
  });
}

/** A loopback port with nothing listening on it: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const documented = documentedEvents();
const deliveries: Delivery[] = [];
let receiver: http.Server;
let receiverUrl = '';
let directory = '';
let verifyWebhook: Verify;
let all: Map<string, EventExample[]>;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        path: request.url ?? '',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)] as [string, string]),
        ),
        body: Buffer.concat(chunks),
      });
      response.writeHead(request.url === '/refuse' ? 400 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  directory = mkdtempSync(path.join(os.tmpdir(), 'trigger-'));
  verifyWebhook = await guideVerifier(directory);
  all = await loadEvents();
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  rmSync(directory, {recursive: true, force: true});
});

/** Sends one event in this process, through the command's own entry point, and returns what arrived. */
async function send(args: readonly string[]): Promise<{code: number; lines: string[]; delivery?: Delivery}> {
  const before = deliveries.length;
  const lines: string[] = [];
  const code = await trigger(args, {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    // Every event's examples are read once for the whole file.
    events: async (types) => new Map(types.map((type) => [type, [...(all.get(type) ?? [])]] as const)),
  });
  return {code, lines, ...(deliveries.length > before ? {delivery: deliveries[deliveries.length - 1]} : {})};
}

describe('npm run trigger', () => {
  it('knows every event type of the document', async () => {
    expect([...all.keys()]).toEqual([...documented.keys()]);
    expect([...all.values()].every((examples) => examples.length > 0)).toBe(true);
    expect(documented.size).toBeGreaterThan(30);
  });

  describe.each([...documented.keys()])('%s', (type) => {
    it('arrives signed, and both verifiers accept it and reject it with one byte changed', async () => {
      const {code, lines, delivery} = await send([type, '--to', `${receiverUrl}/webhooks`, '--secret', SECRET]);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^Sent ${type.replace('.', '\\.')} evt_\\w{10} to `))]);
      expect(code).toBe(0);
      if (delivery === undefined) throw new Error('nothing arrived');
      const {headers, body} = delivery;
      expect(delivery.path).toBe('/webhooks');
      expect(headers['content-type']).toBe('application/json');
      expect(headers['webhook-id']).toMatch(/^evt_[A-Za-z0-9]{10}$/);
      // Fresh: within a minute of now, not the example's own time.
      expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

      // The documented example, with the new event ID in the body as in the header.
      const event = JSON.parse(body.toString('utf8')) as {id: string};
      expect(event.id).toBe(headers['webhook-id']);
      expect(event).toEqual({...(documented.get(type)?.[0] as object), id: event.id});

      expect(verifyWebhook(SECRET, headers, body)).toEqual(event);
      expect(standardWebhooks(SECRET, headers, body)).toEqual(event);
      const changed = oneByteChanged(body);
      expect(changed.equals(body)).toBe(false);
      expect(() => verifyWebhook(SECRET, headers, changed)).toThrow('No matching signature');
      expect(() => standardWebhooks(SECRET, headers, changed)).toThrow('No matching signature');
      // Nor does it verify with another endpoint's secret.
      expect(() => verifyWebhook(GUIDE_SECRET, headers, body)).toThrow('No matching signature');
    });
  });

  it('sends another documented example when asked, and a new event ID every time', async () => {
    const [type, examples] = [...all].find(([, candidates]) => candidates.length > 0) ?? [];
    if (type === undefined || examples === undefined) throw new Error('no event with an example');
    const first = await send([type, '--to', receiverUrl, '--secret', SECRET, '--example', examples[0]?.name ?? '']);
    const second = await send([type, '--to', receiverUrl, '--secret', SECRET]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(first.delivery?.headers['webhook-id']).not.toBe(second.delivery?.headers['webhook-id']);
    const wrong = await send([type, '--to', receiverUrl, '--example', 'no_such_example']);
    expect(wrong).toEqual({code: 1, lines: [expect.stringMatching(/^trigger: \S+ has no example "no_such_example"/)]});
  });

  it('--list prints each event type on a line of its own, with the names of several examples', async () => {
    const lines: string[] = [];
    expect(await trigger(['--list'], {out: (line) => lines.push(line)})).toBe(0);
    expect(lines.map((line) => line.split(' ')[0])).toEqual([...documented.keys()]);
    const several = [...documented].find(([, examples]) => examples.length > 1);
    if (several !== undefined)
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^${several[0].replace('.', '\\.')} \\(--example `)),
      );
  });

  it('fails with one line when the receiver refuses the delivery', async () => {
    const refused = await send(['sale.completed', '--to', `${receiverUrl}/refuse`, '--secret', SECRET]);
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      expect.stringMatching(/^trigger: \S+\/refuse answered 400 Bad Request to sale\.completed/),
    ]);
  });

  it('refuses a secret that is not whsec_ and base64, before sending anything', async () => {
    const result = await send(['sale.completed', '--to', receiverUrl, '--secret', 'sk_test_placeholder']);
    expect(result).toEqual({code: 1, lines: [expect.stringMatching(/^trigger: --secret must be an endpoint secret/)]});
  });
});

describe.concurrent('npm run trigger, as a process', () => {
  it('signs with the guide’s secret when given none, and reaches the receiver', async () => {
    const {code, stdout, stderr} = await run(['contract.activated', '--to', `${receiverUrl}/process`]);
    expect({code, stderr}).toEqual({code: 0, stderr: ''});
    expect(stdout).toMatch(
      /^Sent contract\.activated evt_\w{10} to http:\/\/127\.0\.0\.1:\d+\/process: 204 No Content\n$/,
    );
    const delivery = deliveries.find((candidate) => candidate.path === '/process');
    if (delivery === undefined) throw new Error('nothing arrived');
    expect(verifyWebhook(GUIDE_SECRET, delivery.headers, delivery.body)).toMatchObject({type: 'contract.activated'});
  });

  it('an unknown event type ends in one line on stderr and exit code 1', async () => {
    const {code, stdout, stderr} = await run(['contract.exploded', '--to', receiverUrl]);
    expect({code, stdout}).toEqual({code: 1, stdout: ''});
    expect(stderr).toMatch(
      /^trigger: Unknown event type "contract\.exploded"; npm run trigger -- --list prints the \d+ types\n$/,
    );
  });

  it('an unreachable URL ends in one line on stderr and exit code 1', async () => {
    const port = await closedPort();
    const {code, stdout, stderr} = await run(['payment.failed', '--to', `http://127.0.0.1:${port}/webhooks`]);
    expect({code, stdout}).toEqual({code: 1, stdout: ''});
    expect(stderr).toBe(
      `trigger: Nothing answered at http://127.0.0.1:${port}/webhooks (connection refused). Start your receiver, or pass --to with its URL\n`,
    );
  });

  it('--help names the default receiver and every option', async () => {
    const {code, stdout} = await run(['--help']);
    expect(code).toBe(0);
    for (const text of ['http://127.0.0.1:3000/webhooks', '--to', '--secret', '--example', '--list']) {
      expect(stdout).toContain(text);
    }
  });
});
