import { accountStanding, catalogue, computeAccess, sliceOf, type AccountStanding, type EventStore, type Principal, type Vault } from '@nvp/events';
import { fold } from '../infra/decider';
import { volunteerDecider, type VolunteerEvent } from '../volunteer/decider';
import { vioDecider, type VioEvent } from '../vio/decider';
import { adminDecider, type AdminEvent } from '../admin/decider';
import { emergencyUserDecider, type EmergencyUserEvent } from '../emergency/decider';
import type { Session } from '@nvp/http-kit';

export interface Account {
  session: Omit<Session, 'iat' | 'exp'>;
  passwordHash: string;
  /** Suspended or terminated accounts cannot log in; the standing says why. */
  standing: AccountStanding;
}
/** What a slice's case below answers; the account-level parts (standing, changed password) are added after. */
type SliceAccount = Omit<Account, 'standing'>;

const upcasted = async (store: EventStore, streamId: string) =>
  (await store.readStream(streamId)).map((e) => ({ type: e.type, data: catalogue.upcast(e.type, e.version, e.data), metadata: e.metadata }));

/**
 * Any account, by its stream: fold the owning slice's events and open the sealed personal data.
 * Returns undefined for an unknown or erased account.
 */
export const loadAccount = async (store: EventStore, vault: Vault, streamId: string, now: Date = new Date()): Promise<Account | undefined> => {
  const events = await upcasted(store, streamId);
  const account = await sliceAccount(vault, streamId, events);
  if (!account) return undefined;
  // Account events every stream can carry: a newer password replaces the registration's; the standing decides login.
  const standing = accountStanding(events, now);
  const changed = standing.passwordSealed ? await vault.open<{ passwordHash: string }>(standing.passwordSealed) : undefined;
  return { ...account, passwordHash: changed?.passwordHash ?? account.passwordHash, standing };
};

const sliceAccount = async (vault: Vault, streamId: string, events: { type: string; data: unknown }[]): Promise<SliceAccount | undefined> => {
  const base = { isRefereeFilled: false, success: true as const, error: false as const };
  switch (sliceOf(streamId)) {
    case 'volunteer': {
      const s = fold(volunteerDecider, events as VolunteerEvent[]);
      if (!s.exists) return undefined;
      const p = await vault.open<{ firstName: string; lastName: string; email: string; passwordHash: string }>(s.personal);
      if (!p) return undefined;
      // A referee counts as filled once named, also after failing (the volunteer then sees FAILED and adds another).
      const refereeAdded = Boolean(s.referee);
      const principal: Principal = { type: 'VOLUNTEER', status: s.status, refereeAdded };
      return {
        passwordHash: p.passwordHash,
        session: { ...base, isRefereeFilled: refereeAdded, id: s.id, email: p.email, name: `${p.firstName} ${p.lastName}`, type: 'VOLUNTEER', access: computeAccess(principal), registrationNo: s.registrationNo, status: s.status },
      };
    }
    case 'vio': {
      const s = fold(vioDecider, events as VioEvent[]);
      if (!s.exists) return undefined;
      const p = await vault.open<{ email: string; passwordHash?: string }>(s.personal);
      // A sub-VIO has no password until it opens its invitation; a deleted one has no account.
      if (!p?.passwordHash || s.deleted) return undefined;
      return {
        passwordHash: p.passwordHash,
        session: { ...base, id: s.id, email: p.email, name: s.name, type: 'VIO', access: computeAccess({ type: 'VIO', status: s.status }), registrationNo: s.registrationNo, status: s.status, isSubVio: Boolean(s.parentVioId) },
      };
    }
    case 'admin': {
      const s = fold(adminDecider, events as AdminEvent[]);
      if (!s.exists) return undefined;
      const p = await vault.open<{ name: string; email: string; passwordHash: string }>(s.personal);
      if (!p) return undefined;
      const details = s.details ? await vault.open<{ name: string }>(s.details) : undefined;
      const access = computeAccess({ type: 'ADMIN', core: s.core, permissions: s.permissions });
      return {
        passwordHash: p.passwordHash,
        session: { ...base, id: s.id, email: p.email, name: details?.name ?? p.name, type: 'ADMIN', access, registrationNo: null, status: s.core ? 'CORE_ADMIN' : 'ADMIN' },
      };
    }
    case 'emergency': {
      // Only a user who set a password through the mailed link (Verified) has an account to log in to.
      const s = fold(emergencyUserDecider, events as EmergencyUserEvent[]);
      if (!s.personal || !s.id) return undefined;
      const p = await vault.open<{ name: string; email: string; passwordHash: string }>(s.personal);
      if (!p) return undefined;
      const access = computeAccess({ type: 'EMERGENCY_LOGIN', verified: true });
      return {
        passwordHash: p.passwordHash,
        session: { ...base, id: s.id, email: p.email, name: p.name, type: 'EMERGENCY_LOGIN', access, registrationNo: null, status: 'CREATED' },
      };
    }
    default:
      return undefined;
  }
};
