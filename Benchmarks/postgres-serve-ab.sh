#!/usr/bin/env bash
# Two (or more) builds' `serve` on PostgreSQL, taking turns: each run on a fresh throwaway cluster
# (initdb, pg_ctl on a free port), POST /api/orders with wrk at 8 connections (as part 2 of
# serve.sh), then the median of each build's runs. For before/after figures within a few percent,
# where one build's runs vary by 5%.
# Usage: Benchmarks/postgres-serve-ab.sh SECONDS ROUNDS NAME=BINDIR [NAME=BINDIR ...]
#   e.g. Benchmarks/postgres-serve-ab.sh 6 5 before=/tmp/before/.build/release after=.build/release
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { sed -n 2,7p "$0"; exit 2; }
seconds=$1; rounds=$2; shift 2
command -v wrk >/dev/null || { echo "postgres-serve-ab.sh: needs wrk (apt-get install wrk)"; exit 2; }
bindir=$(dirname "$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | tail -n 1)")
as_postgres=()
[ "$(id -u)" = 0 ] && as_postgres=(runuser -u postgres --)
results=$(mktemp)
for round in $(seq 1 "$rounds"); do
  for spec in "$@"; do
    name=${spec%%=*}; bin=${spec#*=}
    work=$(mktemp -d); chmod 755 "$work"
    [ "$(id -u)" = 0 ] && chown postgres "$work"
    printf 'fruits:\n  lime: { stock: 1000000000 }\njuices:\n  lime: { recipe: { lime: 1 } }\n' > "$work/menu.yaml"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "${as_postgres[@]}" "$bindir/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 >/dev/null
    "${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -o "-p $port -k $work -c listen_addresses=127.0.0.1" -l "$work/pg.log" -w start >/dev/null
    pg_url="postgresql://postgres@127.0.0.1:$port/postgres?sslmode=disable"
    "$bin/juicemaker" --menu "$work/menu.yaml" --state "$pg_url" --stand bench stock >/dev/null 2>&1
    "$bin/juicemaker" --menu "$work/menu.yaml" --state "$pg_url" --stand bench serve --port 0 >"$work/serve.log" 2>&1 &
    serve_pid=$!
    url=""
    for _ in $(seq 1 300); do
      url=$(grep -o 'listening on http://[0-9.:]*' "$work/serve.log" | head -n1 | sed 's/listening on //')
      [ -n "$url" ] && break
      sleep 0.1
    done
    rate=$(wrk -t2 -c8 -d"${seconds}s" -s Benchmarks/serve-order.lua "$url/api/orders" | awk '/Requests\/sec/ {print $2}')
    echo "round $round: $name $rate requests/s"
    echo "$name $rate" >> "$results"
    kill "$serve_pid"; wait "$serve_pid" 2>/dev/null
    "${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1
    rm -rf "$work"
  done
done
python3 - "$results" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    name, rate = line.split()
    runs.setdefault(name, []).append(float(rate))
first = None
for name, rates in runs.items():
    median = statistics.median(rates)
    change = "" if first is None else f" ({(median / first - 1) * 100:+.1f}%)"
    first = median if first is None else first
    print(f"{name}: median {median:,.0f}/s{change}, {min(rates):,.0f}-{max(rates):,.0f}/s, {len(rates)} runs")
PY
rm -f "$results"
