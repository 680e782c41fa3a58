"""GUI RPC server speed: get_state with 10,000 results, and 50 pollers beside a busy engine.

Part 1: get_state round trip over loopback for a state with 10,000 results,
uncached (a new snapshot before each call, so the reply is rendered every
time) and cached (same snapshot). Baseline, measured in the same run: sending
the same number of reply bytes through a loopback socket pair. Ratio = round
trip / bare transfer.

Part 2: an "engine" thread runs a fixed CPU-bound poll (a stand-in for the
engine's tick) every 50 ms and publishes a fresh snapshot once a second; 50
connections poll get_state once a second each (state with POLL_RESULTS
results). Prints the engine's mean and p95 poll time with the pollers against
the same loop with no connections, and the pollers' latency.
Run: .venv/bin/python bench/guirpc_get_state.py
"""
from __future__ import annotations

import dataclasses
import socket
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from tests.core.guirpc.sample import PASSWORD, RawConn, attached_snapshot

N = 10_000
POLL_RESULTS = 500
CONNECTIONS = 50
SECONDS = 8.0


def _bare_transfer(nbytes: int) -> float:
    a, b = socket.socketpair()
    payload = b"x" * nbytes

    def drain() -> None:
        got = 0
        while got < nbytes:
            got += len(b.recv(1 << 20))

    t = threading.Thread(target=drain)
    start = time.perf_counter()
    t.start()
    a.sendall(payload)
    t.join()
    elapsed = time.perf_counter() - start
    a.close()
    b.close()
    return elapsed


def part1() -> None:
    snap = attached_snapshot(n_results=N)
    backend = StateBackend(snap)
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        conn = RawConn(server.port, timeout=60)
        uncached, cached, size = [], [], 0
        for _ in range(5):
            backend.publish(dataclasses.replace(snap))  # a new object: the reply is rendered again
            t0 = time.perf_counter()
            size = len(conn.call("<get_state/>"))
            uncached.append(time.perf_counter() - t0)
        for _ in range(5):
            t0 = time.perf_counter()
            conn.call("<get_state/>")
            cached.append(time.perf_counter() - t0)
        conn.close()
    bare = min(_bare_transfer(size) for _ in range(5))
    print(f"get_state, {N} results, {size / 1e6:.1f} MB reply")
    print(f"  uncached round trip {min(uncached) * 1e3:8.1f} ms   ratio vs bare transfer {min(uncached) / bare:6.1f}")
    print(f"  cached round trip   {min(cached) * 1e3:8.1f} ms   ratio vs bare transfer {min(cached) / bare:6.1f}")
    print(f"  bare transfer       {bare * 1e3:8.1f} ms")


def _engine_loop(backend: StateBackend, stop: threading.Event, times: list[float]) -> None:
    snap = backend.snapshot()
    last_publish = time.monotonic()
    data = list(range(20_000))
    while not stop.is_set():
        t0 = time.perf_counter()
        total = 0
        for x in data:  # the stand-in poll: fixed CPU work
            total += x * x % 7
        if time.monotonic() - last_publish >= 1.0:
            backend.publish(dataclasses.replace(snap))
            last_publish = time.monotonic()
        times.append(time.perf_counter() - t0)
        time.sleep(0.05)


def _poller(port: int, stop: threading.Event, latencies: list[float]) -> None:
    conn = RawConn(port, timeout=30)
    while not stop.is_set():
        t0 = time.perf_counter()
        conn.call("<get_state/>")
        latencies.append(time.perf_counter() - t0)
        stop.wait(1.0)
    conn.close()


def _run(connections: int) -> tuple[list[float], list[float]]:
    backend = StateBackend(attached_snapshot(n_results=POLL_RESULTS))
    poll_times: list[float] = []
    latencies: list[float] = []
    stop = threading.Event()
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        pollers = [threading.Thread(target=_poller, args=(server.port, stop, latencies)) for _ in range(connections)]
        for p in pollers:
            p.start()
        engine = threading.Thread(target=_engine_loop, args=(backend, stop, poll_times))
        engine.start()
        time.sleep(SECONDS)
        stop.set()
        engine.join()
        for p in pollers:
            p.join()
    return poll_times, latencies


def part2() -> None:
    alone, _ = _run(0)
    busy, lat = _run(CONNECTIONS)

    def p95(xs: list[float]) -> float:
        return sorted(xs)[int(len(xs) * 0.95)]

    print(f"engine poll, {CONNECTIONS} connections polling get_state ({POLL_RESULTS} results) once a second")
    print(f"  no connections: mean {statistics.mean(alone) * 1e3:6.2f} ms  p95 {p95(alone) * 1e3:6.2f} ms")
    print(f"  {CONNECTIONS} pollers:     mean {statistics.mean(busy) * 1e3:6.2f} ms  p95 {p95(busy) * 1e3:6.2f} ms")
    print(f"  poll-time ratio (mean) {statistics.mean(busy) / statistics.mean(alone):5.2f}"
          f"   (p95) {p95(busy) / p95(alone):5.2f}")
    print(f"  get_state latency: mean {statistics.mean(lat) * 1e3:6.1f} ms  p95 {p95(lat) * 1e3:6.1f} ms"
          f"  ({len(lat)} requests)")


if __name__ == "__main__":
    part1()
    part2()
