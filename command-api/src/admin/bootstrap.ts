import { randomUUID } from 'node:crypto';
import { emailField, streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { hashPassword } from '../auth/passwords';
import { adminDecider } from './decider';

/**
 * The first core admin comes from ADMIN_EMAIL / ADMIN_PASSWORD. Safe to run at every start and from
 * several processes at once: the e-mail reservation decides who creates it.
 */
export const bootstrapCoreAdmin = async (ctx: SliceContext, email: string, password: string) => {
  const normalised = emailField().parse(email);
  if (password.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters long');
  const { owner } = await ctx.reservations.holder('email', normalised);
  if (owner) return { created: false, streamId: owner };
  const adminId = randomUUID();
  const streamId = streams.admin(adminId);
  if (!(await ctx.reservations.claim('email', normalised, streamId))) return { created: false, streamId };
  const personal = await ctx.vault.seal(adminId, {
    name: 'Core Administrator',
    email: normalised,
    bio: '',
    passwordHash: await hashPassword(password),
  });
  await ctx.commands.handle(streamId, adminDecider, { type: 'RegisterAdmin', adminId, core: true, permissions: [], personal }, {
    actorRole: 'SYSTEM',
    now: ctx.now(),
  });
  return { created: true, streamId };
};
