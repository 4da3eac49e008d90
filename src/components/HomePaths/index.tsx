import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type IntegrationPath = {
  readonly variant: 'protection' | 'rental';
  readonly title: string;
  readonly summary: string;
  readonly steps: readonly string[];
  readonly to: string;
  readonly linkLabel: string;
};

/** The two product variants a partner can integrate, in the order most partners start. */
const integrationPaths: readonly IntegrationPath[] = [
  {
    variant: 'protection',
    title: 'Protection at the point of sale',
    summary:
      'Your customer buys a phone, tablet or laptop from you. You offer an Acme protection plan against damage, theft or loss in the same checkout.',
    steps: [
      'Quote the plans that fit the device and its price',
      'Show the product information and record the customer’s consents',
      'Create and complete the sale, then register the IMEI or serial number',
    ],
    to: '/docs/acme-sales',
    linkLabel: 'Sell protection step by step',
  },
  {
    variant: 'rental',
    title: 'Device rental as a service',
    summary:
      'Acme owns the device and your customer pays monthly for a fixed term, usually with protection included. At the end they return, extend or buy it out.',
    steps: [
      'Check stock and quote monthly prices for each term',
      'Verify the customer’s identity and run a credit check',
      'Complete the sale, hand the device over, and manage the term end',
    ],
    to: '/docs/flow-rental',
    linkLabel: 'Follow the rental flow',
  },
];

function PathCard({path}: {readonly path: IntegrationPath}): ReactNode {
  return (
    <article className={clsx('card', styles.card)} aria-labelledby={`path-${path.variant}`}>
      <div className="card__header">
        <p className={styles.variant}>{path.variant}</p>
        <Heading as="h3" id={`path-${path.variant}`}>
          {path.title}
        </Heading>
      </div>
      <div className="card__body">
        <p>{path.summary}</p>
        <ol className={styles.steps}>
          {path.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="card__footer">
        <Link className="button button--primary button--block" to={path.to}>
          {path.linkLabel}
        </Link>
      </div>
    </article>
  );
}

export default function HomePaths(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="paths-heading">
      <div className="container">
        <Heading as="h2" id="paths-heading">
          Choose your integration path
        </Heading>
        <p className={styles.lead}>
          Both variants share one API, one set of credentials and the same conventions. They differ in who owns the
          device and which checks run before a contract starts.
        </p>
        <div className="row">
          {integrationPaths.map((path) => (
            <div key={path.variant} className={clsx('col col--6', styles.column)}>
              <PathCard path={path} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
