"""``boinc-core demo-project``: run the demo project server until SIGINT or SIGTERM.

Prints the master URL and the account key (one ``key: value`` per line, then
flushes, so a parent process can read them), then serves. Also runnable as
``python -m core.demo.cli``. Reads and writes the data directory given by
``--data`` (required: never the current directory by accident).
"""
from __future__ import annotations

import argparse
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from types import FrameType
from typing import Any

from core.demo.appdir import AppDirError
from core.demo.scheduler import DemoConfig
from core.demo.server import DEFAULT_APP_DIR, DemoProject
from core.policy.work_send import WorkSendPolicy

_DEFAULTS = DemoConfig()


DESCRIPTION = "Serve the embedded demo project."


def add_arguments(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options of ``boinc-core demo-project`` and ``python -m core.demo.cli`` alike."""
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=0, help="TCP port (default: any free port)")
    p.add_argument("--data", type=Path, required=True, help="project data directory (keys, database, files)")
    p.add_argument("--app", type=Path, default=DEFAULT_APP_DIR, help="application directory (see docs)")
    p.add_argument("--name", default=_DEFAULTS.project_name, help="the project's name, as clients show it")
    p.add_argument("--max-jobs-per-rpc", type=int, default=_DEFAULTS.max_jobs_per_rpc,
                   help="most jobs one scheduler reply carries")
    p.add_argument("--request-delay", type=float, default=_DEFAULTS.request_delay_s,
                   help="seconds between a client's scheduler RPCs")
    p.add_argument("--deadline", type=float, default=_DEFAULTS.delay_bound_s, help="job deadline, seconds")
    p.add_argument("--job-size", type=int, default=None, help="numbers per prime-count job (overrides the app)")
    p.add_argument("--ready-jobs", type=int, default=_DEFAULTS.ready_jobs, help="unsent jobs kept ready")
    p.add_argument("--replication", type=int, choices=(1, 2), default=1, help="results per workunit")
    p.add_argument("--work-send", choices=[x.value for x in WorkSendPolicy], default="WS1")
    p.add_argument("--unsigned", action="store_true", help="serve the app without signatures (test only)")
    p.add_argument("--chain-length", type=int, default=_DEFAULTS.chain_length,
                   help="workunits per chain (workunit affinity); below 2, independent workunits")
    p.add_argument("--chain-timeout", type=float, default=_DEFAULTS.chain_timeout_s,
                   help="seconds a successor waits for the host holding its predecessor's files")
    p.add_argument("--exit-with-stdin", action="store_true",
                   help="also stop when standard input closes (a parent that started this server ends, "
                        "however it ends)")
    return p


def add_demo_project_parser(sub: Any) -> None:
    """``boinc-core demo-project``, among the engine's commands (core/cli.py)."""
    p = sub.add_parser("demo-project", help="serve the embedded demo project until interrupted",
                       description=DESCRIPTION)
    add_arguments(p)
    p.set_defaults(handler=serve)


def run_demo_project(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m core.demo.cli``; returns the process exit status."""
    parser = argparse.ArgumentParser(prog="python -m core.demo.cli", description=DESCRIPTION)
    return serve(add_arguments(parser).parse_args(argv))


def serve(args: argparse.Namespace) -> int:
    """Serve the project ``args`` describe until SIGINT or SIGTERM."""
    config = DemoConfig(
        project_name=args.name, max_jobs_per_rpc=max(1, args.max_jobs_per_rpc),
        request_delay_s=args.request_delay, delay_bound_s=args.deadline, job_size=args.job_size,
        ready_jobs=max(1, args.ready_jobs), replication=args.replication,
        work_send_policy=WorkSendPolicy(args.work_send), sign_executables=not args.unsigned,
        chain_length=max(0, args.chain_length), chain_timeout_s=max(0.0, args.chain_timeout),
    )
    project = DemoProject(args.data, host=args.host, port=args.port, app_dir=args.app, config=config)
    try:
        project.start()
    except (AppDirError, OSError) as exc:
        print(f"demo-project: {exc}", file=sys.stderr)
        return 1
    print(f"master_url: {project.master_url}", flush=True)
    print(f"account_key: {project.authenticator}", flush=True)
    done = threading.Event()
    if args.exit_with_stdin:
        def wait_for_eof() -> None:
            try:
                with open(0, "rb", closefd=False) as stdin:  # the raw pipe: a bundle may have no sys.stdin
                    while stdin.read(4096):
                        pass
            except (OSError, ValueError):
                pass
            done.set()

        threading.Thread(target=wait_for_eof, name="parent-watch", daemon=True).start()
    serve_until_signalled(project.stop, done)
    return 0


def serve_until_signalled(stop: Callable[[], None], done: threading.Event | None = None) -> None:
    """Block until SIGINT or SIGTERM (or ``done`` is set), then ``stop()`` (a server started in
    its own thread)."""
    done = done or threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        done.set()

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    try:
        while not done.wait(0.5):
            pass
    finally:
        stop()


if __name__ == "__main__":
    sys.exit(run_demo_project())
