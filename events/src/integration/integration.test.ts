import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from '../catalogue';
import type { RecordedEvent } from '../envelope';
import { integrationEvent, integrationEvents, integrationMappings, toIntegrationEvent, UnmappedEventError } from './index';

type Json = Record<string, any>;

/**
 * A sample event of a catalogue type built from its JSON Schema: every free string is a unique marker
 * (`txt:<path>`), every sealed blob's parts are markers too (`sealed:<path>`), so a test can look for any of
 * them in what leaves. Formats, patterns and enums get values of their kind so the sample validates.
 */
const sample = (schema: Json, path: string, markers: { sealed: string[]; text: string[] }): unknown => {
  if (schema.anyOf) return sample(schema.anyOf.find((s: Json) => s.type !== 'null') ?? schema.anyOf[0], path, markers);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const props = schema.properties ?? {};
      const isSealed = props.$sealed !== undefined;
      const out: Json = {};
      for (const [key, inner] of Object.entries(props)) {
        if (isSealed && key !== '$sealed') {
          const marker = `sealed:${path}.${key}`;
          markers.sealed.push(marker);
          out[key] = marker;
        } else out[key] = sample(inner as Json, `${path}.${key}`, markers);
      }
      if (!schema.properties && schema.additionalProperties !== false) {
        const marker = `txt:${path}.free`;
        markers.text.push(marker);
        out.free = marker;
      }
      return out;
    }
    case 'array':
      return [sample(schema.items ?? {}, `${path}[0]`, markers)];
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'number':
      return 2.5;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return '2026-11-22T09:00:00.000Z';
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}')) return '2026-11-22';
      if (schema.pattern) return [`${'a'.repeat(64)}.pdf`, 'LK', 'AbCdEfGhIjKlMnOpQrStUv'].find((c) => new RegExp(schema.pattern).test(c)) ?? 'x';
      if (schema.maxLength !== undefined && schema.maxLength < 8) return 'LK'.slice(0, schema.maxLength);
      const marker = `txt:${path}`;
      markers.text.push(marker);
      return marker;
    }
    default:
      return null;
  }
};

const sampleEvent = (type: string) => {
  const definition = catalogue.get(type)!;
  const markers = { sealed: [] as string[], text: [] as string[] };
  const data = sample(z.toJSONSchema(definition.schema, { unrepresentable: 'any' }) as Json, 'data', markers);
  const event: RecordedEvent = {
    id: randomUUID(),
    type,
    version: definition.version,
    data,
    metadata: { occurredAt: '2026-11-22T09:00:00.000Z', actorId: randomUUID(), actorRole: 'volunteer' },
    streamId: `x-${randomUUID()}`,
    streamRevision: 0n,
    position: { commit: 42n, prepare: 7n },
    recordedAt: new Date('2026-11-22T09:00:01.000Z'),
  };
  return { event, markers };
};

/** Field names that hold personal data or free text wherever they appear. */
const FORBIDDEN_KEYS = /^(personal|name|firstName|lastName|email|phone|mobile|nic|title|description|text|body|address|comment|.*Contact|.*Hash|secret.*|supervisor.*|location)$/i;

describe('integration events', () => {
  it('maps or deliberately excludes every type of the internal catalogue (a new type fails here until decided)', () => {
    const undecided = catalogue.definitions.map((d) => d.type).filter((t) => !integrationMappings[t]);
    expect(undecided).toEqual([]);
    const stale = Object.keys(integrationMappings).filter((t) => !catalogue.get(t));
    expect(stale).toEqual([]);
  });

  it('gives each exclusion a reason and each mapping a public type that exists', () => {
    for (const [type, mapping] of Object.entries(integrationMappings)) {
      if ('excluded' in mapping) expect(mapping.excluded.length, type).toBeGreaterThan(10);
      else expect(integrationEvent(mapping.to), `${type} → ${mapping.to}`).toBeDefined();
    }
    const used = new Set(Object.values(integrationMappings).flatMap((m) => ('to' in m ? [m.to] : [])));
    expect(integrationEvents.map((e) => e.type).filter((t) => !used.has(t))).toEqual([]);
  });

  it('excludes the reservation and counter streams', () => {
    for (const type of ['UniqueValueClaimed', 'UniqueValueReleased', 'RegistrationNumberIssued', 'ApplicationPlaceTaken', 'ApplicationPlaceReleased']) {
      expect(integrationMappings[type], type).toHaveProperty('excluded');
    }
  });

  it('names public types nvp.<area>.<fact>.v<version>', () => {
    for (const e of integrationEvents) {
      expect(e.type).toMatch(/^nvp\.[a-z]+\.[a-z-]+\.v\d+$/);
      expect(e.type.endsWith(`.v${e.version}`)).toBe(true);
    }
  });

  it.each(catalogue.definitions.map((d) => d.type))('%s: the sample validates and nothing personal leaves', (type) => {
    const { event, markers } = sampleEvent(type);
    // The sample is a real event of the type: the internal schema accepts it.
    expect(() => catalogue.validate(type, event.data)).not.toThrow();
    const message = toIntegrationEvent(event);
    if ('excluded' in message) return;
    const wire = JSON.stringify(message);
    // No sealed blob, no part of one.
    for (const marker of markers.sealed) expect(wire).not.toContain(marker);
    expect(wire).not.toContain('$sealed');
    // Free text passes only through fields the contract declares as codes (district, DS/GN division, registration no…).
    const definition = integrationEvent(message.envelope.type)!;
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) {
        for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
        return;
      }
      if (!value || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        expect(key, `${definition.type} ${path}.${key}`).not.toMatch(FORBIDDEN_KEYS);
        walk(inner, `${path}.${key}`);
      }
    };
    walk(message.data, 'data');
    // The envelope carries ids, the type, the position and the time, nothing from the data but the subject id.
    expect(message.envelope).toMatchObject({ specversion: '1.0', id: event.id, time: '2026-11-22T09:00:00.000Z', position: '42/7', schemaversion: String(definition.version) });
    expect(message.envelope.subject).toBe(message.data[definition.key]);
    expect(message.envelope.subject).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a payload field the contract does not name never slips out (strict schemas)', () => {
    const { event } = sampleEvent('VolunteerApproved');
    expect(() => integrationEvent('nvp.volunteer.approved.v1')!.schema.parse({ volunteerId: randomUUID(), adminId: randomUUID() })).toThrow();
    expect(toIntegrationEvent(event)).toMatchObject({ data: { volunteerId: (event.data as Json).volunteerId } });
    expect(Object.keys((toIntegrationEvent(event) as { data: Json }).data)).toEqual(['volunteerId']);
  });

  it('upcasts stored data first: a v1 VolunteerRegistered with its clear birth year publishes no birth year', () => {
    const volunteerId = randomUUID();
    const { event } = sampleEvent('VolunteerRegistered');
    const message = toIntegrationEvent({ ...event, version: 1, data: { ...(event.data as Json), volunteerId, birthYear: 1990 } });
    expect(message).toMatchObject({ envelope: { type: 'nvp.volunteer.registered.v1', subject: volunteerId } });
    expect(JSON.stringify(message)).not.toContain('1990');
  });

  it('the samples really carry sealed blobs and free text (else the leak test above could not fail)', () => {
    const { markers } = sampleEvent('OpportunityCreated');
    expect(markers.sealed).toHaveLength(4);
    expect(markers.text).toEqual(expect.arrayContaining(['txt:data.opportunity.title', 'txt:data.opportunity.location']));
  });

  it('refuses a type nobody decided about', () => {
    const { event } = sampleEvent('VolunteerApproved');
    expect(() => toIntegrationEvent({ ...event, type: 'SomethingNew' })).toThrow(UnmappedEventError);
  });
});
