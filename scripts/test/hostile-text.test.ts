import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, feedbackRatings, loadConfig, sriLankanToday, streams, volunteerEvaluationCriteria, volunteerFeedbackRatingNames, weekdayOf } from '@nvp/events';
import { demoAccounts, loadDemoData } from '../demo-data';
import { uniqueNic } from '../../command-api/src/account/test-support';
import { newEmergencyUser, standbyVolunteer, validEmergencyOpportunity } from '../../command-api/src/emergency/test-support';
import { knownPlace } from '../../command-api/src/volunteer/fixtures';
import { ADMIN, decodeToken, rawCall, startTestPlatform } from './harness';

/**
 * Text at the boundary (issue 23). One anonymous registration with `"firstName":"A\u0000"` used to be sealed into
 * the log and stop the volunteers read model for good (PostgreSQL refuses U+0000 in text). Here every string field
 * of every command route, as each caller allowed to use it, gets each hostile string — NUL, other C0 and C1
 * controls, lone surrogates, an RTL override, a 1 MB string, emoji, Sinhala and Tamil with their joiners — and so
 * do the query and path values of every route. Every answer is a 400 `{ message, field }` or a clean success,
 * never a 5xx; the paths the issue names get valid bodies, so a hostile value really reaches the point where it
 * would be appended; afterwards every read model runs and equals a rebuild from the log.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
const callers: Record<string, string | undefined> = { anonymous: undefined };

/** Refused by the primitive and by the HTTP guard, in every field: [name, value, message]. */
const CONTROL = 'Must not contain control characters';
const SURROGATE = 'Contains a broken character';
const BIDI = 'Must not contain text-direction control characters';
const refused: [string, string, string][] = [
  ['NUL', 'A\u0000', CONTROL],
  ['NUL alone', '\u0000', CONTROL],
  ['a C0 control (bell)', 'A\u0007B', CONTROL],
  ['an escape sequence', '\u001b[2J', CONTROL],
  ['DEL', 'A\u007f', CONTROL],
  ['a C1 control (NEL)', 'A\u0085B', CONTROL],
  ['a C1 control (CSI)', 'A\u009b', CONTROL],
  ['a lone high surrogate', 'A\ud800', SURROGATE],
  ['a lone low surrogate', '\udc00A', SURROGATE],
];
const RTL_OVERRIDE = 'Kamal\u202eavliS';
/** Text people write: accepted wherever the field takes text of that length. */
const friendly: [string, string][] = [
  ['emoji', 'Nimal 🙌🇱🇰'],
  ['Sinhala with ZWJ', 'ශ්\u200dරී ලංකා'],
  ['Tamil with ZWNJ', 'க்\u200cஷ சுப்பு'],
];
const MEGABYTE = 'a'.repeat(1_000_000);
/** Accepted-or-refused (never a 5xx) values for every field. */
const others: [string, string][] = [['an RTL override', RTL_OVERRIDE], ...friendly];

const day = (offset: number) => new Date(Date.parse(`${sriLankanToday(new Date())}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const nextDay = (offset: number, weekday: string) => {
  for (let i = offset; ; i++) if (weekdayOf(day(i)) === weekday) return day(i);
};

interface Outcome {
  status: number;
  body: any;
}
// Redirects are answers too (the docs pages redirect): never followed.
const send = (method: string, url: string, token: string | undefined, body?: unknown): Promise<Outcome> =>
  rawCall(t.platform.url, method, url, { token, body: body === undefined ? undefined : JSON.stringify(body), contentType: body === undefined ? undefined : 'application/json' });
const post = (url: string, body: unknown, token?: string) => send('POST', url, token, body);
const show = (body: unknown) => String(JSON.stringify(body)).slice(0, 200);

const projectionsHealthy = async () => {
  // A stopped read model never catches up: wait a while, then let the list say which one and why.
  await Promise.race([t.platform.projections.runner.caughtUp(), new Promise((resolve) => setTimeout(resolve, 20_000))]);
  const listed = await send('GET', '/api/admin/projections', callers.admin);
  expect(listed.status).toBe(200);
  const models = listed.body.models as { name: string; running: boolean; error: string | null; parked?: unknown }[];
  expect(models.length).toBeGreaterThan(5);
  // Every read model runs, none carries an error, and (once events can be parked) none is parked.
  const unhealthy = models.filter((m) => !m.running || m.error || (Array.isArray(m.parked) ? m.parked.length : Number(m.parked ?? 0)) > 0);
  expect(unhealthy).toEqual([]);
  return models;
};

beforeAll(async () => {
  // Attempt limits off: the walk sends thousands of requests from one address, and a 429 would hide what is checked.
  t = await startTestPlatform('hostile-text', { rateLimits: { ...loadConfig({}).rateLimits, enabled: false } });
  await loadDemoData(t.platform);
  await t.platform.projections.runner.caughtUp();
  callers.admin = await t.api.login(ADMIN.email, ADMIN.password);
  callers.volunteer = await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
  callers.vio = await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password);
}, 180_000);
afterAll(async () => t?.stop());

describe('the regression of issue 23', () => {
  it('registering with firstName "A\\u0000" is refused with the field, and the volunteers read model keeps running', async () => {
    const registration = { firstName: 'A\u0000', lastName: 'Silva', nic: uniqueNic(), email: `nul.${randomUUID().slice(0, 8)}@example.lk`, password: 'hostile-pass-123' };
    expect(await post('/api/volunteer/register/email', registration)).toEqual({ status: 400, body: { message: CONTROL, field: 'firstName' } });
    // Nested too: the HTTP guard names the dotted path of a value no schema reads.
    expect(await post('/api/volunteer/register/email', { ...registration, firstName: 'A', extra: { deeper: ['ok', 'B\u0000'] } })).toEqual({
      status: 400,
      body: { message: CONTROL, field: 'extra.deeper.1' },
    });
    // A normal registration after it is applied by the read model.
    const fine = await post('/api/volunteer/register/email', { ...registration, firstName: 'ශ්\u200dරී' });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    const models = await projectionsHealthy();
    expect(models.find((m) => m.name === 'volunteers')).toMatchObject({ running: true, error: null });
    // The read model holds the name as sent, joiner and all (a list answer may be paged: { rows }).
    const listed = (await t.api.get('/api/volunteer/listAdmin', callers.admin)).body as { id: string; firstName: string }[] | { rows: { id: string; firstName: string }[] };
    expect((Array.isArray(listed) ? listed : listed.rows).find((v) => v.id === fine.body.id)?.firstName).toBe('ශ්\u200dරී');
  });
});

describe('the paths issue 23 names, with valid bodies: a hostile value reaches the point of appending', () => {
  /** Each refused string in `field` of `body(value)` answers 400 naming the field. */
  const expectRefused = async (url: string, token: string | undefined, body: (value: string) => unknown, field: string, method = 'POST') => {
    for (const [name, value, message] of refused) {
      const answer = await send(method, url, token, body(value));
      expect({ name, ...answer }).toEqual({ name, status: 400, body: { message, field } });
    }
  };

  it('volunteer registration: firstName and lastName', async () => {
    for (const field of ['firstName', 'lastName']) {
      const body = (value: string) => ({ firstName: 'Sunil', lastName: 'Fernando', nic: uniqueNic(), email: `reg.${randomUUID().slice(0, 8)}@example.lk`, password: 'hostile-pass-123', [field]: value });
      await expectRefused('/api/volunteer/register/email', undefined, body, field);
      expect(await post('/api/volunteer/register/email', body(RTL_OVERRIDE))).toEqual({ status: 400, body: { message: BIDI, field } });
      expect(await post('/api/volunteer/register/email', body(MEGABYTE))).toMatchObject({ status: 400, body: { field } });
      for (const [name, value] of friendly) {
        const answer = await post('/api/volunteer/register/email', body(value));
        expect({ name, status: answer.status }).toEqual({ name, status: 200 });
      }
    }
    await projectionsHealthy();
  });

  it('complaint title and text', async () => {
    const body = (field: string) => (value: string) => ({ title: 'Unsafe site', description: 'The site was unsafe.', [field]: value });
    for (const field of ['title', 'description']) {
      await expectRefused('/api/complaint/add', callers.volunteer, body(field), field);
      expect((await post('/api/complaint/add', body(field)(MEGABYTE), callers.volunteer)).status).toBe(400);
    }
    // A name-like title refuses a direction override; the free text keeps it (and its line breaks).
    expect(await post('/api/complaint/add', body('title')(RTL_OVERRIDE), callers.volunteer)).toEqual({ status: 400, body: { message: BIDI, field: 'title' } });
    const multiline = `${friendly.map(([, v]) => v).join('\r\n')}\n\t${RTL_OVERRIDE}`;
    for (const value of [...friendly.map(([, v]) => v)]) expect((await post('/api/complaint/add', body('title')(value), callers.volunteer)).status).toBe(200);
    const filed = await post('/api/complaint/add', { title: friendly[1][1], description: multiline }, callers.volunteer);
    expect(filed.status).toBe(200);
    await projectionsHealthy();
    const listed = await send('GET', '/api/complaint', callers.admin);
    expect(JSON.stringify(listed.body)).toContain(JSON.stringify(multiline.replace(/\r\n/g, '\n')).slice(1, -1));
  });

  it('a sub-VIO’s leader (and its name and description)', async () => {
    const body = (field: string) => (value: string) => ({ name: 'Harbour Unit', email: `sub.${randomUUID().slice(0, 8)}@example.lk`, leader: 'Ravi', description: 'Harbour clean-ups', [field]: value });
    for (const field of ['leader', 'name', 'description']) await expectRefused('/api/vio/createSubVio/', callers.vio, body(field), field);
    expect(await post('/api/vio/createSubVio/', body('leader')(RTL_OVERRIDE), callers.vio)).toEqual({ status: 400, body: { message: BIDI, field: 'leader' } });
    expect((await post('/api/vio/createSubVio/', body('leader')(MEGABYTE), callers.vio)).status).toBe(400);
    for (const [name, value] of friendly) {
      const answer = await post('/api/vio/createSubVio/', body('leader')(value), callers.vio);
      expect({ name, created: answer.status === 200 || answer.status === 201, body: answer.body }).toMatchObject({ name, created: true, body: { subvioId: expect.any(String) } });
    }
    await projectionsHealthy();
  });

  it('feedback texts, both ways, on a completed opportunity', async () => {
    const ids = { volunteer: decodeToken(callers.volunteer!).id as string, vio: decodeToken(callers.vio!).id as string };
    // An approved opportunity of the demo VIO, given as its events (the opportunity slice's routes are tested there).
    const opportunityId = randomUUID();
    const store = t.platform.infra.store;
    const opportunity = {
      title: 'Beach clean-up', category: 2, noOfVolunteers: 1, designation: 'Helper', coreFunctions: [10], sdgNumbers: [14], requiredSkills: [1], degreeLevelRequired: 1,
      subjectAreaRequired: [], language: 'English', ...knownPlace(), location: 'Beach', isFullTime: false, workingHourCount: 6, startDate: day(7), endDate: day(60),
      time: ['Morning'], isTrainingProvided: false, trainingDetails: '', isExpenseCovered: false, coveredExpenseDetails: '', specialRequirnments: '', type: 'REGULAR',
      days: ['Saturday', 'Sunday'], descriptionSinhala: 'x'.repeat(350), descriptionEnglish: 'x'.repeat(350), descriptionTamil: 'x'.repeat(350),
      descriptionSMSSinhala: 's', descriptionSMSEnglish: 's', descriptionSMSTamil: 's',
    };
    const given = async (events: { type: string; data: unknown }[], expected: 'no_stream' | bigint) => {
      const result = await store.append(
        streams.opportunity(opportunityId),
        events.map((e) => ({ id: randomUUID(), type: e.type, ...catalogue.validate(e.type, e.data), metadata: { occurredAt: new Date().toISOString() } })),
        { expected },
      );
      await t.platform.projections.runner.caughtUp();
      return result;
    };
    const personal = await t.platform.infra.vault.seal(ids.vio, { supervisorName: 'S' });
    await given(
      [
        { type: 'OpportunityCreated', data: { opportunityId, vioId: ids.vio, opportunity, personal } },
        { type: 'OpportunityApproved', data: { opportunityId, vioId: ids.vio, adminId: randomUUID() } },
      ],
      'no_stream',
    );
    const applied = await post('/api/opportunity/apply', { opportunityId, dates: [nextDay(8, 'Saturday')] }, callers.volunteer);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await post('/api/admin/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, callers.admin)).status).toBe(200);
    expect((await post('/api/vio/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, callers.vio)).status).toBe(200);
    const agreement = { volunteerId: ids.volunteer, opportunityId, vioId: ids.vio, agreement1: true, agreement2: true, agreement3: true };
    expect((await post('/api/agreement/confirm/volunteer', agreement, callers.volunteer)).status).toBe(200);
    expect((await post('/api/agreement/confirm/vio', agreement, callers.vio)).status).toBe(200);
    const last = (await store.readStream(streams.opportunity(opportunityId))).at(-1)!;
    await given([{ type: 'OpportunityCompleted', data: { opportunityId, vioId: ids.vio, completedBy: ids.vio } }], last.streamRevision);

    const pair = { volunteer: ids.volunteer, opportunity: opportunityId, vio: { id: ids.vio } };
    const volunteerFeedback = (overrides: Record<string, unknown>) => ({
      ...pair,
      feedback: { review: 'Well organised', satisfied: 4, informationMethod: 'OTHER', otherMethodDescription: 'A friend', recommend: true, contributionHours: 14, ...Object.fromEntries(volunteerFeedbackRatingNames.map((n) => [n, 5])), ...overrides },
    });
    const vioFeedback = (overrides: Record<string, unknown>) => ({ ...pair, feedback: { review: 'Punctual', recommend: true, hours: 12, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 4])), ...overrides } });
    await expectRefused('/api/feedback/submit/volunteer', callers.volunteer, (review) => volunteerFeedback({ review }), 'feedback.review');
    await expectRefused('/api/feedback/submit/volunteer', callers.volunteer, (otherMethodDescription) => volunteerFeedback({ otherMethodDescription }), 'feedback.otherMethodDescription');
    await expectRefused('/api/feedback/submit/vio', callers.vio, (review) => vioFeedback({ review }), 'feedback.review');
    // Once each: the accepted text is every friendly string, an override and line breaks, in the free-text review.
    const review = `${friendly.map(([, v]) => v).join('\n')}\r\n${RTL_OVERRIDE}`;
    const given1 = await post('/api/feedback/submit/volunteer', volunteerFeedback({ review, otherMethodDescription: friendly[2][1] }), callers.volunteer);
    expect(given1.status, JSON.stringify(given1.body)).toBe(200);
    const given2 = await post('/api/feedback/submit/vio', vioFeedback({ review }), callers.vio);
    expect(given2.status, JSON.stringify(given2.body)).toBe(200);
    await projectionsHealthy();
  }, 120_000);

  it('emergency feedback, both ways', async () => {
    const user = await newEmergencyUser(t, callers.admin!);
    callers.emergency = user.token;
    const volunteer = await standbyVolunteer(t, callers.admin!);
    const created = await post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(), user.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const opportunityId = created.body.id as string;
    // The emergency opportunity's own texts are checked like every other.
    await expectRefused('/api/emergency-login/opportunity/create', user.token, (supervisorName) => validEmergencyOpportunity({ supervisorName }), 'supervisorName');
    await expectRefused('/api/emergency-login/opportunity/create', user.token, (descriptionSinhala) => validEmergencyOpportunity({ descriptionSinhala }), 'descriptionSinhala');
    expect((await send('PUT', '/api/emergency-login/opportunity/invite-volunteers', user.token, { emergencyOppId: opportunityId, volunteers: [volunteer.id] })).status).toBe(200);
    await t.platform.projections.runner.caughtUp(); // the reply is matched against the invitation in the read model
    expect((await post('/api/dev/sms/inbound', { from: volunteer.phone, text: 'yes' })).body).toMatchObject({ accepted: true });
    expect((await post('/api/emergency-login/opportunity/complete-volunteer', { emergencyOppId: opportunityId, registrationNo: volunteer.registrationNo }, user.token)).status).toBe(200);

    const ids = { volunteerId: volunteer.id, opportunityId, emergencyLoginId: user.id };
    const feedback = (review: string) => ({ ...ids, feedback: { review, satisfied: 4, informationMethod: 'SMS', recommend: true, contributionHours: 12, ratings: Object.fromEntries(feedbackRatings.map((r) => [r, 4])) } });
    const volunteerToken = await t.api.login(volunteer.email, volunteer.password);
    await expectRefused('/api/emergency-login/feedback/submit/volunteer', user.token, feedback, 'feedback.review');
    await expectRefused('/api/emergency-login/feedback/submit/emergencyLogin', volunteerToken, feedback, 'feedback.review');
    const review = `${friendly.map(([, v]) => v).join('\n')}\n${RTL_OVERRIDE}`;
    expect((await post('/api/emergency-login/feedback/submit/volunteer', feedback(review), user.token)).status).toBe(200);
    expect((await post('/api/emergency-login/feedback/submit/emergencyLogin', feedback(review), volunteerToken)).status).toBe(200);
    await projectionsHealthy();
  }, 180_000);
});

/** A value the route is likely to take for `field`, so the walk reaches the fields after it. */
const plausible = (field: string): unknown[] => {
  const f = field.toLowerCase();
  if (f.includes('email')) return [`walk.${randomUUID().slice(0, 8)}@example.lk`];
  if (f.includes('password')) return ['walk-pass-1234'];
  if (f === 'nic') return [uniqueNic()];
  if (/phone|mobile|landline|fax|contactresidence|contactoffice|contactalternate/.test(f)) return ['0771234567'];
  if (/date/.test(f)) return [day(10)];
  if (/id$|^id|token|key/.test(f)) return [randomUUID()];
  return ['Walk value', 1, true, [1], { id: randomUUID() }];
};

/** A route that ends the caller's session (logout) would end the walk for every later route. */
const skipped = /\/logout/;

describe('every string of every route, as every caller', () => {
  const commandRoutes = () => t.platform.routes.filter((r) => r.method !== 'GET' && r.url.startsWith('/api/') && !skipped.test(r.url));
  // The API documentation (swagger-ui, mounted beside the two APIs) serves static files and reads no input.
  const queryRoutes = () => t.platform.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !/\/projections\/verify/.test(r.url));
  const fill = (pattern: string, value: string) => pattern.replace(/:[A-Za-z]+/g, value);

  it('command bodies: each discovered field gets every hostile string; 400 { message, field } or a clean success, never a 5xx', async () => {
    const problems: string[] = [];
    const discovered = new Set<string>();
    const check = (what: string, outcome: Outcome, refusedWith?: { message: string; field: string }) => {
      if (outcome.status >= 500) problems.push(`${what}: ${outcome.status} ${show(outcome.body)}`);
      else if (refusedWith && (outcome.status !== 400 || outcome.body?.message !== refusedWith.message || outcome.body?.field !== refusedWith.field)) {
        problems.push(`${what}: expected 400 ${JSON.stringify(refusedWith)}, got ${outcome.status} ${show(outcome.body)}`);
      } else if (outcome.status === 400 && (typeof outcome.body?.message !== 'string' || !outcome.body.message)) problems.push(`${what}: 400 without a message`);
    };
    for (const { method, url: pattern } of commandRoutes()) {
      const url = fill(pattern, randomUUID());
      const route = `${method} ${pattern}`;
      let bigSent = false;
      for (const [caller, token] of Object.entries(callers)) {
        const probe = await send(method, url, token, {});
        if ([401, 403].includes(probe.status)) continue;
        // Path and query values: the guard names the parameter.
        const params = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
        for (const [name, value, message] of refused.slice(0, 3)) {
          check(`${route} as ${caller} with query q = ${name}`, await send(method, `${url}?q=${encodeURIComponent(value)}`, token, {}), { message, field: 'q' });
          if (params.length) check(`${route} as ${caller} with path = ${name}`, await send(method, fill(pattern, encodeURIComponent(value)), token, {}), { message, field: params[0] });
        }
        const body: Record<string, unknown> = {};
        for (let round = 0; round < 60; round++) {
          const answer = await send(method, url, token, body);
          check(`${route} as ${caller} with ${JSON.stringify(Object.keys(body))}`, answer);
          const field = answer.body?.field;
          if (answer.status !== 400 || typeof field !== 'string' || field.includes('.') || field in body) break;
          discovered.add(field);
          for (const [name, value, message] of refused) check(`${route} as ${caller} with ${field} = ${name}`, await send(method, url, token, { ...body, [field]: value }), { message, field });
          // The same values as a key: the guard checks keys too.
          check(`${route} as ${caller} with a NUL key`, await send(method, url, token, { ...body, ['k\u0000']: 'x' }), { message: CONTROL, field: 'k\ufffd' });
          for (const [name, value] of others) check(`${route} as ${caller} with ${field} = ${name}`, await send(method, url, token, { ...body, [field]: value }));
          if (!bigSent) check(`${route} as ${caller} with ${field} = a 1 MB string`, await send(method, url, token, { ...body, [field]: MEGABYTE }));
          // Go on with a value the field takes, so the next round reaches the next field.
          let next: unknown = 'x';
          for (const candidate of plausible(field)) {
            const tried = await send(method, url, token, { ...body, [field]: candidate });
            check(`${route} as ${caller} with ${field} = ${JSON.stringify(candidate)}`, tried);
            next = candidate;
            if (tried.body?.field !== field) break;
          }
          body[field] = next;
        }
        bigSent = true;
      }
    }
    expect(problems).toEqual([]);
    // The walk reached into the bodies of the routes the issue names.
    for (const field of ['firstName', 'lastName', 'title', 'description', 'name', 'email', 'password']) expect(discovered).toContain(field);
    expect(discovered.size).toBeGreaterThanOrEqual(40);
  }, 600_000);

  it('query and path values of every read route: refused controls name the parameter, other text never gets a 5xx', async () => {
    const problems: string[] = [];
    const words = ['searchValue', 'search', 'query', 'status', 'type', 'name', 'firstName', 'district', 'registrationNo', 'lang'];
    for (const { url: pattern } of queryRoutes()) {
      const params = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      for (const [caller, token] of Object.entries(callers)) {
        const url = fill(pattern, randomUUID());
        const probe = await send('GET', url, token);
        if ([401, 403].includes(probe.status)) continue;
        // A URL carries UTF-8, which has no lone surrogates: those are sent as their WTF-8 bytes below.
        for (const [name, value, message] of refused.filter(([, , message]) => message === CONTROL)) {
          const answer = await send('GET', `${url}?searchValue=${encodeURIComponent(value)}`, token);
          if (answer.status !== 400 || answer.body?.message !== message || answer.body?.field !== 'searchValue') problems.push(`GET ${pattern} as ${caller} with ${name}: ${answer.status} ${show(answer.body)}`);
        }
        const wtf8 = await send('GET', `${url}?searchValue=A%ED%A0%80`, token);
        if (wtf8.status >= 500) problems.push(`GET ${pattern} as ${caller} with a surrogate's bytes: ${wtf8.status}`);
        if (params.length) {
          const answer = await send('GET', fill(pattern, 'A%00'), token);
          if (answer.status !== 400 || answer.body?.field !== params[0]) problems.push(`GET ${pattern} as ${caller} with a NUL path value: ${answer.status} ${show(answer.body)}`);
        }
        for (const [name, value] of others) {
          const query = words.map((w) => `${w}=${encodeURIComponent(value)}`).join('&');
          const answer = await send('GET', `${url}?${query}`, token);
          if (answer.status >= 500) problems.push(`GET ${pattern} as ${caller} with ${name}: ${answer.status} ${show(answer.body)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('afterwards every read model runs, and each equals a rebuild from the log', async () => {
    await projectionsHealthy();
    const verified = await send('GET', '/api/admin/projections/verify', callers.admin);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const models = verified.body.models as { name: string; equal: boolean }[];
    expect(models.length).toBeGreaterThan(5);
    expect(models.filter((m) => !m.equal).map((m) => m.name)).toEqual([]);
    // And the platform still answers.
    expect((await t.api.get('/api/health')).status).toBe(200);
  }, 300_000);
});
