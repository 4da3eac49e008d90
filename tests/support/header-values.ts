/**
 * Reading HTTP header values the way a client does, so that a test compares whole values and a
 * neighbouring value cannot pass for the expected one: `Vary: Accept-Encoding` holds the token
 * `accept-encoding`, not `accept`; `application/json-seq` is not `application/json`.
 */

/** The media type of a Content-Type value, lowercased, without its parameters (`text/html`). */
export function mediaType(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  return type === '' ? undefined : type;
}

/** The members of a comma-separated header (`Vary`, `Allow`), lowercased, in order. */
export function listMembers(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((member) => member.trim().toLowerCase())
    .filter((member) => member !== '');
}

/** The features of a Permissions-Policy header with their allowlists (`camera` → `()`). */
export function permissionsPolicy(value: string | undefined): Map<string, string> {
  const features = new Map<string, string>();
  for (const member of (value ?? '').split(',')) {
    const equals = member.indexOf('=');
    if (equals <= 0) continue;
    features.set(member.slice(0, equals).trim().toLowerCase(), member.slice(equals + 1).trim());
  }
  return features;
}

/** The max-age of a Strict-Transport-Security value in seconds, or undefined without a valid one. */
export function hstsMaxAge(value: string | undefined): number | undefined {
  for (const directive of (value ?? '').split(';')) {
    const match = /^max-age\s*=\s*"?(\d+)"?$/i.exec(directive.trim());
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return undefined;
}
