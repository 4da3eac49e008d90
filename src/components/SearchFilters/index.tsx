import React, {type ReactNode} from 'react';
import type {SearchSection} from '@site/src/site/model';

/**
 * The page's search filters, read by the search index at build time (plugins/build-output):
 * one empty element per filter, since an element names one filter with its value.
 */
export default function SearchFilters({
  section,
  variant,
}: {
  readonly section: SearchSection;
  /** The variant's filter value (`searchVariantValue` in src/site/model.ts). */
  readonly variant: string;
}): ReactNode {
  return (
    <>
      <span data-pagefind-filter={`section:${section}`} />
      <span data-pagefind-filter={`variant:${variant}`} />
    </>
  );
}
