import { z } from 'zod';
import { matchMailRequest } from '@nvp/events';
import { routeDocs } from '../types';

/** Opportunities matched to the volunteer (issue 29): the ranked list, the weekly mail's switch and its job. */
export const matchingDocs = routeDocs('matching', {
  'GET /api/opportunity/for-you': {
    summary: "The open opportunities ranked for the caller (any volunteer), best first, each with its score and its reasons in the request's language",
    description:
      'Ranked by the volunteer\'s place (their GN division, DS division, else the distance between DS centres), skills against the required skills and core ' +
      'functions, preferred areas against the category, the SDGs of their confirmed hours, the weekdays of their past applications, and online ' +
      '(weights in docs/decisions.md). Open: listed, not ended, places left, nobody waiting, not applied for by the caller. Never empty while ' +
      'opportunities are open: with nothing told, newest first (reason `newest`). `x-match-unknown` names what the profile does not tell ' +
      '(place, skills, areas, history, days).',
    query: z.object({ lang: z.enum(['en', 'si', 'ta']).optional().describe('The language of the reasons\' text (else Accept-Language, else English).') }),
    responses: { 404: 'The volunteer is not in the read models (yet).' },
  },
  'GET /api/volunteer/match-mail': {
    summary: "The caller's weekly mail of new matches: on or off, the last digest, how many opportunities it mailed",
  },
  'POST /api/volunteer/match-mail': {
    summary: 'Switch the weekly mail of new opportunities matched to the caller on or off (any volunteer)',
    body: matchMailRequest,
    responses: { 400: '`weekly` is not true or false.' },
  },
  'POST /api/dev/jobs/match-mail': {
    summary: 'Development only: record now the digest of every volunteer who opted in (an opportunity is still mailed once); the hourly job sends each weekly',
    body: 'none',
  },
});
