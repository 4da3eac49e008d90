/**
 * Every post of the blog by year, newest first: an h1, then one h2 per year with its posts and
 * their dates.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';

type Post = Props['archive']['blogPosts'][number];

const dateFormat = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', timeZone: 'UTC'});

function byYear(posts: readonly Post[]): [string, Post[]][] {
  const years = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].sort(([a], [b]) => b.localeCompare(a));
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const description = 'Every post of Partner updates, newest first.';
  return (
    <>
      <PageMetadata title="Archive" description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">Archive</Heading>
          <p>{description}</p>
          {byYear(archive.blogPosts).map(([year, posts]) => (
            <section key={year} aria-labelledby={`year-${year}`}>
              <Heading as="h2" id={`year-${year}`}>
                {year}
              </Heading>
              <ul>
                {posts.map((post) => (
                  <li key={post.metadata.permalink}>
                    <time dateTime={post.metadata.date}>{dateFormat.format(new Date(post.metadata.date))}</time>
                    {': '}
                    <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </Layout>
    </>
  );
}
