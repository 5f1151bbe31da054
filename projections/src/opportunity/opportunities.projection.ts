import { searchable, sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { LOOKUP_INDEX } from '../runner/batch';
import { batchRows, rowKey } from '../runner/batch-rows';

const opportunityEventTypes = [
  'OpportunityCreated',
  'OpportunityUpdated',
  'OpportunityApproved',
  'OpportunityRejected',
  'OpportunityCompleted',
  'OpportunityDeleted',
  'OpportunityShareRequested',
  'OpportunityShareAccepted',
  'OpportunityShareRejected',
  'NonFormalOpportunityCreated',
  'NonFormalOpportunityUpdated',
  'NonFormalOpportunityApproved',
  'NonFormalOpportunityRejected',
  'OpportunityDraftSaved',
  'OpportunityDraftDeleted',
];
/** What this slice needs to know of VIOs (name on cards, e-mail for the share picker, approval, standing). */
const vioEventTypes = ['VioRegistered', 'VioApproved', 'VioRejected', 'AccountTerminated', 'PersonalDataErased'];

/**
 * What a search of the public list matches (issue 27): the title and the descriptions in the three languages (a
 * non-formal one's single description too), one per line so a word cannot be matched across two fields, made
 * `searchable` once here so a search is a LIKE of the word made the same way (ILIKE would lower-case every candidate's
 * text again on every search). The SMS texts are left out: they are short summaries of the same descriptions, and
 * would only grow the trigram index.
 */
const SEARCH_TEXT = searchable([`title`, ...['descriptionEnglish', 'descriptionSinhala', 'descriptionTamil', 'description'].map((field) => `coalesce(data->>'${field}', '')`)].join(` || E'\\n' || `));

/** Rows listed to the public: approved formal opportunities of a VIO in good standing. */
export const PUBLIC_OPPORTUNITY = `kind = 'FORMAL' AND status = 'APPROVED' AND NOT deleted AND vio_active`;

type Data = Record<string, any>;

/** The card of spec §2 (/volunteer-opportunities, volunteer home, VIO home), kept ready so lists read one column. */
const cardOf = (id: string, vio: { id: string; name: string }, o: Data, status: string, isShared: boolean) => ({
  id,
  title: o.title,
  category: o.category,
  type: o.type ?? null,
  status,
  vioId: vio.id,
  Vio: { id: vio.id, name: vio.name },
  noOfVolunteers: o.noOfVolunteers,
  workingHourCount: o.workingHourCount,
  // Working hours are per day; cards show them per week (days ticked × hours a day; non-formal: per day as given).
  hoursPerWeek: Array.isArray(o.days) ? o.days.length * o.workingHourCount : o.workingHourCount,
  coreFunctions: o.coreFunctions,
  sdgNumbers: o.sdgNumbers,
  district: o.district,
  startDate: o.startDate,
  endDate: o.endDate,
  isShared,
});

/**
 * One row per opportunity (formal and non-formal: `kind`), its sharing requests, and the few VIO facts the
 * lists need. The supervisor (sealed in the events) is opened into `supervisor` and nulled when the owning
 * VIO's personal data is erased. The public search (title and descriptions, `search_text`) uses a trigram index (pg_trgm),
 * so `LIKE '%word%'` is indexed.
 */
export const opportunitiesProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'opportunities',
  eventTypes: [...opportunityEventTypes, ...vioEventTypes],
  tables: {
    opportunity_vios: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text,
        approved boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true
      );`,
    opportunities: (t) => `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        vio_id uuid NOT NULL,
        vio_name text NOT NULL,
        vio_active boolean NOT NULL DEFAULT true,
        status text NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        title text NOT NULL,
        type text,
        start_date date NOT NULL,
        end_date date NOT NULL,
        sdg_numbers int[] NOT NULL,
        data jsonb NOT NULL,
        supervisor jsonb,
        card jsonb NOT NULL,
        shared_with uuid,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        reviewed_at timestamptz,
        reviewed_by uuid,
        completed_at timestamptz,
        -- Issue 27: what the public list's search reads (the title and the three descriptions; a non-formal one's own),
        -- and its two filters, kept by PostgreSQL from data so no write path can forget them.
        search_text text GENERATED ALWAYS AS (${SEARCH_TEXT}) STORED,
        district text GENERATED ALWAYS AS (data->>'district') STORED,
        category text GENERATED ALWAYS AS (data->>'category') STORED
      );
      -- A VIO's termination and erasure update its rows by vio_id (lookup: kept while a rebuild replays).
      CREATE INDEX ${LOOKUP_INDEX} ON ${t} (vio_id, created_at DESC);
      CREATE INDEX ON ${t} (kind, status, created_at DESC);
      CREATE INDEX ON ${t} (created_at DESC) WHERE ${PUBLIC_OPPORTUNITY};
      -- fastupdate off: rows go straight into the index, so no pending list (cleaned only by vacuum) makes the
      -- planner prefer a sequential ILIKE after a burst of writes.
      CREATE INDEX ON ${t} USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE ${PUBLIC_OPPORTUNITY};
      CREATE INDEX ON ${t} (district, created_at DESC) WHERE ${PUBLIC_OPPORTUNITY};
      CREATE INDEX ON ${t} (category, created_at DESC) WHERE ${PUBLIC_OPPORTUNITY};
      CREATE INDEX ON ${t} (shared_with) WHERE shared_with IS NOT NULL;`,
    /** The public list's totals by type (ALL, ONLINE, REGULAR): counting 10,000 rows on every visit would cost more than the page. */
    opportunity_counts: (t) => `
      CREATE TABLE ${t} (
        type text PRIMARY KEY,
        n int NOT NULL
      );`,
    /**
     * Issue 27: unfinished opportunities, only ever read by their own VIO (a table of their own, so no list of
     * submitted opportunities can show one). A row leaves when its draft is submitted (the Created event) or deleted.
     */
    opportunity_drafts: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        vio_id uuid NOT NULL,
        title text NOT NULL,
        data jsonb NOT NULL,
        supervisor jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (vio_id, updated_at DESC);`,
    opportunity_shares: (t) => `
      CREATE TABLE ${t} (
        opportunity_id uuid NOT NULL,
        primary_vio_id uuid NOT NULL,
        secondary_vio_id uuid NOT NULL,
        status text NOT NULL,
        requested_at timestamptz NOT NULL,
        answered_at timestamptz,
        PRIMARY KEY (opportunity_id, secondary_vio_id)
      );
      CREATE INDEX ON ${t} (secondary_vio_id, requested_at DESC);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const o = table('opportunities');
    const v = table('opportunity_vios');
    const s = table('opportunity_shares');
    const c = table('opportunity_counts');
    const drafts = table('opportunity_drafts');
    /** Drafts submitted in this batch: their rows are dropped once, at the end (after any save of the same batch). */
    const submitted: string[] = [];
    // Any of these can move an opportunity into or out of the public list: recount once at the end of the batch.
    const movesPublicList = new Set(['OpportunityUpdated', 'OpportunityApproved', 'OpportunityCompleted', 'OpportunityDeleted', 'AccountTerminated']);
    let recount = false;

    // A VIO registers and is reviewed, an opportunity is created, reviewed, completed: in a replay these usually
    // fall in one batch, so the rows this batch creates are kept in memory, changed there, and written once at the
    // end (one COPY per table); rows that existed before the batch are changed in SQL as before. Shares stay in SQL.
    const vioRows = batchRows<VioTableRow>(v, 'id', vioColumns);
    const opportunities = batchRows<OpportunityRow>(o, 'id', opportunityColumns);
    const created = (types: string[], id: string) => events.filter((e) => types.includes(e.type)).map((e) => (e.data as Data)[id]);
    await vioRows.prepare(client, created(['VioRegistered'], 'vioId'));
    await opportunities.prepare(client, created(['OpportunityCreated', 'NonFormalOpportunityCreated'], 'opportunityId'));

    // The VIO rows already in the table that this batch's new opportunities copy, read in one query up front (not
    // one round trip per opportunity) and kept equal to the table by this handler's own writes below; null: no row.
    type VioRow = { id: string; name: string; active: boolean };
    const vios = new Map<string, VioRow | null>();
    const wantedVios = [...new Set(events.filter((e) => e.type.endsWith('OpportunityCreated')).map((e) => (e.data as Data).vioId as string))];
    if (wantedVios.length) {
      for (const id of wantedVios) vios.set(id, null);
      const { rows } = await client.query(`SELECT id, name, active FROM ${v} WHERE id = ANY($1::uuid[])`, [wantedVios]);
      for (const row of rows as VioRow[]) vios.set(row.id, row);
    }
    const vioOf = (vioId: string): VioRow => {
      // A VIO this batch registered: its row as the SELECT above would have read it (uuid in PostgreSQL's text form).
      const mine = vioRows.get(vioId);
      if (mine) return { id: rowKey(mine.id), name: mine.name, active: mine.active };
      return vios.get(vioId) ?? { id: vioId, name: '', active: true };
    };
    /** The in-memory opportunities of a VIO (termination and erasure reach them as the SQL reaches the table's). */
    const opportunitiesOf = function* (vioId: string) {
      for (const row of opportunities.values()) if (rowKey(row.vio_id) === rowKey(vioId)) yield row;
    };
    /** A status change, with the card's copy of it, in one statement. */
    const setStatus = async (id: string, status: string, at: string, extra = '', extraValues: unknown[] = []) =>
      client.query(
        `UPDATE ${o} SET status = $2, updated_at = $3, card = card || jsonb_build_object('status', $2::text)${extra} WHERE id = $1`,
        [id, status, at, ...extraValues],
      );

    for (const e of events) {
      const d = e.data as Data;
      const at = e.metadata.occurredAt;
      recount ||= movesPublicList.has(e.type);
      const row = d.opportunityId === undefined ? undefined : opportunities.get(d.opportunityId);
      switch (e.type) {
        case 'VioRegistered': {
          if (vioRows.get(d.vioId)) break; // ON CONFLICT DO NOTHING
          const p = await vault.open<{ email: string }>(d.personal);
          if (vioRows.create({ id: d.vioId, name: d.name, email: p?.email ?? null, approved: false, active: true })) break;
          await client.query(`INSERT INTO ${v} (id, name, email) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [d.vioId, d.name, p?.email ?? null]);
          if (vios.get(d.vioId) === null) vios.set(d.vioId, { id: d.vioId, name: d.name, active: true });
          break;
        }
        case 'VioApproved':
        case 'VioRejected': {
          const mine = vioRows.get(d.vioId);
          if (mine) mine.approved = e.type === 'VioApproved';
          else await client.query(`UPDATE ${v} SET approved = $2 WHERE id = $1`, [d.vioId, e.type === 'VioApproved']);
          break;
        }
        case 'AccountTerminated': {
          if (sliceOf(e.streamId) !== 'vio') break;
          const mine = vioRows.get(d.subjectId);
          if (mine) mine.active = false;
          else {
            await client.query(`UPDATE ${v} SET active = false WHERE id = $1`, [d.subjectId]);
            const known = vios.get(d.subjectId);
            if (known) vios.set(d.subjectId, { ...known, active: false });
          }
          for (const opportunity of opportunitiesOf(d.subjectId)) opportunity.vio_active = false;
          // Its opportunities already in the table, whichever side the VIO's own row is on.
          await client.query(`UPDATE ${o} SET vio_active = false WHERE vio_id = $1`, [d.subjectId]);
          break;
        }
        case 'PersonalDataErased': {
          if (sliceOf(e.streamId) !== 'vio') break;
          // The supervisor was sealed with the VIO's key: shredded with it.
          const mine = vioRows.get(d.subjectId);
          if (mine) mine.email = null;
          else await client.query(`UPDATE ${v} SET email = NULL WHERE id = $1`, [d.subjectId]);
          for (const opportunity of opportunitiesOf(d.subjectId)) opportunity.supervisor = null;
          await client.query(`UPDATE ${o} SET supervisor = NULL WHERE vio_id = $1`, [d.subjectId]);
          await client.query(`UPDATE ${drafts} SET supervisor = NULL WHERE vio_id = $1`, [d.subjectId]);
          break;
        }
        case 'OpportunityDraftSaved': {
          const supervisor = await vault.open<Data>(d.personal);
          await client.query(
            `INSERT INTO ${drafts} (id, kind, vio_id, title, data, supervisor, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
             ON CONFLICT (id) DO UPDATE SET title = $4, data = $5, supervisor = $6, updated_at = $7`,
            [d.opportunityId, d.kind, d.vioId, d.draft.title ?? '', JSON.stringify(d.draft), supervisor ? JSON.stringify(supervisor) : null, at],
          );
          break;
        }
        case 'OpportunityDraftDeleted':
          await client.query(`DELETE FROM ${drafts} WHERE id = $1`, [d.opportunityId]);
          break;
        case 'OpportunityCreated':
        case 'NonFormalOpportunityCreated': {
          submitted.push(d.opportunityId);
          if (row) break; // ON CONFLICT DO NOTHING
          const vio = vioOf(d.vioId);
          const supervisor = await vault.open<Data>(d.personal);
          const kind = e.type === 'OpportunityCreated' ? 'FORMAL' : 'NONFORMAL';
          const values = [
            d.opportunityId,
            kind,
            d.vioId,
            vio.name,
            vio.active,
            d.opportunity.title,
            d.opportunity.type ?? null,
            d.opportunity.startDate,
            d.opportunity.endDate,
            d.opportunity.sdgNumbers,
            JSON.stringify(d.opportunity),
            supervisor ? JSON.stringify(supervisor) : null,
            cardOf(d.opportunityId, vio, d.opportunity, 'CREATED', false),
            at,
          ];
          if (opportunities.create(newOpportunity(values))) break;
          values[12] = JSON.stringify(values[12]);
          await client.query(
            `INSERT INTO ${o} (id, kind, vio_id, vio_name, vio_active, status, title, type, start_date, end_date, sdg_numbers, data, supervisor, card, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, 'CREATED', $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) ON CONFLICT (id) DO NOTHING`,
            values,
          );
          break;
        }
        case 'OpportunityUpdated':
        case 'NonFormalOpportunityUpdated': {
          const supervisor = await vault.open<Data>(d.personal);
          const card = cardOf(d.opportunityId, { id: '', name: '' }, d.opportunity, '', false);
          if (row) {
            if (d.reviewAgain) row.status = 'CREATED';
            const vioId = rowKey(row.vio_id);
            Object.assign(row, {
              title: d.opportunity.title,
              type: d.opportunity.type ?? null,
              start_date: d.opportunity.startDate,
              end_date: d.opportunity.endDate,
              sdg_numbers: d.opportunity.sdgNumbers,
              data: JSON.stringify(d.opportunity),
              supervisor: supervisor ? JSON.stringify(supervisor) : null,
              card: { ...card, status: row.status, vioId, Vio: { id: vioId, name: row.vio_name }, isShared: row.shared_with !== null },
              updated_at: at,
            });
            break;
          }
          // The card's row-held parts (status, VIO, shared) are filled in from the row itself: no read first.
          const status = `CASE WHEN $2 THEN 'CREATED' ELSE status END`;
          await client.query(
            `UPDATE ${o} SET status = ${status}, title = $3, type = $4, start_date = $5, end_date = $6, sdg_numbers = $7, data = $8, supervisor = $9,
               card = $10::jsonb || jsonb_build_object('status', ${status}, 'vioId', vio_id, 'Vio', jsonb_build_object('id', vio_id, 'name', vio_name),
                 'isShared', shared_with IS NOT NULL),
               updated_at = $11
             WHERE id = $1`,
            [
              d.opportunityId,
              Boolean(d.reviewAgain),
              d.opportunity.title,
              d.opportunity.type ?? null,
              d.opportunity.startDate,
              d.opportunity.endDate,
              d.opportunity.sdgNumbers,
              JSON.stringify(d.opportunity),
              supervisor ? JSON.stringify(supervisor) : null,
              JSON.stringify(card),
              at,
            ],
          );
          break;
        }
        case 'OpportunityApproved':
        case 'OpportunityRejected':
        case 'NonFormalOpportunityApproved':
        case 'NonFormalOpportunityRejected': {
          const status = e.type.endsWith('Approved') ? 'APPROVED' : 'REJECTED';
          if (row) Object.assign(row, { status, updated_at: at, card: { ...row.card, status }, reviewed_at: at, reviewed_by: d.adminId });
          else await setStatus(d.opportunityId, status, at, ', reviewed_at = $3, reviewed_by = $4', [d.adminId]);
          break;
        }
        case 'OpportunityCompleted':
          if (row) Object.assign(row, { status: 'COMPLETED', updated_at: at, card: { ...row.card, status: 'COMPLETED' }, completed_at: at });
          else await setStatus(d.opportunityId, 'COMPLETED', at, ', completed_at = $3');
          break;
        case 'OpportunityDeleted':
          if (row) Object.assign(row, { deleted: true, updated_at: at });
          else await client.query(`UPDATE ${o} SET deleted = true, updated_at = $2 WHERE id = $1`, [d.opportunityId, at]);
          break;
        case 'OpportunityShareRequested':
          await client.query(
            `INSERT INTO ${s} (opportunity_id, primary_vio_id, secondary_vio_id, status, requested_at) VALUES ($1, $2, $3, 'REQUESTED', $4)
             ON CONFLICT (opportunity_id, secondary_vio_id) DO UPDATE SET status = 'REQUESTED', requested_at = $4, answered_at = NULL`,
            [d.opportunityId, d.primaryVioId, d.secondaryVioId, at],
          );
          break;
        case 'OpportunityShareAccepted':
        case 'OpportunityShareRejected': {
          const accepted = e.type === 'OpportunityShareAccepted';
          await client.query(`UPDATE ${s} SET status = $3, answered_at = $4 WHERE opportunity_id = $1 AND secondary_vio_id = $2`, [
            d.opportunityId,
            d.secondaryVioId,
            accepted ? 'ACCEPTED' : 'REJECTED',
            at,
          ]);
          if (!accepted) break;
          if (row) Object.assign(row, { shared_with: d.secondaryVioId, card: { ...row.card, isShared: true } });
          else await client.query(`UPDATE ${o} SET shared_with = $2, card = card || '{"isShared": true}' WHERE id = $1`, [d.opportunityId, d.secondaryVioId]);
          break;
        }
      }
    }
    // A submitted draft is an opportunity now: one statement a batch that created any (most had no draft).
    if (submitted.length) {
      await client.query(`DELETE FROM ${drafts} WHERE id = ANY($1::uuid[])`, [submitted]);
    }
    await vioRows.write(client);
    // The card is kept as an object while folded (its changes are jsonb `||` merges): written as JSON text.
    for (const opportunity of opportunities.values()) opportunity.card = JSON.stringify(opportunity.card);
    await opportunities.write(client);
    // After the folded rows are written: the counts are a function of the table, so one recount at the end of the
    // batch leaves what a recount after each of its events would (the last one wins).
    if (recount) {
      await client.query(
        `INSERT INTO ${c} (type, n)
         SELECT t.type, (SELECT count(*) FROM ${o} WHERE ${PUBLIC_OPPORTUNITY} AND (t.type = 'ALL' OR ${o}.type = t.type))
           FROM (VALUES ('ALL'), ('ONLINE'), ('REGULAR')) t(type)
         ON CONFLICT (type) DO UPDATE SET n = excluded.n`,
      );
    }
  },

});

/** The columns of the rows a batch creates (written with COPY). */
const vioColumns = ['id', 'name', 'email', 'approved', 'active'] as const;
const opportunityColumns = [
  'id',
  'kind',
  'vio_id',
  'vio_name',
  'vio_active',
  'status',
  'deleted',
  'title',
  'type',
  'start_date',
  'end_date',
  'sdg_numbers',
  'data',
  'supervisor',
  'card',
  'shared_with',
  'created_at',
  'updated_at',
  'reviewed_at',
  'reviewed_by',
  'completed_at',
] as const;
/** Rows as the values pg would bind (jsonb as JSON text, but the card as an object until written). */
type VioTableRow = Record<(typeof vioColumns)[number], any>;
type OpportunityRow = Record<(typeof opportunityColumns)[number], any>;

const newOpportunity = ([id, kind, vioId, vioName, vioActive, title, type, startDate, endDate, sdgNumbers, data, supervisor, card, at]: unknown[]): OpportunityRow => ({
  ...{ id, kind, vio_id: vioId, vio_name: vioName, vio_active: vioActive, status: 'CREATED', deleted: false, title, type, start_date: startDate, end_date: endDate },
  ...{ sdg_numbers: sdgNumbers, data, supervisor, card, shared_with: null, created_at: at, updated_at: at, reviewed_at: null, reviewed_by: null, completed_at: null },
});
