import type { FastifyInstance } from 'fastify';
import { comparePositions, formatPosition, parsePosition, rules, streams, type EventMetadata, type Position, type RecordedEvent } from '@nvp/events';
import type { SliceContext } from '../../infra/deps';
import { foldUpTo, openForAuditor, upcastedData, ERASED, type SubjectHistory } from '../../infra/history';
import { badRequest, notFound } from '../../infra/errors';
import { contextOf, isUuid } from '../../infra/http';
import { loadAccount } from '../../auth/accounts';
import { auditDecider } from './decider';

export const AUDIT_DENIED = 'Only administrators holding the AUDIT permission can view histories';
export const UNKNOWN_KIND = 'There is no history of this kind';
export const SUBJECT_NOT_FOUND = 'There is no such subject';
export const BAD_AT = 'Choose one of the events of this history';

/** The account stream of an actor, by the role the command recorded. */
const actorSlice: Record<string, string> = { VOLUNTEER: 'volunteer', VIO: 'vio', ADMIN: 'admin', EMERGENCY_LOGIN: 'emergency' };

const byPosition = (a: RecordedEvent, b: RecordedEvent) => comparePositions(a.position, b.position);

/**
 * GET /api/admin/history/:kind/:id (issue 13, auditors): every event of the subject's streams in log order with
 * personal data opened (or "[erased]"), the state now and, with `?at=<position>`, the state as of that event,
 * both folded by the owning slice's deciders. Each opening is recorded first (SubjectHistoryViewed on
 * `audit-<subjectId>`), so the answer's `views` include this one.
 */
export const historyRoutes = async (app: FastifyInstance, ctx: SliceContext, histories: readonly SubjectHistory[]) => {
  app.get('/api/admin/history/:kind/:id', { config: { access: rules.auditor, denied: AUDIT_DENIED } }, async (request) => {
    const { kind, id } = request.params as { kind: string; id: string };
    const history = histories.find((h) => h.kind === kind);
    if (!history) throw notFound(UNKNOWN_KIND);
    if (!isUuid(id)) throw notFound(SUBJECT_NOT_FOUND);
    const subjectId = id.toLowerCase();
    const own = await ctx.store.readStream(history.stream(subjectId));
    if (!own.length) throw notFound(SUBJECT_NOT_FOUND);

    const atText = (request.query as { at?: unknown }).at;
    let at: Position | undefined;
    if (atText !== undefined) {
      at = typeof atText === 'string' ? parsePosition(atText) : undefined;
      if (!at) throw badRequest(BAD_AT, 'at');
    }
    const relatedStreams = (await history.related?.(ctx.store, subjectId)) ?? [];
    const related = (await Promise.all(relatedStreams.map((s) => ctx.store.readStream(s)))).flat();
    const events = [...own, ...related].sort(byPosition);
    if (at && !events.some((e) => comparePositions(e.position, at) === 0)) throw badRequest(BAD_AT, 'at');

    const now = ctx.now();
    const auditorId = request.session!.id;
    await ctx.commands.handle(
      streams.audit(subjectId),
      auditDecider,
      { type: 'RecordHistoryView', auditorId, kind: history.kind, subjectId, at: at && formatPosition(at) },
      contextOf(request, now),
    );

    // One look-up per actor: the account's name now, "[erased]" once its key is gone.
    const names = new Map<string, Promise<string | null>>();
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

    const timeline = await Promise.all(
      events.map(async (e) => ({
        streamId: e.streamId,
        type: e.type,
        version: e.version,
        revision: Number(e.streamRevision),
        position: formatPosition(e.position),
        occurredAt: e.metadata.occurredAt,
        actor: await actorOf(e.metadata),
        correlationId: e.metadata.correlationId ?? null,
        causationId: e.metadata.causationId ?? null,
        data: await openForAuditor(ctx.vault, upcastedData(e)),
      })),
    );
    const views = await Promise.all(
      (await ctx.store.readStream(streams.audit(subjectId))).map(async (e) => {
        const data = e.data as { auditorId: string; at?: string };
        return { auditorId: data.auditorId, auditorName: await nameOf(data.auditorId, 'ADMIN'), at: data.at ?? null, viewedAt: e.metadata.occurredAt };
      }),
    );
    return {
      kind: history.kind,
      id: subjectId,
      streams: [history.stream(subjectId), ...relatedStreams],
      events: timeline,
      state: await openForAuditor(ctx.vault, foldUpTo(history, own)),
      ...(at ? { at: formatPosition(at), stateAt: await openForAuditor(ctx.vault, foldUpTo(history, own, at)) } : {}),
      views,
    };
  });
};
