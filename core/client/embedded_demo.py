"""The embedded demo project a new volunteer sees working with no network and no account.

``make run`` and ``boinc-gui`` start it on a fixed loopback port when the client is
attached to nothing yet, or is attached to it already (so the project it attached to
keeps answering on later starts). Its data lives beside the client's, in
``<data dir>/demo-project``.
"""
from __future__ import annotations

from pathlib import Path

from core.demo import DemoConfig, DemoProject
from core.persist import DataDir, canonicalize_master_url

DEMO_PORT = 31480


def demo_url(port: int = DEMO_PORT) -> str:
    return canonicalize_master_url(f"http://127.0.0.1:{port}/")


def wants_demo(data_dir: Path, port: int = DEMO_PORT) -> bool:
    """True when nothing is attached yet, or the demo project is among the attached."""
    dd = DataDir(data_dir)
    accounts = list(dd.root.glob("account_*.xml")) if dd.root.exists() else []
    return not accounts or dd.account_file(demo_url(port)).exists()


def start_demo(data_dir: Path, port: int = DEMO_PORT, config: DemoConfig | None = None) -> DemoProject:
    """Start the demo project server (raises OSError when the port is taken)."""
    project = DemoProject(data_dir / "demo-project", port=port, config=config)
    project.start()
    return project
