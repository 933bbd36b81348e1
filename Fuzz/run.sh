#!/usr/bin/env bash
# Builds the fuzzers with libFuzzer + ASan and runs them.
#   Fuzz/run.sh [seconds] [menu|request|all]     (default: 60 s, all)
# menu: the menu fuzzer, on a seed corpus of real menus, broken fixtures and the YAML test suite.
# request: what serve reads from a socket before any route (request bodies, problems, the access
#   policy), on a seed corpus of bodies; it needs the package built once (swift build), for
#   swift-http-types' sources under .build/checkouts.
# FUZZ_RUNS=N runs each fuzzer N inputs instead of for a time.
# FUZZ_OPT=-Onone builds without optimization: for a smoke run (CI), which must build and survive
# a few seconds, in a third of the build time; a real fuzzing run wants the default -O.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
which=${2:-all}
opt=${FUZZ_OPT:--O}
out=.build-fuzz
limit=(-max_total_time="$seconds")
[ -n "${FUZZ_RUNS:-}" ] && limit=(-runs="$FUZZ_RUNS")
mkdir -p "$out/corpus"
# A trap in a fuzzer is reported by libFuzzer and ASan. Swift's own backtracer would also read the
# crashed stack, which ASan takes for an overflow, and can then hang holding the output pipe open.
export SWIFT_BACKTRACE=enable=no
# The YAML layer and the menu core are built once, as the modules they are in the package, and
# shared by both harnesses. One package name, so `package` declarations are seen across them.
mkdir -p "$out/modules"
swiftc -sanitize=fuzzer,address -parse-as-library "$opt" -wmo -module-name JuiceMakerYAML -package-name juicemaker \
  -I Sources/CYaml Sources/JuiceMakerYAML/*.swift -emit-module -emit-module-path "$out/modules/JuiceMakerYAML.swiftmodule" \
  -c -o "$out/JuiceMakerYAML.o"
# What SwiftPM's `.embedInCode` generates for the menu core (the schema's bytes), written here.
python3 -c 'import sys; print("struct PackageResources {\n    static let menu_schema_json: [UInt8] = [" + ",".join(str(b) for b in open(sys.argv[1], "rb").read()) + "]\n}")' \
  config/menu.schema.json > "$out/MenuResources.swift"
swiftc -sanitize=fuzzer,address -parse-as-library "$opt" -wmo -module-name JuiceMakerMenu -package-name juicemaker \
  -I "$out/modules" -I Sources/CYaml $(find Sources/JuiceMakerMenu -name '*.swift' | sort) "$out/MenuResources.swift" \
  -emit-module -emit-module-path "$out/modules/JuiceMakerMenu.swiftmodule" -c -o "$out/JuiceMakerMenu.o"

if [ "$which" = menu ] || [ "$which" = all ]; then
  # The menu core, as a menu-reading app links it: no store, no database.
  swiftc -sanitize=fuzzer,address -parse-as-library "$opt" -use-ld=lld -module-name JuiceMakerFuzz -package-name juicemaker \
    -I "$out/modules" -I Sources/CYaml Fuzz/MenuFuzzer.swift "$out/JuiceMakerMenu.o" "$out/JuiceMakerYAML.o" -lyaml -o "$out/menu-fuzzer"
  cp recipes.yaml config/examples/*.yaml Tests/JuiceMakerKitTests/Fixtures/broken/*.yaml "$out/corpus/" 2>/dev/null
  find Tests/JuiceMakerYAMLTests/YAMLTestSuite -name in.yaml | while read -r f; do
    cp "$f" "$out/corpus/suite-$(echo "$f" | tr '/' '_')"
  done
  "$out/menu-fuzzer" "$out/corpus" "${limit[@]}" -max_len=4096 -timeout=5 -rss_limit_mb=2048 -print_final_stats=1
fi

if [ "$which" = request ] || [ "$which" = all ]; then
  # swift-http-types as a module, then the server's reading of requests with the harness (the
  # problem writer and the bodies use the menu core's JSON and words): no Hummingbird, NIO or store.
  mkdir -p "$out/request-corpus"
  http_types=.build/checkouts/swift-http-types/Sources/HTTPTypes
  [ -d "$http_types" ] || { echo "Fuzz/run.sh: run 'swift build' first (it fetches swift-http-types)"; exit 1; }
  swiftc -sanitize=fuzzer,address -parse-as-library "$opt" -wmo -module-name HTTPTypes \
    "$http_types"/*.swift -emit-module -emit-module-path "$out/modules/HTTPTypes.swiftmodule" -c -o "$out/HTTPTypes.o"
  server=Sources/JuiceMakerServer
  swiftc -sanitize=fuzzer,address -parse-as-library "$opt" -use-ld=lld -module-name JuiceMakerRequestFuzz -package-name juicemaker \
    -I "$out/modules" -I Sources/CYaml \
    $server/StrictJSON.swift $server/StrictBody.swift $server/RequestBodies.swift $server/PlainJSONScanner.swift \
    $server/Problem.swift $server/AccessPolicy.swift Fuzz/RequestFuzzer.swift \
    "$out/JuiceMakerMenu.o" "$out/JuiceMakerYAML.o" "$out/HTTPTypes.o" -lyaml -o "$out/request-fuzzer"
  cp Fuzz/request-seeds/* "$out/request-corpus/"
  "$out/request-fuzzer" "$out/request-corpus" "${limit[@]}" -max_len=2048 -timeout=5 -rss_limit_mb=2048 -print_final_stats=1
fi
