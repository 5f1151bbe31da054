import { randomUUID } from 'node:crypto';
import { catalogue, streams, WrongExpectedVersionError, type EventStore, type Vault } from '@nvp/events';

/**
 * Unique values (e-mail, NIC) are claimed by appending to `unique-<kind>-<blind index>`; the stream's
 * last event says who holds it. Works the same on PostgreSQL and KurrentDB: no cross-stream transaction.
 */
export const createReservations = (store: EventStore, vault: Vault) => {
  const streamFor = (kind: string, value: string) => streams.unique(kind, vault.blindIndex(kind, value.trim().toLowerCase()));
  const event = (type: 'UniqueValueClaimed' | 'UniqueValueReleased', kind: string, owner: string, now: Date) => ({
    id: randomUUID(),
    type,
    ...catalogue.validate(type, { kind, owner }),
    metadata: { occurredAt: now.toISOString() },
  });

  const holder = async (kind: string, value: string) => {
    const events = await store.readStream(streamFor(kind, value));
    const last = events[events.length - 1];
    return {
      owner: last?.type === 'UniqueValueClaimed' ? (last.data as { owner: string }).owner : undefined,
      revision: last?.streamRevision,
      claimedAt: last?.recordedAt,
    };
  };

  return {
    holder,
    /** True when `owner` now holds the value (also when it already did). */
    async claim(kind: string, value: string, owner: string, now = new Date()): Promise<boolean> {
      const current = await holder(kind, value);
      if (current.owner === owner) return true;
      if (current.owner) {
        // A claim left behind by a registration that crashed before its first event is stale after a minute.
        const ownerExists = (await store.readStream(current.owner, { maxCount: 1 })).length > 0;
        const stale = !ownerExists && current.claimedAt !== undefined && now.getTime() - current.claimedAt.getTime() > 60_000;
        if (!stale) return false;
      }
      try {
        await store.append(streamFor(kind, value), [event('UniqueValueClaimed', kind, owner, now)], {
          expected: current.revision ?? 'no_stream',
        });
        return true;
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) return (await holder(kind, value)).owner === owner;
        throw error;
      }
    },
    async release(kind: string, value: string, owner: string, now = new Date()) {
      const current = await holder(kind, value);
      if (current.owner !== owner) return;
      await store.append(streamFor(kind, value), [event('UniqueValueReleased', kind, owner, now)], { expected: current.revision! });
    },
    /** Next number of a named sequence: the counter stream's revision, safe under concurrency. */
    async nextNumber(counter: string, owner: string, now = new Date()) {
      const result = await store.append(
        streams.counter(counter),
        [{ id: randomUUID(), type: 'RegistrationNumberIssued', ...catalogue.validate('RegistrationNumberIssued', { owner }), metadata: { occurredAt: now.toISOString() } }],
        { expected: 'any' },
      );
      return Number(result.nextRevision) + 1;
    },
  };
};
export type Reservations = ReturnType<typeof createReservations>;
