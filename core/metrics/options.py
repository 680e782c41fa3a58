"""The metrics endpoint's command-line options, shared by ``boinc-core run`` and ``boinc-gui``.

Imports nothing: the window adds them before its first paint.
"""
from __future__ import annotations

from typing import Any


def add_metrics_arguments(p: Any) -> None:
    """``--metrics-port`` (0: no endpoint) and ``--metrics-address`` on an argparse parser."""
    p.add_argument("--metrics-port", type=int, default=0, metavar="PORT",
                   help="serve the client's figures for Prometheus (OpenMetrics) at "
                   "http://ADDRESS:PORT/metrics (default 0: off)")
    p.add_argument("--metrics-address", default="127.0.0.1", metavar="ADDRESS",
                   help="address the metrics endpoint listens on (default 127.0.0.1: this computer only)")
