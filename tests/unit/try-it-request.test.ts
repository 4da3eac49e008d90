// The request a "Try it" panel sends: built from the inputs, refused with a message at the field
// when an input is wrong, and shown as the same curl command.
import {describe, expect, it} from 'vitest';
import type {EnvironmentView, OperationView} from '../../plugins/openapi-reference/types';
import {
  buildRequest,
  curlOf,
  editableParameters,
  initialValue,
  isTokenOperation,
  problemCode,
  targetsOf,
} from '../../src/components/TryIt/request';

const operation: OperationView = {
  operationId: 'createContractReturn',
  method: 'POST',
  path: '/contracts/{contract_id}/returns',
  summary: 'Start a return',
  descriptionHtml: '',
  deprecated: false,
  scopes: ['contracts:write'],
  authenticated: true,
  idempotency: 'required',
  parameters: [
    {
      name: 'contract_id',
      in: 'path',
      required: true,
      schema: {type: 'string', constraints: []},
      example: 'ctr_R2hJ6kLp9G',
    },
    {name: 'limit', in: 'query', required: false, schema: {type: 'integer', constraints: ['1 to 100', 'default 20']}},
    {name: 'Idempotency-Key', in: 'header', required: true, schema: {type: 'string', constraints: []}, example: 'x'},
  ],
  requestBody: {
    mediaType: 'application/json',
    required: true,
    schema: {type: 'object', constraints: []},
    examples: [{key: 'return', label: 'Return', value: '{"reason":"term_end"}'}],
  },
  responses: [],
  samples: [],
  alsoOn: [],
  home: true,
};

const base = {operation, baseUrl: 'http://127.0.0.1:4010', token: 'tok_test', idempotencyKey: 'key-1'};

describe('the Try it request', () => {
  it('fills path and query parameters, the token, a fresh idempotency key and the body', () => {
    const {request, errors} = buildRequest({
      ...base,
      inputs: {'path:contract_id': 'ctr_R2hJ6kLp9G', 'query:limit': '5'},
      body: '{"reason": "term_end"}',
    });
    expect(errors).toEqual({});
    expect(request?.url).toBe('http://127.0.0.1:4010/contracts/ctr_R2hJ6kLp9G/returns?limit=5');
    expect(request?.headers).toContainEqual(['Authorization', 'Bearer tok_test']);
    expect(request?.headers).toContainEqual(['Idempotency-Key', 'key-1']);
    expect(request?.headers).toContainEqual(['Content-Type', 'application/json']);
    expect(request?.body).toBe('{"reason": "term_end"}');
  });

  it('does not ask the reader for the idempotency key, and starts from examples and defaults', () => {
    const editable = editableParameters(operation);
    expect(editable.map((parameter) => parameter.name)).toEqual(['contract_id', 'limit']);
    const [path, limit] = editable;
    if (path === undefined || limit === undefined) throw new Error('parameters missing');
    expect(initialValue(path, path.schema as never)).toBe('ctr_R2hJ6kLp9G');
    expect(initialValue(limit, {type: 'integer', constraints: ['default 20']})).toBe('20');
  });

  it('refuses a missing required parameter and a body that is not JSON, at their fields', () => {
    const {request, errors} = buildRequest({...base, inputs: {'path:contract_id': ' '}, body: '{"reason": '});
    expect(request).toBeUndefined();
    expect(errors['path:contract_id']).toBe('contract_id is required.');
    expect(errors.body).toMatch(/^The body is not valid JSON/);
  });

  it('writes the same request as a curl command, quoted for a shell', () => {
    const {request} = buildRequest({...base, inputs: {'path:contract_id': "ctr_'x"}, body: '{"note":"it\'s"}'});
    if (request === undefined) throw new Error('no request');
    const curl = curlOf(request);
    expect(curl).toContain(`curl --request POST 'http://127.0.0.1:4010/contracts/ctr_'\\''x/returns'`);
    expect(curl).toContain(`--header 'Idempotency-Key: key-1'`);
    expect(curl).toContain(`--data '{"note":"it'\\''s"}'`);
  });

  it('finds the error catalogue entry of a problem answer', () => {
    expect(problemCode({type: 'https://docs.acme.example/docs/errors#quote_expired', code: 'quote_expired'})).toBe(
      'quote_expired',
    );
    expect(problemCode({code: 'rate_limited'})).toBe('rate_limited');
    expect(problemCode({type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY'})).toBeUndefined();
    expect(problemCode('plain text')).toBeUndefined();
  });
});

const environments: EnvironmentView[] = [
  {
    name: 'sandbox',
    label: 'Sandbox',
    url: 'https://api.sandbox.acme.example/v4',
    tokenUrl: 'https://auth.sandbox.acme.example/oauth2/token',
  },
  {
    name: 'production',
    label: 'Production',
    url: 'https://api.acme.example/v4',
    tokenUrl: 'https://auth.acme.example/oauth2/token',
  },
  {
    name: 'local-mock',
    label: 'Local mock',
    url: 'http://127.0.0.1:4010',
    tokenUrl: 'http://127.0.0.1:4010/oauth2/token',
  },
];

describe('where the Try it panel sends an operation', () => {
  const getAccessToken: OperationView = {
    ...operation,
    operationId: 'getAccessToken',
    path: '/oauth2/token',
    authenticated: false,
    parameters: [],
    requestBody: {
      mediaType: 'application/x-www-form-urlencoded',
      required: true,
      schema: {type: 'object', constraints: []},
      examples: [{key: 'basic_auth', label: 'Basic', value: 'grant_type=client_credentials'}],
    },
    servers: [
      {url: 'https://auth.sandbox.acme.example', environment: 'sandbox'},
      {url: 'https://auth.acme.example', environment: 'production'},
      {url: 'http://127.0.0.1:4010', environment: 'local-mock'},
    ],
  };
  const advanceTime: OperationView = {
    ...operation,
    operationId: 'advanceContractTime',
    path: '/test-helpers/contracts/{contract_id}/advance-time',
    servers: [
      {url: 'https://api.sandbox.acme.example/v4', environment: 'sandbox'},
      {url: 'http://127.0.0.1:4010', environment: 'local-mock'},
    ],
  };
  const urls = (candidate: OperationView) =>
    targetsOf(candidate, environments).map((target) => `${target.environment.name} ${target.baseUrl}`);

  it('sends an operation without servers of its own to the environment’s base URL', () => {
    expect(urls(operation)).toEqual([
      'sandbox https://api.sandbox.acme.example/v4',
      'production https://api.acme.example/v4',
      'local-mock http://127.0.0.1:4010',
    ]);
  });

  it('sends the token operation to its own host in each environment, and knows it for the token operation', () => {
    expect(urls(getAccessToken)).toEqual([
      'sandbox https://auth.sandbox.acme.example',
      'production https://auth.acme.example',
      'local-mock http://127.0.0.1:4010',
    ]);
    expect(targetsOf(getAccessToken, environments).map((target) => isTokenOperation(getAccessToken, target))).toEqual([
      true,
      true,
      true,
    ]);
    expect(targetsOf(operation, environments).some((target) => isTokenOperation(operation, target))).toBe(false);
  });

  it('offers a sandbox-only test helper in the sandbox and the mock, never in production', () => {
    expect(urls(advanceTime)).toEqual([
      'sandbox https://api.sandbox.acme.example/v4',
      'local-mock http://127.0.0.1:4010',
    ]);
  });

  it('sends HTTP Basic on the token operation in place of a bearer token', () => {
    const {request} = buildRequest({
      operation: getAccessToken,
      baseUrl: 'https://auth.sandbox.acme.example',
      inputs: {},
      body: 'grant_type=client_credentials',
      authorization: 'Basic Y2xpOnNr',
      idempotencyKey: 'key-1',
    });
    expect(request?.url).toBe('https://auth.sandbox.acme.example/oauth2/token');
    expect(request?.headers.filter(([name]) => name === 'Authorization')).toEqual([
      ['Authorization', 'Basic Y2xpOnNr'],
    ]);
  });
});
