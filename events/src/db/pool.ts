import pg from 'pg';

// bigint columns come back as strings by default; counts and revisions fit in JS numbers where we use them.
export const createPool = (connectionString: string, max = 10) => {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A forgotten open transaction would hold every subscriber back (see ARCHITECTURE: xmin horizon).
    options: '-c idle_in_transaction_session_timeout=30000',
  });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process: pg emits
  // it on the pool, and the next query simply opens a new connection.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL connection error:', error.message);
  });
  return pool;
};

export const withTransaction = async <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  // A connection lost mid-transaction rejects the query in flight, and pg also emits it on the client: without a
  // listener that emit would crash the process (the pool listens only while a client is idle).
  const lost = () => undefined;
  client.on('error', lost);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.removeListener('error', lost);
    client.release();
  }
};

export type { Pool, PoolClient } from 'pg';
