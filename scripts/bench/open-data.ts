/**
 * The open data feed's first page (GET /api/open-data/opportunities, 100 activities) answered from its cache,
 * beside the same page computed on every request (the query, the mapping to JSON-LD and the JSON text: what a
 * cache miss costs), each uncompressed and brotli-compressed (the feed compresses a cached page once per coding;
 * a miss compresses it anew). Same data, same warm-up, same connections; several rounds, every round printed,
 * then the medians. See README.md.
 *
 * A miss is forced without changing the data: with PUBLIC_URL unset the feed's links take the request's Host, so
 * the cache key holds it, and a new Host per request is a new key (identical work, nothing else differs).
 *
 *   npx tsx scripts/bench/open-data.ts     (BENCH_OPEN_DATA_OPPORTUNITIES, BENCH_OPEN_DATA_SECONDS, BENCH_OPEN_DATA_ROUNDS, BENCH_CONNECTIONS)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Pool } from 'undici';
import { lkAdmin, streams } from '@nvp/events';
import { startPlatform } from '../platform';
import { benchConfig, envInt, fmtInt, fmtMs, percentile, ratio, runConcurrent, runMain, seedApprovedVio, startTempPostgres, validEvent } from './lib';

const OPPORTUNITIES = envInt('BENCH_OPEN_DATA_OPPORTUNITIES', 2_000);
const SECONDS = envInt('BENCH_OPEN_DATA_SECONDS', 5);
const ROUNDS = envInt('BENCH_OPEN_DATA_ROUNDS', 3);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 8);
const PATH = '/api/open-data/opportunities';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

runMain(async () => {
  console.log(`# open data feed: ${fmtInt(OPPORTUNITIES)} open opportunities, first page of 100, ${CONNECTIONS} connections, ${SECONDS} s per line, ${ROUNDS} rounds`);
  const pgServer = await startTempPostgres('open-data');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    // PUBLIC_URL unset on purpose: see the header (the forced miss).
    const platform = await startPlatform(benchConfig(pgServer, databaseUrl, { publicUrl: undefined }), { quiet: true });
    platform.infra.pool.on('error', () => undefined);
    try {
      const { store } = platform.infra;
      const now = new Date().toISOString();
      const { vioId, adminId, supervisor } = await seedApprovedVio(platform.infra, 'VIO-999998', now);
      const districts = lkAdmin.districts();
      // The form's minimum is 350 characters; ~600 here, different words per opportunity (a repeated sentence would
      // compress far better than real text does), the same text in the three languages.
      const vocabulary = ('help clean beach school library children elders garden river tree plant food pack relief flood camp clinic blood donate read ' +
        'teach coach sport music paint wall road village town temple kovil church mosque hall water well tank field harvest rice tea market weekend ' +
        'morning evening bring friend family team lead learn share care visit support record count sort carry build repair safety first aid').split(' ');
      const descriptionOf = (i: number) => {
        let seed = i + 1;
        const words: string[] = [];
        while (words.join(' ').length < 600) words.push(vocabulary[(seed = (seed * 1103515245 + 12345) % 2147483648) % vocabulary.length]);
        return `${words.join(' ')}.`;
      };
      await runConcurrent(OPPORTUNITIES, 8, async (i) => {
        const district = districts[i % districts.length];
        const ds = lkAdmin.divisionalSecretariats(district.name)[0];
        const gn = lkAdmin.gnDivisions(ds.code)[0];
        const opportunityId = randomUUID();
        const description = descriptionOf(i);
        const opportunity = {
          title: `Community activity #${i}`, category: 1 + (i % 11), type: i % 3 === 0 ? 'ONLINE' : 'REGULAR', noOfVolunteers: 5, designation: 'Helper', coreFunctions: [1 + (i % 18)],
          sdgNumbers: [1 + (i % 17)], requiredSkills: [1 + (i % 18)], degreeLevelRequired: 7, subjectAreaRequired: [], language: 'English', district: district.name,
          divisionalSecretariat: ds.name, gnDivision: gn.name, location: 'Town hall', isFullTime: false, workingHourCount: 4, startDate: '2030-01-01', endDate: '2030-03-01',
          time: ['Morning', 'Afternoon'], isTrainingProvided: true, trainingDetails: 'Briefing', isExpenseCovered: false, coveredExpenseDetails: '', specialRequirnments: '',
          days: ['Saturday', 'Sunday'], descriptionSinhala: description, descriptionEnglish: description, descriptionTamil: description,
          descriptionSMSSinhala: '', descriptionSMSEnglish: '', descriptionSMSTamil: '',
        };
        await store.append(streams.opportunity(opportunityId), [
          validEvent('OpportunityCreated', { opportunityId, vioId, opportunity, personal: supervisor }, now),
          validEvent('OpportunityApproved', { opportunityId, vioId, adminId }, now),
        ], { expected: 'no_stream' });
      });
      await platform.projections.runner.caughtUp();
      await platform.infra.pool.query('ANALYZE rm_opportunities');

      const url = new URL(platform.url.replace('localhost', '127.0.0.1'));
      const client = new Pool(url.origin, { connections: CONNECTIONS, pipelining: 1 });
      let misses = 0;
      const lines = {
        'cached (a hit)': () => ({}),
        'computed every request (a miss)': () => ({ host: `miss-${++misses}.bench.localhost:${url.port}` }),
        'cached, brotli (compressed once, kept)': () => ({ 'accept-encoding': 'br' }),
        'computed every request, brotli': () => ({ host: `miss-${++misses}.bench.localhost:${url.port}`, 'accept-encoding': 'br' }),
      } satisfies Record<string, () => Record<string, string>>;
      let bytes = { plain: 0, br: 0 };
      const measure = async (headers: () => Record<string, string>) => {
        const hit = async () => {
          const start = performance.now();
          const h = headers();
          const { statusCode, body } = await client.request({ method: 'GET', path: PATH, headers: h });
          const size = (await body.arrayBuffer()).byteLength;
          if (statusCode !== 200) throw new Error(`${PATH}: ${statusCode}`);
          bytes = h['accept-encoding'] ? { ...bytes, br: size } : { ...bytes, plain: size };
          return performance.now() - start;
        };
        await runConcurrent(CONNECTIONS * 10, CONNECTIONS, async () => void (await hit())); // warm-up
        const latencies: number[] = [];
        const until = performance.now() + SECONDS * 1000;
        const started = performance.now();
        await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < until) latencies.push(await hit());
        }));
        return { rate: (latencies.length / (performance.now() - started)) * 1000, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
      };
      const results: Record<string, { rate: number; p50: number; p99: number }[]> = Object.fromEntries(Object.keys(lines).map((k) => [k, []]));
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(`  round ${round} (load average ${load()})`);
        for (const [label, headers] of Object.entries(lines)) {
          const r = await measure(headers);
          results[label].push(r);
          console.log(`    ${label.padEnd(42)} ${fmtInt(r.rate).padStart(6)} pages/s   p50 ${fmtMs(r.p50)}   p99 ${fmtMs(r.p99)}`);
        }
      }
      await client.close();
      const med = (label: keyof typeof lines) => ({ rate: median(results[label].map((r) => r.rate)), p50: median(results[label].map((r) => r.p50)) });
      const hit = med('cached (a hit)');
      const miss = med('computed every request (a miss)');
      const br = med('cached, brotli (compressed once, kept)');
      const missBr = med('computed every request, brotli');
      console.log(`  page: ${fmtInt(bytes.plain)} bytes, ${fmtInt(bytes.br)} brotli`);
      console.log(`  medians: hit ${fmtInt(hit.rate)} pages/s (p50 ${fmtMs(hit.p50)}), miss ${fmtInt(miss.rate)} pages/s (p50 ${fmtMs(miss.p50)}), hit+brotli ${fmtInt(br.rate)} pages/s (p50 ${fmtMs(br.p50)}), miss+brotli ${fmtInt(missBr.rate)} pages/s (p50 ${fmtMs(missBr.p50)})`);
      console.log(
        `SUMMARY open data feed (${fmtInt(OPPORTUNITIES)} open, first page of 100, ${CONNECTIONS} connections, load ${load()}): cached ${fmtInt(hit.rate)} pages/s | computed ${fmtInt(miss.rate)} pages/s | cached/computed ${ratio(hit.rate, miss.rate)} | brotli: cached ${fmtInt(br.rate)} pages/s, computed ${fmtInt(missBr.rate)} pages/s (${fmtInt(bytes.plain)} -> ${fmtInt(bytes.br)} bytes)`,
      );
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
