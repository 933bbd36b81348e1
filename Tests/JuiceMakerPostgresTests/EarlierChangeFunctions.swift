@testable import JuiceMakerPostgres

/// The function of schema versions 2 to 4 as those versions made it, to set up databases of theirs
/// for the migration tests. juicemaker itself knows them only by their digests
/// (`PostgresChangeFunction.earlierDigests`); `EarlierFunctionTests` holds the two to each other.
enum EarlierChangeFunctions {
    /// Versions 2, 3 and 4's bodies, as `pg_proc.prosrc` holds them.
    static let bodies = [version2Body, version3Body, version4Body]

    /// The statement that made the function of versions 2 to 4 with `body` (version 4's by
    /// default): their arguments, before the sale lines.
    static func create(body: String = bodies[2]) -> String {
        """
        CREATE FUNCTION juicemaker.apply_change(
            p_stand text, p_menu text, p_change uuid, p_time bigint, p_kind text, p_description text,
            p_fruits text[], p_amounts bigint[], p_absolute boolean, p_expect bigint[], p_undo boolean,
            p_max bigint, p_all boolean,
            OUT outcome text, OUT entry_id bigint, OUT fruits text[], OUT counts bigint[], OUT deltas bigint[],
            OUT target_id bigint, OUT target_time bigint, OUT target_kind text, OUT target_description text,
            OUT target_fruits text[], OUT target_deltas bigint[], OUT all_fruits text[], OUT all_counts bigint[],
            OUT problem text)
        LANGUAGE plpgsql VOLATILE SET search_path = pg_catalog, pg_temp
        AS $juicemaker$\(body)$juicemaker$
        """
    }

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

    /// Version 4's body: before sale lines and lost sales.
    private static let version4Body = """

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
