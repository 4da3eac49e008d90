/** An author's page, with a meta description naming the author and their role. */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

export default function BlogAuthorsPostsPageWithDescription(props: Props): ReactNode {
  const {name, title} = props.author;
  const who = [name, title].filter(Boolean).join(', ');
  return (
    <>
      <Head>
        <meta name="description" content={`Posts by ${who} on Partner updates, the Unified API V4.x blog.`} />
      </Head>
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
