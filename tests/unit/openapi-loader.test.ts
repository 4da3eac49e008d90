import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {loadOpenApi, OpenApiLoadError} from '../../plugins/openapi-reference/loader';
import {isJsonObject} from '../../plugins/openapi-reference/json';

const fixture = (name: string): string => path.join('tests/fixtures/openapi', name, 'openapi.yaml');
const rel = (name: string, file: string): string => `tests/fixtures/openapi/${name}/${file}`;

async function loadError(name: string): Promise<OpenApiLoadError> {
  try {
    await loadOpenApi(fixture(name));
  } catch (error) {
    if (error instanceof OpenApiLoadError) return error;
    throw error;
  }
  throw new Error(`Expected fixture "${name}" to fail loading, but it loaded.`);
}

describe('loadOpenApi', () => {
  it('loads a valid split document, dereferenced and bundled, and lists its source files', async () => {
    const loaded = await loadOpenApi(fixture('valid'));

    const paths = loaded.document['paths'];
    expect(isJsonObject(paths)).toBe(true);
    const contracts = isJsonObject(paths) ? paths['/contracts'] : undefined;
    // The path item file was inlined in the dereferenced document.
    expect(isJsonObject(contracts) && isJsonObject(contracts['get']) && contracts['get']['operationId']).toBe(
      'listContracts',
    );

    // The bundled document keeps $refs into its own components.
    const bundledText = JSON.stringify(loaded.bundledDocument);
    expect(bundledText).toContain('"$ref":"#/components/schemas/Contract"');
    expect(bundledText).not.toContain('.yaml');

    const sources = loaded.sourceFiles.map((file) => path.relative(process.cwd(), file).split(path.sep).join('/'));
    expect(sources).toEqual([
      rel('valid', 'components/schemas/Contract.yaml'),
      rel('valid', 'components/schemas/Device.yaml'),
      rel('valid', 'components/schemas/Money.yaml'),
      rel('valid', 'openapi.yaml'),
      rel('valid', 'paths/contracts.yaml'),
    ]);
  });

  it('survives circular schemas (Device.accessories -> Device)', async () => {
    const loaded = await loadOpenApi(fixture('valid'));
    const schemas = isJsonObject(loaded.bundledDocument['components'])
      ? loaded.bundledDocument['components']['schemas']
      : undefined;
    expect(isJsonObject(schemas) && Object.keys(schemas).sort()).toEqual(['Contract', 'Device', 'Money']);
  });

  it('names the file and JSON pointer of every unresolvable $ref', async () => {
    const error = await loadError('broken-ref');
    const lines = error.message.split('\n');
    expect(lines[0]).toBe(`OpenAPI document ${rel('broken-ref', 'openapi.yaml')} failed validation with 2 error(s):`);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${escape(rel('broken-ref', 'paths/contracts.yaml'))}#/get/responses/200/content/application~1json/schema: Can't resolve \\$ref: .*ContractList\\.yaml.* \\[no-unresolved-refs\\]$`,
      ),
    );
    expect(lines[2]).toBe(
      `${rel('broken-ref', 'paths/contracts.yaml')}#/post/responses/201/content/application~1json/schema: Can't resolve $ref [no-unresolved-refs]`,
    );
    expect(error.problems.map((problem) => problem.ruleId)).toEqual(['no-unresolved-refs', 'no-unresolved-refs']);
    expect(error.redoclyProblems).toHaveLength(2);
  });

  it('names the example and the pointer of the offending value when an example does not match', async () => {
    const error = await loadError('bad-example');
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatchObject({
      ruleId: 'acme/valid-examples',
      file: rel('bad-example', 'paths/contracts.yaml'),
      pointer: '#/get/responses/200/content/application~1json/examples/monthly/value/amount',
    });
    expect(error.message).toContain(
      `${rel('bad-example', 'paths/contracts.yaml')}#/get/responses/200/content/application~1json/examples/monthly/value/amount: ` +
        'Example value must conform to the schema: /amount must be integer. [acme/valid-examples]',
    );
  });

  it('names the file and pointer of an operation without operationId', async () => {
    const error = await loadError('missing-operation-id');
    expect(error.message.split('\n').slice(1)).toEqual([
      `${rel('missing-operation-id', 'paths/contracts.yaml')}#/get/operationId: Operation object should contain \`operationId\` field. [operation-operationId]`,
    ]);
  });

  it('can skip validation to inspect an invalid document', async () => {
    const loaded = await loadOpenApi(fixture('bad-example'), {validate: false});
    expect(isJsonObject(loaded.document['paths'])).toBe(true);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
