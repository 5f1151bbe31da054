import type pg from 'pg';

/**
 * The scale benchmark's calls (issue 24): every public call and every list, search, detail and report call the
 * console makes for each role, with parameters drawn from the loaded history so consecutive requests ask for
 * different ids, words and districts (a per-id or per-word cache then answers only what it has seen before).
 */

export type Role = 'public' | 'volunteer' | 'vio' | 'admin' | 'emergency';

export interface CallRequest {
  path: string;
  body?: unknown;
  /** Index into the role's tokens (a request acts as one of several signed-in users). */
  as?: number;
}

export interface ScaleCall {
  method: 'GET' | 'POST';
  /** The route as the SCALE line names it (parameters in `:id` form). */
  route: string;
  /** What the request varies, shown beside the figures. */
  label: string;
  role: Role;
  /** Served from a cache invalidated by read-model positions (the first ask of a key misses). */
  cache?: string;
  request(i: number): CallRequest;
}

/** What the calls draw their parameters from: ids, words and places read from the read models once. */
export interface ScaleSample {
  volunteerIds: string[];
  vioIds: string[];
  opportunityIds: string[];
  searchWords: string[];
  vioSearchWords: string[];
  volunteerLogins: string[];
  vioLogins: { email: string; id: string }[];
  emergencyLogins: { email: string; opportunityIds: string[] }[];
  places: { district: string; ds: string; gn: string }[];
  /** The opportunity with the most applicants, its size and its owner. */
  biggest: { id: string; applicants: number; vioEmail: string | null };
  years: number[];
}

const pick = <T>(list: T[], i: number): T => list[i % list.length];
/** A spread of indices: consecutive requests land far apart in the list. */
const spread = <T>(list: T[], i: number): T => list[(i * 7919) % list.length];

export const sampleHistory = async (pool: pg.Pool, end: string): Promise<ScaleSample> => {
  const q = async <R extends Record<string, any>>(text: string, values: unknown[] = []) => (await pool.query<R>(text, values)).rows;
  const volunteers = await q<{ id: string; email: string }>(
    `SELECT id, email FROM rm_volunteers WHERE status = 'FULLY_REGISTERED' AND standing = 'FUNCTIONING' AND NOT erased ORDER BY registration_no LIMIT 2000`,
  );
  // Volunteers with the most applications sign in (a full "my opportunities").
  const busy = await q<{ email: string }>(
    `SELECT v.email FROM rm_volunteers v JOIN (SELECT volunteer_id, count(*) n FROM rm_applications GROUP BY 1 ORDER BY 2 DESC LIMIT 40) a ON a.volunteer_id = v.id
      WHERE v.status = 'FULLY_REGISTERED' AND v.standing = 'FUNCTIONING' AND NOT v.erased AND v.email LIKE '%@example.org' LIMIT 16`,
  );
  const vios = await q<{ id: string; email: string }>(
    `SELECT v.id, v.email FROM rm_vios v JOIN (SELECT vio_id, count(*) n FROM rm_opportunities GROUP BY 1) o ON o.vio_id = v.id
      WHERE v.status = 'APPROVED' AND NOT v.terminated AND NOT v.erased AND v.parent_vio_id IS NULL AND v.suspended_until IS NULL AND v.email LIKE 'vio.%@example.org'
      ORDER BY o.n DESC LIMIT 8`,
  );
  const allVios = await q<{ id: string }>(`SELECT id FROM rm_vios WHERE status = 'APPROVED' AND NOT erased ORDER BY registration_no LIMIT 2000`);
  const opportunities = await q<{ id: string; title: string }>(
    `SELECT id, title FROM rm_opportunities WHERE kind = 'FORMAL' AND status IN ('APPROVED', 'COMPLETED') AND NOT deleted ORDER BY created_at LIMIT 2000`,
  );
  const words = [...new Set(opportunities.flatMap((o) => o.title.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 5))].slice(0, 60);
  const emergency = await q<{ email: string; ids: string[] }>(
    `SELECT u.email, array_agg(o.id ORDER BY o.created_at DESC) AS ids FROM rm_emergency_users u JOIN rm_emergency_opportunities o ON o.owner_id = u.id
      WHERE NOT u.erased AND o.status <> 'DELETED' GROUP BY u.email ORDER BY u.email`,
  );
  const places = await q<{ district: string; ds: string; gn: string }>(
    `SELECT DISTINCT contribute_district AS district, bio->>'contributeDivisionalSecretariat' AS ds, bio->>'contributegnDivision' AS gn
       FROM rm_volunteers WHERE status = 'FULLY_REGISTERED' AND bio->>'emergencyWill' = 'yes' AND contribute_district IS NOT NULL LIMIT 500`,
  );
  const [biggest] = await q<{ id: string; n: number; email: string | null }>(
    `SELECT a.opportunity_id AS id, a.n::int AS n, v.email FROM (SELECT opportunity_id, count(*) n FROM rm_applications GROUP BY 1 ORDER BY 2 DESC LIMIT 1) a
       JOIN rm_application_opportunities o ON o.id = a.opportunity_id LEFT JOIN rm_vios v ON v.id = o.vio_id`,
  );
  const last = Number(end.slice(0, 4));
  return {
    volunteerIds: volunteers.map((v) => v.id),
    vioIds: allVios.map((v) => v.id),
    opportunityIds: opportunities.map((o) => o.id),
    searchWords: words,
    vioSearchWords: words.slice(0, 20),
    volunteerLogins: busy.map((v) => v.email),
    vioLogins: vios,
    emergencyLogins: emergency.map((e) => ({ email: e.email, opportunityIds: e.ids })),
    places: places.filter((p) => p.ds && p.gn),
    biggest: { id: biggest.id, applicants: biggest.n, vioEmail: biggest.email },
    years: [last - 2, last - 1, last],
  };
};

const qs = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Every call, by role. `s` is the sample; `vioOfBiggest` says which VIO token owns the biggest opportunity. */
export const scaleCalls = (s: ScaleSample, end: string): ScaleCall[] => {
  const [y0, , y2] = s.years;
  const threeYears = { type: 'range', startDate: `${y0}-01-01`, endDate: end };
  const statuses = ['ALL', 'FULLY_REGISTERED', 'AWAITING_APPROVAL', 'REFEREE_INCOMPLETE', 'BIO_INCOMPLETE'];
  const vioStatuses = ['ALL', 'PENDING', 'APPROVED', 'REJECTED'];
  const types = ['ALL', 'ONLINE', 'REGULAR'];
  const adminReportBody = (i: number) => {
    const year = pick(s.years, i);
    const kind = pick(['DAILY', 'QUARTERLY', 'ANNUALLY'], Math.floor(i / 3));
    const month = String(1 + (i % 12)).padStart(2, '0');
    const district = i % 4 === 0 ? pick(s.places, i).district : undefined;
    return { type: kind, date: `${year}-${month}-${String(1 + (i % 28)).padStart(2, '0')}`, ...(district ? { district } : {}) };
  };
  const adminReports = ['dailySummary', 'dailyVolRegistrations', 'dailyVioRegistrations', 'dailyVoRegistrations', 'dailyPendingRegistrations', 'dailyVolMobiRegistrations'];
  const calls: ScaleCall[] = [
    // ── public ──
    { method: 'GET', route: '/api/data/districts', label: 'reference data (floor: no database)', role: 'public', request: () => ({ path: '/api/data/districts' }) },
    { method: 'POST', route: '/api/report/home', label: 'landing figures', role: 'public', cache: 'landing cache', request: () => ({ path: '/api/report/home' }) },
    { method: 'GET', route: '/api/opportunity/getHomeOpportunities', label: 'home cards (limit 30)', role: 'public', request: () => ({ path: '/api/opportunity/getHomeOpportunities?limit=30' }) },
    {
      method: 'GET', route: '/api/opportunity/getOpportunities', label: 'public list, type × pages 1–20', role: 'public', cache: 'public list cache',
      request: (i) => ({ path: `/api/opportunity/getOpportunities?${qs({ searchValue: '', type: pick(types, i), page: 1 + (i % 20), pageSize: 12 })}` }),
    },
    {
      method: 'GET', route: '/api/opportunity/getOpportunities?searchValue', label: 'public search, words from titles', role: 'public', cache: 'public list cache',
      request: (i) => ({ path: `/api/opportunity/getOpportunities?${qs({ searchValue: spread(s.searchWords, i), type: pick(types, i) })}` }),
    },
    { method: 'GET', route: '/api/opportunity/get/:id', label: 'opportunity detail', role: 'public', request: (i) => ({ path: `/api/opportunity/get/${spread(s.opportunityIds, i)}` }) },
    { method: 'GET', route: '/api/vio/public-view/:id', label: 'public VIO profile', role: 'public', cache: 'per-id cache', request: (i) => ({ path: `/api/vio/public-view/${spread(s.vioIds, i)}` }) },
    { method: 'GET', route: '/api/volunteer/get/:id', label: 'public volunteer profile', role: 'public', cache: 'per-id cache', request: (i) => ({ path: `/api/volunteer/get/${spread(s.volunteerIds, i)}` }) },
    { method: 'GET', route: '/api/news/home/list', label: 'news', role: 'public', request: () => ({ path: '/api/news/home/list' }) },
    // ── volunteer ──
    { method: 'GET', route: '/api/volunteer/account', label: 'volunteer home: account', role: 'volunteer', request: (i) => ({ path: '/api/volunteer/account', as: i }) },
    { method: 'GET', route: '/api/volunteer/bio/get', label: 'own bio', role: 'volunteer', request: (i) => ({ path: '/api/volunteer/bio/get', as: i }) },
    {
      method: 'GET', route: '/api/opportunity/userOpportunities', label: 'my opportunities, ALL/PENDING/APPROVED, of the 16 volunteers with the most applications, a page of 12 as the console asks', role: 'volunteer',
      request: (i) => ({ path: `/api/opportunity/userOpportunities?${qs({ searchValue: '', type: pick(['ALL', 'PENDING', 'APPROVED'], i), page: 1, pageSize: 12 })}`, as: i }),
    },
    {
      // Issue 29: every open opportunity ranked for the caller (matching-rank.ts times the ranking alone). Nothing is
      // written while it is measured, so everyone's open set is read once and then a cache hit: runOpenSetBench times
      // that read, which each call pays after any application, approval or waitlist change.
      method: 'GET', route: '/api/opportunity/for-you', label: 'for you: the open opportunities ranked for the volunteer, the home\'s first page of 5', role: 'volunteer',
      cache: 'open-set cache (read models unchanged)',
      request: (i) => ({ path: `/api/opportunity/for-you?${qs({ page: 1, pageSize: 5 })}`, as: i }),
    },
    {
      method: 'GET', route: '/api/opportunity/getOpportunities (signed in)', label: 'all opportunities, filters + search', role: 'volunteer', cache: 'public list cache',
      request: (i) => ({ path: `/api/opportunity/getOpportunities?${qs({ searchValue: i % 2 ? spread(s.searchWords, i) : '', type: pick(types, i), page: 1 + (i % 5) })}`, as: i }),
    },
    { method: 'GET', route: '/api/org/vio/list/:type', label: 'my organisations', role: 'volunteer', request: (i) => ({ path: `/api/org/vio/list/${pick(['all', 'joined'], i)}`, as: i }) },
    { method: 'POST', route: '/api/report/self/volunteerReport', label: 'own report over three years', role: 'volunteer', cache: 'report cache', request: (i) => ({ path: '/api/report/self/volunteerReport', body: threeYears, as: i }) },
    // ── VIO ──
    { method: 'GET', route: '/api/vio/opportunity-stat', label: 'VIO home counters', role: 'vio', request: (i) => ({ path: '/api/vio/opportunity-stat', as: i }) },
    {
      method: 'POST', route: '/api/vio/opportunity/search', label: 'VIO search, status × word', role: 'vio',
      request: (i) => ({ path: '/api/vio/opportunity/search', body: { query: i % 2 ? spread(s.vioSearchWords, i) : '', status: pick(['ALL', 'APPROVED', 'COMPLETED', 'CREATED'], i), pageNumber: 1, pageSize: 10 }, as: i }),
    },
    { method: 'GET', route: '/api/vio/profile', label: 'own profile', role: 'vio', request: (i) => ({ path: '/api/vio/profile', as: i }) },
    { method: 'GET', route: '/api/organizationVolunteers/viewAll', label: 'members', role: 'vio', request: (i) => ({ path: '/api/organizationVolunteers/viewAll', as: i }) },
    {
      method: 'GET', route: '/api/opportunity/filtered-volunteers/:id', label: `applicants of the biggest opportunity (${s.biggest.applicants}), pages 1–10`, role: 'vio',
      // as: -1 is the owner of the biggest opportunity.
      request: (i) => ({ path: `/api/opportunity/filtered-volunteers/${s.biggest.id}?${qs({ page: 1 + (i % 10), pageSize: 50 })}`, as: -1 }),
    },
    { method: 'POST', route: '/api/report/self/vioReport', label: 'own report over three years', role: 'vio', cache: 'report cache', request: (i) => ({ path: '/api/report/self/vioReport', body: threeYears, as: i }) },
    // ── admin ──
    {
      method: 'GET', route: '/api/volunteer/listAdmin', label: 'volunteer list, status × pages 1–20 of 5 (as the console asks)', role: 'admin',
      request: (i) => ({ path: `/api/volunteer/listAdmin?${qs({ status: pick(statuses, i), page: 1 + (i % 20), pageSize: 5 })}` }),
    },
    {
      method: 'GET', route: '/api/volunteer/listAdmin?searchValue=<name>', label: 'volunteer search by a name (common surnames to rare full names) × status, page 1 of 5', role: 'admin',
      request: (i) => ({ path: `/api/volunteer/listAdmin?${qs({ status: pick(['ALL', 'FULLY_REGISTERED'], i), searchValue: spread(['perera', 'Kasun', 'silva', 'Tharmalingam', 'Fathima Ismail', 'nuwan bandara', 'De Kretser', 'ruwani herath'], i), page: 1, pageSize: 5 })}` }),
    },
    {
      method: 'GET', route: '/api/volunteer/listAdmin?searchValue=<registration no.>', label: 'volunteer search by a whole registration number (VOL-…, of the first 1,000)', role: 'admin',
      request: (i) => ({ path: `/api/volunteer/listAdmin?${qs({ searchValue: `VOL-${String(1 + ((i * 7919) % 1000)).padStart(6, '0')}`, page: 1, pageSize: 5 })}` }),
    },
    {
      method: 'GET', route: '/api/vio/list', label: 'VIO list, status × search × page', role: 'admin',
      request: (i) => ({ path: `/api/vio/list?${qs({ status: pick(vioStatuses, i), page: 1 + (i % 5), pageSize: 10, ...(i % 2 ? { search: spread(['vio', 'sri', 'lanka', 'trust', 'school', 'foundation', 'society', 'club'], i) } : {}) })}` }),
    },
    { method: 'GET', route: '/api/admin/vio/pending', label: 'VIO approval queue', role: 'admin', request: (i) => ({ path: `/api/admin/vio/pending?page=${1 + (i % 3)}` }) },
    { method: 'GET', route: '/api/volunteer/listAdmin?status=AWAITING_APPROVAL', label: 'volunteer approval queue, a page of 5', role: 'admin', request: () => ({ path: '/api/volunteer/listAdmin?status=AWAITING_APPROVAL&page=1&pageSize=5' }) },
    { method: 'GET', route: '/api/opportunity/list/:status', label: 'opportunity queue CREATED/APPROVED, pages of 12', role: 'admin', request: (i) => ({ path: `/api/opportunity/list/${pick(['CREATED', 'APPROVED'], i)}?page=${1 + (i % 5)}&pageSize=12` }) },
    { method: 'GET', route: '/api/nonformal-opportunity/admin/list', label: 'non-formal queue, a page of 5', role: 'admin', request: (i) => ({ path: `/api/nonformal-opportunity/admin/list?status=${pick(['CREATED', 'APPROVED'], i)}&page=1&pageSize=5` }) },
    { method: 'GET', route: '/api/complaint', label: 'complaints, pages of 5', role: 'admin', request: (i) => ({ path: `/api/complaint?page=${1 + (i % 3)}&pageSize=5` }) },
    { method: 'GET', route: '/api/admin/volunteer/:id', label: 'volunteer detail', role: 'admin', request: (i) => ({ path: `/api/admin/volunteer/${spread(s.volunteerIds, i)}` }) },
    { method: 'GET', route: '/api/admin/vio/:id', label: 'VIO detail', role: 'admin', request: (i) => ({ path: `/api/admin/vio/${spread(s.vioIds, i)}` }) },
    { method: 'GET', route: '/api/admin/emergency-login/list', label: 'emergency users', role: 'admin', request: () => ({ path: '/api/admin/emergency-login/list' }) },
    { method: 'GET', route: '/api/report/dashboard', label: 'dashboard', role: 'admin', cache: 'report cache', request: () => ({ path: '/api/report/dashboard' }) },
    ...adminReports.flatMap((name) =>
      [name, ...(name === 'dailySummary' ? [] : [`online${name}`])].map(
        (report): ScaleCall => ({ method: 'POST', route: `/api/report/admin/${report}`, label: `days/quarters/years of ${y0}–${y2}, some by district`, role: 'admin', cache: 'report cache', request: (i) => ({ path: `/api/report/admin/${report}`, body: adminReportBody(i) }) }),
      ),
    ),
    { method: 'POST', route: '/api/report/self/adminReport', label: 'all VIOs over three years', role: 'admin', cache: 'report cache', request: () => ({ path: '/api/report/self/adminReport', body: threeYears }) },
    {
      method: 'POST', route: '/api/report/self/volunteerReport (admin)', label: "any volunteer's report, three years", role: 'admin', cache: 'report cache',
      request: (i) => ({ path: '/api/report/self/volunteerReport', body: { ...threeYears, id: spread(s.volunteerIds, i) } }),
    },
    // ── emergency ──
    { method: 'GET', route: '/api/emergency-login/opportunity/list', label: 'own emergencies', role: 'emergency', request: (i) => ({ path: '/api/emergency-login/opportunity/list', as: i }) },
    ...(['district', 'divisionalSecretariat', 'gnDivision'] as const).map(
      (level): ScaleCall => ({
        method: 'GET', route: `/api/emergency-login/opportunity/list-volunteers/:id?${level}`, label: `standby pool by ${level}, the pool table's first page of 5`, role: 'emergency',
        request: (i) => {
          const login = i % s.emergencyLogins.length;
          const place = spread(s.places, i);
          const filter = { district: place.district, ...(level !== 'district' ? { divisionalSecretariat: place.ds } : {}), ...(level === 'gnDivision' ? { gnDivision: place.gn } : {}) };
          const table = { group: 'pool', sort: 'registrationNo', order: 'asc', page: 1, pageSize: 5 };
          return { path: `/api/emergency-login/opportunity/list-volunteers/${pick(s.emergencyLogins[login].opportunityIds, i)}?${qs({ ...filter, ...table })}`, as: login };
        },
      }),
    ),
    // Last: a heavy command-api call (it appends an event per view); requests past the time cap keep the server busy a while.
    { method: 'GET', route: '/api/admin/history/volunteer/:id', label: "a volunteer's history (records the view)", role: 'admin', request: (i) => ({ path: `/api/admin/history/volunteer/${spread(s.volunteerIds, i)}` }) },
  ];
  return calls;
};
