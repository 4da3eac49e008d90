import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomePaths from '@site/src/components/HomePaths';
import TopicGrid from '@site/src/components/TopicGrid';
import {homeIntro} from '@site/src/home/content';
import styles from './index.module.css';

function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className={clsx('hero__subtitle', styles.tagline)}>{siteConfig.tagline}</p>
        <p className={styles.intro}>{homeIntro}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            Start integrating
          </Link>
          <Link className={clsx('button button--outline button--lg', styles.secondaryAction)} to="/search">
            Search the docs
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout description="Partner integration guidelines for Acme's Unified API V4.x: sell device protection and device rental through your channels.">
      {/* The hero is the page's heading, so it belongs to the main content. Outside <main> its
          <header> was a second banner landmark beside the announcement bar's. The search index
          reads the paths and topics, as before. */}
      <main>
        <HomeHero />
        <div data-pagefind-body="">
          <HomePaths />
          <TopicGrid />
        </div>
      </main>
    </Layout>
  );
}
