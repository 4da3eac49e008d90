/**
 * Wraps the theme's blog post so that a post's own page is what the search index reads
 * (`data-pagefind-body`), with the section filter "Blog". On the blog's list pages the same
 * component shows each post's start; those pages are not indexed, so a post is found once.
 */
import React, {type ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SearchFilters from '@site/src/components/SearchFilters';

type Props = WrapperProps<typeof BlogPostItemType>;

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  return (
    <div data-pagefind-body="">
      <SearchFilters section="Blog" variant="Both" />
      <BlogPostItem {...props} />
    </div>
  );
}
