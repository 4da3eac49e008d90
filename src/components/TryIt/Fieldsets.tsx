import React, {type ReactNode} from 'react';
import type {ParameterView, SchemaView} from '@site/plugins/openapi-reference/types';
import type {Credentials} from './auth';
import {parameterKey, resolveSchema, type Inputs} from './request';
import styles from './panel.module.css';

/** How a field gets its id, its error message and the attributes that tie the two together. */
export type FieldHelp = {
  readonly field: (key: string) => string;
  readonly errorOf: (key: string) => ReactNode;
  readonly described: (key: string) => {'aria-invalid'?: boolean; 'aria-describedby'?: string};
};

type AuthProps = {
  readonly help: FieldHelp;
  /** The label of the chosen environment, which the credentials are for. */
  readonly environment: string;
  /** True for the local mock: it is sent the placeholder credentials, and nothing is typed. */
  readonly placeholders: boolean;
  readonly mode: 'credentials' | 'token';
  /** Left out where only client credentials make sense (the token operation itself). */
  readonly onMode?: (mode: 'credentials' | 'token') => void;
  readonly credentials: Credentials;
  readonly onCredentials: (credentials: Credentials) => void;
  readonly pasted: string;
  readonly onPasted: (token: string) => void;
  readonly onForget: () => void;
};

/** How the console authenticates: client credentials (for the token endpoint) or a pasted token. */
export function AuthFieldset(props: AuthProps): ReactNode {
  const {help, environment, placeholders, mode, onMode, credentials, onCredentials, pasted, onPasted, onForget} = props;
  const {field, errorOf, described} = help;
  return (
    <fieldset className={styles.group}>
      <legend>{onMode === undefined ? 'Client credentials' : 'Access token'}</legend>
      {onMode !== undefined && (
        <>
          <label className={styles.choice}>
            <input
              type="radio"
              name={field('auth')}
              checked={mode === 'credentials'}
              onChange={() => onMode('credentials')}
            />
            Get one with a client ID and secret
          </label>
          <label className={styles.choice}>
            <input type="radio" name={field('auth')} checked={mode === 'token'} onChange={() => onMode('token')} />
            Paste a token
          </label>
        </>
      )}
      {mode === 'credentials' && placeholders && (
        <p className={styles.note}>
          The local mock issues a token whatever it is sent, so it gets the placeholders{' '}
          <code>{credentials.clientId}</code> and <code>{credentials.clientSecret}</code>, never the credentials you
          type for another environment.
        </p>
      )}
      {mode === 'credentials' && !placeholders && (
        <div className={styles.fields}>
          <label htmlFor={field('clientId')}>Client ID</label>
          <input
            id={field('clientId')}
            value={credentials.clientId}
            autoComplete="off"
            onChange={(event) => onCredentials({...credentials, clientId: event.target.value})}
            {...described('clientId')}
          />
          {errorOf('clientId')}
          <label htmlFor={field('clientSecret')}>Client secret</label>
          <input
            id={field('clientSecret')}
            type="password"
            value={credentials.clientSecret}
            autoComplete="off"
            onChange={(event) => onCredentials({...credentials, clientSecret: event.target.value})}
          />
          <p className={styles.note}>
            For {environment} only, and kept in this page&apos;s memory only: gone when you reload. The token they buy
            is kept in this tab (session storage) for {environment} until it expires.{' '}
            <button type="button" className={styles.link} onClick={onForget}>
              Forget them
            </button>
          </p>
        </div>
      )}
      {mode === 'token' && (
        <div className={styles.fields}>
          <label htmlFor={field('token')}>Bearer token</label>
          <input
            id={field('token')}
            value={pasted}
            autoComplete="off"
            onChange={(event) => onPasted(event.target.value)}
            {...described('token')}
          />
          {errorOf('token')}
        </div>
      )}
    </fieldset>
  );
}

type ParameterProps = {
  readonly help: FieldHelp;
  readonly parameters: readonly ParameterView[];
  readonly schemas: Readonly<Record<string, SchemaView>>;
  readonly inputs: Inputs;
  readonly onInputs: (inputs: Inputs) => void;
};

/** One field per parameter: enums as selects, required ones marked. */
export function ParameterFieldset({help, parameters, schemas, inputs, onInputs}: ParameterProps): ReactNode {
  const {field, errorOf, described} = help;
  return (
    <fieldset className={styles.group}>
      <legend>Parameters</legend>
      <div className={styles.fields}>
        {parameters.map((parameter) => {
          const key = parameterKey(parameter);
          const schema = resolveSchema(parameter.schema, schemas);
          const common = {
            id: field(key),
            value: inputs[key] ?? '',
            required: parameter.required,
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
              onInputs({...inputs, [key]: event.target.value}),
            ...described(key),
          };
          return (
            <React.Fragment key={key}>
              <label htmlFor={field(key)}>
                <code>{parameter.name}</code> ({parameter.in}
                {parameter.required ? ', required' : ''})
              </label>
              {schema.enum !== undefined ? (
                <select {...common}>
                  {!parameter.required && <option value="">(not sent)</option>}
                  {schema.enum.map((entry) => (
                    <option key={entry.value} value={entry.value}>
                      {entry.value}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} placeholder={parameter.example ?? ''} />
              )}
              {errorOf(key)}
            </React.Fragment>
          );
        })}
      </div>
    </fieldset>
  );
}
