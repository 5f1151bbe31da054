import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@nvp/events/testing';
import { createOutboxMailer, createOutboxSms, ensureOutboxSchema, listOutbox } from './outbox';

describe('outbox (the embedded mail and SMS channel)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('outbox');
    // Twice, concurrently: services starting together must not trip over each other.
    await Promise.all([ensureOutboxSchema(db.pool), ensureOutboxSchema(db.pool)]);
  });
  afterAll(async () => db?.close());

  it('keeps mail and SMS and lists them latest first', async () => {
    await createOutboxMailer(db.pool).send({ to: 'nimali@example.lk', subject: 'Verify your e-mail', text: 'Open http://x/verify/1', html: '<a>x</a>' });
    await createOutboxSms(db.pool).send({ to: '+94771234567', text: 'Your code is 482913' });
    await createOutboxMailer(db.pool).send({ to: 'vio@example.lk', subject: 'Approved', text: 'You are approved.' });

    const entries = await listOutbox(db.pool);
    expect(entries.map(({ createdAt, ...rest }) => rest)).toEqual([
      { to: 'vio@example.lk', channel: 'email', subject: 'Approved', text: 'You are approved.' },
      { to: '+94771234567', channel: 'sms', subject: null, text: 'Your code is 482913' },
      { to: 'nimali@example.lk', channel: 'email', subject: 'Verify your e-mail', text: 'Open http://x/verify/1' },
    ]);
    expect(entries[0].createdAt).toBeInstanceOf(Date);
  });

  it('limits and filters the listing', async () => {
    expect(await listOutbox(db.pool, 1)).toHaveLength(1);
    expect((await listOutbox(db.pool, 100, { channel: 'sms' })).map((e) => e.to)).toEqual(['+94771234567']);
    expect((await listOutbox(db.pool, 100, { to: 'nimali@example.lk' })).map((e) => e.subject)).toEqual(['Verify your e-mail']);
  });

  it('refuses an unknown channel at the table level', async () => {
    await expect(db.pool.query(`INSERT INTO outbox (channel, recipient, body) VALUES ('fax', 'x', 'y')`)).rejects.toThrow(/check constraint/);
  });
});
