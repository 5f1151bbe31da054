import { catalogue, computeAccess, sliceOf, type EventStore, type Principal, type Vault } from '@nvp/events';
import { fold } from '../infra/decider';
import { volunteerDecider, type VolunteerEvent } from '../volunteer/decider';
import { vioDecider, type VioEvent } from '../vio/decider';
import { adminDecider, type AdminEvent } from '../admin/decider';
import type { Session } from './session';

export interface Account {
  session: Omit<Session, 'iat' | 'exp'>;
  passwordHash: string;
}

const upcasted = async (store: EventStore, streamId: string) =>
  (await store.readStream(streamId)).map((e) => ({ type: e.type, data: catalogue.upcast(e.type, e.version, e.data) }));

/**
 * Any account, by its stream: fold the owning slice's events and open the sealed personal data.
 * Returns undefined for an unknown or erased account.
 */
export const loadAccount = async (store: EventStore, vault: Vault, streamId: string): Promise<Account | undefined> => {
  const events = await upcasted(store, streamId);
  const base = { isRefereeFilled: false, success: true as const, error: false as const };
  switch (sliceOf(streamId)) {
    case 'volunteer': {
      const s = fold(volunteerDecider, events as VolunteerEvent[]);
      if (!s.exists) return undefined;
      const p = await vault.open<{ firstName: string; lastName: string; email: string; passwordHash: string }>(s.personal);
      if (!p) return undefined;
      const principal: Principal = { type: 'VOLUNTEER', status: s.status };
      return {
        passwordHash: p.passwordHash,
        session: { ...base, id: s.id, email: p.email, name: `${p.firstName} ${p.lastName}`, type: 'VOLUNTEER', access: computeAccess(principal), registrationNo: s.registrationNo, status: s.status },
      };
    }
    case 'vio': {
      const s = fold(vioDecider, events as VioEvent[]);
      if (!s.exists) return undefined;
      const p = await vault.open<{ email: string; passwordHash: string }>(s.personal);
      if (!p) return undefined;
      return {
        passwordHash: p.passwordHash,
        session: { ...base, id: s.id, email: p.email, name: s.name, type: 'VIO', access: computeAccess({ type: 'VIO', status: s.status }), registrationNo: s.registrationNo, status: s.status },
      };
    }
    case 'admin': {
      const s = fold(adminDecider, events as AdminEvent[]);
      if (!s.exists) return undefined;
      const p = await vault.open<{ name: string; email: string; passwordHash: string }>(s.personal);
      if (!p) return undefined;
      const access = computeAccess({ type: 'ADMIN', core: s.core, permissions: s.permissions });
      return {
        passwordHash: p.passwordHash,
        session: { ...base, id: s.id, email: p.email, name: p.name, type: 'ADMIN', access, registrationNo: null, status: s.core ? 'CORE_ADMIN' : 'ADMIN' },
      };
    }
    default:
      return undefined;
  }
};
