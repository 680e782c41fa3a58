"""Download throughput: our TransferManager against Debian's curl on the same loopback file.

A 200 MB file (size adjustable) is served from 127.0.0.1 by a small threaded
server that uses sendfile, so the server is not the bottleneck. Each run
downloads it with ``curl -s -o`` and with a ``TransferManager`` (the full
pipeline: worker thread, partial file, size check, rename), once without and
once with an MD5 check (the client hashes the file after the transfer, as
BOINC's verify_file does). Runs rotate their order and start after ``sync`` to share machine noise; medians are
printed with the ratio to curl (target: >= 0.8x curl without MD5).

Usage: python bench/download_throughput.py [--mb 200] [--runs 5]
Needs /usr/bin/curl (Debian package ``curl``).
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.ids import FileName, ProjectUrl  # noqa: E402
from core.state.files import FileInfo  # noqa: E402
from core.transfer import TransferManager  # noqa: E402


def _serve(root: Path) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            path = root / self.path.lstrip("/")
            size = path.stat().st_size
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            self.wfile.flush()
            with path.open("rb") as fh:
                self.connection.sendfile(fh)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _curl(url: str, out: Path) -> float:
    t0 = time.perf_counter()
    subprocess.run(["curl", "-s", "-f", "-o", str(out), url], check=True)
    return time.perf_counter() - t0


def _ours(url: str, out: Path, nbytes: int, md5: str) -> float:
    manager = TransferManager()
    fi = FileInfo(project_url=ProjectUrl("http://bench/"), name=FileName(out.name), nbytes=float(nbytes),
                  md5_cksum=md5, download_urls=[url])
    t0 = time.perf_counter()
    manager.start_download(fi, out, 0.0)
    while True:
        events = manager.poll(0.0)
        if any(e.final for e in events):
            break
        time.sleep(0.002)
    elapsed = time.perf_counter() - t0
    if not events[-1].ok:
        raise SystemExit(f"download failed: {events[-1].error}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if shutil.which("curl") is None:
        raise SystemExit("curl not found: apt-get install curl")
    with tempfile.TemporaryDirectory() as tmp_s:
        tmp = Path(tmp_s)
        (tmp / "srv").mkdir()
        (tmp / "dl").mkdir()
        data_path = tmp / "srv" / "big.bin"
        nbytes = args.mb * 1_000_000
        with data_path.open("wb") as fh:
            for _ in range(args.mb):
                fh.write(os.urandom(1_000_000))
        md5 = hashlib.md5(data_path.read_bytes()).hexdigest()
        server = _serve(tmp / "srv")
        url = f"http://127.0.0.1:{server.server_address[1]}/big.bin"
        times: dict[str, list[float]] = {"curl": [], "ours": [], "ours+md5": []}
        labels = list(times)
        for i in range(args.runs):
            # Rotate the order and flush dirty pages first: the runs write 200 MB
            # each, and write-back of one run must not be billed to the next.
            for label in labels[i % 3 :] + labels[: i % 3]:
                os.sync()
                out = tmp / "dl" / f"{label.replace('+', '_')}_{i}"
                if label == "curl":
                    t = _curl(url, out)
                else:
                    t = _ours(url, out, nbytes, md5 if label == "ours+md5" else "")
                assert out.stat().st_size == nbytes
                out.unlink()
                times[label].append(t)
        server.shutdown()
    base = nbytes / statistics.median(times["curl"]) / 1e6
    print(f"file: {args.mb} MB over loopback, {args.runs} runs, medians")
    for label, ts in times.items():
        rate = nbytes / statistics.median(ts) / 1e6
        print(f"  {label:9s} {rate:8.1f} MB/s   ratio to curl {rate / base:5.2f}x")


if __name__ == "__main__":
    main()
