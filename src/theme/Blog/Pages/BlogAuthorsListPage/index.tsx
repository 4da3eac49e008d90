/** The blog's author index, with a meta description of its own (the theme's page has none). */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPageWithDescription(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="The people at Acme who write Partner updates, the Unified API V4.x blog." />
      </Head>
      <BlogAuthorsListPage {...props} />
    </>
  );
}
