"""Random editor sessions against `juicemaker lsp`: random edits of recipes.yaml (full and ranged
changes), requests at random and impossible positions, odd ids, unknown methods, broken framing and
garbage bodies, then shutdown and exit. Any exit other than 0 or 1, or a session that does not end
within 20 s, is a bug: nothing a client sends may stop the server.

    python3 Fuzz/lsp_sessions.py BINARY SECONDS [SEED]
"""
import json, os, random, subprocess, sys, time
J = sys.argv[1]; seconds = float(sys.argv[2])
random.seed(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
menu = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'recipes.yaml'), encoding='utf-8').read()
def frame(obj):
    body = obj if isinstance(obj, bytes) else json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
def rnd_text():
    s = list(menu)
    for _ in range(random.randint(0, 20)):
        op = random.random(); i = random.randrange(len(s) + 1)
        if op < 0.4 and s: del s[min(i, len(s) - 1)]
        elif op < 0.8: s.insert(i, random.choice(['\n', ':', '{', '}', '[', ' ', '-', '"', "'", '&a', '*a', '\t', '딸', '🍓', '\r', '#', '!!str', 'kiwii']))
        else: s[i:i] = list(random.choice(['  lime: { recipe: { lime: 1 } }\n', 'fruits:\n', 'juices: []\n']))
    return ''.join(s)
def rnd_pos():
    return {"line": random.choice([0, 1, 5, 20, 57, 10**6, -1]), "character": random.choice([0, 3, 10, 200, -5, 10**9])}
runs = 0; end = time.time() + seconds
while time.time() < end:
    p = subprocess.Popen([J, 'lsp', '--debounce-ms', '0'], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    msgs = [frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
            frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})]
    uri = "file:///tmp/x.yaml"
    msgs.append(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": rnd_text()}}}))
    for k in range(random.randint(1, 30)):
        r = random.random()
        if r < 0.3:
            msgs.append(frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": k + 2}, "contentChanges": [{"text": rnd_text()}] if random.random() < 0.8 else [{"range": {"start": rnd_pos(), "end": rnd_pos()}, "text": random.choice(['x', '\n', ''])}]}}))
        elif r < 0.55:
            m = random.choice(["textDocument/completion", "textDocument/hover", "textDocument/codeAction"])
            params = {"textDocument": {"uri": random.choice([uri, "file:///nope.yaml", 5])}, "position": rnd_pos()}
            if m.endswith("codeAction"): params = {"textDocument": {"uri": uri}, "range": {"start": rnd_pos(), "end": rnd_pos()}, "context": {"diagnostics": []}}
            msgs.append(frame({"jsonrpc": "2.0", "id": random.choice([k + 10, "s%d" % k, None, 1.5, [1]]), "method": m, "params": params}))
        elif r < 0.7:
            msgs.append(frame(bytes(random.getrandbits(8) for _ in range(random.randint(0, 40)))))
        elif r < 0.8:
            msgs.append(random.choice([b"Content-Length: 5\r\n\r\n{}", b"Content-Length: -3\r\n\r\n", b"X: y\r\n\r\n", b"Content-Length: 99999999999999999999\r\n\r\n", b"\r\n\r\n", b"Content-Length: 2\r\n\r\n[]"]))
        elif r < 0.9:
            msgs.append(frame({"jsonrpc": "2.0", "id": k, "method": random.choice(["nope", "shutdown", "$/cancelRequest", "textDocument/didClose", "workspace/didChangeConfiguration"]), "params": random.choice([None, {}, [], 3, {"textDocument": {"uri": uri}}])}))
        else:
            msgs.append(frame({"jsonrpc": "2.0", "id": k, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri}, "position": {"line": "a", "character": None}}}))
    msgs.append(frame({"jsonrpc": "2.0", "id": 999, "method": "shutdown"}))
    msgs.append(frame({"jsonrpc": "2.0", "method": "exit"}))
    try:
        _, err = p.communicate(b"".join(msgs), timeout=20)
    except subprocess.TimeoutExpired:
        p.kill(); print("HANG"); sys.exit(1)
    if p.returncode not in (0, 1):
        print("CRASH", p.returncode, err[-2000:]); open('lsp-crash.bin', 'wb').write(b"".join(msgs)); sys.exit(1)
    runs += 1
print("runs", runs, "ok")
