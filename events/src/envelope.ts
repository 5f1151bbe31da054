/** The shape every event has on the log. `id` doubles as the idempotency key. */
export interface EventMetadata {
  actorId?: string;
  actorRole?: string;
  correlationId?: string;
  causationId?: string;
  occurredAt: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  version: number;
  data: Data;
  metadata: EventMetadata;
}

/**
 * A global position in the log. PostgreSQL: (writing transaction id, global sequence);
 * KurrentDB: (commit, prepare). Both compare lexicographically.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  streamRevision: bigint;
  position: Position;
  recordedAt: Date;
}

export const START: Position = { commit: -1n, prepare: -1n };

export const comparePositions = (a: Position, b: Position): number =>
  a.commit < b.commit ? -1 : a.commit > b.commit ? 1 : a.prepare < b.prepare ? -1 : a.prepare > b.prepare ? 1 : 0;

export const maxPosition = (a: Position, b: Position): Position => (comparePositions(a, b) >= 0 ? a : b);

/** "commit/prepare": the form positions travel in over HTTP and sit in checkpoints. */
export const formatPosition = (p: Position): string => `${p.commit}/${p.prepare}`;

export const parsePosition = (text: string): Position | undefined => {
  const m = /^(-?\d{1,20})\/(-?\d{1,20})$/.exec(text.trim());
  return m ? { commit: BigInt(m[1]), prepare: BigInt(m[2]) } : undefined;
};
