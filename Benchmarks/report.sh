#!/usr/bin/env bash
# `juicemaker report` for one day on a journal of N entries (issue 46): time as a process and peak
# memory, against the same day on a journal of N/100, to show neither grows with the journal.
# The journal is made with sqlite3 in the stock file juicemaker made: N entries over 100 days of
# 1,000,000 / 100 orders a day each, every tenth a lost sale, one delta an order.
# Usage: [BIN=DIR] Benchmarks/report.sh [N]      (default 1000000; RUNS=7)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000000}
runs=${RUNS:-7}
if [ -n "${BIN:-}" ]; then bin=$BIN/juicemaker; else swift build -c release --product juicemaker >/dev/null; bin=$(swift build -c release --show-bin-path)/juicemaker; fi
command -v sqlite3 >/dev/null || { echo "report.sh: needs sqlite3"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
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
measure() {  # file label
  local times=() rss=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$work/rss" "$bin" --menu "$work/menu.yaml" --state "$1" report --day 2024-02-15 >"$work/out"
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
    rss+=($(cat "$work/rss"))
  done
  local t r
  t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  r=$(printf '%s\n' "${rss[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  echo "$2: median $t ms, peak RSS $r kB"
  grep "^Total" "$work/out"
}
make_journal "$work/big.sqlite" "$n"
make_journal "$work/small.sqlite" $(( n / 100 ))
echo "== report --day 2024-02-15, $runs runs each ($(nproc) CPUs)"
measure "$work/small.sqlite" "$(( n / 100 )) entries"
measure "$work/big.sqlite" "$n entries"
