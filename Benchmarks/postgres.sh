#!/usr/bin/env bash
# The PostgreSQL store against PostgreSQL's own clients, on a throwaway local server (default
# durability: fsync and synchronous_commit on). Sections 1 and 2 run over a 20 ms network: the
# tests' proxy (scripts/netproxy.py) holds every chunk 10 ms each way (the kernels here have no netem).
#   1. one `juicemaker order` process, start to exit, against `psql -c 'select 1'` (connect,
#      authenticate, one round trip: the floor for any one-shot client), 20 ms link;
#   2. orders a second on one stand from 10 registers against 1 register (postgres-bench), 20 ms link;
#   3. orders a second from 8 connections (postgres-bench) against `pgbench -M extended -c 8` running
#      the same single call (Benchmarks/postgres-order.sql), loopback;
#   4. an SQLite `juicemaker order` process, against BASE (a juicemaker binary of an earlier build), if given.
# Usage: Benchmarks/postgres.sh [RUNS] [SECONDS] [BASE]   (defaults: 100 runs, 10 s)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
seconds=${2:-10}
base=${3:-}

swift build -c release --product juicemaker >/dev/null
swift build -c release --product postgres-bench >/dev/null
bin=$(swift build -c release --show-bin-path)

bindir=$(dirname "$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | tail -n 1)")
as_postgres=()
[ "$(id -u)" = 0 ] && as_postgres=(runuser -u postgres --)
work=$(mktemp -d)
chmod 755 "$work"
[ "$(id -u)" = 0 ] && chown postgres "$work"
password=bench-password
echo "$password" > "$work/pw"
[ "$(id -u)" = 0 ] && chown postgres "$work/pw"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as_postgres[@]}" "$bindir/initdb" -D "$work/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
  --pwfile="$work/pw" -E UTF8 >/dev/null
"${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -o "-p $port -k $work -c listen_addresses=127.0.0.1" \
  -l "$work/log" -w start >/dev/null
trap '"${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1; rm -rf "$work"' EXIT
url="postgresql://postgres:$password@127.0.0.1:$port/postgres"
export PGPASSWORD=$password

cat > "$work/menu.yaml" <<'YAML'
fruits:
  lime: { stock: 1000000000 }
juices:
  lime: { recipe: { lime: 1 } }
YAML
"$bin/juicemaker" --menu "$work/menu.yaml" --state "$url" --stand bench stock >/dev/null

python3 scripts/netproxy.py --target-port "$port" --delay-ms 10 --max-seconds 3600 > "$work/proxy.log" 2>&1 &
proxy_pid=$!
trap 'kill $proxy_pid 2>/dev/null; "${as_postgres[@]}" "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1; rm -rf "$work"' EXIT
for _ in $(seq 50); do grep -q listening "$work/proxy.log" 2>/dev/null && break; sleep 0.1; done
link_port=$(awk '/listening/ {print $2}' "$work/proxy.log")
link_url="postgresql://postgres:$password@127.0.0.1:$link_port/postgres"

echo "== $(uname -m), $(nproc) CPUs, PostgreSQL $("$bindir/pg_ctl" --version | awk '{print $3}'), $runs process runs, $seconds s throughput runs"
echo "-- 1. one order as a process over a 20 ms link: juicemaker order vs psql -c 'select 1', median of $runs, interleaved"
python3 - "$runs" "$bin/juicemaker" "$work/menu.yaml" "$link_url" "$link_port" <<'PY'
import statistics, subprocess, sys, time
runs, jm, menu, url, port = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
jm_cmd = [jm, "--menu", menu, "--state", url, "--stand", "bench", "order", "lime"]
psql_cmd = ["psql", "-X", "-q", "-h", "127.0.0.1", "-p", port, "-U", "postgres", "-d", "postgres", "-c", "select 1"]
def timed(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start
jm_times, psql_times = [], []
for i in range(runs):
    first, second = (psql_cmd, jm_cmd) if i % 2 == 0 else (jm_cmd, psql_cmd)
    a, b = timed(first), timed(second)
    (psql_times if first is psql_cmd else jm_times).append(a)
    (jm_times if first is psql_cmd else psql_times).append(b)
a, b = statistics.median(jm_times), statistics.median(psql_times)
print(f"juicemaker order: {a * 1000:.1f} ms   psql -c 'select 1': {b * 1000:.1f} ms   ratio {a / b:.2f}x (target <= 1.3x)")
PY

echo "-- 2. orders a second on one stand over a 20 ms link: 10 registers vs 1, $seconds s each"
one_line=$("$bin/postgres-bench" "$link_url" "$work/menu.yaml" "$seconds" 1)
ten_line=$("$bin/postgres-bench" "$link_url" "$work/menu.yaml" "$seconds" 10)
echo "1 register:   $one_line"
echo "10 registers: $ten_line"
python3 - "$one_line" "$ten_line" <<'PY'
import re, sys
one = float(re.search(r"([0-9.]+) orders/s", sys.argv[1]).group(1))
ten = float(re.search(r"([0-9.]+) orders/s", sys.argv[2]).group(1))
print(f"ratio {ten / one:.2f}x one register's rate (target >= 7x)")
slowest = float(re.search(r"slowest order ([0-9.]+) ms", sys.argv[2]).group(1))
print(f"slowest order of the 10 registers: {slowest:.0f} ms (target < 1000 ms)")
PY

echo "-- 3. orders a second, 8 connections on one stand, loopback: the same single call, 3 pairs of $seconds s, taking turns"
ratios=()
for pair in 1 2 3; do
  if [ $((pair % 2)) = 1 ]; then
    pgbench_line=$(pgbench -n -M extended -c 8 -j 2 -T "$seconds" -f Benchmarks/postgres-order.sql \
      -h 127.0.0.1 -p "$port" -U postgres postgres 2>/dev/null | grep -E '^tps')
    ours_line=$("$bin/postgres-bench" "$url" "$work/menu.yaml" "$seconds" 8)
  else
    ours_line=$("$bin/postgres-bench" "$url" "$work/menu.yaml" "$seconds" 8)
    pgbench_line=$(pgbench -n -M extended -c 8 -j 2 -T "$seconds" -f Benchmarks/postgres-order.sql \
      -h 127.0.0.1 -p "$port" -U postgres postgres 2>/dev/null | grep -E '^tps')
  fi
  echo "pair $pair: pgbench -c 8: $pgbench_line; postgres-bench: $ours_line"
  ratios+=("$(python3 - "$pgbench_line" "$ours_line" <<'PY'
import re, sys
pg = float(re.search(r"tps = ([0-9.]+)", sys.argv[1]).group(1))
ours = float(re.search(r"([0-9.]+) orders/s", sys.argv[2]).group(1))
print(f"{ours / pg:.3f}")
PY
)")
done
python3 -c 'import statistics, sys; r = [float(x) for x in sys.argv[1:]]; print(f"ratios {r}: median {statistics.median(r):.2f}x of pgbench (target >= 0.8x)")' "${ratios[@]}"

if [ -n "$base" ]; then
  echo "-- 4. SQLite order process: this build vs $base, median of $runs"
  python3 - "$runs" "$bin/juicemaker" "$base" "$work" <<'PY'
import statistics, subprocess, sys, time, shutil, os
runs, new, old, work = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
# A menu every build since the first reads (recipes.yaml gained keys that older builds refuse).
with open(os.path.join(work, "recipes.yaml"), "w") as menu:
    menu.write("defaults:\n  stock: 10\nfruits:\n  strawberry: { name: { en: Strawberry, ko: 딸기 }, emoji: 🍓 }\n"
               "  banana: { name: { en: Banana, ko: 바나나 }, emoji: 🍌 }\njuices:\n"
               "  banana: { name: { en: Banana Juice, ko: 바나나쥬스 }, recipe: { banana: 2 } }\n"
               "  strawberry-banana: { name: { en: Strawberry Banana Juice, ko: 딸바쥬스 }, recipe: { strawberry: 10, banana: 1 } }\n")
def prepared(binary, name):
    state = os.path.join(work, name)
    cmd = [binary, "--menu", os.path.join(work, "recipes.yaml"), "--state", state, "order", "banana"]
    subprocess.run(cmd, stdout=subprocess.DEVNULL)
    subprocess.run([binary, "--menu", os.path.join(work, "recipes.yaml"), "--state", state, "stock", "set", "banana", "1000000000"], stdout=subprocess.DEVNULL, check=True)
    return cmd
def timed(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start
new_cmd, old_cmd = prepared(new, "new.sqlite"), prepared(old, "old.sqlite")
new_t, old_t = [], []
for _ in range(runs):
    old_t.append(timed(old_cmd)); new_t.append(timed(new_cmd))
a, b = statistics.median(new_t), statistics.median(old_t)
print(f"this build: {a * 1000:.2f} ms   base: {b * 1000:.2f} ms   ratio {a / b:.3f} (target within 5%)")
PY
fi
