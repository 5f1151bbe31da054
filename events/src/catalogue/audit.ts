import { z } from 'zod';
import { defineEvent } from './define';
import { historyKinds } from '../access/permissions';

/**
 * The `audit` slice: one stream `audit-<subjectId>` per subject whose history was opened, so a subject's
 * views read as one stream. No personal data: ids, the kind and the position looked at.
 */
export const SubjectHistoryViewed = defineEvent(
  'audit',
  'SubjectHistoryViewed',
  z.object({
    auditorId: z.string().uuid(),
    kind: z.enum(historyKinds),
    subjectId: z.string().uuid(),
    /** The position whose state was asked for (`?at=`), "commit/prepare"; absent for the plain timeline. */
    at: z.string().optional(),
  }),
  'An admin holding AUDIT opened the history of a subject (and, with `at`, its state as of that event). Who looked at whom, when.',
);

export const auditEvents = [SubjectHistoryViewed] as const;
