import { z } from 'zod';
import { defineEvent } from './define';

/**
 * The `matching` slice (issue 29): one stream `matching-<volunteerId>` per volunteer who ever set the weekly mail of
 * matched opportunities. Ids, a switch and moments only: nothing personal, nothing sealed (the mail's address is read
 * when it is sent, from the volunteer's read model, which erasure clears).
 */
export const MatchMailPreferenceSet = defineEvent(
  'matching',
  'MatchMailPreferenceSet',
  z.object({
    volunteerId: z.string().uuid(),
    /** true: a weekly mail of new matches; false: none. */
    weekly: z.boolean(),
    /** When it was set (ISO 8601): the first digest counts opportunities published from then on. */
    at: z.string(),
  }),
  'The volunteer switched the weekly mail of new opportunities matched to them on or off.',
);

export const MatchDigestSent = defineEvent(
  'matching',
  'MatchDigestSent',
  z.object({
    volunteerId: z.string().uuid(),
    /** The matched opportunities the mail names, best first: published since the last digest and never mailed before. */
    opportunityIds: z.array(z.string().uuid()).min(1),
    /** When the weekly job decided it (ISO 8601): the next digest counts opportunities published after it. */
    at: z.string(),
  }),
  'The weekly job found opportunities newly matched to a volunteer who opted in, and recorded the digest the mail sink sends them.',
);

export const matchingEvents = [MatchMailPreferenceSet, MatchDigestSent] as const;
