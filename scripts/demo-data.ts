import type { StartedPlatform } from './platform';

/** A handful of accounts so a newcomer has something to look at. Skipped when they already exist. */
export const demoAccounts = {
  volunteer: { firstName: 'Nimal', lastName: 'Perera', nic: '199512345678', email: 'volunteer@demo.lk', password: 'volunteer123' },
  vio: { name: 'Sarvodaya Demo Society', email: 'vio@demo.lk', password: 'organisation123', type: 'NONPROFIT' },
};

export const loadDemoData = async (platform: StartedPlatform) => {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${platform.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const volunteer = await post('/api/volunteer/register/email', demoAccounts.volunteer);
  const vio = await post('/api/vio/registration/register', { ...demoAccounts.vio, description: demoAccounts.vio.name });
  if (volunteer.status !== 200 && vio.status !== 200) return; // already loaded on an earlier start
  // Verify both e-mails through the same links a person would open.
  await platform.projections.runner.caughtUp();
  const outbox = (await (await fetch(`${platform.url}/api/dev/outbox?limit=50`)).json()) as { to: string; text: string }[];
  for (const [email, route, path] of [
    [demoAccounts.volunteer.email, 'verifyEmail', '/api/volunteer/verify/email'],
    [demoAccounts.vio.email, 'verifyVioEmail', '/api/vio/email-verification'],
  ] as const) {
    const mail = outbox.find((m) => m.to === email);
    const secret = mail?.text.match(new RegExp(`/${route}/([^\\s]+)`))?.[1];
    if (secret) await post(path, { emailToken: decodeURIComponent(secret) }, { tokenKey: decodeURIComponent(secret) });
  }
  console.log(`  Demo volunteer: ${demoAccounts.volunteer.email} / ${demoAccounts.volunteer.password}`);
  console.log(`  Demo VIO:       ${demoAccounts.vio.email} / ${demoAccounts.vio.password}`);
};
