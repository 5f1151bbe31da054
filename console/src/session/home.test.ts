import { describe, expect, it } from 'vitest';
import { bit, computeAccess, hasBit, type AdminPermission } from '@nvp/events/browser';
import { homeOf } from './token';

const admin = (core: boolean, permissions: AdminPermission[]) => ({ type: 'ADMIN', access: computeAccess({ type: 'ADMIN', core, permissions }) });

describe('homeOf: where a login lands', () => {
  it('sends an admin who may see reports to the dashboard (issue 27)', () => {
    expect(homeOf(admin(false, ['VIEW_REPORTS']))).toBe('/admin/dashboard');
    expect(homeOf(admin(true, []))).toBe('/admin/dashboard');
  });

  it('sends an admin without VIEW_REPORTS (the dashboard would refuse them) to the profile', () => {
    const session = admin(false, ['VERIFY_VIOS']);
    expect(hasBit(session.access, bit.VIEW_REPORTS)).toBe(false);
    expect(homeOf(session)).toBe('/admin/profile');
  });

  it('keeps the other landings', () => {
    expect(homeOf({ type: 'VOLUNTEER', access: 0 })).toBe('/volunteerHome');
    expect(homeOf({ type: 'EMERGENCY_LOGIN', access: 0 })).toBe('/emguserHome');
    expect(homeOf({ type: 'VIO', access: 0 })).toBe('/vioHome');
    expect(homeOf(undefined)).toBe('/vioHome');
  });
});
