// Runs the platform's real read models (and the tally) against DATABASE_URL until killed: the victim of the
// SIGKILL test over real read models. VAULT_MASTER_KEY opens the personal data, as in the platform.
import { createPool, createPostgresEventStore, createVault } from '@nvp/events';
import { createProjectionRunner } from '../runner';
import { postgresProjections } from '../../index';
import { tallyProjection } from './tally.projection';

// As in the platform: a handler opens sealed data through the vault on another connection while its batch transaction holds one.
const pool = createPool(process.env.DATABASE_URL!, 20);
const vault = await createVault(pool, process.env.VAULT_MASTER_KEY!);
const runner = createProjectionRunner({
  store: createPostgresEventStore({ pool, pollMs: 20 }),
  pool,
  projections: [...postgresProjections({ vault }), tallyProjection],
  batchSize: 50,
});
await runner.start();
process.stdout.write('started\n');
