/**
 * Wraps the theme's doc content to put the variant switch above a guide that exists in a
 * protection and a rental form, "Copy page" beside the title of every docs page, to remember the variant of a variant-only guide for the
 * previous/next links (src/guides/paths.ts), and to mark the content as what the search index
 * reads (`data-pagefind-body`), with a guide's section and variant as search filters. Reference
 * pages and the error catalogue set their own filters.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SearchFilters from '@site/src/components/SearchFilters';
import VariantSwitch from '@site/src/components/VariantSwitch';
import CopyPage from '@site/src/components/CopyPage';
import {guideById} from '@site/src/guides/paths';
import {useRememberVariantOf} from '@site/src/guides/useReaderVariant';

type Props = WrapperProps<typeof ContentType>;

const variantFilter = {both: 'Both', protection: 'Protection', rental: 'Rental'} as const;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const guide = guideById(metadata.id);
  useRememberVariantOf(guide?.variant);
  return (
    <>
      <VariantSwitch docId={metadata.id} />
      <CopyPage permalink={metadata.permalink} />
      {/* Guides are written for tasks: their words count more in search than the reference's
          (identifiers still lead to the reference, see src/search/engine.ts). */}
      <div data-pagefind-body="" data-pagefind-weight={guide === undefined ? undefined : '1.5'}>
        {guide !== undefined && <SearchFilters section="Guides" variant={variantFilter[guide.variant]} />}
        <Content {...props} />
      </div>
    </>
  );
}
