// command-api as its own service (distributed deployment).
import Fastify from 'fastify';
import { loadConfigOrExit, openInfrastructure } from '@nvp/events';
import { createParkedEvents, postgresProjections } from '@nvp/projections';
import { commandApi } from './app';
import { bootstrapCoreAdmin } from './admin/bootstrap';
import { createSliceContext } from './infra/deps';
import { proxyOptions, registerSecurityHeaders } from './infra/security-headers';
import { registerRequestId, requestLogOptions } from './infra/request-log';

const config = loadConfigOrExit();
const infra = await openInfrastructure(config);
// A core admin's retry of a parked event runs the read model's code here, on the shared PostgreSQL (it holds the
// model's checkpoint row, so it lands between two of the projections service's batches).
const parkedEvents = createParkedEvents({ store: infra.store, pool: infra.pool, projections: postgresProjections(infra) });
const deps = { config, store: infra.store, vault: infra.vault, jwtSecret: infra.secrets.jwtSecret, pool: infra.pool, parkedEvents };
const app = Fastify({ ...requestLogOptions(config.logLevel ?? 'info'), bodyLimit: 1024 * 1024, ...proxyOptions(config) });
registerRequestId(app);
await registerSecurityHeaders(app);
await app.register(commandApi, deps);
if (config.adminEmail && config.adminPassword) await bootstrapCoreAdmin(createSliceContext(deps), config.adminEmail, config.adminPassword);
await app.listen({ port: config.port, host: config.host });
const stop = async () => {
  await app.close();
  await infra.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
