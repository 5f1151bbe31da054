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
  jwtSecret?: string;
  vaultMasterKey?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl?: string;
  demoData: boolean;
  devOutbox: boolean;
  readYourWritesTimeoutMs: number;
  tokenTtlSeconds: number;
  /** LKR per volunteer hour: the "value of contribution" on profiles is confirmed hours × this rate. */
  contributionHourlyRateLkr: number;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): PlatformConfig => ({
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
  jwtSecret: env.JWT_SECRET || undefined,
  vaultMasterKey: env.VAULT_MASTER_KEY || undefined,
  adminEmail: env.ADMIN_EMAIL || undefined,
  adminPassword: env.ADMIN_PASSWORD || undefined,
  publicUrl: env.PUBLIC_URL || undefined,
  demoData: flag(env.DEMO_DATA, false),
  devOutbox: flag(env.DEV_OUTBOX, !env.SMTP_URL),
  readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 3000),
  tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
  contributionHourlyRateLkr: Number(env.CONTRIBUTION_HOURLY_RATE_LKR ?? 350),
});
