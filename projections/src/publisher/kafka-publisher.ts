import kafkajs from 'kafkajs';
import type { Message, Producer, ProducerRecord, RecordMetadata } from 'kafkajs';
import { isSealed, type RecordedEvent } from '@nvp/events';
import { integrationMappings, toIntegrationEvent } from '@nvp/events/integration';
import type { SinkProjection } from '../runner/projection';
import { failedAt } from '../notifications/ports';

const { Kafka, Partitioners, logLevel } = kafkajs;

/** The one method of a kafkajs Producer the publisher needs. */
export interface KafkaSender {
  send(record: ProducerRecord): Promise<RecordMetadata[]>;
}

/** Permanent like a mapping error: the same event would leak the same way on every attempt (dead-lettered at once). */
export class PersonalDataLeakError extends Error {
  readonly name = 'PersonalDataLeakError';
  readonly permanent = true;
  constructor(
    readonly eventId: string,
    readonly eventType: string,
    readonly path: string,
  ) {
    super(`Refusing to publish ${eventType} ${eventId}: ${path} looks like personal data`);
  }
}

/**
 * A last net under the strict public schemas: nothing sealed and no `personal` field may reach the topic,
 * whatever a mapping does. (The schemas already refuse any field they do not name.)
 */
export const assertNoPersonalData = (eventId: string, type: string, payload: unknown): void => {
  const walk = (value: unknown, path: string): void => {
    if (!value || typeof value !== 'object') return;
    if (isSealed(value)) throw new PersonalDataLeakError(eventId, type, path);
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'personal') throw new PersonalDataLeakError(eventId, type, `${path}.${key}`);
      walk(inner, `${path}.${key}`);
    }
  };
  walk(payload, 'data');
};

/**
 * An internal event as a Kafka message in CloudEvents binary mode: the value is the integration event's
 * payload (JSON), the attributes are `ce_*` headers, the key is the subject id (every event about one
 * volunteer, VIO, opportunity… lands on one partition, in order). Undefined for a deliberately excluded type.
 */
export const toKafkaMessage = (event: RecordedEvent): Message | undefined => {
  const message = toIntegrationEvent(event);
  if ('excluded' in message) return undefined;
  const { envelope, data } = message;
  assertNoPersonalData(event.id, envelope.type, data);
  const headers: Record<string, string> = { 'content-type': envelope.datacontenttype };
  for (const [name, value] of Object.entries(envelope)) if (name !== 'datacontenttype') headers[`ce_${name}`] = value;
  return { key: envelope.subject, value: JSON.stringify(data), headers };
};

export interface KafkaPublisher {
  /** Resolves once every broker in the ISR acknowledged all the events (acks -1); rejects otherwise. */
  publish(events: RecordedEvent[]): Promise<void>;
}

export const createKafkaPublisher = ({ producer, topic }: { producer: KafkaSender; topic: string }): KafkaPublisher => ({
  async publish(events) {
    if (events.length === 0) return;
    // Map the whole batch before sending any of it: nothing leaves if one event is unsafe. A mapping error is
    // the event's fault, not the broker's (permanent, no 'kafka' channel): delivery parks that event at once.
    const messages = events.map(toKafkaMessage).filter((m): m is Message => m !== undefined);
    if (!messages.length) return;
    try {
      await producer.send({ topic, messages, acks: -1 });
    } catch (error) {
      throw failedAt('kafka', error);
    }
  },
});

/** The internal types that become integration events. */
export const publishedEventTypes: readonly string[] = Object.entries(integrationMappings).flatMap(([type, m]) => ('to' in m ? [type] : []));

/**
 * The publisher as a runner sink. The runner writes the checkpoint only after `handle` resolves,
 * and `handle` resolves only after the broker acknowledged: a crash in between re-publishes
 * (at least once; consumers deduplicate by the `ce_id` header), a failed send never advances.
 */
export const kafkaSink = ({
  publisher,
  setup,
}: {
  publisher: KafkaPublisher;
  setup?: () => Promise<void>;
}): SinkProjection & { name: 'kafka-publisher'; kind: 'sink' } => ({
  name: 'kafka-publisher',
  kind: 'sink',
  readModel: false,
  // Only the types that have a public form are read at all; the rest never reach the sink.
  eventTypes: publishedEventTypes,
  ...(setup ? { setup } : {}),
  handle: (events) => publisher.publish(events),
});

/** A connected idempotent producer: exactly-once per partition on retries, ordered (one request in flight). */
export const createKafkaProducer = async (brokers: string[], clientId = 'nvp-projections'): Promise<Producer> => {
  const kafka = new Kafka({ clientId, brokers, logLevel: logLevel.WARN });
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  return producer;
};

/** Creates the topic if it is missing (a no-op when it exists). */
export const ensureKafkaTopic = async (brokers: string[], topic: string, { partitions = 6, replicationFactor = 1 } = {}) => {
  const admin = new Kafka({ clientId: 'nvp-admin', brokers, logLevel: logLevel.WARN }).admin();
  await admin.connect();
  try {
    const existing = await admin.listTopics();
    if (!existing.includes(topic)) {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: partitions, replicationFactor }] });
    }
  } finally {
    await admin.disconnect();
  }
};
