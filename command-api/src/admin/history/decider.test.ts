import { describe, it } from 'vitest';
import { spec } from '../../infra/given-when-then';
import { auditDecider, type AuditEvent } from './decider';

const auditorId = '7d1e2f3a-0000-4000-8000-000000000001';
const subjectId = '7d1e2f3a-0000-4000-8000-000000000002';
const given = spec(auditDecider).given;
const viewed: AuditEvent = { type: 'SubjectHistoryViewed', data: { auditorId, kind: 'volunteer', subjectId } };

describe('audit decider: views of a history', () => {
  it('records a first view', () => given([]).when({ type: 'RecordHistoryView', auditorId, kind: 'volunteer', subjectId }).then([viewed]));

  it('records every further view, with the position looked at', () =>
    given([viewed])
      .when({ type: 'RecordHistoryView', auditorId, kind: 'volunteer', subjectId, at: '12/34' })
      .then([{ type: 'SubjectHistoryViewed', data: { auditorId, kind: 'volunteer', subjectId, at: '12/34' } }]));
});
