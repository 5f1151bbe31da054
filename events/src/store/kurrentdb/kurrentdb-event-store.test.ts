import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WrongExpectedVersionError as ClientWrongExpectedVersionError, StreamNotFoundError } from '@kurrent/kurrentdb-client';
import { START, type Position } from '../../envelope';
import { WrongExpectedVersionError } from '../port';
import { eventStoreContract } from '../contract';
import { newEvent } from '../../testing';
import {
  createKurrentDbEventStore,
  fromKurrentPosition,
  fromKurrentRecord,
  isSystemEvent,
  pageOfAll,
  toEventData,
  toKurrentPosition,
  toStreamState,
  translateAppendError,
} from './kurrentdb-event-store';

// ----------------------------------------------------------------------------------------------
// Pure mappings: always run.
// ----------------------------------------------------------------------------------------------

describe('KurrentDB mappings', () => {
  it('maps expected states onto the client stream states', () => {
    expect(toStreamState('no_stream')).toBe('no_stream');
    expect(toStreamState('stream_exists')).toBe('stream_exists');
    expect(toStreamState('any')).toBe('any');
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
    expect(() => toStreamState(-1n)).toThrow(/Invalid expected state/);
  });

  it('maps START to the client start and other positions one to one', () => {
    expect(toKurrentPosition(START)).toBe('start');
    expect(toKurrentPosition({ commit: 0n, prepare: 0n })).toEqual({ commit: 0n, prepare: 0n });
    expect(toKurrentPosition({ commit: 1234n, prepare: 1200n })).toEqual({ commit: 1234n, prepare: 1200n });
    expect(fromKurrentPosition({ commit: 99n, prepare: 98n })).toEqual({ commit: 99n, prepare: 98n });
    expect(fromKurrentPosition(undefined)).toEqual(START);
  });

  it('translates the client wrong-expected-version error into our typed conflict', () => {
    const revision = translateAppendError(
      new ClientWrongExpectedVersionError(undefined, { streamName: 's-1', expected: 0n, current: 3n } as never),
      's-1',
      0n,
    );
    expect(revision).toBeInstanceOf(WrongExpectedVersionError);
    expect(revision).toMatchObject({ streamId: 's-1', expected: 0n, actual: 3n });

    const missing = translateAppendError(
      new ClientWrongExpectedVersionError(undefined, { streamName: 's-2', expected: 'stream_exists', current: 'no_stream' } as never),
      's-2',
      'stream_exists',
    );
    expect(missing).toMatchObject({ streamId: 's-2', expected: 'stream_exists', actual: 'no_stream' });
    expect(missing).toBeInstanceOf(WrongExpectedVersionError);

    const other = new StreamNotFoundError(undefined, 's-3');
    expect(translateAppendError(other, 's-3', 'any')).toBe(other);
    const plain = new Error('boom');
    expect(translateAppendError(plain, 's-4', 'any')).toBe(plain);
  });

  it('keeps our id and stores the version in the metadata, and reads both back', () => {
    const event = { ...newEvent('Happened', { n: 1 }), version: 3 };
    event.metadata.actorId = 'actor-1';
    const data = toEventData(event);
    expect(data).toMatchObject({ id: event.id, type: 'Happened', data: { n: 1 }, contentType: 'application/json' });
    expect(data.metadata).toEqual({ ...event.metadata, $v: 3 });

    const created = new Date('2026-11-21T10:00:00Z');
    const recorded = fromKurrentRecord({
      id: event.id,
      type: 'Happened',
      streamId: 'volunteer-1',
      revision: 4n,
      created,
      data: { n: 1 },
      metadata: data.metadata,
      position: { commit: 500n, prepare: 480n },
    });
    expect(recorded).toEqual({
      id: event.id,
      type: 'Happened',
      version: 3,
      data: { n: 1 },
      metadata: event.metadata,
      streamId: 'volunteer-1',
      streamRevision: 4n,
      position: { commit: 500n, prepare: 480n },
      recordedAt: created,
    });
  });

  it('recognises system events by type or stream', () => {
    expect(isSystemEvent({ type: '$statsCollected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-volunteer' })).toBe(true);
    expect(isSystemEvent({ type: '$metadata', streamId: '$$volunteer-1' })).toBe(true);
    expect(isSystemEvent({ type: 'VolunteerRegistered', streamId: 'volunteer-1' })).toBe(false);
  });

  describe('a page of $all', () => {
    const record = (n: number, type = 'Counted', streamId = 'volunteer-1') => ({
      id: randomUUID(),
      type,
      streamId,
      revision: BigInt(n),
      created: new Date(),
      data: { n },
      metadata: { occurredAt: new Date().toISOString(), $v: 1 },
      position: { commit: BigInt(n * 100), prepare: BigInt(n * 100) },
    });
    const at = (n: number): Position => ({ commit: BigInt(n * 100), prepare: BigInt(n * 100) });

    it('drops the record at the start position, skips system events and still moves past them', () => {
      const raw = [record(1), record(2, '$statsCollected', '$stats-node'), record(3), record(4, '$metadata', '$$volunteer-1')];
      const page = pageOfAll(at(1), raw, 10);
      expect(page.events.map((e) => (e.data as { n: number }).n)).toEqual([3]);
      expect(page.checkedUpTo).toEqual(at(4));
      expect(page.caughtUp).toBe(true);
    });

    it('applies the filter client-side and reports a full page as not caught up', () => {
      const raw = [record(1, 'Kept', 'p-a'), record(2, 'Skipped', 'p-a'), record(3, 'Kept', 'q-a')];
      const page = pageOfAll(START, raw, 3, { eventTypes: ['Kept'], streamPrefixes: ['p-'] });
      expect(page.events.map((e) => e.position)).toEqual([at(1)]);
      expect(page.checkedUpTo).toEqual(at(3));
      expect(page.caughtUp).toBe(false);
    });

    it('stays where it was when nothing new is there', () => {
      expect(pageOfAll(at(7), [record(7)], 10)).toEqual({ events: [], checkedUpTo: at(7), caughtUp: true });
      expect(pageOfAll(START, [], 10)).toEqual({ events: [], checkedUpTo: START, caughtUp: true });
    });
  });
});

// ----------------------------------------------------------------------------------------------
// The contract suite against a real server: KURRENTDB_URL, else a container, else skipped.
// ----------------------------------------------------------------------------------------------

const dockerAvailable = async () => {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
};

const url = process.env.KURRENTDB_URL;
const useDocker = !url && (await dockerAvailable());

if (url) {
  eventStoreContract('kurrentdb', async () => {
    const store = createKurrentDbEventStore({ connectionString: url, pollMs: 50 });
    return { store, close: () => store.close() };
  });
} else if (useDocker) {
  eventStoreContract('kurrentdb', async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(process.env.KURRENTDB_IMAGE ?? 'docker.kurrent.io/kurrent-latest/kurrentdb:latest')
      .withCommand(['--insecure', '--run-projections=None', '--mem-db'])
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(110_000)
      .start();
    const store = createKurrentDbEventStore({
      connectionString: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      pollMs: 50,
    });
    return {
      store,
      close: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
} else {
  console.info('KurrentDB contract suite skipped: set KURRENTDB_URL (or run a Docker engine) to run it');
  describe.skip('EventStore contract: kurrentdb (needs KURRENTDB_URL or a Docker engine)', () => {
    it('runs the contract suite', () => undefined);
  });
}
