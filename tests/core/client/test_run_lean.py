"""``boinc-core run`` as a service that idles: it loads its own modules only, and sleeps."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.core.client.e2e import REPO, free_port, stop_client
from tests.core.client.gui_rpc_run import wait_listening

WATCHED = ("core.client.live", "core.demo.server", "core.emulator.cli", "core.gpu.cli", "http.server", "sqlite3")

LOADED_BY = """
import json, sys
from core.cli import main
try:
    main([sys.argv[1], "--help"])
except SystemExit:
    pass
print(json.dumps(sorted(m for m in sys.argv[2:] if m in sys.modules)))
"""


def _loaded_for(command: str) -> set[str]:
    r = subprocess.run([sys.executable, "-c", LOADED_BY, command, *WATCHED], capture_output=True, text=True,
                       cwd=REPO, timeout=60)
    assert r.returncode == 0, r.stderr
    return set(json.loads(r.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize(("command", "loaded", "not_loaded"), [
    ("run", {"core.client.live"}, {"core.demo.server", "core.emulator.cli", "core.gpu.cli", "http.server", "sqlite3"}),
    ("emulate", {"core.emulator.cli"}, {"core.client.live", "core.demo.server", "core.gpu.cli"}),
    ("demo-project", {"core.demo.server", "http.server"}, {"core.client.live", "core.emulator.cli", "core.gpu.cli"}),
    ("detect-gpus", {"core.gpu.cli"}, {"core.client.live", "core.demo.server", "core.emulator.cli"}),
])
def test_each_command_loads_its_own_modules_only(command: str, loaded: set[str], not_loaded: set[str]) -> None:
    """Parsing a command line imports the named command's modules and not the others': the
    headless client does not carry the demo project's web server in its memory."""
    found = _loaded_for(command)
    assert loaded <= found
    assert not (not_loaded & found), f"{command} loaded {sorted(not_loaded & found)}"


def _switches(pid: int) -> dict[int, int]:
    """Context switches so far, per thread: a thread asleep in the kernel adds none."""
    out: dict[int, int] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            status = dict(line.split(":", 1) for line in (task / "status").read_text().splitlines() if ":" in line)
        except FileNotFoundError:  # a thread that just ended
            continue
        out[int(task.name)] = int(status["voluntary_ctxt_switches"]) + int(status["nonvoluntary_ctxt_switches"])
    return out


def test_an_idle_client_wakes_only_for_its_engine(tmp_path: Path) -> None:
    """With nothing to do, the main thread (waiting for a signal) and the GUI RPC server (no
    connection open) stay asleep, and the engine, with no task, transfer or exchange and
    nobody listening for snapshots, makes a pass every five seconds (REST_TICK_WAIT), not one
    a second as the real client's poll loop does. Its memory holds no library it has no use
    for yet."""
    port = free_port()
    data = tmp_path / "data"
    data.mkdir()
    (data / "cc_config.xml").write_text("<cc_config><options><no_info_fetch>1</no_info_fetch>"
                                        "<dont_contact_ref_site>1</dont_contact_ref_site></options></cc_config>\n")
    proc = subprocess.Popen([sys.executable, "-m", "core.cli", "run", "--dir", str(data), "--gui-rpc-port", str(port),
                             "--quiet"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=REPO)
    try:
        wait_listening(proc, port)  # its probe connection is closed again at once
        time.sleep(3)  # the start's own work (device and Docker probes) is done
        before = _switches(proc.pid)
        time.sleep(6)
        after = _switches(proc.pid)
        woke = {tid: after[tid] - before[tid] for tid in before if tid in after}
        assert woke[proc.pid] <= 1, woke  # the main thread
        engine = max(woke, key=lambda tid: woke[tid])
        assert all(n <= 1 for tid, n in woke.items() if tid != engine), woke  # nothing else wakes
        # A pass at least every five seconds (the client still runs), and no more: the
        # first state write, due ten seconds after the start, may add one.
        assert 1 <= woke[engine] <= 4, woke
        # Nor does it map what only a download, a login or a display needs: OpenSSL (hashlib,
        # ssl, secrets; some 5 MB resident) and ctypes (the X idle query).
        maps = Path(f"/proc/{proc.pid}/maps").read_text()
        mapped = {name for name in ("libcrypto", "libssl", "_hashlib", "_ssl", "_ctypes") if name in maps}
        assert not mapped, mapped
    finally:
        stop_client(proc)
    assert proc.returncode == 0
