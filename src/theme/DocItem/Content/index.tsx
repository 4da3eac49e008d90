/**
 * Wraps the theme's doc content to put the variant switch above a guide that exists in a
 * protection and a rental form, and to remember the variant of a variant-only guide for the
 * previous/next links (src/guides/paths.ts).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import VariantSwitch from '@site/src/components/VariantSwitch';
import {guideById} from '@site/src/guides/paths';
import {useRememberVariantOf} from '@site/src/guides/useReaderVariant';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  useRememberVariantOf(guideById(metadata.id)?.variant);
  return (
    <>
      <VariantSwitch docId={metadata.id} />
      <Content {...props} />
    </>
  );
}
