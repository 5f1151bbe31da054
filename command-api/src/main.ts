// command-api as its own service (distributed deployment).
import Fastify from 'fastify';
import { loadConfig, openInfrastructure } from '@nvp/events';
import { commandApi } from './app';
import { bootstrapCoreAdmin } from './admin/bootstrap';
import { createSliceContext } from './infra/deps';
import { proxyOptions, registerSecurityHeaders } from './infra/security-headers';

const config = loadConfig();
const infra = await openInfrastructure(config);
const deps = { config, store: infra.store, vault: infra.vault, jwtSecret: infra.secrets.jwtSecret, pool: infra.pool };
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 1024 * 1024, ...proxyOptions(config) });
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
