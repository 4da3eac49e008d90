import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {ExampleView} from '@site/plugins/openapi-reference/types';

/** Examples are stored compact; show JSON pretty-printed (the same on the server and in the browser). */
function pretty(value: string): {code: string; language: string} {
  try {
    return {code: JSON.stringify(JSON.parse(value), null, 2), language: 'json'};
  } catch {
    return {code: value, language: 'text'};
  }
}

/** The examples of a body (request, response or webhook payload), in tabs when there are several. */
export default function Examples({
  examples,
  title,
}: {
  readonly examples: readonly ExampleView[];
  readonly title: string;
}): ReactNode {
  if (examples.length === 0) return null;
  if (examples.length === 1) {
    const [example] = examples;
    if (example === undefined) return null;
    const {code, language} = pretty(example.value);
    return (
      <div data-pagefind-ignore="">
        <CodeBlock language={language} title={`${title}: ${example.label}`}>
          {code}
        </CodeBlock>
      </div>
    );
  }
  // Only the chosen example renders (lazy tabs): the others are highlighted when picked.
  // Examples are left out of the search index (data-pagefind-ignore):
  // their IDs and values would swell it, and the fields they show are indexed from the schema.
  return (
    <div data-pagefind-ignore="">
      <Tabs lazy>
        {examples.map((example) => {
          const {code, language} = pretty(example.value);
          return (
            <TabItem key={example.key} value={example.key} label={example.label}>
              <CodeBlock language={language} title={title}>
                {code}
              </CodeBlock>
            </TabItem>
          );
        })}
      </Tabs>
    </div>
  );
}
