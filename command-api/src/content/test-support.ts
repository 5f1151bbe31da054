/**
 * Helpers for the content and complaint HTTP tests: accounts made through the real API, uploads as a browser
 * sends them, and the dev outbox polled for mails.
 */
import { ADMIN, type startTestPlatform } from '../../../scripts/test/harness';

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.lk`;
const uniqueNic = () => `1990${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;

export const coreAdminToken = (t: TestPlatform) => t.api.login(ADMIN.email, ADMIN.password);

/** A volunteer registered and logged in; e-mail verified unless `verified: false`. */
export const newVolunteer = async (t: TestPlatform, { verified = true } = {}) => {
  const body = { firstName: 'Kavitha', lastName: 'Rajan', nic: uniqueNic(), email: uniqueEmail('volunteer'), password: 'volunteer-pass-1' };
  const registered = await t.api.post('/api/volunteer/register/email', body);
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  if (verified) {
    const secret = await t.api.mailedSecret(body.email, 'verifyEmail');
    await t.api.post('/api/volunteer/verify/email', { emailToken: secret });
  }
  const token = await t.api.login(body.email, body.password);
  return { ...body, id: registered.body.id as string, token };
};

/** A multipart upload of one file in `field`, as a browser's FormData sends it. */
export const upload = async (t: TestPlatform, method: 'PUT' | 'POST', url: string, bytes: Buffer, options: { token?: string; field: string; type: string; filename: string }) => {
  const form = new FormData();
  form.append(options.field, new Blob([new Uint8Array(bytes)], { type: options.type }), options.filename);
  const response = await fetch(`${t.platform.url}${url}`, { method, headers: options.token ? { token: options.token } : {}, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A minimal PDF (header, one empty page, trailer). */
export const pdf = (marker: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** Mails to `to` in the dev outbox whose text matches, polled: mails follow their event asynchronously. */
export const mailsTo = async (t: TestPlatform, to: string, pattern: RegExp, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = (await t.api.call('GET', '/api/dev/outbox?limit=500')).body as { to: string; subject: string; text: string }[];
    const found = outbox.filter((m) => m.to === to && pattern.test(m.text));
    if (found.length || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
