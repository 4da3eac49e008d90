import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useDocById} from '@docusaurus/plugin-content-docs/client';
import {guidePath, guidesByStage} from '@site/src/site/guides';
import {useGuides} from '@site/src/site/useGuides';
import {variantLabel, type Guide} from '@site/src/site/model';
import styles from './styles.module.css';

function GuideEntry({guide}: {readonly guide: Guide}): ReactNode {
  const doc = useDocById(guide.id);
  return (
    <li className={styles.entry}>
      <Link to={guidePath(guide.id)} className={styles.title}>
        {doc?.title ?? guide.id}
      </Link>
      <span className={styles.variant} data-variant={guide.variant}>
        {variantLabel(guide.variant)}
      </span>
      <span className={styles.line}>{guide.line}</span>
    </li>
  );
}

/** Every guide, grouped by integration stage, with its variant and one line on what it covers. */
export default function GuideMap(): ReactNode {
  const stages = guidesByStage(useGuides());
  return (
    <div className={styles.map}>
      {stages.map((stage) => (
        <section key={stage.title} className={styles.stage}>
          <Heading as="h3" id={`stage-${stage.title.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
            {stage.title}
          </Heading>
          <ul className={styles.list}>
            {stage.guides.map((guide) => (
              <GuideEntry key={guide.id} guide={guide} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
