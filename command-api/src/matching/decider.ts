import type { EventOf, MatchDigestSent, MatchMailPreferenceSet } from '@nvp/events';
import type { Decider } from '../infra/decider';

/**
 * The weekly mail of matched opportunities (issue 29): one stream `matching-<volunteerId>` per volunteer who set it.
 * The volunteer switches it on or off; the weekly job asks for a digest with the ranked matches it found, and the
 * decider keeps only those never mailed before, at most DIGEST_SIZE, and none while the mail is off or the last
 * digest is younger than the job's interval.
 */
export type MatchingEvent = EventOf<typeof MatchMailPreferenceSet> | EventOf<typeof MatchDigestSent>;
export type MatchingCommand =
  | { type: 'SetMatchMail'; volunteerId: string; weekly: boolean; now: Date }
  | {
      type: 'SendDigest';
      volunteerId: string;
      /** The matches found, best first (ids of open opportunities published since `digestSince`). */
      matches: string[];
      now: Date;
      /** The least time between two digests (a week for the sweep; 0 for the development job). */
      minIntervalMs: number;
    };
export interface MatchingState {
  weekly: boolean;
  /** When the mail was last switched on (ISO 8601). */
  optedInAt?: string;
  lastDigestAt?: string;
  mailed: ReadonlySet<string>;
}

/** The most opportunities one mail names. */
export const DIGEST_SIZE = 10;
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How far before the last digest the next one looks again: an opportunity approved just before a digest but not yet in
 * the read model the job read is still found next time (what was mailed is never mailed again: `mailed`).
 */
export const DIGEST_OVERLAP_MS = 60 * 60 * 1000;
/** From when a digest counts published opportunities: the last digest (less the overlap), else the week before `now`. */
export const digestSince = (state: MatchingState, now: Date) =>
  state.lastDigestAt ? new Date(Date.parse(state.lastDigestAt) - DIGEST_OVERLAP_MS) : new Date(now.getTime() - WEEK_MS);

export const matchingDecider: Decider<MatchingCommand, MatchingEvent, MatchingState> = {
  initialState: { weekly: false, mailed: new Set() },
  decide(command, state) {
    if (command.type === 'SetMatchMail') {
      if (command.weekly === state.weekly) return [];
      return [{ type: 'MatchMailPreferenceSet', data: { volunteerId: command.volunteerId, weekly: command.weekly, at: command.now.toISOString() } }];
    }
    if (!state.weekly) return [];
    if (state.lastDigestAt && command.now.getTime() - Date.parse(state.lastDigestAt) < command.minIntervalMs) return [];
    const fresh = [...new Set(command.matches)].filter((id) => !state.mailed.has(id)).slice(0, DIGEST_SIZE);
    if (!fresh.length) return [];
    return [{ type: 'MatchDigestSent', data: { volunteerId: command.volunteerId, opportunityIds: fresh, at: command.now.toISOString() } }];
  },
  evolve(state, event) {
    if (event.type === 'MatchMailPreferenceSet') return { ...state, weekly: event.data.weekly, ...(event.data.weekly ? { optedInAt: event.data.at } : {}) };
    return { ...state, lastDigestAt: event.data.at, mailed: new Set([...state.mailed, ...event.data.opportunityIds]) };
  },
};
