import { isSealed, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from './projection';

// Walks every event of every batch: no arrays allocated on the way (Object.values was a visible part of a rebuild).
const collectSubjects = (value: unknown, into: Set<string>) => {
  if (typeof value !== 'object' || value === null) return;
  if (isSealed(value)) into.add(value.subject);
  else if (Array.isArray(value)) for (const v of value) collectSubjects(v, into);
  else for (const key in value) collectSubjects((value as Record<string, unknown>)[key], into);
};

/** The subjects whose keys open the sealed parts of these events. */
export const sealedSubjects = (events: RecordedEvent[]) => {
  const subjects = new Set<string>();
  for (const e of events) collectSubjects(e.data, subjects);
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
