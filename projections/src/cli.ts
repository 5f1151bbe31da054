// npm run projections -- <list|lag|rebuild NAME|replay-facts [--from-zero]>
import { loadConfig, openInfrastructure } from '@nvp/events';
import { createProjectionRunner } from './runner/runner';
import { rebuildProjection } from './runner/rebuild';
import { postgresProjections } from './index';
import { createAnalytics } from './analytics/analytics';
import { replayActivityFacts } from './reporting/activity-facts';

const [command, name] = process.argv.slice(2);
const usage = 'usage: npm run projections -- list | lag | rebuild <name> | replay-facts [--from-zero]';

const bar = (done: number, total: number) => {
  const width = 30;
  const ratio = total ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(1).padStart(5)}%  ${done}/${total} events`;
};

const infra = await openInfrastructure(loadConfig(), { poolSize: 4 });
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
      const projection = projections.find((p) => p.name === name);
      if (!projection) {
        console.error(`Unknown projection '${name ?? ''}'. Known: ${projections.map((p) => p.name).join(', ')}`);
        process.exitCode = 2;
        break;
      }
      const started = Date.now();
      const tty = process.stderr.isTTY;
      let last = 0;
      const result = await rebuildProjection(infra.store, infra.pool, projection, ({ done, total }) => {
        if (tty) process.stderr.write(`\r${name} ${bar(done, total)}`);
        else if (Date.now() - last > 1000 || done === total) {
          last = Date.now();
          process.stderr.write(`${name} ${bar(done, total)}\n`);
        }
      });
      if (tty) process.stderr.write('\n');
      console.log(`Rebuilt ${name}: ${result.events} events in ${((Date.now() - started) / 1000).toFixed(1)} s, swapped in.`);
      break;
    }
    case 'replay-facts': {
      // The reports' ClickHouse facts (keyed by event id): replaying repairs, `--from-zero` rebuilds them.
      const config = loadConfig();
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
    default:
      console.error(usage);
      process.exitCode = 2;
  }
} finally {
  await infra.close();
}
