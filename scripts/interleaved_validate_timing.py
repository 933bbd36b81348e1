#!/usr/bin/env python3
"""Times `juicemaker validate` against the bare libyaml loop, interleaved, on a shared machine.

Each round runs the bare-loop process (`juicemaker-bench --bare-child FILE`) and then every given
`juicemaker` binary on the same file, pinned to one core, so a slow spell of the host hurts all of
them alike. For each binary it prints the median and the minimum wall time and their ratios to
the bare loop's median and minimum: the ratio the loading target of BENCHMARKS.md (at most 1.3x)
is about. On a noisy host the minimum is the steadier figure; quote both.

Back to back, each process finds memory the previous one has just freed ("warm"). With
`--pause 3` every process starts after three idle seconds, as a command typed by hand or a CI step
does; on a VM that reports free memory to its host (Firecracker's free page reporting), pages
freed that long ago have been given back, and touching them again costs the host's faults too
("cold"): huge pages then cost about 1.8 ms a MB to touch the first time, small pages 0.5 ms,
where warm huge pages cost 0.1 ms. BENCHMARKS.md reports both.

    swift build -c release
    scripts/interleaved_validate_timing.py --runs 11 --binary .build/release/juicemaker --binary OTHER/juicemaker menus/*.yaml

Menus of every shape: `juicemaker-bench --skip-orders --keep DIR` writes the generated ones.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time


def run(command, pause):
    if pause > 0:
        time.sleep(pause)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=11, help="rounds per file (default 11)")
    parser.add_argument("--bench", default=".build/release/juicemaker-bench", help="the juicemaker-bench binary")
    parser.add_argument("--core", default="1", help="the core to pin to (taskset -c)")
    parser.add_argument("--binary", action="append", required=True, help="a juicemaker binary; give it once per binary to compare")
    parser.add_argument("--pause", type=float, default=0, help="idle seconds before each process (default 0: back to back)")
    parser.add_argument("files", nargs="+", help="menu files")
    arguments = parser.parse_args()
    binaries, files = arguments.binary, arguments.files
    pin = ["taskset", "-c", arguments.core]
    for path in files:
        times = {"bare loop": []}
        times.update({binary: [] for binary in binaries})
        for _ in range(arguments.runs):
            times["bare loop"].append(run(pin + [arguments.bench, "--bare-child", path], arguments.pause))
            for binary in binaries:
                times[binary].append(run(pin + [binary, "validate", path], arguments.pause))
        bare_median = statistics.median(times["bare loop"])
        bare_minimum = min(times["bare loop"])
        print(os.path.basename(path))
        for name, values in times.items():
            median, minimum = statistics.median(values), min(values)
            print(f"  {name:50s} median {median:8.1f} ms ({median / bare_median:.3f}x)  minimum {minimum:8.1f} ms ({minimum / bare_minimum:.3f}x)")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
