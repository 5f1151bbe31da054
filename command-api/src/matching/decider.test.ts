import { describe, expect, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { DIGEST_SIZE, matchingDecider, WEEK_MS, type MatchingEvent } from './decider';

const volunteerId = '00000000-0000-4000-8000-0000000000c1';
const now = new Date('2027-06-05T03:30:00Z');
const at = now.toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const on: MatchingEvent = { type: 'MatchMailPreferenceSet', data: { volunteerId, weekly: true, at: '2027-06-01T00:00:00.000Z' } };
const off: MatchingEvent = { type: 'MatchMailPreferenceSet', data: { volunteerId, weekly: false, at: '2027-06-02T00:00:00.000Z' } };
const digest = (ids: string[], when = '2027-06-03T00:00:00.000Z'): MatchingEvent => ({ type: 'MatchDigestSent', data: { volunteerId, opportunityIds: ids, at: when } });
const send = (matches: string[], minIntervalMs = 0) => ({ type: 'SendDigest' as const, volunteerId, matches, now, minIntervalMs });

describe('the weekly mail of matches (issue 29)', () => {
  const { given } = spec(matchingDecider);

  it('switches on, and again on is nothing new', () => {
    given([]).when({ type: 'SetMatchMail', volunteerId, weekly: true, now }).then([{ type: 'MatchMailPreferenceSet', data: { volunteerId, weekly: true, at } }]);
    given([on]).when({ type: 'SetMatchMail', volunteerId, weekly: true, now }).then([]);
    given([on]).when({ type: 'SetMatchMail', volunteerId, weekly: false, now }).then([{ type: 'MatchMailPreferenceSet', data: { volunteerId, weekly: false, at } }]);
  });

  it('given the mail on, a digest names the matches, best first, at most DIGEST_SIZE', () => {
    given([on]).when(send([id(2), id(1)])).then([digest([id(2), id(1)], at)]);
    const many = Array.from({ length: DIGEST_SIZE + 5 }, (_, i) => id(i + 1));
    given([on]).when(send(many)).then([digest(many.slice(0, DIGEST_SIZE), at)]);
  });

  it('never mails an opportunity twice; nothing new is no mail', () => {
    given([on, digest([id(1)])]).when(send([id(1), id(2)])).then([digest([id(2)], at)]);
    given([on, digest([id(1), id(2)])]).when(send([id(1), id(2)])).then([]);
    given([on]).when(send([])).then([]);
  });

  it('given the mail off (or never on), no digest', () => {
    given([]).when(send([id(1)])).then([]);
    given([on, off]).when(send([id(1)])).then([]);
  });

  it('given a digest younger than the interval, none yet', () => {
    given([on, digest([id(1)], new Date(now.getTime() - WEEK_MS + 60_000).toISOString())]).when(send([id(2)], WEEK_MS)).then([]);
    given([on, digest([id(1)], new Date(now.getTime() - WEEK_MS).toISOString())]).when(send([id(2)], WEEK_MS)).then([digest([id(2)], at)]);
  });
});

describe('digestSince', () => {
  it('looks back a week for a first digest, and an hour before the last one after it', async () => {
    const { digestSince, DIGEST_OVERLAP_MS } = await import('./decider');
    expect(digestSince(matchingDecider.initialState, now).getTime()).toBe(now.getTime() - WEEK_MS);
    const after = [on, digest([id(1)], '2027-06-03T00:00:00.000Z')].reduce(matchingDecider.evolve, matchingDecider.initialState);
    expect(digestSince(after, now).getTime()).toBe(Date.parse('2027-06-03T00:00:00.000Z') - DIGEST_OVERLAP_MS);
  });
});
