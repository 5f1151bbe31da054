import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';
import { createNotifiers, listOutbox } from './index';

describe('createNotifiers', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('notifiers');
  });
  afterAll(async () => db?.close());

  it('uses the outbox for both channels when no SMTP or SMS gateway is configured', async () => {
    const notifiers = await createNotifiers(loadConfig({}), db.pool);
    expect(notifiers.describe).toEqual({ email: 'outbox', sms: 'outbox' });
    await notifiers.mailer.send({ to: 'a@example.lk', subject: 'Hello', text: 'Body' });
    await notifiers.sms.send({ to: '+94770000001', text: 'Code 1' });
    expect((await listOutbox(db.pool)).map((e) => [e.channel, e.to])).toEqual([
      ['sms', '+94770000001'],
      ['email', 'a@example.lk'],
    ]);
    await notifiers.close();
  });

  it('sends SMS through the configured gateway and keeps mail in the outbox when only SMS_GATEWAY_URL is set', async () => {
    const bodies: string[] = [];
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        bodies.push(`${req.headers.authorization} ${body}`);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    try {
      const config = loadConfig({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'tk' });
      const notifiers = await createNotifiers(config, db.pool);
      expect(notifiers.describe).toEqual({ email: 'outbox', sms: 'http' });
      const before = (await listOutbox(db.pool)).length;
      await notifiers.sms.send({ to: '+94770000002', text: 'Code 2' });
      expect(bodies).toEqual(['Bearer tk {"to":"+94770000002","text":"Code 2"}']);
      expect(await listOutbox(db.pool)).toHaveLength(before);
      await notifiers.close();
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });

  it('chooses SMTP for mail when SMTP_URL is set', async () => {
    const notifiers = await createNotifiers(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), db.pool);
    expect(notifiers.describe).toEqual({ email: 'smtp', sms: 'outbox' });
    await notifiers.close();
  });
});
