"""The batch emulator's compiled copy (core.emulator.compiled): the hot modules compiled by
mypyc report exactly the figures the pure-Python tree reports (docs/emulator.md, "Speed");
``boinc-core emulate`` runs on the copy only when it matches the sources, and says so with
--verbose; the build never fails the set-up; and bench/emulator_speed.py's own parts.

The tests that need the copy use the one ``make test`` built before the suite (``make``'s
``compiled`` step), or build it once (about a minute of CPU) when there is none; they skip,
saying why, only where it cannot be built (no mypyc, C compiler or Python headers).
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from core.emulator import compiled
from core.emulator.boinc_mix import write_boinc_mix

ROOT = Path(__file__).resolve().parents[3]
BENCH = ROOT / "bench" / "emulator_speed.py"
BIN = Path(sys.executable).parent  # .venv/bin, where boinc-core is
# The variables that choose the build are the test's to set, not the caller's.
CLEAN_ENV = {k: v for k, v in os.environ.items()
             if k not in (compiled.PURE_PYTHON_ENV, compiled.RUNNING_ENV, compiled.CACHE_ENV)}

# Runs in a child whose core is the compiled copy or the tree: the figures of short
# BOINC-format runs in both modes, and the files the listed modules were loaded from.
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
# The what-if preview's kind of input too: a live state's queue of 500 tasks on 4 CPUs, with
# tasks under way (the compiled scheduler once lost track of its picks here and left CPUs idle).
import os
from dataclasses import asdict, replace
from core.emulator.from_state import outlook, scenario_from_state, with_changes
base = with_changes(scenario_from_state(Path(os.environ["WHAT_IF_STATE"]), now=float(os.environ["WHAT_IF_NOW"])),
                    days=1.0)
for pct in (100.0, 50.0):
    edited = with_changes(base, prefs=replace(base.scenario.prefs, max_ncpus_pct=pct))
    out[f"what-if-{pct:g}"] = asdict(outlook(edited.scenario))
out["files"] = [sys.modules[n].__file__ for n in sys.argv[1:] if n in sys.modules]
print(json.dumps(out))
"""


WHAT_IF_NOW = 1.8e9


@pytest.fixture(scope="session")
def what_if_state(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """bench/what_if.py's live state: 5 projects, 500 tasks, 4 CPUs (written by the live client's writer)."""
    spec = importlib.util.spec_from_file_location("what_if_bench", ROOT / "bench" / "what_if.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    data = tmp_path_factory.mktemp("what-if") / "client"
    bench.make_state(data, 5, 500, WHAT_IF_NOW)
    return data


def _figures(core_root: Path, state: Path) -> tuple[dict[str, object], list[str]]:
    """The child's fingerprints, and the files the compiled modules were loaded from."""
    env = dict(CLEAN_ENV, PYTHONPATH=str(core_root), WHAT_IF_STATE=str(state), WHAT_IF_NOW=repr(WHAT_IF_NOW))
    done = subprocess.run([sys.executable, "-P", "-c", _CHILD, *compiled.COMPILED_MODULES], env=env,
                          cwd=tempfile.gettempdir(), capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    figures: dict[str, object] = json.loads(done.stdout)
    files = figures.pop("files")
    assert isinstance(files, list)
    return figures, [str(f) for f in files]


def _emulate(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``boinc-core emulate ARGS -v`` as typed, from a directory that holds no source tree."""
    done = subprocess.run([str(BIN / "boinc-core"), "emulate", *args, "-v"], capture_output=True, text=True,
                          timeout=240, cwd=tempfile.gettempdir(), env=env or CLEAN_ENV)
    assert done.returncode == 0, done.stderr[-2000:]
    return done


def test_every_compiled_module_is_in_the_tree() -> None:
    assert compiled.COMPILED_MODULES
    for name in compiled.COMPILED_MODULES:
        assert name.startswith("core.")
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file(), name


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


def test_the_build_without_a_c_compiler_exits_0_and_says_the_emulator_stays_pure(tmp_path: Path) -> None:
    env = dict(CLEAN_ENV, CC=str(tmp_path / "no-such-cc"), **{compiled.CACHE_ENV: str(tmp_path / "cache")})
    done = subprocess.run([sys.executable, "-m", "core.emulator.compiled", "build"], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr
    assert "not compiled: no C compiler" in done.stdout and "pure Python" in done.stdout, done.stdout
    assert not (tmp_path / "cache").exists()  # it looked before building anything


def test_without_a_copy_emulate_runs_pure_python_and_says_why(tmp_path: Path) -> None:
    scenario = write_boinc_mix(tmp_path, 1)
    done = _emulate(str(scenario), "--days", "0.5", env=dict(CLEAN_ENV, **{compiled.CACHE_ENV: str(tmp_path)}))
    assert "ran pure Python (no compiled copy of these sources" in done.stderr, done.stderr
    assert "BOINC's figures" in done.stdout


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_the_compiled_modules_report_the_pure_python_figures(compiled_copy: Path, what_if_state: Path) -> None:
    """The same short runs with and without the copy give the same fingerprints, bit for bit."""
    with_copy, compiled_files = _figures(compiled_copy, what_if_state)
    pure, pure_files = _figures(ROOT, what_if_state)
    assert len(compiled_files) == len(compiled.COMPILED_MODULES)
    assert all(f.startswith(str(compiled_copy)) and not f.endswith(".py") for f in compiled_files), compiled_files
    assert all(f.startswith(str(ROOT)) and f.endswith(".py") for f in pure_files), pure_files
    assert len(with_copy) == 6 and with_copy == pure


def _without_wall_time(out: str) -> str:
    return re.sub(r'\d+\.\d+ s wall|"wall_seconds": [0-9.e+-]+', "WALL", out)


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_emulate_as_typed_prints_the_same_compiled_and_pure(compiled_copy: Path, tmp_path: Path) -> None:
    scenario = write_boinc_mix(tmp_path, 5)
    for fmt in ([], ["--json"], ["--summary"]):
        fast = _emulate(str(scenario), "--days", "3", *fmt)
        assert f"ran compiled by mypyc ({len(compiled.COMPILED_MODULES)} of {len(compiled.COMPILED_MODULES)} " \
               f"modules, {compiled_copy})" in fast.stderr, fast.stderr
        pure = _emulate(str(scenario), "--days", "3", "--pure-python", *fmt)
        assert "ran pure Python (--pure-python)" in pure.stderr, pure.stderr
        assert _without_wall_time(fast.stdout) == _without_wall_time(pure.stdout)
        assert "WALL" in _without_wall_time(pure.stdout)
    forced = _emulate(str(scenario), "--days", "0.5", env=dict(CLEAN_ENV, **{compiled.PURE_PYTHON_ENV: "1"}))
    assert f"ran pure Python ({compiled.PURE_PYTHON_ENV}=1)" in forced.stderr, forced.stderr


def test_the_source_walk_takes_the_files_and_order_of_the_pathlib_walk(tmp_path: Path) -> None:
    """The key of the copy walks core/ with os.walk (start-up time); it must take the files,
    in the order, that sorted(rglob("*")) with the same filter gave, so keys stay the same."""
    tree = tmp_path / "core"
    for rel in ("a.py", "b/c.py", "b/c.pyi", "b/__pycache__/c.cpython-311.pyc", "b/__pycache__/x.py",
                "b/m.so", "d.pyd", "e.", ".hidden", "B/z.py", "b-c/y.txt", "b/d/e/f.py"):
        (tree / rel).parent.mkdir(parents=True, exist_ok=True)
        (tree / rel).write_text(rel)
    (tree / "linked").symlink_to(tree / "b", target_is_directory=True)  # rglob does not enter it
    (tree / "b" / "alias.py").symlink_to(tree / "a.py")  # a linked file counts, as a file
    reference = [(p.relative_to(tree).parts, str(p)) for p in sorted(tree.rglob("*"))
                 if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".so", ".pyc", ".pyd")]
    walked = compiled._source_files(tree)
    assert walked == reference
    assert [parts for parts, _ in walked][:3] == [(".hidden",), ("B", "z.py"), ("a.py",)]


@pytest.mark.slow
def test_find_returns_the_copy_only_for_the_sources_it_was_built_from(compiled_copy: Path, tmp_path: Path) -> None:
    tree = tmp_path / "core"
    shutil.copytree(ROOT / "core", tree, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc"))
    assert compiled.find(tree) == compiled_copy  # the same sources elsewhere: the same copy
    edited = tree / "policy" / "rr_sim.py"
    original = edited.read_text()
    edited.write_text(original + "# edited\n")
    assert compiled.source_hash(tree) != compiled.source_hash(ROOT / "core")
    assert compiled.find(tree) is None
    edited.write_text(original)
    assert compiled.find(tree) == compiled_copy
    (tree / "policy" / "new_module.py").write_text("")
    assert compiled.find(tree) is None


@pytest.mark.slow
def test_a_copy_missing_a_compiled_module_is_no_copy(compiled_copy: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """All or nothing: a cache cleaner that took one extension module leaves pure Python."""
    cache = tmp_path / "cache"
    shutil.copytree(compiled_copy, cache / compiled_copy.name)
    monkeypatch.setenv(compiled.CACHE_ENV, str(cache))
    assert compiled.find(ROOT / "core") == cache / compiled_copy.name
    next((cache / compiled_copy.name / "core" / "policy").glob("rr_sim.*.so")).unlink()
    assert compiled.find(ROOT / "core") is None


BOINC_SIM_ENV = "BOINC_SIM"  # BOINC's emulator (client/sim) built from BOINC's source, where one is


def test_the_bench_against_boinc_refuses_what_is_not_boincs_emulator(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--against-boinc", str(tmp_path / "sim"), "--days", "1"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT, env=CLEAN_ENV)
    assert done.returncode != 0
    assert "not BOINC's emulator" in done.stderr and "emulator-compat.md" in done.stderr, done.stderr


@pytest.mark.slow
@pytest.mark.serial  # a benchmark: it times both emulators
@pytest.mark.timeout(900)
def test_the_bench_times_the_command_against_boincs_emulator(compiled_copy: Path) -> None:
    """Every directory ran compiled, with the pure tree's figures; BOINC's own figures beside them."""
    sim = os.environ.get(BOINC_SIM_ENV, "")
    if not sim or not Path(sim).is_file():
        pytest.skip(f"BOINC's emulator is not built here (builds of BOINC are not in CI): build client/sim from "
                    f"BOINC's source as ../shared/reference/emulator-compat.md says and set {BOINC_SIM_ENV}")
    done = subprocess.run([sys.executable, str(BENCH), "--against-boinc", sim, "--days", "2", "--runs", "1"],
                          capture_output=True, text=True, timeout=800, cwd=ROOT, env=CLEAN_ENV)
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    rows = [line.split() for line in done.stdout.splitlines() if line.split()[:1] in (["1"], ["5"], ["20"])]
    assert [r[0] for r in rows] == ["1", "5", "20"], done.stdout
    for row in rows:
        assert float(row[1]) > 0 and float(row[2]) > 0 and row[4] == "identical", row
        assert f"compiled by mypyc ({len(compiled.COMPILED_MODULES)} of" in " ".join(row), row
    assert done.stdout.count("BOINC: wf ") == 3, done.stdout


def test_emulate_leaves_the_live_client_unimported(tmp_path: Path) -> None:
    """A third of the command's start-up went on importing the live client it never runs;
    the other subcommands are still there."""
    scenario = write_boinc_mix(tmp_path, 1)
    code = ("import json, sys; from core.cli import main; rc = main(['emulate', sys.argv[1], '--days', '0.1']); "
            "print(json.dumps([rc, sorted(m for m in sys.modules if m.startswith('core.client'))]))")
    done = subprocess.run([sys.executable, "-c", code, str(scenario)], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env=CLEAN_ENV)
    assert done.returncode == 0, done.stderr[-2000:]
    rc, client_modules = json.loads(done.stdout.splitlines()[-1])
    assert rc == 0 and "BOINC's figures" in done.stdout
    assert "core.client.live" not in client_modules and "core.client.cli" not in client_modules, client_modules
    usage = subprocess.run([sys.executable, "-m", "core.cli", "--help"], capture_output=True, text=True, timeout=60,
                           cwd=ROOT, env=CLEAN_ENV)
    assert all(word in usage.stdout for word in ("emulate", "run", "demo-project")), usage.stdout
