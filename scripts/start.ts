import { loadConfigOrExit } from '@nvp/events';
import { startPlatform } from './platform';
import { loadDemoData } from './demo-data';

// A wrong setting ends here with one FATAL line naming it, before anything starts.
const platform = await startPlatform(loadConfigOrExit());
if (platform.config.demoData) await loadDemoData(platform);
console.log(`\n  National Volunteering Platform is running at ${platform.url}\n`);
if (platform.config.adminEmail) console.log(`  Core admin: ${platform.config.adminEmail}`);
if (platform.config.devOutbox) console.log(`  Development mail/SMS outbox: ${platform.url}/dev/outbox\n`);

const shutdown = async () => {
  await platform.stop().catch((error) => console.error(error));
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
