import React, {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {PropertyView, SchemaHome, SchemaRef, SchemaView} from '@site/plugins/openapi-reference/types';
import BuildTimeHtml from '../BuildTimeHtml';
import StaticIsland from '../StaticIsland';
import styles from './styles.module.css';

/** The page's named schemas, which views reference as `{ref: name}`. */
export const SchemasContext = createContext<Readonly<Record<string, SchemaView>>>({});

/** The page's `schemaHomes`: where each large named schema's fields are listed. */
export const SchemaHomesContext = createContext<Readonly<Record<string, SchemaHome>>>({});
/** The operation whose schemas are being shown (none outside operations, e.g. webhook payloads). */
export const CurrentOperationContext = createContext<string | undefined>(undefined);

/** The operation that lists the fields of `name`, when that is another operation than this one. */
function useHomeElsewhere(name: string | undefined): SchemaHome | undefined {
  const homes = useContext(SchemaHomesContext);
  const current = useContext(CurrentOperationContext);
  if (name === undefined || current === undefined) return undefined;
  const home = homes[name];
  return home !== undefined && home.operationId !== current ? home : undefined;
}

function ListedUnder({name, home}: {readonly name: string; readonly home: SchemaHome}): ReactNode {
  return (
    <p className={styles.description}>
      The fields of {name} are listed under <Link to={`#${home.operationId}`}>{home.summary}</Link>.
    </p>
  );
}

function useResolved(schema: SchemaRef): SchemaView {
  const schemas = useContext(SchemasContext);
  if ('ref' in schema) return schemas[schema.ref] ?? {type: schema.ref, constraints: []};
  return schema;
}

const dataClassLabel = {personal: 'Personal data', kyc: 'KYC data', credit: 'Credit data'} as const;

/*
 * Left out of the search index (data-pagefind-ignore): a field's type, its constraints and the
 * "required" badge. They repeat on every row of every field list, a fifth of a reference page's
 * words, and nobody searches for them; every word indexed makes each query that reaches the page
 * slower (Pagefind rebuilds excerpts from the page's whole text) and the index larger.
 *
 * An ignored element must be one whose end tag the HTML minifier never leaves out (a span or a
 * div, not a p): Pagefind reads the HTML as a stream and, missing the end tag, ignores the rest of
 * the page. tests/build/search-index.test.ts checks that every reference page is indexed to its end.
 */
function Badges({schema, required}: {readonly schema: SchemaView; readonly required?: boolean}): ReactNode {
  return (
    <>
      {required === true && (
        <span className={clsx(styles.badge, styles.required)} data-pagefind-ignore="">
          required
        </span>
      )}
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
        <div className={styles.constraints} data-pagefind-ignore="">
          {schema.constraints.map((constraint) => (
            <code key={constraint}>{constraint}</code>
          ))}
        </div>
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

type Trail = {
  readonly anchor: string;
  readonly names: readonly string[];
  readonly depth: number;
  readonly maxDepth: number;
};

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
    // Native disclosure per variant (the first, which a rental page puts first for rental, open):
    // field lists are static HTML that React does not hydrate (StaticIsland), so no React tabs.
    return (
      <div className={styles.variants}>
        {schema.discriminator !== undefined && (
          <p className={styles.description}>
            One of the following, chosen by <code>{schema.discriminator}</code>:
          </p>
        )}
        {schema.oneOf.map((option, index) => (
          <details key={`${option.label}-${index}`} className={styles.variantOption} open={index === 0}>
            <summary>
              {option.label}
              {option.variant !== undefined && schema.discriminator !== undefined && (
                <>
                  {' '}
                  (
                  <code>
                    {schema.discriminator}: {option.variant}
                  </code>
                  )
                </>
              )}
            </summary>
            <OneOfOption
              schema={option.schema}
              trail={{...trail, anchor: `${trail.anchor}-${option.variant ?? index}`}}
            />
          </details>
        ))}
      </div>
    );
  }
  return null;
}

function OneOfOption({schema, trail}: {readonly schema: SchemaRef; readonly trail: Trail}): ReactNode {
  const resolved = useResolved(schema);
  const name = 'ref' in schema ? schema.ref : undefined;
  return (
    <Children schema={resolved} trail={{...trail, names: name === undefined ? trail.names : [...trail.names, name]}} />
  );
}

function hasChildren(schema: SchemaView, item: SchemaView | undefined): boolean {
  return (
    (schema.properties?.length ?? 0) > 0 ||
    schema.oneOf !== undefined ||
    (item !== undefined && (item.properties !== undefined || item.oneOf !== undefined))
  );
}

function Property({property, trail}: {readonly property: PropertyView; readonly trail: Trail}): ReactNode {
  const schema = useResolved(property.schema);
  const item = useResolved(schema.items ?? {type: 'any', constraints: []});
  const name = 'ref' in property.schema ? property.schema.ref : undefined;
  const anchor = `${trail.anchor}-${property.name}`;
  const itemName = schema.items !== undefined && 'ref' in schema.items ? schema.items.ref : undefined;
  const repeated = name !== undefined && trail.names.includes(name);
  const listedName = name ?? itemName;
  const home = useHomeElsewhere(listedName);
  const expandable =
    hasChildren(schema, schema.items === undefined ? undefined : item) &&
    !repeated &&
    home === undefined &&
    trail.depth < trail.maxDepth;
  return (
    <li className={styles.property} id={anchor}>
      <div className={styles.header}>
        <code className={styles.name}>{property.name}</code>
        <span className={styles.type} data-pagefind-ignore="">
          {schema.type === 'object' && name !== undefined ? name : schema.type}
        </span>
        <Badges schema={schema} required={property.required} />
        {/* A plain anchor: one per field, thousands per page, where <Link> would add hooks to each row. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a className={styles.anchor} href={`#${anchor}`} aria-label={`Link to ${property.name}`}>
          #
        </a>
      </div>
      <Details schema={schema} />
      {repeated && <p className={styles.description}>Same structure as the enclosing {name}.</p>}
      {!repeated && home !== undefined && listedName !== undefined && <ListedUnder name={listedName} home={home} />}
      {expandable && (
        <details className={styles.nested}>
          <summary>Show the fields of {property.name}</summary>
          <Children
            schema={schema}
            trail={{
              ...trail,
              anchor,
              names: name === undefined ? trail.names : [...trail.names, name],
              depth: trail.depth + 1,
            }}
          />
        </details>
      )}
    </li>
  );
}

function PropertyList({
  properties,
  trail,
}: {
  readonly properties: readonly PropertyView[];
  readonly trail: Trail;
}): ReactNode {
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
export default function SchemaViewer({
  schema,
  anchor,
  maxDepth = 8,
}: {
  readonly schema: SchemaRef;
  readonly anchor: string;
  readonly maxDepth?: number;
}): ReactNode {
  const resolved = useResolved(schema);
  const name = 'ref' in schema ? schema.ref : undefined;
  const trail: Trail = {anchor, names: name === undefined ? [] : [name], depth: 0, maxDepth};
  const item = resolved.items === undefined ? undefined : resolved;
  const itemName = resolved.items !== undefined && 'ref' in resolved.items ? resolved.items.ref : undefined;
  const listedName = name ?? itemName;
  const home = useHomeElsewhere(listedName);
  return (
    // Field lists repeat the same words on many operations; in search they count half, so a task
    // word leads to the guide that explains it, while a field's name still finds its field.
    <StaticIsland className={styles.schema} searchWeight="0.5">
      <p className={styles.summary}>
        <span className={styles.type}>{name ?? resolved.type}</span>
        {name !== undefined && resolved.type !== 'object' && <span className={styles.type}> ({resolved.type})</span>}
        <Badges schema={resolved} />
      </p>
      <Details schema={resolved} />
      {home !== undefined && listedName !== undefined ? (
        <ListedUnder name={listedName} home={home} />
      ) : (
        (hasChildren(resolved, undefined) || item !== undefined) && <Children schema={resolved} trail={trail} />
      )}
    </StaticIsland>
  );
}
