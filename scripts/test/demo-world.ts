import { ADMIN, decodeToken, startTestPlatform } from './harness';
import { demoAccounts, loadDemoData } from '../demo-data';

type Reply = { status: number; body: unknown };
const must = (what: string, reply: Reply) => {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
};

/**
 * The whole platform with the demo data and two of each applicant side: the demo's approved volunteer and VIO, and
 * its waiting volunteer and VIO approved here. Logged in: `tok` (admin, volunteer, volunteer2, vio, vio2) and their
 * `id`s. For the HTTP tests of applications, waitlists and attendance, which all need two volunteers and two VIOs.
 */
export const startDemoWorld = async (label: string) => {
  const t = await startTestPlatform(label);
  await loadDemoData(t.platform);
  await t.platform.projections.runner.caughtUp();
  const admin = await t.api.login(ADMIN.email, ADMIN.password);
  const volunteers = (await t.api.get('/api/volunteer/listAdmin', admin)).body as { id: string; email: string }[];
  const waiting = volunteers.find((v) => v.email === demoAccounts.waitingVolunteer.email)!;
  must('approve the waiting volunteer', await t.api.post('/api/admin/volunteer/approve', { id: waiting.id, approve: true }, { token: admin }));
  const vios = (await t.api.get('/api/vio/list?status=ALL', admin)).body as { rows?: { id: string; email: string }[] } | { id: string; email: string }[];
  const waitingVio = (Array.isArray(vios) ? vios : vios.rows!).find((v) => v.email === demoAccounts.waitingVio.email)!;
  must('verify the waiting VIO', await t.api.post('/api/admin/vio/verify', { id: waitingVio.id, approve: true }, { token: admin }));
  const tok = {
    admin,
    volunteer: await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password),
    volunteer2: await t.api.login(demoAccounts.waitingVolunteer.email, demoAccounts.waitingVolunteer.password),
    vio: await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password),
    vio2: await t.api.login(demoAccounts.waitingVio.email, demoAccounts.waitingVio.password),
  };
  const idOf = (token: string) => decodeToken(token).id as string;
  const id = { volunteer: idOf(tok.volunteer), volunteer2: idOf(tok.volunteer2), vio: idOf(tok.vio), vio2: idOf(tok.vio2) };
  return { t, tok, id };
};
export type DemoWorld = Awaited<ReturnType<typeof startDemoWorld>>;
