import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadConfigOrExit, openInfrastructure } from '@nvp/events';
import { createProjections } from '@nvp/projections';
import type { Summary } from './generate';
import { buildReadSide, generateInto } from './load';
import { scales, type ScaleName } from './history';

/**
 * `npm run generate -- --scale demo|district|fifth|national [--seed N] [--database-url URL] [--end YYYY-MM-DD]`
 * Writes a generated history into the event log of DATABASE_URL (or of the embedded PostgreSQL `npm start` uses,
 * under DATA_DIR): stop the platform first when it runs embedded. The read models catch up when it starts.
 */
const usage = 'usage: npm run generate -- --scale tiny|demo|district|fifth|national [--seed N] [--database-url URL] [--end YYYY-MM-DD] [--concurrency N] [--no-build]';

export const parseGenerateArgs = (argv: string[]) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: 'demo' },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      end: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return { help: true as const };
  if (!(values.scale! in scales)) throw new Error(`unknown scale "${values.scale}"\n${usage}`);
  if (values.end !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.end)) throw new Error(`--end must be YYYY-MM-DD\n${usage}`);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`--concurrency must be a positive whole number\n${usage}`);
  return { help: false as const, scale: values.scale as ScaleName, seed: values.seed!, databaseUrl: values['database-url'], end: values.end, concurrency, build: !values['no-build'] };
};

const n = (x: number) => Math.round(x).toLocaleString('en-GB');

export const formatSummary = (s: Summary) => {
  const block = (title: string, counts: Record<string, number>) =>
    `${title}:\n${Object.entries(counts)
      .filter(([k]) => !k.startsWith('district '))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `  ${k}: ${n(v)}`)
      .join('\n')}`;
  const districts = Object.entries(s.volunteers).filter(([k]) => k.startsWith('district ')).length;
  return [
    `seed ${s.seed}, history of the three years before ${s.end} (Colombo)`,
    block('volunteers', s.volunteers),
    `  districts with volunteers: ${districts}`,
    block('VIOs', s.vios),
    block('opportunities', s.opportunities),
    block('applications', s.applications),
    block('complaints', s.complaints),
    block('emergencies', s.emergencies),
    block('news and stories', s.content),
    block('partners', s.partners),
    block('standing', s.standing),
    `${n(s.events)} events in ${s.seconds.toFixed(1)} s: ${n(s.perSecond)} events/s`,
  ].join('\n');
};

const main = async () => {
  let args;
  try {
    args = parseGenerateArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    return;
  }
  const config = loadConfigOrExit(args.databaseUrl ? { ...process.env, DATABASE_URL: args.databaseUrl } : process.env);
  // The build step rebuilds every read model side by side: a connection each, plus the batches in flight.
  const infra = await openInfrastructure(config, { poolSize: Math.max(args.concurrency + 4, 24) });
  try {
    const scale = scales[args.scale];
    console.log(`generating ${args.scale} (${n(scale.volunteers)} volunteers, ${n(scale.vios)} VIOs, ${n(scale.opportunities)} opportunities, about ${n(scale.applications)} applications), seed ${args.seed}`);
    let last = 0;
    let lastPhase = '';
    const summary = await generateInto(infra, {
      scale: args.scale,
      seed: args.seed,
      end: args.end,
      concurrency: args.concurrency,
      onProgress: (p) => {
        const now = performance.now();
        if (now - last < 2000 && p.done < p.total) return;
        last = now;
        console.log(`  ${p.phase}: ${n(p.done)}/${n(p.total)} · ${n(p.events ?? 0)} events · ${n(p.perSecond ?? 0)} events/s`);
      },
    });
    console.log(formatSummary(summary));
    if (!args.build) return;
    // The read side built from the whole log now (the platform's first start would otherwise catch up batch by
    // batch), and mail, SMS and Kafka set to start after it (buildReadSide).
    console.log('building the read models and the report facts from the log');
    const projections = await createProjections(infra, { publicUrl: config.publicUrl ?? `http://localhost:${config.port}` });
    try {
      const built = await buildReadSide(infra, projections, (p) => {
        const now = performance.now();
        if (p.phase === lastPhase && now - last < 2000 && p.done < p.total) return;
        last = now;
        lastPhase = p.phase;
        console.log(`  ${p.phase}: ${n(p.done)}/${n(p.total)} events`);
      });
      for (const m of built.readModels) console.log(`  read model ${m.name}: ${n(m.events)} events in ${m.seconds} s`);
      console.log(`read models rebuilt in ${built.seconds.readModels} s; activity facts (${n(built.factEvents)} log events) in ${built.seconds.facts} s beside them`);
    } finally {
      await projections.close();
    }
  } finally {
    await infra.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
