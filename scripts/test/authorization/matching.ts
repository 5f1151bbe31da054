import { everyone, volunteers, type Role } from './roles';

/** Who may call each route of the matched opportunities (issue 29): the caller's own matches and mail only (objects.ts). */
export const matchingRows: Record<string, Role[]> = {
  // Every volunteer, whatever the status: matches are shown from the first login (applying still needs approval).
  'GET /api/opportunity/for-you': volunteers,
  'GET /api/volunteer/match-mail': volunteers,
  'POST /api/volunteer/match-mail': volunteers,
  // Development only, like the outbox (registered only with DEV_OUTBOX).
  'POST /api/dev/jobs/match-mail': everyone,
};
