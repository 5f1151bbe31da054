// Writes docs/asyncapi.yaml (AsyncAPI 3.0.0) and docs/schemas/<type>.json from the integration events
// (events/src/integration): `npx tsx scripts/docs/asyncapi.ts`. A test fails when the committed files are
// stale, so the published contract cannot drift from the code that produces the stream.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataSchemaOf, INTEGRATION_SOURCE, integrationEvents, integrationJsonSchema, type IntegrationEventType } from '@nvp/events/integration';

/** The topic's default name (KAFKA_TOPIC). */
export const DEFAULT_TOPIC = 'nvp.events';

/** A small YAML writer: block style, every string double-quoted (JSON escapes are valid YAML). */
export const toYaml = (value: unknown, indent = ''): string => {
  const key = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_.$-]*$/.test(k) ? k : JSON.stringify(k));
  const scalar = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : v === undefined ? 'null' : String(v));
  const isBlock = (v: unknown) => v !== null && typeof v === 'object' && (Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0);
  const empty = (v: unknown) => (Array.isArray(v) ? '[]' : '{}');
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (!isBlock(item)) return `${indent}- ${item !== null && typeof item === 'object' ? empty(item) : scalar(item)}`;
        const inner = toYaml(item, `${indent}  `);
        return Array.isArray(item) ? `${indent}-\n${inner}` : `${indent}- ${inner.slice(indent.length + 2)}`;
      })
      .join('\n');
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => {
      if (isBlock(v)) return `${indent}${key(k)}:\n${toYaml(v, `${indent}  `)}`;
      return `${indent}${key(k)}: ${v !== null && typeof v === 'object' ? empty(v) : scalar(v)}`;
    })
    .join('\n');
};

/** The CloudEvents binary-mode headers of one type's messages. */
const headersSchema = (definition: IntegrationEventType) => ({
  type: 'object',
  required: ['ce_specversion', 'ce_id', 'ce_source', 'ce_type', 'ce_subject', 'ce_time', 'ce_dataschema', 'ce_schemaversion', 'ce_position', 'content-type'],
  properties: {
    ce_specversion: { type: 'string', const: '1.0' },
    ce_id: { type: 'string', format: 'uuid', description: 'Event id, stable across re-publication: deduplicate by it.' },
    ce_source: { type: 'string', const: INTEGRATION_SOURCE },
    ce_type: { type: 'string', const: definition.type },
    ce_subject: { type: 'string', format: 'uuid', description: `The subject (${definition.key}); also the message key.` },
    ce_time: { type: 'string', format: 'date-time', description: 'When it happened (occurredAt).' },
    ce_dataschema: { type: 'string', const: dataSchemaOf(definition.type) },
    ce_schemaversion: { type: 'string', const: String(definition.version) },
    ce_position: { type: 'string', pattern: '^-?\\d+/-?\\d+$', description: 'Position in the event log ("commit/prepare"), increasing.' },
    'content-type': { type: 'string', const: 'application/json' },
  },
});

/** AsyncAPI's default schema format is a superset of JSON Schema draft-07: the payload in that dialect, without `$schema`. */
const draft7 = (definition: IntegrationEventType) => {
  const { $schema: _, ...schema } = z.toJSONSchema(definition.schema, { target: 'draft-7' }) as Record<string, unknown>;
  return { $id: dataSchemaOf(definition.type), ...schema };
};

export const renderAsyncApi = (): string => {
  const messages: Record<string, unknown> = {};
  for (const definition of integrationEvents) {
    messages[definition.type] = {
      name: definition.type,
      title: definition.type,
      summary: definition.description,
      contentType: 'application/json',
      headers: headersSchema(definition),
      payload: draft7(definition),
      bindings: { kafka: { key: { type: 'string', format: 'uuid', description: `${definition.key}` }, bindingVersion: '0.5.0' } },
    };
  }
  const refs = Object.fromEntries(integrationEvents.map((d) => [d.type, { $ref: `#/components/messages/${d.type}` }]));
  const document = {
    asyncapi: '3.0.0',
    info: {
      title: 'National Volunteering Platform event stream',
      version: '1.0.0',
      description: [
        'Integration events for data teams (generated from events/src/integration by scripts/docs/asyncapi.ts; do not edit).',
        'CloudEvents 1.0 in Kafka binary mode: the value is the JSON payload, the attributes are ce_* headers, the key is the subject id.',
        'No personal data: ids, codes, districts, statuses, counts and dates only. See docs/stream.md.',
      ].join('\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      production: { host: 'kafka:9092', protocol: 'kafka', description: 'Inside the deployment network; from the host localhost:9094 (docs/operations.md).' },
    },
    channels: {
      events: {
        address: DEFAULT_TOPIC,
        title: 'The platform event stream',
        description: 'One topic (KAFKA_TOPIC, default nvp.events), ordered per key. At least once: deduplicate by ce_id.',
        messages: refs,
      },
    },
    operations: {
      consumeEvents: {
        action: 'receive',
        title: 'Consume the platform events',
        channel: { $ref: '#/channels/events' },
        messages: integrationEvents.map((d) => ({ $ref: `#/channels/events/messages/${d.type}` })),
      },
    },
    components: { messages },
  };
  return `${toYaml(document)}\n`;
};

/** docs/schemas/<type>.json: each payload's JSON Schema (draft 2020-12), for validators and code generators. */
export const renderSchemas = (): Record<string, string> =>
  Object.fromEntries(integrationEvents.map((d) => [`${d.type}.json`, `${JSON.stringify(integrationJsonSchema(d), null, 2)}\n`]));

export const SCHEMAS_DIR = 'docs/schemas';

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('docs/asyncapi.yaml', renderAsyncApi());
  mkdirSync(SCHEMAS_DIR, { recursive: true });
  const files = renderSchemas();
  for (const name of readdirSync(SCHEMAS_DIR)) if (!files[name]) rmSync(path.join(SCHEMAS_DIR, name));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(SCHEMAS_DIR, name), text);
}
