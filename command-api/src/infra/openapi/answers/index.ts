import type { AnswerDoc } from '../types';
import { adminAnswers, platformAnswers } from './admin';
import { applicationAnswers } from './application';
import { attendanceAnswers } from './attendance';
import { calendarAnswers } from './calendar';
import { certificateAnswers } from './certificate';
import { matchingAnswers } from './matching';
import { contentAnswers } from './content';
import { complaintAnswers, emergencyAnswers } from './emergency';
import { opportunityAnswers } from './opportunity';
import { organisationAnswers } from './organisation';
import { reportingAnswers } from './reporting';
import { vioAnswers } from './vio';
import { volunteerAnswers } from './volunteer';

/**
 * The success answers of the reads (and of the writes that answer more than `{ message, position }`), per route,
 * one file per slice (issue 26). Merged into the catalogue as each route's `ok`; a route may have it in one place only.
 */
const parts: Record<string, AnswerDoc>[] = [
  adminAnswers,
  platformAnswers,
  applicationAnswers,
  attendanceAnswers,
  calendarAnswers,
  certificateAnswers,
  matchingAnswers,
  contentAnswers,
  complaintAnswers,
  emergencyAnswers,
  opportunityAnswers,
  organisationAnswers,
  reportingAnswers,
  vioAnswers,
  volunteerAnswers,
];

export const answers: Record<string, AnswerDoc> = {};
for (const part of parts) {
  for (const [route, answer] of Object.entries(part)) {
    if (route in answers) throw new Error(`OpenAPI answers: ${route} is described twice`);
    answers[route] = answer;
  }
}
