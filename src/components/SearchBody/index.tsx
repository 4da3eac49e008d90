import React, {type ReactNode} from 'react';
import SearchFilters from '@site/src/components/SearchFilters';
import {useGuides} from '@site/src/site/useGuides';
import {rentalTwinMeta, searchVariantValue} from '@site/src/site/model';
import {guidePath} from '@site/src/site/guides';

/** How much a page's words count in the search index: guides 3, reference pages 0.5, others 1. */
function searchWeight(docId: string, guide: boolean): string | undefined {
  if (guide) return '3';
  return docId.startsWith('api/') ? '0.5' : undefined;
}

/**
 * Marks a docs page's content as what the search index reads (`data-pagefind-body`), with a guide's
 * section and variant as search filters. Reference pages and the error catalogue set their own
 * filters.
 */
export default function SearchBody({
  docId,
  children,
}: {
  readonly docId: string;
  readonly children: ReactNode;
}): ReactNode {
  const guide = useGuides().find((candidate) => candidate.id === docId);
  return (
    // Guides are written for tasks: their words count more in search than the reference's, whose
    // field descriptions repeat every word of the domain (identifiers still lead to the reference:
    // operation IDs carry their own weight, see src/components/ApiOperation).
    <div data-pagefind-body="" data-pagefind-weight={searchWeight(docId, guide !== undefined)}>
      {guide !== undefined && <SearchFilters section="Guides" variant={searchVariantValue(guide.variant)} />}
      {/* A guide for both variants that has a rental twin: the ranking sends a reader who names
          rental to the twin (rule 18 of src/search/rank.ts). Index metadata, never shown. */}
      {guide?.variant !== 'rental' && guide?.pair !== undefined && (
        <span data-pagefind-meta={`${rentalTwinMeta}:${guidePath(guide.pair)}`} />
      )}
      {children}
    </div>
  );
}
