#!/usr/bin/env python3
"""Differential check for performance work on loading: two juicemaker binaries must print the same
`validate` output (JSON and text) and exit with the same status on the same menus.

    python3 scripts/compare_validate.py OLD_BINARY NEW_BINARY [--cases 2000] [--seed 1] [--menus DIR]

The menus are the shipped ones, the broken fixtures, a few edge cases written here (canonically
equivalent ids, KELVIN SIGN, tags, numbers at the limits, merge keys, duplicates in large
mappings, Unicode whitespace, language codes), any *.yaml in --menus (for example generated ones:
`juicemaker-bench --quick --keep DIR`), and random mutations of all of them. Differences are kept
as files and listed; the exit status is 1 when there is any.
"""
import argparse
import itertools
import glob
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Values and keys mutations put in place of others: the cases where byte and String logic could part.
TOKENS = ['-1', '0', '1', '1.5', '0x10', '0o7', '"10"', "'10'", '~', 'null', 'Null', 'NULL', '', '99999999999999999999',
          '-9223372036854775808', '9223372036854775807', '9223372036854775808', '+5', '007', '1000000000', '1000000001',
          'true', 'ten', '!!int 5', '!!str 5', '!!null x', '!!int "7"', '!!float 1', '[]', '{}', '"\u3000"', "' '", '"\\t"',
          'K', '\u212a', 'e\u0301', '\u00e9', 'kiwi', 'kiwii', 'mango', 'bananna', '"kiwi"', 'Kiwi', '<<', '*x', '&x 3',
          'en', 'ko', 'EN', 'en-us', 'pt-BR', 'e', 'eng1', 'zh-Hant', 'en-', '"en"', '\u00a0x', '\u3000', 'x\u3000', '\u0600x']
KEYS = ['name', 'recipe', 'allow', 'stock', 'emoji', 'fruits', 'juices']


def edge_cases():
    many = "\n".join(f"  f{i}: {{ stock: 5 }}" for i in range(14))
    return {
        'large-equivalent-ids': f"fruits:\n{many}\n  \u00e9: {{ stock: 1 }}\n  e\u0301: {{ stock: 2 }}\njuices:\n  a: {{ recipe: {{ f1: 1, \u00e9: 1 }} }}\n",
        'small-equivalent-ids': "fruits:\n  \u00e9: { stock: 1 }\n  e\u0301: { stock: 2 }\njuices:\n  a: { recipe: { \u00e9: 1, e\u0301: 1 } }\n",
        'kelvin': "fruits:\n  K: { stock: 1 }\n  kiwi: {}\njuices:\n  a: { recipe: { \u212a: 1, kiwi: 1 } }\n  b: { recipe: { K: 1 } }\n",
        'kelvin-large': f"fruits:\n{many}\n  K: {{ stock: 1 }}\n  \u212a: {{ stock: 3 }}\njuices:\n  a: {{ recipe: {{ \u212a: 1, f2: 1 }} }}\n",
        'merge-keys': f"defaults: &d\n  stock: 3\nfruits:\n{many}\n  m: &m {{ name: {{ en: M, ko: 엠 }}, stock: 4 }}\n  n:\n    <<: *m\n    stock: 9\njuices:\n  base: &b {{ recipe: {{ f1: 1 }} }}\n  x:\n    <<: *b\n    name: X\n  y: {{ <<: *b, recipe: {{ f2: 2, f3: 30 }} }}\n  z: {{ recipe: {{ <<: {{f4: 1}}, f5: 2, f4: 3 }} }}\n",
        'large-duplicates': f"fruits:\n{many}\n  f3: {{ stock: 1 }}\njuices:\n" + "\n".join(f"  j{i}: {{ recipe: {{ f{i % 14}: 1 }} }}" for i in range(15)) + "\n  j3: { recipe: { f1: 1 } }\n",
        'tags': "fruits:\n  a: { stock: !!int 5, name: !!str 5 }\n  b: { stock: !!str 5, name: !!null x }\n  c: { stock: !custom 3 }\njuices:\n  j: { recipe: { a: !!int 2, b: !!int 0x3, c: 1 }, name: { en: !!str null, ko: \"\" } }\n",
        'whitespace-names': "fruits:\n  a: { name: \"\u3000\" }\n  b: { name: \" \u0301\" }\n  c: { name: \"\u00a0x\" }\n  d: { name: { en: \"\u2028\", ko: ' ' } }\njuices:\n  j: { recipe: { a: 1, b: 1, c: 1, d: 1 } }\n",
        'language-codes': "fruits:\n  a: { name: { en: A, EN: A, en-us: A, pt-BR: A, zh-Hant: A, e: A, eng1: A, en-: A, engl: A, 'en': x, \"ko\": y } }\njuices:\n  j: { recipe: { a: 1 } }\n",
        'numbers': "fruits:\n  a: { stock: +5 }\n  b: { stock: 007 }\n  c: { stock: -0 }\n  d: { stock: 9223372036854775807 }\n  e: { stock: -9223372036854775808 }\n  f: { stock: -9223372036854775809 }\n  g: { stock: 1000000000 }\n  h: { stock: 1000000001 }\njuices:\n  j: { recipe: { a: 6, b: 7, c: +1, d: 00001, e: 1000000000, f: 1, g: -3, h: 2 } }\n",
        'translations': "fruits:\n  a: { name: { en: A, ko: 에이 } }\n  b: { name: B }\n  c: { name: { ko: 씨, ja: シー } }\n  d: {}\n  e: { name: { en: E }, allow: [missing-translation] }\njuices:\n  j1: { recipe: { a: 1 }, name: { en: J1, ko: 제이 } }\n  j2: { recipe: { b: 1 }, name: J2 }\n  j3: { recipe: { c: 1 }, name: { fr: J3 } }\n  j4: { recipe: { d: 1 } }\n  j5: { recipe: { e: 1, zz: 2 }, name: { en: J5 }, allow: [missing-translation] }\n  j6: { recipe: { a: 1 }, name: { ko: 제이6, en: J6, ja: \"\" } }\n",
    }


def mutate(text, rng):
    lines = text.split('\n')
    for _ in range(rng.randint(1, 4)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        line = lines[i]
        op = rng.randrange(7)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, line)
        elif op in (2, 3, 4):  # replace a value after ': ', '{ ' or ', '
            starts = [k + 2 for k in range(len(line) - 1) if line[k] in ':,{' and line[k + 1] == ' ']
            if starts:
                k = rng.choice(starts)
                end = k
                while end < len(line) and line[end] not in ',}':
                    end += 1
                lines[i] = line[:k] + rng.choice(TOKENS) + line[end:]
            else:
                lines[i] = line + ' ' + rng.choice(TOKENS)
        elif op == 5:  # rename a key
            stripped = line.lstrip()
            if ':' in stripped:
                indent = line[:len(line) - len(stripped)]
                lines[i] = indent + rng.choice(TOKENS + KEYS) + ':' + stripped.split(':', 1)[1]
        else:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
    return '\n'.join(lines)


def run(binary, path):
    env = {**os.environ, 'NO_COLOR': '1'}
    env.pop('GITHUB_ACTIONS', None)
    results = []
    for output in ('json', 'text'):
        done = subprocess.run([binary, 'validate', '--format', output, path], capture_output=True, timeout=300, env=env)
        results.append((done.returncode, done.stdout, done.stderr))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('old')
    parser.add_argument('new')
    parser.add_argument('--cases', type=int, default=2000, help='random mutations to try')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--menus', help='a directory of more menus (e.g. generated ones)')
    args = parser.parse_args()

    paths = [ROOT / 'recipes.yaml'] + sorted(ROOT.glob('config/examples/*.yaml')) + sorted(ROOT.glob('Tests/JuiceMakerKitTests/Fixtures/broken/*.yaml'))
    if args.menus:
        paths += sorted(Path(args.menus).glob('*.yaml'))
    seeds = [(path.name, path.read_text(encoding='utf-8')) for path in paths] + sorted(edge_cases().items())
    rng = random.Random(args.seed)
    # Mutations are made one at a time, and only of menus up to 2 MB: thousands of mutated copies of
    # a 50 MB menu held at once would take tens of GB. Big menus are still compared as they are.
    small = [seed for seed in seeds if len(seed[1]) <= 2_000_000]
    mutations = ((f'mutation-{n}', mutate(rng.choice(small)[1], rng)) for n in range(args.cases))
    cases = itertools.chain(seeds, mutations)

    out = Path(tempfile.mkdtemp(prefix='compare-validate-'))
    differences = 0
    for name, text in cases:
        path = out / 'case.yaml'
        path.write_text(text, encoding='utf-8')
        if run(args.old, str(path)) != run(args.new, str(path)):
            differences += 1
            kept = out / f'different-{name}.yaml'
            path.rename(kept)
            print(f'different: {kept}')
    print(f'{len(seeds) + args.cases} menus, {differences} with different output')
    sys.exit(1 if differences else 0)


if __name__ == '__main__':
    main()
