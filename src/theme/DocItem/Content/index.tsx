/**
 * Wraps the theme's doc content to frame it for the reader and for search: the page's own tools go
 * above it (the variant switch of a guide, "Copy page"), and the content is what the search index
 * reads. What each of them does lives in its component.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SearchBody from '@site/src/components/SearchBody';
import VariantSwitch from '@site/src/components/VariantSwitch';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <VariantSwitch docId={metadata.id} />
      <CopyPage permalink={metadata.permalink} />
      <SearchBody docId={metadata.id}>
        <Content {...props} />
      </SearchBody>
    </>
  );
}
