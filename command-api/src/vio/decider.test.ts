import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { INVALID_LINK, vioDecider, type VioEvent } from './decider';

const personal = { $sealed: 'v1' as const, subject: 'o1', iv: 'iv', data: 'cipher', tag: 'tag' };
const vioId = '7d1e2f3a-0000-4000-8000-000000000002';
const registered: VioEvent = {
  type: 'VioRegistered',
  data: { vioId, registrationNo: 'VIO-000001', name: 'Sarvodaya', type: 'NONPROFIT', description: 'Sarvodaya', emailSecretHash: 'h1', personal },
};
const given = spec(vioDecider).given;
const register = { type: 'RegisterVio' as const, vioId, registrationNo: 'VIO-000001', name: 'Sarvodaya', vioType: 'NONPROFIT' as const, description: 'Sarvodaya', emailSecretHash: 'h1', personal };

describe('vio decider', () => {
  it('registers an organisation', () => given([]).when(register).then([registered]));
  it('refuses a second registration of the same organisation', () =>
    given([registered]).when(register).thenThrows('This organisation is already registered', 400));
  it('verifies the e-mail', () =>
    given([registered]).when({ type: 'VerifyVioEmail', vioId, secretHash: 'h1' }).then([{ type: 'VioEmailVerified', data: { vioId } }]));
  it('refuses a wrong secret', () =>
    given([registered]).when({ type: 'VerifyVioEmail', vioId, secretHash: 'nope' }).thenThrows(INVALID_LINK, 400));
  it('is idempotent once verified', () =>
    given([registered, { type: 'VioEmailVerified', data: { vioId } }]).when({ type: 'VerifyVioEmail', vioId, secretHash: 'h1' }).then([]));
});
