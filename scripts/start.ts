import { loadConfigOrExit } from '@nvp/events';
import { startPlatform } from './platform';
import { loadDemoData } from './demo-data';
import { InterruptedLoadError, loadGeneratedHistory, type LoadProgress } from './generate/load';

/** One line every two seconds while the generated history loads (a first start takes about a minute). */
const progressLine = () => {
  let last = 0;
  let lastPhase = '';
  return (p: LoadProgress) => {
    const now = Date.now();
    if (p.phase === lastPhase && now - last < 2000 && p.done < p.total) return;
    last = now;
    lastPhase = p.phase;
    const rate = p.perSecond ? ` · ${Math.round(p.perSecond).toLocaleString('en-GB')} events/s` : '';
    const events = p.events !== undefined ? ` · ${p.events.toLocaleString('en-GB')} events` : '';
    console.log(`  demo history, ${p.phase}: ${p.done.toLocaleString('en-GB')}/${p.total.toLocaleString('en-GB')}${events}${rate}`);
  };
};

// A wrong setting ends here with one FATAL line naming it, before anything starts.
const config = loadConfigOrExit();
const generate = config.demoData && config.demoScale !== 'none';
const platform = await startPlatform(config, {
  prepare: generate
    ? async (infra, projections) => {
        const loaded = await loadGeneratedHistory(infra, projections, { scale: config.demoScale as Exclude<typeof config.demoScale, 'none'>, onProgress: progressLine() });
        if (loaded) {
          const { summary, seconds } = loaded;
          console.log(
            `  demo history (${config.demoScale}, seed ${summary.seed}): ${summary.events.toLocaleString('en-GB')} events written in ${seconds.generate} s, ` +
              `read models built in ${seconds.readModels} s and report facts in ${seconds.facts} s; ${seconds.total} s in all`,
          );
        }
      }
    : undefined,
}).catch((error) => {
  if (!(error instanceof InterruptedLoadError)) throw error;
  console.error(`\nFATAL ${error.message}\n`);
  process.exit(1);
});
if (platform.config.demoData) await loadDemoData(platform);
console.log(`\n  National Volunteering Platform is running at ${platform.url}\n`);
if (platform.config.adminEmail) console.log(`  Core admin: ${platform.config.adminEmail}`);
if (generate) console.log('  Generated accounts: generated.admin@example.org / admin12345, vio.0@example.org / organisation123 (see scripts/generate/README.md)');
if (platform.config.devOutbox) console.log(`  Development mail/SMS outbox: ${platform.url}/dev/outbox\n`);

const shutdown = async () => {
  await platform.stop().catch((error) => console.error(error));
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
