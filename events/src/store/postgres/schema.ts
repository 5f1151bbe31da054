/**
 * Event store schema. Readers only see rows whose writing transaction is below the oldest running one
 * (pg_snapshot_xmin), ordered by (transaction_id, global_position): a late-committing transaction can
 * never be skipped by a subscriber, unlike ordering by a bigserial alone.
 */
export const eventStoreSchema = (schema: string) => `
CREATE SCHEMA IF NOT EXISTS ${schema};
CREATE TABLE IF NOT EXISTS ${schema}.streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS ${schema}.events (
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
CREATE INDEX IF NOT EXISTS events_global_order ON ${schema}.events (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS events_type_order ON ${schema}.events (type, transaction_id, global_position);

CREATE OR REPLACE FUNCTION ${schema}.append(
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
    FROM ${schema}.events e WHERE e.event_id = ANY(p_ids);
  IF found_count > 0 THEN
    IF found_stream_count = n THEN
      RETURN QUERY SELECT 'idempotent'::text, max(e.stream_revision), max(e.transaction_id), max(e.global_position)
        FROM ${schema}.events e WHERE e.event_id = ANY(p_ids);
    ELSE
      SELECT s.revision INTO cur FROM ${schema}.streams s WHERE s.stream_id = p_stream;
      RETURN QUERY SELECT 'conflict'::text, cur, NULL::xid8, NULL::bigint;
    END IF;
    RETURN;
  END IF;

  IF p_expected = 'no_stream' THEN
    INSERT INTO ${schema}.streams AS s VALUES (p_stream, n - 1) ON CONFLICT DO NOTHING RETURNING s.revision INTO new_rev;
  ELSIF p_expected = 'revision' THEN
    UPDATE ${schema}.streams s SET revision = s.revision + n WHERE s.stream_id = p_stream AND s.revision = p_revision
      RETURNING s.revision INTO new_rev;
  ELSIF p_expected = 'stream_exists' THEN
    UPDATE ${schema}.streams s SET revision = s.revision + n WHERE s.stream_id = p_stream RETURNING s.revision INTO new_rev;
  ELSE
    INSERT INTO ${schema}.streams AS s VALUES (p_stream, n - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + n RETURNING s.revision INTO new_rev;
  END IF;

  IF new_rev IS NULL THEN
    SELECT s.revision INTO cur FROM ${schema}.streams s WHERE s.stream_id = p_stream;
    RETURN QUERY SELECT 'conflict'::text, cur, NULL::xid8, NULL::bigint;
    RETURN;
  END IF;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO ${schema}.events (event_id, stream_id, stream_revision, type, version, data, metadata)
    SELECT u.id, p_stream, new_rev - n + u.ord, u.type, u.version, u.data, u.meta
      FROM unnest(p_ids, p_types, p_versions, p_data, p_meta) WITH ORDINALITY AS u(id, type, version, data, meta, ord)
    RETURNING global_position, transaction_id
  )
  SELECT 'ok'::text, new_rev, max(i.transaction_id), max(i.global_position) FROM inserted i;
END $$;
`;
