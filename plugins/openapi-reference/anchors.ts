/**
 * The start of the anchor of each event domain's heading on the page that lists every event
 * (`events-legal-documents`). The reference writes it (webhooks.ts, at build time) and the search's
 * ranking reads it (src/search/rank.ts, in the browser): such a heading groups events and defines
 * nothing.
 */
export const eventDomainAnchorPrefix = 'events-';
