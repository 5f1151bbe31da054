-- The durable tables as the modules' hand-written DDL made them before migrations (main at 7fb23b0), concatenated
-- in start order: a database of a deployment or a developer's .data/pg from before. Read by migrate.test.ts only.

-- events/src/store/postgres/schema.ts
CREATE SCHEMA IF NOT EXISTS es;
CREATE TABLE IF NOT EXISTS es.streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS es.events (
  global_position bigserial NOT NULL UNIQUE,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid PRIMARY KEY,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  type text NOT NULL,
  version int NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (stream_id, stream_revision)
);
CREATE INDEX IF NOT EXISTS events_global_order ON es.events (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS events_type_order ON es.events (type, transaction_id, global_position);

CREATE OR REPLACE FUNCTION es.append(
  p_stream text, p_expected text, p_revision bigint,
  p_ids uuid[], p_types text[], p_versions int[], p_data jsonb[], p_meta jsonb[]
) RETURNS TABLE (outcome text, next_revision bigint, tx xid8, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  n int := cardinality(p_ids);
  new_rev bigint;
  cur bigint;
  found_count int;
  found_stream_count int;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE e.stream_id = p_stream) INTO found_count, found_stream_count
    FROM es.events e WHERE e.event_id = ANY(p_ids);
  IF found_count > 0 THEN
    IF found_stream_count = n THEN
      RETURN QUERY SELECT 'idempotent'::text, max(e.stream_revision), max(e.transaction_id), max(e.global_position)
        FROM es.events e WHERE e.event_id = ANY(p_ids);
    ELSE
      SELECT s.revision INTO cur FROM es.streams s WHERE s.stream_id = p_stream;
      RETURN QUERY SELECT 'conflict'::text, cur, NULL::xid8, NULL::bigint;
    END IF;
    RETURN;
  END IF;

  IF p_expected = 'no_stream' THEN
    INSERT INTO es.streams AS s VALUES (p_stream, n - 1) ON CONFLICT DO NOTHING RETURNING s.revision INTO new_rev;
  ELSIF p_expected = 'revision' THEN
    UPDATE es.streams s SET revision = s.revision + n WHERE s.stream_id = p_stream AND s.revision = p_revision
      RETURNING s.revision INTO new_rev;
  ELSIF p_expected = 'stream_exists' THEN
    UPDATE es.streams s SET revision = s.revision + n WHERE s.stream_id = p_stream RETURNING s.revision INTO new_rev;
  ELSE
    INSERT INTO es.streams AS s VALUES (p_stream, n - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + n RETURNING s.revision INTO new_rev;
  END IF;

  IF new_rev IS NULL THEN
    SELECT s.revision INTO cur FROM es.streams s WHERE s.stream_id = p_stream;
    RETURN QUERY SELECT 'conflict'::text, cur, NULL::xid8, NULL::bigint;
    RETURN;
  END IF;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO es.events (event_id, stream_id, stream_revision, type, version, data, metadata)
    SELECT u.id, p_stream, new_rev - n + u.ord, u.type, u.version, u.data, u.meta
      FROM unnest(p_ids, p_types, p_versions, p_data, p_meta) WITH ORDINALITY AS u(id, type, version, data, meta, ord)
    RETURNING global_position, transaction_id
  )
  SELECT 'ok'::text, new_rev, max(i.transaction_id), max(i.global_position) FROM inserted i;
END $$;

-- events/src/vault/vault.ts
CREATE TABLE IF NOT EXISTS vault_keys (
  subject text PRIMARY KEY,
  wrapped_key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);

-- command-api/src/infra/attempt-store.ts
CREATE TABLE IF NOT EXISTS rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);

-- projections/src/runner/checkpoints.ts
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text PRIMARY KEY,
  position_commit numeric NOT NULL,
  position_prepare numeric NOT NULL,
  last_event_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- projections/src/runner/definition-hash.ts
CREATE TABLE IF NOT EXISTS projection_definitions (
  name text PRIMARY KEY,
  hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- projections/src/runner/parked.ts
CREATE TABLE IF NOT EXISTS projection_parked_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  model text NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  stream_id text NOT NULL,
  stream_revision numeric NOT NULL,
  position_commit numeric NOT NULL,
  position_prepare numeric NOT NULL,
  error text NOT NULL,
  attempts integer NOT NULL,
  first_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (model, event_id)
);

-- projections/src/runner/sink-delivery.ts
CREATE TABLE IF NOT EXISTS sink_dead_letters (
  id bigserial PRIMARY KEY,
  sink text NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  stream_id text NOT NULL,
  stream_revision numeric NOT NULL,
  position text NOT NULL,
  error text NOT NULL,
  attempts integer NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now(),
  payload jsonb,
  /** Set by a core admin's "retry": the runner delivers the message once more, soon. */
  retry_requested_at timestamptz,
  UNIQUE (sink, event_id)
);
CREATE TABLE IF NOT EXISTS sink_states (
  name text PRIMARY KEY,
  state text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  last_error_at timestamptz,
  next_attempt_at timestamptz,
  event_id uuid,
  event_type text,
  channel text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- projections/src/notifications/outbox.ts
CREATE TABLE IF NOT EXISTS outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS outbox_recipient_idx ON outbox (recipient, id DESC);
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS about text;
CREATE INDEX IF NOT EXISTS outbox_about_idx ON outbox (about);

-- projections/src/emergency/call-out.ts
CREATE TABLE IF NOT EXISTS emergency_call_out_sent (
      opportunity_id uuid NOT NULL, volunteer_id uuid NOT NULL, sent_at timestamptz NOT NULL DEFAULT now(), skipped boolean NOT NULL DEFAULT false,
      PRIMARY KEY (opportunity_id, volunteer_id));

-- scripts/generate/load.ts
CREATE TABLE IF NOT EXISTS generated_history_load (started_at timestamptz NOT NULL);
