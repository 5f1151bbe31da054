import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProducerRecord, RecordMetadata } from 'kafkajs';
import { comparePositions, createPostgresEventStore, createVault, freePort, type EventStore, type Vault } from '@nvp/events';
import { createTestDatabase, newEvent, testMasterKey } from '@nvp/events/testing';
import { createProjectionRunner, type ProjectionRunner } from './runner';
import { readCheckpoint, SIDE_EFFECT_SINKS, waitForCheckpoints, writeCheckpoint } from './checkpoints';
import { listDeadLetters, readSinkStates, safeError, type RetryPolicy } from './sink-delivery';
import { tallyProjection } from './testing/tally.projection';
import { mailSink, type MailReaction } from '../mail-reactions';
import { createHttpSmsSender } from '../notifications/http-sms';
import { createSmtpMailer } from '../notifications/smtp';
import { createKafkaPublisher, kafkaSink, type KafkaSender } from '../publisher/kafka-publisher';
import type { Projection } from './projection';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore;
let vault: Vault;
const runners: ProjectionRunner[] = [];
beforeAll(async () => {
  db = await createTestDatabase('sink_delivery');
  store = createPostgresEventStore({ pool: db.pool, pollMs: 20 });
  vault = await createVault(db.pool, testMasterKey());
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => db?.close());

const fast: RetryPolicy = { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 20 };
const phone = '+94771234567';
const email = 'nimali.perera@example.lk';

const startRunner = async (projections: Projection[], sinkRetry: RetryPolicy = fast) => {
  const errors: string[] = [];
  const runner = createProjectionRunner({ store, pool: db.pool, projections, sinkRetry, onError: (name) => errors.push(name), onNotice: () => undefined });
  runners.push(runner);
  await runner.start();
  return { runner, errors };
};

/** Appends one event of `type` per text, each to its own stream; returns the recorded positions. */
const append = async (type: string, texts: string[]) => {
  const positions = [];
  for (const text of texts) positions.push((await store.append(`poke-${randomUUID()}`, [newEvent(type, { text })], { expected: 'any' })).position);
  return positions;
};

/** Each test reads its own event type, so the sinks of one test never see another's events. */
const uniqueType = () => `Poke${randomUUID().slice(0, 8)}`;

/** A real HTTP SMS gateway: 500 (echoing the number) for a text containing "poison", 202 otherwise. */
const startGateway = async (onPoison?: (attempt: number) => Promise<void>) => {
  const bodies: string[] = [];
  let poisonAttempts = 0;
  let healed = false;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      bodies.push(JSON.parse(body).text);
      const poison = !healed && body.includes('poison');
      if (poison) await onPoison?.(++poisonAttempts);
      res.writeHead(poison ? 500 : 202, { 'content-type': 'application/json' });
      res.end(JSON.stringify(poison ? { error: `cannot deliver to ${phone}` } : { queued: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    bodies,
    heal: () => (healed = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const smsReactions = (type: string): Record<string, MailReaction> => ({
  [type]: async (e) => ({ channel: 'sms', to: phone, text: (e.data as { text: string }).text }),
});

describe('sink delivery: retries, dead letters, and the sink goes on', () => {
  it('a gateway answering 500 is retried with backoff, the message is dead-lettered and the next one is sent', async () => {
    const type = uniqueType();
    const statesDuringRetry: Awaited<ReturnType<typeof readSinkStates>>[] = [];
    const gateway = await startGateway(async (attempt) => {
      if (attempt === 2) statesDuringRetry.push(await readSinkStates(db.pool, ['mail']));
    });
    try {
      const sms = createHttpSmsSender({ url: gateway.url });
      const sink = mailSink(smsReactions(type), { vault, publicUrl: 'http://x', mailer: { send: async () => undefined }, sms });
      const [, poisonAt, lastAt] = await append(type, ['first', 'poison pill', 'third']);
      const { runner, errors } = await startRunner([sink]);
      await runner.caughtUp();

      // In order: the poison message three times (the policy's attempts), then the sink moved on.
      expect(gateway.bodies).toEqual(['first', 'poison pill', 'poison pill', 'poison pill', 'third']);
      // While it retried, its state said so (written before the wait, read by the gateway on attempt 2).
      expect(statesDuringRetry[0][0]).toMatchObject({ name: 'mail', state: 'retrying', attempts: 1, eventType: type, channel: 'sms' });
      expect(statesDuringRetry[0][0].lastError).toMatch(/SmsGatewayError: SMS gateway answered 500/);
      expect(statesDuringRetry[0][0].nextAttemptAt).not.toBeNull();

      const dead = (await listDeadLetters(db.pool)).filter((d) => d.eventType === type);
      expect(dead).toHaveLength(1);
      expect(dead[0]).toMatchObject({ sink: 'mail', attempts: 3, position: `${poisonAt.commit}/${poisonAt.prepare}`, payload: null });
      expect(dead[0].error).toMatch(/500/);
      expect(dead[0].error).not.toContain(phone); // the gateway's echo of the number is scrubbed

      const [state] = await runner.sinks();
      expect(state).toMatchObject({ name: 'mail', state: 'ok', deadLetters: 1 });
      expect(comparePositions(await readCheckpoint(db.pool, 'mail'), lastAt)).toBeGreaterThanOrEqual(0);
      expect((await runner.lag()).find((l) => l.name === 'mail')).toMatchObject({ running: true });
      expect(errors).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('an SMTP server that is not there: every message is retried then parked, the subscription keeps running', async () => {
    const type = uniqueType();
    const port = await freePort(); // nothing listens there
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'NVP <no-reply@example.lk>' });
    const reactions: Record<string, MailReaction> = { [type]: async (e) => ({ to: email, subject: 'Hello', text: (e.data as { text: string }).text }) };
    await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'mail'`);
    await db.pool.query(`DELETE FROM sink_dead_letters WHERE sink = 'mail'`).catch(() => undefined);
    const [, secondAt] = await append(type, ['one', 'two']);
    const { runner, errors } = await startRunner([mailSink(reactions, { vault, publicUrl: 'http://x', mailer })], { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 5 });
    await runner.caughtUp();
    mailer.close();

    const dead = (await listDeadLetters(db.pool)).filter((d) => d.eventType === type);
    expect(dead.map((d) => d.attempts)).toEqual([2, 2]);
    expect(dead[0].error).toMatch(/ECONNREFUSED|connect/i);
    expect((await runner.sinks())[0]).toMatchObject({ name: 'mail', state: 'ok', channel: 'smtp' });
    expect(JSON.stringify(dead)).not.toContain(email);
    expect(comparePositions(await readCheckpoint(db.pool, 'mail'), secondAt)).toBeGreaterThanOrEqual(0);
    expect((await runner.lag())[0]).toMatchObject({ name: 'mail', running: true });
    expect(errors).toEqual([]);

    // And it is still alive: a later event is handled (and parked in turn: the server is still not there).
    await append(type, ['three']);
    await runner.caughtUp();
    expect((await listDeadLetters(db.pool)).filter((d) => d.eventType === type)).toHaveLength(3);
  });

  it('a batch sink (Kafka) that fails on one event delivers the others and parks that one with its public payload', async () => {
    const poisonId = randomUUID();
    const sent: string[] = [];
    const producer: KafkaSender = {
      async send(record: ProducerRecord) {
        if (record.messages.some((m) => m.key === poisonId)) throw new Error('KafkaJSProtocolError: MESSAGE_TOO_LARGE');
        sent.push(...record.messages.map((m) => String(m.key)));
        return [] as RecordMetadata[];
      },
    };
    const ids = [randomUUID(), poisonId, randomUUID()];
    await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'kafka-publisher'`);
    const head = await store.headPosition();
    await writeCheckpoint(db.pool, 'kafka-publisher', head); // only the events of this test
    for (const volunteerId of ids) await store.append(`volunteer-${volunteerId}`, [newEvent('VolunteerEmailVerified', { volunteerId })], { expected: 'any' });
    const { runner } = await startRunner([kafkaSink({ publisher: createKafkaPublisher({ producer, topic: 't' }) })]);
    await runner.caughtUp();

    // The first batch try failed as a whole; event by event the good ones went (the first one twice at most: at least once).
    expect(new Set(sent)).toEqual(new Set([ids[0], ids[2]]));
    const dead = (await listDeadLetters(db.pool)).filter((d) => d.sink === 'kafka-publisher');
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ eventType: 'VolunteerEmailVerified', attempts: 3, payload: { volunteerId: poisonId } });
    expect(dead[0].error).toMatch(/MESSAGE_TOO_LARGE/);
    expect((await runner.sinks()).find((s) => s.name === 'kafka-publisher')).toMatchObject({ state: 'ok', deadLetters: 1, channel: 'kafka' });
  });

  /** A Kafka sink over a recording producer that fails its first `failures` sends; reads only this test's events. */
  const startKafka = async (failures = 0) => {
    const sent: string[] = [];
    let sends = 0;
    const producer: KafkaSender = {
      async send(record: ProducerRecord) {
        if (++sends <= failures) throw new Error('KafkaJSConnectionError: Connection error: connect ECONNREFUSED 127.0.0.1:9094');
        sent.push(...record.messages.map((m) => String(m.key)));
        return [] as RecordMetadata[];
      },
    };
    await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'kafka-publisher'`);
    await writeCheckpoint(db.pool, 'kafka-publisher', await store.headPosition());
    const notices: string[] = [];
    // The event a notice is about (its correlation id goes in the service's log) and each retry (the metric).
    const noticed: { message: string; eventId?: string }[] = [];
    const retries: string[] = [];
    const runner = createProjectionRunner({
      store,
      pool: db.pool,
      projections: [kafkaSink({ publisher: createKafkaPublisher({ producer, topic: 't' }) })],
      sinkRetry: fast,
      onNotice: (m, event) => {
        notices.push(m);
        noticed.push({ message: m, eventId: event?.id });
      },
      onSinkRetry: (sink) => retries.push(sink),
    });
    runners.push(runner);
    return { runner, sent, notices, noticed, retries, sends: () => sends };
  };

  it('an event its integration mapping refuses (a deterministic error) is dead-lettered on its first attempt, and the stream goes on', async () => {
    const [before, after, subjectId] = [randomUUID(), randomUUID(), randomUUID()];
    const { runner, sent, notices, noticed, retries } = await startKafka();
    await store.append(`volunteer-${before}`, [newEvent('VolunteerEmailVerified', { volunteerId: before })], { expected: 'any' });
    // A value the public schema does not know (as `by: 'principal'` was): the same event fails the same way forever.
    const terminated = newEvent('AccountTerminated', { subjectId, by: 'robot' });
    const { position } = await store.append(`account-${subjectId}`, [terminated], { expected: 'any' });
    await store.append(`volunteer-${after}`, [newEvent('VolunteerEmailVerified', { volunteerId: after })], { expected: 'any' });
    await runner.start();
    await runner.caughtUp();

    expect(new Set(sent)).toEqual(new Set([before, after]));
    const dead = (await listDeadLetters(db.pool)).filter((d) => d.eventType === 'AccountTerminated' && d.position === `${position.commit}/${position.prepare}`);
    expect(dead).toHaveLength(1);
    // One attempt, no backoff (the policy allows three).
    expect(dead[0]).toMatchObject({ sink: 'kafka-publisher', attempts: 1, payload: null });
    expect(dead[0].error).toMatch(/^IntegrationMappingError: Cannot map AccountTerminated .* to nvp\.account\.terminated\.v1: by: Invalid option/);
    expect(notices.some((n) => /AccountTerminated .* dead-lettered at once/.test(n))).toBe(true);
    expect(noticed).toContainEqual({ message: expect.stringContaining('dead-lettered'), eventId: terminated.id });
    expect(retries).toEqual([]);
    // Not the broker's fault: the sink's state names no channel.
    expect((await runner.sinks()).find((s) => s.name === 'kafka-publisher')).toMatchObject({ state: 'ok', channel: null });
    expect((await runner.lag()).find((l) => l.name === 'kafka-publisher')).toMatchObject({ running: true });
  });

  it('a broker that is down (a transient error) is still retried with backoff, and the message goes once it is back', async () => {
    const volunteerId = randomUUID();
    const { runner, sent, sends, retries } = await startKafka(2);
    await store.append(`volunteer-${volunteerId}`, [newEvent('VolunteerEmailVerified', { volunteerId })], { expected: 'any' });
    await runner.start();
    await runner.caughtUp();

    expect(sends()).toBe(3);
    expect(retries).toEqual(['kafka-publisher', 'kafka-publisher']);
    expect(sent).toEqual([volunteerId]);
    expect((await listDeadLetters(db.pool)).filter((d) => (d.payload as { volunteerId?: string } | null)?.volunteerId === volunteerId)).toEqual([]);
    expect((await runner.sinks()).find((s) => s.name === 'kafka-publisher')).toMatchObject({ state: 'ok', channel: 'kafka' });
  });

  it("a core admin's retry re-delivers a dead letter once: failed again it stays (retry cleared), delivered it goes", async () => {
    const type = uniqueType();
    const gateway = await startGateway();
    try {
      await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'mail'`);
      await writeCheckpoint(db.pool, 'mail', await store.headPosition());
      const sink = mailSink(smsReactions(type), { vault, publicUrl: 'http://x', mailer: { send: async () => undefined }, sms: createHttpSmsSender({ url: gateway.url }) });
      await append(type, ['poison, then retried']);
      const runner = createProjectionRunner({ store, pool: db.pool, projections: [sink], sinkRetry: fast, redriveIntervalMs: 20, onNotice: () => undefined });
      runners.push(runner);
      await runner.start();
      await runner.caughtUp();
      const deadOf = async () => (await listDeadLetters(db.pool)).find((d) => d.eventType === type);
      const dead = await deadOf();
      expect(dead).toMatchObject({ attempts: 3, retryRequestedAt: null });
      const until = async (done: () => Promise<boolean>) => {
        for (let i = 0; i < 400 && !(await done()); i++) await new Promise((r) => setTimeout(r, 10));
      };

      // Still failing: one more attempt, the request is cleared, the letter stays.
      await db.pool.query('UPDATE sink_dead_letters SET retry_requested_at = now() WHERE id = $1', [dead!.id]);
      await until(async () => (await deadOf())?.attempts === 4);
      expect(await deadOf()).toMatchObject({ attempts: 4, retryRequestedAt: null });
      expect(gateway.bodies.filter((b) => b.startsWith('poison'))).toHaveLength(4);

      // The gateway is back: the retry delivers it and the letter goes.
      gateway.heal();
      await db.pool.query('UPDATE sink_dead_letters SET retry_requested_at = now() WHERE id = $1', [dead!.id]);
      await until(async () => (await deadOf()) === undefined);
      expect(await deadOf()).toBeUndefined();
      expect(gateway.bodies.filter((b) => b.startsWith('poison'))).toHaveLength(5);
    } finally {
      await gateway.close();
    }
  });

  it('stopping the runner ends a long wait between attempts at once, without reporting the sink as failed', async () => {
    const type = uniqueType();
    const gateway = await startGateway();
    try {
      await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'mail'`);
      await writeCheckpoint(db.pool, 'mail', await store.headPosition());
      const sink = mailSink(smsReactions(type), { vault, publicUrl: 'http://x', mailer: { send: async () => undefined }, sms: createHttpSmsSender({ url: gateway.url }) });
      await append(type, ['poison again']);
      const { runner, errors } = await startRunner([sink], { maxAttempts: 5, baseDelayMs: 600_000, maxDelayMs: 600_000 });
      for (let i = 0; i < 200 && (await runner.sinks())[0].state !== 'retrying'; i++) await new Promise((r) => setTimeout(r, 25));
      expect((await runner.sinks())[0]).toMatchObject({ state: 'retrying', attempts: 1 });
      await runner.stop(); // would hang for ten minutes if the wait were not aborted
      expect(errors).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});

describe("an 'each' sink with concurrency", () => {
  it('delivers a window of messages at once, never more, each once; a failing one is parked while the rest go', async () => {
    const type = uniqueType();
    const name = `concurrent-${type}`;
    const sent: string[] = [];
    let inFlight = 0;
    let most = 0;
    const sink: Projection = {
      kind: 'sink',
      name,
      delivery: 'each',
      concurrency: 4,
      readModel: false,
      eventTypes: [type],
      async handle(events) {
        for (const e of events) {
          inFlight++;
          most = Math.max(most, inFlight);
          try {
            await new Promise((r) => setTimeout(r, 5));
            const { text } = e.data as { text: string };
            if (text === 'poison') throw Object.assign(new Error('refused for good'), { permanent: true });
            sent.push(text);
          } finally {
            inFlight--;
          }
        }
      },
    };
    const texts = Array.from({ length: 10 }, (_, i) => (i === 5 ? 'poison' : `message ${i}`));
    const positions = await append(type, texts);
    const { runner, errors } = await startRunner([sink]);
    await runner.caughtUp();
    expect(most).toBe(4);
    expect([...sent].sort()).toEqual(texts.filter((t) => t !== 'poison').sort());
    expect((await listDeadLetters(db.pool)).filter((d) => d.sink === name)).toHaveLength(1);
    expect(comparePositions(await readCheckpoint(db.pool, name), positions.at(-1)!)).toBeGreaterThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

describe('read-your-writes waits for read models, never for mail, SMS or Kafka', () => {
  it('in process: a read model that passed the write answers at once while the SMTP sink is stalled', async () => {
    const type = uniqueType();
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${await freePort()}`, from: 'NVP <no-reply@example.lk>' }); // nobody listens
    try {
      await db.pool.query(`DELETE FROM projection_checkpoints WHERE name IN ('mail', 'tally')`);
      await writeCheckpoint(db.pool, 'mail', await store.headPosition());
      const reactions: Record<string, MailReaction> = { [type]: async () => ({ to: email, subject: 'Welcome', text: 'Hello' }) };
      const sink = mailSink(reactions, { vault, publicUrl: 'http://x', mailer });
      const { runner } = await startRunner([tallyProjection, sink], { maxAttempts: 5, baseDelayMs: 600_000, maxDelayMs: 600_000 });
      await append(type, ['the mail that stalls the sink']);
      const { position } = await store.append(`tally-${randomUUID()}`, [newEvent('Tallied', { value: 1 })], { expected: 'any' });
      for (let i = 0; i < 200 && (await runner.sinks())[0].state !== 'retrying'; i++) await new Promise((r) => setTimeout(r, 25));
      expect((await runner.sinks())[0].state).toBe('retrying');

      expect(await runner.waitFor(position, 10_000)).toBe(true);
      // The sink has not passed it: asked for explicitly, the wait runs out.
      expect(await runner.waitFor(position, 50, ['mail'])).toBe(false);
      expect((await runner.sinks())[0]).toMatchObject({ state: 'retrying', channel: 'smtp' });
    } finally {
      mailer.close();
    }
  });

  it('across processes: stored checkpoints of side-effect sinks are not waited for, read models are, facts when asked', async () => {
    const { position } = await store.append(`tally-${randomUUID()}`, [newEvent('Tallied', { value: 1 })], { expected: 'any' });
    await db.pool.query('DELETE FROM projection_checkpoints');
    await writeCheckpoint(db.pool, 'volunteers', position);
    for (const sink of SIDE_EFFECT_SINKS) await writeCheckpoint(db.pool, sink, { commit: 0n, prepare: 0n });
    expect(await waitForCheckpoints(db.pool, position, 2_000)).toBe(true);
    // The report facts behind: a plain read does not wait for them, a report call does.
    await writeCheckpoint(db.pool, 'registration-facts', { commit: 0n, prepare: 0n });
    expect(await waitForCheckpoints(db.pool, position, 2_000)).toBe(true);
    expect(await waitForCheckpoints(db.pool, position, 50, 'with-facts')).toBe(false);
    // A read model behind is waited for either way.
    await writeCheckpoint(db.pool, 'volunteers', { commit: 0n, prepare: 0n });
    expect(await waitForCheckpoints(db.pool, position, 50)).toBe(false);
  });
});

describe('dead-letter error text', () => {
  it('keeps one short line without addresses or phone numbers', () => {
    const text = safeError(new Error(`550 5.1.1 <${email}>: Recipient address rejected\nat line 2 for ${phone} and 0771234567`));
    expect(text).toBe('550 5.1.1 <<address>>: Recipient address rejected');
    expect(safeError(new Error(`gateway refused ${phone}`))).toBe('gateway refused <number>');
  });
});
