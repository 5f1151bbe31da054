/**
 * Every setting comes from the environment (documented in .env.example). Unset infrastructure URLs
 * select the embedded defaults: embedded PostgreSQL, chDB, mail and SMS into the outbox, Kafka off.
 */
export interface PlatformConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  kurrentdbUrl?: string;
  clickhouseUrl?: string;
  kafkaBrokers?: string[];
  kafkaTopic: string;
  smtpUrl?: string;
  mailFrom: string;
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
  /** The shared secret the SMS gateway sends with inbound messages (header x-sms-gateway-token); unset: inbound SMS refused. */
  smsInboundToken?: string;
  jwtSecret?: string;
  vaultMasterKey?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl?: string;
  demoData: boolean;
  devOutbox: boolean;
  readYourWritesTimeoutMs: number;
  tokenTtlSeconds: number;
  /** NODE_ENV=production: secrets must come from the environment; development conveniences are off. */
  production: boolean;
  /** Fastify `trustProxy`: off unless TRUST_PROXY is set (true, a hop count, or addresses/CIDRs/names). */
  trustProxy: boolean | number | string;
  /** Attempt limits of the public, costly routes (login, registration, password reset, codes, reviews). */
  rateLimits: RateLimitConfig;
  /** LKR per volunteer hour: the "value of contribution" on profiles is confirmed hours × this rate. */
  contributionHourlyRateLkr: number;
  /** How a failing sink (mail, SMS, Kafka, ClickHouse facts) retries before it dead-letters a message. */
  sinkRetry?: { maxAttempts: number; baseDelayMs: number; maxDelayMs: number };
}

/** A limit: at most `max` counted attempts per `windowSeconds` (fixed window, counted in PostgreSQL). */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Per client IP (every attempt on the guarded routes) and per account (the e-mail an attempt names):
 * failed logins, registrations, reset mails, code requests and wrong codes.
 */
export interface RateLimitConfig {
  enabled: boolean;
  /** Every attempt on one of the guarded routes, per client IP and route. */
  ip: Limit;
  /** Failed logins per e-mail address, whatever the IP. */
  loginFailures: Limit;
  /** Registrations, reset mails and phone-code requests and checks per e-mail address. */
  account: Limit;
}

/** A positive whole number from the environment; anything else (empty, 0, text) keeps the default. */
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const limit = (env: NodeJS.ProcessEnv, name: string, max: number, windowSeconds: number): Limit => ({
  max: positive(env[`${name}_MAX`], max),
  windowSeconds: positive(env[`${name}_WINDOW_SECONDS`], windowSeconds),
});

const trustProxyOf = (value: string | undefined): PlatformConfig['trustProxy'] => {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return /^\d+$/.test(value) ? Number(value) : value;
};

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/**
 * Development conveniences (the outbox API and page, demo data) are on only when asked for:
 * NODE_ENV=development (`npm start`) or DEV_OUTBOX / DEMO_DATA; never under NODE_ENV=production.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): PlatformConfig => {
  const production = env.NODE_ENV === 'production';
  const development = env.NODE_ENV === 'development';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    kurrentdbUrl: env.KURRENTDB_URL || undefined,
    clickhouseUrl: env.CLICKHOUSE_URL || undefined,
    kafkaBrokers: list(env.KAFKA_BROKERS),
    kafkaTopic: env.KAFKA_TOPIC ?? 'nvp.events',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'National Volunteering Platform <no-reply@volunteer.gov.lk>',
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    smsInboundToken: env.SMS_INBOUND_TOKEN || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    vaultMasterKey: env.VAULT_MASTER_KEY || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    demoData: !production && flag(env.DEMO_DATA, false),
    devOutbox: !production && flag(env.DEV_OUTBOX, development),
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 3000),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    production,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimits: {
      enabled: flag(env.RATE_LIMIT, true),
      ip: limit(env, 'RATE_LIMIT_IP', 300, 15 * 60),
      loginFailures: limit(env, 'RATE_LIMIT_LOGIN_FAILURES', 10, 15 * 60),
      account: limit(env, 'RATE_LIMIT_ACCOUNT', 10, 60 * 60),
    },
    sinkRetry: {
      maxAttempts: positive(env.SINK_RETRY_MAX_ATTEMPTS, 9),
      baseDelayMs: positive(env.SINK_RETRY_BASE_MS, 1000),
      maxDelayMs: positive(env.SINK_RETRY_MAX_MS, 60_000),
    },
    // The statutory national minimum daily wage from 1 January 2026 (Rs 1,200, National Minimum Wage of Workers
    // (Amendment) Act No. 11 of 2025) over the Act's 8-hour day: a conservative floor (docs/decisions.md "reports").
    contributionHourlyRateLkr: Number(env.CONTRIBUTION_HOURLY_RATE_LKR ?? 150),
  };
};

/**
 * What the platform says, loudly, when a channel is not delivered and no development outbox shows it:
 * in the log at start and on /api/health. Empty when mail and SMS go out (or in development).
 */
export const deliveryWarnings = (config: Pick<PlatformConfig, 'smtpUrl' | 'smsGatewayUrl' | 'devOutbox'>): string[] => {
  if (config.devOutbox) return [];
  const kept = 'kept in the outbox table, readable only by core admins (GET /api/admin/outbox)';
  return [
    ...(config.smtpUrl ? [] : [`MAIL IS NOT DELIVERED: SMTP_URL is not set; mail is ${kept}`]),
    ...(config.smsGatewayUrl ? [] : [`SMS ARE NOT DELIVERED: SMS_GATEWAY_URL is not set; SMS are ${kept}`]),
  ];
};
