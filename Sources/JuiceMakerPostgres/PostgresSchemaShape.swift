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
    ]

    /// Every constraint, as `pg_get_constraintdef` writes it (with `search_path` = `pg_catalog`):
    /// table, name, definition. No other constraint may be on our tables, and none of these missing.
    static let constraints: [(table: String, name: String, definition: String)] = [
        ("meta", "meta_pkey", "PRIMARY KEY (key)"),
        ("stands", "stands_pkey", "PRIMARY KEY (stand)"),
        ("stock", "stock_pkey", "PRIMARY KEY (stand, fruit_id)"),
        ("stock", "stock_count_check", "CHECK ((count >= 0))"),
        ("journal", "journal_pkey", "PRIMARY KEY (stand, id)"),
        ("journal", "journal_change_id_key", "UNIQUE (change_id)"),
        ("journal", "journal_kind_check", "CHECK ((kind = ANY (ARRAY['order'::text, 'add'::text, 'remove'::text, "
            + "'set'::text, 'reset'::text, 'undo'::text, 'restock'::text])))"),
        ("journal_delta", "journal_delta_pkey", "PRIMARY KEY (stand, entry_id, \"position\")"),
    ]

    /// Every column default, as `pg_get_expr` writes it: table, column, expression.
    static let defaults: [(table: String, column: String, expression: String)] = [
        ("stands", "last_entry", "0"),
        ("stands", "seeded", "'{}'::text[]"),
    ]

    /// A missing column or table as the trust query names it (`table.column@since`, `table@1`): missing
    /// is a fault only when the schema's version is at least `since`.
    ///
    /// - Parameters:
    ///   - item: The query's word for it.
    ///   - version: The schema's version.
    /// - Returns: What is missing, in words, or nil when that version does not have it yet.
    static func missing(_ item: String, at version: Int) -> String? {
        guard let at = item.lastIndex(of: "@"), let since = Int(item[item.index(after: at)...]), since <= version else {
            return nil
        }
        let what = item[..<at]
        return what.contains(".") ? "no column '\(what)'" : "no table '\(what)'"
    }
}
