import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import type {EnvironmentView, OperationView, SchemaView} from '@site/plugins/openapi-reference/types';
import {
  basicAuthorization,
  cacheToken,
  cachedToken,
  credentialsFor,
  dropStoredSecrets,
  forgetAll,
  localMock,
  rememberCredentials,
  tokenRequest,
} from './auth';
import {
  buildRequest,
  curlOf,
  editableParameters,
  exampleBody,
  initialValue,
  isTokenOperation,
  parameterKey,
  resolveSchema,
  targetsOf,
  type BuiltRequest,
  type Inputs,
} from './request';
import Exchange, {send, type ExchangeResult} from './Exchange';
import {AuthFieldset, ParameterFieldset, type FieldHelp} from './Fieldsets';
import styles from './panel.module.css';

type Props = {
  readonly operation: OperationView;
  readonly environments: readonly EnvironmentView[];
  readonly schemas: Readonly<Record<string, SchemaView>>;
};

/** Where a request can go from here: never production, whose data and money are real. */
const offered = (environment: EnvironmentView) => environment.name !== 'production';

function unreachable(environment: EnvironmentView): string {
  return environment.name === localMock
    ? `Nothing answered at ${environment.url}. Is the mock running? Start it with npm run mock in the docs repository, or npx @stoplight/prism-cli mock https://docs.acme.example/openapi.yaml.`
    : `${environment.label} did not answer this page. It may not accept requests from a browser (CORS): choose Local mock, or paste a token and send the curl command below from a terminal.`;
}

/** The panel of one operation: where to send, how to authenticate, the inputs, the exchange. */
export default function Panel({operation, environments, schemas}: Props): ReactNode {
  const id = useId();
  const heading = useRef<HTMLParagraphElement>(null);
  const targets = targetsOf(operation, environments.filter(offered));
  const [target, setTarget] = useState(
    () => targets.find(({environment}) => environment.name === localMock)?.environment.name ?? '',
  );
  const chosen = targets.find(({environment}) => environment.name === target) ?? targets[0];
  const environment = chosen?.environment;
  const baseUrl = chosen?.baseUrl ?? '';
  // The token operation authenticates with the client credentials themselves, not with a token.
  const tokenOperation = chosen !== undefined && isTokenOperation(operation, chosen);
  const parameters = editableParameters(operation);
  const [inputs, setInputs] = useState<Inputs>(() =>
    Object.fromEntries(parameters.map((p) => [parameterKey(p), initialValue(p, resolveSchema(p.schema, schemas))])),
  );
  const [example, setExample] = useState(0);
  const [body, setBody] = useState(() => exampleBody(operation));
  const [authMode, setAuthMode] = useState<'credentials' | 'token'>('credentials');
  // Credentials live in auth.ts's memory, per environment; this only re-renders after a change.
  const [, setCredentialsVersion] = useState(0);
  const credentials = credentialsFor(environment?.name ?? '');
  const [pastedTokens, setPastedTokens] = useState<Readonly<Record<string, string>>>({});
  const pasted = pastedTokens[environment?.name ?? ''] ?? '';
  const [nextKey, setNextKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [exchanges, setExchanges] = useState<readonly ExchangeResult[]>([]);

  useEffect(() => {
    heading.current?.focus();
    dropStoredSecrets();
  }, []);

  const token = authMode === 'token' ? pasted.trim() || '<token>' : '<token>';
  const preview = useMemo(() => {
    const built = buildRequest({
      operation,
      baseUrl,
      inputs,
      body,
      ...(operation.authenticated ? {token} : {}),
      // The curl command never shows a secret, not even encoded.
      ...(tokenOperation ? {authorization: 'Basic <base64 of client_id:client_secret>'} : {}),
      idempotencyKey: nextKey,
    });
    return built.request === undefined ? undefined : curlOf(built.request);
  }, [operation, baseUrl, tokenOperation, inputs, body, token, nextKey]);

  if (environment === undefined) return <p>No environment of this API can be tried from here.</p>;
  const placeholders = environment.name === localMock;

  async function obtainToken(): Promise<{token?: string; exchange?: ExchangeResult}> {
    if (!operation.authenticated || environment === undefined) return {};
    if (authMode === 'token') return {token: pasted.trim()};
    const cached = cachedToken(environment.name);
    if (cached !== undefined) return {token: cached};
    const request: BuiltRequest = tokenRequest(environment.tokenUrl ?? '', credentialsFor(environment.name));
    const exchange = await send('Token request', request, unreachable(environment));
    const json = exchange.response?.json as {access_token?: unknown; expires_in?: unknown} | undefined;
    if (exchange.response?.status === 200 && typeof json?.access_token === 'string') {
      cacheToken(environment.name, json.access_token, typeof json.expires_in === 'number' ? json.expires_in : 3600);
      return {token: json.access_token, exchange};
    }
    return {exchange};
  }

  async function onSend(event: React.FormEvent) {
    event.preventDefault();
    if (environment === undefined) return;
    const check = buildRequest({
      operation,
      baseUrl,
      inputs,
      body,
      token: 'x',
      idempotencyKey: nextKey,
    });
    const missingAuth: Record<string, string> = {};
    if (operation.authenticated && authMode === 'token' && pasted.trim() === '') missingAuth.token = 'Paste a token.';
    const asksCredentials =
      tokenOperation ||
      (operation.authenticated && authMode === 'credentials' && cachedToken(environment.name) === undefined);
    if (asksCredentials && !placeholders && !credentials.clientId) missingAuth.clientId = 'Enter your client ID.';
    const found = {...check.errors, ...missingAuth};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus(`Not sent: ${Object.values(found).join(' ')}`);
      return;
    }
    setBusy(true);
    setStatus('Sending…');
    const log: ExchangeResult[] = [];
    const auth = await obtainToken();
    if (auth.exchange !== undefined) log.push(auth.exchange);
    if (operation.authenticated && auth.token === undefined) {
      setExchanges(log);
      setBusy(false);
      setStatus(
        'The token request failed, so the call was not sent. Check the client ID and secret, choose Local mock, or paste a token.',
      );
      return;
    }
    const built = buildRequest({
      operation,
      baseUrl,
      inputs,
      body,
      ...(auth.token === undefined ? {} : {token: auth.token}),
      ...(tokenOperation ? {authorization: basicAuthorization(credentialsFor(environment.name))} : {}),
      idempotencyKey: nextKey,
    });
    if (built.request !== undefined) {
      const exchange = await send(operation.summary, built.request, unreachable(environment));
      log.push(exchange);
      const json = exchange.response?.json as {access_token?: unknown; expires_in?: unknown} | undefined;
      if (tokenOperation && exchange.response?.status === 200 && typeof json?.access_token === 'string') {
        // A token got here is the environment's token for the other operations too.
        const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : 3600;
        cacheToken(environment.name, json.access_token, expiresIn);
      }
    }
    setExchanges(log);
    setNextKey(crypto.randomUUID());
    setBusy(false);
    const last = log[log.length - 1];
    setStatus(last?.response === undefined ? 'No answer.' : `Answered ${last.response.status}.`);
  }

  const field = (key: string) => `${id}-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const errorOf = (key: string) =>
    errors[key] === undefined ? null : (
      <p id={`${field(key)}-error`} className={styles.error}>
        {errors[key]}
      </p>
    );
  const described = (key: string) =>
    errors[key] === undefined ? {} : {'aria-invalid': true, 'aria-describedby': `${field(key)}-error`};
  const help: FieldHelp = {field, errorOf, described};

  return (
    <form className={styles.panel} onSubmit={onSend} noValidate aria-labelledby={`${id}-heading`}>
      {/* Focused when the panel opens, so a screen reader announces where the reader now is. */}
      <p id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.heading}>
        Try it: {operation.summary}
      </p>
      <fieldset className={styles.group}>
        <legend>Send to</legend>
        {targets.map((candidate) => (
          <label key={candidate.environment.name} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-target`}
              checked={candidate.environment.name === environment.name}
              onChange={() => setTarget(candidate.environment.name)}
            />
            {candidate.environment.label} <code>{candidate.baseUrl}</code>
          </label>
        ))}
        <p className={styles.note}>Production is not offered here: a request there acts on live customers and money.</p>
      </fieldset>
      {(operation.authenticated || tokenOperation) && (
        <AuthFieldset
          help={help}
          environment={environment.label}
          placeholders={placeholders}
          mode={tokenOperation ? 'credentials' : authMode}
          {...(tokenOperation ? {} : {onMode: setAuthMode})}
          credentials={credentials}
          onCredentials={(changed) => {
            rememberCredentials(environment.name, changed);
            setCredentialsVersion((version) => version + 1);
          }}
          pasted={pasted}
          onPasted={(value) => setPastedTokens({...pastedTokens, [environment.name]: value})}
          onForget={() => {
            forgetAll();
            setPastedTokens({});
            setCredentialsVersion((version) => version + 1);
            setStatus('Credentials and tokens forgotten.');
          }}
        />
      )}
      {parameters.length > 0 && (
        <ParameterFieldset help={help} parameters={parameters} schemas={schemas} inputs={inputs} onInputs={setInputs} />
      )}
      {operation.requestBody !== undefined && (
        <fieldset className={styles.group}>
          <legend>Request body</legend>
          {operation.requestBody.examples.length > 1 && (
            <div className={styles.fields}>
              <label htmlFor={field('example')}>Start from the example</label>
              <select
                id={field('example')}
                value={example}
                onChange={(event) => {
                  setExample(Number(event.target.value));
                  setBody(exampleBody(operation, Number(event.target.value)));
                }}>
                {operation.requestBody.examples.map((candidate, index) => (
                  <option key={candidate.key} value={index}>
                    {candidate.label || candidate.key}
                  </option>
                ))}
              </select>
            </div>
          )}
          <label htmlFor={field('body')}>
            <code>{operation.requestBody.mediaType}</code>
          </label>
          <textarea
            id={field('body')}
            className={styles.body}
            value={body}
            rows={Math.min(20, body.split('\n').length + 1)}
            spellCheck={false}
            onChange={(event) => setBody(event.target.value)}
            {...described('body')}
          />
          {errorOf('body')}
        </fieldset>
      )}
      {operation.idempotency !== undefined && (
        <p className={styles.note}>
          <code>Idempotency-Key</code> for the next send: <code>{nextKey}</code> (a new one for every send).
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          Send
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      {exchanges.map((exchange, index) => (
        <Exchange key={index} exchange={exchange} />
      ))}
      {preview !== undefined && (
        <details className={styles.curl} open>
          <summary>The same request with curl</summary>
          <pre>
            <code>{preview}</code>
          </pre>
        </details>
      )}
    </form>
  );
}
