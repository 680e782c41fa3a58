"""What ``boinc-core emulate`` loads before it emulates: its start-up is part of the time the
bench compares with BOINC's emulator (bench/emulator_speed.py --against-boinc).

Each test runs a fresh interpreter (a child process), since this one has imported much more.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from core.emulator import compiled

ROOT = Path(__file__).resolve().parents[3]
CLEAN_ENV = {k: v for k, v in os.environ.items()
             if k not in ("PYTHONPATH", compiled.PURE_PYTHON_ENV, compiled.RUNNING_ENV)}


def _loaded_after(code: str, core_root: Path) -> set[str]:
    """The modules a fresh interpreter holds after ``code``, with ``core`` from ``core_root``."""
    child = f"import json, sys\n{code}\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-P", "-c", child], env=dict(CLEAN_ENV, PYTHONPATH=str(core_root)),
                          cwd=tempfile.gettempdir(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return set(json.loads(done.stdout))


def test_the_batch_emulator_does_not_load_the_http_client() -> None:
    """The emulator's modules leave out the live client's HTTP transport (http, urllib.request,
    email: about a tenth of a second of every run), which core.sched_rpc's package and
    xml.sax.saxutils used to pull in."""
    loaded = _loaded_after("import core.emulator.run, core.emulator.boinc_input, core.emulator.cli", ROOT)
    assert "core.emulator.run" in loaded and "core.emulator.boinc_input" in loaded
    heavy = {"http.client", "urllib.request", "email.parser", "core.sched_rpc.transport", "xml.sax.saxutils"}
    assert not heavy & loaded, sorted(heavy & loaded)


def test_the_packages_names_still_load_on_use() -> None:
    """core.sched_rpc's names come from their modules when asked for (PEP 562)."""
    loaded = _loaded_after("from core.sched_rpc import LiveTransport, merge_reply, RequestExtras", ROOT)
    assert {"core.sched_rpc.transport", "core.sched_rpc.merge", "core.sched_rpc.host_blocks"} <= loaded
    from core.sched_rpc import affinity, build_scheduler_request
    from core.sched_rpc.request import build_scheduler_request as direct

    assert build_scheduler_request is direct and affinity.__name__ == "core.sched_rpc.affinity"


def test_switching_to_the_copy_does_not_import_mypy_or_the_build_tools() -> None:
    """The first process of ``boinc-core emulate`` only looks for the copy, then replaces itself."""
    loaded = _loaded_after("from core.emulator.compiled import find; find()", ROOT)
    assert "core.emulator.compiled" in loaded
    heavy = {"mypy", "mypy.version", "argparse", "subprocess", "dataclasses", "shutil"}
    assert not heavy & loaded, sorted(heavy & loaded)


def test_the_copy_carries_its_bytecode(compiled_copy: Path) -> None:
    """Every Python module of the copy has its bytecode beside it, so runs under
    PYTHONDONTWRITEBYTECODE do not compile the emulator's modules from source each time."""
    sources = [p for p in (compiled_copy / "core").rglob("*.py")]
    assert sources
    tag = sys.implementation.cache_tag
    missing = [str(p) for p in sources if not (p.parent / "__pycache__" / f"{p.stem}.{tag}.pyc").is_file()]
    assert not missing, missing[:5]
