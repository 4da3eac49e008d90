/**
 * Reads the problem types listed in `x-problem-types` from their files, examples inlined. The
 * bundler leaves references inside extensions as they are, so this plugin resolves them itself.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import {isJsonArray, isJsonObject, type JsonObject, type JsonValue} from './json';

const readYaml = async (file: string): Promise<JsonValue> => parse(await readFile(file, 'utf8')) as JsonValue;

export async function loadProblemTypes(specPath: string, bundled: JsonObject): Promise<JsonObject[]> {
  const entries = isJsonArray(bundled['x-problem-types']) ? bundled['x-problem-types'] : [];
  return Promise.all(
    entries.filter(isJsonObject).map(async (entry) => {
      const ref = entry['$ref'];
      if (typeof ref !== 'string') return entry;
      const file = path.resolve(path.dirname(specPath), ref);
      const response = await readYaml(file);
      if (!isJsonObject(response)) throw new Error(`${path.relative(process.cwd(), file)}: expected a response object`);
      const content = isJsonObject(response['content']) ? response['content'] : {};
      const media = isJsonObject(content['application/problem+json']) ? content['application/problem+json'] : {};
      const examples: Record<string, JsonValue> = {};
      for (const [key, example] of Object.entries(isJsonObject(media['examples']) ? media['examples'] : {})) {
        const exampleRef = isJsonObject(example) ? example['$ref'] : undefined;
        examples[key] =
          typeof exampleRef === 'string'
            ? await readYaml(path.resolve(path.dirname(file), exampleRef))
            : (example ?? null);
      }
      const {headers: _headers, ...rest} = response;
      return {
        ...rest,
        content: {'application/problem+json': {...media, schema: {$ref: '#/components/schemas/Problem'}, examples}},
      };
    }),
  );
}
