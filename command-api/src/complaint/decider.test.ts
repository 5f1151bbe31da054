import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { ALREADY_RESOLVED, COMPLAINT_NOT_FOUND, complaintDecider, type ComplaintEvent } from './decider';

const complaintId = '7d1e2f3a-0000-4000-8000-0000000000d1';
const complainantId = '7d1e2f3a-0000-4000-8000-0000000000d2';
const adminId = '7d1e2f3a-0000-4000-8000-000000000001';
const personal = { $sealed: 'v1' as const, subject: complainantId, iv: 'iv', data: 'cipher', tag: 'tag' };
const resolution = { ...personal, data: 'action' };
const submitted: ComplaintEvent = { type: 'ComplaintSubmitted', data: { complaintId, complainantId, userType: 'VOLUNTEER', personal } };
const resolved: ComplaintEvent = { type: 'ComplaintResolved', data: { complaintId, complainantId, adminId, personal: resolution } };

describe('complaint decider', () => {
  const given = spec(complaintDecider).given;

  it('files a complaint (ONGOING)', () => given([]).when({ type: 'SubmitComplaint', complaintId, complainantId, userType: 'VOLUNTEER', personal }).then([submitted]));

  it('resolves it once, naming the admin and the complainant', () => {
    given([submitted]).when({ type: 'ResolveComplaint', complaintId, adminId, personal: resolution }).then([resolved]);
    given([submitted, resolved]).when({ type: 'ResolveComplaint', complaintId, adminId, personal: resolution }).thenThrows(ALREADY_RESOLVED, 400);
  });

  it('resolves without a sealed part when the complainant is erased', () =>
    given([submitted]).when({ type: 'ResolveComplaint', complaintId, adminId }).then([{ type: 'ComplaintResolved', data: { complaintId, complainantId, adminId } }]));

  it('refuses an unknown complaint', () => given([]).when({ type: 'ResolveComplaint', complaintId, adminId, personal: resolution }).thenThrows(COMPLAINT_NOT_FOUND, 404));
});
