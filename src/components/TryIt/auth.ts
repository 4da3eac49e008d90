/**
 * Credentials and tokens for the "Try it" panel. The client ID and secret live in sessionStorage
 * only (gone when the tab closes, never written to localStorage), and the token they buy is kept
 * there too, per environment, until a minute before it expires. "Forget" removes all of it.
 */

export type Credentials = {readonly clientId: string; readonly clientSecret: string};

const credentialsKey = 'acme.try-it.credentials';
const tokenKey = (environment: string) => `acme.try-it.token.${environment}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the panel then asks again on each page.
    return undefined;
  }
}

export function loadCredentials(): Credentials {
  try {
    const stored = JSON.parse(storage()?.getItem(credentialsKey) ?? '{}') as Partial<Credentials>;
    return {clientId: stored.clientId ?? '', clientSecret: stored.clientSecret ?? ''};
  } catch {
    return {clientId: '', clientSecret: ''};
  }
}

export function saveCredentials(credentials: Credentials): void {
  storage()?.setItem(credentialsKey, JSON.stringify(credentials));
}

export function forgetAll(): void {
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

/** The token request the panel sends (and shows): client credentials with HTTP Basic. */
export function tokenRequest(tokenUrl: string, credentials: Credentials) {
  const basic = btoa(`${credentials.clientId}:${credentials.clientSecret}`);
  return {
    method: 'POST',
    url: tokenUrl,
    headers: [
      ['Authorization', `Basic ${basic}`],
      ['Content-Type', 'application/x-www-form-urlencoded'],
      ['Accept', 'application/json'],
    ] as const,
    body: 'grant_type=client_credentials',
  };
}
