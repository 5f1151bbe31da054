import { createTestDatabase } from '../../testing';
import { eventStoreContract } from '../contract';
import { createPostgresEventStore, ensureEventStoreSchema } from './postgres-event-store';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase('es_contract');
  await ensureEventStoreSchema(db.pool);
  return { store: createPostgresEventStore({ pool: db.pool }), close: db.close };
});
