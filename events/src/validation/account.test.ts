import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages';
import {
  adminChangePasswordForm,
  adminDetailsRequest,
  adminRegistrationForm,
  changePasswordForm,
  colomboDate,
  displayDate,
  forgotPasswordRequest,
  inviteAdminRequest,
  parseSuspensionDate,
  resetPasswordRequest,
  suspendRequest,
  suspensionEndsAt,
  terminateAccountRequest,
  toSpecDate,
} from './account';
import { accountStanding } from '../catalogue/account';

/** The English text of the first problem, as the API answers it. */
const firstError = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : translateMessage(result.error!.issues[0].message);
};

describe('account form rules (spec §5 wording)', () => {
  it.each([
    [changePasswordForm, { currentPassword: '', newPassword: 'abcdefgh', newPasswordConfirm: 'abcdefgh' }, 'required'],
    [changePasswordForm, { currentPassword: 'old', newPassword: '', newPasswordConfirm: '' }, 'required'],
    [changePasswordForm, { currentPassword: 'old', newPassword: 'abcdefgh', newPasswordConfirm: 'abcdefgX' }, 'passwords must match'],
    [changePasswordForm, { currentPassword: 'old', newPassword: 'short', newPasswordConfirm: 'short' }, 'Password must be at least 8 characters long'],
    [terminateAccountRequest, { password: '' }, 'required'],
    [forgotPasswordRequest, { email: '' }, 'required'],
    [forgotPasswordRequest, { email: 'nobody' }, 'invalid email address'],
    [resetPasswordRequest, { token: 't', password1: '', password2: '' }, 'required'],
    [resetPasswordRequest, { token: 't', password1: 'abcdefgh', password2: 'abcdefgX' }, 'passwords must match'],
    [inviteAdminRequest, { email: 'x', adminPermissions: ['VIEW_REPORTS'] }, 'Please enter a valid email address'],
    [inviteAdminRequest, { email: 'a@b.lk', adminPermissions: [] }, 'Please select at least one permission'],
    [inviteAdminRequest, { email: 'a@b.lk', adminPermissions: ['SUPERPOWER'] }, 'Please select at least one permission'],
    [adminChangePasswordForm, { oldPassword: '', newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' }, 'Current Password is required'],
    [adminChangePasswordForm, { oldPassword: 'x', newPassword: '', repeatPassword: '' }, 'You must specify a password'],
    [adminChangePasswordForm, { oldPassword: 'x', newPassword: 'short', repeatPassword: 'short' }, 'Password must have at least 8 characters'],
    [adminChangePasswordForm, { oldPassword: 'x', newPassword: 'abcdefgh', repeatPassword: 'abcdefgX' }, 'The passwords do not match'],
    [adminRegistrationForm, { name: ' ', email: 'a@b.lk', password: 'abcdefgh', repeatPassword: 'abcdefgh' }, 'Name is required'],
    [adminRegistrationForm, { name: 'A', email: '', password: 'abcdefgh', repeatPassword: 'abcdefgh' }, 'Email is empty!'],
    [adminDetailsRequest, { name: '', bio: 'x' }, 'Please enter a valid name'],
    [adminDetailsRequest, { name: 'A', bio: '' }, 'Please enter a bio'],
  ])('%#: refuses with "%s"', (schema, value, message) => {
    expect(firstError(schema as never, value)).toBe(message);
  });

  it('accepts a complete invitation and removes repeated permissions', () => {
    expect(inviteAdminRequest.parse({ email: ' New.Admin@Example.LK ', adminPermissions: ['VIEW_REPORTS', 'VIEW_REPORTS'] })).toEqual({
      email: 'new.admin@example.lk',
      adminPermissions: ['VIEW_REPORTS'],
    });
  });
});

describe('suspension dates (Asia/Colombo)', () => {
  it('reads the spec’s month-day-year and ISO, and refuses impossible days', () => {
    expect(parseSuspensionDate('12-31-2026')).toBe('2026-12-31');
    expect(parseSuspensionDate('2026-12-31')).toBe('2026-12-31');
    expect(parseSuspensionDate('02-30-2026')).toBeUndefined();
    expect(parseSuspensionDate('31-12-2026')).toBeUndefined();
    expect(toSpecDate('2026-12-31')).toBe('12-31-2026');
    expect(displayDate('2026-12-31')).toBe('31/12/2026');
  });

  it('takes today in Colombo, which is already tomorrow at 19:00 UTC', () => {
    expect(colomboDate(new Date('2026-05-01T18:29:59Z'))).toBe('2026-05-01');
    expect(colomboDate(new Date('2026-05-01T18:30:00Z'))).toBe('2026-05-02');
  });

  it('ends a suspension at the Colombo midnight after its last day', () => {
    expect(suspensionEndsAt('2026-05-01').toISOString()).toBe('2026-05-01T18:30:00.000Z');
  });

  it('needs a day of today or later to suspend, none to unsuspend', () => {
    const schema = suspendRequest('2026-05-01');
    const id = '7d1e2f3a-0000-4000-8000-000000000001';
    expect(firstError(schema, { id, suspend: true })).toBe('Please select a day.');
    expect(firstError(schema, { id, suspend: true, date: 'soon' })).toBe('Please select a day.');
    expect(firstError(schema, { id, suspend: true, date: '04-30-2026' })).toBe('The suspension must end today or later');
    expect(schema.parse({ id, suspend: true, date: '05-01-2026' })).toEqual({ id, suspend: true, until: '2026-05-01' });
    expect(schema.parse({ id, suspend: false })).toEqual({ id, suspend: false, until: undefined });
    expect(firstError(schema, { id: 'nope', suspend: false })).toBe('User not found');
  });
});

describe('account standing fold', () => {
  const subjectId = '7d1e2f3a-0000-4000-8000-000000000001';
  const adminId = '7d1e2f3a-0000-4000-8000-000000000009';
  const sealed = { $sealed: 'v1' as const, subject: subjectId, iv: 'i', data: 'd', tag: 't' };

  it('is FUNCTIONING without standing events', () => {
    expect(accountStanding([{ type: 'VolunteerRegistered', data: {} }])).toEqual({ standing: 'FUNCTIONING', erased: false });
  });

  it('follows suspension, its end by date, unsuspension and termination', () => {
    const suspended = [{ type: 'AccountSuspended', data: { subjectId, until: '2026-05-01', adminId } }];
    expect(accountStanding(suspended, new Date('2026-05-01T18:00:00Z'))).toMatchObject({ standing: 'SUSPENDED', suspendedUntil: '2026-05-01' });
    expect(accountStanding(suspended, new Date('2026-05-01T18:30:00Z'))).toMatchObject({ standing: 'FUNCTIONING', suspendedUntil: undefined });
    const lifted = [...suspended, { type: 'AccountUnsuspended', data: { subjectId, adminId } }];
    expect(accountStanding(lifted, new Date('2026-05-01T00:00:00Z')).standing).toBe('FUNCTIONING');
    const closed = [...suspended, { type: 'AccountTerminated', data: { subjectId, by: 'admin', adminId } }, { type: 'AccountUnsuspended', data: { subjectId, adminId } }];
    expect(accountStanding(closed).standing).toBe('TERMINATED');
  });

  it('keeps the latest password and picture, and forgets them on erasure', () => {
    const events = [
      { type: 'PasswordChanged', data: { subjectId, reason: 'changed', personal: sealed }, metadata: { occurredAt: '2026-05-01T00:00:00.000Z' } },
      { type: 'ProfileImageChanged', data: { subjectId, imageURL: '/api/asset/file/a.png' } },
    ];
    expect(accountStanding(events)).toMatchObject({ passwordSealed: sealed, passwordChangedAt: '2026-05-01T00:00:00.000Z', imageURL: '/api/asset/file/a.png' });
    const erased = accountStanding([...events, { type: 'AccountTerminated', data: { subjectId, by: 'self' } }, { type: 'PersonalDataErased', data: { subjectId } }]);
    expect(erased).toMatchObject({ standing: 'TERMINATED', erased: true, passwordSealed: undefined, imageURL: undefined });
  });
});
