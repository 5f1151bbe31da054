import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, deliveryWarnings, loadConfig } from './config';
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

  it('loads the demo-sized generated history with demo data unless DEMO_SCALE says otherwise, and names a wrong size', () => {
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'true' }).demoScale).toBe('demo');
    expect(loadConfig({ DEMO_DATA: 'true', DEMO_SCALE: 'none' }).demoScale).toBe('none');
    expect(() => loadConfig({ DEMO_SCALE: 'national' })).toThrow(/DEMO_SCALE.*none, tiny, demo or district/);
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
    // An empty value is unset (a compose file's `${X:-}`): the default.
    expect(loadConfig({ RATE_LIMIT_IP_MAX: '', RATE_LIMIT_ACCOUNT_MAX: ' ' }).rateLimits).toEqual(loadConfig({}).rateLimits);
  });
});

describe('one schema: a wrong value refuses the start and names the variable', () => {
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it.each([
    ['RATE_LIMIT', 'ture'],
    ['RATE_LIMIT', 'disabled'],
    ['DEV_OUTBOX', 'maybe'],
    ['DEMO_DATA', 'y'],
    ['PORT', 'abc'],
    ['PORT', '8080x'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['TOKEN_TTL_SECONDS', '8h'],
    ['TOKEN_TTL_SECONDS', '0'],
    ['SESSION_MAX_SECONDS', '12 hours'],
    ['READ_YOUR_WRITES_TIMEOUT_MS', '3s'],
    ['NODE_ENV', 'prod'],
    ['NODE_ENV', 'Production'],
    ['RATE_LIMIT_IP_MAX', 'ten'],
    ['RATE_LIMIT_LOGIN_FAILURES_MAX', '0'],
    ['RATE_LIMIT_ACCOUNT_WINDOW_SECONDS', '1.5'],
    ['SINK_RETRY_MAX_ATTEMPTS', 'nine'],
    ['CONTRIBUTION_HOURLY_RATE_LKR', 'Rs 150'],
    ['TRUST_PROXY', 'nginx proxy'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['DATABASE_URL', 'localhost:5432/nvp'],
    ['KURRENTDB_URL', 'http://kurrentdb:2113'],
    ['CLICKHOUSE_URL', 'clickhouse:8123'],
    ['SMTP_URL', 'smtp.example.lk:587'],
    ['SMS_GATEWAY_URL', 'sms-gateway'],
    ['PUBLIC_URL', 'volunteer.gov.lk'],
    ['KAFKA_BROKERS', 'kafka'],
    ['KAFKA_TOPIC', 'nvp events'],
    ['VAULT_MASTER_KEY', 'not-hex'],
    ['LOG_LEVEL', 'verbose'],
    ['EMBEDDED_PG_PORT', 'five'],
    ['UPLOAD_RATE_MAX', 'lots'],
    ['UPLOAD_STORAGE_MAX_MB', '50MB'],
    ['METRICS_TOKEN', 'short'],
    ['ORG_INVITATIONS_PER_DAY', '0'],
    ['PROJECTION_RETRY_MAX_ATTEMPTS', 'three'],
  ])('refuses %s=%s', (variable, value) => {
    const error = refusal({ [variable]: value });
    expect(error.problems.map((p) => p.variable)).toEqual([variable]);
    expect(error.message).toMatch(new RegExp(`^refusing to start, invalid configuration: ${variable} must `));
  });

  it('names every wrong variable at once, and repeats no secret', () => {
    const error = refusal({ RATE_LIMIT: 'ture', PORT: 'abc', DATABASE_URL: 'nvp:hunter2@db', VAULT_MASTER_KEY: 'hunter2' });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(['DATABASE_URL', 'PORT', 'RATE_LIMIT', 'VAULT_MASTER_KEY']);
    expect(error.message).toContain('RATE_LIMIT must be one of 1, true, yes, on, 0, false, no, off (got "ture")');
    expect(error.message).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(error.message).not.toContain('hunter2');
  });

  it('refuses an administrator e-mail without its password (a typo would create none) and a short password', () => {
    expect(refusal({ ADMIN_EMAIL: 'admin@volunteer.gov.lk' }).problems).toEqual([{ variable: 'ADMIN_PASSWORD', message: 'must be set together with ADMIN_EMAIL' }]);
    expect(refusal({ ADMIN_EMAIL: 'admin@volunteer.gov.lk', ADMIN_PASSWORD: 'short' }).problems.map((p) => p.variable)).toEqual(['ADMIN_PASSWORD']);
    expect(refusal({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'admin12345' }).problems.map((p) => p.variable)).toEqual(['ADMIN_EMAIL']);
  });

  it('accepts every documented spelling', () => {
    for (const [value, enabled] of [['true', true], ['TRUE', true], ['1', true], ['yes', true], ['on', true], ['false', false], ['0', false], ['No', false], ['off', false]] as const) {
      expect(loadConfig({ RATE_LIMIT: value }).rateLimits.enabled).toBe(enabled);
    }
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8, 192.168.1.1/255.255.255.0, loopback' }).trustProxy).toBe('10.0.0.0/8, fd00::/8, 192.168.1.1/255.255.255.0, loopback');
    expect(loadConfig({ KAFKA_BROKERS: 'kafka:9092, kafka2:9092' }).kafkaBrokers).toEqual(['kafka:9092', 'kafka2:9092']);
    // A KurrentDB cluster's gossip seeds are a host list, no WHATWG URL.
    expect(loadConfig({ KURRENTDB_URL: 'kurrentdb://a:2113,b:2113,c:2113?tls=false' }).kurrentdbUrl).toBe('kurrentdb://a:2113,b:2113,c:2113?tls=false');
    expect(loadConfig({ CONTRIBUTION_HOURLY_RATE_LKR: '187.5' }).contributionHourlyRateLkr).toBe(187.5);
    // docker/compose.yml's values.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://nvp:nvp@postgres:5432/nvp',
        KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
        CLICKHOUSE_URL: 'http://nvp:nvp@clickhouse:8123/nvp',
        KAFKA_BROKERS: 'kafka:9092',
        SMTP_URL: '',
        MAIL_FROM: 'National Volunteering Platform <no-reply@volunteer.gov.lk>',
        PUBLIC_URL: 'http://localhost:8080',
        TRUST_PROXY: 'uniquelocal',
      }),
    ).not.toThrow();
  });

  it('keeps every default of an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '.data',
      databaseUrl: undefined,
      kurrentdbUrl: undefined,
      clickhouseUrl: undefined,
      kafkaBrokers: undefined,
      kafkaTopic: 'nvp.events',
      smtpUrl: undefined,
      mailFrom: 'National Volunteering Platform <no-reply@volunteer.gov.lk>',
      smsGatewayUrl: undefined,
      smsGatewayToken: undefined,
      smsInboundToken: undefined,
      smsInboundSigningSecret: undefined,
      jwtSecret: undefined,
      vaultMasterKey: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      publicUrl: undefined,
      demoData: false,
      demoScale: 'demo',
      devOutbox: false,
      readYourWritesTimeoutMs: 3000,
      tokenTtlSeconds: 8 * 3600,
      sessionMaxSeconds: 12 * 3600,
      production: false,
      trustProxy: false,
      rateLimits: {
        enabled: true,
        ip: { max: 300, windowSeconds: 900 },
        loginFailures: { max: 10, windowSeconds: 900 },
        account: { max: 10, windowSeconds: 3600 },
      },
      sinkRetry: { maxAttempts: 9, baseDelayMs: 1000, maxDelayMs: 60_000 },
      contributionHourlyRateLkr: 150,
      uploads: { maxPerHour: 20, maxStoredBytes: 50 * 1024 * 1024, unattachedMs: 24 * 3600_000, sweepEveryMs: 3600_000 },
      orgInvitationsPerDay: 50,
      reminderHour: 18,
      projectionRetry: { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 30_000 },
      metricsToken: undefined,
      logLevel: undefined,
      embeddedPgPort: undefined,
    });
    // An empty value is the same as an unset one, for every variable.
    expect(loadConfig(Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, ''])))).toEqual(loadConfig({}));
  });

  it('reads only the variables .env.example documents', async () => {
    const example = await readFile(path.resolve(__dirname, '../../.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("reads every variable docker/compose.yml gives the services, and accepts compose's defaults", async () => {
    const compose = await readFile(path.resolve(__dirname, '../../docker/compose.yml'), 'utf8');
    const appEnv = compose.slice(compose.indexOf('environment: &app-env'), compose.indexOf('depends_on: &app-deps'));
    const commandEnv = compose.slice(compose.indexOf('  command-api:'), compose.indexOf('  query-api:'));
    const entries = [...`${appEnv}\n${commandEnv}`.matchAll(/^\s+([A-Z][A-Z0-9_]+): (.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^"|"$/g, '')] as const);
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.map(([name]) => name).filter((name) => !(CONFIG_VARIABLES as string[]).includes(name))).toEqual([]);
    // ${X:-default} → the default; ${X:?message} (required) → a valid value.
    const required: Record<string, string> = { JWT_SECRET: JWT, VAULT_MASTER_KEY: KEY };
    const env = Object.fromEntries(
      entries.map(([name, value]) => [name, value.replace(/\$\{(\w+):([-?])([^}]*)\}/g, (_, variable: string, kind: string, rest: string) => (kind === '-' ? rest : required[variable]!))]),
    );
    expect(loadConfig(env)).toMatchObject({ production: true, port: 8080, trustProxy: 'uniquelocal', kafkaBrokers: ['kafka:9092'], sessionMaxSeconds: 12 * 3600 });
  });

  it.each(['command-api/src/main.ts', 'query-api/src/main.ts', 'projections/src/main.ts', 'scripts/start.ts'])(
    '%s exits non-zero with one FATAL line naming the variable',
    (main) => {
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, RATE_LIMIT: 'ture', PORT: 'abc' };
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], { cwd: path.resolve(__dirname, '../..'), env, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        'FATAL refusing to start, invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc"); RATE_LIMIT must be one of 1, true, yes, on, 0, false, no, off (got "ture")',
      );
    },
  );
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
