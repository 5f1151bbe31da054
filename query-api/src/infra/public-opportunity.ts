/**
 * Which opportunities anyone may see, written once for every read that shows them (the public list, the sitemap,
 * the open data feed, the opportunity's own page and its server-written head).
 */

/** Listed publicly: a formal opportunity, approved, not deleted, its VIO active. SQL over rm_opportunities, word for
 * word the predicate of its partial index, so PostgreSQL can use that index. */
export const LISTED_OPPORTUNITY = `kind = 'FORMAL' AND status = 'APPROVED' AND NOT deleted AND vio_active`;

/** Readable by anyone at its own address: approved or completed, not deleted, its VIO active. */
export const readableByAnyone = (row: { status: string; deleted: boolean; vio_active: boolean }) =>
  !row.deleted && row.vio_active && (row.status === 'APPROVED' || row.status === 'COMPLETED');
