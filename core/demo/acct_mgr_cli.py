"""``python -m core.demo.acct_mgr_cli``: run the demo account manager until SIGINT/SIGTERM.

One volunteer (``--user NAME PASSWORD``) whose projects are given as ``--project URL KEY``
(repeatable). Prints ``url: <manager URL>`` once it listens. Used where the manager must
run in another process (the real BOINC client's network namespace).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from core.demo.acct_mgr import DemoAccountManager, DemoAmAccount
from core.demo.cli import serve_until_signalled


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m core.demo.acct_mgr_cli", description=__doc__.splitlines()[0])
    p.add_argument("--data", type=Path, required=True, help="directory for the manager's signing key")
    p.add_argument("--port", type=int, default=0, help="TCP port on 127.0.0.1 (default: any free port)")
    p.add_argument("--user", nargs=2, metavar=("NAME", "PASSWORD"), required=True)
    p.add_argument("--project", nargs=2, metavar=("URL", "KEY"), action="append", default=[])
    args = p.parse_args(argv)
    am = DemoAccountManager(args.data, port=args.port)
    am.add_user(args.user[0], args.user[1], [DemoAmAccount(u, k) for u, k in args.project])
    try:
        am.start()
    except OSError as exc:
        print(f"demo account manager: {exc}", file=sys.stderr)
        return 1
    print(f"url: {am.url}", flush=True)
    serve_until_signalled(am.stop)
    return 0


if __name__ == "__main__":
    sys.exit(main())
