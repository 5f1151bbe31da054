/** The PostgreSQL store's "every event of transactions up to N" marker: the largest int8 as the second half. */
const THROUGH_TRANSACTION = '9223372036854775807';

/**
 * A read model's position as an admin reads it. `commit/prepare` as the runner reports it, except the store's
 * "checked up to" marker (`4651/9223372036854775807`: every event of transactions up to 4651), which shows as
 * the commit alone; the whole position stays in the title for support.
 */
export const shownPosition = (position: string | null): { text: string; title?: string } => {
  if (position === null) return { text: '—' };
  const [commit, prepare] = position.split('/');
  return prepare === THROUGH_TRANSACTION ? { text: commit, title: position } : { text: position };
};
