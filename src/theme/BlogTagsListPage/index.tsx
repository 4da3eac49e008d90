/** The blog's tag index, with a meta description of its own (the theme's page has none). */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

export default function BlogTagsListPageWithDescription(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Every tag of Partner updates, the Unified API V4.x blog, with the number of posts under each."
        />
      </Head>
      <BlogTagsListPage {...props} />
    </>
  );
}
