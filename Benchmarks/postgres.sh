#!/usr/bin/env bash
# The PostgreSQL store against PostgreSQL's own clients, on a throwaway local server (default
# durability: fsync and synchronous_commit on), with the same transaction (Benchmarks/postgres-order.sql):
#   1. one `juicemaker order` process, start to exit, against `psql -f` running the transaction;
#   2. orders a second from 8 connections on one stand (postgres-bench) against `pgbench -c 8`;
#   3. an SQLite `juicemaker order` process, against BASE (a juicemaker binary of an earlier build), if given.
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

echo "== $(uname -m), $(nproc) CPUs, PostgreSQL $("$bindir/pg_ctl" --version | awk '{print $3}'), $runs process runs, $seconds s throughput runs"
echo "-- 1. one order as a process: juicemaker order vs psql -f (same transaction), median of $runs"
python3 - "$runs" "$bin/juicemaker" "$work/menu.yaml" "$url" "$port" <<'PY'
import statistics, subprocess, sys, time
runs, jm, menu, url, port = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
jm_cmd = [jm, "--menu", menu, "--state", url, "--stand", "bench", "order", "lime"]
psql_cmd = ["psql", "-X", "-q", "-h", "127.0.0.1", "-p", port, "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1",
            "-f", "Benchmarks/postgres-order.sql"]
def timed(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start
jm_times, psql_times = [], []
for _ in range(runs):
    psql_times.append(timed(psql_cmd))
    jm_times.append(timed(jm_cmd))
a, b = statistics.median(jm_times), statistics.median(psql_times)
print(f"juicemaker order: {a * 1000:.2f} ms   psql: {b * 1000:.2f} ms   ratio {a / b:.2f}x (target <= 2x)")
PY

echo "-- 2. orders a second, 8 connections on one stand, $seconds s"
pgbench_line=$(pgbench -n -M extended -c 8 -j 2 -T "$seconds" -f Benchmarks/postgres-order.sql \
  -h 127.0.0.1 -p "$port" -U postgres postgres 2>/dev/null | grep -E '^tps')
ours_line=$("$bin/postgres-bench" "$url" "$work/menu.yaml" "$seconds" 8)
echo "pgbench -c 8: $pgbench_line"
echo "postgres-bench: $ours_line"
python3 - "$pgbench_line" "$ours_line" <<'PY'
import re, sys
pg = float(re.search(r"tps = ([0-9.]+)", sys.argv[1]).group(1))
ours = float(re.search(r"([0-9.]+) orders/s", sys.argv[2]).group(1))
print(f"ratio {ours / pg:.2f}x of pgbench (target >= 0.7x)")
PY

if [ -n "$base" ]; then
  echo "-- 3. SQLite order process: this build vs $base, median of $runs"
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
