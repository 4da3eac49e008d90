import React, {createContext, useContext, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {SAMPLE_LANGUAGES} from '@site/plugins/openapi-reference/languages';
import type {CodeSample, PageSamples, ServerView} from '@site/plugins/openapi-reference/types';
import {forEnvironment, useApiEnvironment} from '../EnvironmentSwitch';

/** Every language's samples of the page, once loaded after hydration (null until then). */
export const PageSamplesContext = createContext<PageSamples | null>(null);

/**
 * Build-time code samples in tabs. `groupId="code-language"` is shared with the guides, so the
 * reader's language choice is remembered across every page. The cURL sample comes with the page
 * (and is in its HTML); the other languages arrive with the page's samples file right after
 * hydration. Tabs are lazy: only the chosen language is in the page.
 */
export default function CodeSamples({
  operationId,
  samples,
  servers,
  title,
}: {
  readonly operationId: string;
  readonly samples: readonly CodeSample[];
  /** The operation's own servers, when it has any (otherwise the page's environments apply). */
  readonly servers?: readonly ServerView[] | undefined;
  readonly title: string;
}): ReactNode {
  const [environment, environments] = useApiEnvironment();
  const loaded = useContext(PageSamplesContext)?.[operationId];
  const all = loaded ?? samples;
  // Not indexed for search (data-pagefind-ignore): the samples repeat the operation's path and body.
  return (
    <div data-pagefind-ignore="">
      <Tabs groupId="code-language" queryString={false} lazy>
        {SAMPLE_LANGUAGES.map(({language, label}) => {
          const sample = all.find((candidate) => candidate.language === language);
          return (
            <TabItem key={language} value={language} label={label}>
              {sample === undefined ? (
                <p>Loading the {label} sample…</p>
              ) : (
                <CodeBlock language={sample.prism} title={`${title} (${label})`}>
                  {forEnvironment(sample.code, {environment, environments, servers})}
                </CodeBlock>
              )}
            </TabItem>
          );
        })}
      </Tabs>
    </div>
  );
}
