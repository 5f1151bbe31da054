import { isSealed, type AppendResult } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import type { CommandContext } from '../infra/command-handler';
import { accountDecider } from './decider';
import { isUuid } from '@nvp/http-kit';

export type AccountKind = 'volunteer' | 'vio' | 'admin' | 'emergency';


/** The stream of the subject `id` among these kinds (each kind's stream is `<kind>-<id>`), from the event store. */
export const findSubjectStream = async (ctx: Pick<SliceContext, 'store'>, id: string, kinds: readonly AccountKind[]) => {
  if (!isUuid(id)) return undefined;
  for (const kind of kinds) {
    const streamId = `${kind}-${id.toLowerCase()}`;
    if ((await ctx.store.readStream(streamId, { maxCount: 1 })).length) return { streamId, kind };
  }
  return undefined;
};

/** Unique values an account may hold (reservation kinds), read from its sealed parts while they can still be opened. */
const claimedKinds = ['email', 'nic'] as const;

/**
 * Crypto-shredding after a termination: give the e-mail (and NIC) back so the person may register again,
 * delete the subject's vault key (resolving only when no process can still use it), run the slices' erasure
 * steps (uploaded files), and record PersonalDataErased so read models null what they hold.
 * Safe to repeat after an interruption: releasing is idempotent, and the claims are released before the key
 * goes (once the key is gone they could no longer be read).
 */
export const eraseSubject = async (ctx: SliceContext, streamId: string, subjectId: string, context: CommandContext): Promise<AppendResult | undefined> => {
  const values = new Map<string, Set<string>>(claimedKinds.map((k) => [k, new Set<string>()]));
  for (const event of await ctx.store.readStream(streamId)) {
    const personal = (event.data as { personal?: unknown } | null)?.personal;
    if (!isSealed(personal)) continue;
    const opened = await ctx.vault.open<Record<string, unknown>>(personal);
    for (const kind of claimedKinds) if (typeof opened?.[kind] === 'string') values.get(kind)!.add(opened[kind] as string);
  }
  for (const [kind, set] of values) for (const value of set) await ctx.reservations.release(kind, value, streamId, context.now);
  await ctx.vault.erase(subjectId);
  await ctx.erasure.run(subjectId); // the slices' own steps (uploaded files); they need no key
  const { result } = await ctx.commands.handle(streamId, accountDecider, { type: 'ErasePersonalData', subjectId }, context);
  return result;
};
