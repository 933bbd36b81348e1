/// What juicemaker's tables look like, column by column and constraint by constraint, for the trust
/// check (`PostgresSchema.trustQuery`): a schema whose tables differ is not ours to run, since a
/// constraint, default or index can carry someone else's code (a CHECK calling `set_config` can
/// switch the session's `search_path` back; a DEFAULT calling `nextval` runs on every insert), and
/// a column of another type, a dropped `NOT NULL`, CHECK or primary key lets rows in that the
/// store's statements cannot read.
enum PostgresSchemaShape {
    /// A column: its table, name, type as `format_type` writes it, whether it is `NOT NULL`, and the
    /// schema version that added it.
    struct Column {
        let table: String
        let name: String
        let type: String
        let notNull: Bool
        let since: Int
    }

    /// Every column of the newest schema.
    static let columns: [Column] = [
        Column(table: "meta", name: "key", type: "text", notNull: true, since: 1),
        Column(table: "meta", name: "value", type: "text", notNull: true, since: 1),
        Column(table: "stands", name: "stand", type: "text", notNull: true, since: 1),
        Column(table: "stands", name: "last_entry", type: "bigint", notNull: true, since: 1),
        Column(table: "stands", name: "menu_hash", type: "text", notNull: false, since: 2),
        Column(table: "stands", name: "copy_id", type: "uuid", notNull: false, since: 2),
        Column(table: "stands", name: "seeded", type: "text[]", notNull: true, since: 4),
        Column(table: "stock", name: "stand", type: "text", notNull: true, since: 1),
        Column(table: "stock", name: "fruit_id", type: "text", notNull: true, since: 1),
        Column(table: "stock", name: "count", type: "bigint", notNull: true, since: 1),
        Column(table: "journal", name: "stand", type: "text", notNull: true, since: 1),
        Column(table: "journal", name: "id", type: "bigint", notNull: true, since: 1),
        Column(table: "journal", name: "time_ms", type: "bigint", notNull: true, since: 1),
        Column(table: "journal", name: "kind", type: "text", notNull: true, since: 1),
        Column(table: "journal", name: "description", type: "text", notNull: true, since: 1),
        Column(table: "journal", name: "undone_by", type: "bigint", notNull: false, since: 1),
        Column(table: "journal", name: "undoes", type: "bigint", notNull: false, since: 1),
        Column(table: "journal", name: "change_id", type: "uuid", notNull: false, since: 1),
        Column(table: "journal_delta", name: "stand", type: "text", notNull: true, since: 1),
        Column(table: "journal_delta", name: "entry_id", type: "bigint", notNull: true, since: 1),
        Column(table: "journal_delta", name: "position", type: "integer", notNull: true, since: 1),
        Column(table: "journal_delta", name: "fruit_id", type: "text", notNull: true, since: 1),
        Column(table: "journal_delta", name: "delta", type: "bigint", notNull: true, since: 1),
        Column(table: "journal", name: "currency", type: "text", notNull: false, since: 5),
        Column(table: "journal", name: "sales", type: "text", notNull: false, since: 5),
        Column(table: "journal", name: "short", type: "text", notNull: false, since: 5),
    ]

    /// A constraint: its table, name, definition as `pg_get_constraintdef` writes it (with
    /// `search_path` = `pg_catalog`), and the schema versions that have it.
    struct Constraint {
        let table: String
        let name: String
        let definition: String
        var since = 1
        var until = Int.max
    }

    /// Every constraint of every version: no other constraint may be on our tables, and none that
    /// the schema's version has may be missing.
    static let constraints: [Constraint] = [
        Constraint(table: "meta", name: "meta_pkey", definition: "PRIMARY KEY (key)"),
        Constraint(table: "stands", name: "stands_pkey", definition: "PRIMARY KEY (stand)"),
        Constraint(table: "stock", name: "stock_pkey", definition: "PRIMARY KEY (stand, fruit_id)"),
        Constraint(table: "stock", name: "stock_count_check", definition: "CHECK ((count >= 0))"),
        Constraint(table: "journal", name: "journal_pkey", definition: "PRIMARY KEY (stand, id)"),
        Constraint(table: "journal", name: "journal_change_id_key", definition: "UNIQUE (change_id)"),
        Constraint(table: "journal", name: "journal_kind_check",
                   definition: "CHECK ((kind = ANY (ARRAY['order'::text, 'add'::text, 'remove'::text, "
                       + "'set'::text, 'reset'::text, 'undo'::text, 'restock'::text])))", until: 4),
        Constraint(table: "journal", name: "journal_kind_check",
                   definition: "CHECK ((kind = ANY (ARRAY['order'::text, 'add'::text, 'remove'::text, "
                       + "'set'::text, 'reset'::text, 'undo'::text, 'restock'::text, 'lost'::text])))", since: 5),
        Constraint(table: "journal", name: "journal_time_key", definition: "UNIQUE (stand, time_ms, id)", since: 5),
        Constraint(table: "journal_delta", name: "journal_delta_pkey", definition: "PRIMARY KEY (stand, entry_id, \"position\")"),
    ]

    /// Every column default, as `pg_get_expr` writes it: table, column, expression.
    static let defaults: [(table: String, column: String, expression: String)] = [
        ("stands", "last_entry", "0"),
        ("stands", "seeded", "'{}'::text[]"),
    ]

    /// A missing column, table or constraint as the trust query names it (`table.column@since`,
    /// `table@1`, `constraint:table:name@since:until`): missing is a fault only when the schema's
    /// version has it.
    ///
    /// - Parameters:
    ///   - item: The query's word for it.
    ///   - version: The schema's version.
    /// - Returns: What is missing, in words, or nil when that version does not have it yet.
    static func missing(_ item: String, at version: Int) -> String? {
        if item.hasPrefix("constraint:") {
            let parts = item.dropFirst("constraint:".count).split(separator: ":")
            guard parts.count == 3, let at = parts[1].lastIndex(of: "@"), let since = Int(parts[1][parts[1].index(after: at)...]),
                  let until = Int(parts[2]), (since...until).contains(version) else { return nil }
            return "no constraint '\(parts[1][..<at])' on '\(parts[0])' (it was dropped)"
        }
        guard let at = item.lastIndex(of: "@"), let since = Int(item[item.index(after: at)...]), since <= version else {
            return nil
        }
        let what = item[..<at]
        return what.contains(".") ? "no column '\(what)'" : "no table '\(what)'"
    }
}
