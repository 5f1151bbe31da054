import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import kafkajs from 'kafkajs';
import type { RecordedEvent } from '@nvp/events';
import { createKafkaProducer, createKafkaPublisher, ensureKafkaTopic, kafkaSink } from './kafka-publisher';

const brokers = process.env.KAFKA_BROKERS?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);

if (!brokers?.length) {
  console.info('Kafka integration test skipped: set KAFKA_BROKERS (e.g. localhost:9092) to run it');
}

describe.skipIf(!brokers?.length)('Kafka publisher against a broker', () => {
  it('publishes keyed by stream and a consumer reads every event back in order per key', async () => {
    const topic = `nvp-test-${randomUUID().slice(0, 8)}`;
    await ensureKafkaTopic(brokers!, topic, { partitions: 3 });
    const producer = await createKafkaProducer(brokers!, 'nvp-test');
    // Four volunteers, each with a run of approvals/e-mail verifications: ordered per key (the subject id).
    const subjects = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const events: RecordedEvent[] = Array.from({ length: 40 }, (_, i) => ({
      id: randomUUID(),
      type: i % 2 ? 'VolunteerApproved' : 'VolunteerEmailVerified',
      version: 1,
      data: { volunteerId: subjects[i % subjects.length], adminId: randomUUID() },
      metadata: { occurredAt: new Date().toISOString() },
      streamId: `volunteer-${subjects[i % subjects.length]}`,
      streamRevision: BigInt(Math.floor(i / subjects.length)),
      position: { commit: BigInt(1000 + i), prepare: BigInt(1000 + i) },
      recordedAt: new Date(),
    }));
    const sink = kafkaSink({ publisher: createKafkaPublisher({ producer, topic }) });
    // Two batches, as the runner would hand them over.
    await sink.handle(events.slice(0, 25));
    await sink.handle(events.slice(25));
    await producer.disconnect();

    const kafka = new kafkajs.Kafka({ clientId: 'nvp-test-consumer', brokers: brokers!, logLevel: kafkajs.logLevel.WARN });
    const consumer = kafka.consumer({ groupId: `nvp-test-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const received: { key: string; value: { volunteerId: string }; headers: Record<string, string> }[] = [];
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          eachMessage: async ({ message }) => {
            received.push({
              key: message.key!.toString(),
              value: JSON.parse(message.value!.toString()),
              headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)])),
            });
            if (received.length >= events.length) resolve();
          },
        })
        .catch(reject);
    });
    await consumer.disconnect();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();

    expect(received).toHaveLength(events.length);
    for (const r of received) {
      expect(r.key).toBe(r.value.volunteerId);
      expect(r.headers.ce_subject).toBe(r.key);
      expect(r.headers.ce_specversion).toBe('1.0');
      expect(r.headers.ce_type).toMatch(/^nvp\.volunteer\.(approved|email-verified)\.v1$/);
    }
    for (const subject of subjects) {
      const sentOrder = events.filter((e) => e.streamId === `volunteer-${subject}`).map((e) => e.id);
      expect(received.filter((r) => r.key === subject).map((r) => r.headers.ce_id)).toEqual(sentOrder);
    }
  });
});
