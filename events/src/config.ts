import { isIP } from 'node:net';
import { z } from 'zod';

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
  /** SMS_INBOUND_SIGNING_SECRET: when set, inbound SMS must also carry an HMAC signature over timestamp and body. */
  smsInboundSigningSecret?: string;
  jwtSecret?: string;
  vaultMasterKey?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl?: string;
  demoData: boolean;
  /** How big a generated history DEMO_DATA loads into an empty log first (scripts/generate): none, tiny, demo or district. */
  demoScale: 'none' | 'tiny' | 'demo' | 'district';
  devOutbox: boolean;
  readYourWritesTimeoutMs: number;
  tokenTtlSeconds: number;
  /** Absolute session lifetime from the login: renewed tokens never outlive it (SESSION_MAX_SECONDS, 12 hours). */
  sessionMaxSeconds: number;
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
  /** Image uploads per account (UPLOAD_*): a rate, a total on disk, and the sweep of uploads nothing points to. */
  uploads: { maxPerHour: number; maxStoredBytes: number; unattachedMs: number; sweepEveryMs: number };
  /** ORG_INVITATIONS_PER_DAY: how many volunteers one VIO may add by e-mail in 24 hours. */
  orgInvitationsPerDay: number;
  /** REMINDER_HOUR: the Colombo hour (0–23) at which volunteers are reminded of the next day's engagements (default 18). */
  reminderHour?: number;
  /** How a read model retries a batch it cannot apply before it parks the failing event (PROJECTION_RETRY_*). */
  projectionRetry: { maxAttempts: number; baseDelayMs: number; maxDelayMs: number };
  /** METRICS_TOKEN: the bearer token a Prometheus scraper sends for GET /metrics; unset: only core admins read it. */
  metricsToken?: string;
  /** LOG_LEVEL (pino level); unset: each entry point's own default (services info, `npm start` warn). */
  logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** EMBEDDED_PG_PORT: the port of the embedded PostgreSQL; unset: a free one. */
  embeddedPgPort?: number;
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

/** Accepted spellings of a yes/no variable (case-insensitive); anything else is refused. */
const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
const bool = () => z.stringbool({ truthy: TRUE, falsy: FALSE, error: `must be one of ${[...TRUE, ...FALSE].join(', ')}` });

/** A whole number written in digits (no sign, no decimals, no exponent) in [min, max]. */
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, {
      error: max < Number.MAX_SAFE_INTEGER ? `must be a whole number from ${min} to ${max}` : min === 0 ? 'must be a whole number (0 or more)' : `must be a whole number of at least ${min}`,
    })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }));

/** A URL of one of `protocols`; `schemeOnly` for connection strings that are no WHATWG URL (KurrentDB's host lists). */
const url = (protocols: string[], example: string, schemeOnly = false) =>
  z.string().refine(
    (value) => {
      if (!protocols.some((p) => value.toLowerCase().startsWith(`${p}://`))) return false;
      if (schemeOnly) return value.length > value.indexOf('://') + 3;
      try {
        return Boolean(new URL(value));
      } catch {
        return false;
      }
    },
    { error: `must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL, e.g. ${example}` },
  );

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An address, a CIDR (address/bits or address/netmask) or one of proxy-addr's names. */
const isProxyAddress = (item: string) => {
  if (PROXY_NAMES.includes(item)) return true;
  const [address, range, ...rest] = item.split('/');
  const family = isIP(address!);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return isIP(range) === family;
};

const trustProxy = z.string().transform((value, ctx): PlatformConfig['trustProxy'] => {
  const lower = value.trim().toLowerCase();
  if (FALSE.includes(lower)) return false;
  if (TRUE.includes(lower)) return true;
  if (/^\d+$/.test(lower)) return Number(lower);
  const items = value.split(',').map((s) => s.trim());
  if (items.every((item) => item && isProxyAddress(item))) return value;
  ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count, or comma-separated addresses/CIDRs/loopback/linklocal/uniquelocal' });
  return z.NEVER;
});

const brokers = z.string().transform((value, ctx) => {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.every((broker) => /^[A-Za-z0-9.-]+:\d{1,5}$/.test(broker) || /^\[[0-9A-Fa-f:.]+\]:\d{1,5}$/.test(broker))) return list;
  ctx.addIssue({ code: 'custom', message: 'must be comma-separated host:port pairs, e.g. kafka:9092' });
  return z.NEVER;
});

/**
 * Every variable the platform reads, with its default. An empty (or blank) value counts as unset, so a compose
 * file's `${SMTP_URL:-}` means "not set"; any other value that does not fit refuses the start and names the variable.
 */
const environment = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test'], { error: 'must be production, development or test' }).optional(),
    PORT: whole(0, 65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://nvp:secret@localhost:5432/nvp').optional(),
    KURRENTDB_URL: url(['kurrentdb', 'kurrentdb+discover', 'kdb', 'kdb+discover', 'esdb', 'esdb+discover'], 'kurrentdb://localhost:2113?tls=false', true).optional(),
    CLICKHOUSE_URL: url(['http', 'https'], 'http://nvp:secret@localhost:8123/nvp').optional(),
    KAFKA_BROKERS: brokers.optional(),
    KAFKA_TOPIC: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,249}$/, { error: 'must be a Kafka topic name (letters, digits, ".", "_", "-")' })
      .default('nvp.events'),
    SMTP_URL: url(['smtp', 'smtps'], 'smtp://user:password@smtp.example.lk:587').optional(),
    MAIL_FROM: z.string().default('National Volunteering Platform <no-reply@volunteer.gov.lk>'),
    SMS_GATEWAY_URL: url(['http', 'https'], 'https://sms.example.lk/send').optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    SMS_INBOUND_TOKEN: z.string().optional(),
    SMS_INBOUND_SIGNING_SECRET: z.string().optional(),
    // Length and presence in production are checked by missingProductionSecrets (runtime.ts), with one FATAL line.
    JWT_SECRET: z.string().optional(),
    VAULT_MASTER_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex characters (32 bytes), e.g. `openssl rand -hex 32`' })
      .optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters long' }).optional(),
    PUBLIC_URL: url(['http', 'https'], 'https://volunteer.gov.lk').optional(),
    DEMO_DATA: bool().optional(),
    DEMO_SCALE: z.enum(['none', 'tiny', 'demo', 'district'], { error: 'must be none, tiny, demo or district' }).default('demo'),
    DEV_OUTBOX: bool().optional(),
    READ_YOUR_WRITES_TIMEOUT_MS: whole(0).default(3000),
    TOKEN_TTL_SECONDS: whole(1).default(8 * 3600),
    SESSION_MAX_SECONDS: whole(1).default(12 * 3600),
    TRUST_PROXY: trustProxy.optional(),
    RATE_LIMIT: bool().default(true),
    RATE_LIMIT_IP_MAX: whole(1).default(300),
    RATE_LIMIT_IP_WINDOW_SECONDS: whole(1).default(15 * 60),
    RATE_LIMIT_LOGIN_FAILURES_MAX: whole(1).default(10),
    RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS: whole(1).default(15 * 60),
    RATE_LIMIT_ACCOUNT_MAX: whole(1).default(10),
    RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: whole(1).default(60 * 60),
    SINK_RETRY_MAX_ATTEMPTS: whole(1).default(9),
    SINK_RETRY_BASE_MS: whole(1).default(1000),
    SINK_RETRY_MAX_MS: whole(1).default(60_000),
    // The statutory national minimum daily wage from 1 January 2026 (Rs 1,200, National Minimum Wage of Workers
    // (Amendment) Act No. 11 of 2025) over the Act's 8-hour day: a conservative floor (docs/decisions.md "reports").
    CONTRIBUTION_HOURLY_RATE_LKR: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, { error: 'must be a number of rupees (0 or more), e.g. 150' })
      .transform(Number)
      .default(150),
    UPLOAD_RATE_MAX: whole(1).default(20),
    UPLOAD_STORAGE_MAX_MB: whole(1).default(50),
    UPLOAD_UNATTACHED_HOURS: whole(1).default(24),
    UPLOAD_SWEEP_MINUTES: whole(1).default(60),
    ORG_INVITATIONS_PER_DAY: whole(1).default(50),
    REMINDER_HOUR: whole(0, 23).default(18),
    PROJECTION_RETRY_MAX_ATTEMPTS: whole(1).default(3),
    PROJECTION_RETRY_BASE_MS: whole(1).default(500),
    PROJECTION_RETRY_MAX_MS: whole(1).default(30_000),
    METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters, e.g. `openssl rand -hex 32`' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' }).optional(),
    EMBEDDED_PG_PORT: whole(1, 65535).optional(),
  })
  .superRefine((env, ctx) => {
    // One without the other silently creates no administrator: most likely a typo.
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({ code: 'custom', path: [missing], message: `must be set together with ${missing === 'ADMIN_EMAIL' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}` });
    }
    if (env.SINK_RETRY_BASE_MS > env.SINK_RETRY_MAX_MS) {
      ctx.addIssue({ code: 'custom', path: ['SINK_RETRY_BASE_MS'], message: 'must not be above SINK_RETRY_MAX_MS' });
    }
    if (env.PROJECTION_RETRY_BASE_MS > env.PROJECTION_RETRY_MAX_MS) {
      ctx.addIssue({ code: 'custom', path: ['PROJECTION_RETRY_BASE_MS'], message: 'must not be above PROJECTION_RETRY_MAX_MS' });
    }
  });

/** The variables loadConfig reads (documented in .env.example). */
export const CONFIG_VARIABLES = Object.keys(environment.shape) as (keyof typeof environment.shape)[];

/** Values never repeated in an error message: they are secrets or carry passwords. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'KURRENTDB_URL',
  'CLICKHOUSE_URL',
  'SMTP_URL',
  'SMS_GATEWAY_TOKEN',
  'SMS_INBOUND_TOKEN',
  'SMS_INBOUND_SIGNING_SECRET',
  'JWT_SECRET',
  'VAULT_MASTER_KEY',
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
]);

/** A configuration the platform refuses to start with; `problems` name each variable and what it must be. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`refusing to start, invalid configuration: ${problems.map((p) => `${p.variable} ${p.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and checks every setting (one zod schema above). Development conveniences (the outbox API and page,
 * demo data) are on only when asked for: NODE_ENV=development (`npm start`) or DEV_OUTBOX / DEMO_DATA; never
 * under NODE_ENV=production. Throws a ConfigError naming every wrong variable.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): PlatformConfig => {
  const input = Object.fromEntries(CONFIG_VARIABLES.flatMap((name) => (env[name]?.trim() ? [[name, env[name]]] : [])));
  const parsed = environment.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        const value = input[variable];
        const shown = value === undefined || SECRET_VARIABLES.has(variable) ? '' : ` (got ${JSON.stringify(value)})`;
        return { variable, message: `${issue.message}${shown}` };
      }),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const development = e.NODE_ENV === 'development';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    kurrentdbUrl: e.KURRENTDB_URL,
    clickhouseUrl: e.CLICKHOUSE_URL,
    kafkaBrokers: e.KAFKA_BROKERS?.length ? e.KAFKA_BROKERS : undefined,
    kafkaTopic: e.KAFKA_TOPIC,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    smsInboundToken: e.SMS_INBOUND_TOKEN,
    smsInboundSigningSecret: e.SMS_INBOUND_SIGNING_SECRET,
    jwtSecret: e.JWT_SECRET,
    vaultMasterKey: e.VAULT_MASTER_KEY,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL,
    demoData: !production && (e.DEMO_DATA ?? false),
    demoScale: e.DEMO_SCALE,
    devOutbox: !production && (e.DEV_OUTBOX ?? development),
    readYourWritesTimeoutMs: e.READ_YOUR_WRITES_TIMEOUT_MS,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionMaxSeconds: e.SESSION_MAX_SECONDS,
    production,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      enabled: e.RATE_LIMIT,
      ip: { max: e.RATE_LIMIT_IP_MAX, windowSeconds: e.RATE_LIMIT_IP_WINDOW_SECONDS },
      loginFailures: { max: e.RATE_LIMIT_LOGIN_FAILURES_MAX, windowSeconds: e.RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS },
      account: { max: e.RATE_LIMIT_ACCOUNT_MAX, windowSeconds: e.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS },
    },
    sinkRetry: { maxAttempts: e.SINK_RETRY_MAX_ATTEMPTS, baseDelayMs: e.SINK_RETRY_BASE_MS, maxDelayMs: e.SINK_RETRY_MAX_MS },
    contributionHourlyRateLkr: e.CONTRIBUTION_HOURLY_RATE_LKR,
    uploads: {
      maxPerHour: e.UPLOAD_RATE_MAX,
      maxStoredBytes: e.UPLOAD_STORAGE_MAX_MB * 1024 * 1024,
      unattachedMs: e.UPLOAD_UNATTACHED_HOURS * 3600_000,
      sweepEveryMs: e.UPLOAD_SWEEP_MINUTES * 60_000,
    },
    orgInvitationsPerDay: e.ORG_INVITATIONS_PER_DAY,
    reminderHour: e.REMINDER_HOUR,
    projectionRetry: { maxAttempts: e.PROJECTION_RETRY_MAX_ATTEMPTS, baseDelayMs: e.PROJECTION_RETRY_BASE_MS, maxDelayMs: e.PROJECTION_RETRY_MAX_MS },
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
  };
};

/**
 * loadConfig for an entry point (a service's main, `npm start`, the CLI): a wrong value prints one FATAL line
 * naming the variables to stderr and exits with status 1, instead of a stack trace.
 */
export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): PlatformConfig => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`FATAL ${error.message}`);
    process.exit(1);
  }
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
