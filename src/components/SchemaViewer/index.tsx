import React, {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {PropertyView, SchemaRef, SchemaView} from '@site/plugins/openapi-reference/types';
import BuildTimeHtml from '../BuildTimeHtml';
import styles from './styles.module.css';

/** The page's named schemas, which views reference as `{ref: name}`. */
export const SchemasContext = createContext<Readonly<Record<string, SchemaView>>>({});

function useResolved(schema: SchemaRef): SchemaView {
  const schemas = useContext(SchemasContext);
  if ('ref' in schema) return schemas[schema.ref] ?? {type: schema.ref, constraints: []};
  return schema;
}

const dataClassLabel = {personal: 'Personal data', kyc: 'KYC data', credit: 'Credit data'} as const;

function Badges({schema, required}: {readonly schema: SchemaView; readonly required?: boolean}): ReactNode {
  return (
    <>
      {required === true && <span className={clsx(styles.badge, styles.required)}>required</span>}
      {schema.readOnly === true && <span className={styles.badge}>read-only</span>}
      {schema.writeOnly === true && <span className={styles.badge}>write-only</span>}
      {schema.deprecated === true && <span className={clsx(styles.badge, styles.deprecated)}>deprecated</span>}
      {schema.variant?.map((variant) => (
        <span key={variant} className={clsx(styles.badge, styles.variant)}>
          {variant} only
        </span>
      ))}
      {schema.dataClass !== undefined && (
        <span className={clsx(styles.badge, styles.dataClass)} title="Handle under your data-protection obligations">
          {dataClassLabel[schema.dataClass]}
        </span>
      )}
    </>
  );
}

function Details({schema}: {readonly schema: SchemaView}): ReactNode {
  return (
    <>
      <BuildTimeHtml html={schema.descriptionHtml} className={styles.description} />
      {schema.constraints.length > 0 && (
        <p className={styles.constraints}>
          {schema.constraints.map((constraint) => (
            <code key={constraint}>{constraint}</code>
          ))}
        </p>
      )}
      {schema.enum !== undefined && (
        <dl className={styles.enum}>
          {schema.enum.map((entry) => (
            <div key={entry.value} className={styles.enumEntry}>
              <dt>
                <code>{entry.value}</code>
              </dt>
              <dd>
                <BuildTimeHtml html={entry.descriptionHtml} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

type Trail = {readonly anchor: string; readonly names: readonly string[]; readonly depth: number; readonly maxDepth: number};

/** What a nested schema expands to: its properties, its array items, or its variants. */
function Children({schema, trail}: {readonly schema: SchemaView; readonly trail: Trail}): ReactNode {
  const item = useResolved(schema.items ?? {type: 'any', constraints: []});
  if (schema.properties !== undefined && schema.properties.length > 0) {
    return <PropertyList properties={schema.properties} trail={trail} />;
  }
  if (schema.items !== undefined && (item.properties !== undefined || item.oneOf !== undefined)) {
    return <Children schema={item} trail={trail} />;
  }
  if (schema.oneOf !== undefined) {
    return (
      <div className={styles.variants}>
        {schema.discriminator !== undefined && (
          <p className={styles.description}>
            One of the following, chosen by <code>{schema.discriminator}</code>:
          </p>
        )}
        <Tabs lazy={false}>
          {schema.oneOf.map((option, index) => (
            <TabItem key={`${option.label}-${index}`} value={`${index}`} label={option.label}>
              <OneOfOption schema={option.schema} trail={{...trail, anchor: `${trail.anchor}-${option.variant ?? index}`}} />
            </TabItem>
          ))}
        </Tabs>
      </div>
    );
  }
  return null;
}

function OneOfOption({schema, trail}: {readonly schema: SchemaRef; readonly trail: Trail}): ReactNode {
  const resolved = useResolved(schema);
  const name = 'ref' in schema ? schema.ref : undefined;
  return <Children schema={resolved} trail={{...trail, names: name === undefined ? trail.names : [...trail.names, name]}} />;
}

function hasChildren(schema: SchemaView, item: SchemaView | undefined): boolean {
  return (schema.properties?.length ?? 0) > 0 || schema.oneOf !== undefined || (item !== undefined && (item.properties !== undefined || item.oneOf !== undefined));
}

function Property({property, trail}: {readonly property: PropertyView; readonly trail: Trail}): ReactNode {
  const schema = useResolved(property.schema);
  const item = useResolved(schema.items ?? {type: 'any', constraints: []});
  const name = 'ref' in property.schema ? property.schema.ref : undefined;
  const anchor = `${trail.anchor}-${property.name}`;
  const repeated = name !== undefined && trail.names.includes(name);
  const expandable = hasChildren(schema, schema.items === undefined ? undefined : item) && !repeated && trail.depth < trail.maxDepth;
  return (
    <li className={styles.property} id={anchor}>
      <div className={styles.header}>
        <code className={styles.name}>{property.name}</code>
        <span className={styles.type}>{schema.type === 'object' && name !== undefined ? name : schema.type}</span>
        <Badges schema={schema} required={property.required} />
        <a className={styles.anchor} href={`#${anchor}`} aria-label={`Link to ${property.name}`}>
          #
        </a>
      </div>
      <Details schema={schema} />
      {repeated && <p className={styles.description}>Same structure as the enclosing {name}.</p>}
      {expandable && (
        <details className={styles.nested}>
          <summary>Show the fields of {property.name}</summary>
          <Children schema={schema} trail={{...trail, anchor, names: name === undefined ? trail.names : [...trail.names, name], depth: trail.depth + 1}} />
        </details>
      )}
    </li>
  );
}

function PropertyList({properties, trail}: {readonly properties: readonly PropertyView[]; readonly trail: Trail}): ReactNode {
  return (
    <ul className={styles.properties}>
      {properties.map((property) => (
        <Property key={property.name} property={property} trail={trail} />
      ))}
    </ul>
  );
}

/**
 * A schema as a list of fields: types, required marks, constraints, enums, nested objects and
 * variants. `maxDepth` limits how many levels of nested fields can be expanded (8 by default).
 */
export default function SchemaViewer({schema, anchor, maxDepth = 8}: {readonly schema: SchemaRef; readonly anchor: string; readonly maxDepth?: number}): ReactNode {
  const resolved = useResolved(schema);
  const name = 'ref' in schema ? schema.ref : undefined;
  const trail: Trail = {anchor, names: name === undefined ? [] : [name], depth: 0, maxDepth};
  const item = resolved.items === undefined ? undefined : resolved;
  return (
    <div className={styles.schema}>
      <p className={styles.summary}>
        <span className={styles.type}>{name ?? resolved.type}</span>
        {name !== undefined && resolved.type !== 'object' && <span className={styles.type}> ({resolved.type})</span>}
        <Badges schema={resolved} />
      </p>
      <Details schema={resolved} />
      {(hasChildren(resolved, undefined) || item !== undefined) && <Children schema={resolved} trail={trail} />}
    </div>
  );
}
