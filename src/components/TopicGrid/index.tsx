import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {mainTopics} from '@site/src/home/content';
import styles from './styles.module.css';

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
