import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, sriLankanToday, streams, volunteerEvaluationCriteria } from '@nvp/events';
import { postgresProjections, rebuildProjection } from '@nvp/projections';
import { startDemoWorld, type DemoWorld } from '../../../scripts/test/demo-world';
import { demoAccounts } from '../../../scripts/demo-data';
import { knownPlace } from '../volunteer/fixtures';
import { appendApprovedApplication } from '../attendance/test-support';

/**
 * Certificates over HTTP on the whole platform (issue 29): the organisation confirms hours, the development job issues
 * the certificate (once, however often it runs), the volunteer lists it and downloads its PDF (so does an admin; another
 * volunteer is refused), anyone verifies it; hours corrected revoke it and issue a new one; a past year's hours get an
 * annual certificate; after the volunteer's erasure it verifies as revoked and names no one. Applications for past
 * days cannot be made through the apply call: they are appended as the real flow writes them (test-support.ts).
 */
let t: DemoWorld['t'];
let tok: DemoWorld['tok'];
let id: DemoWorld['id'];
const day = (offset: number) => new Date(Date.parse(`${sriLankanToday(new Date())}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const currentYear = Number(sriLankanToday(new Date()).slice(0, 4));

const append = async (stream: string, events: { type: string; data: unknown }[]) => {
  const store = t.platform.infra.store;
  const existing = await store.readStream(stream);
  await store.append(
    stream,
    events.map((e) => ({ id: randomUUID(), type: e.type, ...catalogue.validate(e.type, e.data), metadata: { occurredAt: new Date().toISOString() } })),
    { expected: existing.length ? existing[existing.length - 1].streamRevision : 'no_stream' },
  );
  await t.platform.projections.runner.caughtUp();
};
/** A completed opportunity of the demo VIO, appended as the opportunity slice writes it. */
const completedOpportunity = async (title: string, startDate: string) => {
  const opportunityId = randomUUID();
  const opportunity = {
    ...{ title, category: 2, noOfVolunteers: 5, designation: 'Helper', coreFunctions: [10], sdgNumbers: [14, 13], requiredSkills: [1], degreeLevelRequired: 1 },
    ...{ subjectAreaRequired: [], language: 'English', ...knownPlace(), location: 'Beach', isFullTime: false, workingHourCount: 6 },
    ...{ startDate, endDate: day(30), time: ['Morning'], isTrainingProvided: false, trainingDetails: '', isExpenseCovered: false },
    ...{ coveredExpenseDetails: '', specialRequirnments: '', type: 'REGULAR', days: [] },
    ...{ descriptionSinhala: 'x'.repeat(350), descriptionEnglish: 'x'.repeat(350), descriptionTamil: 'x'.repeat(350) },
    ...{ descriptionSMSSinhala: 's', descriptionSMSEnglish: 's', descriptionSMSTamil: 's' },
  };
  await append(streams.opportunity(opportunityId), [
    { type: 'OpportunityCreated', data: { opportunityId, vioId: id.vio, opportunity, personal: await t.platform.infra.vault.seal(id.vio, { supervisorName: 'S' }) } },
    { type: 'OpportunityApproved', data: { opportunityId, vioId: id.vio, adminId: randomUUID() } },
  ]);
  return opportunityId;
};
const complete = (opportunityId: string) => append(streams.opportunity(opportunityId), [{ type: 'OpportunityCompleted', data: { opportunityId, vioId: id.vio, completedBy: id.vio } }]);
/** The organisation confirms a volunteer's hours through the API. */
const confirmHours = async (volunteerId: string, opportunityId: string, hours: number) => {
  const feedback = { review: '', recommend: true, hours, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 5])) };
  const r = await t.api.post('/api/feedback/submit/vio', { volunteer: volunteerId, opportunity: opportunityId, vio: id.vio, feedback }, { token: tok.vio });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await t.platform.projections.runner.caughtUp();
};
const runJob = async () => {
  const r = await t.api.post('/api/dev/jobs/certificates', {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await t.platform.projections.runner.caughtUp();
  return r.body as { issued: number; revoked: number };
};
type Listed = { id: string; kind: string; opportunityId?: string; year?: number; hours: number; issuedAt: string; url: string };
const list = async (token: string) => {
  const r = await t.api.get('/api/certificate/list', token);
  expect(r.status).toBe(200);
  return r.body as Listed[];
};
const pdf = async (certificateId: string, token?: string) => {
  const response = await fetch(`${t.platform.url}/api/certificate/${certificateId}/pdf`, { headers: token ? { token } : {} });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
};
const verify = async (certificateId: string) => (await t.api.get(`/api/certificate/verify/${certificateId}`)).body;
/** What the job will read: the engagements and the volunteers' past years the certificates model marks pending. */
const pending = async () => {
  const pool = t.platform.infra.pool;
  const engagements = (await pool.query(`SELECT application_id FROM rm_certificate_engagements WHERE pending ORDER BY 1`)).rows.map((r) => r.application_id);
  // The current year's sums are pending too until the year is over: the job asks for past years only.
  const years = (await pool.query(`SELECT volunteer_id, year FROM rm_certificate_years WHERE pending AND year < $1 ORDER BY 1, 2`, [currentYear])).rows.map(
    (r) => `${r.volunteer_id}/${r.year}`,
  );
  return { engagements, years };
};

let beach: string;
let beachApplication: string;
let certificate: Listed; // the volunteer's, for the beach
let kamalas: Listed; // the second volunteer's, for the beach

beforeAll(async () => {
  ({ t, tok, id } = await startDemoWorld('certificates'));
  beach = await completedOpportunity('Beach clean-up for certificates', day(-10));
  const infra = t.platform.infra;
  ({ applicationId: beachApplication } = await appendApprovedApplication(infra, { opportunityId: beach, volunteerId: id.volunteer, vioId: id.vio, dates: [day(-3), day(-2)] }));
  await appendApprovedApplication(infra, { opportunityId: beach, volunteerId: id.volunteer2, vioId: id.vio, dates: [day(-2)] });
  await complete(beach);
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

describe('certificates', () => {
  it('are issued by the job once the organisation confirmed hours, and only once', async () => {
    expect(await list(tok.volunteer)).toEqual([]);
    await runJob();
    expect(await list(tok.volunteer), 'no certificate before the hours are confirmed').toEqual([]);
    await confirmHours(id.volunteer, beach, 6.5);
    await confirmHours(id.volunteer2, beach, 4);
    const first = await runJob();
    expect(first.issued).toBeGreaterThanOrEqual(2);
    const mine = (await list(tok.volunteer)).filter((c) => c.kind === 'ENGAGEMENT');
    expect(mine).toEqual([
      { id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), kind: 'ENGAGEMENT', opportunityId: beach, opportunity: 'Beach clean-up for certificates', vio: demoAccounts.vio.name, hours: 6.5, period: { from: day(-3), to: day(-2) }, issuedAt: expect.any(String), url: `/api/certificate/${mine[0].id}/pdf` },
    ]);
    certificate = mine[0];
    kamalas = (await list(tok.volunteer2)).find((c) => c.kind === 'ENGAGEMENT')!;
    expect(kamalas).toMatchObject({ opportunityId: beach, hours: 4 });
    const ids = (await list(tok.volunteer)).map((c) => c.id);
    // Everything certified: the next run reads no row at all (the model marks none pending), and issues nothing.
    expect((await pending()).engagements).toEqual([]);
    expect(await runJob()).toEqual(expect.objectContaining({ issued: 0, revoked: 0 }));
    expect((await list(tok.volunteer)).map((c) => c.id)).toEqual(ids);
    const events = (await t.platform.infra.store.readStream(streams.certificate(id.volunteer))).filter((e) => e.type === 'CertificateIssued' && (e.data as { kind: string }).kind === 'ENGAGEMENT');
    expect(events).toHaveLength(1);
    // Nothing personal in the log: ids, hours and days only.
    expect(JSON.stringify(events[0].data)).not.toMatch(/Nimal|Perera|@/);
  });

  it('downloads as a PDF for its volunteer and for an admin; another volunteer, an organisation and a stranger are refused', async () => {
    const own = await pdf(certificate.id, tok.volunteer);
    expect(own.status).toBe(200);
    expect(own.type).toBe('application/pdf');
    expect(own.disposition).toBe(`attachment; filename="certificate-${certificate.id}.pdf"`);
    expect(own.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const admin = await pdf(certificate.id, tok.admin);
    expect(admin.status).toBe(200);
    expect(admin.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdf(certificate.id, tok.volunteer2)).status).toBe(403);
    expect((await pdf(certificate.id, tok.vio)).status).toBe(403);
    expect((await pdf(certificate.id)).status).toBe(401);
    expect((await pdf('AAAAAAAAAAAAAAAAAAAAAA', tok.volunteer)).status).toBe(404);
    expect((await pdf('not-an-id', tok.admin)).status).toBe(404);
  });

  it('verifies publicly: what a valid one states; an unknown id says so', async () => {
    expect(await verify(certificate.id)).toEqual({
      valid: true,
      id: certificate.id,
      kind: 'ENGAGEMENT',
      name: `${demoAccounts.volunteer.firstName} ${demoAccounts.volunteer.lastName}`,
      vio: demoAccounts.vio.name,
      opportunity: 'Beach clean-up for certificates',
      hours: 6.5,
      period: { from: day(-3), to: day(-2) },
      issuedAt: certificate.issuedAt,
    });
    expect(await verify('AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ valid: false, reason: 'UNKNOWN' });
    expect(await verify('not-a-certificate')).toEqual({ valid: false, reason: 'UNKNOWN' });
  });

  it('is revoked when the confirmed hours change, and a new one states the new hours', async () => {
    // A correction of the confirmed hours, as a later confirmation on the application's stream.
    const [confirmed] = (await t.platform.infra.store.readStream(streams.application(beachApplication))).filter((e) => e.type === 'VioFeedbackSubmitted');
    await append(streams.application(beachApplication), [{ type: 'VioFeedbackSubmitted', data: { ...(confirmed.data as object), hours: 8 } }]);
    // The correction alone is pending: the job reads that one engagement.
    expect((await pending()).engagements).toEqual([beachApplication]);
    // Two runs at once (two processes; or a run over a model not caught up with the last run, as after a crash half-way):
    // the volunteer's stream decides, so the certificate is revoked and issued once between them.
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.reduce((sum, r) => sum + r.issued, 0)).toBe(1);
    expect(runs.reduce((sum, r) => sum + r.revoked, 0)).toBe(1);
    expect((await pending()).engagements).toEqual([]);
    expect(await verify(certificate.id)).toEqual({ valid: false, reason: 'REVOKED' });
    expect((await pdf(certificate.id, tok.volunteer)).status).toBe(404);
    const now = (await list(tok.volunteer)).filter((c) => c.kind === 'ENGAGEMENT');
    expect(now).toMatchObject([{ opportunityId: beach, hours: 8 }]);
    expect(now[0].id).not.toBe(certificate.id);
    expect(await verify(now[0].id)).toMatchObject({ valid: true, hours: 8 });
  });

  it("certifies a past year's confirmed hours with an annual certificate", async () => {
    const lastYear = currentYear - 1;
    const library = await completedOpportunity('Library reading hour', `${lastYear}-12-01`);
    await appendApprovedApplication(t.platform.infra, { opportunityId: library, volunteerId: id.volunteer, vioId: id.vio, dates: [`${lastYear}-12-20`] });
    await complete(library);
    await confirmHours(id.volunteer, library, 3);
    expect((await pending()).years).toContain(`${id.volunteer}/${lastYear}`);
    await runJob();
    expect((await pending()).years).toEqual([]);
    // The beach's days count in last year too when this runs in the first days of January.
    const expected = 3 + (Number(day(-2).slice(0, 4)) === lastYear ? 8 : 0);
    const annual = (await list(tok.volunteer)).filter((c) => c.kind === 'ANNUAL');
    expect(annual).toMatchObject([{ kind: 'ANNUAL', year: lastYear, hours: expected }]);
    expect(annual[0]).not.toHaveProperty('opportunityId');
    expect(await verify(annual[0].id)).toMatchObject({ valid: true, kind: 'ANNUAL', year: lastYear, hours: expected, period: { from: `${lastYear}-01-01`, to: `${lastYear}-12-31` } });
    expect((await pdf(annual[0].id, tok.volunteer)).status).toBe(200);
  });

  it("after the volunteer's erasure verifies as revoked, naming no one, and is issued no more", async () => {
    expect(await verify(kamalas.id)).toMatchObject({ valid: true, name: 'Kamala Silva' });
    const terminated = await t.api.post('/api/user/terminate/', { password: demoAccounts.waitingVolunteer.password }, { token: tok.volunteer2 });
    expect(terminated.status, JSON.stringify(terminated.body)).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const answer = await verify(kamalas.id);
    expect(answer).toEqual({ valid: false, reason: 'REVOKED' });
    expect(JSON.stringify(answer)).not.toContain('Kamala');
    expect((await pdf(kamalas.id, tok.admin)).status).toBe(404);
    expect(await runJob()).toEqual(expect.objectContaining({ issued: 0, revoked: 0 }));
  });

  it('a rebuilt certificates model equals the live one', async () => {
    const pool = t.platform.infra.pool;
    const snapshot = async () =>
      Promise.all(['rm_certificate_engagements', 'rm_certificate_years', 'rm_certificates'].map(async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows));
    const before = await snapshot();
    expect(before[1].length).toBeGreaterThanOrEqual(2);
    expect(before[2].length).toBeGreaterThanOrEqual(4);
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'certificates')!;
    await rebuildProjection(t.platform.infra.store, pool, projection, () => undefined, 1);
    expect(await snapshot()).toEqual(before);
  });
});
