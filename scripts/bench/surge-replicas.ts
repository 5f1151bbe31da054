import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { freePort } from '@nvp/events';

/**
 * command-api as its own service (command-api/src/main.ts, what the compose file runs per replica), started as a
 * child process against a given PostgreSQL database, as a replica behind nginx would be.
 */
export interface Replica {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The secrets every replica shares (in the compose file they come from the same .env). */
export const replicaSecrets = () => ({ JWT_SECRET: randomBytes(32).toString('hex'), VAULT_MASTER_KEY: randomBytes(32).toString('hex') });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const startReplica = async (options: { databaseUrl: string; dataDir: string; secrets: Record<string, string>; timeoutMs?: number }): Promise<Replica> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The bench is the proxy here: each simulated person's address comes as X-Forwarded-For, as nginx sends it.
    TRUST_PROXY: 'loopback',
    ...options.secrets,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'command-api/src/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!(await listening(port))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`command-api replica did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killer);
    },
  };
};
