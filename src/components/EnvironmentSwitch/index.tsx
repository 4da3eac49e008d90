import React, {type ReactNode} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type ApiEnvironment = 'sandbox' | 'production';

const storageKey = 'acme.api-environment';

/** The reader's environment choice, remembered across pages and tabs (sandbox by default). */
export function useApiEnvironment(): [ApiEnvironment, (environment: ApiEnvironment) => void] {
  const [stored, slot] = useStorageSlot(storageKey);
  const environment: ApiEnvironment = stored === 'production' ? 'production' : 'sandbox';
  return [environment, (next) => slot.set(next)];
}

/** Rewrites sandbox hosts in a code sample to the production hosts. */
export function forEnvironment(code: string, environment: ApiEnvironment): string {
  if (environment === 'sandbox') return code;
  return code.replace(/https:\/\/(api|auth)\.sandbox\.acme\.example/g, 'https://$1.acme.example');
}

export default function EnvironmentSwitch({
  servers,
}: {
  readonly servers: {readonly sandbox: string; readonly production: string};
}): ReactNode {
  const [environment, setEnvironment] = useApiEnvironment();
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>Environment for code samples</legend>
      {(['sandbox', 'production'] as const).map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name="api-environment"
            value={value}
            checked={environment === value}
            onChange={() => setEnvironment(value)}
          />
          <span>{value === 'sandbox' ? 'Sandbox' : 'Production'}</span>
          <code className={styles.url}>{servers[value]}</code>
        </label>
      ))}
    </fieldset>
  );
}
