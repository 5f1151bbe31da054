import pg from 'pg';

// bigint columns come back as strings by default; counts and revisions fit in JS numbers where we use them.
export const createPool = (connectionString: string, max = 10) =>
  new pg.Pool({
    connectionString,
    max,
    // A forgotten open transaction would hold every subscriber back (see ARCHITECTURE: xmin horizon).
    options: '-c idle_in_transaction_session_timeout=30000',
  });

export const withTransaction = async <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

export type { Pool, PoolClient } from 'pg';
