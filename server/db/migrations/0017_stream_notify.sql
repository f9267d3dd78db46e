-- Every change to a shared sync stream (the catalogue) already takes that stream's lock in sync_lock,
-- from sync_touch and sync_tombstone. It now also notifies `sync_stream_changed` with the stream's name:
-- Postgres delivers the notification at commit (identical ones once per transaction), and the server's
-- public answer caches then know, without a query per request, that their version may be stale.
-- Per-user streams (owner given) notify nothing: nothing public is cached from them.
CREATE OR REPLACE FUNCTION sync_lock(stream text, owner text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(stream || ':' || coalesce(owner, ''), 0));
  IF owner IS NULL THEN
    PERFORM pg_notify('sync_stream_changed', stream);
  END IF;
END;
$$;
