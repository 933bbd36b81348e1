
extension PostgresChangeFunction {
    /// The bodies of schema versions 2 and 3 (before `problem` and the checks of the stand's rows),
    /// as `pg_proc.prosrc` holds them: trusted only so that a database of those versions can be
    /// migrated, which replaces the function.
    static let earlierBodies = [version2Body, version3Body]

    /// Version 2's body: before the notification.
    private static let version2Body = """

        DECLARE
            v_last bigint;
            v_menu text;
            v_have bigint[];
            v_new bigint[];
        BEGIN
            SELECT last_entry, menu_hash INTO v_last, v_menu FROM juicemaker.stands WHERE stand = p_stand FOR UPDATE;
            IF NOT FOUND OR v_menu IS DISTINCT FROM p_menu THEN
                outcome := 'unseeded';
                RETURN;
            END IF;
            IF p_undo THEN
                SELECT j.id, j.time_ms, j.kind, j.description
                  INTO target_id, target_time, target_kind, target_description
                  FROM juicemaker.journal j
                 WHERE j.stand = p_stand AND j.kind <> 'undo' AND j.undone_by IS NULL
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
                SELECT coalesce(s.count, 0)
                  FROM unnest(p_fruits) WITH ORDINALITY AS u(f, n)
                  LEFT JOIN juicemaker.stock s ON s.stand = p_stand AND s.fruit_id = u.f
                 ORDER BY u.n);
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
            INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, undoes, change_id)
                VALUES (p_stand, entry_id, p_time, p_kind, p_description, target_id, p_change);
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
            outcome := 'made';
        END

        """

    /// Version 3's body.
    private static let version3Body = """

        DECLARE
            v_last bigint;
            v_menu text;
            v_have bigint[];
            v_new bigint[];
        BEGIN
            SELECT last_entry, menu_hash INTO v_last, v_menu FROM juicemaker.stands WHERE stand = p_stand FOR UPDATE;
            IF NOT FOUND OR v_menu IS DISTINCT FROM p_menu THEN
                outcome := 'unseeded';
                RETURN;
            END IF;
            IF p_undo THEN
                SELECT j.id, j.time_ms, j.kind, j.description
                  INTO target_id, target_time, target_kind, target_description
                  FROM juicemaker.journal j
                 WHERE j.stand = p_stand AND j.kind <> 'undo' AND j.undone_by IS NULL
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
                SELECT coalesce(s.count, 0)
                  FROM unnest(p_fruits) WITH ORDINALITY AS u(f, n)
                  LEFT JOIN juicemaker.stock s ON s.stand = p_stand AND s.fruit_id = u.f
                 ORDER BY u.n);
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
            INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, undoes, change_id)
                VALUES (p_stand, entry_id, p_time, p_kind, p_description, target_id, p_change);
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
}
