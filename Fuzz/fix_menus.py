"""Random typos, quotes, BOMs, CRLF line ends and YAML oddities in recipes.yaml, through
`juicemaker validate --fix -`. Any exit other than 0, 1 or 2 is a bug.

    python3 Fuzz/fix_menus.py BINARY SECONDS [SEED]
"""
import os, random, subprocess, sys, time
J = sys.argv[1]; seconds = float(sys.argv[2]); random.seed(int(sys.argv[3]) if len(sys.argv) > 3 else 3)
menu = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'recipes.yaml'), encoding='utf-8').read()
words = ['kiwii', 'bananna', 'fruts', 'juces', 'stok', 'reciepe', 'namee', 'reoder', 'parr', 'mangoo', 'strawbery', '"kiwii"', "'mangoo'", '\r\n', '\ufeff', '&a ', '*a', '<<: *a', 'allwo', '# c', '"\\u0041"']
runs = 0; end = time.time() + seconds
while time.time() < end:
    s = menu
    for _ in range(random.randint(1, 8)):
        i = random.randrange(len(s) + 1)
        if random.random() < 0.5:
            # replace a word
            for target in ['kiwi', 'banana', 'fruits', 'juices', 'stock', 'recipe', 'name', 'reorder', 'par', 'mango', 'strawberry']:
                if random.random() < 0.1 and target in s:
                    k = [j for j in range(len(s)) if s.startswith(target, j)]
                    j = random.choice(k); s = s[:j] + random.choice(words) + s[j + len(target):]; break
        else:
            s = s[:i] + random.choice(words) + s[i:]
    if random.random() < 0.3: s = s.replace('\n', '\r\n')
    p = subprocess.run([J, 'validate', '--fix', '-'], input=s.encode(), capture_output=True, timeout=20)
    if p.returncode not in (0, 1, 2):
        print("CRASH", p.returncode, p.stderr[-1500:]); open('fix-crash.yaml', 'w').write(s); sys.exit(1)
    runs += 1
print("runs", runs, "ok")
