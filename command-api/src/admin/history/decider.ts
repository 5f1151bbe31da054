import type { EventOf, HistoryKind, SubjectHistoryViewed } from '@nvp/events';
import type { Decider } from '../../infra/decider';

export type AuditEvent = EventOf<typeof SubjectHistoryViewed>;
export type AuditCommand = { type: 'RecordHistoryView'; auditorId: string; kind: HistoryKind; subjectId: string; at?: string };
export interface AuditState {
  views: number;
}

/** The `audit-<subjectId>` stream: every opening of a subject's history is recorded, nothing is refused. */
export const auditDecider: Decider<AuditCommand, AuditEvent, AuditState> = {
  initialState: { views: 0 },
  decide(command) {
    const { type: _, at, ...data } = command;
    return [{ type: 'SubjectHistoryViewed', data: at === undefined ? data : { ...data, at } }];
  },
  evolve(state, event) {
    return event.type === 'SubjectHistoryViewed' ? { views: state.views + 1 } : state;
  },
};
