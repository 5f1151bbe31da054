import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import {
  ACCOUNT_TERMINATED,
  accountDecider,
  ALREADY_TERMINATED,
  NOT_SUSPENDED,
  RESET_EXPIRED,
  RESET_INVALID,
  RESET_USED,
  SUSPENSION_IN_PAST,
  USER_NOT_FOUND,
  type AccountEvent,
} from './decider';

const sealed = { $sealed: 'v1' as const, subject: 's1', iv: 'iv', data: 'cipher', tag: 'tag' };
const subjectId = '7d1e2f3a-0000-4000-8000-000000000001';
const adminId = '7d1e2f3a-0000-4000-8000-000000000009';
// Any event of the subject's own slice means the account exists; the account decider looks no further.
const opened = { type: 'VolunteerRegistered', data: {} } as unknown as AccountEvent;
const noon = new Date('2026-05-01T06:30:00.000Z'); // 12:00 in Colombo, 1 May 2026
const today = '2026-05-01';

const given = spec(accountDecider).given;
const suspended = (until: string): AccountEvent => ({ type: 'AccountSuspended', data: { subjectId, until, adminId } });
const terminated: AccountEvent = { type: 'AccountTerminated', data: { subjectId, by: 'admin', adminId } };
const erased: AccountEvent = { type: 'PersonalDataErased', data: { subjectId } };
const resetRequested = (secretHash: string, requestedAt: Date): AccountEvent => ({
  type: 'PasswordResetRequested',
  data: { subjectId, secretHash, expiresAt: new Date(requestedAt.getTime() + 3600_000).toISOString(), personal: sealed },
});
const changed = (reason: 'changed' | 'reset'): AccountEvent => ({ type: 'PasswordChanged', data: { subjectId, reason, personal: sealed } });
const minutes = (n: number) => new Date(noon.getTime() + n * 60_000);

describe('account decider: suspension', () => {
  const suspend = (until: string) => ({ type: 'SuspendAccount' as const, subjectId, until, adminId, now: noon, today });

  it('suspends until a day, today included', () => given([opened]).when(suspend(today)).then([suspended(today)]));

  it('moves the last day of a running suspension', () => given([opened, suspended('2026-06-01')]).when(suspend('2026-05-10')).then([suspended('2026-05-10')]));

  it('refuses a day in the past', () => given([opened]).when(suspend('2026-04-30')).thenThrows(SUSPENSION_IN_PAST, 400));

  it('refuses a terminated account', () => given([opened, terminated]).when(suspend(today)).thenThrows(ACCOUNT_TERMINATED, 400));

  it('refuses an unknown account', () => given([]).when(suspend(today)).thenThrows(USER_NOT_FOUND, 404));

  it('unsuspends a suspended account', () =>
    given([opened, suspended('2026-05-10')])
      .when({ type: 'UnsuspendAccount', subjectId, adminId, now: noon })
      .then([{ type: 'AccountUnsuspended', data: { subjectId, adminId } }]));

  it('refuses to unsuspend an account that is not suspended', () =>
    given([opened]).when({ type: 'UnsuspendAccount', subjectId, adminId, now: noon }).thenThrows(NOT_SUSPENDED, 400));

  it('treats a suspension whose last day has passed (Colombo midnight) as over', () => {
    // Suspended until 1 May: still suspended at 23:59 Colombo time, over at midnight (18:30 UTC).
    given([opened, suspended(today)]).when({ type: 'UnsuspendAccount', subjectId, adminId, now: new Date('2026-05-01T18:29:59.000Z') }).then([
      { type: 'AccountUnsuspended', data: { subjectId, adminId } },
    ]);
    given([opened, suspended(today)]).when({ type: 'UnsuspendAccount', subjectId, adminId, now: new Date('2026-05-01T18:30:00.000Z') }).thenThrows(NOT_SUSPENDED, 400);
  });
});

describe('account decider: termination and erasure', () => {
  it('terminates by an admin or by the owner', () => {
    given([opened]).when({ type: 'TerminateAccount', subjectId, by: 'admin', adminId }).then([terminated]);
    given([opened, suspended(today)]).when({ type: 'TerminateAccount', subjectId, by: 'self' }).then([{ type: 'AccountTerminated', data: { subjectId, by: 'self' } }]);
  });

  it('continues an interrupted termination without a second event', () => given([opened, terminated]).when({ type: 'TerminateAccount', subjectId, by: 'admin', adminId }).then([]));

  it('refuses to terminate an erased account', () => given([opened, terminated, erased]).when({ type: 'TerminateAccount', subjectId, by: 'admin', adminId }).thenThrows(ALREADY_TERMINATED, 400));

  it('erases a terminated account once', () => {
    given([opened, terminated]).when({ type: 'ErasePersonalData', subjectId }).then([erased]);
    given([opened, terminated, erased]).when({ type: 'ErasePersonalData', subjectId }).then([]);
  });

  it('erases nothing of an account that is not terminated', () =>
    given([opened]).when({ type: 'ErasePersonalData', subjectId }).thenThrows('Only a terminated account can be erased', 400));
});

describe('account decider: passwords', () => {
  it('changes the password', () => given([opened]).when({ type: 'ChangePassword', subjectId, reason: 'changed', personal: sealed }).then([changed('changed')]));

  it('refuses a password change of a terminated account', () =>
    given([opened, terminated]).when({ type: 'ChangePassword', subjectId, reason: 'changed', personal: sealed }).thenThrows(ACCOUNT_TERMINATED, 400));

  const request = (secretHash: string, now: Date) => ({
    type: 'RequestPasswordReset' as const,
    subjectId,
    secretHash,
    expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
    now,
    personal: sealed,
  });

  it('records a reset request valid for one hour', () => given([opened]).when(request('h1', noon)).then([resetRequested('h1', noon)]));

  it('sends at most one reset mail a minute', () => {
    given([opened, resetRequested('h1', noon)]).when(request('h2', new Date(noon.getTime() + 59_000))).then([]);
    given([opened, resetRequested('h1', noon)]).when(request('h2', minutes(1))).then([resetRequested('h2', minutes(1))]);
  });

  it('quietly ignores a reset request for a terminated account', () => given([opened, terminated]).when(request('h1', noon)).then([]));

  const reset = (secretHash: string, now: Date) => ({ type: 'ResetPassword' as const, subjectId, secretHash, now, personal: sealed });

  it('resets the password with the latest link within the hour', () =>
    given([opened, resetRequested('h1', noon)]).when(reset('h1', minutes(59))).then([changed('reset')]));

  it('refuses an expired link', () => given([opened, resetRequested('h1', noon)]).when(reset('h1', minutes(60))).thenThrows(RESET_EXPIRED, 400));

  it('refuses a used link (single use)', () =>
    given([opened, resetRequested('h1', noon), changed('reset')]).when(reset('h1', minutes(5))).thenThrows(RESET_USED, 400));

  it('refuses a link after the password was changed in settings', () =>
    given([opened, resetRequested('h1', noon), changed('changed')]).when(reset('h1', minutes(5))).thenThrows(RESET_USED, 400));

  it('refuses a forged link and an older link once a newer one was sent', () => {
    given([opened, resetRequested('h1', noon)]).when(reset('forged', minutes(1))).thenThrows(RESET_INVALID, 400);
    given([opened, resetRequested('h1', noon), resetRequested('h2', minutes(2))]).when(reset('h1', minutes(3))).thenThrows(RESET_INVALID, 400);
  });

  it('refuses a reset with no request, and of a terminated account', () => {
    given([opened]).when(reset('h1', noon)).thenThrows(RESET_INVALID, 400);
    given([opened, resetRequested('h1', noon), terminated]).when(reset('h1', minutes(1))).thenThrows(ACCOUNT_TERMINATED, 400);
  });
});

describe('account decider: logout (issue 23)', () => {
  const sessionId = '7d1e2f3a-0000-4000-8000-0000000000aa';
  const until = '2026-05-01T18:30:00.000Z';
  const signOut = { type: 'SignOut' as const, subjectId, sessionId, until };
  const signedOut: AccountEvent = { type: 'SignedOut', data: { subjectId, sessionId, until } };

  it('ends the session', () => given([opened]).when(signOut).then([signedOut]));

  it('ends it once: a second logout of the same session appends nothing', () => given([opened, signedOut]).when(signOut).then([]));

  it('ends another session of the same account on its own', () =>
    given([opened, signedOut])
      .when({ ...signOut, sessionId: 'other' })
      .then([{ type: 'SignedOut', data: { subjectId, sessionId: 'other', until } }]));

  it('appends nothing for a closed account (its tokens are refused already)', () => given([opened, terminated]).when(signOut).then([]));

  it('refuses an unknown account', () => given([]).when(signOut).thenThrows(USER_NOT_FOUND, 404));
});
