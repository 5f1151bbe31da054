import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from '../catalogue';
import type { RecordedEvent } from '../envelope';
import { IntegrationMappingError, integrationMappings, toIntegrationEvent } from './index';
import { ABSENT, sampleOf, variantsOf } from './testing/schema-values';

/**
 * Every value each field of an internal event can take, derived from the catalogue's zod schemas (every
 * version, since a stored event of an older version is upcast and published too), goes through the real
 * mapping and the public schema: none may throw or be refused. A refused payload is a deterministic failure
 * (the same event fails the same way forever), so it must be found here, not on the topic.
 */
const mapped = catalogue.definitions.filter((d) => 'to' in (integrationMappings[d.type] ?? { excluded: '' }));

const versionsOf = (definition: (typeof catalogue.definitions)[number]) => [
  ...Object.entries(definition.older).map(([v, older]) => ({ version: Number(v), schema: older.schema })),
  { version: definition.version, schema: definition.schema as z.ZodType },
];

const recorded = (type: string, version: number, data: unknown): RecordedEvent => ({
  id: randomUUID(),
  type,
  version,
  data,
  metadata: { occurredAt: '2026-11-22T09:00:00.000Z', actorId: randomUUID(), actorRole: 'volunteer' },
  streamId: `x-${randomUUID()}`,
  streamRevision: 0n,
  position: { commit: 42n, prepare: 7n },
  recordedAt: new Date('2026-11-22T09:00:01.000Z'),
});

/** Every event built for one type and version: the sample, then one per value of each finite field. */
const eventsOf = (type: string, version: number, schema: z.ZodType) =>
  [{ value: sampleOf(schema), label: 'the sample' }, ...variantsOf(schema)].map(({ value, label }) => {
    // What the store holds is what the schema returned when the event was appended.
    const parsed = schema.safeParse(value === ABSENT ? undefined : value);
    return { label, parsed, event: parsed.success ? recorded(type, version, parsed.data) : undefined };
  });

const labelsOf = (type: string) => {
  const definition = catalogue.get(type)!;
  return eventsOf(type, definition.version, definition.schema).map((e) => e.label);
};

describe('integration mappings: every value of every field', () => {
  it('maps every value each field of every published internal type can take, and the public schema accepts each', () => {
    const notAnEvent: string[] = [];
    const refused: string[] = [];
    let built = 0;
    for (const definition of mapped) {
      const mapping = integrationMappings[definition.type] as { to: string };
      for (const { version, schema } of versionsOf(definition)) {
        for (const { label, parsed, event } of eventsOf(definition.type, version, schema)) {
          if (!event) {
            notAnEvent.push(`${definition.type} v${version} ${label}: ${parsed.error?.message}`);
            continue;
          }
          built++;
          try {
            const message = toIntegrationEvent(event);
            if ('excluded' in message || message.envelope.type !== mapping.to) refused.push(`${definition.type} v${version} ${label}: not published as ${mapping.to}`);
          } catch (error) {
            refused.push(`${definition.type} v${version} ${label}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    }
    // The generator builds real events only (else the test below it would prove nothing).
    expect(notAnEvent).toEqual([]);
    expect(refused).toEqual([]);
    expect(built).toBeGreaterThan(mapped.length * 2);
  });

  it('derives the finite values from the schemas: enums, literals, booleans, integer ranges, optional and nullable fields', () => {
    expect(labelsOf('AccountTerminated')).toEqual(
      expect.arrayContaining(['data.by = "self"', 'data.by = "admin"', 'data.by = "principal"', 'data.adminId absent']),
    );
    expect(labelsOf('MembershipAccepted')).toEqual(expect.arrayContaining(['data.by = "vio"', 'data.by = "volunteer"']));
    expect(labelsOf('ApplicationSubmitted')).toEqual(expect.arrayContaining(['data.applicant.contributeDistrict = null', 'data.applicant.preferredLanguage = null']));
    expect(labelsOf('VolunteerFeedbackSubmitted')).toEqual(
      expect.arrayContaining(['data.satisfied = 1', 'data.satisfied = 4', 'data.recommend = true', 'data.recommend = false']),
    );
    expect(labelsOf('VolunteerFeedbackSubmitted')).not.toContain('data.satisfied = 5');
    expect(labelsOf('VolunteerBioSubmitted')).toEqual(expect.arrayContaining(['data.profile.employmentSector = ""']));
    expect(labelsOf('OpportunityUpdated')).toEqual(expect.arrayContaining(['data.opportunity.isFullTime = false', 'data.reviewAgain = false']));
    expect(labelsOf('EmergencyVolunteerReplied')).toEqual(expect.arrayContaining(['data.answer = "NO"', 'data.channel = "email"']));
  });

  it('walks unions of objects, arrays, records and nested optionals, and refuses a construct it does not know', () => {
    const schema = z.object({
      kind: z.union([z.object({ k: z.literal('a'), n: z.number().int().min(0).max(2) }), z.object({ k: z.literal('b'), on: z.boolean().optional() })]),
      tags: z.array(z.enum(['x', 'y'])),
      byKey: z.record(z.string(), z.literal(['p', 'q'])),
      id: z.uuid(),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    });
    const variants = variantsOf(schema);
    expect(variants.map((v) => v.label)).toEqual([
      'data.kind.k = "a"',
      'data.kind.n = 0',
      'data.kind.n = 1',
      'data.kind.n = 2',
      'data.kind.k = "b"',
      'data.kind.on absent',
      'data.kind.on = true',
      'data.kind.on = false',
      'data.tags = []',
      'data.tags[0] = "x"',
      'data.tags[0] = "y"',
      'data.byKey.kind = "p"',
      'data.byKey.kind = "q"',
    ]);
    for (const v of variants) expect(schema.safeParse(v.value).success, v.label).toBe(true);
    expect(variants[5].value).toMatchObject({ kind: { k: 'b' } });
    expect(variants[5].value).not.toHaveProperty('kind.on');
    expect(() => variantsOf(z.object({ at: z.date() }))).toThrow(/data\.at: zod type 'date' is not supported/);
  });

  it("a sub-VIO deleted by its principal is published as terminated by 'admin', right after its nvp.vio.sub-vio-deleted.v1 on the same key", () => {
    const vioId = randomUUID();
    const parentVioId = randomUUID();
    const deleted = toIntegrationEvent(recorded('SubVioDeleted', 1, { vioId, parentVioId, deletedBy: parentVioId }));
    const terminated = toIntegrationEvent(recorded('AccountTerminated', 1, { subjectId: vioId, by: 'principal' }));
    expect(deleted).toMatchObject({ envelope: { type: 'nvp.vio.sub-vio-deleted.v1', subject: vioId }, data: { vioId, parentVioId } });
    expect(terminated).toMatchObject({ envelope: { type: 'nvp.account.terminated.v1', subject: vioId }, data: { subjectId: vioId, by: 'admin' } });
    expect(toIntegrationEvent(recorded('AccountTerminated', 1, { subjectId: vioId, by: 'self' }))).toMatchObject({ data: { by: 'self' } });
  });

  it('a refused payload is a typed, permanent error naming the event and the field, without its values', () => {
    const event = recorded('VolunteerEmailVerified', 1, { volunteerId: 'not-a-uuid' });
    let error: unknown;
    try {
      toIntegrationEvent(event);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IntegrationMappingError);
    expect(error).toMatchObject({ permanent: true, eventId: event.id, eventType: 'VolunteerEmailVerified', publicType: 'nvp.volunteer.email-verified.v1' });
    expect((error as Error).message).toMatch(/^Cannot map VolunteerEmailVerified .* to nvp\.volunteer\.email-verified\.v1: volunteerId: /);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain('not-a-uuid');
    // A mapping that throws (data missing a nested object) is the same kind of failure.
    expect(() => toIntegrationEvent(recorded('VolunteerBioSubmitted', 1, { volunteerId: randomUUID() }))).toThrow(IntegrationMappingError);
  });
});
