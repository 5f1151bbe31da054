import type pg from 'pg';
import type { PlatformConfig, Position } from '@nvp/events';

export interface HealthReport {
  status: 'ok' | 'degraded';
  components: Record<string, { ok: boolean; [detail: string]: unknown }>;
}

export interface QueryApiDeps {
  config: PlatformConfig;
  pool: pg.Pool;
  jwtSecret: string;
  /** Resolves true once the read models have passed `position`, false when the bound ran out. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  health(): Promise<HealthReport>;
  lag(): Promise<unknown[]>;
}
