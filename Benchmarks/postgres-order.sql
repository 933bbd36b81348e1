-- What PostgresStockStore.order sends for one glass of `lime` on stand `bench`: one call of
-- juicemaker.apply_change (Benchmarks/postgres.sh runs it with pgbench). The store passes its menu's
-- hash; here it is read from the stand the benchmark seeded. The sale line is the one glass of
-- lime, unpriced, as the store sends it for a menu without prices.
SELECT outcome FROM juicemaker.apply_change('bench', (SELECT menu_hash FROM juicemaker.stands WHERE stand = 'bench'),
    gen_random_uuid(), (extract(epoch FROM clock_timestamp()) * 1000)::bigint, 'order', 'lime:1',
    '{lime}'::text[], '{-1}'::bigint[], false, NULL::bigint[], false, 1000000000000, true,
    '[["lime",1,null]]', NULL::text);
