/**
 * Credentials and tokens for the "Try it" panel, kept apart per environment so that what a reader
 * types for the sandbox can never be sent anywhere else:
 * - the client ID and secret live in this page's memory only, one pair per environment: never in
 *   storage, gone on reload;
 * - the token they buy is kept in sessionStorage (gone when the tab closes), under a key of its
 *   environment, until a minute before it expires;
 * - the local mock is always sent the documented placeholder credentials; it issues its example
 *   token whatever it is sent, so a real secret has no business going to a port on this machine.
 * "Forget" removes all of it.
 */

export type Credentials = {readonly clientId: string; readonly clientSecret: string};

/** The environment that gets placeholder credentials only. */
export const localMock = 'local-mock';

/** The placeholders the guides print; the local mock accepts them like any others. */
const placeholderCredentials: Credentials = {
  clientId: 'cli_test_brightline',
  clientSecret: 'sk_test_placeholder_do_not_use',
};

const empty: Credentials = {clientId: '', clientSecret: ''};
/** Where earlier versions of the panel kept the client secret; removed on sight. */
const legacyCredentialsKey = 'acme.try-it.credentials';
const tokenKey = (environment: string) => `acme.try-it.token.${environment}`;

/** Typed credentials, by environment, for as long as the page lives (shared by its panels). */
const typed = new Map<string, Credentials>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the panel then asks again on each page.
    return undefined;
  }
}

/** The credentials the panel uses for an environment: the placeholders for the local mock. */
export function credentialsFor(environment: string): Credentials {
  if (environment === localMock) return placeholderCredentials;
  return typed.get(environment) ?? empty;
}

/** Remembers what the reader typed for one environment, in memory. The local mock keeps its placeholders. */
export function rememberCredentials(environment: string, credentials: Credentials): void {
  if (environment !== localMock) typed.set(environment, credentials);
}

/** Drops a secret an earlier version of the panel left in sessionStorage. */
export function dropStoredSecrets(): void {
  storage()?.removeItem(legacyCredentialsKey);
}

export function forgetAll(): void {
  typed.clear();
  const store = storage();
  if (store === undefined) return;
  for (const key of Object.keys(store)) if (key.startsWith('acme.try-it.')) store.removeItem(key);
}

export function cachedToken(environment: string, now = Date.now()): string | undefined {
  try {
    const stored = JSON.parse(storage()?.getItem(tokenKey(environment)) ?? 'null') as {
      token: string;
      expiresAt: number;
    } | null;
    return stored !== null && stored.expiresAt > now ? stored.token : undefined;
  } catch {
    return undefined;
  }
}

export function cacheToken(environment: string, token: string, expiresInSeconds: number, now = Date.now()): void {
  // A minute early, so a token is never sent in its last seconds.
  const expiresAt = now + Math.max(0, expiresInSeconds - 60) * 1000;
  storage()?.setItem(tokenKey(environment), JSON.stringify({token, expiresAt}));
}

/** The HTTP Basic header of client credentials (RFC 6749 client authentication). */
export function basicAuthorization(credentials: Credentials): string {
  return `Basic ${btoa(`${credentials.clientId}:${credentials.clientSecret}`)}`;
}

/** The token request the panel sends (and shows): client credentials with HTTP Basic. */
export function tokenRequest(tokenUrl: string, credentials: Credentials) {
  return {
    method: 'POST',
    url: tokenUrl,
    headers: [
      ['Authorization', basicAuthorization(credentials)],
      ['Content-Type', 'application/x-www-form-urlencoded'],
      ['Accept', 'application/json'],
    ] as const,
    body: 'grant_type=client_credentials',
  };
}
