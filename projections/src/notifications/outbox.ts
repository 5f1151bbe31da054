import type { Pool } from '@nvp/events';
import type { Mailer, SmsSender } from './ports';

/** Anything that runs a query: a pool, or a client inside a transaction. */
type Queryable = Pick<Pool, 'query'>;

export type OutboxChannel = 'email' | 'sms';

export interface OutboxEntry {
  to: string;
  channel: OutboxChannel;
  subject: string | null;
  text: string;
  createdAt: Date;
}

const insert = (db: Queryable, channel: OutboxChannel, recipient: string, subject: string | null, body: string, about: string | undefined) =>
  db.query('INSERT INTO outbox (channel, recipient, subject, body, about) VALUES ($1, $2, $3, $4, $5)', [channel, recipient, subject, body, about ?? null]);

/**
 * Erasure: every stored message about the subject (to them, or about them to a referee) is deleted. The
 * messages were sent because of the subject's own events, so `about` names them all.
 */
export const deleteOutboxAbout = async (db: Queryable, subjectId: string) => {
  await db.query('DELETE FROM outbox WHERE about = $1', [subjectId]);
};

/**
 * The embedded default: mail is not delivered but kept in the outbox, which the console shows in
 * development. Only the plain-text body is kept (every message has one).
 */
export const createOutboxMailer = (db: Queryable): Mailer => ({
  async send({ to, subject, text, about }) {
    await insert(db, 'email', to, subject, text, about);
  },
});

export const createOutboxSms = (db: Queryable): SmsSender => ({
  async send({ to, text, about }) {
    await insert(db, 'sms', to, null, text, about);
  },
});

/** The latest messages first. */
export const listOutbox = async (db: Queryable, limit = 100, options: { to?: string; channel?: OutboxChannel; offset?: number } = {}): Promise<OutboxEntry[]> => {
  const { rows } = await db.query<{ recipient: string; channel: OutboxChannel; subject: string | null; body: string; created_at: Date }>(
    `SELECT recipient, channel, subject, body, created_at FROM outbox
      WHERE ($2::text IS NULL OR recipient = $2) AND ($3::text IS NULL OR channel = $3)
      ORDER BY id DESC LIMIT $1 OFFSET $4`,
    [limit, options.to ?? null, options.channel ?? null, options.offset ?? 0],
  );
  return rows.map((r) => ({ to: r.recipient, channel: r.channel, subject: r.subject, text: r.body, createdAt: r.created_at }));
};

/** How many messages the outbox holds (the paged list's total). */
export const countOutbox = async (db: Queryable): Promise<number> => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox`)).rows[0].n;
