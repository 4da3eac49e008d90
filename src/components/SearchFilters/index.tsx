import React, {type ReactNode} from 'react';

/**
 * The page's search filters, read by the search index at build time (scripts/search-index.mjs):
 * one empty element per filter, since an element names one filter with its value.
 */
export default function SearchFilters({
  section,
  variant,
}: {
  readonly section: 'Guides' | 'API reference' | 'Errors' | 'Webhooks' | 'Blog';
  readonly variant: 'Both' | 'Protection' | 'Rental';
}): ReactNode {
  return (
    <>
      <span data-pagefind-filter={`section:${section}`} />
      <span data-pagefind-filter={`variant:${variant}`} />
    </>
  );
}
