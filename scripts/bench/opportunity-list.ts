/**
 * The public opportunity list (GET /api/opportunity/getOpportunities, spec §2 /volunteer-opportunities) over
 * 10,000 approved opportunities, with and without a search word (title and descriptions), with a district and a
 * category filter (issue 27), beside GET /api/health in the same run and
 * process: requests/s and p99 at 32 concurrent keep-alive connections. See README.md.
 *
 * Seeding: a batched append of real catalogue events (one approved VIO; per opportunity OpportunityCreated with
 * a vault-sealed supervisor and OpportunityApproved), then the platform's own projection runner builds the read
 * model. (The command path would cost ~10,000 × 2 HTTP calls and measure the write side, not the list.)
 *
 *   npx tsx scripts/bench/opportunity-list.ts     (BENCH_OPPORTUNITIES, BENCH_LIST_SECONDS, BENCH_CONNECTIONS)
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { lkAdmin, streams } from '@nvp/events';
import { startPlatform } from '../platform';
import { publicListQuery } from '../../query-api/src/opportunity/routes';
import { benchConfig, envInt, fmtInt, fmtMs, percentile, ratio, runConcurrent, runMain, seedApprovedVio, startTempPostgres, validEvent } from './lib';

const OPPORTUNITIES = envInt('BENCH_OPPORTUNITIES', 10_000);
const SECONDS = envInt('BENCH_LIST_SECONDS', 10);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 32);
/** One title in a hundred carries it: a realistic, selective search. */
const SEARCH_WORD = 'mangrove';

const activities = ['Beach clean-up', 'Reading club', 'Tree planting', 'Elder care visit', 'Coding class', 'Blood donation camp', 'Library day', 'Flood relief packing', 'Sports coaching', 'Clinic support'];
const towns = ['Colombo', 'Kandy', 'Galle', 'Jaffna', 'Matara', 'Kurunegala', 'Batticaloa', 'Anuradhapura', 'Badulla', 'Ratnapura'];

runMain(async () => {
  console.log(`# opportunity list: ${fmtInt(OPPORTUNITIES)} approved opportunities, ${CONNECTIONS} connections, ${SECONDS} s per line`);
  const pgServer = await startTempPostgres('opportunities');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const platform = await startPlatform(
      benchConfig(pgServer, databaseUrl),
      { quiet: true },
    );
    platform.infra.pool.on('error', () => undefined);
    try {
      const { store } = platform.infra;
      const now = new Date().toISOString();
      const { vioId, adminId, supervisor } = await seedApprovedVio(platform.infra, 'VIO-999999', now);
      const district = lkAdmin.districts()[0];
      const ds = lkAdmin.divisionalSecretariats(district.name)[0];
      const gn = lkAdmin.gnDivisions(ds.name, district.name)[0];
      const description = 'Help us with this activity. '.repeat(14);
      const seedStart = performance.now();
      await runConcurrent(OPPORTUNITIES, 8, async (i) => {
        const opportunityId = randomUUID();
        const title = `${i % 100 === 0 ? 'Mangrove replanting' : activities[i % activities.length]} in ${towns[Math.floor(i / 10) % towns.length]} #${i}`;
        const opportunity = {
          title, category: 1 + (i % 11), type: i % 3 === 0 ? 'ONLINE' : 'REGULAR', noOfVolunteers: 5, designation: '', coreFunctions: [1 + (i % 18)], sdgNumbers: [1 + (i % 17)],
          requiredSkills: [1], degreeLevelRequired: 7, subjectAreaRequired: [], language: 'English', district: district.name, divisionalSecretariat: ds.name, gnDivision: gn.name,
          location: 'Town hall', isFullTime: false, workingHourCount: 4, startDate: '2030-01-01', endDate: '2030-03-01', time: ['Morning'], isTrainingProvided: false, trainingDetails: '',
          isExpenseCovered: false, coveredExpenseDetails: '', specialRequirnments: '', days: ['Saturday', 'Sunday'], descriptionSinhala: description, descriptionEnglish: description,
          descriptionTamil: description, descriptionSMSSinhala: '', descriptionSMSEnglish: '', descriptionSMSTamil: '',
        };
        await store.append(streams.opportunity(opportunityId), [
          validEvent('OpportunityCreated', { opportunityId, vioId, opportunity, personal: supervisor }, now),
          validEvent('OpportunityApproved', { opportunityId, vioId, adminId }, now),
        ], { expected: 'no_stream' });
      });
      const appended = performance.now() - seedStart;
      await platform.projections.runner.caughtUp();
      const projected = performance.now() - seedStart;
      await platform.infra.pool.query('ANALYZE rm_opportunities');
      console.log(`  seeded ${fmtInt(OPPORTUNITIES * 2)} events in ${fmtMs(appended)}; read model caught up after ${fmtMs(projected)}`);
      const searchQuery = publicListQuery({ type: 'ALL', search: SEARCH_WORD, page: 1, pageSize: 12 });
      const plan = await platform.infra.pool.query(`EXPLAIN ${searchQuery.text}`, searchQuery.values);
      const planText = plan.rows.map((r) => r['QUERY PLAN']).join(' / ');
      const indexed = /Index Scan on \S*search_text/.test(planText) && !/Seq Scan/.test(planText);
      console.log(`  search plan: ${indexed ? 'trigram index' : 'NOT INDEXED'} (${planText.replace(/\s+/g, ' ').slice(0, 200)})`);

      // The list's own SQL, uncached (the HTTP lines below are mostly answered from the page cache): median of 30 runs each.
      const sqlMedian = async (query: { text: string; values: unknown[] }) => {
        const times: number[] = [];
        for (let i = 0; i < 30; i++) {
          const start = performance.now();
          await platform.infra.pool.query(query.text, query.values);
          times.push(performance.now() - start);
        }
        return fmtMs(percentile(times, 50));
      };
      const sqlList = await sqlMedian(publicListQuery({ type: 'ALL', search: '', page: 1, pageSize: 12 }));
      const sqlSearch = await sqlMedian(searchQuery);
      const sqlFiltered = await sqlMedian(publicListQuery({ type: 'ALL', search: '', district: district.name, category: 3, page: 1, pageSize: 12 }));
      console.log(`  SQL uncached (median of 30): list ${sqlList} | search ${sqlSearch} | district+category ${sqlFiltered}`);

      const url = new URL(platform.url.replace('localhost', '127.0.0.1'));
      const client = new Pool(url.origin, { connections: CONNECTIONS, pipelining: 1 });
      const measure = async (label: string, route: string) => {
        const hit = async () => {
          const start = performance.now();
          const { statusCode, body } = await client.request({ method: 'GET', path: route });
          await body.arrayBuffer();
          if (statusCode !== 200) throw new Error(`${route}: ${statusCode}`);
          return performance.now() - start;
        };
        await runConcurrent(CONNECTIONS * 20, CONNECTIONS, async () => void (await hit())); // warm-up
        const latencies: number[] = [];
        const until = performance.now() + SECONDS * 1000;
        const started = performance.now();
        await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < until) latencies.push(await hit());
        }));
        const rate = (latencies.length / (performance.now() - started)) * 1000;
        const p99 = percentile(latencies, 99);
        console.log(`  ${label.padEnd(44)} ${fmtInt(rate).padStart(7)} req/s   p50 ${fmtMs(percentile(latencies, 50))}   p99 ${fmtMs(p99)}`);
        return { rate, p99 };
      };
      // Not a bare round trip: the public cheap check (store head, SELECT 1, analytics ping, stopped projections in
      // memory) whose concurrent calls share one check; the list's own per-request cost is best read from its p50.
      const health = await measure('GET /api/health (cheap check)', '/api/health');
      const list = await measure('getOpportunities (first page of 12)', '/api/opportunity/getOpportunities');
      const search = await measure(`getOpportunities?searchValue=${SEARCH_WORD}`, `/api/opportunity/getOpportunities?searchValue=${SEARCH_WORD}`);
      // Issue 27: a district and a category (one opportunity in eleven is of category 3; every one is in the district).
      const filtered = await measure('getOpportunities?district&category=3', `/api/opportunity/getOpportunities?district=${district.code}&category=3`);
      await client.close();
      console.log(
        `SUMMARY opportunity list (${fmtInt(OPPORTUNITIES)} approved, ${CONNECTIONS} connections): list ${fmtInt(list.rate)} req/s p99 ${fmtMs(list.p99)} | search ${fmtInt(search.rate)} req/s p99 ${fmtMs(search.p99)} (${indexed ? 'trigram index' : 'NOT INDEXED'}) | district+category ${fmtInt(filtered.rate)} req/s p99 ${fmtMs(filtered.p99)} | health ${fmtInt(health.rate)} req/s p99 ${fmtMs(health.p99)} | list/health ${ratio(list.rate, health.rate)}`,
      );
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
