import {beforeAll, describe, expect, it} from 'vitest';

import type {JsonObject} from '../../plugins/openapi-reference/json';
import {loadOpenApi} from '../../plugins/openapi-reference/loader';
import {buildReferencePages, schemaHomes, splitSamples} from '../../plugins/openapi-reference/pages';
import {buildWebhookDetails} from '../../plugins/openapi-reference/webhooks';
import type {OperationView, ReferencePageData, SchemaRef, SchemaView} from '../../plugins/openapi-reference/types';

let pages: ReferencePageData[];
let document: JsonObject;

beforeAll(async () => {
  ({bundledDocument: document} = await loadOpenApi('tests/fixtures/openapi/reference/openapi.yaml', {validate: false}));
  pages = buildReferencePages(document, {guides: new Set(['contracts'])});
});

function page(slug: string): ReferencePageData {
  const found = pages.find((candidate) => candidate.slug === slug);
  if (found === undefined) throw new Error(`no page ${slug}`);
  return found;
}

function deref(data: ReferencePageData, schema: SchemaRef | undefined): SchemaView {
  if (schema === undefined) throw new Error('no schema');
  if (!('ref' in schema)) return schema;
  const named = data.schemas[schema.ref];
  if (named === undefined) throw new Error(`schema ${schema.ref} is not in the page's schemas`);
  return named;
}

describe('buildReferencePages', () => {
  it('makes one page per tag, each listing the operations its tag names, with the TOC', () => {
    expect(pages.map((p) => p.slug)).toEqual(['contracts', 'contracts-rental', 'vochers', 'webhooks']);
    expect(page('contracts').operations.map((o) => o.operationId)).toEqual(['getContract']);
    expect(page('vochers').operations.map((o) => o.operationId)).toEqual(['getVoucher']);
    expect(page('contracts').toc).toEqual([
      {value: 'Get a contract', id: 'getContract', level: 2},
      {value: 'Webhook events', id: 'events', level: 2},
    ]);
  });

  it('lists a multi-tag operation on every page its tags name, linking the others', () => {
    const onPlain = page('contracts').operations[0];
    const onRental = page('contracts-rental').operations[0];
    expect(onPlain?.alsoOn).toEqual([{slug: 'contracts-rental', title: 'Contracts (rental)'}]);
    expect(onRental?.alsoOn).toEqual([{slug: 'contracts', title: 'Contracts'}]);
    // Its home is the page of its first tag, where the search finds it.
    expect(onPlain?.home).toBe(true);
    expect(onRental?.home).toBe(false);
  });

  it('shows a oneOf with a discriminator as variants, the rental branch first on a rental page', () => {
    const plain = page('contracts');
    const contract = deref(plain, plain.operations[0]?.responses[0]?.body?.schema);
    expect(contract.discriminator).toBe('variant');
    expect(contract.oneOf?.map((option) => option.variant)).toEqual(['protection', 'rental']);
    const rental = page('contracts-rental');
    const rentalContract = deref(rental, rental.operations[0]?.responses[0]?.body?.schema);
    expect(rentalContract.oneOf?.map((option) => option.variant)).toEqual(['rental', 'protection']);
    expect(rental.operations[0]?.responses[0]?.body?.examples.map((example) => example.key)).toEqual([
      'rental',
      'protection',
    ]);
    expect(plain.operations[0]?.responses[0]?.body?.examples.map((example) => example.key)).toEqual([
      'protection',
      'rental',
    ]);
  });

  it('describes nested arrays, data classes and enums with their descriptions', () => {
    const data = page('contracts');
    const rentalContract = deref(data, {ref: 'RentalContract'});
    const devices = rentalContract.properties?.find((property) => property.name === 'devices');
    const device = deref(data, devices?.schema);
    expect(device.type).toBe('array of object');
    const item = deref(data, device.items);
    const serial = item.properties?.find((property) => property.name === 'serial_number');
    expect(serial?.required).toBe(true);
    expect(deref(data, serial?.schema).dataClass).toBe('personal');
    const accessories = deref(data, item.properties?.find((property) => property.name === 'accessories')?.schema);
    expect(accessories.type).toBe('array of Accessory');
    const status = deref(
      data,
      deref(data, {ref: 'ProtectionContract'}).properties?.find((p) => p.name === 'status')?.schema,
    );
    expect(status.enum).toEqual([
      {value: 'active', descriptionHtml: '<p>Cover is in force.</p>'},
      {value: 'lapsed', descriptionHtml: '<p>Premiums stayed unpaid.</p>'},
    ]);
  });

  it('turns a circular $ref into a reference to the schema already listed', () => {
    const data = page('contracts');
    const accessory = deref(data, {ref: 'Accessory'});
    const parts = deref(data, accessory.properties?.find((property) => property.name === 'parts')?.schema);
    expect(parts.items).toEqual({ref: 'Accessory'});
    expect(JSON.stringify(data).length).toBeLessThan(200_000);
  });

  it('marks a deprecated operation and renders its deprecation note', () => {
    const voucher = page('vochers').operations[0];
    expect(voucher?.deprecated).toBe(true);
    expect(voucher?.deprecationHtml).toBe('<p>Use voucher validations instead.</p>');
    expect(voucher?.scopes).toEqual(['vouchers:read']);
  });

  it('builds code samples in six languages with the sandbox host and the path parameter filled in', () => {
    const samples = page('contracts').operations[0]?.samples ?? [];
    expect(samples.map((sample) => sample.language)).toEqual(['curl', 'node', 'python', 'java', 'csharp', 'php']);
    for (const sample of samples)
      expect(sample.code).toContain('https://api.sandbox.acme.example/v4/contracts/ctr_R2hJ6kLp9G');
    expect(samples[0]?.code).toContain('Authorization: Bearer at_test_placeholder_5f2c9e');
    // The page keeps cURL for its HTML; every language goes to the page's samples file.
    const split = splitSamples(page('contracts'));
    expect(split.page.operations[0]?.samples.map((sample) => sample.language)).toEqual(['curl']);
    expect(split.samples['getContract']?.map((sample) => sample.language)).toEqual([
      'curl',
      'node',
      'python',
      'java',
      'csharp',
      'php',
    ]);
  });

  it('links a reference page to the guide its tag names in x-guide, and fails on a guide that does not exist', () => {
    expect(page('contracts').guide).toBe('contracts');
    expect(page('vochers').guide).toBeUndefined();
    expect(() => buildReferencePages(document, {guides: new Set()})).toThrow(
      '#/tags/0 (Contracts): x-guide "contracts" is not a guide in docs/',
    );
  });

  it('resolves related topics to their pages and guides, and fails on a name that is no tag', () => {
    expect(page('contracts-rental').related).toEqual([
      {name: 'Contracts', slug: 'contracts', guide: 'contracts'},
      {name: 'Vouchers', slug: 'vochers'},
    ]);
    const tags = (document['tags'] ?? []) as readonly JsonObject[];
    const broken = {...document, tags: tags.map((tag) => ({...tag, 'x-related': ['Loyalty']}))};
    expect(() => buildReferencePages(broken, {guides: new Set(['contracts'])})).toThrow(
      '#/tags/0 (Contracts): x-related names no tag "Loyalty"',
    );
  });

  it('lists webhook events of a topic on its page and all of them, with the envelope, on the webhooks page', () => {
    expect(page('contracts').webhooks.map((webhook) => webhook.event)).toEqual(['contract.activated']);
    const webhooks = page('webhooks');
    expect(webhooks.webhooks[0]?.domain).toBe('Contracts');
    expect(webhooks.webhooks[0]?.objectName).toBe('Contract');
    expect(Object.keys(webhooks.schemas)).toEqual(['Event']);
    const details = buildWebhookDetails(document)['contract.activated'];
    expect(details?.object?.oneOf?.map((option) => option.label)).toEqual(['ProtectionContract', 'RentalContract']);
    expect(JSON.parse(details?.example?.value ?? '{}')).toEqual({
      id: 'evt_4Qm7Tz2Lp9',
      data: {object: {variant: 'protection', status: 'active'}},
    });
    expect(webhooks.envelope).toEqual({ref: 'Event'});
    expect(webhooks.toc.map((entry) => entry.id)).toEqual(['events', 'event-envelope', 'events-contracts']);
  });
});

describe('schemaHomes', () => {
  const field = (name: string, schema: SchemaRef = {type: 'string', constraints: []}) => ({
    name,
    required: false,
    schema,
  });
  const schemas: Record<string, SchemaView> = {
    Contract: {
      type: 'object',
      constraints: [],
      properties: ['id', 'status', 'customer', 'device', 'plan']
        .map((name) => field(name))
        .concat(field('money', {ref: 'Money'})),
    },
    Money: {type: 'object', constraints: [], properties: [field('amount'), field('currency')]},
    ContractList: {
      type: 'object',
      constraints: [],
      properties: [
        field('data', {type: 'array of Contract', constraints: [], items: {ref: 'Contract'}}),
        field('next_cursor'),
        field('has_more'),
        field('a'),
        field('b'),
      ],
    },
  };
  const operation = (operationId: string, schema: SchemaRef): OperationView => ({
    operationId,
    method: 'GET',
    path: `/${operationId}`,
    summary: `Summary of ${operationId}`,
    descriptionHtml: '',
    deprecated: false,
    scopes: [],
    authenticated: true,
    parameters: [],
    responses: [
      {
        status: '200',
        descriptionHtml: '',
        headers: [],
        problems: [],
        body: {mediaType: 'application/json', required: true, schema, examples: []},
      },
    ],
    samples: [],
    alsoOn: [],
    home: true,
  });

  it('lists each large named schema under the first operation that reaches it, nested ones included', () => {
    const homes = schemaHomes(
      [operation('listContracts', {ref: 'ContractList'}), operation('getContract', {ref: 'Contract'})],
      schemas,
    );
    expect(homes).toEqual({
      ContractList: {operationId: 'listContracts', summary: 'Summary of listContracts'},
      Contract: {operationId: 'listContracts', summary: 'Summary of listContracts'},
    });
  });

  it('leaves small schemas to be shown wherever they appear', () => {
    const homes = schemaHomes([operation('getContract', {ref: 'Contract'})], schemas);
    expect(Object.keys(homes)).toEqual(['Contract']);
  });
});
