#!/usr/bin/env python3
"""Two or more builds' `juicemaker serve` taking POST /api/orders in turns, on SQLite.

Each run starts one build's serve on a fresh file with the one-fruit menu of `serve.sh`, drives it
with `wrk -t2 -c8` and `serve-order.lua` for SECONDS, and reads serve's CPU time from
/proc/PID/stat around the run. The builds take turns, the order reversed every round, so a slow
minute on this shared machine falls on both. Prints each build's median orders/s and CPU per order.

Usage: Benchmarks/serve-ab.py ROUNDS DIR [DIR ...]   (each DIR holds a release `juicemaker`)
       RUN_SECONDS=6 by default (the length of each wrk run).
"""
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
SERVE_SH = open(os.path.join(HERE, "serve.sh"), encoding="utf-8").read()
MENU = SERVE_SH[SERVE_SH.index("<<'YAML'\n") + len("<<'YAML'\n"):SERVE_SH.index("\nYAML\n")]
SECONDS = int(os.environ.get("RUN_SECONDS", "6"))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(binary):
    """One run: orders per second, and serve's CPU microseconds per order."""
    work = tempfile.mkdtemp(prefix="juicemaker-serve-ab-")
    with open(os.path.join(work, "menu.yaml"), "w", encoding="utf-8") as f:
        f.write(MENU)
    port = free_port()
    serve = subprocess.Popen([binary, "--menu", "menu.yaml", "--state", "stock.sqlite", "serve", "--port", str(port)],
                             cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1).read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit(f"{binary}: serve did not start")
                time.sleep(0.05)
        before = cpu_seconds(serve.pid)
        out = subprocess.run(["wrk", "-t2", "-c8", f"-d{SECONDS}s", "-s", os.path.join(HERE, "serve-order.lua"),
                              f"http://127.0.0.1:{port}/api/orders"], capture_output=True, text=True, check=True).stdout
        used = cpu_seconds(serve.pid) - before
        orders = int(re.search(r"(\d+) requests in", out).group(1))
        return orders / SECONDS, used / orders * 1e6
    finally:
        serve.send_signal(signal.SIGTERM)
        serve.wait()
        shutil.rmtree(work, ignore_errors=True)


def main():
    if len(sys.argv) < 3 or not shutil.which("wrk"):
        print(__doc__)
        return 2
    rounds, builds = int(sys.argv[1]), sys.argv[2:]
    results = {build: [] for build in builds}
    for round in range(rounds):
        for build in (builds if round % 2 == 0 else list(reversed(builds))):
            results[build].append(run(os.path.join(build, "juicemaker")))
    for build, runs in results.items():
        print(f"{build}: {statistics.median(r[0] for r in runs):,.0f} orders/s, "
              f"{statistics.median(r[1] for r in runs):.0f} µs of CPU per order (medians of {len(runs)}); runs: "
              + ", ".join(f"{r[0]:,.0f}/s {r[1]:.0f} µs" for r in runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
