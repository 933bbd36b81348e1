#!/usr/bin/env python3
"""Interleaved `juicemaker order` process timing, to compare builds in one sitting.

    RUNS=150 Benchmarks/order-process.py OLD/juicemaker NEW/juicemaker

Each binary orders one juice from a stock file of its own (a one-fruit menu with a million in
stock), taking turns at going first, RUNS rounds; `sqlite3` runs the same kind of transaction
(an update and a journal insert, WAL) each round as the floor. Prints each median and minimum.
"""
import os, statistics, subprocess, sys, tempfile, time
bins = sys.argv[1:]
runs = int(os.environ.get("RUNS", "200"))
menu = "fruits:\n  lime: { stock: 1000000 }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
dirs = []
for b in bins:
    d = tempfile.mkdtemp(prefix="orderbench-")
    open(os.path.join(d, "recipes.yaml"), "w").write(menu)
    subprocess.run([b, "stock"], cwd=d, check=True, capture_output=True)
    dirs.append(d)
floor_db = tempfile.mktemp(suffix=".sqlite")
subprocess.run(["sqlite3", floor_db, "PRAGMA journal_mode=WAL; CREATE TABLE stock(fruit TEXT PRIMARY KEY, count INT); CREATE TABLE journal(id INTEGER PRIMARY KEY, kind TEXT, fruit TEXT, delta INT); INSERT INTO stock VALUES ('lime', 1000000);"], check=True, capture_output=True)
times = {b: [] for b in bins}
floor = []
for i in range(runs):
    order = bins if i % 2 == 0 else list(reversed(bins))
    for b in order:
        d = dirs[bins.index(b)]
        t = time.perf_counter()
        subprocess.run([b, "order", "lime"], cwd=d, check=True, capture_output=True)
        times[b].append(time.perf_counter() - t)
    t = time.perf_counter()
    subprocess.run(["sqlite3", floor_db, "BEGIN IMMEDIATE; UPDATE stock SET count = count - 1 WHERE fruit = 'lime'; INSERT INTO journal(kind, fruit, delta) VALUES ('order', 'lime', -1); COMMIT;"], check=True, capture_output=True)
    floor.append(time.perf_counter() - t)
f = statistics.median(floor)
print(f"sqlite3 floor: median {f*1000:.2f} ms, min {min(floor)*1000:.2f} ms")
for b in bins:
    m = statistics.median(times[b])
    print(f"{b}: median {m*1000:.2f} ms ({m/f:.2f}x sqlite3), min {min(times[b])*1000:.2f} ms")
