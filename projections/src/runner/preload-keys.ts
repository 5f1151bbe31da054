import { collectSealedSubjects, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from './projection';

/** The subjects whose keys open the sealed parts of these events. */
export const sealedSubjects = (events: RecordedEvent[]) => {
  const subjects = new Set<string>();
  for (const e of events) collectSealedSubjects(e.data, subjects);
  return subjects;
};

/** The projection with the vault keys of each batch loaded in one query before its handler opens them one by one. */
export const preloadingKeys =
  (vault: Pick<Vault, 'preload'>) =>
  (projection: PostgresProjection): PostgresProjection => ({
    ...projection,
    async handle(events, ctx) {
      const subjects = sealedSubjects(events);
      if (subjects.size > 1) await vault.preload(subjects);
      return projection.handle(events, ctx);
    },
  });
