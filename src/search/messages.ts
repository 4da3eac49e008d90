import type {SearchAnswer} from './engine';

/**
 * How many pages were found; when no page has every word, which words the results do without,
 * so the reader knows these are the best partial matches; when a page shown lacks a word that
 * others have, which words some results do without.
 */
export function foundMessage(term: string, answer: SearchAnswer): string {
  const pages = `${answer.total} ${answer.total === 1 ? 'page' : 'pages'}`;
  if (answer.alsoWithout.length > 0)
    return `${pages} found for “${term}”; some results shown do without ${answer.alsoWithout.map((word) => `“${word}”`).join(', ')}.`;
  if (answer.leftOut.length === 0) return `${pages} found for “${term}”.`;
  const without = answer.leftOut.map((word) => `“${word}”`).join(', ');
  return `No page has every word of “${term}”. Best partial matches: ${pages} without ${without}.`;
}
