import { createClient, type ClickHouseClient } from '@clickhouse/client';

/**
 * The analytics port: ClickHouse SQL either in-process (chDB, the embedded default) or against a
 * ClickHouse server (CLICKHOUSE_URL). Same SQL, same client API, one small surface.
 */
export interface Analytics {
  readonly kind: 'chdb' | 'clickhouse';
  /** A statement without result; `params` bind `{name:Type}` placeholders. */
  exec(sql: string, params?: Record<string, unknown>): Promise<void>;
  insert(table: string, rows: Record<string, unknown>[]): Promise<void>;
  query<T>(sql: string, params?: Record<string, unknown>): Promise<T[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const fromClient = (client: ClickHouseClient, kind: Analytics['kind']): Analytics => ({
  kind,
  async exec(sql, params) {
    await client.command({ query: sql, query_params: params });
  },
  async insert(table, rows) {
    if (rows.length) await client.insert({ table, values: rows, format: 'JSONEachRow' });
  },
  async query<T>(sql: string, params?: Record<string, unknown>) {
    const result = await client.query({ query: sql, query_params: params, format: 'JSONEachRow' });
    return (await result.json()) as T[];
  },
  async ping() {
    return (await client.ping()).success;
  },
  close: () => client.close(),
});

export const createAnalytics = async (options: { url?: string; path: string }): Promise<Analytics> => {
  if (options.url) return fromClient(createClient({ url: options.url }), 'clickhouse');
  // chDB is an optional dependency, loaded only here: the production image leaves it out (CLICKHOUSE_URL is set).
  const { createChdbConnection } = await import('chdb/connection').catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('chDB is not installed (an image built without it): set CLICKHOUSE_URL to a ClickHouse server', { cause: error });
  });
  // chDB plugs into @clickhouse/client as its connection; the option is newer than the client's typings.
  const client = createClient({ connection: createChdbConnection({ path: options.path }) } as Parameters<typeof createClient>[0]);
  return fromClient(client, 'chdb');
};
