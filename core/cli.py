"""``boinc-core``: the engine from the command line.

Subcommands: ``emulate`` (simulated time; see core.emulator), ``run`` (the live
client, headless; see core.client), ``demo-project`` (the embedded demo
project server on loopback; see core.demo) and ``detect-gpus`` (GPU detection as the
client runs it; see core.gpu).

``boinc-core watchdog CLIENT_PID`` is the client's own helper (core.exec.watchdog),
left out of the help: a frozen bundle has no Python to run ``-m core.exec.watchdog``
with, so the client starts it through this program instead.
"""
from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported in build_parser: `emulate` switches to the compiled copy before it
    import argparse


SUBCOMMANDS = ("emulate", "run", "tls-fingerprint", "demo-project", "detect-gpus")


def build_parser(only: str = "") -> argparse.ArgumentParser:
    """The whole parser, or with ``only`` naming a subcommand that one's alone: a command line
    that names one imports that command's modules only (the headless client need not load the
    demo project's web server, nor the batch emulator the live client, nor the GPU detection
    child either). Each import is written out, for the bundle's analysis to follow."""
    import argparse

    parser = argparse.ArgumentParser(prog="boinc-core", description="BOINC-compatible volunteer-computing engine")
    sub = parser.add_subparsers(dest="command", required=True)
    if only in ("", "emulate"):
        from core.emulator.cli import add_emulate_parser

        add_emulate_parser(sub)
    if only in ("", "run"):
        from core.client.cli import add_run_parser

        add_run_parser(sub)
    if only in ("", "tls-fingerprint"):
        from core.client.cli import add_tls_fingerprint_parser

        add_tls_fingerprint_parser(sub)
    if only in ("", "demo-project"):
        from core.demo.cli import add_demo_project_parser

        add_demo_project_parser(sub)
    if only in ("", "detect-gpus"):
        from core.gpu.cli import add_detect_gpus_parser

        add_detect_gpus_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if words[:1] == ["watchdog"]:
        # Before the parser: the helper lives as long as the client and should not
        # carry the emulator's and the client's modules in its memory.
        from core.exec.watchdog import watch

        return watch()
    if words[:1] == ["emulate"] and argv is None:
        # Before the parser too: the batch emulator runs on the compiled copy of the hot
        # modules when one matches these sources (core.emulator.compiled), and the process
        # that does should not first pay for this one's imports. Only for this process's own
        # command line: an in-process caller of main(argv) keeps its process.
        from core.emulator.compiled import exec_if_built

        exec_if_built(words)
    if words[:1] == ["run"]:
        # The client's threads may be inside OpenSSL as it exits (core/openssl_exit.py): before
        # the parser, so that whichever of the client's modules first loads hashlib or ssl
        # initialises it without its exit handler.
        from core.openssl_exit import keep_state_at_first_use

        keep_state_at_first_use()
    parser = build_parser(words[0] if words[:1] and words[0] in SUBCOMMANDS else "")
    args = parser.parse_args(words)
    handler = args.handler
    code: int = handler(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
