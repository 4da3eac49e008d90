/**
 * A resource's lifecycle, drawn and tabulated from its `x-lifecycle` in the OpenAPI document: the
 * state diagram (Mermaid, loaded like every diagram of the site) and a table of transitions whose
 * causes link to their operations and whose events link to their entries on the webhooks page.
 * Guides write `<Lifecycle schema="RentalContract" />` (mdx.ts passes the data); reference pages
 * pass the views of their page data.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Mermaid from '@theme/Mermaid';
import type {LifecycleCause, LifecycleView} from '@site/plugins/openapi-reference/types';
import ScrollableTable from '../ScrollableTable';

/** Text with `code` spans, as the lifecycle's descriptions are written. */
function InlineCode({text}: {readonly text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Cause({cause}: {readonly cause: LifecycleCause}): ReactNode {
  if (cause.kind === 'operation') {
    return <Link to={cause.href}>{cause.summary}</Link>;
  }
  return (
    <>
      {cause.kind === 'time' ? 'Time: ' : 'Acme: '}
      <InlineCode text={cause.text} />
    </>
  );
}

function States({states}: {readonly states: readonly string[]}): ReactNode {
  if (states.length === 0) return <em>new</em>;
  return states.map((state, index) => (
    <React.Fragment key={state}>
      {index > 0 && ', '}
      <code>{state}</code>
    </React.Fragment>
  ));
}

export default function Lifecycle({data}: {readonly schema?: string; readonly data: LifecycleView}): ReactNode {
  return (
    <>
      <Mermaid value={data.mermaid} />
      <ScrollableTable>
        <caption>
          Transitions of <code>{data.property}</code>; final: <States states={data.final} />
        </caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Cause</th>
            <th scope="col">Events</th>
          </tr>
        </thead>
        <tbody>
          {data.transitions.map((transition, index) => (
            <tr key={index}>
              <td>
                <States states={transition.from} />
              </td>
              <td>
                <code>{transition.to}</code>
              </td>
              <td>
                {transition.causes.map((cause, position) => (
                  <React.Fragment key={position}>
                    {position > 0 && '; '}
                    <Cause cause={cause} />
                  </React.Fragment>
                ))}
              </td>
              <td>
                {transition.events.length === 0
                  ? 'none'
                  : transition.events.map(({event, href}, position) => (
                      <React.Fragment key={event}>
                        {position > 0 && ', '}
                        <Link to={href}>
                          <code>{event}</code>
                        </Link>
                      </React.Fragment>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {data.states.length > 0 && (
        <ScrollableTable>
          <caption>
            Values of <code>{data.property}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {data.states.map((state) => (
              <tr key={state.name}>
                <td>
                  <code>{state.name}</code>
                </td>
                <td>
                  <InlineCode text={state.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
    </>
  );
}
