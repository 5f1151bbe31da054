import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProducerRecord, RecordMetadata } from 'kafkajs';
import { createVault, type RecordedEvent, type Vault } from '@nvp/events';
import { createTestDatabase, testMasterKey } from '@nvp/events/testing';
import {
  assertNoClearPersonalData,
  ClearPersonalDataError,
  createKafkaPublisher,
  kafkaSink,
  sealedFieldsOf,
  type KafkaSender,
} from './kafka-publisher';

/** An in-memory stand-in for the broker: records what was sent, or fails like a broker that is down. */
const recordingProducer = (failWith?: Error) => {
  const sent: ProducerRecord[] = [];
  const producer: KafkaSender = {
    async send(record) {
      if (failWith) throw failWith;
      sent.push(record);
      return record.messages.map((_, i): RecordMetadata => ({ topicName: record.topic, partition: 0, errorCode: 0, baseOffset: String(i) }));
    },
  };
  return { producer, sent };
};

let revision = 0n;
const recorded = (type: string, streamId: string, data: unknown): RecordedEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { occurredAt: '2026-11-21T09:00:00.000Z', actorRole: 'volunteer' },
  streamId,
  streamRevision: revision++,
  position: { commit: 700n + revision, prepare: 10n + revision },
  recordedAt: new Date('2026-11-21T09:00:01.000Z'),
});

describe('Kafka publisher', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let vault: Vault;
  const email = 'nimali.perera@example.lk';
  const nic = '199012345678';

  beforeAll(async () => {
    db = await createTestDatabase('kafka_publisher');
    vault = await createVault(db.pool, testMasterKey());
  });
  afterAll(async () => db?.close());

  const registered = async () => {
    const volunteerId = randomUUID();
    return recorded('VolunteerRegistered', `volunteer-${volunteerId}`, {
      volunteerId,
      registrationNo: 'V-000042',
      birthYear: 1990,
      emailSecretHash: 'hash',
      personal: await vault.seal(`volunteer-${volunteerId}`, { firstName: 'Nimali', lastName: 'Perera', nic, email }),
    });
  };

  it('sends each event to the topic keyed by stream id, with the envelope as JSON and type/id headers', async () => {
    const { producer, sent } = recordingProducer();
    const publisher = createKafkaPublisher({ producer, topic: 'nvp.events' });
    const first = await registered();
    const second = recorded('VolunteerEmailVerified', first.streamId, { volunteerId: (first.data as { volunteerId: string }).volunteerId });
    await publisher.publish([first, second]);

    expect(sent).toHaveLength(1);
    expect(sent[0].topic).toBe('nvp.events');
    expect(sent[0].acks).toBe(-1);
    expect(sent[0].messages.map((m) => m.key)).toEqual([first.streamId, first.streamId]);
    expect(sent[0].messages[1].headers).toMatchObject({ type: 'VolunteerEmailVerified', id: second.id });
    expect(JSON.parse(String(sent[0].messages[1].value))).toEqual({
      id: second.id,
      type: 'VolunteerEmailVerified',
      version: 1,
      streamId: first.streamId,
      streamRevision: second.streamRevision.toString(),
      position: `${second.position.commit}/${second.position.prepare}`,
      data: second.data,
      metadata: second.metadata,
      recordedAt: '2026-11-21T09:00:01.000Z',
    });
  });

  it('never lets personal data leave in clear: the sealed value is sent, the plain e-mail is nowhere', async () => {
    const { producer, sent } = recordingProducer();
    const event = await registered();
    await createKafkaPublisher({ producer, topic: 't' }).publish([event]);
    const wire = JSON.stringify(sent);
    expect(wire).not.toContain(email);
    expect(wire).not.toContain(nic);
    expect(wire).not.toContain('Nimali');
    const value = JSON.parse(String(sent[0].messages[0].value));
    expect(value.data.personal).toMatchObject({ $sealed: 'v1', subject: event.streamId });
    // And it is the real thing: the key holder can still open it.
    expect(await vault.open(value.data.personal)).toMatchObject({ email });
  });

  it('knows from the catalogue which fields are personal', () => {
    expect(sealedFieldsOf('VolunteerRegistered')).toEqual(['personal']);
    expect(sealedFieldsOf('VioRegistered')).toEqual(['personal']);
    expect(sealedFieldsOf('VolunteerEmailVerified')).toEqual([]);
    expect(sealedFieldsOf('NoSuchType')).toEqual([]);
  });

  it('refuses a whole batch when one event carries personal data in clear', async () => {
    const { producer, sent } = recordingProducer();
    const good = await registered();
    const bad = recorded('VolunteerRegistered', 'volunteer-x', { ...(good.data as object), personal: { email } });
    const error = await createKafkaPublisher({ producer, topic: 't' })
      .publish([good, bad])
      .catch((e) => e);
    expect(error).toBeInstanceOf(ClearPersonalDataError);
    expect(error.path).toBe('data.personal');
    expect(sent).toEqual([]);
  });

  it('also refuses a clear `personal` property nested in a type the catalogue does not know', () => {
    expect(() => assertNoClearPersonalData(recorded('SomethingNew', 'x-1', { contact: { personal: { phone: '0771234567' } } }))).toThrow(
      /data\.contact\.personal is personal data/,
    );
    expect(() => assertNoClearPersonalData(recorded('SomethingNew', 'x-1', { contact: { phone: 'n/a' } }))).not.toThrow();
  });

  it('as a sink, resolves after the send resolved and rejects when the send fails, so no checkpoint is written', async () => {
    const ok = recordingProducer();
    const sink = kafkaSink({ publisher: createKafkaPublisher({ producer: ok.producer, topic: 't' }) });
    expect(sink).toMatchObject({ name: 'kafka-publisher', kind: 'sink' });
    await sink.handle([await registered()]);
    expect(ok.sent).toHaveLength(1);
    await sink.handle([]);
    expect(ok.sent).toHaveLength(1);

    const down = recordingProducer(new Error('KafkaJSNumberOfRetriesExceeded'));
    const failing = kafkaSink({ publisher: createKafkaPublisher({ producer: down.producer, topic: 't' }) });
    await expect(failing.handle([await registered()])).rejects.toThrow('KafkaJSNumberOfRetriesExceeded');
  });
});
