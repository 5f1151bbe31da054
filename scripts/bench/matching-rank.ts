/**
 * The matching's ranking at national size (issue 29): one volunteer against BENCH_RANK_OPPORTUNITIES (default
 * 20,000) open opportunities, in memory — what GET /api/opportunity/for-you does after reading the read models —
 * beside a peer doing the least ranking there is over the same opportunities: sorting them by distance alone (the
 * same centroids, the same haversine, the same sort). Rounds of both, each printed, the median on the RANK line.
 * Run alone (`npx tsx scripts/bench/matching-rank.ts`) or as the first part of scale.ts (no database needed).
 *
 *   BENCH_RANK_OPPORTUNITIES (default 20000)   BENCH_RANK_ROUNDS (default 7)
 */
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { distanceKm, lkAdmin, loadOpenOpportunities, loadOpportunitiesById, locate, rankOpportunities, rankPage, weekdays, type MatchOpportunity, type MatchProfile } from '@nvp/events';
import { envInt, fmtInt, runMain } from './lib';

const OPPORTUNITIES = envInt('BENCH_RANK_OPPORTUNITIES', 20_000);
const ROUNDS = envInt('BENCH_RANK_ROUNDS', 7);

/** A small deterministic generator (mulberry32): the same opportunities every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Open opportunities over every DS of the reference data, with ids, skills, categories, goals and days drawn at random. */
export const syntheticOpportunities = (n: number, seed = 29): MatchOpportunity[] => {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const some = (max: number, count: number) => [...new Set(Array.from({ length: 1 + Math.floor(next() * count) }, () => 1 + Math.floor(next() * max)))];
  const places = lkAdmin.districts().flatMap((d) => lkAdmin.divisionalSecretariats(d.name).map((ds) => ({ district: d.name, divisionalSecretariat: ds.name, at: locate(d.name, ds.name) })));
  const start = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: n }, (_, i) => {
    const place = pick(places);
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      type: next() < 0.1 ? 'ONLINE' : 'REGULAR',
      ...place,
      gnDivision: `GN ${Math.floor(next() * 40)}`,
      category: 1 + Math.floor(next() * 11),
      requiredSkills: some(18, 3),
      coreFunctions: some(18, 3),
      sdgs: some(17, 2),
      days: weekdays.filter(() => next() < 0.35),
      publishedAt: new Date(start + Math.floor(next() * 300) * 86_400_000).toISOString(),
    };
  });
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The page for-you answers first (its default page size). */
const FIRST_PAGE = { offset: 0, size: 20 };

/**
 * Runs the rounds, prints each, the RANK line and a SUMMARY line (npm run bench gathers those); answers the medians
 * (ms). Measured: the first page as GET /api/opportunity/for-you ranks it (rankPage: every opportunity scored, the best
 * 20 kept, reasons for those), and the whole ordering (rankOpportunities, the reference: every opportunity with its
 * reasons, sorted), beside the peer: every opportunity sorted by distance alone.
 */
export const runRankingBench = (opportunities = OPPORTUNITIES, rounds = ROUNDS) => {
  const list = syntheticOpportunities(opportunities);
  const at = locate('Colombo', 'Colombo');
  const profile: MatchProfile = { district: 'Colombo', divisionalSecretariat: 'Colombo', gnDivision: 'GN 1', at, skills: [8, 3], areas: [11, 2], sdgs: [4], weekdays: ['Saturday', 'Sunday'] };
  const byDistance = () =>
    list
      .map((o) => ({ id: o.id, km: o.at && at ? distanceKm(at, o.at) : Number.POSITIVE_INFINITY }))
      .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
  // Warm-up: the JIT compiles all three before the measured rounds.
  for (let i = 0; i < 3; i++) {
    rankPage(profile, list, FIRST_PAGE);
    rankOpportunities(profile, list);
    byDistance();
  }
  const paged: number[] = [];
  const whole: number[] = [];
  const peer: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    let t = performance.now();
    const p = rankPage(profile, list, FIRST_PAGE);
    paged.push(performance.now() - t);
    t = performance.now();
    const r = rankOpportunities(profile, list);
    whole.push(performance.now() - t);
    t = performance.now();
    const d = byDistance();
    peer.push(performance.now() - t);
    if (r.length !== list.length || d.length !== list.length || p.total !== list.length) throw new Error('the ranking lost opportunities');
    if (p.matches.map((m) => m.id).join() !== r.slice(0, FIRST_PAGE.size).map((m) => m.id).join()) throw new Error('the first page is not the ranking\'s first page');
    console.log(`  rank round ${round}: first page ${paged[round - 1].toFixed(1)} ms, every opportunity ordered ${whole[round - 1].toFixed(1)} ms, by distance alone ${peer[round - 1].toFixed(1)} ms`);
  }
  const result = { opportunities, ranked: median(paged), whole: median(whole), peer: median(peer) };
  console.log(
    `RANK one volunteer against ${fmtInt(opportunities)} open opportunities: the first page ranked (place, skills, areas, goals, days; as for-you does) median ${result.ranked.toFixed(1)} ms | ` +
      `every opportunity ranked and ordered median ${result.whole.toFixed(1)} ms | sorted by distance alone median ${result.peer.toFixed(1)} ms | ratio ${(result.ranked / result.peer).toFixed(2)}x (${rounds} rounds)`,
  );
  console.log(`SUMMARY matching-rank: the first page of ${fmtInt(opportunities)} opportunities ranked for one volunteer in ${result.ranked.toFixed(1)} ms (median), ${(result.ranked / result.peer).toFixed(2)}x a sort by distance alone`);
  return result;
};

/**
 * The for-you call's read when its cache is empty (after any application, approval or waitlist change): everyone's
 * open opportunities decided from the read models (loadOpenOpportunities), beside a peer reading the very same rows
 * and columns by id, mapped the same way (loadOpportunitiesById): what deciding "open" costs over reading them.
 * Alternating rounds after a warm-up, each printed; the medians on the OPENSET line.
 */
export const runOpenSetBench = async (db: Pick<pg.Pool, 'query'>, today: string, rounds = ROUNDS) => {
  const open = await loadOpenOpportunities(db, { today });
  const ids = open.map((o) => o.id);
  await loadOpportunitiesById(db, ids);
  const decided: number[] = [];
  const peer: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    let t = performance.now();
    const a = await loadOpenOpportunities(db, { today });
    decided.push(performance.now() - t);
    t = performance.now();
    const b = await loadOpportunitiesById(db, ids);
    peer.push(performance.now() - t);
    if (a.length !== b.length) throw new Error(`the open set changed during the bench (${a.length} against ${b.length})`);
    console.log(`  open-set round ${round}: decided ${decided[round - 1].toFixed(1)} ms, the same rows by id ${peer[round - 1].toFixed(1)} ms`);
  }
  const result = { opportunities: open.length, decided: median(decided), peer: median(peer) };
  console.log(
    `OPENSET everyone's ${fmtInt(result.opportunities)} open opportunities read from the read models (the for-you cache's miss) median ${result.decided.toFixed(1)} ms | ` +
      `the same rows by id median ${result.peer.toFixed(1)} ms | ratio ${(result.decided / result.peer).toFixed(2)}x (${rounds} rounds)`,
  );
  return result;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runMain(async () => {
    console.log(`# matching: the ranking of GET /api/opportunity/for-you in memory, ${fmtInt(OPPORTUNITIES)} opportunities, ${ROUNDS} rounds`);
    runRankingBench();
  });
}
