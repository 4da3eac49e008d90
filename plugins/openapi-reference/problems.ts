/**
 * The error catalogue: one entry per problem type of `x-problem-types`, with what it means, what to
 * do, whether to retry, its example and the operations that return it.
 */
import {STATUS_CODES} from 'node:http';
import {isJsonObject, type JsonObject} from './json';
import {renderMarkdown} from './markdown';
import {examplesOf} from './bodies';
import {operationsOf, problemCodes, type CanonicalProblems} from './operations';
import {deref, strings, text} from './refs';
import {topicsOf} from './topics';
import type {ErrorCatalogData, ProblemTypeView} from './types';

type ProblemType = {readonly code: string; readonly problem: JsonObject; readonly response: JsonObject};

/** The problem types of the resolved `x-problem-types` responses (those that name their code). */
function problemTypes(document: JsonObject, responses: readonly JsonObject[]): ProblemType[] {
  return responses.flatMap((raw): ProblemType[] => {
    const response = deref(document, raw);
    const problem = response?.['x-problem'];
    if (response === undefined || !isJsonObject(problem) || typeof problem['code'] !== 'string') return [];
    return [{code: problem['code'], problem, response}];
  });
}

/** The catalogue's compact example of a problem type. */
function exampleOf(document: JsonObject, response: JsonObject): string | undefined {
  const content = response['content'];
  const media = isJsonObject(content) ? content['application/problem+json'] : undefined;
  return isJsonObject(media) ? examplesOf(document, media, {mediaType: 'application/json'})[0]?.value : undefined;
}

/** Problem code → the catalogue's compact example. */
export function canonicalProblems(document: JsonObject, responses: readonly JsonObject[]): CanonicalProblems {
  const out = new Map<string, string>();
  for (const {code, response} of problemTypes(document, responses)) {
    const example = exampleOf(document, response);
    if (example !== undefined) out.set(code, example);
  }
  return out;
}

type ReturnedBy = ProblemTypeView['operations'][number];

/** For each problem code, the operations whose responses can carry it (on their first topic's page). */
function operationsByProblem(document: JsonObject): Map<string, ReturnedBy[]> {
  const slugs = new Map(topicsOf(document).map((topic) => [topic.name, topic.slug]));
  const returnedBy = new Map<string, ReturnedBy[]>();
  for (const {operation} of operationsOf(document)) {
    const slug = strings(operation['tags'])
      .map((tag) => slugs.get(tag))
      .find((value) => value !== undefined);
    if (slug === undefined || !isJsonObject(operation['responses'])) continue;
    const codes = new Set(
      Object.values(operation['responses']).flatMap((raw) => problemCodes(document, deref(document, raw) ?? {})),
    );
    for (const code of codes) {
      const list = returnedBy.get(code) ?? [];
      list.push({operationId: String(operation['operationId']), slug, summary: text(operation['summary']) ?? ''});
      returnedBy.set(code, list);
    }
  }
  return returnedBy;
}

/**
 * The reason phrase of an HTTP status, as an HTTP client or a log prints it ("500 Internal Server
 * Error"): partners search the catalogue with what they saw. 422 has its current name (RFC 9110),
 * which the guides' example responses use too; Node still has the older "Unprocessable Entity".
 */
function reasonPhrase(status: number): string {
  return status === 422 ? 'Unprocessable Content' : (STATUS_CODES[status] ?? '');
}

/** The error catalogue, from the resolved response objects of the document's `x-problem-types`. */
export function buildErrorCatalog(document: JsonObject, responses: readonly JsonObject[]): ErrorCatalogData {
  const returnedBy = operationsByProblem(document);
  const problems = problemTypes(document, responses).map(({code, problem, response}): ProblemTypeView => {
    const status = typeof problem['status'] === 'number' ? problem['status'] : 0;
    return {
      code,
      status,
      statusText: reasonPhrase(status),
      title: text(problem['title']) ?? code,
      meaningHtml: renderMarkdown(text(response['description']) ?? ''),
      resolution: text(problem['resolution']) ?? '',
      retryable: problem['retryable'] === true,
      example: exampleOf(document, response) ?? '',
      operations: returnedBy.get(code) ?? [],
    };
  });
  problems.sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
  return {
    problems,
    toc: problems.map((problem) => ({value: `${problem.code} (${problem.status})`, id: problem.code, level: 2})),
  };
}
