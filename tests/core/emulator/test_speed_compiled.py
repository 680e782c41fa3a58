"""bench/emulator_speed.py --compiled: the hot modules compiled by mypyc report exactly the
figures the pure-Python tree reports (docs/emulator.md, "Speed"), and the bench's own parts."""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[3]
BENCH = ROOT / "bench" / "emulator_speed.py"

# Runs in a child whose core is the compiled copy: the figures of short BOINC-format runs in
# both modes, and which of the listed modules are extension modules there.
_CHILD = """
import json, sys, tempfile
from pathlib import Path
from core.emulator.boinc_input import load_boinc_dir
from core.emulator.boinc_mix import write_boinc_mix
from core.emulator.run import run_scenario
out = {}
with tempfile.TemporaryDirectory() as tmp:
    for m in (1, 5):
        s = load_boinc_dir(write_boinc_mix(Path(tmp), m))
        for step in (0.0, 60.0):
            out[f"{m}-{step}"] = run_scenario(s, step_s=step, days=3).fingerprint()
mods = [n.removesuffix(".py").replace("/", ".") for n in json.loads(sys.argv[1])]
out["files"] = [sys.modules[n].__file__ for n in mods if n in sys.modules]
print(json.dumps(out))
"""


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("emulator_speed_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _figures(core_root: Path, modules: tuple[str, ...]) -> tuple[dict[str, object], list[str]]:
    """The child's fingerprints, and the files the listed modules were loaded from."""
    env = dict(os.environ, PYTHONPATH=str(core_root))
    done = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(list(modules))], env=env, cwd=tempfile.gettempdir(),
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    figures: dict[str, object] = json.loads(done.stdout)
    files = figures.pop("files")
    assert isinstance(files, list)
    return figures, [str(f) for f in files]


def test_every_module_the_bench_compiles_is_in_the_tree() -> None:
    bench = _bench()
    assert bench.COMPILED_MODULES
    for name in bench.COMPILED_MODULES:
        assert (ROOT / name).is_file(), name
        assert name.startswith("core/")


def test_the_bench_runs_without_fixed_step_runs() -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--boinc-only", "--days", "0.5", "--runs", "1",
                           "--fixed-runs", "0"], capture_output=True, text=True, timeout=240, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "pure Python" in done.stdout
    rows = [line.split() for line in done.stdout.splitlines() if line.split()[:1] in (["1"], ["5"], ["20"])]
    assert [int(r[0]) for r in rows] == [1, 5, 20]
    for row in rows:
        assert int(row[1]) > 0 and float(row[2]) > 0, row
        assert row[7] == "nan", row  # no fixed-step run


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.skipif(os.environ.get("BOINC_GUI_TEST_COMPILED") != "1",
                    reason="set BOINC_GUI_TEST_COMPILED=1: builds the mypyc copy (a minute of CPU after each "
                           "change to core/), and compiling is a bench option, not the product's")
def test_the_compiled_modules_report_the_pure_python_figures() -> None:
    """Builds the copy (about a minute the first time; cached by source hash), then the same
    runs with and without it must give the same fingerprints, bit for bit."""
    bench = _bench()
    compiled_root = bench.compiled_tree()
    compiled, compiled_files = _figures(compiled_root, bench.COMPILED_MODULES)
    pure, pure_files = _figures(ROOT, bench.COMPILED_MODULES)
    assert len(compiled_files) == len(bench.COMPILED_MODULES)
    assert all(f.startswith(str(compiled_root)) and not f.endswith(".py") for f in compiled_files), compiled_files
    assert all(f.startswith(str(ROOT)) and f.endswith(".py") for f in pure_files), pure_files
    assert len(compiled) == 4 and compiled == pure
