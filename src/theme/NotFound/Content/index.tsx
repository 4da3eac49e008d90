/**
 * Replaces the classic theme's not-found content: the default text only tells readers the link is
 * broken. Ours sends a partner developer to the places they most likely wanted, and gives the page
 * a meta description like every other page.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Head>
        <meta
          name="description"
          content="This address does not match a page of the Unified API V4.x partner documentation."
        />
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3 markdown">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            This address does not match any page of the Unified API V4.x partner documentation. Pages move rarely, and
            when they do the old address redirects, so the link you followed may have a typo.
          </p>
          <ul>
            <li>
              <Link to="/docs/intro">Start with the introduction</Link> to find the guide for your integration.
            </li>
            <li>
              <Link to="/search">Search the documentation</Link> for an operation, a field or an error code.
            </li>
            <li>
              <Link to="/">Go to the home page</Link>.
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
