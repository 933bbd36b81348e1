-- What PostgresStockStore.order does for one glass of `lime` on stand `bench`, statement for
-- statement (Benchmarks/postgres.sh runs it with psql and pgbench).
BEGIN;
UPDATE juicemaker.stands SET last_entry = last_entry + 1 WHERE stand = 'bench' RETURNING last_entry AS id \gset
SELECT fruit_id, count FROM juicemaker.stock WHERE stand = 'bench' AND fruit_id = ANY('{lime}'::text[]) \gset
INSERT INTO juicemaker.stock (stand, fruit_id, count) SELECT 'bench', f, c FROM unnest('{lime}'::text[], ARRAY[:count - 1]::bigint[]) AS u(f, c) ON CONFLICT (stand, fruit_id) DO UPDATE SET count = excluded.count;
WITH entry AS (INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, undone_by, undoes, change_id) VALUES ('bench', :id, (extract(epoch FROM clock_timestamp()) * 1000)::bigint, 'order', 'lime:1', NULL, NULL, gen_random_uuid())) INSERT INTO juicemaker.journal_delta (stand, entry_id, position, fruit_id, delta) SELECT 'bench', :id, (u.p - 1)::integer, u.f, u.d FROM unnest('{lime}'::text[], '{-1}'::bigint[]) WITH ORDINALITY AS u(f, d, p);
COMMIT;
