import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Topic = {
  readonly title: string;
  readonly description: string;
  readonly to: string;
};

/** The topics a partner touches in almost every integration, in the order they meet them. */
const mainTopics: readonly Topic[] = [
  {
    title: 'Authentication',
    description: 'Exchange your client credentials for a short-lived bearer token with the scopes you need.',
    to: '/docs/auth-token',
  },
  {
    title: 'Environments',
    description: 'Build against the sandbox with test data and magic values, then switch hosts to go live.',
    to: '/docs/environments',
  },
  {
    title: 'Quotes and sales',
    description: 'Price the options for a device, create a sale, clear its requirements and complete it.',
    to: '/docs/acme-sales',
  },
  {
    title: 'Customer checks',
    description: 'Identity verification and credit scoring for rentals, with consents recorded first.',
    to: '/docs/customer-verification-rental',
  },
  {
    title: 'Contracts and handover',
    description: 'Follow a contract from handover to its term end, including device swaps and additions.',
    to: '/docs/contracts',
  },
  {
    title: 'Webhooks',
    description: 'Receive signed events for every status change and catch up after downtime.',
    to: '/docs/webhooks',
  },
  {
    title: 'Glossary',
    description: 'Every term of the Unified API in one or two sentences, from “buyout” to “webhook event”.',
    to: '/markdown-page',
  },
  {
    title: 'Partner updates',
    description: 'Walkthroughs and release notes from the team that builds the API and these docs.',
    to: '/blog',
  },
];

export default function TopicGrid(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="topics-heading">
      <div className="container">
        <Heading as="h2" id="topics-heading">
          Main topics
        </Heading>
        <ul className={styles.grid}>
          {mainTopics.map((topic) => (
            <li key={topic.title} className={styles.item}>
              <Link to={topic.to} className={styles.link}>
                <span className={styles.title}>{topic.title}</span>
                <span className={styles.description}>{topic.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
