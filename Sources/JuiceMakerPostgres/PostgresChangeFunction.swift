/// `juicemaker.apply_change`: the server side of every stock change, so that a change is one round
/// trip and no lock is held across the network.
///
/// `StockLedger` decides what a change is (which fruits, by how much, or to what count, and its
/// journal text) and words every refusal; this function applies that intent to the stand's real
/// counts in one call, all or nothing, holding the stand's row lock only while the server runs it:
///
/// - takes the stand's row lock (`FOR UPDATE`), so a stand's changes commit one at a time and journal
///   ids follow commit order;
/// - answers `unseeded` without changing anything when the stand is missing or was last seeded for
///   another menu (the client seeds it and calls again);
/// - answers `damaged`, with the `problem` (see `PostgresStandDamage`), without changing anything when the stand's rows
///   contradict each other (a hand edit): its newest journal entry is not its `last_entry`, a fruit
///   of the change has no stock row (seeding gave every menu fruit one), or a count is outside
///   0…`p_max`;
/// - for an undo, finds the newest entry that is neither an undo nor undone, and takes its deltas
///   negated (the ledger's rule, restated here so that an undo is one call too);
/// - answers `stale` with the current counts when `p_expect` is given and differs (a restock planned
///   from counts that changed since);
/// - answers `refused` with the current counts when a count would leave 0…`p_max` (the client's
///   ledger words the refusal from them: out of stock, below 0, past the limit); an order refused
///   because a count would go below 0 is journaled as a lost sale first (a `lost` entry with its
///   juices, `p_sales`, and the short fruits, both as `JournalColumns` writes them, without a
///   change id, so that the key stays free for a retry) and answered `lost` with the entry's id;
/// - otherwise writes the counts, the journal entry with `p_change` (so a COMMIT whose answer was
///   lost can be looked up) with its sale lines and currency, and its deltas (the non-zero
///   changes, in the order given), marks an
///   undone entry, notifies `juicemaker_changes` with the stand's name (delivered to listeners when
///   the transaction commits: how `juicemaker serve` hears changes made elsewhere), and answers
///   `made` with the entry's id, the counts after and the deltas.
///
/// With `p_all`, a `made` or `refused` answer also carries every count of the stand (after the
/// change, or as it is), so that a command can show the stock without another round trip.
///
/// The function runs with `search_path` fixed to `pg_catalog, pg_temp` and names every table with
/// its schema; it is not `SECURITY DEFINER`. Opening a store checks, from the catalog, that the
/// function in the database has exactly this source before calling it.
enum PostgresChangeFunction {
    /// The function's body, as `pg_proc.prosrc` holds it.
    static let body = """

        DECLARE
            v_last bigint;
            v_menu text;
            v_top bigint;
            v_have bigint[];
            v_new bigint[];
        BEGIN
            SELECT last_entry, menu_hash INTO v_last, v_menu FROM juicemaker.stands WHERE stand = p_stand FOR UPDATE;
            IF NOT FOUND OR v_menu IS DISTINCT FROM p_menu THEN
                outcome := 'unseeded';
                RETURN;
            END IF;
            SELECT j.id INTO v_top FROM juicemaker.journal j WHERE j.stand = p_stand ORDER BY j.id DESC LIMIT 1;
            IF coalesce(v_top, 0) <> v_last THEN
                outcome := 'damaged';
                problem := 'journal ' || coalesce(v_top, 0) || ' ' || v_last;
                RETURN;
            END IF;
            IF p_undo THEN
                SELECT j.id, j.time_ms, j.kind, j.description
                  INTO target_id, target_time, target_kind, target_description
                  FROM juicemaker.journal j
                 WHERE j.stand = p_stand AND j.kind <> 'undo' AND j.kind <> 'lost' AND j.undone_by IS NULL
                 ORDER BY j.id DESC LIMIT 1;
                IF NOT FOUND THEN
                    outcome := 'nothing';
                    RETURN;
                END IF;
                SELECT coalesce(array_agg(d.fruit_id ORDER BY d.position), '{}'),
                       coalesce(array_agg(d.delta ORDER BY d.position), '{}')
                  INTO target_fruits, target_deltas
                  FROM juicemaker.journal_delta d WHERE d.stand = p_stand AND d.entry_id = target_id;
                p_fruits := target_fruits;
                p_amounts := ARRAY(SELECT -u.d FROM unnest(target_deltas) WITH ORDINALITY AS u(d, n) ORDER BY u.n);
                p_absolute := false;
                p_description := 'undo #' || target_id;
            END IF;
            v_have := ARRAY(
                SELECT s.count
                  FROM unnest(p_fruits) WITH ORDINALITY AS u(f, n)
                  LEFT JOIN juicemaker.stock s ON s.stand = p_stand AND s.fruit_id = u.f
                 ORDER BY u.n);
            SELECT 'missing ' || u.f
              INTO problem
              FROM unnest(p_fruits, v_have) AS u(f, h) WHERE u.h IS NULL LIMIT 1;
            IF problem IS NULL THEN
                SELECT 'limit ' || u.h || ' ' || u.f
                  INTO problem
                  FROM unnest(p_fruits, v_have) AS u(f, h) WHERE u.h > p_max OR u.h < 0 LIMIT 1;
            END IF;
            IF problem IS NOT NULL THEN
                outcome := 'damaged';
                RETURN;
            END IF;
            v_have := ARRAY(SELECT coalesce(u.h, 0) FROM unnest(v_have) WITH ORDINALITY AS u(h, n) ORDER BY u.n);
            counts := v_have;
            fruits := p_fruits;
            IF p_expect IS NOT NULL AND v_have IS DISTINCT FROM p_expect THEN
                outcome := 'stale';
                RETURN;
            END IF;
            v_new := ARRAY(
                SELECT CASE WHEN p_absolute THEN u.a ELSE u.h + u.a END
                  FROM unnest(v_have, p_amounts) WITH ORDINALITY AS u(h, a, n)
                 ORDER BY u.n);
            IF EXISTS (SELECT 1 FROM unnest(v_new) AS x WHERE x < 0 OR x > p_max) THEN
                outcome := 'refused';
                IF p_kind = 'order' AND NOT EXISTS (SELECT 1 FROM unnest(v_new) AS x WHERE x > p_max) THEN
                    entry_id := v_last + 1;
                    UPDATE juicemaker.stands SET last_entry = entry_id WHERE stand = p_stand;
                    INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, currency, sales, short)
                        VALUES (p_stand, entry_id, p_time, 'lost', p_description, p_currency, p_sales,
                                (SELECT json_agg(json_build_array(u.f, -u.a, u.h) ORDER BY u.n)::text
                                   FROM unnest(p_fruits, p_amounts, v_have, v_new) WITH ORDINALITY AS u(f, a, h, c, n)
                                  WHERE u.c < 0));
                    PERFORM pg_notify('juicemaker_changes', p_stand);
                    outcome := 'lost';
                END IF;
                IF p_all THEN
                    SELECT array_agg(s.fruit_id ORDER BY s.fruit_id), array_agg(s.count ORDER BY s.fruit_id)
                      INTO all_fruits, all_counts
                      FROM juicemaker.stock s WHERE s.stand = p_stand;
                END IF;
                RETURN;
            END IF;
            deltas := ARRAY(SELECT u.c - u.h FROM unnest(v_new, v_have) WITH ORDINALITY AS u(c, h, n) ORDER BY u.n);
            entry_id := v_last + 1;
            UPDATE juicemaker.stands SET last_entry = entry_id WHERE stand = p_stand;
            INSERT INTO juicemaker.stock (stand, fruit_id, count)
                SELECT p_stand, u.f, u.c FROM unnest(p_fruits, v_new, deltas) AS u(f, c, d) WHERE u.d <> 0
                ON CONFLICT (stand, fruit_id) DO UPDATE SET count = excluded.count;
            INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, undoes, change_id, currency, sales)
                VALUES (p_stand, entry_id, p_time, p_kind, p_description, target_id, p_change, p_currency, p_sales);
            INSERT INTO juicemaker.journal_delta (stand, entry_id, position, fruit_id, delta)
                SELECT p_stand, entry_id, (row_number() OVER (ORDER BY u.n) - 1)::integer, u.f, u.d
                  FROM unnest(p_fruits, deltas) WITH ORDINALITY AS u(f, d, n) WHERE u.d <> 0;
            IF p_undo THEN
                UPDATE juicemaker.journal SET undone_by = entry_id WHERE stand = p_stand AND id = target_id;
            END IF;
            counts := v_new;
            IF p_all THEN
                SELECT array_agg(s.fruit_id ORDER BY s.fruit_id), array_agg(s.count ORDER BY s.fruit_id)
                  INTO all_fruits, all_counts
                  FROM juicemaker.stock s WHERE s.stand = p_stand;
            END IF;
            PERFORM pg_notify('juicemaker_changes', p_stand);
            outcome := 'made';
        END

        """

    /// The function's one setting, as `pg_proc.proconfig` keeps it: any other is not ours.
    static let setting = "search_path=pg_catalog, pg_temp"

    /// The statement that creates the function (schema version 5: a fresh schema, or after
    /// `drop` in the migration, since its arguments changed).
    static let create = """
        CREATE FUNCTION juicemaker.apply_change(
            p_stand text, p_menu text, p_change uuid, p_time bigint, p_kind text, p_description text,
            p_fruits text[], p_amounts bigint[], p_absolute boolean, p_expect bigint[], p_undo boolean,
            p_max bigint, p_all boolean, p_sales text, p_currency text,
            OUT outcome text, OUT entry_id bigint, OUT fruits text[], OUT counts bigint[], OUT deltas bigint[],
            OUT target_id bigint, OUT target_time bigint, OUT target_kind text, OUT target_description text,
            OUT target_fruits text[], OUT target_deltas bigint[], OUT all_fruits text[], OUT all_counts bigint[],
            OUT problem text)
        LANGUAGE plpgsql VOLATILE SET search_path = pg_catalog, pg_temp
        AS $juicemaker$\(body)$juicemaker$
        """
}

extension PostgresChangeFunction {
    /// The statement that drops this version's function.
    static let drop = """
        DROP FUNCTION IF EXISTS juicemaker.apply_change(text, text, uuid, bigint, text, text, text[], bigint[], boolean,
            bigint[], boolean, bigint, boolean, text, text)
        """

    /// The statement that drops the function of schema versions 2 to 4, whose arguments or result
    /// columns differ.
    static let dropIfExists = """
        DROP FUNCTION IF EXISTS juicemaker.apply_change(text, text, uuid, bigint, text, text, text[], bigint[], boolean,
            bigint[], boolean, bigint, boolean)
        """
}
