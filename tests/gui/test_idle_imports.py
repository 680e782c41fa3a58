"""What an idle manager has loaded: no signing library, no keyring, no HTTP client (issue 20).

cryptography (its Rust library alone is ~5.5 MB resident), keyring (~80 modules) and httpx
(with httpcore, h11, anyio and certifi, ~3 MB) load on first use. Each check starts a real
child process, since this test process has long since imported both through other tests."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.conftest import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(120)]

# Starts the manager as a volunteer does (boinc_gui.app.main), waits until step two has built
# the engine, the bridge and the hosts, lets the engine tick a few seconds, then writes the
# loaded modules' names and ends the app with SIGTERM, which it handles like a quit.
_DRIVER = r"""
import os, signal, sys, threading, time
from boinc_gui import app

def dump() -> None:
    deadline = time.monotonic() + 60
    while "boinc_gui.hosts.selector" not in sys.modules and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(3.0)
    with open(sys.argv[1], "w") as f:
        f.write("\n".join(sorted(sys.modules)))
    os.kill(os.getpid(), signal.SIGTERM)

threading.Thread(target=dump, daemon=True).start()
sys.exit(app.main(sys.argv[2:]))
"""


def idle_modules(tmp_path: Path, *args: str) -> set[str]:
    out = tmp_path / "modules.txt"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", _DRIVER, str(out), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=100)
    assert out.exists(), f"the app did not come up (exit {proc.returncode}):\n{proc.stderr[-3000:]}"
    return set(out.read_text().split())


def test_an_idle_manager_with_nothing_attached_loads_no_signing_no_keyring_and_no_http_client(tmp_path: Path) -> None:
    mods = idle_modules(tmp_path, "--no-demo", "--data", str(tmp_path / "data"), "--gui-rpc-port", "0")
    assert "boinc_gui.hosts.manager" in mods and "core.client.live" in mods  # the window really got its client
    assert "core.signing.keys" in mods or "core.sched_rpc.keysig" in mods  # imported, yet...
    assert not {m for m in mods if m == "cryptography" or m.startswith("cryptography.")}
    assert not {m for m in mods if m == "keyring" or m.startswith("keyring.")}
    assert "core.transfer.http_ops" in mods and "core.sched_rpc.transport" in mods  # imported, yet...
    assert not {m for m in mods if m.split(".")[0] in ("httpx", "httpcore", "h11", "anyio", "certifi")}


def test_the_embedded_demo_project_signs_its_apps_at_start_so_it_loads_cryptography(tmp_path: Path) -> None:
    """The demo project (started on a first run) signs its application files when it starts:
    there cryptography is needed at once. keyring still is not."""
    driver = (
        "import sys\n"
        "from pathlib import Path\n"
        "from core.demo import DemoProject\n"
        "p = DemoProject(Path(sys.argv[1]), port=0)\n"
        "before = 'cryptography' in sys.modules\n"
        "p.start()\n"
        "try:\n"
        "    print(before, 'cryptography' in sys.modules, 'keyring' in sys.modules)\n"
        "finally:\n"
        "    p.stop()\n"
    )
    proc = subprocess.run([sys.executable, "-c", driver, str(tmp_path / "demo")], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.split() == ["False", "True", "False"]
