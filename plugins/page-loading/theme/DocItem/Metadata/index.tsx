/**
 * The doc page's metadata, as the theme writes it, plus the first-frame hint: rendering waits until
 * the parser has reached the page's first section heading. Otherwise the browser paints the navbar
 * alone early, and laying out the content that follows (on a reference page, 200 ms and more at 4×
 * CPU, text shaped for the first time) is a long task right after that paint, when the reader may
 * already try to use the page. Once the page has loaded, as after a client-side navigation, the link
 * blocks nothing.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function MetadataWithFirstFrame(): ReactNode {
  const firstHeading = useDoc().toc[0]?.id;
  return (
    <>
      <Metadata />
      {firstHeading !== undefined && (
        <Head>
          <link rel="expect" href={`#${firstHeading}`} blocking="render" />
        </Head>
      )}
    </>
  );
}
