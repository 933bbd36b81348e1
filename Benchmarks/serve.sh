#!/usr/bin/env bash
# `juicemaker serve` under load from wrk (Debian's package), each figure against its floor measured
# in the same run (issue 24):
#   1. POST /api/orders, 8 connections, SQLite, against the store's own order rate in process
#      (postgres-bench, 8 threads): ROUNDS rounds (default 3) of the one then the other, each on
#      a fresh file, judged on the median ratio (on a shared VM either moves by a fifth from one
#      run to the next);                                                            target >= 0.7x
#   2. POST /api/orders, 8 connections, PostgreSQL, against `pgbench -M extended -c 8` running
#      the same call (Benchmarks/postgres-order.sql);                              target >= 1.0x
#   3. GET /api/stock against GET /health (a constant route), 8 connections;      target >= 0.5x
#   4. p50/p99 latency of the orders at 8 connections (wrk --latency);
#   5. the server's resident memory after 1,000 and after 100,000 orders;        within 10%
# Usage: [BIN=DIR] Benchmarks/serve.sh [SECONDS]    (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
command -v wrk >/dev/null || { echo "serve.sh: needs wrk (apt-get install wrk)"; exit 2; }
# BIN=DIR measures the juicemaker and postgres-bench already built in DIR (say, an older
# commit's, to compare two builds in one sitting) instead of building this checkout's.
if [ -n "${BIN:-}" ]; then
  bin=$BIN
else
  swift build -c release --product juicemaker >/dev/null
  swift build -c release --product postgres-bench >/dev/null
  bin=$(swift build -c release --show-bin-path)
fi

work=$(mktemp -d)
chmod 755 "$work"
pids=()
bindir=$(dirname "$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | tail -n 1)")
as_postgres=()
[ "$(id -u)" = 0 ] && { as_postgres=(runuser -u postgres --); chown postgres "$work"; }
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  "${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
cat > "$work/menu.yaml" <<'YAML'
fruits:
  lime: { stock: 1000000000 }
juices:
  lime: { recipe: { lime: 1 } }
YAML

# serve STATE: starts `juicemaker serve` on a free port; sets $url and $serve_pid.
serve() {
  local log="$work/serve-${#pids[@]}.log"
  "$bin/juicemaker" --menu "$work/menu.yaml" --state "$1" --stand bench serve --port 0 >"$log" 2>&1 &
  serve_pid=$!
  pids+=("$serve_pid")
  url=""
  for _ in $(seq 1 300); do
    url=$(grep -o 'listening on http://[0-9.:]*' "$log" | head -n1 | sed 's/listening on //') || true
    [ -n "$url" ] && return 0
    sleep 0.1
  done
  echo "serve.sh: serve did not start"; cat "$log"; exit 1
}
rate() { awk '/Requests\/sec/ {print $2}'; }
orders() { wrk -t2 -c8 -d"${seconds}s" --latency -s Benchmarks/serve-order.lua "$1/api/orders"; }
ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.2f}')" "$1" "$2"; }
rss() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }

echo "== $(uname -m), $(nproc) CPUs, $seconds s runs"
echo "-- 1. SQLite: POST /api/orders (wrk, 8 connections) vs the store in process (8 threads)"
rounds=${ROUNDS:-3}
ratios=()
for round in $(seq 1 "$rounds"); do
  # The last round's server stays up for part 3.
  if [ "$round" -gt 1 ]; then kill "$serve_pid"; sleep 0.5; fi
  in_process=$("$bin/postgres-bench" "$work/inproc-$round.sqlite" "$work/menu.yaml" "$seconds" 8 | grep -o '[0-9.]* orders/s' | awk '{print $1}')
  serve "$work/serve-$round.sqlite"
  sqlite_wrk=$(orders "$url")
  sqlite_rate=$(echo "$sqlite_wrk" | rate)
  ratios+=("$(ratio "$sqlite_rate" "$in_process")")
  echo "round $round: in process $in_process orders/s; serve $sqlite_rate requests/s; ratio ${ratios[-1]}x"
  echo "$sqlite_wrk" | grep -E '^ +(50|99)%' | sed 's/^/   SQLite latency /'
done
median=$(python3 -c 'import statistics, sys; print(f"{statistics.median(float(r) for r in sys.argv[1:]):.2f}")' "${ratios[@]}")
echo "median of $rounds rounds: ratio ${median}x (target >= 0.7x)"

echo "-- 3. GET /api/stock vs GET /health, 8 connections"
stock_rate=$(wrk -t2 -c8 -d"${seconds}s" "$url/api/stock" | rate)
health_rate=$(wrk -t2 -c8 -d"${seconds}s" "$url/health" | rate)
echo "stock: $stock_rate requests/s; health: $health_rate requests/s; ratio $(ratio "$stock_rate" "$health_rate")x (target >= 0.5x)"

echo "-- 5. resident memory after 1,000 and after 100,000 orders (a fresh server)"
kill "$serve_pid"; sleep 0.5
serve "$work/memory.sqlite"
made() { curl -s "$url/api/stock" | python3 -c 'import json,sys; print(1000000000 - json.load(sys.stdin)["stock"][0]["stock"])'; }
# wrk has no request count: short runs until the count is passed, then the reading.
until [ "$(made)" -ge 1000 ]; do wrk -t1 -c2 -d1s -s Benchmarks/serve-order.lua "$url/api/orders" >/dev/null; done
after_1k=$(rss "$serve_pid"); at_1k=$(made)
until [ "$(made)" -ge 100000 ]; do wrk -t2 -c8 -d5s -s Benchmarks/serve-order.lua "$url/api/orders" >/dev/null; done
after_100k=$(rss "$serve_pid"); at_100k=$(made)
echo "RSS after $at_1k orders: $after_1k kB; after $at_100k: $after_100k kB; ratio $(ratio "$after_100k" "$after_1k")x (target <= 1.10x)"
kill "$serve_pid"

echo "-- 2. PostgreSQL: POST /api/orders (wrk, 8 connections) vs pgbench -M extended -c 8, the same call"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as_postgres[@]}" "$bindir/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -o "-p $port -k $work -c listen_addresses=127.0.0.1" -l "$work/pg.log" -w start >/dev/null
pg_url="postgresql://postgres@127.0.0.1:$port/postgres?sslmode=disable"
"$bin/juicemaker" --menu "$work/menu.yaml" --state "$pg_url" --stand bench stock >/dev/null 2>&1
serve "$pg_url"
pg_wrk=$(orders "$url")
pg_rate=$(echo "$pg_wrk" | rate)
pgbench_rate=$(pgbench -n -M extended -c 8 -j 2 -T "$seconds" -f Benchmarks/postgres-order.sql -h 127.0.0.1 -p "$port" -U postgres postgres 2>/dev/null \
  | awk '/^tps/ {print $3}')
echo "pgbench: $pgbench_rate tps; serve: $pg_rate requests/s; ratio $(ratio "$pg_rate" "$pgbench_rate")x (target >= 1.0x)"
echo "$pg_wrk" | grep -E '^ +(50|99)%' | sed 's/^/   PostgreSQL latency /'
