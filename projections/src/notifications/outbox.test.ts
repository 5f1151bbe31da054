import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@nvp/events/testing';
import { createOutboxMailer, createOutboxSms, deleteOutboxAbout, listOutbox } from './outbox';

describe('outbox (the embedded mail and SMS channel)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('outbox');
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

  it('forgets every message about an erased subject (to them and about them), and only those', async () => {
    const gone = '7d1e2f3a-0000-4000-8000-0000000000e1';
    await createOutboxMailer(db.pool).send({ to: 'gone@example.lk', subject: 'Verify', text: 'Hello Gone', about: gone });
    await createOutboxSms(db.pool).send({ to: '+94770000099', text: 'Code 111111', about: gone });
    await createOutboxMailer(db.pool).send({ to: 'referee@example.lk', subject: 'Please review Gone', text: 'Gone named you', about: gone });
    await createOutboxMailer(db.pool).send({ to: 'stays@example.lk', subject: 'Verify', text: 'Hello Stays', about: '7d1e2f3a-0000-4000-8000-0000000000e2' });
    const count = async (about: string) => (await db.pool.query('SELECT count(*)::int AS n FROM outbox WHERE about = $1', [about])).rows[0].n;
    expect(await count(gone)).toBe(3);
    await deleteOutboxAbout(db.pool, gone);
    expect(await count(gone)).toBe(0);
    expect((await listOutbox(db.pool, 100)).map((e) => e.to)).toEqual(expect.arrayContaining(['stays@example.lk']));
    expect((await listOutbox(db.pool, 100)).map((e) => e.to)).not.toContain('referee@example.lk');
  });
});
