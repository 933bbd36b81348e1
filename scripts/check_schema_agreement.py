#!/usr/bin/env python3
"""Checks that the JSON Schema and `juicemaker validate` agree on a corpus of mutated menus.

The corpus is built here, the same on every run, from recipes.yaml and config/examples/*.yaml:
each mutation edits one place of a shipped menu's text (its comments, anchors and styles kept):

- by key: every key of the menu, of `defaults`, of a fruit and of a juice removed and misspelled
  (`fruit`, `Fruits`, `fruitss`), unknown keys added (`colour`, `null`, `1`);
- by type: every field (and `defaults`, `fruits`, `juices`, a fruit, a juice, a recipe) set to
  text, quoted text, a number, a float, a boolean, null, a list, a mapping and "" (a field the
  menu lacks is added);
- by number form: every count (`version`, `stock`, `reorder`, `par`, a recipe amount, in a fruit
  and in `defaults`) written as 0x10, 0o10, 0b10, 010, +5, 2.0, 1.0, 10., 1e1, 1.0e+1, 1_000,
  1:30, -1, 0, 1, the limit and one past it, a huge number, "10", '10', .inf, .nan, ten, ...;
- names and emoji: 42, 5, "", " ", a tab, a no-break space, a line separator, control
  characters (a line break at the end too), bidirectional controls, a date, true, no, ...;
- money, in a menu with `currency:` (priced.yaml): the currency set to other codes, to codes in
  lower case, signs and words (`₩`, `won`), and a price and a cost to amounts, negative, past the
  limit, quoted, with a fraction the currency has no places for (`4500.5` in KRW: validate refuses
  it, and JSON Schema cannot know the currency's places), `.inf`, ...;
- ids: a fruit added, a juice renamed and a recipe fruit renamed (with that fruit added) to
  `null`, `true`, `yes`, `~`, `Null`, `TRUE`, `1`, `Mango`, `passion fruit`, `x-`, `é`,
  `"null"`, ...; `was:` set to such ids and lists of them; a name's `en` renamed to other
  language codes and non-codes (`EN`, `pt-BR`, `en_US`, `no`, ...).

large.yaml (generated: 40 fruits and 300 juices of recipes.yaml's shape) takes every
LARGE_SAMPLE-th of its mutations (all with --full), to keep the run short.

Each mutated menu is written to a temporary directory and checked twice:

- by `juicemaker validate --format json` (all files in one run). It ACCEPTS a menu that has no
  error; warnings (unused-fruit, unmakeable-juice, missing-translation) do not count, as
  `validate` without --strict exits 0 on them. Some errors come from rules no JSON Schema can
  state, about one value against another: a recipe naming a fruit the menu lacks (unknown-fruit),
  a duplicate id (duplicate-id), a par at or below the reorder point (par-not-above-reorder), a
  `was:` naming the fruit itself or a fruit still on the menu (invalid-rename), a price or a cost
  without `currency:` (missing-currency). A menu whose only
  errors are of those (BEYOND_SCHEMA) is one the schema must accept.
- by the JSON Schema, as scripts/check_schema.py does: PyYAML's safe loader (the C one when
  present) and jsonschema's Draft7Validator. A menu PyYAML cannot load counts as rejected.

A mutation "must agree" unless a YAML loader decides before the schema sees the value: then
the schema cannot tell what was written, and the two may differ. Those forms are LOADER_DECIDED,
a fixed list by loader and place:

- counts: 0x10 (and 0x1), 0b10, 1_000 and 1:30 are numbers to YAML 1.1 (PyYAML), and 2.0, 1.0,
  10. and 1.0e+1 are floats JSON Schema counts as whole (an `integer` is any number with no
  fraction); `validate` takes only decimal digits;
- ids (fruit, juice and recipe keys): `~`, `Null`, `NULL`, `True`, `FALSE`, `Yes`, `NO`, `On`,
  `OFF` load as null or a boolean, so the schema sees the same value as for `null`, `true` or
  `no`, which are slugs and ids to `validate`; `was:` ids alike, but for the null spellings,
  which neither takes;
- language codes: `yes`, `no`, `on` and `off` are booleans to YAML 1.1, so `name: { no: Nei }`
  (Norwegian) is refused by the schema;
- text: `2024-06-01` loads as a date, which is not a string.

With --loader ruamel the schema sees the menu as check-jsonschema does (ruamel.yaml, YAML 1.2,
keys turned to text with str(), timestamps kept as text), with that loader's own list: 0o10,
1e1 and 0b10 are numbers there (ruamel.yaml keeps 0b10 and 1_000 from YAML 1.1), 1:30 is not;
`null:`, `true:` and `false:` keys become the text `None`, `True`, `False`, which no id pattern
can take; `yes`/`no` stay text, and so do dates.

Prints each disagreement that must not be (the menu, the mutation and both verdicts), the
loader-decided forms that disagreed (with how many menus), and a summary; exits 1 when a
mutation that must agree does not, 2 when the binary or a dependency is missing.

    python3 scripts/check_schema_agreement.py [--juicemaker PATH] [--schema PATH] [--loader pyyaml|ruamel]
                                              [--full] [--keep DIR] [--verbose]

The binary is --juicemaker, else $JUICEMAKER, else .build/debug/juicemaker in the repository.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter, namedtuple
from pathlib import Path

import yaml
from jsonschema import Draft7Validator
from jsonschema.exceptions import best_match

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "config" / "menu.schema.json"
SOURCES = [ROOT / "recipes.yaml", *sorted((ROOT / "config" / "examples").glob("*.yaml"))]
LARGE_SAMPLE = 40

BEYOND_SCHEMA = {"unknown-fruit", "duplicate-id", "par-not-above-reorder", "invalid-rename", "missing-currency"}

# Raw YAML written in place of a value, by what the value is. Every one fits on one line and in
# flow style (`{ stock: X }`) as well as in block style.
TYPES = ["hello", '"hello"', "42", "1.5", "true", "null", "~", "[]", "[a, b]", "{}", "{ x: 1 }", '""']
COUNTS = ["1", "0", "-1", "+5", "010", "1000000000", "1000000001", "99999999999999999999",
          "0x10", "0o10", "0b10", "1_000", "1:30", "2.0", "1.0", "10.", "1e1", "1.0e+1",
          '"10"', "'10'", ".inf", "-.inf", ".nan", "ten", "false", "yes"]
VERSIONS = COUNTS + ["2", "01", "+1", "0x1"]
TEXTS = ["Mango Juice", "42", "5", "0", "-1", "0x10", "1e1", ".inf", "true", "no", "off", '""', '" "',
         r'"\t"', r'"\u00a0"', r'"\u3000"', r'"\u2028"', r'"a\tb"', r'"\u200b"', r'"\e[31m"',
         r'"a\u202eb"', r'"\u0085"', r'"\u2066x"', r'"Mango\n"', r'"a\nb"', "🍓", "'quoted'", "2024-06-01"]
IDS = ["null", "true", "false", "yes", "no", "on", "off", "~", "Null", "NULL", "True", "FALSE",
       "Yes", "NO", "On", "OFF", "1", "42", "0x10", "1.5", "1a", "a", "a1", "x-", "a--b", "-x",
       "Mango", "MANGO", "passion fruit", "passion_fruit", "é", '"null"', "'true'", '"1"',
       '"Mango"', '"a b"']
FORMER_IDS = IDS + ["old-name", "[old-a, old-b]", "[old-a, old-a]", "[]", "[Old]", "[null]",
                    "[true]", "[5]", "[[a]]"]
ALLOWS = ["[unused-fruit]", "[missing-translation]", "[unmakeable-juice]", "[unused-fruit, unused-fruit]",
          "[bogus]", "unused-fruit", "[]", "[null]", "[5]"]
LANGUAGES = ["EN", "En", "e", "eng", "engl", "en-", "en-US", "en-us", "pt-BR", "zh-Hant", "en_US",
             "x1", "no", "yes", "on", "off", "NO", "null", "~", "true", "1", '"no"', "'en'"]
UNKNOWN_KEYS = ["colour", "null", "1"]
# In a menu with `currency:` (config/examples/priced.yaml, in KRW): the currency, and a price or cost.
CURRENCIES = ["USD", "KWD", "krw", "Krw", "XYZ", "XAU", "KR", "KRWW", "₩", "won", '"KRW"', "'USD'", "[KRW]"]
AMOUNTS = ["4500", "0", "-1", "+5", "1000000000", "1000000001", "99999999999999999999", '"4500"', "'4500'",
           "4,500", "4500.5", "4500.0", "1e3", ".inf", "-.inf", "ten", "false", "yes"]

_NULL_SPELLINGS = {"~", "Null", "NULL"}
_BOOL_SPELLINGS = {"True", "FALSE", "Yes", "NO", "On", "OFF"}
_WHOLE_FLOATS = {"2.0", "1.0", "10.", "1.0e+1"}
# A KRW amount written with a fraction: validate refuses places the currency does not have, a rule
# about one value (`currency:`) against another that JSON Schema cannot state.
_MORE_PLACES = {form: "more decimal places than the menu's currency has" for form in ("1.5", "4500.5", "4500.0")}
LOADER_DECIDED = {
    "pyyaml": {
        "count": {**{form: "PyYAML (YAML 1.1) reads a number" for form in ("0x10", "0x1", "0b10", "1_000", "1:30")},
                  **{form: "a float without fraction, an integer to JSON Schema" for form in _WHOLE_FLOATS}},
        "key-id": {form: "YAML reads null or a boolean, its spelling lost" for form in _NULL_SPELLINGS | _BOOL_SPELLINGS},
        "former-id": {form: "YAML 1.1 reads a boolean, its spelling lost" for form in _BOOL_SPELLINGS},
        "language": {form: "YAML 1.1 reads a boolean" for form in ("yes", "no", "on", "off")},
        "text": {"2024-06-01": "PyYAML reads a date"},
        "money": _MORE_PLACES,
    },
    "ruamel": {
        "count": {**{form: "ruamel.yaml reads a number" for form in ("0x10", "0x1", "0o10", "0b10", "1_000", "1e1")},
                  **{form: "a float without fraction, an integer to JSON Schema" for form in _WHOLE_FLOATS}},
        "key-id": {form: "YAML reads null or a boolean, str() makes it None, True or False"
                   for form in ("null", "true", "false")},
        "former-id": {form: "YAML 1.2 reads a boolean, its spelling lost" for form in ("True", "FALSE")},
        "language": {},
        "text": {},
        "money": {**_MORE_PLACES, "1e3": "ruamel.yaml (YAML 1.2) reads a float; validate takes only digits and a point"},
    },
}

# menu: the source's name; what: the mutation, as printed; text: the mutated menu; place: what
# kind of value the form was written as (count, text, key-id, former-id, language, structure);
# form: the raw YAML written (None for key mutations), looked up in LOADER_DECIDED[loader][place].
Mutation = namedtuple("Mutation", "menu what text place form")


# ----------------------------------------------------------------------------------------------
# Editing a menu's text at the nodes PyYAML composes, so comments, anchors and styles stay.

class Source:
    def __init__(self, path):
        self.name = path.relative_to(ROOT).as_posix()
        self.text = path.read_text(encoding="utf-8")
        self.root = yaml.compose(self.text, Loader=yaml.SafeLoader)

    def line_start(self, index):
        return self.text.rfind("\n", 0, index) + 1

    def replace_value(self, node, raw):
        """The edit that writes `raw` in place of `node`; a block node's last line break stays."""
        start, end = node.start_mark.index, node.end_mark.index
        line = self.line_start(end)
        if line > start and not self.text[line:end].strip(" "):
            return (start, line, raw + "\n")
        return (start, end, raw)

    def remove_entry(self, mapping, index):
        entries = mapping.value
        key, value = entries[index]
        if mapping.flow_style:
            if index + 1 < len(entries):
                return (key.start_mark.index, entries[index + 1][0].start_mark.index, "")
            if index > 0:
                return (entries[index - 1][1].end_mark.index, value.end_mark.index, "")
            return (key.start_mark.index, value.end_mark.index, "")
        start = self.line_start(key.start_mark.index)
        if index + 1 < len(entries):
            return (start, self.line_start(entries[index + 1][0].start_mark.index), "")
        end = value.end_mark.index
        line = self.line_start(end)
        if line > key.start_mark.index and not self.text[line:end].strip(" "):
            return (start, line, "")
        newline = self.text.find("\n", end)
        return (start, len(self.text) if newline < 0 else newline + 1, "")

    def add_entry(self, mapping, key, raw):
        if mapping.flow_style:
            brace = self.text.index("{", mapping.start_mark.index)
            if not mapping.value:
                return (brace, mapping.end_mark.index, f"{{ {key}: {raw} }}")
            return (brace + 1, brace + 1, f" {key}: {raw},")
        first = mapping.value[0][0]
        start = self.line_start(first.start_mark.index)
        return (start, start, " " * first.start_mark.column + f"{key}: {raw}\n")

    def set_field(self, mapping, key, raw):
        found = field(mapping, key)
        return self.replace_value(found[1], raw) if found else self.add_entry(mapping, key, raw)

    def apply(self, *edits):
        text = self.text
        for start, end, new in sorted(edits, reverse=True):
            text = text[:start] + new + text[end:]
        return text


def is_merge(key):
    return isinstance(key, yaml.ScalarNode) and key.tag == "tag:yaml.org,2002:merge"


def own_entries(mapping):
    return [(k, v) for k, v in mapping.value if not is_merge(k)]


def field(mapping, name):
    for key, value in own_entries(mapping):
        if isinstance(key, yaml.ScalarNode) and key.value == name:
            return key, value
    return None


def is_mapping(node):
    return isinstance(node, yaml.MappingNode)


def written_here(source, node):
    """Not an anchor's or a tag's node: editing it would not change what an alias elsewhere sees."""
    return source.text[node.start_mark.index] not in "&!*"


def first(source, mapping, test):
    for key, value in own_entries(mapping) if mapping is not None else []:
        if is_mapping(value) and written_here(source, value) and test(key, value):
            return key, value
    return None


# ----------------------------------------------------------------------------------------------
# The corpus.

def mutations_of(source):
    s = source
    out = []

    def add(what, place, form, *edits):
        out.append(Mutation(s.name, what, s.apply(*edits), place, form))

    root = s.root
    top = {name: found for name in ("version", "currency", "defaults", "fruits", "juices") if (found := field(root, name))}
    defaults = top["defaults"][1] if "defaults" in top and is_mapping(top["defaults"][1]) else None
    fruits = top["fruits"][1] if "fruits" in top and is_mapping(top["fruits"][1]) else None
    juices = top["juices"][1] if "juices" in top and is_mapping(top["juices"][1]) else None
    fruit = first(s, fruits, lambda k, v: own_entries(v))
    juice = first(s, juices, lambda k, v: (r := field(v, "recipe")) and is_mapping(r[1]) and written_here(s, r[1]) and r[1].value)
    fruit_ids = [k.value for k, _ in own_entries(fruits)] if fruits else []
    juice_ids = [k.value for k, _ in own_entries(juices)] if juices else []

    def named(mappings):
        found = first(s, mappings, lambda k, v: (n := field(v, "name")) and is_mapping(n[1]) and field(n[1], "en"))
        return (found[0].value, field(found[1], "name")[1]) if found else None

    add("unchanged", "none", None)

    def values(where, mapping, key, forms, place):
        for form in dict.fromkeys(forms):
            add(f"{where} = {form}", place, form, s.set_field(mapping, key, form))

    # By type and number form, field by field.
    values("version", root, "version", VERSIONS + TYPES, "count")
    if "currency" in top:
        values("currency", root, "currency", CURRENCIES + TYPES, "currency")
    for name in ("defaults", "fruits", "juices"):
        values(name, root, name, TYPES, "structure")
    if defaults is not None:
        for name in ("stock", "reorder", "par"):
            values(f"defaults.{name}", defaults, name, COUNTS + TYPES, "count")
    if fruit:
        key, value = fruit
        where = f"fruits.{key.value}"
        for form in TYPES:
            add(f"{where} = {form}", "structure", form, s.replace_value(value, form))
        values(f"{where}.name", value, "name", TEXTS + TYPES, "text")
        values(f"{where}.emoji", value, "emoji", TEXTS + TYPES, "text")
        for name in ("stock", "reorder", "par"):
            values(f"{where}.{name}", value, name, COUNTS + TYPES, "count")
        others = [f for f in fruit_ids if f != key.value]
        values(f"{where}.was", value, "was", FORMER_IDS + TYPES, "former-id")
        if "currency" in top:
            values(f"{where}.cost", value, "cost", AMOUNTS + TYPES, "money")
        values(f"{where}.was", value, "was", [key.value] + others[:1], "former-id")
        values(f"{where}.allow", value, "allow", ALLOWS + TYPES, "structure")
    if juice:
        key, value = juice
        where = f"juices.{key.value}"
        for form in TYPES:
            add(f"{where} = {form}", "structure", form, s.replace_value(value, form))
        values(f"{where}.name", value, "name", TEXTS + TYPES, "text")
        recipe = field(value, "recipe")[1]
        for form in TYPES:
            add(f"{where}.recipe = {form}", "structure", form, s.replace_value(recipe, form))
        amount_key, amount = own_entries(recipe)[0]
        for form in dict.fromkeys(COUNTS + TYPES):
            add(f"{where}.recipe.{amount_key.value} = {form}", "count", form, s.replace_value(amount, form))
        values(f"{where}.allow", value, "allow", ALLOWS + TYPES, "structure")
        if "currency" in top:
            values(f"{where}.price", value, "price", AMOUNTS + TYPES, "money")

    # Names in languages: the text of `en`, and `en` renamed.
    for kind, mappings in (("fruits", fruits), ("juices", juices)):
        found = named(mappings)
        if not found:
            continue
        owner, name = found
        en_key, en_value = field(name, "en")
        where = f"{kind}.{owner}.name.en"
        for form in dict.fromkeys(TEXTS + TYPES):
            add(f"{where} = {form}", "text", form, s.replace_value(en_value, form))
        taken = {k.value for k, _ in own_entries(name)}
        for form in LANGUAGES:
            if form.strip("'\"") not in taken:
                add(f"{kind}.{owner}.name: key en -> {form}", "language", form, s.replace_value(en_key, form))

    # Ids: a fruit added, a juice renamed, a recipe's fruit renamed (and that fruit added).
    existing = set(fruit_ids) | set(juice_ids)
    for form in IDS:
        if form.strip("'\"") in existing:
            continue
        if fruits is not None and fruits.value:
            add(f"fruits: new fruit {form}", "key-id", form, s.add_entry(fruits, form, "{}"))
        if juice:
            add(f"juices: id {juice[0].value} -> {form}", "key-id", form, s.replace_value(juice[0], form))
            recipe_key = own_entries(field(juice[1], "recipe")[1])[0][0]
            add(f"juices.{juice[0].value}.recipe: fruit {recipe_key.value} -> {form} (a fruit {form} added)", "key-id", form,
                s.replace_value(recipe_key, form), s.add_entry(fruits, form, "{}"))

    # By key: removed, misspelled, unknown keys added.
    known = {"version", "currency", "defaults", "fruits", "juices", "name", "emoji", "stock", "reorder", "par", "cost", "was", "allow",
             "recipe", "price"}
    places = [("the menu", root)]
    if defaults is not None:
        places.append(("defaults", defaults))
    if fruit:
        places.append((f"fruits.{fruit[0].value}", fruit[1]))
    if juice:
        places.append((f"juices.{juice[0].value}", juice[1]))
    for where, mapping in places:
        present = {k.value for k, _ in own_entries(mapping)}
        for index, (key, _) in enumerate(mapping.value):
            if is_merge(key) or key.value not in known:
                continue
            add(f"{where}: key {key.value} removed", "structure", None, s.remove_entry(mapping, index))
            for typo in dict.fromkeys([key.value[:-1], key.value.capitalize(), key.value + "s"]):
                if typo not in present and typo not in known:
                    add(f"{where}: key {key.value} -> {typo}", "structure", None, s.replace_value(key, typo))
        for name in UNKNOWN_KEYS:
            add(f"{where}: key {name} added", "structure", None, s.add_entry(mapping, name, "x"))
    return out


def corpus(full):
    mutations = []
    for path in SOURCES:
        source = Source(path)
        found = mutations_of(source)
        if path.name == "large.yaml" and not full:
            found = found[::LARGE_SAMPLE]
        mutations += found
    return mutations


# ----------------------------------------------------------------------------------------------
# The two verdicts.

def pyyaml_loader():
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return lambda text: yaml.load(text, Loader=loader)


def ruamel_loader():
    """What check-jsonschema does: ruamel.yaml's safe loader, timestamps as text, keys made text."""
    import ruamel.yaml

    class Constructor(ruamel.yaml.SafeConstructor):
        pass

    implementation = ruamel.yaml.YAML(typ="safe")
    implementation.Constructor = Constructor
    constructors = implementation.constructor.yaml_constructors
    constructors["tag:yaml.org,2002:timestamp"] = constructors["tag:yaml.org,2002:str"]

    def normalize(data):
        if isinstance(data, dict):
            return {str(k): normalize(v) for k, v in data.items()}
        if isinstance(data, list):
            return [normalize(x) for x in data]
        return data

    return lambda text: normalize(implementation.load(text))


def schema_verdicts(mutations, schema, load):
    validator = Draft7Validator(schema)
    verdicts = []
    for mutation in mutations:
        try:
            data = load(mutation.text)
        except Exception as e:  # each loader has its own errors; any of them is a refusal
            verdicts.append((False, f"does not load: {str(e).splitlines()[0]}"))
            continue
        if validator.is_valid(data):
            verdicts.append((True, ""))
        else:
            verdicts.append((False, lambda data=data: why(validator, data)))
    return verdicts


def why(validator, data):
    """The schema's best reason to refuse `data`, worked out only for a line that is printed."""
    error = best_match(validator.iter_errors(data))
    where = "/".join(str(p) for p in error.absolute_path) or "(root)"
    return f"at {where}: {error.message}"


def validate_verdicts(binary, directory, names):
    results = {}
    for start in range(0, len(names), 500):
        chunk = names[start:start + 500]
        run = subprocess.run([binary, "validate", "--format", "json", *chunk], cwd=directory,
                             capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit(f"check_schema_agreement: {binary} validate exited {run.returncode}: {run.stderr.strip()}")
        for report in json.loads(run.stdout):
            errors = [d for d in report["diagnostics"] if d["severity"] == "error"]
            results[report["file"]] = errors
    missing = [n for n in names if n not in results]
    if missing:
        sys.exit(f"check_schema_agreement: validate reported nothing for {missing[0]} (and {len(missing) - 1} more)")
    return [results[n] for n in names]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--juicemaker", default=os.environ.get("JUICEMAKER", str(ROOT / ".build" / "debug" / "juicemaker")))
    parser.add_argument("--schema", default=str(SCHEMA_PATH), help="the schema to check (default: config/menu.schema.json)")
    parser.add_argument("--loader", choices=sorted(LOADER_DECIDED), default="pyyaml")
    parser.add_argument("--full", action="store_true", help="every mutation of large.yaml, not a sample")
    parser.add_argument("--keep", metavar="DIR", help="write the corpus to DIR (kept) instead of a temporary directory")
    parser.add_argument("--verbose", action="store_true", help="print every mutation's verdicts")
    args = parser.parse_args()
    began = time.monotonic()

    binary = Path(args.juicemaker)
    if not binary.is_file() or not os.access(binary, os.X_OK):
        print(f"check_schema_agreement: no juicemaker binary at {binary} (build it, or pass --juicemaker or $JUICEMAKER)", file=sys.stderr)
        return 2
    try:
        load = pyyaml_loader() if args.loader == "pyyaml" else ruamel_loader()
    except ImportError as e:
        print(f"check_schema_agreement: --loader {args.loader} needs {e.name}", file=sys.stderr)
        return 2
    schema = json.loads(Path(args.schema).read_text(encoding="utf-8"))
    decided = LOADER_DECIDED[args.loader]

    mutations = corpus(args.full)
    names = [f"{i:05d}.yaml" for i in range(len(mutations))]
    with tempfile.TemporaryDirectory(prefix="schema-agreement-") as scratch:
        directory = Path(args.keep or scratch)
        directory.mkdir(parents=True, exist_ok=True)
        for name, mutation in zip(names, mutations):
            (directory / name).write_text(mutation.text, encoding="utf-8")
        validated = validate_verdicts(str(binary.resolve()), directory, names)
    schemas = schema_verdicts(mutations, schema, load)

    counts = Counter()
    loader_forms = Counter()
    failures = 0
    for name, mutation, errors, (schema_accepts, schema_why) in zip(names, mutations, validated, schemas):
        visible = [e for e in errors if e["code"] not in BEYOND_SCHEMA]
        validate_accepts = not errors
        expected = not visible  # what the schema should say: accept unless a rule it can state is broken
        reason = decided.get(mutation.place, {}).get(mutation.form)

        def said():
            validate_says = "accepts" if validate_accepts else f"rejects: {errors[0]['message']} [{errors[0]['code']}]"
            return f"validate {validate_says}; schema {'accepts' if schema_accepts else 'rejects ' + schema_why()}"
        if schema_accepts == expected:
            counts["agree"] += 1
            if errors and not visible:
                counts["beyond"] += 1
            if args.verbose:
                print(f"ok    {name} {mutation.menu} {mutation.what}: {said()}")
        elif reason:
            counts["loader"] += 1
            loader_forms[(mutation.place, mutation.form, reason)] += 1
            if args.verbose:
                print(f"loader {name} {mutation.menu} {mutation.what}: {said()}")
        else:
            failures += 1
            print(f"FAIL  {mutation.menu} {mutation.what}: {said()}")

    grouped = {}
    for (place, form, reason), count in sorted(loader_forms.items()):
        grouped.setdefault((place, reason), []).append(f"{form} ({count})")
    for (place, reason), forms in grouped.items():
        print(f"loader decides  {place}: {reason}: {', '.join(forms)}")
    menus = ", ".join(p.name for p in SOURCES)
    print(f"check_schema_agreement ({args.loader}): {len(mutations)} mutated menus from {menus}: "
          f"{counts['agree']} agree ({counts['beyond']} of them rejected by validate only for rules beyond a schema), "
          f"{counts['loader']} disagree where the loader decides, {failures} disagree where they must not "
          f"[{time.monotonic() - began:.1f} s]")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
