#!/usr/bin/env bash
# schemathesis (PyPI) against `juicemaker serve` and its OpenAPI document, on SQLite and on a real
# PostgreSQL server started here: no 5xx, every response as the document says, undeclared
# methods refused, bad requests refused (scripts/schemathesis.toml has the one allowance).
#   JUICEMAKER=path/to/juicemaker scripts/check_api.sh      (default: .build/debug/juicemaker)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=${JUICEMAKER:-$root/.build/debug/juicemaker}
command -v schemathesis >/dev/null || python3 -m pip install --quiet schemathesis
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -n "${pgdata:-}" ] && [ -d "$pgdata" ]; then $pgrun "$pgbin/pg_ctl" -D "$pgdata" -m immediate stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
cp "$root/recipes.yaml" "$work/"

# Starts serve with the given global options; sets $url.
serve() {
  local log="$work/serve-$#.log"
  (cd "$work" && exec "$binary" "$@" serve --port 0) >"$log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 300); do
    url=$(grep -o 'listening on http://[0-9.:]*' "$log" | head -n1 | sed 's/listening on //') || true
    [ -n "$url" ] && return 0
    sleep 0.1
  done
  echo "check_api: serve did not start:"; cat "$log"; exit 1
}

run() {
  local name=$1
  echo "check_api: schemathesis on $name ($url)"
  schemathesis --config-file "$root/scripts/schemathesis.toml" run "$url/openapi.json" \
    --checks all --max-examples "${EXAMPLES:-40}" --seed 1 --no-color 2>&1 | tail -n 25
  # schemathesis exits non-zero on any failure; set -e ends the script with it.
}

serve --menu recipes.yaml --state "$work/stock.sqlite"
run SQLite

# A PostgreSQL cluster of this script's own (initdb refuses root: as root, run as postgres).
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
if [ -z "$pgbin" ]; then
  if [ "${CI:-}" = true ]; then echo "check_api: CI=true but PostgreSQL's programs are missing"; exit 1; fi
  echo "check_api: no PostgreSQL; skipped it"; exit 0
fi
pgrun=""
pgdata="$work/pg"
mkdir -p "$pgdata"
if [ "$(id -u)" = 0 ]; then chown postgres "$work" "$pgdata"; pgrun="runuser -u postgres --"; fi
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
$pgrun "$pgbin/initdb" -D "$pgdata" -U postgres --auth=trust >/dev/null
$pgrun "$pgbin/pg_ctl" -D "$pgdata" -o "-p $port -k $pgdata -c listen_addresses=127.0.0.1" -l "$pgdata/log" -w start >/dev/null
serve --menu recipes.yaml --state "postgresql://postgres@127.0.0.1:$port/postgres?sslmode=disable"
run PostgreSQL
echo "check_api: all passed"
