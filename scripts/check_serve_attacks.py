#!/usr/bin/env python3
"""Hostile clients against the real `juicemaker serve`, over loopback (127.0.0.1) only.

Starts the built binary in fresh temporary directories (each with a copy of recipes.yaml and its
own SQLite file) and attacks it with raw sockets: odd request targets that a normalising router
would map onto /api/reset, missing or wrong tokens, foreign Host headers (DNS rebinding), cross-site
and form posts, slow bodies, idle connections beyond the cap, event-stream listeners that never
read, thousands of Idempotency-Keys with large refused bodies, sloppy JSON, malformed HTTP, a state
file deleted or replaced under the server, SIGTERM with slow clients connected, and unsafe start
options. Memory is the server's VmRSS (/proc/PID/status), held under 100 MB.

    JUICEMAKER=path/to/juicemaker python3 scripts/check_serve_attacks.py
    (default binary: .build/debug/juicemaker in the repository)

One line per check (`ok   name` or `FAIL name: why`), then `N passed, N failed`; exit status 1 when
any check failed. Bounded in time (about 4 minutes at worst); every server started is stopped.
"""
import json
import os
import re
import resource
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.abspath(os.environ.get("JUICEMAKER") or os.path.join(ROOT, ".build", "debug", "juicemaker"))
RSS_LIMIT_KB = 100 * 1024
DEADLINE = time.monotonic() + 230  # checks not begun by then are failed as out of time
USAGE_STATUS = 2  # ExitStatus.usage: docs/commands.md's exit code for a usage error
ORDER_KIWI = b'{"lines":[{"juice":"kiwi","count":1}]}'
DEFAULT = object()
LIVE = set()  # servers running now; all stopped before the script ends


def expect(condition, why):
    if not condition:
        raise AssertionError(why)


# MARK: - Raw HTTP

def build(method, target, port, body=b"", ctype=None, token=None, host=None, headers=(), length=None):
    """A request's bytes: Host (127.0.0.1:PORT unless given), token, type, extra headers, length."""
    lines = [f"{method} {target} HTTP/1.1", f"Host: {host if host is not None else f'127.0.0.1:{port}'}"]
    if token:
        lines.append(f"Authorization: Bearer {token}")
    if ctype:
        lines.append(f"Content-Type: {ctype}")
    lines += [f"{name}: {value}" for name, value in headers]
    if length is not None or body or method == "POST":
        lines.append(f"Content-Length: {len(body) if length is None else length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


class Response:
    def __init__(self, status, headers, body):
        self.status, self.headers, self.body = status, headers, body

    @property
    def ctype(self):
        return self.headers.get("content-type", "")

    def json(self):
        return json.loads(self.body)

    @property
    def code(self):
        try:
            return self.json().get("code")
        except (ValueError, AttributeError):
            return None

    def __repr__(self):
        return f"{self.status} [{self.ctype}] {self.body[:160]!r}"


class Conn:
    """One client connection; keeps unread bytes, so a keep-alive connection can be reused."""

    def __init__(self, port, timeout=10.0, rcvbuf=None, maxseg=None):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        if maxseg:
            try:  # a small MSS announced keeps the server's kernel send buffer small too
                self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_MAXSEG, maxseg)
            except OSError:
                pass
        self.sock.settimeout(timeout)
        self.sock.connect(("127.0.0.1", port))
        self.timeout, self.buf = timeout, b""

    def send(self, data):
        self.sock.sendall(data)

    def close(self):
        self.sock.close()

    def _more(self, deadline, eof_ok=False):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("no whole answer in time")
        self.sock.settimeout(min(remaining, self.timeout))
        data = self.sock.recv(65536)
        if not data and not eof_ok:
            raise ConnectionError(f"closed by the server ({len(self.buf)} bytes of an answer read)")
        self.buf += data
        return bool(data)

    def _take(self, n, deadline):
        while len(self.buf) < n:
            self._more(deadline)
        data, self.buf = self.buf[:n], self.buf[n:]
        return data

    def _line(self, deadline):
        while b"\r\n" not in self.buf:
            expect(len(self.buf) < 65536, "an answer's line is longer than 64 KiB")
            self._more(deadline)
        line, self.buf = self.buf.split(b"\r\n", 1)
        return line

    def read_response(self, head=False, timeout=10.0):
        """Status, headers (lower-case names) and body (by length, chunks or EOF; none for HEAD or
        an event stream, whose body stays in the buffer)."""
        deadline = time.monotonic() + timeout
        while True:
            while b"\r\n\r\n" not in self.buf:
                expect(len(self.buf) < 65536, "an answer's head is longer than 64 KiB")
                self._more(deadline)
            raw, self.buf = self.buf.split(b"\r\n\r\n", 1)
            lines = raw.decode("latin-1").split("\r\n")
            parts = lines[0].split(" ", 2)
            expect(len(parts) >= 2 and parts[0].startswith("HTTP/"), f"not an HTTP status line: {lines[0]!r}")
            status = int(parts[1])
            headers = {}
            for line in lines[1:]:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            if not 100 <= status < 200:
                break
        if head or status in (204, 304) or "text/event-stream" in headers.get("content-type", ""):
            return Response(status, headers, b"")
        if "chunked" in headers.get("transfer-encoding", "").lower():
            body = b""
            while True:
                size = int(self._line(deadline).split(b";")[0].strip(), 16)
                if size == 0:
                    while self._line(deadline):  # trailers, up to the empty line
                        pass
                    break
                body += self._take(size, deadline)
                self._take(2, deadline)
                expect(len(body) < 16 << 20, "a chunked answer over 16 MB")
            return Response(status, headers, body)
        if "content-length" in headers:
            return Response(status, headers, self._take(int(headers["content-length"]), deadline))
        while self._more(deadline, eof_ok=True):
            expect(len(self.buf) < 16 << 20, "an answer without length over 16 MB")
        body, self.buf = self.buf, b""
        return Response(status, headers, body)

    def events(self, response, seconds):
        """The server-sent events that arrive within `seconds`: [{"id", "event", "data"}]."""
        chunked = "chunked" in response.headers.get("transfer-encoding", "").lower()
        deadline, raw, text, found = time.monotonic() + seconds, self.buf, b"", []
        self.buf = b""
        while True:
            if chunked:  # take every whole chunk from raw into text
                while b"\r\n" in raw:
                    size_line, rest = raw.split(b"\r\n", 1)
                    size = int(size_line.split(b";")[0].strip() or b"0", 16)
                    if len(rest) < size + 2:
                        break
                    text, raw = text + rest[:size], rest[size + 2:]
            else:
                text, raw = text + raw, b""
            while b"\n\n" in text:
                block, text = text.split(b"\n\n", 1)
                event = {}
                for line in block.decode("utf-8", "replace").split("\n"):
                    name, _, value = line.partition(":")
                    if name:
                        event[name] = value[1:] if value.startswith(" ") else value
                if "event" in event or "data" in event:
                    found.append(event)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return found
            self.sock.settimeout(remaining)
            try:
                data = self.sock.recv(65536)
            except (TimeoutError, socket.timeout):
                return found
            if not data:
                return found
            raw += data


# MARK: - The server

class Server:
    """`juicemaker --menu recipes.yaml --state TMP/stock.sqlite serve --port 0 [options]` in TMP."""

    def __init__(self, *options, token=None, token_mode=0o600, open_files=None):
        self.options, self.token_mode, self.open_files = list(options), token_mode, open_files
        self.token = secrets.token_hex(16) if token is True else token
        self.dir = tempfile.mkdtemp(prefix="juicemaker-attacks-")
        shutil.copy(os.path.join(ROOT, "recipes.yaml"), self.dir)
        self.state = os.path.join(self.dir, "stock.sqlite")
        self.log_path = os.path.join(self.dir, "serve.log")
        self.proc = self.port = self.log = None

    def start(self, wait=True):
        command = [BINARY, "--menu", "recipes.yaml", "--state", self.state, "serve", "--port", "0"]
        if self.token is not None:
            path = os.path.join(self.dir, "token")
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, self.token_mode)
            os.write(fd, self.token.encode() + b"\n")
            os.close(fd)
            os.chmod(path, self.token_mode)
            command += ["--token-file", path]
        env = {k: v for k, v in os.environ.items()
               if k not in ("JUICEMAKER_TOKEN", "JUICEMAKER_TOKEN_FILE", "JUICEMAKER_MENU", "JUICEMAKER_STATE")}
        env["NO_COLOR"] = "1"
        self.log = open(self.log_path, "wb")
        limit = self.open_files
        def lower_open_files():
            if limit:
                resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
        self.proc = subprocess.Popen(command + self.options, cwd=self.dir, env=env, stdin=subprocess.DEVNULL,
                                     stdout=self.log, stderr=self.log, start_new_session=True, preexec_fn=lower_open_files)
        LIVE.add(self)
        if wait:
            self.wait_listening()
        return self

    def log_text(self):
        with open(self.log_path, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def wait_listening(self, timeout=60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(r"listening on http://127\.0\.0\.1:(\d+)", self.log_text())
            if found:
                self.port = int(found.group(1))
                return
            if self.proc.poll() is not None:
                raise AssertionError(f"serve exited ({self.proc.returncode}) before listening: {self.log_text()[-300:]!r}")
            time.sleep(0.1)
        raise AssertionError(f"serve did not listen within {timeout} s")

    def rss_kb(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))

    def cpu_seconds(self):
        """User and system CPU time the server has used, from /proc/PID/stat."""
        with open(f"/proc/{self.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def fds(self):
        return len(os.listdir(f"/proc/{self.proc.pid}/fd"))

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.log:
            self.log.close()
        LIVE.discard(self)
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self):
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *_):
        self.stop()

    def request(self, method, target, body=b"", obj=None, ctype=DEFAULT, auth=True, host=None, headers=(), timeout=10.0):
        """One request on a fresh connection; POSTs are JSON unless `ctype` says otherwise."""
        if obj is not None:
            body = json.dumps(obj).encode()
        if ctype is DEFAULT:
            ctype = "application/json" if method == "POST" else None
        conn = Conn(self.port, timeout)
        try:
            conn.send(build(method, target, self.port, body, ctype, self.token if auth else None, host, headers))
            return conn.read_response(head=method == "HEAD", timeout=timeout)
        finally:
            conn.close()

    def stock(self):
        answer = self.request("GET", "/api/stock")
        expect(answer.status == 200, f"GET /api/stock: {answer}")
        return {row["fruit"]: row["stock"] for row in answer.json()["stock"]}

    def newest_id(self):
        answer = self.request("GET", "/api/history?limit=1")
        expect(answer.status == 200, f"GET /api/history: {answer}")
        return max([entry["id"] for entry in answer.json()["entries"]], default=0)

    def set_stock(self, fruit, count):
        answer = self.request("POST", f"/api/stock/{fruit}", obj={"set": count})
        expect(answer.status == 200, f"setting {fruit} to {count}: {answer}")


SHARED = {}


def shared(name):
    """A server kept for several checks: `token` (with a token), `plain` (token-less)."""
    if name not in SHARED:
        server = Server(token=True if name == "token" else None)
        try:
            SHARED[name] = server.start()
        except Exception as error:
            server.stop()
            SHARED[name] = error
    server = SHARED[name]
    if isinstance(server, Exception):
        raise AssertionError(f"the {name} server did not start: {server}")
    expect(server.proc.poll() is None, f"the {name} server died earlier ({server.proc.returncode})")
    return server


def unchanged(server, before):
    """Fails when the stock or the journal moved since `before` (a (stock, newest id) pair)."""
    now = (server.stock(), server.newest_id())
    expect(now == before, f"the stock changed: {before} -> {now}")


def snapshot(server):
    return server.stock(), server.newest_id()


class Crowd:
    """Many raw connections, each sending `first`, then maybe a body byte a second; notices closes."""

    def __init__(self, port, count, first=b"", drip=b"", rcvbuf=None, maxseg=None):
        self.drip_body, self.socks, self.refused = drip, [], 0
        for _ in range(count):
            try:
                conn = Conn(port, 2.0, rcvbuf, maxseg)
                if first:
                    conn.send(first)
                conn.sock.setblocking(False)
            except OSError:
                self.refused += 1
                continue
            self.socks.append({"sock": conn.sock, "opened": time.monotonic(), "sent": 0, "closed": None})

    def open(self):
        return [c for c in self.socks if c["closed"] is None]

    def drip(self):
        for c in self.open():
            if c["sent"] < len(self.drip_body):
                try:
                    c["sock"].send(self.drip_body[c["sent"]:c["sent"] + 1])
                    c["sent"] += 1
                except BlockingIOError:
                    pass
                except OSError:
                    c["closed"] = time.monotonic()

    def poll(self, limit=20 << 20):
        """Reads what has come (and discards it); marks connections the server closed or reset."""
        for c in self.open():
            c.setdefault("read", 0)
            try:
                while c["read"] < limit:
                    data = c["sock"].recv(65536)
                    if not data:
                        c["closed"] = time.monotonic()
                        break
                    c["read"] += len(data)
                    c["tail"] = (c.get("tail", b"") + data)[-16:]
            except BlockingIOError:
                pass
            except OSError:
                c["closed"] = time.monotonic()

    def close(self):
        for c in self.socks:
            c["sock"].close()


def timed(server, path, seconds):
    """(status or error, seconds taken) of GET `path` on a fresh connection."""
    start = time.monotonic()
    try:
        answer = server.request("GET", path, timeout=seconds).status
    except Exception as error:
        answer = f"{type(error).__name__}: {error}"
    return answer, round(time.monotonic() - start, 2)


# MARK: - 1. Deny by default, odd targets

BAD_TARGETS = [
    ("POST", "//api/reset"), ("POST", "//api/orders"), ("POST", "//api/undo"), ("POST", "/api//reset"),
    ("POST", "/api/reset/"), ("POST", "http://127.0.0.1/api/reset"), ("GET", "//api/events"),
    ("GET", "///api///stock///"), ("GET", "/metrics/"), ("GET", "//metrics"), ("GET", "http://x//api/stock"),
    ("GET", "http://x/api/stock"), ("GET", "*"), ("OPTIONS", "*"), ("GET", "/api/./stock"), ("GET", "/api/x/../stock"),
    ("GET", "/api/%2e%2e/api/stock"), ("GET", "/api/%2E/stock"), ("GET", "/api%2fstock"), ("GET", "/api%2Fstock"),
    ("GET", "/api%5cstock"), ("GET", "/api\\stock"), ("GET", "/api/stock/."), ("GET", "/api/stock/.."), ("GET", "/api/stock/"),
]


def attack_targets(server, with_token):
    """Sends every odd target; answers that are not refusals, as text."""
    wrong = []
    for method, target in BAD_TARGETS:
        body = ORDER_KIWI if "orders" in target else b""
        ctype = "application/json" if method == "POST" else None
        try:
            answer = server.request(method, target, body, ctype=ctype, auth=with_token)
        except OSError as error:  # closed without an answer: not the 400 problem asked for
            wrong.append(f"{method} {target} -> {type(error).__name__}: {error}")
            continue
        # A backslash may be refused by the HTTP parser itself: any 400 problem will do there.
        code_ok = answer.code == "bad-target" or ("\\" in target and "problem+json" in answer.ctype)
        if with_token and (answer.status != 400 or not code_ok):
            wrong.append(f"{method} {target} -> {answer.status} {answer.code}")
        elif not with_token and answer.status not in (400, 401):
            wrong.append(f"{method} {target} -> {answer.status}")
    return wrong


def check_public_paths():
    """Without a token, GET and HEAD of /, /health and /openapi.json answer 200."""
    server = shared("token")
    for method in ("GET", "HEAD"):
        for path in ("/", "/health", "/openapi.json"):
            answer = server.request(method, path, auth=False)
            expect(answer.status == 200, f"{method} {path}: {answer}")


def check_private_paths():
    """Every other path and method answers 401 problem+json without the right token."""
    server = shared("token")
    cases = [("POST", "/api/reset", b""), ("POST", "/api/orders", ORDER_KIWI), ("POST", "/api/undo", b""),
             ("GET", "/api/stock", b""), ("HEAD", "/api/stock", b""), ("GET", "/api/history", b""),
             ("GET", "/api/events", b""), ("GET", "/metrics", b""), ("GET", "/nope", b""), ("GET", "/api", b"")]
    for method, path, body in cases:
        answer = server.request(method, path, body, auth=False)
        expect(answer.status == 401, f"{method} {path} without a token: {answer}")
        expect(method == "HEAD" or "problem+json" in answer.ctype, f"{method} {path}: not a problem: {answer}")
    for header in (f"Bearer {server.token}x", f"Bearer {server.token[:-1]}", f"Basic {server.token}", server.token):
        answer = server.request("GET", "/api/stock", auth=False, headers=[("Authorization", header)])
        expect(answer.status == 401, f"Authorization: {header[:12]}…: {answer}")
    answer = server.request("POST", "/health", auth=False)
    expect(answer.status in (401, 405), f"POST /health without a token: {answer}")
    expect(server.request("GET", "/api/stock").status == 200, "GET /api/stock with the token is not 200")


def check_targets_without_token():
    """Odd request targets without a token are 400 or 401, and change nothing."""
    server = shared("token")
    server.set_stock("kiwi", 10)
    expect(server.request("POST", "/api/orders", ORDER_KIWI).status == 201, "the first order failed")
    before = snapshot(server)
    wrong = attack_targets(server, with_token=False)
    expect(not wrong, "; ".join(wrong))
    unchanged(server, before)


def check_targets_with_token():
    """Odd request targets are 400 bad-target even with the token, and change nothing."""
    server = shared("token")
    server.set_stock("kiwi", 10)
    expect(server.request("POST", "/api/orders", ORDER_KIWI).status == 201, "the first order failed")
    before = snapshot(server)
    wrong = attack_targets(server, with_token=True)
    unchanged(server, before)
    expect(not wrong, "; ".join(wrong))


def head_has_no_body(server, path):
    """HEAD `path` with Connection: close; (answer, bytes that followed the head)."""
    conn = Conn(server.port, 5)
    try:
        conn.send(build("HEAD", path, server.port, token=server.token, headers=[("Connection", "close")]))
        answer = conn.read_response(head=True, timeout=5)
        deadline = time.monotonic() + 5
        while conn._more(deadline, eof_ok=True):
            pass
        return answer, conn.buf
    finally:
        conn.close()


def check_head_stock():
    """HEAD /api/stock with the token: 200, no body, GET's Content-Type."""
    server = shared("token")
    get = server.request("GET", "/api/stock")
    answer, extra = head_has_no_body(server, "/api/stock")
    expect(answer.status == 200, f"HEAD /api/stock: {answer}")
    expect(extra == b"", f"HEAD /api/stock sent a body: {extra[:80]!r}")
    expect(answer.ctype == get.ctype, f"HEAD type {answer.ctype!r}, GET type {get.ctype!r}")


# MARK: - 2. Host, 3. cross-site writes

def check_host_dns_names():
    """A Host that is a DNS name other than localhost is 403 host-not-allowed, and changes nothing."""
    server = shared("plain")
    port = server.port
    before = snapshot(server)
    for host in ("evil.example", f"evil.example:{port}", f"localhost.evil.example:{port}", f"127.0.0.1.evil.example:{port}"):
        for method, path, body in (("GET", "/health", b""), ("GET", "/api/stock", b""), ("POST", "/api/orders", ORDER_KIWI)):
            answer = server.request(method, path, body, host=host)
            expect(answer.status == 403 and answer.code == "host-not-allowed", f"{method} {path} Host {host}: {answer}")
    unchanged(server, before)


def check_host_literals():
    """Host: loopback names and IP literals (with or without port) pass: /health 200."""
    server = shared("plain")
    port = server.port
    for host in (f"127.0.0.1:{port}", "127.0.0.1", f"localhost:{port}", "localhost", f"[::1]:{port}", f"192.168.1.20:{port}"):
        answer = server.request("GET", "/health", host=host)
        expect(answer.status == 200, f"Host {host}: {answer}")


def check_allowed_host():
    """A server started with --allowed-host stand.lan takes Host: stand.lan:PORT, still not others."""
    with Server("--allowed-host", "stand.lan") as server:
        answer = server.request("GET", "/api/stock", host=f"stand.lan:{server.port}")
        expect(answer.status == 200, f"Host stand.lan: {answer}")
        answer = server.request("GET", "/api/stock", host=f"evil.example:{server.port}")
        expect(answer.status == 403, f"Host evil.example beside --allowed-host: {answer}")


def check_cross_site_refused():
    """Cross-site, null-origin, non-JSON and form posts are 403 or 415, and change nothing."""
    server = shared("plain")
    server.set_stock("kiwi", 10)
    same = f"http://127.0.0.1:{server.port}"
    before = snapshot(server)
    cases = [  # (what, path, body, content type, headers, statuses, code)
        ("Origin evil", "/api/orders", ORDER_KIWI, "application/json", [("Origin", "http://evil.example")], (403,), "cross-site"),
        ("Sec-Fetch-Site cross-site", "/api/orders", ORDER_KIWI, "application/json", [("Sec-Fetch-Site", "cross-site")], (403,), "cross-site"),
        ("Origin null", "/api/orders", ORDER_KIWI, "application/json", [("Origin", "null")], (403,), "cross-site"),
        ("Origin evil, stock", "/api/stock/kiwi", b'{"set":0}', "application/json", [("Origin", "http://evil.example")], (403,), "cross-site"),
        ("Origin evil, undo", "/api/undo", b"", "application/json", [("Origin", "http://evil.example")], (403,), "cross-site"),
        ("no Content-Type", "/api/orders", b'{"lines":[{"juice":"kiwi"}]}', None, [], (415,), None),
        ("text/plain", "/api/orders", ORDER_KIWI, "text/plain", [], (415,), None),
        ("text/plain, same origin", "/api/orders", ORDER_KIWI, "text/plain", [("Origin", same)], (415,), None),
        ("form to reset", "/api/reset", b"a=1", "application/x-www-form-urlencoded", [], (415,), None),
        ("form to reset, Origin evil", "/api/reset", b"a=1", "application/x-www-form-urlencoded",
         [("Origin", "http://evil.example")], (403, 415), None),
        ("reset without type or body", "/api/reset", b"", None, [], (415,), None),
    ]
    wrong = []
    for what, path, body, ctype, headers, statuses, code in cases:
        answer = server.request("POST", path, body, ctype=ctype, headers=headers)
        if answer.status not in statuses or (code and answer.code != code):
            wrong.append(f"{what}: {answer.status} {answer.code}")
    unchanged(server, before)
    expect(not wrong, "; ".join(wrong))


def check_same_origin_works():
    """A same-origin JSON post (Origin, Sec-Fetch-Site: same-origin) makes the order: 201."""
    server = shared("plain")
    server.set_stock("kiwi", 10)
    for headers in ([("Origin", f"http://127.0.0.1:{server.port}")], [("Sec-Fetch-Site", "same-origin")]):
        answer = server.request("POST", "/api/orders", ORDER_KIWI, headers=headers)
        expect(answer.status == 201, f"{headers}: {answer}")
    expect(server.stock()["kiwi"] == 4, f"kiwi is {server.stock()['kiwi']} after two orders from 10, not 4")


def check_cors_origin():
    """--cors-origin https://tablet.example lets that origin post; another origin is still 403."""
    with Server("--cors-origin", "https://tablet.example") as server:
        answer = server.request("POST", "/api/orders", ORDER_KIWI, headers=[("Origin", "https://tablet.example")])
        expect(answer.status == 201, f"Origin https://tablet.example: {answer}")
        answer = server.request("POST", "/api/orders", ORDER_KIWI, headers=[("Origin", "https://evil.example")])
        expect(answer.status == 403, f"Origin https://evil.example beside --cors-origin: {answer}")


# MARK: - 5. Slow and greedy clients

def check_slow_bodies():
    """200 slow-body posts are closed within request timeout (5 s) + 3 s; /health still answers; RSS < 100 MB."""
    with Server("--request-timeout", "5") as server:
        head = build("POST", "/api/orders", server.port, ctype="application/json", length=40)
        crowd = Crowd(server.port, 200, first=head, drip=ORDER_KIWI.ljust(40))
        try:
            expect(len(crowd.socks) >= 100, f"only {len(crowd.socks)} connections opened ({crowd.refused} refused)")
            last_open, peak, health, prober = crowd.socks[-1]["opened"], server.rss_kb(), [], None
            start = next_drip = time.monotonic()
            while crowd.open() and time.monotonic() < last_open + 9:
                if time.monotonic() >= next_drip:
                    crowd.drip()
                    next_drip += 1
                crowd.poll()
                if prober is None and time.monotonic() > start + 2:
                    prober = threading.Thread(target=lambda: health.append(timed(server, "/health", 2)), daemon=True)
                    prober.start()
                peak = max(peak, server.rss_kb())
                time.sleep(0.1)
            if prober:
                prober.join(3)
            late = [c for c in crowd.socks if c["closed"] is None or c["closed"] - c["opened"] > 8.5]
            expect(not late, f"{len(late)} of {len(crowd.socks)} slow connections not closed within 8.5 s")
            expect(health and health[0][0] == 200 and health[0][1] < 2, f"/health during the attack: {health or 'no answer'}")
            expect(peak < RSS_LIMIT_KB, f"RSS {peak} kB")
            return f"{len(crowd.socks)} clients, peak RSS {peak // 1024} MB"
        finally:
            crowd.close()


def check_connection_cap():
    """--max-connections 50: of 60 idle connections, those beyond 50 are closed within 2 s; then /health 200."""
    with Server("--max-connections", "50") as server:
        crowd = Crowd(server.port, 60)
        try:
            deadline = time.monotonic() + 2.5
            while time.monotonic() < deadline and len(crowd.socks) - len(crowd.open()) + crowd.refused < 10:
                crowd.poll()
                time.sleep(0.05)
            shut = len(crowd.socks) - len(crowd.open()) + crowd.refused
            expect(shut >= 10, f"only {shut} of 60 connections were closed or refused")
        finally:
            crowd.close()
        deadline, answer = time.monotonic() + 3, None
        while time.monotonic() < deadline:
            try:
                answer = server.request("GET", "/health", timeout=2)
                if answer.status == 200:
                    return
            except OSError as error:
                answer = error
            time.sleep(0.2)
        raise AssertionError(f"/health after closing them: {answer}")


def check_low_descriptor_limit():
    """256 open files, 300 silent clients: no spinning, served again once they time out, SIGTERM ends."""
    with Server("--request-timeout", "3", open_files=256) as server:
        crowd = Crowd(server.port, 300)
        try:
            before = server.cpu_seconds()
            time.sleep(2)
            busy = (server.cpu_seconds() - before) / 2
            expect(busy < 0.5, f"the server used {busy:.0%} of a core while 300 silent clients held it")
            deadline, answer = time.monotonic() + 8, None
            while time.monotonic() < deadline:
                try:
                    answer = server.request("GET", "/health", timeout=2)
                    if answer.status == 200:
                        break
                except OSError as error:
                    answer = error
                time.sleep(0.25)
            expect(getattr(answer, "status", None) == 200, f"/health once the silent clients timed out: {answer}")
        finally:
            crowd.close()
        start = time.monotonic()
        server.proc.send_signal(signal.SIGTERM)
        server.proc.wait(15)
        expect(time.monotonic() - start < 12, "SIGTERM took more than 12 s")


def check_pipelined_flood():
    """250 clients each pipelining 4,000 requests for /openapi.json, reading nothing: RSS < 100 MB, others served."""
    with Server(token=True) as server:
        flood = build("GET", "/openapi.json", server.port) * 4000
        socks, peak = [], server.rss_kb()
        try:
            for _ in range(250):
                sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
                sock.connect(("127.0.0.1", server.port))
                sock.setblocking(False)
                try:
                    sock.send(flood)
                except (BlockingIOError, OSError):
                    pass
                socks.append(sock)
            health = []
            for _ in range(20):
                time.sleep(0.25)
                peak = max(peak, server.rss_kb())
            health.append(timed(server, "/health", 3))
        finally:
            for sock in socks:
                sock.close()
        time.sleep(1)
        after = server.rss_kb()
        expect(max(peak, after) < RSS_LIMIT_KB, f"RSS peak {peak} kB, after {after} kB")
        expect(health[0][0] == 200 and health[0][1] < 2, f"/health during the flood: {health}")
        return f"peak RSS {peak // 1024} MB, {after // 1024} MB after"


def check_chunked_drip():
    """20 clients sending endless 1-byte chunks, without and with the token: others answered within 2 s."""
    with Server(token=True) as server:
        stop_at, worst = time.monotonic() + 8, []

        def attacker(token):
            while time.monotonic() < stop_at:
                sock = None
                try:
                    sock = socket.create_connection(("127.0.0.1", server.port), timeout=2)
                    sock.sendall(build("POST", "/api/orders", server.port, ctype="application/json", token=token,
                                       headers=[("Transfer-Encoding", "chunked")])[:-len("Content-Length: 0\r\n\r\n")] + b"\r\n")
                    while time.monotonic() < stop_at:
                        sock.sendall(b"1\r\n \r\n" * 256)
                except OSError:
                    pass
                finally:
                    if sock:
                        sock.close()

        threads = [threading.Thread(target=attacker, args=(server.token if n % 2 else None,), daemon=True) for n in range(20)]
        for thread in threads:
            thread.start()
        time.sleep(1.5)
        while time.monotonic() < stop_at - 0.5:
            worst.append(timed(server, "/health", 5))
            time.sleep(0.4)
        for thread in threads:
            thread.join(5)
        slow = [answer for answer in worst if answer[0] != 200 or answer[1] >= 2]
        expect(worst and not slow, f"/health during the drip: {slow or 'not asked'}")
        return f"slowest /health {max(answer[1] for answer in worst)} s"


def check_listeners_that_never_read():
    """50 event listeners that never read, 2000 changes: RSS < 100 MB, others served, listeners dropped."""
    # An answer that stalls unread for --request-timeout closes its connection: 5 s here, not 30.
    with Server("--request-timeout", "5") as server:
        base_fds, port = server.fds(), server.port
        crowd = Crowd(port, 50, first=build("GET", "/api/events", port), rcvbuf=4096, maxseg=536)
        changer = None
        try:
            expect(len(crowd.socks) == 50, f"only {len(crowd.socks)} listeners connected")
            time.sleep(0.5)
            peak, slow_probes, made, start = server.rss_kb(), [], 0, time.monotonic()
            changer = Conn(port, 10)
            for i in range(2000):
                if time.monotonic() - start > 40:
                    break
                request = build("POST", "/api/stock/kiwi", port, b'{"add":1}' if i % 2 == 0 else b'{"remove":1}', "application/json")
                try:
                    changer.send(request)
                    answer = changer.read_response()
                except OSError:
                    changer.close()
                    changer = Conn(port, 10)
                    changer.send(request)
                    answer = changer.read_response()
                expect(answer.status == 200, f"change {i}: {answer}")
                made += 1
                if i % 100 == 0:
                    peak = max(peak, server.rss_kb())
                if i % 250 == 0:
                    probe = timed(server, "/api/stock", 5)
                    if probe[0] != 200:
                        slow_probes.append(probe)
            changer.close()
            expect(made >= 1000, f"only {made} changes within 40 s")
            # Not read yet: a server that drops a listener blocked for a while has the time to.
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and server.fds() > base_fds + 1:
                peak = max(peak, server.rss_kb())
                time.sleep(0.25)
            peak = max(peak, server.rss_kb())
            deadline = time.monotonic() + 15  # now read each to its end
            while crowd.open() and time.monotonic() < deadline:
                crowd.poll()
                time.sleep(0.05)
            expect(peak < RSS_LIMIT_KB, f"RSS {peak} kB")
            expect(not slow_probes, f"GET /api/stock during the changes: {slow_probes}")
            held = crowd.open()
            ended = sum(1 for c in held if c.get("tail", b"").endswith(b"0\r\n\r\n"))  # the last chunk came
            expect(not held, f"{len(held)} of 50 listeners still open after {made} changes, {ended} of them after their "
                             f"stream's last chunk (server fds {server.fds()}, at start {base_fds})")
            return f"{made} changes, peak RSS {peak // 1024} MB"
        finally:
            crowd.close()
            if changer:
                changer.close()


def check_last_event_id():
    """A listener with Last-Event-ID: N first gets the journal's change events after N, in order."""
    server = shared("plain")
    since, made = server.newest_id(), []
    for body in ({"add": 1}, {"remove": 1}, {"add": 1}):
        answer = server.request("POST", "/api/stock/kiwi", obj=body)
        expect(answer.status == 200, f"{body}: {answer}")
        made.append(answer.json()["entry"]["id"])
    conn = Conn(server.port, 5)
    try:
        conn.send(build("GET", "/api/events", server.port, headers=[("Last-Event-ID", str(since))]))
        answer = conn.read_response(timeout=5)
        expect(answer.status == 200 and "text/event-stream" in answer.ctype, f"GET /api/events: {answer}")
        ids = [int(e["id"]) for e in conn.events(answer, 3) if e.get("event") == "change" and "id" in e]
    finally:
        conn.close()
    expect(ids[:3] == made, f"after Last-Event-ID {since} came change ids {ids[:10]}, not {made}")
    # An id the journal never reached (another stand's, a journal started again): from now on.
    conn = Conn(server.port, 5)
    try:
        conn.send(build("GET", "/api/events", server.port, headers=[("Last-Event-ID", "999999999")]))
        answer = conn.read_response(timeout=5)
        time.sleep(0.3)
        change = server.request("POST", "/api/stock/kiwi", obj={"add": 1})
        expect(change.status == 200, f"a change: {change}")
        ids = [int(e["id"]) for e in conn.events(answer, 3) if e.get("event") == "change" and "id" in e]
    finally:
        conn.close()
    expect(ids == [change.json()["entry"]["id"]], f"after Last-Event-ID 999999999 came change ids {ids[:10]}")


def check_idempotency_memory():
    """3000 Idempotency-Keys with 60 KiB text/plain bodies (415) leave RSS < 100 MB."""
    with Server() as server:
        body, port, lock = b"x" * (60 * 1024), server.port, threading.Lock()
        statuses, tally, stop_at = Counter(), {"sent": 0, "errors": 0}, time.monotonic() + 60

        def client(worker):
            conn = None
            for i in range(750):
                if time.monotonic() > stop_at:
                    break
                try:
                    if conn is None:
                        conn = Conn(port, 10)
                    try:
                        conn.send(build("POST", "/api/orders", port, body, "text/plain",
                                        headers=[("Idempotency-Key", f"attack-{worker}-{i}-{secrets.token_hex(4)}")]))
                    finally:
                        with lock:
                            tally["sent"] += 1
                    answer = conn.read_response()
                    with lock:
                        statuses[answer.status] += 1
                    if answer.headers.get("connection", "").lower() == "close":
                        conn.close()
                        conn = None
                except Exception:  # a refused or broken connection: count it, connect again
                    with lock:
                        tally["errors"] += 1
                    if conn:
                        conn.close()
                    conn = None
            if conn:
                conn.close()

        workers = [threading.Thread(target=client, args=(n,), daemon=True) for n in range(4)]
        peak = server.rss_kb()
        for worker in workers:
            worker.start()
        while any(w.is_alive() for w in workers) and time.monotonic() < stop_at + 12:
            peak = max(peak, server.rss_kb())
            time.sleep(0.25)
        time.sleep(0.5)
        after = server.rss_kb()
        expect(tally["sent"] >= 1000, f"only {tally['sent']} requests sent in 60 s ({dict(statuses)}, {tally['errors']} errors)")
        expect(set(statuses) <= {415}, f"answers {dict(statuses)}, not only 415")
        expect(max(peak, after) < RSS_LIMIT_KB, f"RSS peak {peak} kB, after {after} kB")
        return f"{tally['sent']} refused bodies, peak RSS {peak // 1024} MB, {after // 1024} MB after"


def check_body_too_large():
    """A 65537-byte JSON order, with or without an Idempotency-Key, is 413 (not 500)."""
    server = shared("plain")
    body = ORDER_KIWI.ljust(64 * 1024 + 1)
    for headers in ([("Idempotency-Key", "too-large-" + secrets.token_hex(4))], []):
        conn = Conn(server.port, 10)
        try:
            try:
                conn.send(build("POST", "/api/orders", server.port, body, "application/json", headers=headers))
            except OSError:
                pass  # answered before the whole body: the answer is still to be read
            answer = conn.read_response()
        finally:
            conn.close()
        expect(answer.status == 413 and "problem+json" in answer.ctype, f"{headers or 'no key'}: {answer}")


def check_refusal_not_stored():
    """An Idempotency-Key whose order was refused (409) is free: the same retry later makes it (201)."""
    server = shared("plain")
    key = "refused-" + secrets.token_hex(8)
    server.set_stock("kiwi", 0)
    answer = server.request("POST", "/api/orders", ORDER_KIWI, headers=[("Idempotency-Key", key)])
    expect(answer.status == 409, f"ordering kiwi with none: {answer}")
    server.set_stock("kiwi", 10)
    answer = server.request("POST", "/api/orders", ORDER_KIWI, headers=[("Idempotency-Key", key)])
    expect(answer.status == 201, f"the retry with the key: {answer}")
    expect(server.stock()["kiwi"] == 7, f"kiwi is {server.stock()['kiwi']}, not 7")


# MARK: - 6. Strict input, HTTP

def strict(path, body, fragment=None):
    server = shared("plain")
    before = snapshot(server)
    answer = server.request("POST", path, body.encode())
    unchanged(server, before)
    expect(answer.status == 400 and "problem+json" in answer.ctype, f"{body}: {answer}")
    if fragment:
        detail = answer.json().get("detail", "")
        expect(fragment in detail, f"the detail {detail!r} does not name {fragment!r}")


def check_count_float():
    """count 1.0 is 400, naming lines[0].count."""
    strict("/api/orders", '{"lines":[{"juice":"kiwi","count":1.0}]}', "lines[0].count")


def check_count_exponent():
    """count 1e2 is 400."""
    strict("/api/orders", '{"lines":[{"juice":"kiwi","count":1e2}]}')


def check_duplicate_lines():
    """A duplicate member "lines" is 400, naming lines."""
    strict("/api/orders", '{"lines":[{"juice":"kiwi"}],"lines":[{"juice":"banana"}]}', "lines")


def check_duplicate_add():
    """{"add":1,"add":2} to /api/stock/kiwi is 400."""
    strict("/api/stock/kiwi", '{"add":1,"add":2}')


def check_head_health():
    """HEAD /health: 200, no body."""
    answer, extra = head_has_no_body(shared("plain"), "/health")
    expect(answer.status == 200 and extra == b"", f"HEAD /health: {answer}, then {extra[:80]!r}")


def malformed(raw):
    server = shared("plain")
    conn = Conn(server.port, 5)
    try:
        conn.send(raw.replace(b"PORT", str(server.port).encode()))
        answer = conn.read_response(timeout=5)
    finally:
        conn.close()
    expect(answer.status == 400 and "problem+json" in answer.ctype, f"{raw[:40]!r}: {answer}")
    expect(isinstance(answer.json(), dict), f"not a JSON object: {answer}")


def check_garbage_request_line():
    """GARBAGE as a request line is 400 problem+json with a JSON body."""
    malformed(b"GARBAGE\r\n\r\n")


def check_header_without_colon():
    """A header line without a colon is 400 problem+json with a JSON body."""
    malformed(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nThis line has no colon\r\n\r\n")


def check_unknown_path():
    """GET /nope on a token-less server is 404 problem+json."""
    answer = shared("plain").request("GET", "/nope")
    expect(answer.status == 404 and "problem+json" in answer.ctype, f"GET /nope: {answer}")


# MARK: - 7. State file, 8. shutdown, 9. start options

def check_state_deleted():
    """The state file deleted under the server: orders and stock are 503 state-file-gone; no new file."""
    with Server() as server:
        expect(server.request("POST", "/api/orders", ORDER_KIWI).status == 201, "the first order failed")
        for suffix in ("", "-wal", "-shm", "-journal"):
            if os.path.exists(server.state + suffix):
                os.remove(server.state + suffix)
        answer = server.request("POST", "/api/orders", ORDER_KIWI)
        expect(answer.status == 503 and answer.code == "state-file-gone", f"order: {answer}")
        expect(not os.path.exists(server.state), "the order made a new state file")
        answer = server.request("GET", "/api/stock")
        expect(answer.status == 503, f"GET /api/stock: {answer}")
        expect(not os.path.exists(server.state), "reading the stock made a new state file")


def check_state_replaced():
    """Another file moved onto the state file's path: orders and stock are 503."""
    with Server() as server:
        expect(server.request("POST", "/api/orders", ORDER_KIWI).status == 201, "the first order failed")
        other = os.path.join(server.dir, "other.sqlite")
        shutil.copyfile(server.state, other)
        os.replace(other, server.state)
        answer = server.request("POST", "/api/orders", ORDER_KIWI)
        expect(answer.status == 503, f"order: {answer}")
        answer = server.request("GET", "/api/stock")
        expect(answer.status == 503, f"GET /api/stock: {answer}")


def check_shutdown():
    """SIGTERM with 20 slow-body clients and 10 listeners connected: the server exits within 12 s."""
    with Server() as server:
        port = server.port
        slow = Crowd(port, 20, first=build("POST", "/api/orders", port, ctype="application/json", length=40), drip=ORDER_KIWI.ljust(40))
        listeners = Crowd(port, 10, first=build("GET", "/api/events", port))
        try:
            time.sleep(1)
            server.proc.send_signal(signal.SIGTERM)
            start = next_drip = time.monotonic()
            while server.proc.poll() is None and time.monotonic() < start + 12:
                if time.monotonic() >= next_drip:
                    slow.drip()
                    next_drip += 1
                time.sleep(0.1)
            took = time.monotonic() - start
            expect(server.proc.poll() is not None, "still running 12 s after SIGTERM")
            expect(took <= 12, f"took {took:.1f} s")
        finally:
            slow.close()
            listeners.close()


def check_prompt_shutdown():
    """SIGTERM ends a serve that has nothing left to do at once: idle, or with a listener that reads
    (its stream ends). No poll or keep-alive timer is waited out."""
    for listeners in (0, 1):
        with Server() as server:
            crowd = Crowd(server.port, listeners, first=build("GET", "/api/events", server.port))
            try:
                server.request("GET", "/health")
                start = time.monotonic()
                server.proc.send_signal(signal.SIGTERM)
                server.proc.wait(timeout=12)
                took = time.monotonic() - start
                expect(took < 0.5, f"with {listeners} listener(s): exited {took:.2f} s after SIGTERM, not at once")
            finally:
                crowd.close()


def refused_start(*options, token=None, mode=0o600):
    """Starts serve expecting it to refuse; its exit status and output (None when it listened)."""
    server = Server(*options, token=token, token_mode=mode)
    try:
        server.start(wait=False)
        deadline = time.monotonic() + 15
        while server.proc.poll() is None and time.monotonic() < deadline:
            if "listening on" in server.log_text():
                return None, server.log_text()
            time.sleep(0.1)
        return server.proc.poll(), server.log_text()
    finally:
        server.stop()


def check_short_token():
    """A 5-character token file: the usage exit status, the message mentions 16."""
    status, text = refused_start(token="abcde")
    expect(status == USAGE_STATUS and "16" in text, f"exit {status}: {text[-200:]!r}")


def check_token_file_mode():
    """A token file readable by others (0644): exit non-zero, the message says chmod 600."""
    status, text = refused_start(token=secrets.token_hex(16), mode=0o644)
    expect(status not in (None, 0) and "chmod 600" in text, f"exit {status}: {text[-200:]!r}")


def cors_refused(origin):
    """--cors-origin ORIGIN that is not one http(s) origin: the usage exit status."""
    status, text = refused_start("--cors-origin", origin)
    expect(status == USAGE_STATUS, f"--cors-origin {origin!r}: exit {status}: {text[-200:]!r}")


CHECKS = [
    ("token: public paths open", check_public_paths),
    ("token: everything else 401", check_private_paths),
    ("target: odd targets without token refused", check_targets_without_token),
    ("target: odd targets with token 400 bad-target", check_targets_with_token),
    ("head: /api/stock like GET without body", check_head_stock),
    ("host: DNS names 403", check_host_dns_names),
    ("host: localhost and IP literals pass", check_host_literals),
    ("host: --allowed-host", check_allowed_host),
    ("cross-site: refusals change nothing", check_cross_site_refused),
    ("cross-site: same origin works", check_same_origin_works),
    ("cross-site: --cors-origin", check_cors_origin),
    ("strict: count 1.0", check_count_float),
    ("strict: count 1e2", check_count_exponent),
    ("strict: duplicate lines", check_duplicate_lines),
    ("strict: duplicate add", check_duplicate_add),
    ("head: /health", check_head_health),
    ("http: garbage request line", check_garbage_request_line),
    ("http: header without colon", check_header_without_colon),
    ("http: unknown path 404", check_unknown_path),
    ("idempotency: refusal not stored", check_refusal_not_stored),
    ("idempotency: 64 KiB + 1 body is 413", check_body_too_large),
    ("events: Last-Event-ID replays", check_last_event_id),
    ("state: file deleted", check_state_deleted),
    ("state: file replaced", check_state_replaced),
    ("start: short token", check_short_token),
    ("start: token file 0644", check_token_file_mode),
    ("start: --cors-origin '*'", lambda: cors_refused("*")),
    ("start: --cors-origin null", lambda: cors_refused("null")),
    ("start: --cors-origin 'not a url'", lambda: cors_refused("not a url")),
    ("slow: connection cap", check_connection_cap),
    ("slow: 256 open files, 300 silent clients", check_low_descriptor_limit),
    ("slow: slow bodies timed out", check_slow_bodies),
    ("slow: SIGTERM with slow clients", check_shutdown),
    ("idle: SIGTERM ends serve at once", check_prompt_shutdown),
    ("slow: listeners that never read", check_listeners_that_never_read),
    ("greedy: 250 clients pipelining 4,000 requests each", check_pipelined_flood),
    ("greedy: endless 1-byte chunks", check_chunked_drip),
    ("memory: idempotency keys", check_idempotency_memory),
]


def main():
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    passed = failed = 0
    try:
        if not os.access(BINARY, os.X_OK):
            print(f"FAIL binary: {BINARY} is not an executable (set JUICEMAKER)")
            failed = 1
        else:
            for name, check in CHECKS:
                why = note = None
                if time.monotonic() > DEADLINE:
                    why = "not run: out of time"
                else:
                    try:
                        note = check()
                    except AssertionError as error:
                        why = str(error)
                    except Exception as error:  # a socket error is a failed check, not the script's end
                        why = f"{type(error).__name__}: {error}"
                    for server in list(LIVE):  # a server that crashed under the attack
                        if server.proc.poll() is not None and why is None:
                            why = f"the server exited ({server.proc.returncode}) during the check"
                if why is None:
                    passed += 1
                    print(f"ok   {name}" + (f" ({note})" if note else ""), flush=True)
                else:
                    failed += 1
                    print(f"FAIL {name}: {why}".replace("\n", " "), flush=True)
    finally:
        for server in list(LIVE):
            server.stop()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
