import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer } from './smtp';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it is given. */
const startSmtpServer = async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'relay' && auth.password === 's3cret') return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@nowhere.invalid')) return callback(new Error('No such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const net = await new Promise<ReturnType<SMTPServer['listen']>>((resolve) => {
    const s = server.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (net.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** A header's value, unfolded, with RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) decoded. */
const header = (raw: string, name: string) => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
};
const body = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4).trim();

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());

  it('delivers recipient, subject and text body to the SMTP server, from the configured sender', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'NVP <no-reply@volunteer.gov.lk>' });
    await mailer.send({ to: 'nimali@example.lk', subject: 'Verify your e-mail address', text: 'Open this link to verify: http://localhost/verify/abc' });
    mailer.close();

    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['nimali@example.lk']);
    expect(mail.from).toBe('no-reply@volunteer.gov.lk');
    expect(header(mail.raw, 'To')).toBe('nimali@example.lk');
    expect(header(mail.raw, 'From')).toBe('NVP <no-reply@volunteer.gov.lk>');
    expect(header(mail.raw, 'Subject')).toBe('Verify your e-mail address');
    expect(body(mail.raw)).toBe('Open this link to verify: http://localhost/verify/abc');
  });

  it('logs in with the credentials of the URL and sends an HTML alternative when given', async () => {
    const mailer = createSmtpMailer({ url: `smtp://relay:s3cret@127.0.0.1:${smtp.port}`, from: 'no-reply@volunteer.gov.lk' });
    await mailer.send({ to: 'vio@example.lk', subject: 'Approved', text: 'Your organisation is approved.', html: '<p>Your organisation is <b>approved</b>.</p>' });
    mailer.close();

    const mail = smtp.received.at(-1)!;
    expect(mail.user).toBe('relay');
    expect(mail.to).toEqual(['vio@example.lk']);
    expect(header(mail.raw, 'Subject')).toBe('Approved');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toContain('Your organisation is approved.');
    expect(mail.raw).toContain('<p>Your organisation is <b>approved</b>.</p>');
  });

  it('keeps a subject in Sinhala and Tamil intact', async () => {
    const subject = 'Verify your email address | ඔබගේ විද්‍යුත් තැපෑල තහවුරු කරන්න | உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள்';
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@volunteer.gov.lk' });
    await mailer.send({ to: 'kamal@example.lk', subject, text: 'http://localhost/verify/xyz' });
    mailer.close();
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['kamal@example.lk']);
    expect(header(mail.raw, 'Subject')).toBe(subject);
  });

  it('rejects when the server refuses the recipient or the login', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@volunteer.gov.lk' });
    const count = smtp.received.length;
    await expect(mailer.send({ to: 'ghost@nowhere.invalid', subject: 'x', text: 'x' })).rejects.toThrow();
    mailer.close();
    const badLogin = createSmtpMailer({ url: `smtp://relay:wrong@127.0.0.1:${smtp.port}`, from: 'no-reply@volunteer.gov.lk' });
    await expect(badLogin.send({ to: 'a@example.lk', subject: 'x', text: 'x' })).rejects.toThrow();
    badLogin.close();
    expect(smtp.received).toHaveLength(count);
  });
});
