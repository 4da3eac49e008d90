/**
 * The link from a post's excerpt to the whole post. Its visible text names the post, so a list
 * of links (a screen reader's links list, a search engine) says where each one goes instead of
 * repeating "Read more".
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read “{blogPostTitle}”</b>
    </Link>
  );
}
