#!/usr/bin/env python3
"""What each user links: the menu core and the language server reach no database or server library.

Reads `swift package describe --type json` and follows every target's target and product
dependencies; fails naming the path by which a forbidden library is reached.
"""
import json
import subprocess
import sys

# Targets a menu-reading app, `validate`'s checks and the editor's language server are built from.
MENU_ONLY = ["JuiceMakerYAML", "JuiceMakerMenu", "JuiceMakerLanguageServer"]
FORBIDDEN = {"GRDB", "PostgresNIO", "Hummingbird", "NIOCore", "NIOPosix", "ServiceLifecycle"}

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
for name in MENU_ONLY:
    for library, path in reached(name, [name]):
        if library in FORBIDDEN:
            print(f"check_targets: {' → '.join(path)}: {name} must link no {library}")
            failed = True
    if not failed:
        print(f"check_targets: {name} links no database or server library")
sys.exit(1 if failed else 0)
