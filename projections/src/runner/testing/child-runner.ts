// Runs the tally projection against DATABASE_URL until killed: the victim of the SIGKILL test.
import { createPool, createPostgresEventStore } from '@nvp/events';
import { createProjectionRunner } from '../runner';
import { tallyProjection } from './tally.projection';

const pool = createPool(process.env.DATABASE_URL!, 4);
const runner = createProjectionRunner({ store: createPostgresEventStore({ pool, pollMs: 20 }), pool, projections: [tallyProjection], batchSize: 50 });
await runner.start();
process.stdout.write('started\n');
