import { z } from 'zod';
import { adminPermissions } from '@nvp/events';
import type { ParkedEvent, ProjectionLag, RebuildJob } from '@nvp/projections';
import type { DeadLetter, SinkState } from '@nvp/projections/sinks';
import { answerOf, day, page, timestamp, uuid } from './shapes';

/**
 * Answers of the admin slice's reads (query-api/src/admin/*, health/, dev/; command-api/src/admin/history). Where the
 * projections package types an answer, the schema is checked against that type (answerOf).
 */

const standing = z.enum(['FUNCTIONING', 'SUSPENDED', 'TERMINATED']);
const permission = z.enum(adminPermissions);

export const projectionLag = answerOf<ProjectionLag>()(
  z.object({
    name: z.string(),
    kind: z.enum(['postgres', 'sink']),
    position: z.string().describe('The last event applied ("commit/prepare").'),
    events: z.number().int().describe('Events behind the log.'),
    seconds: z.number().describe('Seconds behind the log.'),
    running: z.boolean(),
    error: z.string().optional().describe('Why it stopped, or the failure it is retrying now.'),
    parked: z.number().int(),
  }),
);
const rebuildJob = answerOf<RebuildJob>()(
  z.object({
    name: z.string(),
    state: z.enum(['rebuilding', 'verifying', 'done', 'failed']),
    done: z.number().int(),
    total: z.number().int(),
    startedAt: timestamp,
    finishedAt: timestamp.optional(),
    equal: z.boolean().optional(),
    error: z.string().optional(),
  }),
);
const parkedEvent = answerOf<ParkedEvent>()(
  z.object({
    id: uuid,
    model: z.string(),
    eventId: uuid,
    eventType: z.string(),
    streamId: z.string(),
    position: z.string(),
    error: z.string(),
    attempts: z.number().int(),
    firstAttemptAt: timestamp,
    lastAttemptAt: timestamp,
  }),
);
const sinkState = answerOf<SinkState>()(
  z.object({
    name: z.string(),
    kind: z.enum(['mail', 'kafka', 'facts']).nullable().describe('What the sink delivers: mail and SMS, the Kafka stream, or the report facts.'),
    state: z.enum(['ok', 'retrying']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    lastErrorAt: timestamp.nullable(),
    nextAttemptAt: timestamp.nullable(),
    eventId: z.string().nullable(),
    eventType: z.string().nullable(),
    channel: z.string().nullable(),
    deadLetters: z.number().int(),
    updatedAt: timestamp,
  }),
);
const deadLetter = answerOf<DeadLetter>()(
  z.object({
    id: z.string().describe('A number, as text.'),
    sink: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    streamId: z.string(),
    position: z.string(),
    error: z.string(),
    attempts: z.number().int(),
    failedAt: timestamp,
    payload: z.unknown().describe("The event's integration payload (ids, codes, dates) when it has one; never personal data (open)."),
    retryRequestedAt: timestamp.nullable(),
  }),
);
/** A kept mail or SMS (the outbox). */
export const outboxEntry = z.object({ to: z.string(), channel: z.enum(['email', 'sms']), subject: z.string().nullable(), text: z.string(), createdAt: timestamp });

const component = (shape: z.ZodRawShape) => z.union([z.object({ ok: z.literal(true), ...shape }), z.object({ ok: z.literal(false), error: z.string() })]);
const channelState = z.union([z.object({ state: z.literal('ok') }), z.object({ state: z.literal('retrying'), sink: z.string(), lastError: z.string().nullable() })]);
export const healthReport = z.object({
  status: z.enum(['ok', 'degraded']),
  components: z.object({
    eventStore: component({ kind: z.string(), head: z.string() }),
    readModels: component({ projections: z.array(projectionLag), parked: z.number().int() }),
    analytics: component({ kind: z.string() }),
    kafka: z.object({ ok: z.literal(true), enabled: z.boolean() }),
    sinks: component({
      channels: z.object({ smtp: channelState, sms: channelState, kafka: channelState }),
      sinks: z.record(z.string(), sinkState.omit({ name: true, kind: true, eventId: true, eventType: true, updatedAt: true })).describe('By sink name.'),
    }).optional(),
    mail: z.object({ ok: z.literal(true), delivery: z.enum(['smtp', 'outbox']), delivered: z.boolean(), warnings: z.array(z.string()).optional() }),
  }),
  warnings: z.array(z.string()).optional(),
});

export const adminAnswers = {
  'GET /api/admin/details': z.object({
    id: uuid,
    email: z.string().nullable(),
    name: z.string().nullable(),
    bio: z.string(),
    type: z.enum(['CORE_ADMIN', 'ADMIN']),
    profileImage: z.string().nullable(),
    imageURL: z.string().nullable(),
    adminPermissions: z.array(permission),
  }),
  'GET /api/admin/list': page(
    z.object({
      id: uuid,
      name: z.string().nullable(),
      email: z.string().nullable(),
      permissions: z.array(permission),
      core: z.boolean(),
      status: z.string().describe('INVITED, EXPIRED (an invitation past its day), REGISTERED …'),
    }),
  ),
  'GET /api/admin/verify/:token': z.object({ email: z.string() }),
  'GET /api/admin/user/standing/:id': z.object({ id: uuid, kind: z.string(), erased: z.boolean(), standing, suspendedUntil: day.nullable() }),
  'GET /api/admin/outbox': page(outboxEntry),
  'GET /api/projections/lag': z.array(projectionLag),
  'GET /api/admin/sinks': z.object({ sinks: z.array(sinkState), deadLetters: page(deadLetter) }),
  'GET /api/admin/projections': z.object({
    models: z.array(
      z.object({
        name: z.string(),
        position: z.string().nullable(),
        lagEvents: z.number().int().nullable(),
        lagSeconds: z.number().nullable(),
        running: z.boolean(),
        error: z.string().nullable(),
        parked: z.number().int(),
        rebuild: rebuildJob.nullable().describe('The latest rebuild of this process, if any.'),
      }),
    ),
    parked: z.array(parkedEvent),
  }),
  'GET /api/admin/projections/verify': z.object({
    models: z.array(
      z.object({
        name: z.string(),
        equal: z.boolean(),
        liveHash: z.string(),
        rebuiltHash: z.string(),
        events: z.number().int(),
        tables: z.array(z.object({ name: z.string(), equal: z.boolean(), liveRows: z.number().int(), rebuiltRows: z.number().int() })),
      }),
    ),
  }),
  'GET /api/admin/history/:kind/:id': z.object({
    kind: z.string(),
    id: z.string(),
    streams: z.array(z.string()),
    events: z.array(
      z.object({
        streamId: z.string(),
        type: z.string(),
        version: z.number().int(),
        revision: z.number().int(),
        position: z.string(),
        occurredAt: timestamp,
        actor: z.object({ id: z.string().nullable(), role: z.string().nullable(), name: z.string().nullable() }),
        correlationId: z.string().nullable(),
        causationId: z.string().nullable(),
        data: z.unknown().describe("The event's data with personal data opened (open: one shape per event type)."),
      }),
    ),
    total: z.number().int().optional().describe('With paging: events of the whole timeline.'),
    next: z.string().nullable().optional().describe('With paging: the `before` of the following page, null at the end.'),
    state: z.unknown().describe("The subject's state now (open: per kind)."),
    at: z.string().optional(),
    stateAt: z.unknown().optional(),
    views: z.array(z.object({ auditorId: z.string(), auditorName: z.string().nullable(), at: z.string().nullable(), viewedAt: timestamp })),
    labels: z
      .record(z.string(), z.string())
      .describe('Names of the ids in the events\' data and of the subject (volunteers, VIOs, admins, emergency users: their name; opportunities: their title), "[erased]" for an erased one; an id the read models do not hold yet is left out.'),
  }),
  'POST /api/admin/projections/rebuild': { description: 'The rebuild started: its job.', schema: rebuildJob },
};

export const platformAnswers = {
  'GET /api/health': z.object({ status: z.literal('ok') }).describe('Up. Down is 503 `{ status: "down" }`.'),
  'GET /api/admin/health': healthReport.describe('The whole report; 503 with the same body when degraded.'),
  'GET /api/dev/outbox': page(outboxEntry),
};
