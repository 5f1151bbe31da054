import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { deliveryWarnings, freePort, loadConfig, openInfrastructure, type PlatformConfig } from '@nvp/events';
import {
  closeServer,
  createMetricsRegistry,
  createServiceLogger,
  createTokenCheck,
  registerMetrics,
  registerRequestId,
  registerSecurityHeaders,
  proxyOptions,
  requestLogOptions,
} from '@nvp/http-kit';
import { bootstrapCoreAdmin, commandApi, createSliceContext, registerOpenApi } from '@nvp/command-api';
import { createHealthCheck, createUpCheck, queryApi } from '@nvp/query-api';
import { createProjections } from '@nvp/projections';

export interface StartedPlatform {
  url: string;
  config: PlatformConfig;
  infra: Awaited<ReturnType<typeof openInfrastructure>>;
  /** Every API route the server registered, with its access rule (the authorization matrix reads it). */
  routes: { method: string; url: string }[];
  projections: Awaited<ReturnType<typeof createProjections>>;
  /** graceMs: how long answers still being sent may take before their connections are cut (SHUTDOWN_GRACE_MS). */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** Cache-Control of a console file, by its path on disk (a .br or .gz copy counts as its original). */
export const consoleCaching = (reply: { header(name: string, value: string): unknown }, filePath: string) =>
  reply.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * The embedded all-in-one platform: PostgreSQL (embedded unless DATABASE_URL), chDB, the projection
 * runner, command-api, query-api and the built console, on one port.
 */
export const startPlatform = async (
  overrides: Partial<PlatformConfig> = {},
  /** quiet: no request log; logStream: the JSON log lines go there (a test reads them) at LOG_LEVEL or info. */
  options: {
    quiet?: boolean;
    logStream?: { write(line: string): void };
    /** Runs on the open database and the read side before the projections start (npm start's generated demo history). */
    prepare?: (infra: StartedPlatform['infra'], projections: StartedPlatform['projections']) => Promise<void>;
  } = {},
): Promise<StartedPlatform> => {
  const config = { ...loadConfig(), ...overrides };
  const infra = await openInfrastructure(config);
  const port = config.port || (await freePort());
  const url = `http://localhost:${port}`;
  const publicUrl = config.publicUrl ?? url;

  const level = options.logStream ? (config.logLevel ?? 'info') : options.quiet ? false : (config.logLevel ?? 'warn');
  // One registry for the one process: request latency, the append rate, the projections' and sinks' series.
  const metrics = createMetricsRegistry('platform');
  const projections = await createProjections(infra, {
    publicUrl,
    projectionRetry: config.projectionRetry,
    log: createServiceLogger('projections', level, options.logStream),
    metrics,
  });
  try {
    await options.prepare?.(infra, projections);
  } catch (error) {
    // Nothing is served yet: stop the embedded database and chDB instead of leaving them to the process's exit.
    await projections.close().catch(() => undefined);
    await infra.close().catch(() => undefined);
    throw error;
  }
  await projections.runner.start();

  const health = createHealthCheck({
    store: infra.store,
    lag: () => projections.runner.lag(),
    runsProjections: true,
    analytics: projections.analytics,
    kafkaEnabled: projections.kafkaEnabled,
    sinks: () => projections.runner.sinks(),
    mailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
    warnings: deliveryWarnings(config),
  });

  const server = Fastify({ ...requestLogOptions(level, options.logStream), bodyLimit: 1024 * 1024, ...proxyOptions(config) });
  registerRequestId(server);
  await registerSecurityHeaders(server); // APIs and console alike
  // Before every route (its hook times them all): GET /metrics for METRICS_TOKEN or a core admin.
  await registerMetrics(server, {
    registry: metrics,
    token: config.metricsToken,
    auth: { secret: infra.secrets.jwtSecret, isTokenActive: createTokenCheck(infra.store, undefined, config) },
  });
  // API answers of 1 KB or more go out brotli- or gzip-compressed (brotli at quality 4: fast enough per request).
  // Before every route: it hooks each route as it is registered. The console's files come precompressed (below).
  // Request bodies are read as before (no decompression of uploads).
  await server.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  const routes: StartedPlatform['routes'] = [];
  server.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  // Before the APIs: the OpenAPI document is built from every route registered after it (public, at /api/docs).
  await registerOpenApi(server);
  const consoleDist = path.resolve('console/dist');
  const commandDeps = { config, store: infra.store, vault: infra.vault, jwtSecret: infra.secrets.jwtSecret, pool: infra.pool, parkedEvents: projections.parked };
  await server.register(commandApi, commandDeps);
  await server.register(queryApi, {
    config,
    pool: infra.pool,
    jwtSecret: infra.secrets.jwtSecret,
    store: infra.store,
    waitFor: (position, timeoutMs, names) => projections.runner.waitFor(position, timeoutMs, names),
    health,
    up: createUpCheck({ store: infra.store, pool: infra.pool, analytics: projections.analytics, stopped: () => projections.runner.stopped() }),
    lag: () => projections.runner.lag(),
    readModelVersion: (name) => projections.runner.version(name),
    sinks: () => projections.runner.sinks(),
    analytics: projections.analytics,
    readModels: projections.readModels,
    // The app shell /viewOpportunity/:id is written into (query-api/src/findable): the same build as served below.
    consoleDir: consoleDist,
  });
  if (existsSync(consoleDist)) {
    await server.register(async (scope) => {
      // The build writes file.br and file.gz beside each text file (console/vite.config.ts): sent as they are to a
      // client that accepts them. Hashed files under /assets/ never change, so a browser keeps them a year; every
      // other file (index.html above all, which names the current hashes) is checked with the server each time.
      // `/` and the other prerendered public pages are query-api routes (query-api/src/findable), as are the build's
      // prerendered/*.json they are made from (not files to send).
      await scope.register(fastifyStatic, {
        root: consoleDist,
        wildcard: false,
        index: false,
        allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
        preCompressed: true,
        cacheControl: false,
        setHeaders: consoleCaching,
      });
      // Client-side routes: any other non-API path serves the app shell (/robots.txt, the sitemaps, /viewOpportunity/:id
      // and the prerendered pages are query-api routes, registered above: they never reach this handler).
      scope.setNotFoundHandler((request, reply) =>
        request.url.startsWith('/api/') ? reply.code(404).send({ message: 'Not found' }) : reply.sendFile('index.html'),
      );
    });
  }
  await server.listen({ port, host: config.host });

  if (config.adminEmail && config.adminPassword) {
    await bootstrapCoreAdmin(createSliceContext(commandDeps), config.adminEmail, config.adminPassword);
  }

  return {
    url,
    config,
    infra,
    projections,
    routes,
    async stop({ graceMs }: { graceMs?: number } = {}) {
      await closeServer(server, graceMs);
      await projections.close();
      await infra.close();
    },
  };
};
