import type {Page} from '@playwright/test';
import {test, expect, openPage} from './fixtures';

/** The transition table row leading from one state to another. */
function transitionRow(page: Page, from: string, to: string) {
  return page
    .getByRole('row')
    .filter({has: page.getByRole('cell', {name: from, exact: true}).first()})
    .filter({has: page.locator('td:nth-child(2)', {hasText: new RegExp(`^${to}$`)})});
}

test('a transition of the rental lifecycle links to the operation that causes it and the event it sends', async ({
  page,
}) => {
  await openPage(page, '/docs/contracts-rental');
  const row = transitionRow(page, 'term_ending', 'pending_return');
  await expect(row).toHaveCount(1);
  // The state diagram drawn from the same lifecycle renders once it is on screen.
  await page.getByText('stateDiagram-v2').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toContainText('pending_return', {
    timeout: 20_000,
  });

  await row.getByRole('link', {name: 'Choose an end-of-term option'}).click();
  await expect(page).toHaveURL(/\/docs\/api\/term#createContractTermDecision$/);
  await expect(page.locator('[id="createContractTermDecision"]')).toBeInViewport();

  await page.goBack();
  await transitionRow(page, 'term_ending', 'pending_return').getByRole('link', {name: 'contract.return_due'}).click();
  await expect(page).toHaveURL(/\/docs\/api\/webhooks#contractReturnDue$/);
  const event = page.locator('[id="contractReturnDue"]');
  await expect(event).toBeInViewport();
  // The event's entry names the transition back.
  await expect(event.locator('xpath=..')).toContainText('Sent on: RentalContract term_ending → pending_return');
});
