import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { catalogue, formalOpportunityRequest, lkAdmin, splitOpportunity, streams } from '@nvp/events';
import { startTestPlatform } from '../../../scripts/test/harness';
import { validOpportunity } from '../../../command-api/src/opportunity/fixtures';
import { publicListQuery } from './routes';

/**
 * Issue 27: the public list (and the volunteer's, the same route) searched in the three languages and filtered by
 * district and category. The opportunities are appended as events and approved, so the projection's own code
 * writes the rows searched; 3,000 more rows are written straight into the read model (copies of a real one's card)
 * so the plans are those of a table of some size.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;

/** Three real districts of the reference data, each with a real DS and GN division. */
const place = (i: number) => {
  const district = lkAdmin.districts()[i];
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  const gn = lkAdmin.gnDivisions(ds.name, district.name)[0];
  return { code: district.code, location: { district: district.name, divisionalSecretariat: ds.name, gnDivision: gn.name } };
};
const [first, second, third] = [place(0), place(1), place(2)];

/** Words that appear in one description only. */
const TAMIL_WORD = 'அலையாத்திக்காடு'; // mangrove forest
const SINHALA_WORD = 'කඩොලාන'; // mangrove
const ENGLISH_WORD = 'Lagoon';
const repeat = (text: string) => `${text} `.repeat(Math.ceil(360 / (text.length + 1))).trim();

const vioId = randomUUID();
const ids = { tamil: '', sinhala: '', english: '' };

/** Appends a created and approved opportunity as events (the descriptions as given: empty ones too). */
const approved = async (overrides: Record<string, unknown>, descriptions: { descriptionEnglish: string; descriptionSinhala: string; descriptionTamil: string }) => {
  const opportunityId = randomUUID();
  const values = formalOpportunityRequest({ today: '2000-01-01' }).parse(validOpportunity(overrides));
  const { opportunity, personal } = splitOpportunity(values);
  const event = (type: string, data: unknown) => ({ id: randomUUID(), type, version: 1, data: catalogue.validate(type, data).data, metadata: { occurredAt: new Date().toISOString() } });
  await t.platform.infra.store.append(
    streams.opportunity(opportunityId),
    [
      event('OpportunityCreated', { opportunityId, vioId, opportunity: { ...opportunity, ...descriptions }, personal: await t.platform.infra.vault.seal(vioId, personal) }),
      event('OpportunityApproved', { opportunityId, vioId, adminId: vioId }),
    ],
    { expected: 'no_stream' },
  );
  return opportunityId;
};

beforeAll(async () => {
  t = await startTestPlatform('opportunity-search-filters');
  // Described in Tamil only, in the first district, category 3.
  ids.tamil = await approved(
    { title: 'Coastal planting', category: 3, ...first.location },
    // தொண்டு written in one code point for ொ (U+0BCA); கொடி (flag) in two, as some keyboards type it (U+0BC6 U+0BBE).
    { descriptionEnglish: '', descriptionSinhala: '', descriptionTamil: repeat(`கடற்கரையோரத்தில் ${TAMIL_WORD} நடுவதற்கு தொண்டு செய்யுங்கள், க\u0BC6\u0BBEடி ஏற்றுங்கள்.`) },
  );
  // Described in Sinhala only, in the second district, category 3.
  ids.sinhala = await approved(
    { title: 'Shore planting', category: 3, ...second.location },
    // ශ්‍රී with its zero-width joiner, as it is usually written.
    { descriptionEnglish: '', descriptionSinhala: repeat(`ශ්\u200Dරී ලංකාවේ වෙරළ අසල ${SINHALA_WORD} පැළ සිටුවීමට උදව් කරන්න.`), descriptionTamil: '' },
  );
  // In English, in the second district, category 5.
  ids.english = await approved(
    { title: 'Bird count', category: 5, ...second.location },
    { descriptionEnglish: repeat(`Count the birds of the ${ENGLISH_WORD.toLowerCase()} with our guides.`), descriptionSinhala: '', descriptionTamil: '' },
  );
  await t.platform.projections.runner.caughtUp();
  // 3,000 more approved rows in the third district, category 7, copies of a real card (so the answers keep their schema).
  await t.platform.infra.pool.query(
    `INSERT INTO rm_opportunities (id, kind, vio_id, vio_name, status, title, type, start_date, end_date, sdg_numbers, data, card, created_at, updated_at)
     SELECT g.id, 'FORMAL', o.vio_id, o.vio_name, 'APPROVED', 'Reading club ' || g.n, o.type, o.start_date, o.end_date, o.sdg_numbers,
            o.data || jsonb_build_object('title', 'Reading club ' || g.n, 'district', $2::text, 'category', 7,
              'descriptionEnglish', 'Read with children at the library, week ' || g.n, 'descriptionSinhala', 'පුස්තකාලයේ ළමුන් සමඟ කියවන්න ' || g.n,
              'descriptionTamil', 'நூலகத்தில் குழந்தைகளுடன் படியுங்கள் ' || g.n),
            o.card || jsonb_build_object('id', g.id, 'title', 'Reading club ' || g.n, 'district', $2::text, 'category', 7),
            now() - g.n * interval '1 minute', now()
       FROM rm_opportunities o, (SELECT gen_random_uuid() AS id, n FROM generate_series(1, 3000) n) g WHERE o.id = $1`,
    [ids.english, third.location.district],
  );
  await t.platform.infra.pool.query('ANALYZE rm_opportunities');
}, 120_000);
afterAll(async () => t?.stop());

const list = async (query: string) => {
  const r = await t.api.get(`/api/opportunity/getOpportunities?${query}`);
  expect(r.status, `${query}: ${JSON.stringify(r.body)}`).toBe(200);
  return { total: Number(r.headers.get('x-total-count')), ids: (r.body as { id: string }[]).map((c) => c.id) };
};
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('search in three languages', () => {
  it('finds the opportunity described only in Tamil by a Tamil word, and only it', async () => {
    expect(await list(q({ searchValue: TAMIL_WORD }))).toEqual({ total: 1, ids: [ids.tamil] });
    // A part of the word (what a person types before finishing it).
    expect(await list(q({ searchValue: TAMIL_WORD.slice(0, 6) }))).toEqual({ total: 1, ids: [ids.tamil] });
  });

  it('finds the opportunity described only in Sinhala by a Sinhala word, and only it', async () => {
    expect(await list(q({ searchValue: SINHALA_WORD }))).toEqual({ total: 1, ids: [ids.sinhala] });
  });

  it('matches however the letters were typed: composed or not, with or without a zero-width joiner', async () => {
    // Typed in two code points, stored in one; and typed in one, stored in two.
    expect(await list(q({ searchValue: 'தெ\u0BBEண்டு' }))).toEqual({ total: 1, ids: [ids.tamil] });
    expect(await list(q({ searchValue: 'கொடி' }))).toEqual({ total: 1, ids: [ids.tamil] });
    // Without the joiner the text has, and with it.
    expect(await list(q({ searchValue: 'ශ්රී ලංකාවේ' }))).toEqual({ total: 1, ids: [ids.sinhala] });
    expect(await list(q({ searchValue: 'ශ්\u200Dරී ලංකාවේ' }))).toEqual({ total: 1, ids: [ids.sinhala] });
  });

  it('matches English descriptions case-insensitively, and titles as before', async () => {
    expect(await list(q({ searchValue: ENGLISH_WORD.toUpperCase() }))).toEqual({ total: 1, ids: [ids.english] });
    expect(await list(q({ searchValue: 'planting' }))).toEqual({ total: 2, ids: [ids.sinhala, ids.tamil] });
    expect((await list(q({ searchValue: 'reading CLUB' }))).total).toBe(3000);
    expect((await list(q({ searchValue: 'ළමුන්' }))).total).toBe(3000);
    expect(await list(q({ searchValue: 'no such word anywhere' }))).toEqual({ total: 0, ids: [] });
  });
});

describe('district and category filters', () => {
  it('filter by district (census code) and by category (id), alone and together', async () => {
    expect(await list(q({ district: first.code }))).toEqual({ total: 1, ids: [ids.tamil] });
    expect(await list(q({ district: second.code }))).toEqual({ total: 2, ids: [ids.english, ids.sinhala] });
    expect((await list(q({ district: third.code }))).total).toBe(3000);
    expect(await list(q({ category: '3' }))).toEqual({ total: 2, ids: [ids.sinhala, ids.tamil] });
    expect(await list(q({ category: '5' }))).toEqual({ total: 1, ids: [ids.english] });
    expect(await list(q({ district: second.code, category: '3' }))).toEqual({ total: 1, ids: [ids.sinhala] });
    expect(await list(q({ district: first.code, category: '5' }))).toEqual({ total: 0, ids: [] });
    // A district with no opportunity at all.
    expect(await list(q({ district: lkAdmin.districts()[5].code }))).toEqual({ total: 0, ids: [] });
    // Empty values are no filter (what the console sends for "All").
    expect(await list(q({ district: '', category: '' }))).toEqual(await list(''));
  });

  it('combine with the search and the type', async () => {
    expect(await list(q({ searchValue: TAMIL_WORD, district: first.code }))).toEqual({ total: 1, ids: [ids.tamil] });
    expect(await list(q({ searchValue: TAMIL_WORD, district: second.code }))).toEqual({ total: 0, ids: [] });
    expect(await list(q({ searchValue: 'planting', category: '3', district: second.code }))).toEqual({ total: 1, ids: [ids.sinhala] });
    expect(await list(q({ searchValue: SINHALA_WORD, category: '5' }))).toEqual({ total: 0, ids: [] });
    expect(await list(q({ district: second.code, type: 'ONLINE' }))).toEqual({ total: 0, ids: [] });
    expect((await list(q({ district: second.code, type: 'REGULAR' }))).total).toBe(2);
  });

  it('pages a filtered list: pages of one walk the same rows as one page, the total is the filtered one', async () => {
    const whole = await list(q({ category: '7', searchValue: 'club 1', pageSize: '100' }));
    // Titles "Reading club 1", "… 10"–"… 19", "… 100"–"… 199", "… 1000"–"… 1999": 1 + 10 + 100 + 1000.
    expect(whole.total).toBe(1111);
    expect(whole.ids).toHaveLength(100);
    const walked: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const one = await list(q({ category: '7', searchValue: 'club 1', pageSize: '20', page: String(page) }));
      expect(one.total).toBe(1111);
      walked.push(...one.ids);
    }
    expect(walked).toEqual(whole.ids);
    expect(await list(q({ district: second.code, page: '2', pageSize: '1' }))).toEqual({ total: 2, ids: [ids.sinhala] });
    expect(await list(q({ district: second.code, page: '3', pageSize: '1' }))).toEqual({ total: 2, ids: [] });
  });

  it('refuses an unknown district or category with 400 { message, field }', async () => {
    const refused = async (query: string, field: string, message: string) =>
      expect(await t.api.get(`/api/opportunity/getOpportunities?${query}`), query).toMatchObject({ status: 400, body: { message, field } });
    await refused('district=99', 'district', 'Unknown district');
    // A name is not an id: the list takes census codes only.
    await refused(q({ district: first.location.district }), 'district', 'Unknown district');
    await refused(`district=${first.code}&district=${second.code}`, 'district', 'Unknown district');
    await refused('category=0', 'category', 'Unknown category');
    await refused('category=12', 'category', 'Unknown category');
    await refused('category=three', 'category', 'Unknown category');
    await refused('category=3.0', 'category', 'Unknown category');
  });
});

describe('plans over a few thousand rows', () => {
  const plan = async (query: ReturnType<typeof publicListQuery>) =>
    (await t.platform.infra.pool.query(`EXPLAIN ${query.text}`, query.values)).rows.map((r) => r['QUERY PLAN']).join('\n');

  it('answers a Tamil or Sinhala word from the trigram index over the title and descriptions', async () => {
    for (const search of [TAMIL_WORD, SINHALA_WORD, 'lagoon']) {
      const text = await plan(publicListQuery({ type: 'ALL', search, page: 1, pageSize: 12 }));
      expect(text, search).toMatch(/Bitmap Index Scan on \S*search_text\S*/);
      expect(text, search).not.toMatch(/Seq Scan/);
    }
  });

  it('answers a district or a category from its own index', async () => {
    expect(await plan(publicListQuery({ type: 'ALL', search: '', district: first.location.district, page: 1, pageSize: 12 }))).toMatch(/Index Scan (?:using|on) \S*district\S*/);
    expect(await plan(publicListQuery({ type: 'ALL', search: '', category: 5, page: 1, pageSize: 12 }))).toMatch(/Index Scan (?:using|on) \S*category\S*/);
  });
});
