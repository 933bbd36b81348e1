#!/usr/bin/env bash
# Several processes order on one fresh stock file at once. Passes when every process finished
# without error (no "database is locked") and the file's stock and journal match what they made.
# Usage: ./hammer.sh [processes]   (after: swift build -c release --scratch-path .build-bench)
set -euo pipefail
cd "$(dirname "$0")"
processes=${1:-6}
bench=./.build-bench/release/engine-bench
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
for i in $(seq "$processes"); do
  "$bench" hammer "$dir/stock.sqlite" >"$dir/out.$i" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
read -r b sb mk < <(cat "$dir"/out.* | awk '{ b += $1; sb += $2; mk += $3 } END { print b, sb, mk }')
echo "$processes processes made: banana $b, strawberry-banana $sb, mango-kiwi:2 $mk"
"$bench" hammer-check "$dir/stock.sqlite" "$b" "$sb" "$mk"
