/** The reader's recent searches, kept in this browser only (localStorage). */

const recentKey = 'acme.recent-searches';

/** The reader's last searches, newest first. */
export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(recentKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const list = [query, ...recentSearches().filter((item) => item !== query)].slice(0, 5);
  try {
    window.localStorage.setItem(recentKey, JSON.stringify(list));
  } catch {
    // Storage can be full or blocked; recent searches are a convenience.
  }
}

export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(recentKey);
  } catch {
    // As above.
  }
}
