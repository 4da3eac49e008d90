import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {formatExampleFailures, validateExamples} from '../../plugins/openapi-reference/examples';
import type {JsonObject} from '../../plugins/openapi-reference/json';
import {loadOpenApi, OpenApiLoadError} from '../../plugins/openapi-reference/loader';

describe('validateExamples', () => {
  it('finds no invalid example in the real document (openapi/openapi.yaml)', async () => {
    // Load without the linter so that this test reports example problems even while lint fails.
    const {document} = await loadOpenApi('openapi/openapi.yaml', {validate: false});
    const failures = validateExamples(document);
    expect(failures, formatExampleFailures(failures)).toEqual([]);
  });

  it('accepts the valid fixture, including a circular schema and readOnly fields in a webhook payload', async () => {
    const {document} = await loadOpenApi(path.join('tests/fixtures/openapi/valid/openapi.yaml'));
    expect(validateExamples(document)).toEqual([]);
  });

  it('names the example and its pointer when an example does not match its schema', async () => {
    const {document} = await loadOpenApi('tests/fixtures/openapi/bad-example/openapi.yaml', {validate: false});
    const failures = validateExamples(document);
    expect(failures).toEqual([
      {
        example: 'listContracts/200/application/json/monthly',
        pointer: '/paths/~1contracts/get/responses/200/content/application~1json/examples/monthly/value',
        errors: [{instancePath: '/amount', message: 'must be integer'}],
      },
    ]);
    expect(formatExampleFailures(failures)).toBe(
      [
        '1 example(s) do not match their schema:',
        '- listContracts/200/application/json/monthly (#/paths/~1contracts/get/responses/200/content/application~1json/examples/monthly/value)',
        '    /amount: must be integer',
      ].join('\n'),
    );
  });

  it('reports exactly what the lint rule reports: both run example-validator.mjs', async () => {
    const fixture = 'tests/fixtures/openapi/bad-example/openapi.yaml';
    const lint = await loadOpenApi(fixture).then(
      () => undefined,
      (error: unknown) => (error instanceof OpenApiLoadError ? error : undefined),
    );
    const fromLint = (lint?.problems ?? [])
      .filter((problem) => problem.ruleId === 'acme/valid-examples')
      .map((problem) => problem.message);
    const {document} = await loadOpenApi(fixture, {validate: false});
    const fromTests = validateExamples(document).flatMap((failure) =>
      failure.errors.map(
        (error) => `Example value must conform to the schema: ${error.instancePath || '(root)'} ${error.message}.`,
      ),
    );
    expect(fromLint.length).toBeGreaterThan(0);
    expect(fromLint).toEqual(fromTests);
  });

  it('validates oneOf branches chosen by a discriminator with a mapping, and skips readOnly fields in requests', () => {
    const branch = (variant: string, extra: string): JsonObject => ({
      type: 'object',
      required: ['id', 'variant', extra],
      properties: {
        id: {type: 'string', readOnly: true},
        variant: {type: 'string', const: variant},
        [extra]: {type: 'integer'},
      },
      additionalProperties: false,
    });
    const schema: JsonObject = {
      oneOf: [branch('protection', 'deductible'), branch('rental', 'term_months')],
      discriminator: {
        propertyName: 'variant',
        mapping: {protection: '#/components/schemas/P', rental: '#/components/schemas/R'},
      },
    };
    const document: JsonObject = {
      openapi: '3.1.0',
      paths: {
        '/sales': {
          post: {
            operationId: 'createSale',
            requestBody: {
              content: {
                'application/json': {
                  schema,
                  examples: {
                    rental: {value: {variant: 'rental', term_months: 24}},
                    rental_wrong: {value: {variant: 'rental', deductible: 7900}},
                  },
                },
              },
            },
            responses: {},
          },
        },
      },
    };
    const failures = validateExamples(document);
    expect(failures.map((failure) => failure.example)).toEqual(['createSale/request/application/json/rental_wrong']);
    expect(failures[0]?.pointer).toBe(
      '/paths/~1sales/post/requestBody/content/application~1json/examples/rental_wrong/value',
    );
  });
});
