/**
 * A plain HTTP/1.1 client for the negotiation and shared-cache tests: it sends exactly the headers
 * given (Playwright's request API and fetch add Accept and Accept-Encoding of their own) and keeps
 * every header line, so a repeated `Vary` is seen as nginx sent it.
 */
import http from 'node:http';
import net from 'node:net';

export type Answer = {
  readonly status: number;
  /** Lower-case header name → every value sent under it, in order. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  readonly body: string;
};

export function send(
  url: string,
  headers: Readonly<Record<string, string>> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {method, headers: {connection: 'close', ...headers}, agent: false},
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const all = new Map<string, string[]>();
          const raw = response.rawHeaders;
          for (let index = 0; index + 1 < raw.length; index += 2) {
            const name = (raw[index] ?? '').toLowerCase();
            all.set(name, [...(all.get(name) ?? []), raw[index + 1] ?? '']);
          }
          resolve({status: response.statusCode ?? 0, headers: all, body: Buffer.concat(chunks).toString('utf8')});
        });
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout: ${method} ${url}`)));
    request.on('error', reject);
    request.end();
  });
}

/** The single value of a header (several lines joined as HTTP allows), or undefined. */
export function header(answer: Answer, name: string): string | undefined {
  const values = answer.headers.get(name.toLowerCase());
  return values === undefined ? undefined : values.join(', ');
}

/**
 * True when the answer's Vary header lists `field` as a field name of its own: `Vary:
 * Accept-Encoding` does not vary by `Accept`.
 */
export function variesBy(values: readonly string[] | undefined, field: string): boolean {
  const fields = (values ?? []).flatMap((value) => value.split(',')).map((name) => name.trim().toLowerCase());
  return fields.includes(field.toLowerCase()) || fields.includes('*');
}

/** Resolves once something accepts connections on the loopback port (10 s at most). */
export async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({port, host: '127.0.0.1'}, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port}`);
}
