// The projections service of the distributed deployment: read models, ClickHouse facts, mail, Kafka; /metrics on PORT.
import { loadConfigOrExit, openInfrastructure } from '@nvp/events';
import { startProjectionsService } from './service';

const config = loadConfigOrExit();
const infra = await openInfrastructure(config);
const service = await startProjectionsService(infra);
const stop = async () => {
  await service.stop();
  await infra.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
