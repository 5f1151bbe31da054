import type { FastifyRequest } from 'fastify';
import type { AppendResult } from '@nvp/events';

/** A question a volunteer may answer YES or NO by SMS: when it was sent, and how to record the answer. */
export interface OpenQuestion {
  sentAt: Date;
  answer: (request: FastifyRequest, answer: 'YES' | 'NO') => Promise<AppendResult | undefined>;
}
/** A slice's finder: the most recently sent question still open for any of these volunteers (one person's accounts). */
export type OpenQuestionFinder = (volunteerIds: string[]) => Promise<OpenQuestion | undefined>;

/**
 * Replies by SMS (issue 28): one number, one inbound route, several slices asking questions (the emergency call-out,
 * the engagement reminder). Each slice registers a finder; POST /api/sms/inbound answers the newest open question,
 * so a YES goes to what the volunteer was asked last. Slices never import each other's files: they meet here.
 */
export const createSmsReplies = () => {
  const finders: OpenQuestionFinder[] = [];
  return {
    register: (finder: OpenQuestionFinder) => void finders.push(finder),
    /** The newest open question among every slice's, or undefined when none is open. */
    newest: async (volunteerIds: string[]): Promise<OpenQuestion | undefined> => {
      if (!volunteerIds.length) return undefined;
      const found = (await Promise.all(finders.map((find) => find(volunteerIds)))).filter((q): q is OpenQuestion => Boolean(q));
      return found.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())[0];
    },
  };
};
