import { colomboDate, streams, type EventStore, type Vault } from '@nvp/events';
import { hashPassword } from '../../command-api/src/auth/passwords';
import { adminDecider } from '../../command-api/src/admin/decider';
import { createPlan, type Scale } from './history';
import { claimOf, createAggregate, createWriter, type Act, type Append } from './write';
import { GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS, type Generation, type Summary } from './context';
import { writeOrganisations, writeVios } from './vios';
import { writeStanding, writeVolunteers } from './volunteers';
import { writeOpportunities } from './opportunities';
import { writeEmergencies } from './emergencies';
import { writeNews } from './news';
import { writePartners } from './partners';

export { GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS, type Summary } from './context';

/**
 * Writes the planned history through the platform's own deciders and catalogue: each aggregate's commands are
 * decided against its folded state, personal fields sealed with the vault as the routes seal them, reservations
 * and registration numbers appended as the platform appends them, in batches per phase. The phases follow each
 * other in the log so that it is causally ordered: nothing refers to what comes later in it.
 */
export interface GenerateOptions {
  store: EventStore;
  vault: Vault;
  seed: string | number;
  scale: Scale;
  /** The Colombo day the history ends before (YYYY-MM-DD); default today. */
  end?: string;
  /** Called after each chunk while writing. */
  onProgress?: (p: { phase: string; done: number; total: number; events: number; perSecond: number }) => void;
  concurrency?: number;
  /** Many streams' appends in one transaction (`importLog` on a PostgreSQL log); without it, one append per stream. */
  importBatch?: (appends: Append[]) => Promise<void>;
  chunk?: number;
  /**
   * A vault over the same key table with the platform's short key cache, for erasures (`erase` waits out the cache
   * time, and the sealing vault keeps keys for the whole run). Without it, nobody is erased.
   */
  eraser?: Vault;
  /**
   * The platform's data directory (DATA_DIR), where partner logos are stored as uploads are. Without it the logos'
   * upload events are written but not their files (the summary counts them).
   */
  dataDir?: string;
}

export const generateHistory = async (options: GenerateOptions): Promise<Summary> => {
  const { store, vault } = options;
  const end = options.end ?? colomboDate(new Date());
  const plan = createPlan(options.seed, options.scale, end);
  const writer = createWriter(store, options.concurrency ?? 8, options.importBatch);
  const summary: Summary = { seed: String(options.seed), end, volunteers: {}, vios: {}, opportunities: {}, applications: {}, complaints: {}, emergencies: {}, content: {}, partners: {}, standing: {}, events: 0, seconds: 0, perSecond: 0 };

  // One argon2id hash per kind of account: hashing each of 500,000 passwords would take hours.
  const hashes = {
    volunteer: await hashPassword(GENERATED_PASSWORDS.volunteer),
    vio: await hashPassword(GENERATED_PASSWORDS.vio),
    admin: await hashPassword(GENERATED_PASSWORDS.admin),
  };

  // ── the core admin who makes every admin decision ───────────────────────────────────────────────
  const adminRng = plan.root.child('admin');
  const adminId = adminRng.uuid();
  const adminStream = streams.admin(adminId);
  const adminAt = new Date(plan.endMs - 3 * 365 * 86_400_000 - 86_400_000);
  const adminClaim = claimOf(vault, adminRng, 'email', GENERATED_ADMIN_EMAIL, adminStream, adminAt);
  if ((await store.readStream(adminClaim.stream, { maxCount: 1 })).length) {
    throw new Error(`${GENERATED_ADMIN_EMAIL} is already registered here: generate into a fresh database (generated e-mails would clash)`);
  }
  const admin = createAggregate(adminStream, adminDecider, adminRng);
  admin.run(
    {
      type: 'RegisterAdmin',
      adminId,
      core: true,
      permissions: [],
      personal: await vault.seal(adminId, { name: 'Generated Core Administrator', email: GENERATED_ADMIN_EMAIL, bio: '', passwordHash: hashes.admin }),
    },
    { at: adminAt },
  );
  await writer.append(adminClaim);
  await writer.append(admin.take());
  await writer.flush();

  // Registration numbers continue the counters already in the store (demo data, earlier registrations).
  const counterLength = async (name: string) => (await store.readStream(streams.counter(name))).length;
  const g: Generation = {
    seed: options.seed,
    plan,
    store,
    vault,
    eraser: options.eraser,
    dataDir: options.dataDir,
    writer,
    summary,
    hashes,
    adminId,
    byAdmin: (at: Date): Act => ({ at, actorId: adminId, actorRole: 'ADMIN' }),
    volunteerNumbers: await counterLength('volunteer-registration-no'),
    vioNumbers: await counterLength('vio-registration-no'),
    chunk: options.chunk ?? 200,
    progress: (phase, done, total) => {
      const s = writer.stats();
      options.onProgress?.({ phase, done, total, events: s.events, perSecond: s.perSecond });
    },
  };

  await writeVios(g);
  await writeVolunteers(g);
  await writeOrganisations(g);
  await writeOpportunities(g);
  await writeEmergencies(g);
  await writeNews(g);
  await writePartners(g);
  await writeStanding(g);

  const s = writer.stats();
  return { ...summary, events: s.events, seconds: s.seconds, perSecond: s.perSecond };
};
