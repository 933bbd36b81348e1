import JuiceMakerMenu

extension HelpWords {
    /// What `validate` and `juicemaker-validate` exit with, said in both their discussions.
    private static let validateExitCodes = "Exit codes: 0 valid (warnings allowed unless --strict), 1 a menu has errors, 2 usage or a file that cannot be read or written."

    /// Every help text of `juicemaker` in English: by command (as typed after `juicemaker`; the
    /// root is `juicemaker`), its `abstract` and `discussion`, and each argument's help by its long
    /// name (`lead-days`) or, for a positional one, its value name (`<juice>`).
    static let english: [String: [String: String]] = [
        "juicemaker": [
            "abstract": "Turns a juice stand's menu (YAML) into orders and stock.",
            "discussion": """
                The menu is recipes.yaml in the current directory unless --menu or JUICEMAKER_MENU says otherwise.

                Exit codes: 0 done, 1 invalid menu, 2 usage or unreadable file, 3 out of stock, 4 state error.

                Examples:
                  juicemaker order strawberry-banana
                  juicemaker --menu custom.yaml validate
                  juicemaker --state postgresql://stand@db.example/juice --stand gangnam order mango-kiwi
                """,
            "menu": "The menu file (default: $JUICEMAKER_MENU, else recipes.yaml).",
            "state": "Where stock lives: an SQLite file, or a postgresql:// URL (default: $JUICEMAKER_STATE, else .juicemaker/<menu name>.sqlite beside the menu).",
            "stand": "The stand whose stock to use; stands keep stock and history apart in one database (default: $JUICEMAKER_STAND, else main).",
            "lang": "Language of messages and names: en or ko (default: from LC_ALL, LC_MESSAGES, LANG).",
            "json": "Print the command's result as JSON (for scripts), as --json after it does.",
        ],
        "init": [
            "abstract": "Start a stand here: a starter menu, and the CI that checks it.",
            "discussion": """
                Writes the menu (recipes.yaml, or --menu / JUICEMAKER_MENU: the original app's five fruits and seven juices), \
                .github/workflows/menus.yml (the juicemaker GitHub Action of this release), .pre-commit-config.yaml and .gitignore. \
                A file that is already there is kept unchanged. Exit code 2 when a file cannot be written.

                Examples:
                  juicemaker init
                  juicemaker --lang ko init
                  juicemaker --menu menus/main.yaml init --no-ci
                """,
            "no-ci": "Write the menu only: no workflow, pre-commit configuration or .gitignore.",
        ],
        "shell": [
            "abstract": "The order screen and the stock editor, in the terminal (line by line when input is not a terminal).",
            "discussion": """
                On a terminal: press a juice's number to order it. When fruit is short, y opens the stock editor, where +/- (or the arrows) step the selected fruit and a typed number sets it. h history, u undo, ? help, q quit. Plain `juicemaker` on a terminal opens the same screen.

                Otherwise one command per line, as the one-shot commands without `juicemaker`: order JUICE[:COUNT] ..., stock, stock add|remove|set FRUIT AMOUNT, stock reset, menu, history [N], undo, help, quit. The exit status is that of the first line that failed (0 when none did).

                Examples:
                  juicemaker shell
                  printf 'order mango-kiwi:2\\nstock add kiwi 3\\n' | juicemaker shell
                """,
            "lines": "Read commands line by line even on a terminal.",
        ],
        "order": [
            "abstract": "Make juices, using their fruit — all of the order or none of it.",
            "discussion": """
                Each juice may carry a count (JUICE:COUNT). When any fruit is short, nothing is used and the shortfall is listed with the command that restocks it (exit 3).

                Examples:
                  juicemaker order strawberry-banana
                  juicemaker order mango-kiwi:2 banana
                  juicemaker order --dry-run strawberry:2
                """,
            "<juice>": "Juices to make, each JUICE or JUICE:COUNT.",
            "dry-run": "Check whether the order can be made, without using any fruit.",
        ],
        "menu": [
            "abstract": "Show the juices with their recipes and how many can be made now, and the fruits with their stock.",
            "discussion": """
                Examples:
                  juicemaker menu
                  juicemaker --lang ko menu
                  juicemaker menu --json
                """,
        ],
        "stock": [
            "abstract": "Show or change the stock on hand (the +/- steppers of the app).",
            "discussion": """
                Stock never goes below 0. Every change is journaled; `juicemaker undo` reverts the last one.

                Examples:
                  juicemaker stock
                  juicemaker stock add strawberry 10
                  juicemaker stock remove kiwi 2
                  juicemaker stock set mango 12
                  juicemaker stock reset
                """,
        ],
        "stock show": [
            "abstract": "Show the stock of every fruit on the menu.",
            "discussion": """
                Fruits at or below their reorder point are marked low.

                Examples:
                  juicemaker stock show --json
                  juicemaker stock --low          (only fruits at or below their reorder point)
                  juicemaker stock --low 3        (only fruits with 3 or fewer left)
                """,
            "low": "Show only low fruits: at or below each fruit's reorder point, or, given a count, with at most that many left.",
        ],
        "stock add": [
            "abstract": "Add fruit to stock.",
            "discussion": "Example:\n  juicemaker stock add strawberry 10",
            "<fruit amount>": "The fruit (its id or name), then how many: a whole number, 0 or more.",
        ],
        "stock remove": [
            "abstract": "Take fruit out of stock (never below 0).",
            "discussion": "Example:\n  juicemaker stock remove kiwi 2",
            "<fruit amount>": "The fruit (its id or name), then how many: a whole number, 0 or more.",
        ],
        "stock set": [
            "abstract": "Set a fruit's stock to a number.",
            "discussion": "Example:\n  juicemaker stock set mango 12",
            "<fruit amount>": "The fruit (its id or name), then how many: a whole number, 0 or more.",
        ],
        "stock reset": [
            "abstract": "Put every fruit back to the menu's initial stock.",
            "discussion": "Example:\n  juicemaker stock reset",
        ],
        "restock": [
            "abstract": "The shopping list: what to buy to bring low fruits back to par; --apply when it arrives.",
            "discussion": """
                A fruit is low when its stock is at or below its reorder point (`reorder:` in the menu); the plan buys it back up to its par (`par:`, else its initial stock). With --for, the plan is only what is short to make those orders from the stock on hand.

                --apply adds the plan to stock as one journaled change; `juicemaker undo` reverts it whole. Nothing to buy is not an error: a line says so, exit 0.

                --suggest proposes each fruit's reorder point and par from the last --days of sales and lost sales (orders refused because a fruit was short: the demand a shortage hid): the high day is the 90th percentile of its demand on the days the stand was open; the reorder point covers the --lead-days a delivery takes, the par a day more. --fix writes them into the menu, changing only those values.

                Examples:
                  juicemaker restock
                  juicemaker restock --for mango-kiwi:4 banana:2
                  juicemaker restock --format csv > shopping.csv
                  juicemaker restock --apply
                  juicemaker restock --suggest --days 28 --lead-days 2
                  juicemaker restock --suggest --fix
                """,
            "for": "Plan only what is short to make these orders, each JUICE or JUICE:COUNT.",
            "apply": "The delivery arrived: add the plan to stock as one journaled change.",
            "format": "How to print the plan: text, json (as --json) or csv.",
            "suggest": "Suggest each fruit's reorder point and par from the stand's sales.",
            "days": "With --suggest: how many days of sales to read, today included (default: 14).",
            "lead-days": "With --suggest: how many days a delivery takes (default: 1).",
            "fix": "With --suggest: write the suggested reorder points and pars into the menu.",
            "tz": "With --suggest: the clock whose midnights divide the days: an IANA time zone (default: the menu's timezone:, else the machine's).",
        ],
        "history": [
            "abstract": "List orders and stock changes, newest first.",
            "discussion": """
                Examples:
                  juicemaker history
                  juicemaker history 5
                  juicemaker history --limit 100 --json
                  juicemaker history --today
                  juicemaker history --since 2024-05-01 --tz Asia/Seoul

                Times are shown on the stand's clock: --tz, else the menu's `timezone:`, else the
                machine's time zone (--json gives them in UTC, ISO 8601).
                """,
            "<count>": "How many entries to show, as the shell's `history 5` (the same as --limit).",
            "limit": "How many entries to show (default: 20; with --today or --since, all of them).",
            "today": "Only today's entries, on the stand's clock.",
            "since": "Only entries from this day on (YYYY-MM-DD, on the stand's clock).",
            "tz": "The clock times are shown on and days begin by: an IANA time zone such as Asia/Seoul or UTC (default: the menu's timezone:, else the machine's).",
        ],
        "report": [
            "abstract": "The day in numbers: cups, takings, lost sales, by juice and by hour.",
            "discussion": """
                Today, unless --day, --since or --until says otherwise; days begin at the stand's clock's
                midnight (--tz, else the menu's `timezone:`, else the machine's time zone). Undone orders do
                not count as sales; they are counted apart. A lost sale is an order refused because a fruit
                was short: what the shortage turned away, and the fruit to blame.

                Examples:
                  juicemaker report
                  juicemaker report --day 2024-05-01
                  juicemaker report --since 2024-05-01 --until 2024-05-07
                  juicemaker report --format csv > today.csv
                  juicemaker report --json
                """,
            "day": "One day (YYYY-MM-DD, on the stand's clock).",
            "since": "From this day on (YYYY-MM-DD), to today or --until.",
            "until": "To this day, included (YYYY-MM-DD); with --since.",
            "format": "How to print the report: text, json (as --json) or csv (one row a juice, an hour and the total).",
            "tz": "The clock days begin by and hours are counted on: an IANA time zone such as Asia/Seoul or UTC (default: the menu's timezone:, else the machine's).",
        ],
        "undo": [
            "abstract": "Revert the last order or stock change.",
            "discussion": """
                Refuses (exit 3) when that would take stock below 0, and (exit 4) when there is nothing to undo.

                Example:
                  juicemaker undo
                """,
        ],
        "state": [
            "abstract": "Work on the stock store as a whole (copy a stand between stores).",
        ],
        "state copy": [
            "abstract": "Copy a stand's stock and journal to another store.",
            "discussion": """
                Reads the stand that --state and the global --stand name, and writes it, in one transaction, to
                the store --to names, as the stand this command's --stand names (the same name by default).
                Journal ids are kept, so undo works on the copy. A target stand that already has a journal, or
                stock other than the menu's initial stock, is refused (exit 4) unless --replace is given;
                --replace says what it discarded.

                Examples:
                  juicemaker --state .juicemaker/recipes.sqlite state copy --to postgresql://stand@db.example/juice --stand gangnam
                  juicemaker --state postgresql://stand@db.example/juice --stand gangnam state copy --to backup.sqlite
                """,
            "to": "Where to copy to: an SQLite file or a postgresql:// URL.",
            "stand": "The stand to write in the target, when given after 'copy' (default: the source's stand).",
            "replace": "Overwrite a target stand that already has a journal or stock of its own.",
        ],
        "validate": [
            "abstract": "Check menu files and report every problem with its file:line:column.",
            "discussion": """
                With no file, checks the menu in effect (--menu, else $JUICEMAKER_MENU, else recipes.yaml); - reads standard input. Every file is checked even when an earlier one fails. Inside GitHub Actions the default format is github.

                --fix corrects every unambiguous typo (unknown keys and fruits with exactly one closest name) in place, changing only those words, then reports what is left. For - it prints the fixed menu on standard output and the report on standard error.

                \(validateExitCodes)

                Examples:
                  juicemaker validate
                  juicemaker validate --strict recipes.yaml config/examples/*.yaml
                  juicemaker validate --format sarif menu.yaml > juicemaker.sarif
                  juicemaker validate --fix menu.yaml
                """,
            "<file>": "Menu files to check (- for standard input).",
            "format": "Output format: text, json, github or sarif (default: github inside GitHub Actions, else text).",
            "strict": "Treat warnings as failures.",
            "fix": "Apply every unambiguous fix in place (atomically), then report what is left; with -, print the fixed menu.",
        ],
        "juicemaker-validate": [
            "abstract": "Check menu files and report every problem with its file:line:column (juicemaker validate, without the stock).",
            "discussion": """
                With no file, checks $JUICEMAKER_MENU, else recipes.yaml; - reads standard input. Inside GitHub Actions the default format is github.

                \(validateExitCodes)

                Examples:
                  juicemaker-validate --strict menus/*.yaml
                  juicemaker-validate --format sarif menu.yaml > juicemaker.sarif
                """,
            "json": "Print the result as JSON (for scripts).",
            "lang": "The language of messages: en or ko (default: from LC_ALL, LC_MESSAGES or LANG).",
        ],
        "shared": [
            "json": "Print the result as JSON (for scripts).",
        ],
        "schema": [
            "abstract": "Print the menu format's JSON Schema (draft-07).",
            "discussion": """
                Editors that run the YAML language server check menus against it as you type. The schema is
                JSON with or without --json. Example:
                  juicemaker schema > menu.schema.json
                """,
        ],
        "lsp": [
            "abstract": "Run a language server (LSP) on standard input/output, for editors.",
            "discussion": """
                Speaks LSP 3.17 (JSON-RPC with Content-Length framing): the diagnostics of validate as you type, quick fixes, completion of fruit ids and keys, hover on fruit and juice ids. Started by an editor, not by hand; see docs/editors.md for Neovim, Helix and VS Code.

                Exit codes: 0 after shutdown then exit, 1 on exit without shutdown or when the input ends first.
                """,
            "debounce-ms": "Milliseconds to wait after the last change before checking (default 50).",
        ],
        "serve": [
            "abstract": "Serve the stand's HTTP API: menu, stock, orders, events, metrics.",
            "discussion": """
                Listens on 127.0.0.1:8080 unless told otherwise; the API is described at /openapi.json.
                On any address but a loopback one it needs a token of 16 characters or more (--token-file,
                JUICEMAKER_TOKEN_FILE or JUICEMAKER_TOKEN), which every request but those for /, /health and
                /openapi.json must then send as 'Authorization: Bearer TOKEN'.
                Every POST says 'Content-Type: application/json'; a page of another site may not change the stand.
                SIGTERM or SIGINT stops it after the requests in flight, waiting at most 10 s.

                Examples:
                  juicemaker serve
                  juicemaker --state postgresql://register@db/stands --stand gangnam serve --port 8080
                  JUICEMAKER_TOKEN_FILE=/etc/juicemaker/token juicemaker serve --host 0.0.0.0
                """,
            "host": "The address to listen on.",
            "port": "The port to listen on; 0 picks a free one (the first line says which).",
            "token-file": "A file holding the token requests must carry (default: $JUICEMAKER_TOKEN_FILE, else $JUICEMAKER_TOKEN).",
            "allowed-host": "Another name this server goes by in the Host header (its addresses and localhost always do); repeat for more.",
            "max-connections": "The most connections open at once; more are closed as they come.",
            "request-timeout": "Seconds a whole request (headers and body) may take to arrive, and an answer may wait unread; the connection is closed then.",
            "cors-origin": "Let a web page from this origin call the API (off by default).",
            "connections": "How many database connections serve requests at once (with SQLite, changes still go one at a time).",
            "idle-timeout": "Seconds a connection may go without a whole request part before it is closed (slow or silent clients).",
        ],
    ]
}
