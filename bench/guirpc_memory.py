"""GUI RPC memory under mutated requests: does the client's resident memory level off?

Starts a real ``boinc-core run`` (the live client with its GUI RPC server) on a temporary
data directory and a free port on 127.0.0.1, then sends ``--requests`` requests made by
mutating valid ones (bytes flipped, inserted or cut; tags repeated, renamed, unclosed;
huge and negative numbers; deep nesting), most on an authenticated connection, some on
fresh unauthenticated ones. Every ``--every`` requests it prints the client process's RSS
(/proc/<pid>/status). Ops that would reach the network (attach, account manager, account
lookups) or stop the client (quit) are left out; the project list fetch is off.

``--in-process`` serves from this process instead, under tracemalloc, and prints the
source lines whose allocations grew most between the first and the last sample: where
to look when the RSS does not level off.

Run: .venv/bin/python bench/guirpc_memory.py --requests 20000 --every 2000

What it found (2 shared cores, seed 1; RSS in MiB at 0 / 20k / 60k / 110k / 160k requests):
before, 39.7 / 45.0 / 48.5 / 49.0 / 50.6, still creeping; the server's reply cache kept, per
cacheable op, the snapshot it was rendered from alive: up to 11 copies of the state and of
the event log's 2000 messages (tests/core/guirpc/test_reply_cache.py). With one snapshot
held: 39.8 / 44.0 / 45.8 / 46.3 / 47.9, and 47.0 at 200k (46.6 to 47.9 from 80k on). Bounded:
the event log fills to its 2000 messages by about 65k requests (3 per 100 mutated requests:
refused preferences and configuration, unknown projects), and the notices (the alerts among
those messages, 3 per 1000 requests) to their 1000 by about 330k; tracemalloc shows nothing
else growing (``--in-process``).
"""
from __future__ import annotations

import argparse
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.core.guirpc.sample import RawConn

REPO = Path(__file__).resolve().parents[1]

SEEDS = [
    "<get_state/>", "<get_results>\n<active_only>1</active_only>\n</get_results>", "<get_cc_status/>",
    "<get_messages>\n<seqno>0</seqno>\n</get_messages>", "<get_message_count/>", "<get_project_status/>",
    "<get_notices>\n<seqno>0</seqno>\n</get_notices>", "<get_notices_public>\n<seqno>3</seqno>\n</get_notices_public>",
    "<get_file_transfers/>", "<get_host_info/>", "<get_disk_usage/>", "<get_statistics/>",
    "<get_simple_gui_info/>", "<get_daily_xfer_history/>", "<get_old_results/>", "<get_all_projects_list/>",
    "<get_screensaver_tasks/>", "<get_global_prefs_file/>", "<get_global_prefs_working/>",
    "<get_global_prefs_override/>", "<get_cc_config/>", "<get_proxy_settings/>", "<get_app_config>\n"
    "<url>http://127.0.0.1:1/</url>\n</get_app_config>", "<exchange_versions>\n<major>8</major>\n<minor>2</minor>\n"
    "<release>4</release>\n</exchange_versions>", "<get_newer_version/>", "<network_available/>",
    "<set_run_mode>\n<auto/>\n<duration>0</duration>\n</set_run_mode>",
    "<set_network_mode>\n<always/>\n<duration>10</duration>\n</set_network_mode>",
    "<set_gpu_mode>\n<never/>\n<duration>5</duration>\n</set_gpu_mode>",
    "<project_suspend>\n<project_url>http://127.0.0.1:1/</project_url>\n</project_suspend>",
    "<suspend_result>\n<project_url>http://127.0.0.1:1/</project_url>\n<name>x_0</name>\n</suspend_result>",
    "<retry_file_transfer>\n<project_url>http://127.0.0.1:1/</project_url>\n<filename>f</filename>\n"
    "</retry_file_transfer>",
    "<set_global_prefs_override>\n<global_preferences>\n<max_ncpus_pct>50</max_ncpus_pct>\n"
    "<cpu_usage_limit>90</cpu_usage_limit>\n</global_preferences>\n</set_global_prefs_override>",
    "<read_global_prefs_override/>",
    "<set_cc_config>\n<cc_config>\n<log_flags>\n<task>1</task>\n</log_flags>\n<options>\n"
    "<max_file_xfers>4</max_file_xfers>\n</options>\n</cc_config>\n</set_cc_config>", "<read_cc_config/>",
    "<get_rules/>", "<set_host_info>\n<host_info>\n<product_name>x</product_name>\n</host_info>\n</set_host_info>",
    "<report_device_status>\n<device_status>\n<on_ac_power>1</on_ac_power>\n</device_status>\n"
    "</report_device_status>", "<set_language>\n<language>fr</language>\n</set_language>",
]
TAGS = ["get_state", "seqno", "project_url", "name", "duration", "global_preferences", "cc_config", "options",
        "max_ncpus_pct", "ncpus", "x", "auth1", "auth2", "nonce_hash", "a" * 200, "get_messages", "quit_"]


def mutate(rng: random.Random, text: str) -> bytes:
    data = bytearray(text.encode())
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(10)
        if kind == 0 and data:  # flip bytes
            for _ in range(rng.randint(1, 8)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        elif kind == 1:  # insert random bytes (never the frame end)
            at = rng.randint(0, len(data))
            data[at:at] = bytes(rng.randrange(1, 256) for _ in range(rng.randint(1, 64))).replace(b"\x03", b"")
        elif kind == 2 and data:  # cut
            a = rng.randrange(len(data))
            del data[a:a + rng.randint(1, 40)]
        elif kind == 3:  # repeat an element many times
            tag = rng.choice(TAGS)
            data += (f"<{tag}>{rng.randint(-10**9, 10**9)}</{tag}>" * rng.randint(1, 400)).encode()
        elif kind == 4:  # unclosed tags, deep nesting
            data += b"".join(f"<{rng.choice(TAGS)}>".encode() for _ in range(rng.randint(1, 300)))
        elif kind == 5:  # numbers BOINC's parser cannot hold
            data = data.replace(b"0", rng.choice([b"1e400", b"-99999999999999999999", b"nan", b"-0"]), 1)
        elif kind == 6:  # an entity or a DTD
            data[0:0] = rng.choice([b"<!DOCTYPE x [<!ENTITY a 'b'>]>", b"&a;", b"<?xml version='1.0'?>"])
        elif kind == 7:  # a new unknown request
            data += f"<{rng.choice(TAGS)}{rng.randint(0, 10**6)}/>".encode()
        elif kind == 8:  # long text
            data += b"<name>" + bytes(rng.choice(b"abc<>&;") for _ in range(rng.randint(100, 5000))) + b"</name>"
        else:  # swap two halves
            cut = rng.randint(0, len(data))
            data = data[cut:] + data[:cut]
    body = bytes(data).replace(b"\x03", b"")
    return b"<boinc_gui_rpc_request>\n" + body + b"\n</boinc_gui_rpc_request>\n\x03"


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Driver:
    def __init__(self, port: int, password: str, seed: int) -> None:
        self.port, self.password = port, password
        self.rng = random.Random(seed)
        self.conn: RawConn | None = None
        self.errors = 0

    def _authed(self) -> RawConn:
        if self.conn is None:
            self.conn = RawConn(self.port, timeout=30)
            self.conn.authorize(self.password)
        return self.conn

    def one(self) -> None:
        payload = mutate(self.rng, self.rng.choice(SEEDS))
        try:
            if self.rng.random() < 0.1:  # a fresh, unauthenticated connection
                c = RawConn(self.port, timeout=30)
                try:
                    c.send_raw(payload)
                    c.recv_reply()
                finally:
                    c.close()
                return
            c = self._authed()
            c.send_raw(payload)
            if not c.recv_reply():
                raise ConnectionResetError
        except OSError:
            self.errors += 1
            if self.conn is not None:
                self.conn.close()
            self.conn = None


def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        data.mkdir()
        port = free_port()
        env = dict(os.environ, BOINC_GUI_PROJECT_LIST_URL="")
        if args.in_process:
            os.environ["BOINC_GUI_PROJECT_LIST_URL"] = ""
            from core.client.gui_rpc import start_gui_rpc
            from core.client.live import LiveClient
            from core.client.session import SessionOptions

            tracemalloc.start(8)
            client = LiveClient(data, SessionOptions(seed=1), probe_attach=False)
            client.start()
            client.wait_opened()
            server = start_gui_rpc(client, port)
            pid = os.getpid()
        else:
            proc = subprocess.Popen([sys.executable, "-m", "core.cli", "run", "--dir", str(data), "--quiet",
                                     "--gui-rpc-port", str(port)], cwd=REPO, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            pid = proc.pid
            deadline = time.monotonic() + 60
            while True:
                try:
                    RawConn(port, timeout=2).close()
                    break
                except OSError:
                    if time.monotonic() > deadline or proc.poll() is not None:
                        raise SystemExit("the client did not start") from None
                    time.sleep(0.1)
        password = (data / "gui_rpc_auth.cfg").read_text().strip()
        driver = Driver(port, password, args.seed)
        start = time.monotonic()
        print(f"{'requests':>9} {'RSS MiB':>8} {'errors':>7} {'s':>7}")
        first: tracemalloc.Snapshot | None = None
        try:
            for i in range(args.requests + 1):
                if i % args.every == 0:
                    print(f"{i:>9} {rss_kib(pid) / 1024:>8.1f} {driver.errors:>7} {time.monotonic() - start:>7.1f}",
                          flush=True)
                    if args.in_process:
                        log = client.session.eventlog
                        msgs = log.messages_since(0) if log is not None else []
                        longest = max((len(m.body) for m in msgs), default=0)
                        print(f"{'':>9} event log {len(msgs)} messages (longest {longest} characters), "
                              f"{len(client.session.notices.notices_since(0))} notices held (caps 2000 and 1000)",
                              flush=True)
                        snap = tracemalloc.take_snapshot()
                        first = first or snap
                        if i == args.requests:
                            print("\nlargest growth since the first sample (tracemalloc):")
                            for stat in snap.compare_to(first, "lineno")[:args.top]:
                                print(f"  {stat}")
                if i < args.requests:
                    driver.one()
        finally:
            if args.in_process:
                server.stop()
                client.stop()
            else:
                proc.terminate()
                try:
                    proc.wait(20)
                except subprocess.TimeoutExpired:
                    proc.kill()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--requests", type=int, default=20_000)
    ap.add_argument("--every", type=int, default=2_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--in-process", action="store_true", help="serve here, under tracemalloc")
    ap.add_argument("--top", type=int, default=15)
    run(ap.parse_args())


if __name__ == "__main__":
    main()
