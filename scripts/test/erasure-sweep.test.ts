/**
 * THE ERASURE SWEEP: one volunteer goes through everything that stores personal data (registration, phone,
 * bio, referee and review, approval, picture, mails, reporting facts), then an admin terminates the account.
 * Afterwards every table of every schema of the database, every file under the data directory and every
 * chDB table is searched for each of the person's values. Before the termination the same sweep must find
 * every value somewhere (a control, so the sweep cannot pass by searching nothing).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createVault, isSealed, lkAdmin, parsePosition, type Sealed } from '@nvp/events';
import { ADMIN, startTestPlatform } from './harness';
import { validBio, validReferee, validReview } from '../../command-api/src/volunteer/fixtures';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
const everyProjection = () => t.platform.projections.runner.projections.map((p) => p.name);
beforeAll(async () => {
  t = await startTestPlatform('erasure_sweep');
});
afterAll(async () => t?.stop());

const BIRTH_YEAR = 1957;
/** Values chosen so that none can occur by chance anywhere else. */
const person = {
  firstName: 'Zephyrinda',
  lastName: 'Wickramaquorn',
  email: 'zephyrinda.wickramaquorn@example.lk',
  nic: '195707412345',
  phone: '0774419283',
  nameInNic: 'Zephyrinda Wickramaquorn Jayathilake',
  dateOfBirth: '1957-03-14',
  street: 'Quixotegama Mawatha',
  area: 'Yxbellagama North',
  // Quasi-identifiers: the district stays (coarse, for reports), the place below it goes.
  divisionalSecretariat: 'Kattankudy',
  gnDivision: 'Kattankudy 3 West',
  contactResidence: '0112987654',
  employmentTitle: 'Chief Ornithoscopist',
  otherSkills: 'Ventriloquism and falconry',
  refereeName: 'Ulpathkumari Xenorefsinghe',
  refereeEmail: 'ulpathkumari.xenoref@example.lk',
  refereePhone: '011 765 4321',
  refereeMobile: '077 765 4321',
  refereeStreet: 'Jacarandawatte Lane',
  refereeOpinion: 'Known Zephyrinda for decades',
};
const password = 'sweep-pass-123';

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  text: string;
}
const awaitMessage = async (to: string, pattern: RegExp, channel: 'email' | 'sms' = 'email') => {
  for (let i = 0; i < 150; i++) {
    const outbox = (await t.api.get('/api/dev/outbox?limit=500')).body as OutboxMessage[];
    const found = outbox.find((m) => m.to === to && m.channel === channel && pattern.test(m.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${channel} to ${to} matching ${pattern}`);
};

/** Every base table outside PostgreSQL's own catalogues, with its columns and their types. */
const allTables = async () => {
  const { rows } = await t.db.pool.query<{ schema: string; table: string; columns: { name: string; type: string }[] }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, json_agg(json_build_object('name', c.column_name, 'type', c.data_type)) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg_toast%'
      GROUP BY c.table_schema, c.table_name`,
  );
  return rows;
};
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Where each value was found: "schema.table", "file <path>", "chdb <table>". */
type Findings = Map<string, string[]>;
const note = (found: Findings, value: string, where: string) => found.set(value, [...(found.get(value) ?? []), where]);

/**
 * Text values are searched in each row's text form (every column, jsonb and arrays included, case-insensitive).
 * The birth year is searched by type (a number column or JSON number/string equal to it, a date of that year):
 * four digits alone occur by chance in UUIDs and hashes.
 */
const sweepDatabase = async (values: Record<string, string>, pictureMarkers: string[], found: Findings) => {
  const tables = await allTables();
  expect(tables.map((x) => `${x.schema}.${x.table}`)).toEqual(expect.arrayContaining(['es.events', 'public.vault_keys', 'public.outbox']));
  for (const { schema, table, columns } of tables) {
    const name = `${ident(schema)}.${ident(table)}`;
    const { rows } = await t.db.pool.query<{ row: string }>(`SELECT lower(x::text) AS row FROM ${name} x`);
    for (const [key, value] of Object.entries(values)) {
      if (rows.some((r) => r.row.includes(value.toLowerCase()))) note(found, key, `${schema}.${table}`);
    }
    for (const marker of pictureMarkers) if (rows.some((r) => r.row.includes(marker.toLowerCase()))) note(found, 'picture', `${schema}.${table}`);
    const conditions = columns.flatMap(({ name: column, type }) => {
      const c = ident(column);
      if (['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision'].includes(type)) return [`${c} = ${BIRTH_YEAR}`];
      if (type === 'jsonb' || type === 'json')
        return [`jsonb_path_exists(${c}::jsonb, '$.** ? (@ == ${BIRTH_YEAR} || @ == "${BIRTH_YEAR}")')`, `${c}::text ~ '"${BIRTH_YEAR}-[01][0-9]-[0-3][0-9]'`];
      if (type === 'text' || type === 'character varying') return [`${c} = '${BIRTH_YEAR}'`, `${c} ~ '(^|[^0-9])${BIRTH_YEAR}-[01][0-9]-[0-3][0-9]'`];
      if (type === 'date' || type.startsWith('timestamp')) return [`extract(year FROM ${c}) = ${BIRTH_YEAR}`];
      return [];
    });
    if (!conditions.length) continue;
    const { rows: years } = await t.db.pool.query(`SELECT 1 FROM ${name} WHERE ${conditions.join(' OR ')} LIMIT 1`);
    if (years.length) note(found, 'birthYear', `${schema}.${table}`);
  }
};

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve(e.isFile() ? [path.join(dir, e.name)] : []))));
  return nested.flat();
};

const sweepFiles = async (values: Record<string, string>, pictures: Buffer[], found: Findings) => {
  const files = await filesUnder(t.platform.config.dataDir);
  expect(files.some((f) => f.includes(`${path.sep}chdb${path.sep}`))).toBe(true);
  for (const file of files) {
    const bytes = await readFile(file);
    const lower = Buffer.from(bytes.toString('latin1').toLowerCase(), 'latin1');
    for (const [key, value] of Object.entries(values)) if (lower.includes(Buffer.from(value.toLowerCase()))) note(found, key, `file ${file}`);
    for (const picture of pictures) if (bytes.includes(picture)) note(found, 'picture', `file ${file}`);
  }
};

const sweepChdb = async (values: Record<string, string>, subjectId: string, found: Findings) => {
  const { analytics } = t.platform.projections;
  const tables = await analytics.query<{ name: string }>('SELECT name FROM system.tables WHERE database = currentDatabase()');
  expect(tables.map((x) => x.name)).toContain('registration_facts');
  for (const { name } of tables) {
    const rows = await analytics.query<Record<string, unknown>>(`SELECT * FROM ${name}`);
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      for (const [key, value] of Object.entries(values)) if (text.includes(value.toLowerCase())) note(found, key, `chdb ${name}`);
      if (text.includes(subjectId)) note(found, 'subjectId', `chdb ${name}`);
      if (Object.values(row).some((v) => v === BIRTH_YEAR || v === String(BIRTH_YEAR))) note(found, 'birthYear', `chdb ${name}`);
    }
  }
};

describe('THE ERASURE SWEEP: after termination no personal value is left in any table, file or chDB table', () => {
  it('walks a volunteer through everything that stores personal data, terminates, and finds nothing of them', async () => {
    // --- Registration, e-mail and phone verification.
    const registered = await t.api.post('/api/volunteer/register/email', { firstName: person.firstName, lastName: person.lastName, nic: person.nic, email: person.email, password });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const volunteerId = registered.body.id as string;
    const emailSecret = await t.api.mailedSecret(person.email, 'verifyEmail');
    expect((await t.api.post('/api/volunteer/verify/email', { emailToken: emailSecret })).status).toBe(200);
    // The mailed verification key proves the account (an e-mail alone binds nothing).
    const proof = { headers: { tokenKey: emailSecret! } };
    expect((await t.api.post('/api/volunteer/register/phone', { emailToken: person.email, phoneNumber: person.phone }, proof)).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await awaitMessage(person.phone, /\b\d{6}\b/, 'sms')).text)![1];
    expect((await t.api.post('/api/volunteer/verify/phone', { emailToken: person.email, phoneToken: code }, proof)).status).toBe(200);
    let token = await t.api.login(person.email, password);

    // --- Bio (addresses, contacts, date of birth, free texts).
    const bio = await t.api.post(
      '/api/volunteer/bio/submit',
      validBio({
        nic: person.nic,
        nameInNic: person.nameInNic,
        dateOfBirth: person.dateOfBirth,
        permanentStreet: person.street,
        residentialStreet: person.street,
        permanentArea: person.area,
        residentialArea: person.area,
        contactResidence: person.contactResidence,
        contributeDistrict: 'Batticaloa',
        contributeDivisionalSecretariat: person.divisionalSecretariat,
        contributegnDivision: person.gnDivision,
        employmentTitle: person.employmentTitle,
        otherSkills: person.otherSkills,
      }),
      { token },
    );
    expect(bio.status, JSON.stringify(bio.body)).toBe(200);
    token = bio.body.token ?? token;

    // --- Referee, the referee's review, an admin's approval.
    const referee = await t.api.post(
      '/api/volunteer/referee/information',
      validReferee({ name: person.refereeName, email: person.refereeEmail, phone: person.refereePhone, mobile: person.refereeMobile, street: person.refereeStreet }),
      { token },
    );
    expect(referee.status, JSON.stringify(referee.body)).toBe(200);
    token = referee.body.token ?? token;
    const refereeMail = await awaitMessage(person.refereeEmail, /\/refereeFeedback\//);
    const refereeToken = decodeURIComponent(refereeMail.text.match(/\/refereeFeedback\/(\S+)/)![1]);
    const review = await t.api.post('/api/referee/review', { refereeToken, ...validReview({ otherInformation: person.refereeOpinion }) });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    const approved = await t.api.post('/api/admin/volunteer/approve', { id: volunteerId, approve: true }, { token: admin });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // --- A profile picture (saved), and one uploaded but never saved.
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
      const response = await fetch(`${t.platform.url}/api/asset/image`, { method: 'PUT', headers: { token }, body: form });
      expect(response.status).toBe(200);
      return ((await response.json()) as { url: string }[])[0].url;
    };
    const noise = (seed: number) => Buffer.from(Array.from({ length: 250 * 250 * 3 }, (_, i) => (i * seed + (i >> 7)) & 0xff));
    const savedUrl = await upload(await sharp(noise(31), { raw: { width: 250, height: 250, channels: 3 } }).png().toBuffer());
    const unsavedUrl = await upload(await sharp(noise(57), { raw: { width: 250, height: 250, channels: 3 } }).png().toBuffer());
    expect((await t.api.post('/api/asset/updateImage', { imageURL: savedUrl }, { token })).status).toBe(201);
    const pictureUrls = [savedUrl, savedUrl.replace('.png', '-200.png'), unsavedUrl, unsavedUrl.replace('.png', '-200.png')];
    const pictures = await Promise.all(pictureUrls.map(async (url) => Buffer.from(await (await fetch(`${t.platform.url}${url}`)).arrayBuffer())));
    // A stretch from the middle of each stored picture, as found in a file and as a table would render it.
    const slices = pictures.map((p) => p.subarray(Math.floor(p.length / 2), Math.floor(p.length / 2) + 48));
    const pictureMarkers = slices.flatMap((s) => [s.toString('hex'), s.toString('base64')]);

    // --- One more mail: a password reset link to the person.
    await t.api.post('/api/user/forgetPassword', { email: person.email });
    await awaitMessage(person.email, /\/forgetPassword\//);

    // Another process's vault (say, a second projections or query-api process) that has the key cached.
    const otherProcess = await createVault(t.db.pool, t.platform.infra.secrets.vaultMasterKey);
    const { rows: sealedRows } = await t.db.pool.query<{ data: Record<string, unknown> }>(`SELECT data FROM es.events WHERE stream_id = $1`, [`volunteer-${volunteerId}`]);
    const sealedParts = sealedRows.flatMap((r) => Object.values(r.data).filter(isSealed)) as Sealed[];
    expect(await otherProcess.open(sealedParts[0])).toBeDefined();

    // --- Control: the read side has caught up, and the sweep finds every value before the termination.
    const values: Record<string, string> = person;
    // Every projection, the sinks (mail outbox, reporting facts) included: named, since by default waitFor covers only the read models.
    expect(await t.platform.projections.runner.waitFor(await t.platform.infra.store.barrier(), 10_000, everyProjection())).toBe(true);
    const before: Findings = new Map();
    await sweepDatabase(values, pictureMarkers, before);
    await sweepFiles(values, slices, before);
    await sweepChdb(values, volunteerId, before);
    for (const key of [...Object.keys(person), 'birthYear', 'picture', 'subjectId']) expect(before.get(key), `control: ${key} is stored somewhere before`).toBeDefined();
    expect(before.get('picture')!.filter((w) => w.startsWith('file'))).toHaveLength(pictures.length);
    expect(before.get('birthYear')).toEqual(expect.arrayContaining(['chdb registration_facts']));

    // --- The termination (and erasure) by an admin.
    const terminated = await t.api.call('DELETE', `/api/admin/user/terminate/${volunteerId}`, { token: admin });
    expect(terminated).toMatchObject({ status: 200, body: { message: 'User Terminated!' } });
    // Acknowledged: from now on no process decrypts anything of theirs, not even one that had the key cached.
    for (const sealed of sealedParts) expect(await otherProcess.open(sealed)).toBeUndefined();
    expect(await t.platform.projections.runner.waitFor(parsePosition(terminated.body.position)!, 10_000, everyProjection())).toBe(true);

    // --- The sweep: nothing of the person anywhere.
    const after: Findings = new Map();
    await sweepDatabase(values, pictureMarkers, after);
    await sweepFiles(values, slices, after);
    await sweepChdb(values, volunteerId, after);
    expect(Object.fromEntries(after)).toEqual({});
    for (const url of pictureUrls) expect((await fetch(`${t.platform.url}${url}`)).status, url).toBe(404);
    // Still counted in the registration funnel, without a link to the person.
    const [{ n }] = await t.platform.projections.analytics.query<{ n: number }>("SELECT toUInt32(count()) AS n FROM registration_facts FINAL WHERE subject_id = ''");
    expect(n).toBeGreaterThanOrEqual(2);
  });

  it("an emergency user's opportunity: its supervisor (name, phones, e-mail) is sealed with the user's key and gone after the user's termination", async () => {
    // Issue 23: sealed like a formal opportunity's supervisor. Values that occur nowhere else.
    const supervisor = {
      supervisorName: 'Quendolyn Xathrawickrema',
      supervisorLandline: '0112837465',
      supervisorMobile: '0778374651',
      supervisorEmail: 'quendolyn.xathrawickrema@example.lk',
    };
    const user = { name: 'Yvonnequa Desk', email: 'yvonnequa.desk@example.lk', password: 'emergency-sweep-1' };
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    const invited = await t.api.post('/api/admin/emergency-login/invite', { name: user.name, email: user.email }, { token: admin });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const link = await awaitMessage(user.email, /\/emergency\/verify\//);
    const secret = decodeURIComponent(link.text.match(/\/emergency\/verify\/(\S+)/)![1]);
    expect((await t.api.post('/api/emergency-login/register', { token: secret, password: user.password })).status).toBe(200);
    const token = await t.api.login(user.email, user.password);
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const district = lkAdmin.districts()[0].name;
    const divisionalSecretariat = lkAdmin.divisionalSecretariats(district)[0].name;
    const place = { district, divisionalSecretariat, gnDivision: lkAdmin.gnDivisions(divisionalSecretariat, district)[0].name };
    const created = await t.api.post(
      '/api/emergency-login/opportunity/create',
      {
        title: 'Sweep flood relief', category: ['3'], noOfVolunteers: 5, coreFunctions: ['1'], ...supervisor, sdgNumbers: [3],
        descriptionEnglish: 'Relief', descriptionSinhala: 'Relief', descriptionTamil: 'Relief',
        descriptionSMSEnglish: 'Relief', descriptionSMSSinhala: 'Relief', descriptionSMSTamil: 'Relief',
        ...place, location: 'Sweep grounds', startDate: start, endDate: start,
      },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    // Control: the read side holds every value before the termination.
    const values: Record<string, string> = { ...supervisor, userName: user.name, userEmail: user.email };
    expect(await t.platform.projections.runner.waitFor(await t.platform.infra.store.barrier(), 10_000, everyProjection())).toBe(true);
    const before: Findings = new Map();
    await sweepDatabase(values, [], before);
    for (const key of Object.keys(supervisor)) expect(before.get(key), `control: ${key} is stored somewhere before`).toBeDefined();
    // Never in clear in the log.
    for (const key of Object.keys(supervisor)) expect(before.get(key)).not.toContain('es.events');

    // The emergency user closes the account (termination erases).
    const terminated = await t.api.post('/api/user/terminate/', { password: user.password }, { token });
    expect(terminated.status, JSON.stringify(terminated.body)).toBe(200);
    expect(await t.platform.projections.runner.waitFor(parsePosition(terminated.body.position)!, 10_000, everyProjection())).toBe(true);

    const after: Findings = new Map();
    await sweepDatabase(values, [], after);
    await sweepFiles(values, [], after);
    await sweepChdb(values, invited.body.id as string, after);
    expect(Object.fromEntries(after)).toEqual({});
  });
});
