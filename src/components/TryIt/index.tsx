import React, {lazy, Suspense, useContext, useId, useState, type ReactNode} from 'react';
import type {OperationView} from '@site/plugins/openapi-reference/types';
import {EnvironmentsContext} from '../EnvironmentSwitch';
import {SchemasContext} from '../SchemaViewer';
import styles from './styles.module.css';

// The panel and its request code are a chunk of their own, fetched on the first click: a reference
// page carries only this button.
const Panel = lazy(() => import('./Panel'));

/** "Try it" beside an operation: opens a panel that sends the request to the local mock or the sandbox. */
export default function TryIt({operation}: {readonly operation: OperationView}): ReactNode {
  const [open, setOpen] = useState(false);
  const environments = useContext(EnvironmentsContext);
  const schemas = useContext(SchemasContext);
  const id = useId();
  return (
    <div className={styles.tryIt} data-pagefind-ignore="all">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}>
        {open ? 'Close Try it' : 'Try it'}
      </button>
      {open && (
        <div id={id}>
          <Suspense fallback={<p className={styles.note}>Loading the console…</p>}>
            <Panel operation={operation} environments={environments} schemas={schemas} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
