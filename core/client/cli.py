"""``boinc-core run``: the live client headless, in the foreground, until a signal.

SIGINT or SIGTERM stops it cleanly: applications are told to quit (they restart from
their checkpoints next time), transfers stop, the state is saved. ``--attach URL KEY``
attaches to a project first (once; an attached project stays attached). SIGUSR1 prints
every thread's stack to standard error and leaves the client running: the way to see
where a client that does not stop is waiting. ``--metrics-port PORT`` serves the client's
figures for Prometheus at ``/metrics`` (core.metrics), on 127.0.0.1 unless
``--metrics-address`` says otherwise. ``--gui-rpc-tls-port PORT`` also serves GUI RPC inside
TLS (core/guirpc/tls_front.py) with the client's own certificate, made at first start; off by
default, since the plain port already serves this computer's tools and a new open port should
be the volunteer's choice (31418 is the port the docs suggest). ``boinc-core tls-fingerprint``
prints the certificate's SHA-256 fingerprint, to compare with the one a manager shows.
``--mqtt-broker HOST[:PORT]`` publishes the client's state to an MQTT broker with Home
Assistant discovery and obeys its commands (core.bridges.mqtt).
"""
from __future__ import annotations

import argparse
import signal
import socket
import sys
import threading
from pathlib import Path
from types import FrameType
from typing import Any, TextIO

from core.api.commands import Attach
from core.bridges.mqtt_options import add_mqtt_arguments
from core.bridges.mqtt_settings import MqttSettingsError, settings_from_args
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.client.stack_dump import dump_stacks
from core.engine.policy_spec import DEFAULT_POLICY
from core.eventlog.log import Message, format_line
from core.metrics.options import add_metrics_arguments
from core.persist.paths import default_data_dir


def add_run_parser(sub: Any) -> None:
    p = sub.add_parser("run", help="run the live client (headless) until interrupted")
    p.add_argument("--dir", type=Path, default=None, help="data directory (default: the per-user data directory)")
    p.add_argument("--attach", nargs=2, metavar=("URL", "ACCOUNT_KEY"), help="attach to a project first")
    p.add_argument("--policy", default=DEFAULT_POLICY, help=f"scheduling policy (default {DEFAULT_POLICY})")
    p.add_argument("--gui-rpc-port", type=int, default=31416, help="GUI RPC port; 0 turns the server off")
    p.add_argument("--allow-remote-gui-rpc", action="store_true", help="accept GUI RPC from other hosts")
    p.add_argument("--gui-rpc-tls-port", type=int, default=0, metavar="PORT",
                   help="also serve GUI RPC inside TLS on PORT, with this client's own certificate "
                        "(default 0: off; 31418 suggested)")
    add_metrics_arguments(p)
    add_mqtt_arguments(p)
    p.add_argument("--quiet", action="store_true",
                   help="do not copy the event log to standard output (it is still kept in stdoutdae.txt)")
    p.set_defaults(handler=run_command)


def add_tls_fingerprint_parser(sub: Any) -> None:
    p = sub.add_parser("tls-fingerprint", help="print the SHA-256 fingerprint of the GUI RPC TLS certificate "
                                               "(made now if missing), to compare with what a manager shows")
    p.add_argument("--dir", type=Path, default=None, help="data directory (default: the per-user data directory)")
    p.set_defaults(handler=tls_fingerprint_command)


def tls_fingerprint_command(args: argparse.Namespace) -> int:
    from core.guirpc.tls import certificate_fingerprint, ensure_certificate

    data_dir: Path = args.dir if args.dir is not None else default_data_dir()
    data_dir.mkdir(parents=True, exist_ok=True)
    cert_path, _ = ensure_certificate(data_dir)
    print(f"SHA-256 {certificate_fingerprint(cert_path)}")
    return 0


class StdoutEcho:
    """Copies each event-log message to a stream in the log file's format, as BOINC's
    client does when run in the foreground; a stream that breaks is dropped, never fatal."""

    def __init__(self, stream: TextIO) -> None:
        self._stream: TextIO | None = stream

    def __call__(self, message: Message) -> None:
        if self._stream is None:
            return
        try:
            self._stream.write(format_line(message))
            self._stream.flush()
        except (OSError, ValueError):
            self._stream = None  # a closed terminal or pipe must not stop the engine


class _Wake:
    """Where the main thread sleeps until a signal or the client's stop: no timer wake-ups.

    The kernel may deliver SIGTERM to any thread; Python's own C handler then writes to the
    wake-up socket (``signal.set_wakeup_fd``), so the main thread's receive returns and it runs
    the Python handler. A plain wait with no timeout would not wake for a signal another thread
    took (seen as a client that ignored SIGTERM), and one with a timeout wakes the process for
    nothing twice a second while it is idle.
    """

    def __init__(self) -> None:
        self._r, self._w = socket.socketpair()
        self._w.setblocking(False)  # as set_wakeup_fd asks
        self._old = signal.set_wakeup_fd(self._w.fileno(), warn_on_full_buffer=False)

    def __call__(self) -> None:
        try:
            self._w.send(b"\0")
        except OSError:  # full: a wake is pending anyway
            pass

    def sleep(self) -> None:
        self._r.recv(4096)  # a signal on this thread runs its handler, which sends; then this returns

    def close(self) -> None:
        signal.set_wakeup_fd(self._old)
        self._r.close()
        self._w.close()


def run_command(args: argparse.Namespace) -> int:
    try:
        mqtt_settings = settings_from_args(args)
    except MqttSettingsError as exc:
        print(f"boinc-core: {exc}", file=sys.stderr)
        return 2
    data_dir: Path = args.dir if args.dir is not None else default_data_dir()
    data_dir.mkdir(parents=True, exist_ok=True)
    echo = None if args.quiet else StdoutEcho(sys.stdout)
    client = LiveClient(data_dir, SessionOptions(policy=args.policy, log_echo=echo), probe_attach=False)
    done = threading.Event()
    wake = _Wake()

    def on_stopped() -> None:
        done.set()
        wake()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        on_stopped()

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGUSR1, lambda _signum, _frame: dump_stacks())  # core/client/stack_dump.py
    client.on_stopped = on_stopped
    client.start()
    if not client.wait_opened():
        print("boinc-core: the client did not start", file=sys.stderr)
        wake.close()
        return 1
    server = None
    if args.gui_rpc_port:
        try:
            from core.client.gui_rpc import start_gui_rpc

            server = start_gui_rpc(client, args.gui_rpc_port, allow_remote=args.allow_remote_gui_rpc)
        except OSError as exc:
            print(f"boinc-core: GUI RPC not available on port {args.gui_rpc_port}: {exc}", file=sys.stderr)
        except ImportError:
            server = None
    tls_front = None
    if server is None and args.gui_rpc_tls_port:
        print("boinc-core: GUI RPC over TLS needs the GUI RPC server (--gui-rpc-port 0 turns both off)",
              file=sys.stderr)
    elif server is not None and args.gui_rpc_tls_port:
        from core.guirpc.tls_front import TlsFront

        try:
            tls_front = TlsFront(server, data_dir, args.gui_rpc_tls_port)
            tls_front.start()
            print(f"boinc-core: GUI RPC over TLS on port {tls_front.port}, certificate SHA-256 "
                  f"{tls_front.fingerprint}", flush=True)
        except OSError as exc:
            tls_front = None
            print(f"boinc-core: GUI RPC over TLS not available on port {args.gui_rpc_tls_port}: {exc}",
                  file=sys.stderr)
    metrics = None
    if args.metrics_port:
        from core.metrics.server import start_metrics_server

        try:
            metrics = start_metrics_server(client.poll_snapshot, args.metrics_port, args.metrics_address)
            print(f"boinc-core: metrics at http://{args.metrics_address}:{metrics.port}/metrics", flush=True)
        except (OSError, OverflowError) as exc:  # OverflowError: a port number out of range
            print(f"boinc-core: metrics not available on {args.metrics_address}:{args.metrics_port}: {exc}",
                  file=sys.stderr)
    bridge = None
    if mqtt_settings is not None:
        from core.bridges.mqtt import MqttBridge

        # It connects in the background; the event log tells when the broker answers (or not).
        bridge = MqttBridge(client, mqtt_settings)
        bridge.start()
    if args.attach:
        # Applied on the engine thread; an already attached project is simply kept.
        url, key = args.attach
        result = client.submit(Attach(url, key)).result(timeout=60)
        if result.ok or not result.message.startswith("Already attached"):
            print(("attached: " if result.ok else "attach failed: ") + (result.message or url), flush=True)
    print(f"boinc-core: running in {data_dir}; Ctrl-C to stop", flush=True)
    while not done.is_set():
        wake.sleep()
    wake.close()
    if bridge is not None:
        bridge.stop()
    if metrics is not None:
        metrics.stop()
    if tls_front is not None:
        tls_front.stop()
    if server is not None:
        server.stop()
    client.stop()
    return 1 if client.error else 0
