#!/usr/bin/env python3
"""What each user links: the menu core, the language server and the validate-only program
(`juicemaker-validate`) reach no database or server library, and nothing but the SQLite store (and
what is built on it) reaches GRDB.

Reads `swift package describe --type json` and follows every target's target and product
dependencies; fails naming the path by which a forbidden library is reached. Also reads
`swift package dump-package`: both programs link the Swift runtime statically in release builds
(a manifest that lost the flags still builds and passes every test, only slower to start).
"""
import json
import subprocess
import sys

# Targets a menu-reading app, `validate`'s checks and the editor's language server are built from.
MENU_ONLY = {"GRDB", "PostgresNIO", "Hummingbird", "NIOCore", "NIOPosix", "ServiceLifecycle"}
RULES = {
    "JuiceMakerYAML": MENU_ONLY,
    "JuiceMakerMenu": MENU_ONLY,
    "JuiceMakerLanguageServer": MENU_ONLY,
    # `juicemaker validate` alone, and what it shares with `juicemaker`.
    "JuiceMakerCommandLine": MENU_ONLY,
    "juicemaker-validate": MENU_ONLY,
    # The ledger and store interface; the other stores and the front ends work through it.
    "JuiceMakerStock": MENU_ONLY,
    "JuiceMakerFrontEnd": MENU_ONLY,
    "JuiceMakerPostgres": {"GRDB", "Hummingbird"},
    "JuiceMakerServer": {"GRDB", "PostgresNIO"},
}

described = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"],
                                      check=True, capture_output=True, text=True).stdout)
targets = {target["name"]: target for target in described["targets"]}


def reached(name, path):
    """Every (library, path) reached from target `name`."""
    target = targets[name]
    for product in target.get("product_dependencies", []):
        yield product, path + [product]
    for dependency in target.get("target_dependencies", []):
        yield from reached(dependency, path + [dependency])


failed = False
for name, forbidden in RULES.items():
    found = [(library, path) for library, path in reached(name, [name]) if library in forbidden]
    for library, path in found:
        print(f"check_targets: {' → '.join(path)}: {name} must link no {library}")
    failed = failed or bool(found)
    if not found:
        print(f"check_targets: {name} links none of {', '.join(sorted(forbidden))}")
manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
for target in manifest["targets"]:
    if target["name"] not in ("juicemaker", "juicemaker-validate"):
        continue
    flags = [flag for setting in target.get("settings") or [] for flag in setting["kind"].get("unsafeFlags", {}).get("_0", [])]
    if "-static-stdlib" in flags:
        print(f"check_targets: {target['name']} links the Swift runtime statically in release builds")
    else:
        print(f"check_targets: {target['name']} has lost its release linker settings (-static-stdlib)")
        failed = True
sys.exit(1 if failed else 0)
