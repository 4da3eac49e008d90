// Search relevance as a test: queries a partner types (identifiers, error codes, event types,
// task words, misspellings), each with the places that answer it, run through the navbar search
// of the built site. At least 90 % must have an answer among the first three results (pages, each
// with its matching sections); hit@1, hit@3 and the mean reciprocal rank are printed. Tune the
// index (weights, markup, ranking), never this list, when it fails.
import {test, expect, openPage} from './fixtures';

/** A query and the addresses that answer it: a page (any of its sections counts) or one anchor. */
const queries: ReadonlyArray<readonly [query: string, answers: readonly string[]]> = [
  ['createContractHandover', ['/docs/api/contract-device-handover-rental#createContractHandover']],
  ['createSale', ['/docs/api/acme-sales#createSale']],
  ['completeSale', ['/docs/api/acme-sales#completeSale']],
  ['getAccessToken', ['/docs/api/auth-token#getAccessToken']],
  ['listContracts', ['/docs/api/contracts#listContracts']],
  ['createQuote', ['/docs/api/quotes#createQuote']],
  ['createRefund', ['/docs/api/payments#createRefund']],
  ['forceTestOutcome', ['/docs/api/enviroments#forceTestOutcome']],
  ['getCurrentPartner', ['/docs/api/enviroments#getCurrentPartner']],
  ['rate_limited', ['/docs/errors#rate_limited']],
  ['quote_expired', ['/docs/errors#quote_expired']],
  ['insufficient_scope', ['/docs/errors#insufficient_scope']],
  ['idempotency_key_reused', ['/docs/errors#idempotency_key_reused']],
  ['state_conflict', ['/docs/errors#state_conflict']],
  ['contract.activated', ['/docs/api/webhooks#contractActivated']],
  ['payment.failed', ['/docs/api/webhooks#paymentFailed']],
  ['sale.completed', ['/docs/api/webhooks#saleCompleted']],
  ['credit_check.manual_review', ['/docs/api/webhooks#creditCheckManualReview']],
  ['handover.completed', ['/docs/api/webhooks#handoverCompleted']],
  ['refund deposit', ['/docs/payments-rental']],
  ['cancel contract', ['/docs/term', '/docs/contracts', '/docs/api/term']],
  ['enviroment', ['/docs/environments', '/docs/api/enviroments']],
  ['vocher', ['/docs/vouchers', '/docs/api/vochers']],
  ['access token', ['/docs/auth-token', '/docs/api/auth-token']],
  ['webhook signature', ['/docs/webhooks']],
  ['sandbox magic values', ['/docs/environments']],
  ['SEPA mandate', ['/docs/payments']],
  ['buyout', ['/docs/payments-rental', '/docs/term', '/docs/api/term']],
  ['credit check declined', ['/docs/customer-scoring-rental']],
  ['identity verification', ['/docs/customer-verification-rental']],
  ['stock reservation', ['/docs/stock-rental', '/docs/api/stock-rental']],
  ['pagination cursor', ['/docs/utilities']],
  ['damage charge', ['/docs/payments-rental', '/docs/repair-rental']],
  ['add a device', ['/docs/add-device-contract-rental', '/docs/api/add-device-contract-rental']],
  ['catalog import', ['/docs/catalog-onboarding-rental', '/docs/api/catalog-onboarding-rental']],
  ['price update', ['/docs/catalog-update-pricing-rental', '/docs/api/catalog-update-pricing-rental']],
  ['file a claim', ['/docs/repair', '/docs/api/repair']],
  ['withdrawal', ['/docs/term']],
  ['rotate secret', ['/docs/webhooks#rotate-the-secret', '/docs/api/webhooks#rotateWebhookEndpointSecret']],
  ['deductible', ['/docs/repair', '/docs/api/repair']],
  ['IMEI', ['/docs/contract-device-handover-rental']],
  ['term options', ['/docs/term', '/docs/api/term']],
  ['dunning', ['/docs/subscription']],
  ['change payment method', ['/docs/payments#change-the-payment-method-of-a-running-contract']],
  ['Standard Webhooks', ['/docs/webhooks', '/blog/api-4-2-webhooks']],
];

function answers(href: string, accepted: readonly string[]): boolean {
  return accepted.some((target) => (target.includes('#') ? href === target : href.split('#')[0] === target));
}

test('partners find what they search for among the first three results', async ({page}) => {
  test.setTimeout(180_000);
  await openPage(page, '/');
  await page.getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  const input = dialog.getByRole('combobox', {name: 'Search'});
  const ranks: Array<number | undefined> = [];
  const misses: string[] = [];
  for (const [query, accepted] of queries) {
    await input.fill(query);
    // The status names the query its results are for.
    await expect(dialog.getByRole('status')).toContainText(`“${query}”`, {timeout: 15_000});
    // Results are grouped by page: a query's rank is the place of the first page that answers it.
    const groups = await dialog
      .getByRole('listbox')
      .getByRole('group')
      .evaluateAll((elements) =>
        elements.map((group) =>
          Array.from(group.querySelectorAll('[role="option"]'), (option) => option.getAttribute('href') ?? ''),
        ),
      );
    const rank = groups.findIndex((hrefs) => hrefs.some((href) => answers(href, accepted)));
    ranks.push(rank === -1 ? undefined : rank + 1);
    if (rank === -1 || rank > 2) {
      const shown = groups.slice(0, 3).map((hrefs) => hrefs[0] ?? '');
      misses.push(`${query}: ${rank === -1 ? 'not found' : `rank ${rank + 1}`} (${shown.join(', ')})`);
    }
  }
  const hitAt = (n: number) => ranks.filter((rank) => rank !== undefined && rank <= n).length / ranks.length;
  const mrr = ranks.reduce<number>((sum, rank) => sum + (rank === undefined ? 0 : 1 / rank), 0) / ranks.length;
  console.log(
    `search relevance over ${queries.length} queries: hit@1 ${hitAt(1).toFixed(2)}, hit@3 ${hitAt(3).toFixed(2)}, ` +
      `MRR ${mrr.toFixed(2)}${misses.length > 0 ? `\n  below rank 3: ${misses.join('\n  ')}` : ''}`,
  );
  expect(queries.length).toBeGreaterThanOrEqual(40);
  expect(hitAt(3)).toBeGreaterThanOrEqual(0.9);
});
