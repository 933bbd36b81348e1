#!/usr/bin/env bash
# Builds the menu fuzzer with libFuzzer + ASan and runs it on a seed corpus of real menus,
# broken fixtures and the YAML test suite. Usage: Fuzz/run.sh [seconds] (default 60).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build-fuzz
mkdir -p "$out/corpus"
# The parts of the library the fuzzer reaches: the YAML layer as a module of its own (as in the
# package), then the library's menu, diagnostics and engine compiled with the harness; the store
# (GRDB) is left out. One package name, so `package` declarations are seen across the two.
mkdir -p "$out/modules"
swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -module-name JuiceMakerYAML -package-name juicemaker \
  -I Sources/CYaml Sources/JuiceMakerYAML/*.swift -emit-module -emit-module-path "$out/modules/JuiceMakerYAML.swiftmodule" \
  -c -o "$out/JuiceMakerYAML.o"
sources=$(ls Sources/JuiceMakerKit/{Menu,Diagnostics,Support,Engine}/*.swift)
swiftc -sanitize=fuzzer,address -parse-as-library -O -use-ld=lld -module-name JuiceMakerFuzz -package-name juicemaker \
  -I "$out/modules" -I Sources/CYaml $sources Fuzz/MenuFuzzer.swift "$out/JuiceMakerYAML.o" -lyaml -o "$out/menu-fuzzer"
cp recipes.yaml config/examples/*.yaml Tests/JuiceMakerKitTests/Fixtures/broken/*.yaml "$out/corpus/" 2>/dev/null
find Tests/JuiceMakerYAMLTests/YAMLTestSuite -name in.yaml | while read -r f; do
  cp "$f" "$out/corpus/suite-$(echo "$f" | tr '/' '_')"
done
"$out/menu-fuzzer" "$out/corpus" -max_total_time="$seconds" -max_len=4096 -timeout=5 -rss_limit_mb=2048 -print_final_stats=1
