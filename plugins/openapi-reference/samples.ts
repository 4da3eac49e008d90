/**
 * Code samples for each operation, generated at build time with httpsnippet from the operation's
 * method, path, parameters and first request example. Samples target the sandbox; the page swaps
 * the host when the reader picks production.
 */
import {HTTPSnippet, type HarRequest} from 'httpsnippet';
import {SAMPLE_LANGUAGES} from './languages';
import type {CodeSample} from './types';

export type SampleRequest = {
  readonly method: string;
  /** Server base plus path template (`https://api.sandbox.acme.example/v4/contracts/{contract_id}`). */
  readonly url: string;
  readonly pathParameters: Readonly<Record<string, string>>;
  readonly query: readonly (readonly [string, string])[];
  readonly headers: readonly (readonly [string, string])[];
  readonly auth: 'bearer' | 'basic' | 'none';
  readonly body?: {readonly mediaType: string; readonly example?: string};
};

/** The story's sandbox credentials (obviously fake placeholders; see openapi/README.md). */
const SAMPLE_ACCESS_TOKEN = 'at_test_placeholder_5f2c9e';
const SAMPLE_CLIENT = 'cli_test_brightline:sk_test_placeholder_do_not_use';

function toHar(request: SampleRequest): HarRequest {
  const url = request.url.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(request.pathParameters[name] ?? name),
  );
  const headers = request.headers.map(([name, value]) => ({name, value}));
  if (request.auth === 'bearer') headers.unshift({name: 'Authorization', value: `Bearer ${SAMPLE_ACCESS_TOKEN}`});
  if (request.auth === 'basic')
    headers.unshift({name: 'Authorization', value: `Basic ${Buffer.from(SAMPLE_CLIENT).toString('base64')}`});
  const har: HarRequest = {
    method: request.method,
    url,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: request.query.map(([name, value]) => ({name, value})),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    // httpsnippet's type wants postData even without a body; an empty MIME type means "no body".
    postData: {mimeType: ''},
  };
  const body = request.body;
  if (body === undefined) return har;
  headers.push({name: 'Content-Type', value: body.mediaType});
  if (body.mediaType === 'application/x-www-form-urlencoded') {
    const params = [...new URLSearchParams(body.example ?? '')].map(([name, value]) => ({name, value}));
    return {...har, postData: {mimeType: body.mediaType, params}};
  }
  if (body.mediaType === 'multipart/form-data') {
    // A file upload: show the file part, not the JSON rendering of the example.
    return {
      ...har,
      headers: headers.filter((header) => header.name !== 'Content-Type'),
      postData: {
        mimeType: body.mediaType,
        params: [
          {name: 'file', fileName: 'screen-damage.jpg', contentType: 'image/jpeg'},
          {name: 'kind', value: 'photo'},
        ],
      },
    };
  }
  return {...har, postData: {mimeType: body.mediaType, text: body.example ?? '{}'}};
}

export function buildSamples(request: SampleRequest): CodeSample[] {
  const snippet = new HTTPSnippet(toHar(request));
  return SAMPLE_LANGUAGES.map(({language, label, prism, target, client}) => {
    const code = snippet.convert(target, client, {indent: '  '});
    return {language, label, prism, code: Array.isArray(code) ? code.join('\n') : code === false ? '' : code};
  });
}
