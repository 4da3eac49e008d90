import {describe, expect, it} from 'vitest';

import {codeBlocksOf} from '../support/code-blocks';
import {curlCommands, PLACEHOLDER_TOKEN} from '../support/curl';

const noFiles = (): undefined => undefined;

describe('curlCommands', () => {
  it('reads method, URL, headers and a quoted JSON body across line continuations', () => {
    const [request] = curlCommands(
      [
        'curl --request POST "https://api.sandbox.acme.example/v4/sales/sal_P5rW8kLm2D/complete" \\',
        '  --header "Authorization: Bearer at_test_placeholder_5f2c9e" \\',
        '  --header "Content-Type: application/json" \\',
        `  --data '{"expected_monthly_amount": {"amount": 999, "currency": "EUR"}}'`,
      ].join('\n'),
      noFiles,
    );
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.sandbox.acme.example/v4/sales/sal_P5rW8kLm2D/complete',
      headers: [
        ['Authorization', 'Bearer at_test_placeholder_5f2c9e'],
        ['Content-Type', 'application/json'],
      ],
      body: {kind: 'text', text: '{"expected_monthly_amount": {"amount": 999, "currency": "EUR"}}'},
      placeholders: [],
    });
  });

  it('puts --get data in the query, URL-encoded like curl', () => {
    const [request] = curlCommands(
      'curl --get "https://api.sandbox.acme.example/v4/events" --data-urlencode "created_at[gte]=2027-01-12T06:00:00Z" --data-urlencode "sort=created_at"',
      noFiles,
    );
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(
      'https://api.sandbox.acme.example/v4/events?created_at[gte]=2027-01-12T06%3A00%3A00Z&sort=created_at',
    );
    expect(request?.body).toBeUndefined();
  });

  it('sends Basic credentials and form data, with the form type curl gives -d', () => {
    const [request] = curlCommands(
      `curl -X POST https://auth.sandbox.acme.example/oauth2/token -u 'cli_test_brightline:sk_test_placeholder_do_not_use' --data-urlencode "scope=contracts:read events:read" -d grant_type=client_credentials`,
      noFiles,
    );
    expect(request?.headers).toEqual([
      [
        'Authorization',
        `Basic ${Buffer.from('cli_test_brightline:sk_test_placeholder_do_not_use').toString('base64')}`,
      ],
      ['Content-Type', 'application/x-www-form-urlencoded'],
    ]);
    expect(request?.body).toEqual({
      kind: 'text',
      text: 'scope=contracts%3Aread%20events%3Aread&grant_type=client_credentials',
    });
  });

  it('reads @file from the page, without its line breaks for --data', () => {
    const [request] = curlCommands(
      'curl -X POST https://api.sandbox.acme.example/v4/claims --data @claim.json',
      (name) => (name === 'claim.json' ? '{\n  "contract_id": "ctr_P8dN4qZt6F"\n}' : undefined),
    );
    expect(request?.body).toEqual({kind: 'text', text: '{  "contract_id": "ctr_P8dN4qZt6F"}'});
    expect(() => curlCommands('curl https://api.sandbox.acme.example/v4/claims -d @missing.json', noFiles)).toThrow(
      /no code block titled missing.json/,
    );
  });

  it('reads form parts, leaving the multipart type with its boundary to the client', () => {
    const [request] = curlCommands(
      `curl https://api.sandbox.acme.example/v4/claims/clm_7Yb3Fs9KdV/attachments -H 'content-type: multipart/form-data' --form "file=@front.jpg;type=image/jpeg" --form kind=photo`,
      noFiles,
    );
    expect(request?.method).toBe('POST');
    expect(request?.headers).toEqual([]);
    expect(request?.body).toEqual({
      kind: 'form',
      parts: [
        {name: 'file', fileName: 'front.jpg', type: 'image/jpeg'},
        {name: 'kind', value: 'photo'},
      ],
    });
  });

  it('expands exported variables, gives unknown ones the placeholder token, and finds curl inside $(…)', () => {
    const env = new Map<string, string>();
    const first = curlCommands(
      [
        'export ACME_CLIENT_ID="cli_test_brightline"',
        'export ACME_TOKEN=$(curl --silent -X POST "https://auth.sandbox.acme.example/oauth2/token" \\',
        '  --user "$ACME_CLIENT_ID:${ACME_SECRET}" -d grant_type=client_credentials | jq -r .access_token)',
      ].join('\n'),
      noFiles,
      env,
    );
    expect(first).toHaveLength(1);
    expect(first[0]?.placeholders).toEqual(['ACME_SECRET']);
    const [second] = curlCommands(
      'curl https://api.sandbox.acme.example/v4/me -H "Authorization: Bearer $ACME_TOKEN"',
      noFiles,
      env,
    );
    expect(second?.headers).toEqual([['Authorization', `Bearer ${PLACEHOLDER_TOKEN}`]]);
    expect(second?.placeholders).toEqual(['ACME_TOKEN']);
  });

  it('handles quotes inside quotes as a shell does', () => {
    const [request] = curlCommands(
      `curl https://x.example -d '{"name":"Lena'\\''s phone"}' -H "X-Note: say \\"hi\\""`,
      noFiles,
    );
    expect(request?.body).toEqual({kind: 'text', text: `{"name":"Lena's phone"}`});
    expect(request?.headers[0]).toEqual(['X-Note', 'say "hi"']);
  });

  it('refuses an option it does not know, so that a new kind of sample is noticed', () => {
    expect(() =>
      curlCommands('curl --proxy http://127.0.0.1:1 https://api.sandbox.acme.example/v4/me', noFiles),
    ).toThrow('unsupported curl option --proxy');
  });
});

describe('codeBlocksOf', () => {
  it('finds fenced blocks with their language, title and line, indented ones too', () => {
    const source = [
      '# Page',
      '',
      '```bash title="Get it"',
      'curl x',
      '```',
      '',
      '  ```json title="a.json"',
      '  {}',
      '  ```',
    ].join('\n');
    expect(codeBlocksOf('docs/page.mdx', source)).toMatchObject([
      {language: 'bash', meta: 'title="Get it"', title: 'Get it', body: 'curl x', line: 3, section: ''},
      {language: 'json', meta: 'title="a.json"', title: 'a.json', body: '  {}', line: 7, section: ''},
    ]);
  });
});
