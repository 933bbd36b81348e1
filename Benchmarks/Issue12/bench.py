#!/usr/bin/env python3
"""Issue 12's benchmark: validate with fixes against validate on a clean menu, validate --fix, and the
language server's answer to a change of a 1 MB menu. Rerunnable; prints Markdown tables.

    python3 Benchmarks/Issue12/bench.py [--binary .build/release/juicemaker] [--runs 7] [--sizes 1,10]

Menus are generated here, deterministically (same size, same bytes): 1,000 fruits with English and
Korean names, then juices of 1-3 fruits in block and flow styles until the size is reached. The
"typos" variant misspells a fruit in every tenth recipe ('fruit-12' -> 'frut-12'), each with exactly one
closest fruit, so every one of them carries a fix. Timings are wall-clock medians of --runs runs.
"""
import argparse, json, os, shutil, statistics, subprocess, sys, tempfile, time


def make_menu(target_bytes, typos):
    lines = ["# issue 12 benchmark menu", "version: 1", "defaults:", "  stock: 1000000", "fruits:"]
    for i in range(1000):
        lines.append(f"  fruit-{i}: {{ name: {{ en: Fruit {i}, ko: 과일 {i} }} }}")
    lines.append("juices:")
    size = sum(len(l.encode()) + 1 for l in lines)
    j = 0
    while size < target_bytes:
        parts = [(f"fruit-{(j * 7 + k * 13) % 1000}", k + 1) for k in range(1 + j % 3)]
        if typos and j % 10 == 0:
            name, amount = parts[0]
            parts[0] = (name.replace("fruit-", "frut-"), amount)
        recipe = ", ".join(f"{name}: {amount}" for name, amount in parts)
        if j % 2 == 0:
            block = [f"  juice-{j}: {{ name: {{ en: Juice {j}, ko: 주스 {j} }}, recipe: {{ {recipe} }} }}"]
        else:
            block = [f"  juice-{j}:", f"    name: {{ en: Juice {j}, ko: 주스 {j} }}", "    recipe:"]
            block += [f"      {name}: {amount}" for name, amount in parts]
        lines += block
        size += sum(len(l.encode()) + 1 for l in block)
        j += 1
    return ("\n".join(lines) + "\n").encode()


def median_time(command, runs, prepare=None):
    times = []
    for _ in range(runs):
        if prepare:
            prepare()
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


class Client:
    def __init__(self, binary, debounce):
        self.process = subprocess.Popen([binary, "lsp", "--debounce-ms", str(debounce)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, obj):
        body = json.dumps(obj).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise RuntimeError("the server closed its output")
            header += byte
        length = int([l for l in header.split(b"\r\n") if l.lower().startswith(b"content-length")][0].split(b":")[1])
        return json.loads(self.process.stdout.read(length))

    def diagnostics(self, version):
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
                return message["params"]["diagnostics"]


def lsp_latency(binary, menu, runs, debounce, hover=False):
    """Median time from a change of the menu to its diagnostics; with `hover`, to the answer of a
    hover on the first fruit sent right after the change (an editor's loop: type, then look)."""
    client = Client(binary, debounce)
    client.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    client.receive()
    client.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    uri = "file:///bench/menu.yaml"
    text = menu.decode()
    client.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
    client.diagnostics(1)
    broken = text.replace("fruit-1: 2", "fruit-1x: 2", 1)
    times, counts = [], set()
    for version in range(2, 2 + runs):
        changed = broken if version % 2 == 0 else text
        start = time.perf_counter()
        client.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": changed}]}})
        if hover:
            client.send({"jsonrpc": "2.0", "id": version + 1000, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri}, "position": {"line": 5, "character": 4}}})
            answer = None
            while answer is None:
                message = client.receive()
                if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
                    counts.add(len(message["params"]["diagnostics"]))
                elif message.get("id") == version + 1000:
                    answer = message
            if not (answer.get("result") or {}).get("contents"):
                raise RuntimeError(f"no hover: {answer}")
        else:
            counts.add(len(client.diagnostics(version)))
        times.append(time.perf_counter() - start)
    client.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    client.receive()
    client.send({"jsonrpc": "2.0", "method": "exit"})
    client.process.wait()
    return statistics.median(times), sorted(counts)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/juicemaker")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sizes", default="1,10", help="menu sizes in MB for validate")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    directory = tempfile.mkdtemp(prefix="juicemaker-issue12-")
    try:
        print("| menu | validate (text) | validate --format json | validate --fix (copy) | fixes |")
        print("|---|--:|--:|--:|--:|")
        for megabytes in [float(s) for s in arguments.sizes.split(",")]:
            for typos in (False, True):
                menu = make_menu(int(megabytes * 1_000_000), typos)
                path = os.path.join(directory, "menu.yaml")
                pristine = os.path.join(directory, "pristine.yaml")
                with open(pristine, "wb") as f:
                    f.write(menu)
                shutil.copyfile(pristine, path)
                text = median_time([binary, "validate", path], arguments.runs)
                as_json = median_time([binary, "validate", "--format", "json", path], arguments.runs)
                fix = median_time([binary, "validate", "--fix", path], arguments.runs, prepare=lambda: shutil.copyfile(pristine, path))
                shutil.copyfile(pristine, path)
                report = json.loads(subprocess.run([binary, "validate", "--format", "json", path], capture_output=True).stdout)
                fixes = sum(1 for d in report[0]["diagnostics"] if "fix" in d)
                label = f"{megabytes:g} MB, {'every tenth recipe a typo' if typos else 'valid'}"
                print(f"| {label} | {text * 1000:.0f} ms | {as_json * 1000:.0f} ms | {fix * 1000:.0f} ms | {fixes} |")
        print()
        menu = make_menu(1_000_000, False)
        print("| language server, 1 MB menu, full-text change | median, change sent to diagnostics received | diagnostics |")
        print("|---|--:|--:|")
        for debounce in (50, 0):
            latency, counts = lsp_latency(binary, menu, max(arguments.runs, 10), debounce)
            print(f"| debounce {debounce} ms | {latency * 1000:.0f} ms | {counts} |")
        latency, counts = lsp_latency(binary, menu, max(arguments.runs, 10), 0, hover=True)
        print(f"| debounce 0 ms, then a hover (to the hover's answer) | {latency * 1000:.0f} ms | {counts} |")
    finally:
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
