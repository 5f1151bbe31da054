import pg from 'pg';
import { inject, it, expect } from 'vitest';
import { THROWAWAY_SETTINGS } from './embedded';

// The run's cluster (scripts/test/global-setup.ts, `persistent: false`) runs without flushes to disk: the server
// itself says so, not just the flags handed to it.
it('the test cluster runs with fsync, synchronous_commit and full_page_writes off', async () => {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`);
    expect(rows.map((row) => `${row.name}=${row.setting}`)).toEqual([...THROWAWAY_SETTINGS].sort());
  } finally {
    await client.end();
  }
});
