#!/usr/bin/env python3
"""Issue 23, item 3: `juicemaker lsp` under a burst of large full-text changes.

Opens a menu padded to SIZE MB (recipes.yaml, then comment lines), sends COUNT `didChange`s of
the whole text as fast as the pipe takes them, then measures:
- how long after the last send the last version's `publishDiagnostics` arrives;
- how many versions were published (the others were coalesced, never checked);
- the server's peak resident memory (VmHWM) and its resident memory a second after.

    python3 Benchmarks/Issue23/lsp_burst.py --binary .build/release/juicemaker --changes 300 --size 5
"""
import argparse
import json
import subprocess
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/release/juicemaker"))
    parser.add_argument("--changes", type=int, default=300)
    parser.add_argument("--size", type=float, default=5.0, help="document size in MB")
    args = parser.parse_args()

    pad_line = "# " + "x" * 78 + "\n"
    text = (ROOT / "recipes.yaml").read_text() + pad_line * int(args.size * 1e6 / len(pad_line))
    server = subprocess.Popen([args.binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    published = []

    def send(message):
        body = json.dumps(message).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    def read():
        while True:
            line = server.stdout.readline()
            if not line:
                return
            if line.lower().startswith(b"content-length"):
                length = int(line.split(b":")[1])
                server.stdout.readline()
                body = json.loads(server.stdout.read(length))
                if body.get("method") == "textDocument/publishDiagnostics":
                    published.append(body["params"].get("version"))

    threading.Thread(target=read, daemon=True).start()
    uri = "file:///tmp/recipes.yaml"
    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
    started = time.time()
    last = args.changes + 1
    for version in range(2, last + 1):
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": version},
                         "contentChanges": [{"text": text + "# v%d\n" % version}]}})
    sent = time.time()
    while last not in published and time.time() - sent < 120:
        time.sleep(0.005)
    done = time.time()

    def status(field):
        for line in Path(f"/proc/{server.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) // 1024
    peak = status("VmHWM")
    time.sleep(1)
    after = status("VmRSS")
    server.kill()
    print(f"{args.changes} changes of {len(text) / 1e6:.1f} MB sent in {sent - started:.1f} s")
    print(f"last version published {done - sent:.2f} s after the last send; {len(published)} versions published")
    print(f"peak resident {peak} MB; resident a second later {after} MB")


if __name__ == "__main__":
    main()
