// `npm run trigger -- <event-type>`: posts the documented example of a webhook event to a receiver
// on your own machine, signed the way docs/webhooks.mdx describes (Standard Webhooks), so a handler
// can be tested now instead of after a sandbox event. The payloads come from the `webhooks` of
// openapi/openapi.yaml, the same examples the reference pages show.
import {createHmac, randomInt} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';

import {parse, stringify} from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentFile = path.join(root, 'openapi', 'openapi.yaml');

const DEFAULT_URL = 'http://127.0.0.1:3000/webhooks';
/**
 * The endpoint secret the Webhooks guide prints and signs its examples with, so the guide's
 * receiver started with it accepts a trigger that names no secret. A placeholder, never a real one.
 */
const GUIDE_SECRET = 'whsec_dGVzdC1vbmx5LW5vdC1hLXJlYWwtc2VjcmV0';
/** Acme counts a delivery as failed after 10 seconds without an answer; so does this script. */
const TIMEOUT_MS = 10_000;

const usage = `Usage: npm run trigger -- <event-type> [options]

Posts the documented example of a webhook event to a local receiver, signed with
Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) as the
Webhooks guide describes. Each run gets a fresh event ID (also the body's "id") and
the current timestamp; the rest of the body is the example from the API reference.

Options:
  --to <url>          where to post (default ${DEFAULT_URL})
  --secret <whsec_…>  the endpoint secret to sign with (default: $ACME_WEBHOOK_SECRET,
                      else the guide's test secret ${GUIDE_SECRET})
  --example <name>    which example, when the event documents several
  --list              print the event types and their examples, then exit
  --help              print this help

Examples:
  npm run trigger -- contract.activated
  npm run trigger -- payment.failed --to http://127.0.0.1:8080/acme --secret whsec_…`;

/** A line for the reader, and the exit code 1. */
class UsageError extends Error {}

/** The event types of the document, in its order: the keys of its `webhooks`. */
export function eventTypes(file = documentFile) {
  return Object.keys(parse(readFileSync(file, 'utf8'))?.webhooks ?? {});
}

/** A JSON pointer segment (RFC 6901). */
const segment = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The examples of the given event types, by type: Redocly resolves each event's request body from
 * the document's `webhooks`, with every `$ref` replaced, as it does for the reference pages. Only
 * those bodies are read, not the whole document, so one event is ready in well under a second.
 */
export async function loadEvents(types = eventTypes(), file = documentFile) {
  const root = `./${path.basename(file)}#/webhooks`;
  const source = stringify({
    openapi: '3.1.0',
    info: {title: 'Webhook examples', version: '1'},
    components: {
      requestBodies: Object.fromEntries(
        types.map((type, index) => [`event${index}`, {$ref: `${root}/${segment(type)}/post/requestBody`}]),
      ),
    },
  });
  const {createConfig, bundle, makeDocumentFromString} = await import('@redocly/openapi-core');
  const doc = makeDocumentFromString(source, path.join(path.dirname(file), 'webhook-examples.yaml'));
  const {bundle: result, problems} = await bundle({doc, config: await createConfig({}), dereference: true});
  const error = problems.find((problem) => problem.severity === 'error');
  if (error !== undefined) throw new Error(`${file} cannot be read: ${error.message}`);
  const bodies = result.parsed.components.requestBodies;
  return new Map(
    types.map((type, index) => {
      const media = bodies[`event${index}`]?.content?.['application/json'] ?? {};
      const examples = Object.entries(media.examples ?? {}).map(([name, example]) => ({name, value: example.value}));
      if (examples.length === 0 && media.example !== undefined) examples.push({name: 'default', value: media.example});
      return [type, examples];
    }),
  );
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new event ID in the documented form, `evt_` and ten letters or digits. */
function eventId() {
  return `evt_${Array.from({length: 10}, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`;
}

/** The Standard Webhooks signature: HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the secret's bytes. */
function sign(secret, id, timestamp, body) {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The delivery of one example: the body with a fresh ID, and the three signature headers. */
function delivery(example, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const id = eventId();
  const timestamp = String(nowSeconds);
  const body = JSON.stringify({...example, id});
  return {
    id,
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': sign(secret, id, timestamp, body),
    },
  };
}

function checkSecret(secret) {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || Buffer.from(encoded, 'base64').length === 0) {
    throw new UsageError(`--secret must be an endpoint secret: whsec_ followed by base64, not "${secret}"`);
  }
}

function checkUrl(to) {
  let url;
  try {
    url = new URL(to);
  } catch {
    throw new UsageError(`--to must be an http:// or https:// URL, not "${to}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--to must be an http:// or https:// URL, not "${to}"`);
  }
  return url;
}

/** Why nothing answered, in the reader's terms. */
function unreachable(url, error) {
  const code = error?.cause?.code ?? error?.code;
  if (error?.name === 'TimeoutError') return `${url} did not answer within ${TIMEOUT_MS / 1000} seconds`;
  if (code === 'ECONNREFUSED') {
    return `Nothing answered at ${url} (connection refused). Start your receiver, or pass --to with its URL`;
  }
  if (error?.cause?.message === 'bad port') {
    return `Cannot post to ${url}: fetch refuses that port (a reserved one); let the receiver listen on another`;
  }
  return `Could not reach ${url} (${code ?? error?.cause?.message ?? error?.message ?? 'unknown error'})`;
}

/**
 * Runs the command with `args` (what follows `npm run trigger --`), writing to `out` and `err`.
 * Returns the exit code: 0 when the receiver answered 2xx, else 1 after one line on `err`.
 */
export async function trigger(
  args,
  {out = console.log, err = console.error, types = eventTypes, events = loadEvents} = {},
) {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        allowPositionals: true,
        options: {
          to: {type: 'string', default: DEFAULT_URL},
          secret: {type: 'string'},
          example: {type: 'string'},
          list: {type: 'boolean', default: false},
          help: {type: 'boolean', short: 'h', default: false},
        },
      });
    } catch (error) {
      // Node's own message goes on to explain `--` for positionals, which misleads here: keep its first sentence.
      throw new UsageError(`${error.message.split('. ')[0]}; npm run trigger -- --help lists the options`);
    }
    const {values, positionals} = parsed;
    if (values.help) {
      out(usage);
      return 0;
    }
    const known = types();
    if (values.list) {
      for (const [type, examples] of await events(known)) {
        const names = examples.length > 1 ? ` (--example ${examples.map((example) => example.name).join(', ')})` : '';
        out(`${type}${names}`);
      }
      return 0;
    }
    if (positionals.length !== 1) {
      throw new UsageError(
        positionals.length === 0
          ? 'Name one event type, for example: npm run trigger -- contract.activated (--list shows them all)'
          : `Name one event type, not ${positionals.length}: ${positionals.join(' ')}`,
      );
    }
    const [type] = positionals;
    if (!known.includes(type)) {
      throw new UsageError(`Unknown event type "${type}"; npm run trigger -- --list prints the ${known.length} types`);
    }
    const secret = values.secret ?? process.env.ACME_WEBHOOK_SECRET ?? GUIDE_SECRET;
    checkSecret(secret);
    const url = checkUrl(values.to);
    const examples = (await events([type])).get(type) ?? [];
    const example = values.example === undefined ? examples[0] : examples.find(({name}) => name === values.example);
    if (example === undefined) {
      throw new UsageError(
        values.example === undefined
          ? `${type} has no documented example to send`
          : `${type} has no example "${values.example}"; it has ${examples.map(({name}) => name).join(', ')}`,
      );
    }

    const sent = delivery(example.value, secret);
    let response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: sent.headers,
        body: sent.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new UsageError(unreachable(url.href, error));
    }
    const answer = `${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`;
    await response.body?.cancel();
    if (!response.ok) {
      throw new UsageError(`${url.href} answered ${answer} to ${type} ${sent.id}; a receiver acknowledges with 2xx`);
    }
    out(`Sent ${type} ${sent.id} to ${url.href}: ${answer}`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`trigger: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = await trigger(process.argv.slice(2));
  } catch (error) {
    // Anything unexpected still ends in one line, not a stack trace.
    console.error(`trigger: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
