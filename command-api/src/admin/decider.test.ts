import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { adminDecider } from './decider';

const personal = { $sealed: 'v1' as const, subject: 'a1', iv: 'iv', data: 'cipher', tag: 'tag' };
const adminId = '7d1e2f3a-0000-4000-8000-000000000003';
const given = spec(adminDecider).given;

describe('admin decider', () => {
  it('registers the core admin with every permission implied', () =>
    given([])
      .when({ type: 'RegisterAdmin', adminId, core: true, permissions: [], personal })
      .then([{ type: 'AdminRegistered', data: { adminId, core: true, permissions: [], personal } }]));
  it('needs at least one permission for an ordinary admin', () =>
    given([]).when({ type: 'RegisterAdmin', adminId, core: false, permissions: [], personal }).thenThrows('Choose at least one permission', 400));
  it('refuses a second registration', () =>
    given([{ type: 'AdminRegistered', data: { adminId, core: true, permissions: [], personal } }])
      .when({ type: 'RegisterAdmin', adminId, core: true, permissions: [], personal })
      .thenThrows('This administrator is already registered', 400));
});
