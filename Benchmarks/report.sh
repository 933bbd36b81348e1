#!/usr/bin/env bash
# `juicemaker report` for one day on a journal of N entries (issue 46): time as a process and peak
# memory, against the same day on a journal of N/100, to show neither grows with the journal.
# The journal is made with sqlite3 in the stock file juicemaker made: N entries over 100 days of
# 1,000,000 / 100 orders a day each, every tenth a lost sale, one delta an order.
# With PG=1 the same journals are written on a throwaway PostgreSQL server (initdb, pg_ctl on a
# free port) with psql, and measured there too.
# Usage: [BIN=DIR] [PG=1] Benchmarks/report.sh [N]      (default 1000000; RUNS=7)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000000}
runs=${RUNS:-7}
if [ -n "${BIN:-}" ]; then bin=$BIN/juicemaker; else swift build -c release --product juicemaker >/dev/null; bin=$(swift build -c release --show-bin-path)/juicemaker; fi
command -v sqlite3 >/dev/null || { echo "report.sh: needs sqlite3"; exit 2; }
work=$(mktemp -d)
chmod 755 "$work"
bindir=$(dirname "$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | tail -n 1)")
as_postgres=()
[ "$(id -u)" = 0 ] && { as_postgres=(runuser -u postgres --); chown postgres "$work"; }
cleanup() {
  [ -d "$work/data" ] && "${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT
cat > "$work/menu.yaml" <<'YAML'
currency: KRW
timezone: UTC
fruits:
  lime: { stock: 1000000000 }
  mint: { stock: 1000000000 }
juices:
  lime: { recipe: { lime: 1 }, price: 4500 }
  mojito: { recipe: { lime: 2, mint: 1 }, price: 6000 }
YAML
make_journal() {  # file entries
  "$bin" --menu "$work/menu.yaml" --state "$1" stock >/dev/null
  local per_day=$(( $2 / 100 ))
  # 2024-01-01T00:00:00Z, entries spread evenly over each day.
  sqlite3 "$1" <<SQL
PRAGMA journal_mode=WAL;
BEGIN;
WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < $2)
INSERT INTO journal (stand, id, time_ms, kind, description, currency, sales, short)
SELECT 'main', i, 1704067200000 + ((i - 1) / $per_day) * 86400000 + ((i - 1) % $per_day) * (86400000 / $per_day),
       CASE WHEN i % 10 = 0 THEN 'lost' ELSE 'order' END,
       CASE WHEN i % 2 = 0 THEN 'lime:1' ELSE 'mojito:2' END, 'KRW',
       CASE WHEN i % 2 = 0 THEN '[["lime",1,4500]]' ELSE '[["mojito",2,6000]]' END,
       CASE WHEN i % 10 = 0 THEN '[["lime",1,0]]' ELSE NULL END
FROM k;
WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < $2)
INSERT INTO journal_delta (stand, entry_id, position, fruit_id, delta)
SELECT 'main', i, 0, 'lime', CASE WHEN i % 2 = 0 THEN -1 ELSE -4 END FROM k WHERE i % 10 <> 0;
COMMIT;
PRAGMA wal_checkpoint(TRUNCATE);
SQL
}
measure() {  # label, then the state options (--state …, --stand …)
  local times=() rss=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$work/rss" "$bin" --menu "$work/menu.yaml" "${@:2}" report --day 2024-02-15 >"$work/out"
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
    rss+=($(cat "$work/rss"))
  done
  local t r
  t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  r=$(printf '%s\n' "${rss[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  echo "$1: median $t ms, peak RSS $r kB"
  grep "^Total" "$work/out"
}
make_journal "$work/big.sqlite" "$n"
make_journal "$work/small.sqlite" $(( n / 100 ))
echo "== report --day 2024-02-15, $runs runs each ($(nproc) CPUs)"
measure "$(( n / 100 )) entries" --state "$work/small.sqlite"
measure "$n entries" --state "$work/big.sqlite"

[ "${PG:-}" = 1 ] || exit 0
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as_postgres[@]}" "$bindir/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -o "-p $port -k $work -c listen_addresses=127.0.0.1" -l "$work/pg.log" -w start >/dev/null
pg_url="postgresql://postgres@127.0.0.1:$port/postgres?sslmode=disable"
make_pg_journal() {  # stand entries: the same journal as make_journal's, one stand of the database
  "$bin" --menu "$work/menu.yaml" --state "$pg_url" --stand "$1" stock >/dev/null
  local per_day=$(( $2 / 100 ))
  psql -q -v ON_ERROR_STOP=1 "$pg_url" <<SQL
BEGIN;
INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, currency, sales, short)
SELECT '$1', i, 1704067200000 + ((i - 1) / $per_day) * 86400000 + ((i - 1) % $per_day) * (86400000 / $per_day),
       CASE WHEN i % 10 = 0 THEN 'lost' ELSE 'order' END,
       CASE WHEN i % 2 = 0 THEN 'lime:1' ELSE 'mojito:2' END, 'KRW',
       CASE WHEN i % 2 = 0 THEN '[["lime",1,4500]]' ELSE '[["mojito",2,6000]]' END,
       CASE WHEN i % 10 = 0 THEN '[["lime",1,0]]' ELSE NULL END
FROM generate_series(1::bigint, $2) AS i;
INSERT INTO juicemaker.journal_delta (stand, entry_id, position, fruit_id, delta)
SELECT '$1', i, 0, 'lime', CASE WHEN i % 2 = 0 THEN -1 ELSE -4 END FROM generate_series(1::bigint, $2) AS i WHERE i % 10 <> 0;
UPDATE juicemaker.stands SET last_entry = $2 WHERE stand = '$1';
COMMIT;
VACUUM ANALYZE juicemaker.journal;
VACUUM ANALYZE juicemaker.journal_delta;
SQL
}
make_pg_journal big "$n"
make_pg_journal small $(( n / 100 ))
echo "== PostgreSQL $("${as_postgres[@]}" "$bindir/postgres" --version | awk '{print $3}'): report --day 2024-02-15, $runs runs each"
measure "$(( n / 100 )) entries" --state "$pg_url" --stand small
measure "$n entries" --state "$pg_url" --stand big
