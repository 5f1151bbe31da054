// npm run projections -- <list|lag|verify [NAME]|rebuild NAME|rebuild all|replay-facts [--from-zero]|parked|retry-parked ID>
import { loadConfigOrExit, openInfrastructure } from '@nvp/events';
import { createProjectionRunner } from './runner/runner';
import { rebuildProjection, rebuildProjections } from './runner/rebuild';
import { exclusively, verifyProjection } from './runner/verify';
import { postgresProjections } from './index';
import { listParkedEvents } from './runner/parked';
import { createParkedEvents } from './runner/parked-retry';
import { createAnalytics } from './analytics/analytics';
import { replayActivityFacts } from './reporting/activity-facts';

const [command, name] = process.argv.slice(2);
const usage = 'usage: npm run projections -- list | lag | verify [name] | rebuild <name> | rebuild all | replay-facts [--from-zero] | parked | retry-parked <id>';

const bar = (done: number, total: number) => {
  const width = 30;
  const ratio = total ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(1).padStart(5)}%  ${done}/${total} events`;
};

/** Progress on stderr: one redrawn bar on a terminal, a line a second otherwise (logs). */
const progressPrinter = (label: string) => {
  const tty = process.stderr.isTTY;
  let last = 0;
  return {
    update: ({ done, total }: { done: number; total: number }) => {
      if (tty) process.stderr.write(`\r${label} ${bar(done, total)}`);
      else if (Date.now() - last > 1000 || done === total) {
        last = Date.now();
        process.stderr.write(`${label} ${bar(done, total)}\n`);
      }
    },
    end: () => tty && process.stderr.write('\n'),
  };
};

// `rebuild all` reads the log once for every read model and applies up to REBUILD_CONCURRENCY batches at once;
// each model also holds its lock's connection throughout and one more while it swaps in (pool connections are opened lazily).
const rebuildConcurrency = Math.max(1, Number(process.env.REBUILD_CONCURRENCY) || 8);
const infra = await openInfrastructure(loadConfigOrExit(), { poolSize: command === 'rebuild' && name === 'all' ? 24 + rebuildConcurrency : 4 });
try {
  const projections = postgresProjections(infra);
  switch (command) {
    case 'list':
      for (const p of projections) console.log(`${p.name}\t${p.eventTypes.join(', ')}`);
      break;
    case 'lag':
      console.table(await createProjectionRunner({ store: infra.store, pool: infra.pool, projections }).lag());
      break;
    case 'rebuild': {
      if (name === 'all') {
        // Every read model from one read of the log; one bar over all of them.
        const started = Date.now();
        const progress = progressPrinter('rebuild all');
        const each = new Map<string, { done: number; total: number }>();
        const results = await rebuildProjections(infra.store, infra.pool, projections, {
          concurrency: rebuildConcurrency,
          around: (model, work) => exclusively(infra.pool, model, work),
          onProgress: (model, p) => {
            each.set(model, p);
            const sum = [...each.values()].reduce((a, b) => ({ done: a.done + b.done, total: a.total + b.total }), { done: 0, total: 0 });
            progress.update(sum);
          },
        });
        progress.end();
        for (const r of results) console.log(`Rebuilt ${r.name}: ${r.events} events in ${(r.ms / 1000).toFixed(1)} s, swapped in.`);
        console.log(`Rebuilt ${results.length} read models in ${((Date.now() - started) / 1000).toFixed(1)} s. Check them with: npm run projections -- verify`);
        break;
      }
      const projection = projections.find((p) => p.name === name);
      if (!projection) {
        console.error(`Unknown projection '${name ?? ''}'. Known: ${projections.map((p) => p.name).join(', ')}`);
        process.exitCode = 2;
        break;
      }
      const started = Date.now();
      const progress = progressPrinter(`rebuild ${name}`);
      const result = await exclusively(infra.pool, projection.name, () => rebuildProjection(infra.store, infra.pool, projection, progress.update));
      progress.end();
      console.log(`Rebuilt ${name}: ${result.events} events in ${((Date.now() - started) / 1000).toFixed(1)} s, swapped in.`);
      const check = progressPrinter(`verify ${name}`);
      const verified = await verifyProjection(infra.store, infra.pool, projection, check.update);
      check.end();
      console.log(verified.equal ? `Verified ${name}: equal to a clean rebuild (${verified.liveHash}).` : `Verify ${name}: NOT equal to a clean rebuild.`);
      if (!verified.equal) process.exitCode = 1;
      break;
    }
    case 'verify': {
      // Each read model rebuilt from the log into a shadow schema; exit code 1 when any differs from the live one.
      const chosen = name ? projections.filter((p) => p.name === name) : projections;
      if (!chosen.length) {
        console.error(`Unknown projection '${name}'. Known: ${projections.map((p) => p.name).join(', ')}`);
        process.exitCode = 2;
        break;
      }
      const models = [];
      for (const projection of chosen) {
        const progress = progressPrinter(`verify ${projection.name}`);
        const result = await verifyProjection(infra.store, infra.pool, projection, progress.update);
        progress.end();
        const differing = result.tables.filter((t) => !t.equal).map((t) => `${t.name} (live ${t.liveRows} rows, rebuilt ${t.rebuiltRows})`);
        console.error(`${result.equal ? 'equal    ' : 'DIFFERENT'} ${projection.name}${differing.length ? `: ${differing.join(', ')}` : ''}`);
        models.push({ name: result.name, equal: result.equal, liveHash: result.liveHash, rebuiltHash: result.rebuiltHash, events: result.events });
      }
      console.log(JSON.stringify({ models }, null, 2));
      if (models.some((m) => !m.equal)) process.exitCode = 1;
      break;
    }
    case 'replay-facts': {
      // The reports' ClickHouse facts (keyed by event id): replaying repairs, `--from-zero` rebuilds them.
      const config = loadConfigOrExit();
      const analytics = await createAnalytics({ url: config.clickhouseUrl, path: `${config.dataDir}/chdb` });
      const started = Date.now();
      try {
        const result = await replayActivityFacts(infra.store, analytics, {
          fromZero: name === '--from-zero',
          onProgress: ({ done, total }) => process.stderr.write(`activity-facts ${bar(done, total)}\n`),
        });
        console.log(`Replayed activity-facts: ${result.events} events in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      } finally {
        await analytics.close();
      }
      break;
    }
    case 'parked': {
      // The events the read models set aside (newest first); retry one with `retry-parked <id>` once it is fixed.
      const parked = await listParkedEvents(infra.pool, 1000);
      for (const p of parked) console.log(`${p.id}\t${p.model}\t${p.eventType} ${p.eventId} at ${p.position}\t${p.attempts} attempts, last ${p.lastAttemptAt}\t${p.error}`);
      console.error(`${parked.length} parked event(s).`);
      break;
    }
    case 'retry-parked': {
      const outcome = name ? await createParkedEvents({ store: infra.store, pool: infra.pool, projections }).retry(name) : undefined;
      if (!outcome) {
        console.error(`No parked event '${name ?? ''}'. List them with: npm run projections -- parked`);
        process.exitCode = 2;
        break;
      }
      console.log(outcome.applied ? `Applied ${outcome.eventType} ${outcome.eventId} to ${outcome.model}.${outcome.rebuildAdvised ? ` Later events of its stream came first: rebuild ${outcome.model} to put them in order.` : ''}` : `Still failing, kept parked: ${outcome.error}`);
      if (!outcome.applied) process.exitCode = 1;
      break;
    }
    default:
      console.error(usage);
      process.exitCode = 2;
  }
} finally {
  await infra.close();
}
