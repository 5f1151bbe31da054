import kafkajs from 'kafkajs';
import type { Message, Producer, ProducerRecord, RecordMetadata } from 'kafkajs';
import { catalogue, formatPosition, isSealed, sealedSchema, type RecordedEvent } from '@nvp/events';
import type { SinkProjection } from '../runner/projection';

const { Kafka, Partitioners, logLevel } = kafkajs;

/** The one method of a kafkajs Producer the publisher needs. */
export interface KafkaSender {
  send(record: ProducerRecord): Promise<RecordMetadata[]>;
}

/** What goes on the topic: the envelope as stored (personal fields stay sealed), JSON-friendly. */
export interface PublishedEvent {
  id: string;
  type: string;
  version: number;
  streamId: string;
  /** Decimal string: revisions are 64-bit. */
  streamRevision: string;
  /** "commit/prepare", the same form as checkpoints and the HTTP API. */
  position: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recordedAt: string;
}

export class ClearPersonalDataError extends Error {
  readonly name = 'ClearPersonalDataError';
  constructor(
    readonly eventId: string,
    readonly eventType: string,
    readonly path: string,
  ) {
    super(`Refusing to publish ${eventType} ${eventId}: ${path} is personal data and is not sealed`);
  }
}

const PERSONAL = 'personal';

type SchemaLike = { shape?: Record<string, unknown>; unwrap?: () => unknown; def?: { innerType?: unknown } };

/** Strips optional/nullable/default wrappers so `personal: sealedSchema.optional()` is still recognised. */
const unwrapSchema = (schema: unknown): unknown => {
  let current = schema as SchemaLike | undefined;
  for (let i = 0; i < 5 && current; i++) {
    const inner = typeof current.unwrap === 'function' ? current.unwrap() : current.def?.innerType;
    if (!inner || inner === current) break;
    current = inner as SchemaLike;
  }
  return current;
};

/** Top-level fields the catalogue marks as sealed: named `personal`, or declared with the sealed schema. */
export const sealedFieldsOf = (type: string): string[] => {
  const shape = (catalogue.get(type)?.schema as SchemaLike | undefined)?.shape;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([key, field]) => key === PERSONAL || unwrapSchema(field) === sealedSchema)
    .map(([key]) => key);
};

/**
 * Throws unless every personal field of the event is a sealed object. Checks the fields the catalogue
 * declares for the type and, as a safety net for types the catalogue does not (yet) know, every
 * property named `personal` anywhere in the data.
 */
export const assertNoClearPersonalData = (event: Pick<RecordedEvent, 'id' | 'type' | 'data'>): void => {
  const data = event.data as Record<string, unknown> | null;
  for (const field of sealedFieldsOf(event.type)) {
    const value = data && typeof data === 'object' ? data[field] : undefined;
    if (value !== undefined && value !== null && !isSealed(value)) throw new ClearPersonalDataError(event.id, event.type, `data.${field}`);
  }
  const walk = (value: unknown, path: string): void => {
    if (!value || typeof value !== 'object' || isSealed(value)) return;
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}[${i}]`));
    for (const [key, inner] of Object.entries(value)) {
      const here = `${path}.${key}`;
      if (key === PERSONAL && inner !== undefined && inner !== null && !isSealed(inner)) {
        throw new ClearPersonalDataError(event.id, event.type, here);
      }
      walk(inner, here);
    }
  };
  walk(event.data, 'data');
};

export const toPublishedEvent = (event: RecordedEvent): PublishedEvent => ({
  id: event.id,
  type: event.type,
  version: event.version,
  streamId: event.streamId,
  streamRevision: event.streamRevision.toString(),
  position: formatPosition(event.position),
  data: event.data,
  metadata: event.metadata,
  recordedAt: event.recordedAt.toISOString(),
});

/** Key = stream id, so every event of one aggregate lands on one partition, in order. */
export const toKafkaMessage = (event: RecordedEvent): Message => {
  assertNoClearPersonalData(event);
  return {
    key: event.streamId,
    value: JSON.stringify(toPublishedEvent(event)),
    headers: { type: event.type, id: event.id, 'content-type': 'application/json' },
  };
};

export interface KafkaPublisher {
  /** Resolves once every broker in the ISR acknowledged all the events (acks -1); rejects otherwise. */
  publish(events: RecordedEvent[]): Promise<void>;
}

export const createKafkaPublisher = ({ producer, topic }: { producer: KafkaSender; topic: string }): KafkaPublisher => ({
  async publish(events) {
    if (events.length === 0) return;
    // Validate the whole batch before sending any of it: nothing leaves if one event is unsafe.
    const messages = events.map(toKafkaMessage);
    await producer.send({ topic, messages, acks: -1 });
  },
});

/**
 * The publisher as a runner sink. The runner writes the checkpoint only after `handle` resolves,
 * and `handle` resolves only after the broker acknowledged: a crash in between re-publishes
 * (at least once; consumers deduplicate by the `id` header), a failed send never advances.
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
