import {sectionLabels, variantLabels} from '@site/src/site/model';
import type {SearchFilters} from './engine';

/** The full search page's address for a query and filters, shareable (`/search?q=token&section=API+reference`). */
export function searchPageUrl(query: string, filters: SearchFilters): string {
  const params = new URLSearchParams({q: query});
  if (filters.section !== undefined) params.set('section', filters.section);
  if (filters.variant !== undefined) params.set('variant', filters.variant);
  return `/search?${params.toString()}`;
}

/** The query and filters in a search page address; unknown filter values are ignored. */
export function readSearchParams(search: string): {query: string; filters: SearchFilters} {
  const params = new URLSearchParams(search);
  const section = sectionLabels.find((value) => value === params.get('section'));
  const variant = Object.values(variantLabels).find((value) => value === params.get('variant'));
  return {query: params.get('q') ?? '', filters: {section, variant}};
}
