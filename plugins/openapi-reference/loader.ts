/**
 * Loads the split OpenAPI description (openapi/openapi.yaml and the files it references):
 * validates it with the Redocly linter, then bundles it twice, once dereferenced (for rendering)
 * and once with `$ref`s kept (for the download).
 *
 * Any `error`-severity lint problem makes `loadOpenApi` throw an `OpenApiLoadError` whose message
 * names each problem as `<file relative to cwd>#<JSON pointer>: <message> [<rule>]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  bundle,
  createConfig,
  lint,
  loadConfig,
  type Config,
  type LocationObject,
  type NormalizedProblem,
  type RawUniversalConfig,
} from '@redocly/openapi-core';

import {fileURLToPath} from 'node:url';

import {isJsonObject, type JsonObject} from './json';

/** An OpenAPI document as plain (read-only) JSON data. */
export type OpenApiDocument = JsonObject;

export interface LoadedOpenApi {
  /** The bundled document with every `$ref` replaced by its target (circular refs stay object cycles). */
  readonly document: OpenApiDocument;
  /** The bundled single-file document with `$ref`s kept (pointing into `components`), for downloads. */
  readonly bundledDocument: OpenApiDocument;
  /** Absolute paths of every file read to build the document (plus the lint config), for watching. */
  readonly sourceFiles: readonly string[];
}

/** One lint problem, reduced to what a reader needs. */
interface OpenApiProblem {
  readonly ruleId: string;
  readonly severity: 'error' | 'warn';
  readonly message: string;
  /** Path of the file relative to the current working directory. */
  readonly file: string;
  /** JSON pointer inside that file (`#/get/responses/200`), or `line:column` when no pointer is known. */
  readonly pointer: string;
  /** `file#pointer`, as printed in the error message. */
  readonly where: string;
  /** Where the problem was reached from (the referencing `$ref`), when Redocly reports it. */
  readonly from?: string;
}

export class OpenApiLoadError extends Error {
  /** The simplified problems that caused the failure, one per line of the message. */
  readonly problems: readonly OpenApiProblem[];
  /** The raw Redocly problems (errors only). */
  readonly redoclyProblems: readonly NormalizedProblem[];
  readonly rootFile: string;

  constructor(rootFile: string, problems: readonly OpenApiProblem[], redoclyProblems: readonly NormalizedProblem[]) {
    const lines = problems.map((problem) => formatProblem(problem));
    super(
      `OpenAPI document ${relativeToCwd(rootFile)} failed validation with ${problems.length} error(s):\n` +
        lines.join('\n'),
    );
    this.name = 'OpenApiLoadError';
    this.rootFile = rootFile;
    this.problems = problems;
    this.redoclyProblems = redoclyProblems;
  }
}

/** Rules applied when the directory of the root file has no `redocly.yaml` (test fixtures). */
const MINIMAL_RULES: NonNullable<RawUniversalConfig['rules']> = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-summary': 'error',
  'path-parameters-defined': 'error',
  'no-identical-paths': 'error',
  // acme/valid-examples replaces no-invalid-media-type-examples (see redocly-plugin.mjs).
  'acme/valid-examples': 'error',
  'acme/lifecycle': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'no-example-value-and-externalValue': 'error',
};

/** Absolute path of our Redocly plugin (rule `acme/valid-examples`). */
const ACME_REDOCLY_PLUGIN = fileURLToPath(new URL('./redocly-plugin.mjs', import.meta.url));

const CONFIG_FILE_NAMES = ['redocly.yaml', 'redocly.yml'] as const;

function findConfigBeside(rootFile: string): string | undefined {
  const dir = path.dirname(rootFile);
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

async function resolveLintConfig(rootFile: string): Promise<{config: Config; configFile?: string}> {
  const configFile = findConfigBeside(rootFile);
  if (configFile) {
    return {config: await loadConfig({configPath: configFile}), configFile};
  }
  const config = await createConfig({
    extends: [],
    plugins: [ACME_REDOCLY_PLUGIN],
    rules: {...MINIMAL_RULES},
  });
  return {config};
}

function relativeToCwd(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return (relative === '' ? file : relative).split(path.sep).join('/');
}

// eslint-disable-next-line no-control-regex
const ANSI_PATTERN = /\u001b\[[0-9;]*m/g;

function describeLocation(location: LocationObject | undefined): {file: string; pointer: string} {
  if (!location) return {file: '<unknown>', pointer: '#'};
  const file = relativeToCwd(location.source.absoluteRef);
  if (location.pointer !== undefined) {
    const pointer = location.pointer.startsWith('#') ? location.pointer : `#${location.pointer}`;
    return {file, pointer};
  }
  return {file, pointer: `${location.start.line}:${location.start.col}`};
}

function toProblem(problem: NormalizedProblem): OpenApiProblem {
  const {file, pointer} = describeLocation(problem.location[0]);
  const where = pointer.startsWith('#') ? `${file}${pointer}` : `${file}:${pointer}`;
  const fromLocation = problem.from ? describeLocation(problem.from) : undefined;
  const from = fromLocation
    ? fromLocation.pointer.startsWith('#')
      ? `${fromLocation.file}${fromLocation.pointer}`
      : `${fromLocation.file}:${fromLocation.pointer}`
    : undefined;
  return {
    ruleId: problem.ruleId,
    severity: problem.severity,
    message: problem.message.replace(ANSI_PATTERN, '').replace(/\s+/g, ' ').trim(),
    file,
    pointer,
    where,
    ...(from !== undefined && from !== where ? {from} : {}),
  };
}

function formatProblem(problem: OpenApiProblem): string {
  const from = problem.from ? ` (referenced from ${problem.from})` : '';
  return `${problem.where}: ${problem.message} [${problem.ruleId}]${from}`;
}

/** The two bundle passes report the same problems; keep one of each. */
function dedupe(problems: readonly NormalizedProblem[]): NormalizedProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${formatProblem(toProblem(problem))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function asDocument(parsed: unknown, rootFile: string): OpenApiDocument {
  if (!isJsonObject(parsed)) {
    throw new Error(`OpenAPI document ${relativeToCwd(rootFile)} did not bundle into an object.`);
  }
  return parsed;
}

interface LoadOpenApiOptions {
  /** Run the Redocly linter first and fail on errors (default true). */
  readonly validate?: boolean;
}

/**
 * Lint, then bundle the document at `rootFile`. Throws `OpenApiLoadError` when the linter reports
 * an error (warnings do not fail the load).
 */
export async function loadOpenApi(rootFile: string, options: LoadOpenApiOptions = {}): Promise<LoadedOpenApi> {
  const absoluteRoot = path.resolve(rootFile);
  if (!fs.existsSync(absoluteRoot)) {
    throw new Error(`OpenAPI root file ${relativeToCwd(absoluteRoot)} does not exist.`);
  }
  const {config, configFile} = await resolveLintConfig(absoluteRoot);

  if (options.validate !== false) {
    const lintProblems = await lint({ref: absoluteRoot, config});
    const errors = lintProblems.filter((problem) => problem.severity === 'error' && problem.ignored !== true);
    if (errors.length > 0) {
      throw new OpenApiLoadError(absoluteRoot, errors.map(toProblem), errors);
    }
  }

  const dereferenced = await bundle({ref: absoluteRoot, config, dereference: true});
  const bundled = await bundle({ref: absoluteRoot, config, dereference: false});

  if (options.validate !== false) {
    const bundleErrors = dedupe(
      [...dereferenced.problems, ...bundled.problems].filter(
        (problem) => problem.severity === 'error' && problem.ignored !== true,
      ),
    );
    if (bundleErrors.length > 0) {
      throw new OpenApiLoadError(absoluteRoot, bundleErrors.map(toProblem), bundleErrors);
    }
  }

  const files = new Set<string>([absoluteRoot]);
  for (const file of dereferenced.fileDependencies) files.add(path.resolve(file));
  for (const file of bundled.fileDependencies) files.add(path.resolve(file));
  if (configFile) files.add(path.resolve(configFile));

  return {
    document: asDocument(dereferenced.bundle.parsed, absoluteRoot),
    bundledDocument: asDocument(bundled.bundle.parsed, absoluteRoot),
    sourceFiles: [...files].sort(),
  };
}
