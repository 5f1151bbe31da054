import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProducerRecord, RecordMetadata } from 'kafkajs';
import { catalogue, createVault, type RecordedEvent, type Vault } from '@nvp/events';
import { createTestDatabase, testMasterKey } from '@nvp/events/testing';
import { IntegrationMappingError } from '@nvp/events/integration';
import { isPermanentFailure } from '../runner/sink-delivery';
import { assertNoPersonalData, createKafkaPublisher, kafkaSink, PersonalDataLeakError, publishedEventTypes, type KafkaSender } from './kafka-publisher';

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
  version: catalogue.get(type)?.version ?? 1,
  data,
  metadata: { occurredAt: '2026-11-21T09:00:00.000Z', actorRole: 'volunteer' },
  streamId,
  streamRevision: revision++,
  position: { commit: 700n + revision, prepare: 10n + revision },
  recordedAt: new Date('2026-11-21T09:00:01.000Z'),
});
const headersOf = (message: ProducerRecord['messages'][number]) => Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]));

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
      emailSecretHash: 'hash',
      personal: await vault.seal(`volunteer-${volunteerId}`, { firstName: 'Nimali', lastName: 'Perera', nic, email }),
    });
  };

  it('sends integration events keyed by subject id, the payload as value, CloudEvents attributes as ce_ headers', async () => {
    const { producer, sent } = recordingProducer();
    const publisher = createKafkaPublisher({ producer, topic: 'nvp.events' });
    const first = await registered();
    const { volunteerId } = first.data as { volunteerId: string };
    const second = recorded('VolunteerEmailVerified', first.streamId, { volunteerId });
    await publisher.publish([first, second]);

    expect(sent).toHaveLength(1);
    expect(sent[0].topic).toBe('nvp.events');
    expect(sent[0].acks).toBe(-1);
    expect(sent[0].messages.map((m) => m.key)).toEqual([volunteerId, volunteerId]);
    expect(headersOf(sent[0].messages[1])).toEqual({
      'content-type': 'application/json',
      ce_specversion: '1.0',
      ce_id: second.id,
      ce_source: 'urn:nvp:platform',
      ce_type: 'nvp.volunteer.email-verified.v1',
      ce_subject: volunteerId,
      ce_time: '2026-11-21T09:00:00.000Z',
      ce_dataschema: 'urn:nvp:schema:nvp.volunteer.email-verified.v1',
      ce_schemaversion: '1',
      ce_position: `${second.position.commit}/${second.position.prepare}`,
    });
    expect(JSON.parse(String(sent[0].messages[0].value))).toEqual({ volunteerId, registrationNo: 'V-000042' });
    expect(JSON.parse(String(sent[0].messages[1].value))).toEqual({ volunteerId });
  });

  it('publishes no personal data at all: neither in clear nor sealed', async () => {
    const { producer, sent } = recordingProducer();
    await createKafkaPublisher({ producer, topic: 't' }).publish([await registered()]);
    const wire = JSON.stringify(sent);
    for (const leak of [email, nic, 'Nimali', '$sealed', 'emailSecretHash', 'hash']) expect(wire).not.toContain(leak);
  });

  it('leaves excluded types off the topic and reads only the published types', async () => {
    const { producer, sent } = recordingProducer();
    await createKafkaPublisher({ producer, topic: 't' }).publish([recorded('UniqueValueClaimed', 'unique-email-x', { kind: 'email', owner: 'volunteer-1' })]);
    expect(sent).toEqual([]);
    expect(publishedEventTypes).toContain('VolunteerRegistered');
    expect(publishedEventTypes).not.toContain('UniqueValueClaimed');
    expect(publishedEventTypes).not.toContain('ApplicationPlaceTaken');
    expect(kafkaSink({ publisher: createKafkaPublisher({ producer, topic: 't' }) }).eventTypes).toBe(publishedEventTypes);
  });

  it('refuses a whole batch when one event does not fit its public schema', async () => {
    const { producer, sent } = recordingProducer();
    const good = await registered();
    const bad = recorded('VolunteerEmailVerified', 'volunteer-x', { volunteerId: 'not-a-uuid' });
    const refused = createKafkaPublisher({ producer, topic: 't' }).publish([good, bad]);
    await expect(refused).rejects.toThrow(/uuid|Invalid/i);
    // The event's own fault, the same on every attempt: permanent (parked at once), and not blamed on the broker.
    await expect(refused).rejects.toBeInstanceOf(IntegrationMappingError);
    await expect(refused).rejects.toMatchObject({ permanent: true, eventId: bad.id });
    await expect(refused).rejects.not.toHaveProperty('channel');
    expect(sent).toEqual([]);
  });

  it('as a last net refuses anything sealed or named `personal` in a payload', async () => {
    const sealed = await vault.seal('volunteer-1', { email });
    expect(() => assertNoPersonalData('e1', 'nvp.x.y.v1', { a: [{ b: sealed }] })).toThrow(PersonalDataLeakError);
    expect(() => assertNoPersonalData('e1', 'nvp.x.y.v1', { contact: { personal: 'x' } })).toThrow(/data\.contact\.personal/);
    expect(() => assertNoPersonalData('e1', 'nvp.x.y.v1', { volunteerId: 'v', counts: [1, 2] })).not.toThrow();
    expect(isPermanentFailure(new PersonalDataLeakError('e1', 'nvp.x.y.v1', 'data.personal'))).toBe(true);
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
    // A broker that is down is transient: retried with backoff, reported on the kafka channel.
    const error = await failing.handle([await registered()]).catch((e: unknown) => e);
    expect(error).toMatchObject({ channel: 'kafka' });
    expect(isPermanentFailure(error)).toBe(false);
  });
});
