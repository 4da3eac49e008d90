import {describe, expect, it} from 'vitest';

import {loadOpenApi, OpenApiLoadError} from '../../plugins/openapi-reference/loader';

const fixture = 'tests/fixtures/openapi/lifecycle';

/** The `acme/lifecycle` problems of a document, as `file#pointer: message`. */
async function lifecycleProblems(root: string): Promise<string[]> {
  const error = await loadOpenApi(root).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error === undefined) return [];
  if (!(error instanceof OpenApiLoadError)) throw error;
  return error.problems
    .filter((problem) => problem.ruleId === 'acme/lifecycle')
    .map((problem) => `${problem.where}: ${problem.message}`);
}

describe('lint rule acme/lifecycle', () => {
  it('names the file and pointer of each inconsistency, and nothing in the consistent Order lifecycle', async () => {
    const parcel = `${fixture}/components/schemas/Parcel.yaml#`;
    const states = '(created, in_transit, delivered, lost, stuck, orphan)';
    expect((await lifecycleProblems(`${fixture}/openapi.yaml`)).sort()).toEqual(
      [
        // A state that is not in the enum, as a final state and as a transition's target.
        `${parcel}/x-lifecycle/final/1: State \`vanished\` is not a value of the \`status\` enum ${states}.`,
        `${parcel}/x-lifecycle/transitions/5/to: State \`cancelled\` is not a value of the \`status\` enum ${states}.`,
        // A cause that is neither an operation, a time rule nor an Acme-side action alone.
        `${parcel}/x-lifecycle/transitions/0/causes/1: A cause is one of \`operation\`, \`time\`, \`acme\` with its value.`,
        // A transition naming an event or an operation the document does not have.
        `${parcel}/x-lifecycle/transitions/1/events/0: Transition emits event \`parcel.departed\`, which is not under \`webhooks\`.`,
        `${parcel}/x-lifecycle/transitions/2/causes/0/operation: Cause names operation \`deliverParcel\`, which no path of the document declares.`,
        // A non-final state with no way out, an unreachable state, and an enum value no transition mentions.
        `${parcel}/properties/status/enum/3: State \`lost\` is not final but no transition leads out of it; add one or list it under \`final\`.`,
        `${parcel}/properties/status/enum/4: State \`stuck\` cannot be reached from an initial state (created).`,
        `${parcel}/properties/status/enum/5: State \`orphan\` of the \`status\` enum is in no transition of \`x-lifecycle\`.`,
        // Events whose payload carries a status that no transition sends: directly, and through a oneOf.
        `${fixture}/webhooks/parcel.lost.yaml#/post: Event \`parcel.lost\` carries a resource with a lifecycle, but no transition of its \`x-lifecycle\` sends it.`,
        `${fixture}/webhooks/order.cancelled.yaml#/post: Event \`order.cancelled\` carries a resource with a lifecycle, but no transition of its \`x-lifecycle\` sends it.`,
      ].sort(),
    );
  });
});
