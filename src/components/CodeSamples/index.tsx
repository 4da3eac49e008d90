import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {CodeSample} from '@site/plugins/openapi-reference/types';
import {forEnvironment, useApiEnvironment} from '../EnvironmentSwitch';

/**
 * Build-time code samples in tabs. `groupId="code-language"` is shared with the guides, so the
 * reader's language choice is remembered across every page. Tabs are lazy: only the chosen
 * language is in the page, which keeps long reference pages light.
 */
export default function CodeSamples({samples, title}: {readonly samples: readonly CodeSample[]; readonly title: string}): ReactNode {
  const [environment] = useApiEnvironment();
  if (samples.length === 0) return null;
  return (
    <Tabs groupId="code-language" queryString={false} lazy>
      {samples.map((sample) => (
        <TabItem key={sample.language} value={sample.language} label={sample.label}>
          <CodeBlock language={sample.prism} title={`${title} (${sample.label})`}>
            {forEnvironment(sample.code, environment)}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
