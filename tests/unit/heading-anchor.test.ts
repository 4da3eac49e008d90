// The anchors the search works out from a heading's text, which the sections file then leaves out
// (plugins/build-output/heading-anchor.mjs). tests/build/search-index.test.ts checks every heading
// of the built site against its real id; these are the shapes the function knows.
import {describe, expect, it} from 'vitest';
import {headingAnchor} from '../../plugins/build-output/heading-anchor.mjs';

describe('headingAnchor', () => {
  it('gives a guide heading its text in lower case, marks left out, spaces as hyphens', () => {
    expect(headingAnchor('When a payment fails: dunning')).toBe('when-a-payment-fails-dunning');
    expect(headingAnchor("Advance a contract's clock")).toBe('advance-a-contracts-clock');
  });

  it('gives a webhook event its type in camel case', () => {
    expect(headingAnchor('catalog_item.status_changed — Catalog item status changed')).toBe('catalogItemStatusChanged');
    expect(headingAnchor('sale.requires_action — Sale needs action')).toBe('saleRequiresAction');
  });

  it("gives a reference page's lifecycle its schema after lifecycle-", () => {
    expect(headingAnchor('RentalContract lifecycle')).toBe('lifecycle-rentalcontract');
  });

  it('gives a problem type of the error catalogue its code, without the status', () => {
    expect(headingAnchor('rate_limited (429)')).toBe('rate_limited');
    // Not a code and a status: the plain rule.
    expect(headingAnchor('Rate limits (per partner)')).toBe('rate-limits-per-partner');
  });
});
