import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryWarnings, loadConfig } from './config';
import { loadSecrets, missingProductionSecrets } from './runtime';

const KEY = 'a'.repeat(64);
const JWT = 'j'.repeat(32);

describe('development conveniences are off unless development is asked for', () => {
  it('has no outbox API and no demo data without NODE_ENV=development, even without SMTP (the old default)', () => {
    const config = loadConfig({ SMTP_URL: '' });
    expect(config.devOutbox).toBe(false);
    expect(config.demoData).toBe(false);
  });

  it('turns the outbox on for NODE_ENV=development (npm start) or DEV_OUTBOX=true', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
  });

  it('never serves the outbox or loads demo data under NODE_ENV=production, whatever else is set', () => {
    // docker/compose.yml: the image sets NODE_ENV=production and SMTP_URL defaults to empty.
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: '', DEV_OUTBOX: 'true', DEMO_DATA: 'true' });
    expect(config.production).toBe(true);
    expect(config.devOutbox).toBe(false);
    expect(config.demoData).toBe(false);
  });

  it('says loudly when mail and SMS are kept instead of delivered, and nothing in development', () => {
    expect(deliveryWarnings(loadConfig({ NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(/^MAIL IS NOT DELIVERED: SMTP_URL is not set.*core admins \(GET \/api\/admin\/outbox\)$/),
      expect.stringMatching(/^SMS ARE NOT DELIVERED/),
    ]);
    expect(deliveryWarnings(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:587', SMS_GATEWAY_URL: 'https://sms' }))).toEqual([]);
    expect(deliveryWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('client IP and attempt limits', () => {
  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal, 127.0.0.1' }).trustProxy).toBe('uniquelocal, 127.0.0.1');
  });

  it('has the documented default limits, each configurable', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      enabled: true,
      ip: { max: 300, windowSeconds: 900 },
      loginFailures: { max: 10, windowSeconds: 900 },
      account: { max: 10, windowSeconds: 3600 },
    });
    const custom = loadConfig({ RATE_LIMIT_IP_MAX: '5', RATE_LIMIT_IP_WINDOW_SECONDS: '60', RATE_LIMIT_LOGIN_FAILURES_MAX: '3' }).rateLimits;
    expect(custom.ip).toEqual({ max: 5, windowSeconds: 60 });
    expect(custom.loginFailures.max).toBe(3);
  });
});

describe('production secrets come from the environment', () => {
  it('names what is missing or too weak', () => {
    expect(missingProductionSecrets({})).toEqual(['JWT_SECRET (at least 32 characters)', 'VAULT_MASTER_KEY (64 hex characters)']);
    expect(missingProductionSecrets({ jwtSecret: 'short', vaultMasterKey: KEY })).toEqual(['JWT_SECRET (at least 32 characters)']);
    expect(missingProductionSecrets({ jwtSecret: JWT, vaultMasterKey: 'not-hex' })).toEqual(['VAULT_MASTER_KEY (64 hex characters)']);
    expect(missingProductionSecrets({ jwtSecret: JWT, vaultMasterKey: KEY })).toEqual([]);
  });

  it('refuses a production start without them and writes no generated secrets file', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-secrets-'));
    try {
      await expect(loadSecrets(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }))).rejects.toThrow(
        /NODE_ENV=production: refusing to start without JWT_SECRET .* and VAULT_MASTER_KEY/,
      );
      expect(await readdir(dataDir)).toEqual([]);
      expect(await loadSecrets(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: JWT, VAULT_MASTER_KEY: KEY }))).toEqual({
        jwtSecret: JWT,
        vaultMasterKey: KEY,
      });
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('generates them once outside production (the embedded default)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-secrets-'));
    try {
      const first = await loadSecrets(loadConfig({ DATA_DIR: dataDir }));
      expect(first.vaultMasterKey).toMatch(/^[0-9a-f]{64}$/);
      expect(await loadSecrets(loadConfig({ DATA_DIR: dataDir }))).toEqual(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.each(['command-api/src/main.ts', 'query-api/src/main.ts', 'projections/src/main.ts'])(
    'the %s service exits with one clear log line when started for production without them',
    async (main) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-secrets-'));
      try {
        const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' };
        const run = spawnSync(process.execPath, ['--import', 'tsx', main], { cwd: path.resolve(__dirname, '../..'), env, encoding: 'utf8', timeout: 60_000 });
        expect(run.status).not.toBe(0);
        expect(run.stderr).toContain('FATAL NODE_ENV=production: refusing to start without JWT_SECRET (at least 32 characters) and VAULT_MASTER_KEY (64 hex characters)');
        expect(await readdir(dataDir)).toEqual([]);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
