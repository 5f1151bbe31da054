import { colomboDate } from '@nvp/events';
import type { Analytics } from '@nvp/projections';

/**
 * Every report figure, computed in ClickHouse from the facts of projections/src/reporting/activity-facts.ts.
 * Days are Sri Lanka days (Asia/Colombo); a period is an inclusive range of such days.
 * Definitions (docs/decisions.md "Reports"): mobilised = distinct volunteers whose application is APPROVED
 * (approval in the period); hours = hours the organisation confirmed (VioFeedbackSubmitted, dated by that
 * event), split evenly over the opportunity's goals; online = on ONLINE opportunities.
 */
export interface Period {
  from: string; // YYYY-MM-DD, Colombo
  to: string;
}
export type Split = { name: string; value: number }[];
export const TZ = 'Asia/Colombo';

const day = (column: string) => `toDate(${column}, '${TZ}')`;
const inPeriod = (column: string) => `${day(column)} BETWEEN {from:Date} AND {to:Date}`;

// The entities' current rows, kept by the facts projection (projections/src/reporting/report-tables.ts).
const subjects = `SELECT * FROM subject_current FINAL`;
const opportunities = `SELECT * FROM opportunity_current FINAL`;
const applications = `SELECT * FROM application_current FINAL`;
const ctes = (s: string, o: string, a: string) => `WITH subjects AS (${s}), opps AS (${o}), apps AS (${a})`;

export interface Scope {
  /** Only ONLINE opportunities (the Online reports). */
  online?: boolean;
  /** One organisation's own opportunities. */
  vioId?: string;
  /** One volunteer's applications. */
  volunteerId?: string;
  /** One district (the map's filter): the opportunity's district, or the subject's for registrations. */
  district?: string;
}

const oppScope = (s: Scope) =>
  [s.online ? `o.type = 'ONLINE'` : '', s.vioId ? 'o.vio_id = {vioId:String}' : '', s.district ? 'o.district = {district:String}' : '']
    .filter(Boolean)
    .map((c) => ` AND ${c}`)
    .join('');
const appScope = (s: Scope) => oppScope(s) + (s.volunteerId ? ' AND a.volunteer_id = {volunteerId:String}' : '');
const params = (p: Partial<Period>, s: Scope) => ({ from: p.from, to: p.to, vioId: s.vioId, district: s.district, volunteerId: s.volunteerId });

/**
 * The current rows as CTEs, so each report is one statement (the self reports; the others read the rollups).
 * One volunteer's or one organisation's report reads only that subject's rows, so it costs what the subject has,
 * not what the country has (issue 24). Its keys are found first without FINAL — the skip indexes on volunteer_id,
 * vio_id and opportunity_id (report-tables.ts) find every row that ever named the subject, older versions too —
 * and those keys are then read FINAL through the primary key, which holds every version of a key together. The
 * subject is checked again on the newest row, so an application that now names someone else (an erased
 * volunteer's) drops out as it does over all rows.
 */
const currentRows = (s: Scope) => {
  if (s.volunteerId) {
    const theirs = (column: string) => `SELECT ${column} FROM application_current WHERE volunteer_id = {volunteerId:String}`;
    return ctes(
      `${subjects} WHERE subject_type = 'VOLUNTEER' AND subject_id = {volunteerId:String}`,
      `${opportunities} WHERE opportunity_id IN (${theirs('opportunity_id')})`,
      `${applications} WHERE application_id IN (${theirs('application_id')}) AND volunteer_id = {volunteerId:String}`,
    );
  }
  if (s.vioId) {
    const its = `SELECT opportunity_id FROM opportunity_current WHERE vio_id = {vioId:String}`;
    // An application's opportunity never changes; its volunteer may (erasure): every volunteer it named is read.
    const onIts = (column: string) => `SELECT ${column} FROM application_current WHERE opportunity_id IN (${its})`;
    return ctes(
      `${subjects} WHERE subject_type = 'VOLUNTEER' AND subject_id IN (${onIts('volunteer_id')})`,
      `${opportunities} WHERE opportunity_id IN (${its}) AND vio_id = {vioId:String}`,
      `${applications} WHERE application_id IN (${onIts('application_id')})`,
    );
  }
  return ctes(subjects, opportunities, applications);
};

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The hours figures: the total, its value in LKR, by sector, per goal (all 17, 0 where none) and by core function. */
export const hoursAnswer = (total: number, perGoal: { goal: number; h: number }[], sectors: Split, coreFunctions: Split, rateLkr: number) => {
  const sdgs: Record<string, number> = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), 0]));
  for (const r of perGoal) sdgs[String(r.goal)] = round2(Number(r.h));
  return { total: round2(total), values: round2(total * rateLkr), sectors, sdgs, coreFunctions };
};

const split = (rows: { name: string; value: number }[]): Split =>
  rows.map((r) => ({ name: r.name === '' ? 'UNKNOWN' : String(r.name), value: round2(Number(r.value)) }));

export const createFigures = (analytics: Analytics, rateLkr: number) => {
  const q = <T>(sql: string, p: Record<string, unknown>) => analytics.query<T>(sql, p);
  const count = async (sql: string, p: Record<string, unknown>) => Number((await q<{ n: number }>(sql, p))[0]?.n ?? 0);
  const by = (sql: string, p: Record<string, unknown>) => q<{ name: string; value: number }>(sql, p).then(split);

  /**
   * Several splits and the total in one statement (chDB pays per statement): each row is unpivoted into
   * (split, value) pairs and counted (or its distinct `who` counted) per pair. Split '' is the total.
   */
  const splits = async <K extends string>(from: string, columns: Record<K, string>, p: Record<string, unknown>, who?: string, current = '') => {
    const keys = Object.keys(columns) as K[];
    const pairs = [`('', '')`, ...keys.map((k) => `('${k}', toString(${columns[k]}))`)].join(', ');
    const rows = await q<{ k: string; name: string; value: number }>(
      `${current} SELECT kv.1 AS k, kv.2 AS name, toUInt32(${who ? 'uniqExact(who)' : 'count()'}) AS value
       FROM (SELECT ${who ? `${who} AS who, ` : ''}[${pairs}] AS kvs ${from}) ARRAY JOIN kvs AS kv GROUP BY k, name ORDER BY value DESC, name`,
      p,
    );
    const out = Object.fromEntries(keys.map((k) => [k, [] as Split])) as Record<K, Split>;
    let total = 0;
    for (const r of rows) {
      if (r.k === '') total += Number(r.value);
      else out[r.k as K].push(...split([r]));
    }
    return { total, ...out };
  };

  /**
   * The same over a rollup: every row carries `n` (+1 / -1 per entity contribution, ./report-tables.ts), so a
   * count is sum(n) and a split value with nothing left (sum 0) is not shown.
   */
  const rollupSplits = async <K extends string>(from: string, columns: Record<K, string>, p: Record<string, unknown>) => {
    const keys = Object.keys(columns) as K[];
    const pairs = [`('', '')`, ...keys.map((k) => `('${k}', toString(${columns[k]}))`)].join(', ');
    const rows = await q<{ k: string; name: string; value: number }>(
      `SELECT kv.1 AS k, kv.2 AS name, toUInt32(sum(n)) AS value FROM (SELECT n, [${pairs}] AS kvs ${from}) ARRAY JOIN kvs AS kv
       GROUP BY k, name HAVING sum(n) > 0 ORDER BY value DESC, name`,
      p,
    );
    const out = Object.fromEntries(keys.map((k) => [k, [] as Split])) as Record<K, Split>;
    let total = 0;
    for (const r of rows) {
      if (r.k === '') total += Number(r.value);
      else out[r.k as K].push(...split([r]));
    }
    return { total, ...out };
  };
  const rollupDay = (column: string) => `${column} BETWEEN {from:Date} AND {to:Date}`;
  const rollupScope = (s: Scope, district = 'district') =>
    (s.online ? ' AND online = 1' : '') + (s.district ? ` AND ${district} = {district:String}` : '');

  // Online registrations (volunteers who applied to, and organisations that posted, an ONLINE opportunity): the
  // rollup's `online`, the subject's flag kept by the projection.

  // Registrations from the rollup; `online` there is the flag above, kept per subject.
  const registered = (type: 'VOLUNTEER' | 'VIO', s: Scope) =>
    `FROM registration_rollup WHERE subject_type = '${type}' AND registered AND ${rollupDay('day')}${rollupScope(s)}`;

  const volunteerRegistrations = async (p: Period, s: Scope = {}) => {
    const r = await rollupSplits(registered('VOLUNTEER', s), { nationality: 'nationality', sector: 'sector', district: 'district', gender: 'gender' }, params(p, s));
    return {
      numVolunteers: r.total,
      numVolunteersByNationality: r.nationality,
      numVolunteersByKeySectors: r.sector,
      numVoluteersByDistricts: r.district,
      numVolunteersByGender: r.gender,
    };
  };

  /** The spec's "four categories" of organisations: state, private, non-profit, schools. */
  const vioCategory = `multiIf(vio_type IN ('STATEINSTITUTE', 'STATEACADEMIA'), 'STATE', vio_type IN ('PRIVATEORGANIZATION', 'PRIVATEACADEMIA'), 'PRIVATE', vio_type = 'NONPROFIT', 'NONPROFIT', 'SCHOOL')`;
  const vioRegistrations = async (p: Period, s: Scope = {}) => {
    const from = registered('VIO', s);
    const pp = params(p, s);
    const rows = await q<{ category: string; name: string; value: number }>(
      `SELECT ${vioCategory} AS category, district AS name, toUInt32(sum(n)) AS value ${from} GROUP BY category, name HAVING sum(n) > 0 ORDER BY value DESC, name`,
      pp,
    );
    const numVioByDistricts: Record<string, Split> = { STATE: [], PRIVATE: [], NONPROFIT: [], SCHOOL: [] };
    for (const r of rows) numVioByDistricts[r.category].push(...split([r]));
    return {
      numVios: await count(`SELECT toUInt32(sum(n)) AS n ${from}`, pp),
      numVioByType: await by(`SELECT vio_type AS name, toUInt32(sum(n)) AS value ${from} GROUP BY name HAVING sum(n) > 0 ORDER BY value DESC, name`, pp),
      numVioByDistricts,
    };
  };

  /** Posted: created in the period and not deleted since (a deleted opportunity disappears everywhere). */
  const postedFrom = (s: Scope) =>
    `FROM opportunity_rollup WHERE status != 'DELETED' AND ${rollupDay('posted_day')}${s.online ? ` AND type = 'ONLINE'` : ''}${s.district ? ' AND district = {district:String}' : ''}`;
  const opportunityRegistrations = async (p: Period, s: Scope = {}) => ({
    numVOs: await count(`SELECT toUInt32(sum(n)) AS n ${postedFrom(s)}`, params(p, s)),
    numVOByDistrict: await by(`SELECT district AS name, toUInt32(sum(n)) AS value ${postedFrom(s)} GROUP BY name HAVING sum(n) > 0 ORDER BY value DESC, name`, params(p, s)),
  });

  /** Mobilised: applications APPROVED now, approved in the period; distinct volunteers. District: the opportunity's. */
  const mobilisedFrom = (s: Scope) =>
    `FROM apps a JOIN opps o ON o.opportunity_id = a.opportunity_id
     LEFT JOIN (SELECT * FROM subjects WHERE subject_type = 'VOLUNTEER') v ON v.subject_id = a.volunteer_id
     WHERE a.decision = 'ApplicationApproved' AND ${inPeriod('a.approved_at')}${appScope(s)}`;
  const mobilised = async (p: Period, s: Scope = {}) => {
    const columns = { district: 'o.district', nationality: 'v.nationality', sector: 'v.sector', gender: 'v.gender' };
    const r =
      s.vioId || s.volunteerId
        ? await splits(mobilisedFrom(s), columns, params(p, s), 'a.volunteer_id', currentRows(s))
        : // The rollup keeps one row per approved application and its volunteer: distinct counts stay exact.
          await splits(
            `FROM (SELECT volunteer, district, nationality, sector, gender FROM mobilised_rollup WHERE ${rollupDay('day')}${rollupScope(s)}
               GROUP BY volunteer, district, online, nationality, sector, gender HAVING sum(n) > 0) AS m`,
            { district: 'm.district', nationality: 'm.nationality', sector: 'm.sector', gender: 'm.gender' },
            params(p, s),
            'm.volunteer',
          );
    return {
      numVolunteerMobilized: r.total,
      volunteerMobilizedByDistrict: r.district,
      VolunteersMobilizedByNationality: r.nationality,
      volunteerMobilizedBySector: r.sector,
      volunteerMobilizedByGender: r.gender,
    };
  };

  /** Only the number mobilised (the summary, the dashboard, the landing): distinct volunteers, no splits. */
  const mobilisedTotal = (p: Period) =>
    p.from <= '1970-01-01' && p.to >= '2999-12-31'
      ? count(
          // Ordered by volunteer: aggregated in order, without a hash table.
          `SELECT toUInt32(count()) AS n FROM (SELECT volunteer FROM mobilised_volunteers GROUP BY volunteer HAVING sum(n) > 0)
           SETTINGS optimize_aggregation_in_order = 1`,
          {},
        )
      : count(
          `SELECT toUInt32(count()) AS n FROM (SELECT volunteer FROM mobilised_rollup WHERE ${rollupDay('day')} GROUP BY volunteer HAVING sum(n) > 0)`,
          params(p, {}),
        );

  /** Confirmed hours dated by the organisation's confirmation; split evenly over the opportunity's goals. */
  const hours = async (p: Period, s: Scope = {}) => {
    const pp = params(p, s);
    // One organisation's or volunteer's hours (or a scoped platform figure) from the current rows.
    if (s.vioId || s.volunteerId || s.online || s.district) return (await scopedSums(p, s)).hours;
    // The platform's hours from the rollups (n = ±1 per application: a value with nothing left is not shown).
    const inP = rollupDay('day');
    const total = Number((await q<{ h: number }>(`SELECT sum(hours) AS h FROM hours_by_district WHERE ${inP}`, pp))[0]?.h ?? 0);
    const perGoal = await q<{ goal: number; h: number }>(`SELECT goal, sum(hours) AS h FROM hours_by_goal WHERE ${inP} GROUP BY goal`, pp);
    const sectors = await by(
      `SELECT toString(category) AS name, sum(hours) AS value FROM hours_by_category WHERE ${inP} GROUP BY name HAVING sum(n) > 0 ORDER BY value DESC, name`,
      pp,
    );
    const coreFunctions = await by(
      `SELECT toString(core_function) AS name, sum(hours) AS value FROM hours_by_core_function WHERE ${inP} GROUP BY name HAVING sum(n) > 0 ORDER BY value DESC, name`,
      pp,
    );
    return hoursOf(total, perGoal, sectors, coreFunctions);
  };
  /**
   * Every hours figure of a scope in one statement (chDB pays per statement): each confirmation in the period
   * becomes (figure, name, hours) triples — the total, its sector, and its hours shared evenly over the
   * opportunity's goals and over its core functions — summed per figure and name, ordered as the separate
   * statements were (value descending, then name). `counts` adds figures counted over the scope's applications in
   * the same statement: figure → the condition an application must meet.
   */
  const scopedSums = async <C extends string>(p: Period, s: Scope, counts: Record<C, string> = {} as Record<C, string>) => {
    const confirmed = `a.has_hours AND ${inPeriod('a.hours_at')}`;
    const counted = Object.entries<string>(counts).map(([k, condition]) => `('${k}', '', toFloat64(${condition}))`);
    const hoursTriples = `arrayConcat([('total', '', a.hours), ('sector', toString(o.category), a.hours)],
      arrayMap(g -> ('goal', toString(g), a.hours / length(o.sdgs)), o.sdgs),
      arrayMap(c -> ('coreFunction', toString(c), a.hours / length(o.core_functions)), o.core_functions))`;
    // Without counts only the confirmations are read; with them every application of the scope, its hours kept only if confirmed in the period.
    const [kvs, where] = counted.length
      ? [`arrayConcat([${counted.join(', ')}], if(${confirmed}, ${hoursTriples}, []))`, '1']
      : [hoursTriples, confirmed];
    const rows = await q<{ k: string; name: string; value: number }>(
      `${currentRows(s)} SELECT kv.1 AS k, kv.2 AS name, sum(kv.3) AS value
       FROM (SELECT ${kvs} AS kvs FROM apps a JOIN opps o ON o.opportunity_id = a.opportunity_id WHERE ${where}${appScope(s)}) ARRAY JOIN kvs AS kv
       GROUP BY k, name ORDER BY k, value DESC, name`,
      params(p, s),
    );
    const of = (k: string) => rows.filter((r) => r.k === k);
    const hours = hoursOf(
      Number(of('total')[0]?.value ?? 0),
      of('goal').map((r) => ({ goal: Number(r.name), h: r.value })),
      split(of('sector')),
      split(of('coreFunction')),
    );
    const countOf = (k: C) => Number(of(k)[0]?.value ?? 0);
    return { hours, count: countOf };
  };

  const hoursOf = (total: number, perGoal: { goal: number; h: number }[], sectors: Split, coreFunctions: Split) =>
    hoursAnswer(total, perGoal, sectors, coreFunctions, rateLkr);

  /** Pending registrations: registered and not (yet) approved by an admin; today, yesterday and all. */
  const pending = async (today: string, s: Scope = {}) => {
    const yesterday = shiftDay(today, -1);
    const base = (type: string) =>
      `FROM registration_rollup WHERE subject_type = '${type}' AND registered AND NOT approved${s.district ? ' AND district = {district:String}' : ''}`;
    const of = (split: Split, name: string) => split.find((r) => r.name === name)?.value ?? 0;
    const pp = { district: s.district };
    const vol = await rollupSplits(base('VOLUNTEER'), { day: 'day', nationality: 'nationality', district: 'district', gender: 'gender' }, pp);
    const vio = await rollupSplits(base('VIO'), { day: 'day', district: 'district' }, pp);
    return {
      numVolunteersPendingRegistration: of(vol.day, today),
      numVolunteersPendingYesterday: of(vol.day, yesterday),
      numVolunteersPendingTotal: vol.total,
      numVolunteersPendingByNationality: vol.nationality,
      numVolunteersPendingByDistrict: vol.district,
      numVolunteersPendingByGender: vol.gender,
      numVioPendingRegistration: of(vio.day, today),
      numVioPendingYesterday: of(vio.day, yesterday),
      numVioPendingTotal: vio.total,
      numVioPendingByDistrict: vio.district,
    };
  };

  /**
   * Complaints from the complaint rollup (projections/src/reporting/complaint-facts.ts): those submitted in the
   * period (Colombo day of submission; all of them without a period), split by their status now.
   */
  const complaints = async (p?: Period) => {
    const [r] = await q<{ total: number; ongoing: number; resolved: number }>(
      `SELECT toUInt32(sum(n)) AS total, toUInt32(sumIf(n, status = 'ONGOING')) AS ongoing, toUInt32(sumIf(n, status = 'RESOLVED')) AS resolved
       FROM complaint_rollup${p ? ` WHERE ${rollupDay('day')}` : ''}`,
      p ? params(p, {}) : {},
    );
    return { numComplaints: Number(r?.total ?? 0), numComplaintsOngoing: Number(r?.ongoing ?? 0), numComplaintsResolved: Number(r?.resolved ?? 0) };
  };

  /**
   * The summary: totals only (each a sum over a rollup, several per statement: chDB pays per statement) and, for the
   * district map, hours and mobilised volunteers by district.
   */
  const summary = async (p: Period, _today: string) => {
    const pp = params(p, {});
    const [reg] = await q<{ vol: number; vio: number; pvol: number; pvio: number }>(
      `SELECT toUInt32(sumIf(n, subject_type = 'VOLUNTEER' AND registered AND ${rollupDay('day')})) AS vol,
         toUInt32(sumIf(n, subject_type = 'VIO' AND registered AND ${rollupDay('day')})) AS vio,
         toUInt32(sumIf(n, subject_type = 'VOLUNTEER' AND registered AND NOT approved)) AS pvol,
         toUInt32(sumIf(n, subject_type = 'VIO' AND registered AND NOT approved)) AS pvio
       FROM registration_rollup`,
      pp,
    );
    const numVOs = await count(`SELECT toUInt32(sum(n)) AS n FROM opportunity_rollup WHERE status != 'DELETED' AND ${rollupDay('posted_day')}`, pp);
    const byDistrict = await q<{ name: string; value: number }>(
      `SELECT district AS name, sum(hours) AS value FROM hours_by_district WHERE ${rollupDay('day')} GROUP BY name HAVING sum(n) > 0 ORDER BY value DESC, name`,
      pp,
    );
    return {
      numVolunteers: Number(reg?.vol ?? 0),
      numVios: Number(reg?.vio ?? 0),
      numVOs,
      numVolunteerMobilized: await mobilisedTotal(p),
      numContributionHours: round2(byDistrict.reduce((sum, r) => sum + Number(r.value), 0)),
      numVolunteersPendingTotal: Number(reg?.pvol ?? 0),
      numVioPendingTotal: Number(reg?.pvio ?? 0),
      // Beyond the spec: complaints submitted in the period, ongoing and resolved now.
      ...(await complaints(p)),
      // Beyond the spec, for the district map: where the work was (the opportunity's district).
      hoursByDistrict: split(byDistrict),
      // Every combination's sum is ≥ 0 (a -1 always repeats an earlier +1), so per district it is > 0 exactly when mobilised.
      volunteersByDistrict: await by(
        `SELECT district AS name, toUInt32(count()) AS value FROM (SELECT volunteer, district FROM mobilised_rollup WHERE ${rollupDay('day')}
         GROUP BY volunteer, district HAVING sum(n) > 0) GROUP BY name ORDER BY value DESC, name`,
        pp,
      ),
    };
  };

  /**
   * The volunteer's own report: opportunities completed in the period on which they were approved, their hours.
   * The route answers it from the PostgreSQL read model instead (./volunteer-report.ts, issue 24); this one stays
   * as its reference (volunteer-report.api.test.ts compares the two) and the benchmarks' chDB peer.
   */
  const volunteerReport = async (volunteerId: string, p: Period) => {
    const s = { volunteerId };
    // One statement: the hours, the opportunities completed in the period, and pending assignments (the
    // opportunity not completed yet: work ahead, not bound to the period), both over the applications approved now.
    const approved = `a.decision = 'ApplicationApproved'`;
    const r = await scopedSums(p, s, {
      completed: `${approved} AND o.completed AND ${inPeriod('o.completed_at')}`,
      pending: `${approved} AND o.status = 'APPROVED'`,
    });
    const pendingAssignments = r.count('pending');
    // Issue 28: the engagement days of the period they were checked in on.
    const daysAttended = await count(
      `SELECT toUInt32(countIf(event_type = 'AttendanceCheckedIn')) AS n FROM attendance_facts FINAL WHERE volunteer_id = {volunteerId:String} AND day BETWEEN {from:Date} AND {to:Date}`,
      params(p, s),
    );
    return { completed: r.count('completed'), pending: pendingAssignments, pendingAssignments, volunteerHours: r.hours, daysAttended };
  };

  /**
   * Issue 28: attendance on the engagement days of the period (the day itself, not when it was recorded), from
   * projections/src/reporting/attendance-facts.ts: volunteers checked in and no-shows, and the day-before reminders
   * with their answers (an engagement day's last answer counts: a YES changed to NO is a NO), in all, by opportunity
   * and by the opportunity's district. One organisation's own opportunities with `vioId`.
   */
  const attendance = async (p: Period, s: Scope = {}) => {
    const counts = ['attended', 'noShows', 'reminded', 'confirmed', 'declined'] as const;
    type Counts = Record<(typeof counts)[number], number>;
    const rows = await q<{ opportunity: string; district: string } & Counts>(
      `SELECT f.opportunity_id AS opportunity, any(o.district) AS district,
         toUInt32(sum(f.attended)) AS attended, toUInt32(sum(f.noShow)) AS noShows, toUInt32(sum(f.reminded)) AS reminded,
         toUInt32(countIf(f.answer = 'EngagementConfirmed')) AS confirmed, toUInt32(countIf(f.answer = 'EngagementDeclined')) AS declined
       FROM (SELECT opportunity_id, application_id, day,
               countIf(event_type = 'AttendanceCheckedIn') AS attended, countIf(event_type = 'AttendanceNoShow') AS noShow,
               least(countIf(event_type = 'EngagementReminderSent'), 1) AS reminded,
               argMaxIf(event_type, occurred_at, event_type IN ('EngagementConfirmed', 'EngagementDeclined')) AS answer
             FROM attendance_facts FINAL
             WHERE day BETWEEN {from:Date} AND {to:Date}${s.vioId ? ' AND vio_id = {vioId:String}' : ''}
             GROUP BY opportunity_id, application_id, day) f
       LEFT JOIN (SELECT opportunity_id, district FROM opportunity_current FINAL${s.vioId ? ' WHERE vio_id = {vioId:String}' : ''}) o ON o.opportunity_id = f.opportunity_id
       GROUP BY opportunity ORDER BY opportunity`,
      params(p, s),
    );
    const countsOf = (r: Counts): Counts => Object.fromEntries(counts.map((c) => [c, Number(r[c])])) as Counts;
    const districts = new Map<string, Counts>();
    for (const r of rows) {
      const d = districts.get(r.district);
      const c = countsOf(r);
      districts.set(r.district, d ? (Object.fromEntries(counts.map((k) => [k, d[k] + c[k]])) as Counts) : c);
    }
    const total = (c: (typeof counts)[number]) => rows.reduce((sum, r) => sum + Number(r[c]), 0);
    return {
      numAttended: total('attended'),
      numNoShows: total('noShows'),
      numReminded: total('reminded'),
      numConfirmed: total('confirmed'),
      numDeclined: total('declined'),
      attendanceByOpportunity: rows.map((r) => ({ opportunityId: r.opportunity, ...countsOf(r) })),
      attendanceByDistrict: [...districts].map(([name, v]) => ({ name, ...v })).sort((a, b) => b.attended - a.attended || a.name.localeCompare(b.name)),
    };
  };

  /** An organisation's report (its own opportunities), or the platform's (adminReport) without vioId. */
  const vioReport = async (vioId: string | undefined, p: Period) => {
    const s: Scope = vioId ? { vioId } : {};
    const pp = params(p, s);
    // Completed formal opportunities in the period, and those awaiting review now, in one statement.
    const [c] = await q<{ completed: number; pending: number }>(
      `${currentRows(s)} SELECT toUInt32(countIf(o.completed AND o.formal AND ${inPeriod('o.completed_at')})) AS completed,
         toUInt32(countIf(o.status = 'CREATED')) AS pending FROM opps o WHERE 1${oppScope(s)}`,
      pp,
    );
    const [completed, pendingReview] = [Number(c?.completed ?? 0), Number(c?.pending ?? 0)];
    const mob = await mobilised(p, s);
    return {
      completed,
      pending: pendingReview,
      volunteers: mob.numVolunteerMobilized,
      volunteerHours: await hours(p, s),
      gender: mob.volunteerMobilizedByGender,
      // Issue 28: who came on the engagement days of the period, and who did not.
      attendance: await attendance(p, s),
    };
  };

  /** The landing's five statistics and hours by goal 1–17 (all time). */
  const landing = async () => {
    const all = { from: '1970-01-01', to: '2999-12-31' };
    const [vol, vio, mob, h] = [await volunteerRegistrations(all), await vioRegistrations(all), { numVolunteerMobilized: await mobilisedTotal(all) }, await hours(all)];
    return {
      numVolunteersRegistered: vol.numVolunteers,
      numViosRegistered: vio.numVios,
      numVolunteersMobilized: mob.numVolunteerMobilized,
      numVolunteerHoursContributed: h.total,
      valueOfContribution: h.values,
      numVolunteerHoursBySDG: h.sdgs,
    };
  };

  const dashboard = async (today: string) => {
    const day30 = { from: shiftDay(today, -29), to: today };
    const days = await q<{ type: string; date: string; value: number }>(
      `SELECT subject_type AS type, toString(day) AS date, toUInt32(sum(n)) AS value FROM registration_rollup
       WHERE registered AND ${rollupDay('day')} GROUP BY type, date HAVING sum(n) > 0 ORDER BY date`,
      day30,
    );
    const byDay = (type: string) => fillDays(day30, days.filter((d) => d.type === type));
    const [reg] = await q<Record<'vt' | 'v' | 'ot' | 'o' | 'pvio' | 'pvol', number>>(
      `SELECT toUInt32(sumIf(n, subject_type = 'VOLUNTEER' AND registered AND day = {today:Date})) AS vt,
         toUInt32(sumIf(n, subject_type = 'VOLUNTEER' AND registered)) AS v,
         toUInt32(sumIf(n, subject_type = 'VIO' AND registered AND day = {today:Date})) AS ot,
         toUInt32(sumIf(n, subject_type = 'VIO' AND registered)) AS o,
         toUInt32(sumIf(n, subject_type = 'VIO' AND vio_review = 'VioProfileCompleted')) AS pvio,
         toUInt32(sumIf(n, subject_type = 'VOLUNTEER' AND registered AND NOT approved)) AS pvol
       FROM registration_rollup`,
      { today },
    );
    const [opp] = await q<{ f: number; nf: number }>(
      `SELECT toUInt32(sumIf(n, formal AND status = 'CREATED')) AS f, toUInt32(sumIf(n, NOT formal AND status = 'CREATED')) AS nf FROM opportunity_rollup`,
      {},
    );
    const total = Number((await q<{ h: number }>(`SELECT sum(hours) AS h FROM hours_by_district`, {}))[0]?.h ?? 0);
    const perGoal = await q<{ goal: number; h: number }>(`SELECT goal, sum(hours) AS h FROM hours_by_goal GROUP BY goal`, {});
    const h = hoursOf(total, perGoal, [], []);
    return {
      numVolunteersRegisteredByDay: byDay('VOLUNTEER'),
      numVolunteersRegistered: { today: Number(reg?.vt ?? 0), total: Number(reg?.v ?? 0) },
      numViosRegisteredByDay: byDay('VIO'),
      numViosRegistered: { today: Number(reg?.ot ?? 0), total: Number(reg?.o ?? 0) },
      numVolunteersMobilized: await mobilisedTotal({ from: '1970-01-01', to: '2999-12-31' }),
      // Volunteers who accepted an emergency call-out (the emergency slice's facts).
      numEmergencyVolunteer: await count(`SELECT toUInt32(countIf(fact = 'mobilised')) AS n FROM emergency_facts FINAL`, {}),
      // Every complaint ever filed (erased complainants' included), and beyond the spec how many are ongoing / resolved.
      ...(await complaints()),
      pending: {
        pendingVio: Number(reg?.pvio ?? 0),
        numPendingOpportunities: Number(opp?.f ?? 0),
        numOfPendingVolunteer: Number(reg?.pvol ?? 0),
        numPendingNonformalOpportunity: Number(opp?.nf ?? 0),
      },
      volunteerHours: { value: h.values, total: h.total, sdgs: h.sdgs },
    };
  };

  /** When the facts last moved: the newest event they hold (the report's "data as of"). */
  const dataAsOf = async () => {
    const rows = await q<{ t: string }>(
      `SELECT toString(max(t)) AS t FROM (SELECT max(occurred_at) AS t FROM subject_facts UNION ALL SELECT max(occurred_at) FROM opportunity_facts UNION ALL SELECT max(occurred_at) FROM application_facts UNION ALL SELECT max(occurred_at) FROM complaint_facts)`,
      {},
    );
    const t = rows[0]?.t;
    return t && !t.startsWith('1970') ? `${t.replace(' ', 'T')}Z` : null;
  };

  return { volunteerRegistrations, vioRegistrations, opportunityRegistrations, mobilised, hours, pending, summary, complaints, attendance, volunteerReport, vioReport, landing, dashboard, dataAsOf };
};
export type Figures = ReturnType<typeof createFigures>;

export const shiftDay = (d: string, days: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
};
const fillDays = (p: Period, rows: { date: string; value: number }[]) => {
  const byDate = new Map(rows.map((r) => [r.date, Number(r.value)]));
  const out: { date: string; value: number }[] = [];
  for (let d = p.from; d <= p.to; d = shiftDay(d, 1)) out.push({ date: d, value: byDate.get(d) ?? 0 });
  return out;
};

/** Today in Sri Lanka. */
export const colomboToday = (now = new Date()) => colomboDate(now);
