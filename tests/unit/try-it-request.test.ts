// The request a "Try it" panel sends: built from the inputs, refused with a message at the field
// when an input is wrong, and shown as the same curl command.
import {describe, expect, it} from 'vitest';
import type {OperationView} from '../../plugins/openapi-reference/types';
import {buildRequest, curlOf, editableParameters, initialValue, problemCode} from '../../src/components/TryIt/request';

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
