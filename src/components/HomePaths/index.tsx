import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {integrationPaths, pathsLead, type IntegrationPath} from '@site/src/home/content';
import styles from './styles.module.css';

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
        <p className={styles.lead}>{pathsLead}</p>
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
