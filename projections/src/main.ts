// The projections service of the distributed deployment: read models, ClickHouse facts, mail, Kafka.
import { loadConfigOrExit, openInfrastructure } from '@nvp/events';
import { createProjections } from './index';

const config = loadConfigOrExit();
const infra = await openInfrastructure(config);
const projections = await createProjections(infra, { publicUrl: config.publicUrl ?? `http://localhost:${config.port}`, projectionRetry: config.projectionRetry });
await projections.runner.start();
console.log(`projections running: ${projections.runner.projections.map((p) => p.name).join(', ')}`);
const stop = async () => {
  await projections.close();
  await infra.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
