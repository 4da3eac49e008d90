import React, {createContext, useContext, type ReactNode} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import type {EnvironmentView, ServerView} from '@site/plugins/openapi-reference/types';
import styles from './styles.module.css';

const storageKey = 'acme.api-environment';

/** The API's environments (the OpenAPI document's servers), the first being the samples' target. */
export const EnvironmentsContext = createContext<readonly EnvironmentView[]>([]);

/**
 * The reader's environment choice, remembered across pages and tabs, with the API's environments.
 * A stored name the document no longer has falls back to the first environment.
 */
export function useApiEnvironment(): [string, readonly EnvironmentView[], (environment: string) => void] {
  const environments = useContext(EnvironmentsContext);
  const [stored, slot] = useStorageSlot(storageKey);
  const known = environments.some((environment) => environment.name === stored);
  const environment = known && stored !== null ? stored : (environments[0]?.name ?? '');
  return [environment, environments, (next) => slot.set(next)];
}

/**
 * Rewrites a code sample, generated for the first environment, to the chosen one: each server URL
 * of the first environment becomes the chosen environment's. An operation with servers of its own
 * (the token endpoint, the sandbox-only test helpers) uses only those, so a sandbox-only operation
 * keeps its sandbox URL.
 */
export function forEnvironment(
  code: string,
  options: {
    readonly environment: string;
    readonly environments: readonly EnvironmentView[];
    readonly servers?: readonly ServerView[] | undefined;
  },
): string {
  const {environment, environments} = options;
  const target = environments[0]?.name;
  if (environment === target) return code;
  const servers = options.servers ?? environments.map(({url, name}) => ({url, environment: name}));
  const from = servers.find((server) => server.environment === target)?.url;
  const to = servers.find((server) => server.environment === environment)?.url;
  return from === undefined || to === undefined ? code : code.split(from).join(to);
}

/** Radio buttons choosing the environment the page's code samples call. */
export default function EnvironmentSwitch(): ReactNode {
  const [environment, environments, setEnvironment] = useApiEnvironment();
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>Environment for code samples</legend>
      {environments.map(({name, label, url}) => (
        <label key={name} className={styles.option}>
          <input
            type="radio"
            name="api-environment"
            value={name}
            checked={environment === name}
            onChange={() => setEnvironment(name)}
          />
          <span>{label}</span>
          <code className={styles.url}>{url}</code>
        </label>
      ))}
    </fieldset>
  );
}
