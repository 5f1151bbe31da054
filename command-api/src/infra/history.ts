import { catalogue, comparePositions, isSealed, type EventStore, type HistoryKind, type Position, type RecordedEvent, type Vault } from '@nvp/events';
import type { Decider } from './decider';

/** A decider as far as folding goes; the history folds the very deciders the command side uses. */
export type HistoryFold = Pick<Decider<unknown, { type: string; data: unknown }, unknown>, 'initialState' | 'evolve'>;

/**
 * The port between the auditors' history (admin slice) and the slices that own the subjects: the composition
 * root (app.ts) builds one per kind from each slice's exported decider, so no slice imports another.
 */
export interface SubjectHistory {
  kind: HistoryKind;
  /** The subject's own stream: its events are folded into the state (and `?at=` folds them up to a position). */
  stream(id: string): string;
  /** Further streams of the subject shown on the timeline but not folded (uploads, applications…). */
  related?(store: EventStore, id: string): Promise<string[]>;
  /** The deciders whose states make up the subject's state, by name; each folds the whole own stream. */
  folds: Record<string, HistoryFold>;
}

/** Upcast as the command handler does before folding. */
export const upcastedData = (e: RecordedEvent) => catalogue.upcast(e.type, e.version, e.data);

/** The states of every fold over the own stream's events up to and including `at` (all of them without it). */
export const foldUpTo = (history: SubjectHistory, own: readonly RecordedEvent[], at?: Position) => {
  const events = own.filter((e) => !at || comparePositions(e.position, at) <= 0).map((e) => ({ type: e.type, data: upcastedData(e) }));
  return Object.fromEntries(Object.entries(history.folds).map(([name, decider]) => [name, events.reduce(decider.evolve, decider.initialState)]));
};

export const ERASED = '[erased]';
export const HIDDEN = '[hidden]';
/** Hashes of secrets and passwords mean nothing to an auditor and must not leave the server. */
const secretKey = /(hash|secret|password)$/i;

/**
 * Opens every sealed value (at any depth) with the vault for the auditor: the plain value, or "[erased]"
 * once its subject's key is gone. Secret hashes are answered as "[hidden]".
 */
export const openForAuditor = async (vault: Vault, value: unknown): Promise<unknown> => {
  if (isSealed(value)) {
    const opened = await vault.open<unknown>(value);
    return opened === undefined ? ERASED : openForAuditor(vault, opened);
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => openForAuditor(vault, v)));
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([k, v]) => [k, secretKey.test(k) && v !== undefined && v !== null ? HIDDEN : await openForAuditor(vault, v)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
};
