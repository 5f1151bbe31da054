import type { FastifyInstance } from 'fastify';
import { collectSealedSubjects, comparePositions, formatPosition, pagingQuery, parsePosition, rules, streams, type EventMetadata, type Page, type Pool, type Position, type RecordedEvent } from '@nvp/events';
import type { SliceContext } from '../../infra/deps';
import { foldUpTo, openForAuditor, upcastedData, ERASED, type SubjectHistory } from '../../infra/history';
import { badRequest, notFound, isUuid, parse } from '@nvp/http-kit';
import { contextOf } from '../../infra/http';
import { loadAccount } from '../../auth/accounts';
import { auditDecider } from './decider';

export const AUDIT_DENIED = 'Only administrators holding the AUDIT permission can view histories';
export const UNKNOWN_KIND = 'There is no history of this kind';
export const SUBJECT_NOT_FOUND = 'There is no such subject';
export const BAD_AT = 'Choose one of the events of this history';
export const BAD_BEFORE = 'Page on from one of the events of this history';
/** The paging values (issue 23's shared rules: page from 1, pageSize up to PAGE_SIZE_MAX); `before` is the cursor. */
export const historyPaging = pagingQuery();
const PAGING_KEYS = ['page', 'pageSize', 'before'] as const;

/** The account stream of an actor, by the role the command recorded. */
const actorSlice: Record<string, string> = { VOLUNTEER: 'volunteer', VIO: 'vio', ADMIN: 'admin', EMERGENCY_LOGIN: 'emergency' };

const byPosition = (a: RecordedEvent, b: RecordedEvent) => comparePositions(a.position, b.position);

/**
 * The actors' names now, from the read models in one query (issue 24: an account load per actor was a stream read
 * and vault opens each, dozens a call). `role:id` → name, "[erased]" for an erased account (a VIO keeps its
 * organisation name in the model, the history says "[erased]" as the account load did); an actor the models do not
 * hold (yet) is left out, and the caller loads its account instead. The models lag the log a little, like every
 * admin page: an actor erased a moment ago may still show its name until the projection has the erasure, while
 * the events' personal data is opened with the vault and reads "[erased]" at once.
 */
const namesFromReadModels = async (pool: Pool | undefined, actors: { id: string; role: string }[]): Promise<Map<string, string | null>> => {
  const found = new Map<string, string | null>();
  const ids = (role: string) => [...new Set(actors.filter((a) => a.role === role && isUuid(a.id)).map((a) => a.id.toLowerCase()))];
  const wanted = { VOLUNTEER: ids('VOLUNTEER'), VIO: ids('VIO'), ADMIN: ids('ADMIN'), EMERGENCY_LOGIN: ids('EMERGENCY_LOGIN') };
  if (!pool || !Object.values(wanted).some((list) => list.length)) return found;
  const { rows } = await pool.query<{ role: string; id: string; name: string | null; erased: boolean }>(
    `SELECT 'VOLUNTEER' AS role, id::text, first_name || ' ' || last_name AS name, erased FROM rm_volunteers WHERE id = ANY($1::uuid[])
     UNION ALL SELECT 'VIO', id::text, name, erased FROM rm_vios WHERE id = ANY($2::uuid[])
     UNION ALL SELECT 'ADMIN', id::text, name, erased FROM rm_admins WHERE id = ANY($3::uuid[])
     UNION ALL SELECT 'EMERGENCY_LOGIN', id::text, name, erased FROM rm_emergency_users WHERE id = ANY($4::uuid[])`,
    [wanted.VOLUNTEER, wanted.VIO, wanted.ADMIN, wanted.EMERGENCY_LOGIN],
  );
  for (const row of rows) {
    if (row.erased) found.set(`${row.role}:${row.id}`, ERASED);
    else if (row.name) found.set(`${row.role}:${row.id}`, row.name);
  }
  return found;
};

/**
 * Issue 27: names for the ids inside the events' data (volunteers, VIOs, admins, emergency users, opportunities,
 * emergency opportunities) and for the subject, from the read models in one query: `id → name or title`,
 * "[erased]" for an erased person or organisation. The auditor may see every name of this page (the actors are named
 * the same way); an id the models do not hold (yet) is left out and the console names it by its kind ("a volunteer").
 */
export const labelsFromReadModels = async (pool: Pool | undefined, ids: Iterable<string>): Promise<Record<string, string>> => {
  const wanted = [...new Set([...ids].filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  const labels: Record<string, string> = {};
  if (!pool || !wanted.length) return labels;
  const { rows } = await pool.query<{ id: string; name: string | null; erased: boolean }>(
    `SELECT id::text, first_name || ' ' || last_name AS name, erased FROM rm_volunteers WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id::text, name, erased FROM rm_vios WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id::text, name, erased FROM rm_admins WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id::text, name, erased FROM rm_emergency_users WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id::text, title, false FROM rm_opportunities WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id::text, title, false FROM rm_emergency_opportunities WHERE id = ANY($1::uuid[])`,
    [wanted],
  );
  for (const row of rows) {
    if (row.erased) labels[row.id] = ERASED;
    else if (row.name?.trim()) labels[row.id] = row.name.trim();
  }
  return labels;
};

/** The ids in an event's clear data: top-level uuid strings and the uuids of top-level lists (one level of objects). */
export const idsInData = (data: unknown): string[] => {
  if (!data || typeof data !== 'object') return [];
  const found: string[] = [];
  const take = (value: unknown) => {
    if (typeof value === 'string' && isUuid(value)) found.push(value.toLowerCase());
  };
  for (const value of Object.values(data)) {
    take(value);
    if (Array.isArray(value)) for (const item of value) item && typeof item === 'object' ? Object.values(item).forEach(take) : take(item);
  }
  return found;
};

/** A position the caller sent (`at`, `before`): undefined when absent, 400 on the field when not a position. */
const positionParam = (value: unknown, message: string, field: string): Position | undefined => {
  if (value === undefined) return undefined;
  const position = typeof value === 'string' ? parsePosition(value) : undefined;
  if (!position) throw badRequest(message, field);
  return position;
};

/**
 * GET /api/admin/history/:kind/:id (issue 13, auditors): the subject's events with personal data opened (or
 * "[erased]"), the state now and, with `?at=<position>`, the state as of that event, both folded by the owning
 * slice's deciders. Every answer is recorded (SubjectHistoryViewed on `audit-<subjectId>`) before it is sent, so
 * the answer's `views` include this one.
 *
 * Issue 24: paged. With `page`/`pageSize` (shared paging rules) or the cursor `before=<position>` the timeline is
 * newest first, one page of it (`x-total-count`: the events of the list asked, older than `before` when given;
 * `next`: the cursor of the following page or null). Only the page's events are opened and their actors named.
 * Without any of them the answer is the whole timeline in log order, as before (existing callers).
 */
export const historyRoutes = async (app: FastifyInstance, ctx: SliceContext, histories: readonly SubjectHistory[]) => {
  app.get('/api/admin/history/:kind/:id', { config: { access: rules.auditor, denied: AUDIT_DENIED } }, async (request, reply) => {
    const { kind, id } = request.params as { kind: string; id: string };
    const history = histories.find((h) => h.kind === kind);
    if (!history) throw notFound(UNKNOWN_KIND);
    if (!isUuid(id)) throw notFound(SUBJECT_NOT_FOUND);
    const subjectId = id.toLowerCase();
    const own = await ctx.store.readStream(history.stream(subjectId));
    if (!own.length) throw notFound(SUBJECT_NOT_FOUND);

    const query = (request.query ?? {}) as Record<string, unknown>;
    const at = positionParam(query.at, BAD_AT, 'at');
    const before = positionParam(query.before, BAD_BEFORE, 'before');
    const page: Page | undefined = PAGING_KEYS.some((k) => query[k] !== undefined) ? parse(historyPaging, query) : undefined;

    const relatedStreams = (await history.related?.(ctx.store, subjectId)) ?? [];
    // One read for all of them (a busy volunteer's applications are dozens of streams).
    const related = await ctx.store.readStreams(relatedStreams);
    const events = [...own, ...related].sort(byPosition);
    const listed = (p: Position) => events.some((e) => comparePositions(e.position, p) === 0);
    if (at && !listed(at)) throw badRequest(BAD_AT, 'at');
    if (before && !listed(before)) throw badRequest(BAD_BEFORE, 'before');

    // The page: newest first, older than the cursor.
    let shown: RecordedEvent[] = events;
    let next: string | null = null;
    if (page) {
      const older = events.filter((e) => !before || comparePositions(e.position, before) < 0).reverse();
      shown = older.slice(page.offset, page.offset + page.size);
      next = page.offset + page.size < older.length && shown.length ? formatPosition(shown.at(-1)!.position) : null;
      reply.header('x-total-count', String(older.length));
      reply.header('x-page-size', String(page.size));
    }

    const now = ctx.now();
    const auditorId = request.session!.id;
    // The view is written beside the reading and opening below, and the answer waits for it: no history is sent
    // unless its view is on the log (a failed write fails the call; a view without an answer is harmless).
    const recorded = ctx.commands.handle(
      streams.audit(subjectId),
      auditDecider,
      { type: 'RecordHistoryView', auditorId, kind: history.kind, subjectId, at: at && formatPosition(at) },
      contextOf(request, now),
    );

    // The actors' names: the read models' in one query per batch; an actor they lack, by a look-up of its account
    // (the name now, "[erased]" once its key is gone).
    const names = new Map<string, Promise<string | null>>();
    const nameAll = async (actors: { id: string; role: string }[]) => {
      const missing = actors.filter((a) => !names.has(`${a.role}:${a.id}`));
      const found = await namesFromReadModels(ctx.pool, missing);
      for (const [key, name] of found) if (!names.has(key)) names.set(key, Promise.resolve(name));
    };
    const nameOf = (actorId: string, role?: string) => {
      const key = `${role}:${actorId}`;
      if (!names.has(key)) {
        names.set(
          key,
          (async () => {
            const slice = role && actorSlice[role];
            if (!slice || !isUuid(actorId)) return null;
            const account = await loadAccount(ctx.store, ctx.vault, `${slice}-${actorId}`, now);
            if (account) return account.session.name;
            return (await ctx.vault.isErased(actorId)) ? ERASED : null;
          })(),
        );
      }
      return names.get(key)!;
    };
    const actorOf = async (m: EventMetadata) => (m.actorId ? { id: m.actorId, role: m.actorRole ?? null, name: await nameOf(m.actorId, m.actorRole) } : { id: null, role: m.actorRole ?? null, name: null });

    const present = async () => {
      const data = shown.map(upcastedData);
      const state = foldUpTo(history, own);
      const stateAt = at ? foldUpTo(history, own, at) : undefined;
      // Every key the page needs (sealed values, the actors' accounts) in one query instead of one each.
      const subjects = collectSealedSubjects([data, state, stateAt], new Set());
      for (const e of shown) if (e.metadata.actorId && isUuid(e.metadata.actorId)) subjects.add(e.metadata.actorId);
      const [, , labels] = await Promise.all([
        ctx.vault.preload(subjects),
        nameAll(shown.flatMap((e) => (e.metadata.actorId && e.metadata.actorRole ? [{ id: e.metadata.actorId, role: e.metadata.actorRole }] : []))),
        labelsFromReadModels(ctx.pool, [subjectId, ...data.flatMap(idsInData)]),
      ]);
      const timeline = await Promise.all(
        shown.map(async (e, i) => ({
          streamId: e.streamId,
          type: e.type,
          version: e.version,
          revision: Number(e.streamRevision),
          position: formatPosition(e.position),
          occurredAt: e.metadata.occurredAt,
          actor: await actorOf(e.metadata),
          correlationId: e.metadata.correlationId ?? null,
          causationId: e.metadata.causationId ?? null,
          data: await openForAuditor(ctx.vault, data[i]),
        })),
      );
      return { timeline, labels, state: await openForAuditor(ctx.vault, state), stateAt: stateAt && (await openForAuditor(ctx.vault, stateAt)) };
    };
    const [, { timeline, labels, state, stateAt }] = await Promise.all([recorded, present()]);

    const viewed = await ctx.store.readStream(streams.audit(subjectId));
    await nameAll(viewed.map((e) => ({ id: (e.data as { auditorId: string }).auditorId, role: 'ADMIN' })));
    const views = await Promise.all(
      viewed.map(async (e) => {
        const data = e.data as { auditorId: string; at?: string };
        return { auditorId: data.auditorId, auditorName: await nameOf(data.auditorId, 'ADMIN'), at: data.at ?? null, viewedAt: e.metadata.occurredAt };
      }),
    );
    return {
      kind: history.kind,
      id: subjectId,
      streams: [history.stream(subjectId), ...relatedStreams],
      events: timeline,
      ...(page ? { total: events.length, next } : {}),
      state,
      ...(at ? { at: formatPosition(at), stateAt } : {}),
      views,
      labels,
    };
  });
};
