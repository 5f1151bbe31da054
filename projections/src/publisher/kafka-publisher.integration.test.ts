import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import kafkajs from 'kafkajs';
import type { RecordedEvent } from '@nvp/events';
import { createKafkaProducer, createKafkaPublisher, ensureKafkaTopic, kafkaSink, type PublishedEvent } from './kafka-publisher';

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
    const streamsIds = ['volunteer-a', 'vio-b', 'opportunity-c', 'application-d'];
    const events: RecordedEvent[] = Array.from({ length: 40 }, (_, i) => ({
      id: randomUUID(),
      type: 'Counted',
      version: 1,
      data: { i },
      metadata: { occurredAt: new Date().toISOString() },
      streamId: streamsIds[i % streamsIds.length],
      streamRevision: BigInt(Math.floor(i / streamsIds.length)),
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
    const received: { key: string; value: PublishedEvent; headers: Record<string, string> }[] = [];
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
      expect(r.key).toBe(r.value.streamId);
      expect(r.headers.id).toBe(r.value.id);
      expect(r.headers.type).toBe('Counted');
    }
    for (const streamId of streamsIds) {
      const sentOrder = events.filter((e) => e.streamId === streamId).map((e) => e.id);
      expect(received.filter((r) => r.key === streamId).map((r) => r.value.id)).toEqual(sentOrder);
    }
  });
});
