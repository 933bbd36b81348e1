#!/usr/bin/env python3
"""A TCP proxy that plays a slow or broken network between a PostgreSQL client and server.

The kernels here have no `netem`, so the tests' and benchmarks' network is this proxy, on
loopback only:

  python3 scripts/netproxy.py --target-port 5432 [--delay-ms 10] [--fault MODE --marker TEXT]

It prints `listening PORT` once it accepts connections, then one line per event:
`connection N closed: round-trips R` when a connection ends (R is the number of ReadyForQuery
messages the server sent after the first one, i.e. the client's round trips once connected; use
`sslmode=disable` so the protocol can be read), and `fault MODE on connection N` when a fault fires.

--delay-ms D   holds every chunk D ms in each direction (a 2*D ms round trip), keeping order.
--fault MODE   fires once, on the first chunk the client sends that contains --marker:
  cut-before   closes both sides at once; the server never gets the chunk.
  cut-after    forwards the chunk, then closes both sides: the server acts on it, the reply is lost.
  half-open    forwards the chunk, then forwards nothing more either way and keeps both sockets
               open: the client hears nothing and no FIN or RST reaches anybody (a Wi-Fi drop).
  stall        forwards nothing from that chunk on, keeps both sockets open: the server never
               gets it (a register that froze before sending).
--after K      fires the fault on the K-th matching chunk instead of the first (K >= 1).

The proxy stops by itself after --max-seconds (default 900), so a test that dies cannot leave
it behind for long.
"""
import argparse
import asyncio
import signal
import sys
import time


class Fault:
    def __init__(self, mode, marker, after):
        self.mode = mode
        self.marker = marker.encode() if marker else None
        self.remaining = after
        self.fired = False

    def matches(self, chunk):
        if self.mode is None or self.fired or self.marker is None or self.marker not in chunk:
            return False
        self.remaining -= 1
        if self.remaining > 0:
            return False
        self.fired = True
        return True


class ServerReader:
    """Counts ReadyForQuery ('Z') messages in the server's byte stream (plain text only)."""

    def __init__(self):
        self.buffer = bytearray()
        self.ready = 0
        self.first = True

    def feed(self, chunk):
        if self.first:
            self.first = False
            if chunk == b"N":  # the answer to an SSLRequest: "no TLS", not a message
                return
        self.buffer += chunk
        while len(self.buffer) >= 5:
            length = int.from_bytes(self.buffer[1:5], "big")
            if len(self.buffer) < 1 + length:
                return
            if self.buffer[0] == ord("Z"):
                self.ready += 1
            del self.buffer[: 1 + length]


async def pump(reader, writer, delay, on_chunk, frozen):
    """Copies reader to writer, each chunk `delay` seconds late, in order."""
    queue = asyncio.Queue()

    async def deliver():
        while True:
            due, chunk = await queue.get()
            if chunk is None:
                break
            wait = due - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            if frozen():
                continue
            writer.write(chunk)
            try:
                await writer.drain()
            except (ConnectionError, OSError):
                break

    sender = asyncio.ensure_future(deliver())
    try:
        while True:
            try:
                chunk = await reader.read(65536)
            except (ConnectionError, OSError):
                break
            if not chunk:
                break
            chunk = on_chunk(chunk)
            if chunk is None:
                break
            if chunk == b"" or frozen():
                continue
            queue.put_nowait((time.monotonic() + delay, chunk))
    finally:
        queue.put_nowait((0, None))
        await sender


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target-port", type=int, required=True)
    parser.add_argument("--listen-port", type=int, default=0)
    parser.add_argument("--listen-host", default="127.0.0.1", help="an address in 127.0.0.0/8")
    parser.add_argument("--delay-ms", type=float, default=0)
    parser.add_argument("--fault", choices=["cut-before", "cut-after", "half-open", "stall"])
    parser.add_argument("--marker")
    parser.add_argument("--after", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=900)
    options = parser.parse_args()
    delay = options.delay_ms / 1000
    fault = Fault(options.fault, options.marker, max(1, options.after))
    counter = [0]
    hold = []  # sockets of half-open and stalled connections, kept open on purpose

    async def serve(client_reader, client_writer):
        counter[0] += 1
        number = counter[0]
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", options.target_port)
        except OSError:
            client_writer.close()
            return
        state = {"frozen": False, "closing": False}
        server = ServerReader()

        def frozen():
            return state["frozen"]

        def from_client(chunk):
            if fault.matches(chunk):
                print(f"fault {fault.mode} on connection {number}", flush=True)
                if fault.mode == "cut-before":
                    state["closing"] = True
                    client_writer.close()
                    server_writer.close()
                    return None
                if fault.mode == "cut-after":
                    server_writer.write(chunk)
                    state["closing"] = True
                    client_writer.close()
                    asyncio.get_event_loop().call_later(0.5, server_writer.close)
                    return None
                if fault.mode == "half-open":
                    server_writer.write(chunk)
                state["frozen"] = True
                hold.append((client_writer, server_writer))
                return b""
            return chunk

        def from_server(chunk):
            server.feed(chunk)
            return chunk

        upstream = asyncio.ensure_future(pump(client_reader, server_writer, delay, from_client, frozen))
        downstream = asyncio.ensure_future(pump(server_reader, client_writer, delay, from_server, frozen))
        await asyncio.wait([upstream, downstream], return_when=asyncio.FIRST_COMPLETED)
        if not state["frozen"]:
            for writer in (client_writer, server_writer):
                try:
                    writer.close()
                except Exception:
                    pass
        await asyncio.gather(upstream, downstream, return_exceptions=True)
        print(f"connection {number} closed: round-trips {max(0, server.ready - 1)}", flush=True)

    if not options.listen_host.startswith("127."):
        parser.error("--listen-host must be a loopback address (127.x.y.z)")
    listener = await asyncio.start_server(serve, options.listen_host, options.listen_port)
    port = listener.sockets[0].getsockname()[1]
    print(f"listening {port}", flush=True)
    try:
        await asyncio.wait_for(asyncio.Event().wait(), timeout=options.max_seconds)
    except asyncio.TimeoutError:
        pass
    listener.close()


if __name__ == "__main__":
    # A parent (a test runner) may have blocked these; the proxy must end when told to.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        sys.exit(0)
