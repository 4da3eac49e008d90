/** The search page (from the local search plugin), with a meta description of its own. */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWithDescription(): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Search the Unified API V4.x partner documentation: guides, API reference, errors and blog."
        />
      </Head>
      <SearchPage />
    </>
  );
}
