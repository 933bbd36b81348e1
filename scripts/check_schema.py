#!/usr/bin/env python3
"""Checks the menu JSON Schema and the menus the repository ships against it.

- config/menu.schema.json is valid draft-07, pretty-printed (2-space indent, trailing
  newline), and every property, definition and map-entry schema has a `description`
  (the YAML language server shows them as hover help);
- recipes.yaml and every config/examples/*.yaml validate;
- every broken fixture (Tests/JuiceMakerKitTests/Fixtures/broken/*.yaml) starts with
  `# expect: CODE LINE:COLUMN` and `# schema: reject|n/a`; the schema rejects those marked
  `reject` and does not reject those marked `n/a` (else the mark is wrong).

Prints one line per file and exits 1 on any failure. Run from anywhere:
    python3 scripts/check_schema.py
"""
import json
import re
import sys
from pathlib import Path

import yaml
from jsonschema import Draft7Validator
from jsonschema.exceptions import SchemaError, best_match

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "config" / "menu.schema.json"
MENUS = [ROOT / "recipes.yaml", *sorted((ROOT / "config" / "examples").glob("*.yaml"))]
FIXTURES = sorted((ROOT / "Tests" / "JuiceMakerKitTests" / "Fixtures" / "broken").glob("*.yaml"))
HEADER = re.compile(r"# expect: ([a-z]+(?:-[a-z]+)*) ([1-9][0-9]*):([1-9][0-9]*)\n# schema: (reject|n/a)\n")

failures = 0


def report(ok, path, detail):
    global failures
    if not ok:
        failures += 1
    name = path.relative_to(ROOT) if isinstance(path, Path) else path
    print(f"{'ok  ' if ok else 'FAIL'}  {name}: {detail}")


def undescribed(schema, pointer=""):
    """JSON pointers of the schemas that need a `description` and lack one."""
    missing = []
    if not isinstance(schema, dict):
        return missing
    needs = []
    for keyword in ("properties", "definitions"):
        needs += [(f"{pointer}/{keyword}/{k}", v) for k, v in schema.get(keyword, {}).items()]
    for keyword in ("additionalProperties", "items"):
        if isinstance(schema.get(keyword), dict):
            needs.append((f"{pointer}/{keyword}", schema[keyword]))
    for sub_pointer, sub in needs:
        if not (isinstance(sub, dict) and isinstance(sub.get("description"), str) and sub["description"].strip()):
            missing.append(sub_pointer)
    # Recurse into every subschema, described or not.
    for key, value in schema.items():
        if isinstance(value, dict):
            missing += undescribed(value, f"{pointer}/{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                missing += undescribed(item, f"{pointer}/{key}/{i}")
    return sorted(set(missing))


def error_text(error):
    where = "/".join(str(p) for p in error.absolute_path) or "(root)"
    return f"at {where}: {error.message}"


def load_yaml(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def main():
    try:
        text = SCHEMA_PATH.read_text(encoding="utf-8")
        schema = json.loads(text)
        Draft7Validator.check_schema(schema)
    except (OSError, ValueError, SchemaError) as e:
        report(False, SCHEMA_PATH, f"not a valid draft-07 schema: {str(e).splitlines()[0]}")
        return 1
    problems = []
    if schema.get("$schema") != "http://json-schema.org/draft-07/schema#":
        problems.append("$schema is not http://json-schema.org/draft-07/schema#")
    if text != json.dumps(schema, indent=2, ensure_ascii=False) + "\n":
        problems.append("not pretty-printed as json.dumps(indent=2, ensure_ascii=False) plus a newline")
    missing = undescribed(schema)
    if missing:
        problems.append("no description at " + ", ".join(missing))
    report(not problems, SCHEMA_PATH, "; ".join(problems) or "valid draft-07, every property described")

    validator = Draft7Validator(schema)

    for path in MENUS:
        try:
            data = load_yaml(path)
        except yaml.YAMLError as e:
            report(False, path, f"YAML does not load: {str(e).splitlines()[0]}")
            continue
        error = best_match(validator.iter_errors(data))
        report(error is None, path, "valid" if error is None else f"invalid {error_text(error)}")

    if not FIXTURES:
        report(False, "Tests/JuiceMakerKitTests/Fixtures/broken", "no fixtures found")
    for path in FIXTURES:
        header = HEADER.match(path.read_text(encoding="utf-8"))
        if not header:
            report(False, path, "does not start with `# expect: CODE LINE:COLUMN` and `# schema: reject|n/a`")
            continue
        expect = f"expects {header[1]} {header[2]}:{header[3]}"
        try:
            data = load_yaml(path)
        except yaml.YAMLError as e:
            loads = False
            why = f"YAML does not load ({str(e).splitlines()[0]})"
        else:
            loads = True
            error = best_match(validator.iter_errors(data))
        if header[4] == "reject":
            if not loads:
                report(False, path, f"{expect}; marked reject but {why}: mark it n/a")
            elif error is None:
                report(False, path, f"{expect}; marked reject but the schema accepts it")
            else:
                report(True, path, f"{expect}; schema rejects it {error_text(error)}")
        else:
            if loads and error is not None:
                report(False, path, f"{expect}; marked n/a but the schema rejects it {error_text(error)}: mark it reject")
            else:
                report(True, path, f"{expect}; n/a: " + (why if not loads else "the schema accepts it"))

    print(f"check_schema: {'all passed' if not failures else f'{failures} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
