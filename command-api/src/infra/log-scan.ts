import { comparePositions, START, type EventStore, type Position, type RecordedEvent } from '@nvp/events';

/**
 * Streams holding an event of `type` that matches: a scan of the log (filtered by type and stream prefix), for
 * relations no stream name records (a volunteer's applications have random ids) and for rare sweeps (expired
 * invitations). Neither is on a hot path. `after`: scan only past that position (the volunteer's history reads the
 * applications read model up to its checkpoint and scans the rest).
 */
export const streamsWithEvent = async (store: EventStore, type: string, prefix: string, matches: (event: RecordedEvent) => boolean, after: Position = START) => {
  const found = new Set<string>();
  let from: Position = after;
  for (;;) {
    const page = await store.readAll(from, { maxCount: 1000, filter: { eventTypes: [type], streamPrefixes: [prefix] } });
    for (const e of page.events) if (matches(e)) found.add(e.streamId);
    if (page.caughtUp || comparePositions(page.checkedUpTo, from) <= 0) return [...found];
    from = page.checkedUpTo;
  }
};
