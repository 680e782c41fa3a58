"""The batch emulator's compiled copy: the hot modules built by mypyc, outside the source tree.

``boinc-core emulate`` spends its time in the policies' decisions, the engine's poll and the
emulator's per-poll ports (docs/emulator.md, "Speed"); compiled by mypyc (which comes with
mypy, a test dependency) those run about twice as fast with bit-for-bit the same figures.

``build()`` copies ``core/`` into the user's cache directory and compiles ``COMPILED_MODULES``
there; ``find()`` returns that copy only when it was built from exactly the sources that are
running now (a hash of every file under ``core/``, the interpreter's ABI, mypy's version and
the module list), else None. The copy is all or nothing: compiled modules call each other
directly, so one edited module falling back to Python would still run the others' compiled
view of it. It is never built inside the source tree, where a compiled module beside its
``.py`` would win the import even after the ``.py`` was edited.

Only the batch command runs on it (``exec_if_built``, called by ``boinc-core emulate``
before anything else: it imports ``core`` again from the copy, first on ``sys.path``, and
runs the same command there). The GUI's emulator, the preferences preview and the PyInstaller bundle stay
pure Python, and so does everything when no copy matches: the pure-Python tree is the
reference, the copy only a faster way to the same figures.

``python -m core.emulator.compiled build`` is what ``make run`` and ``make test`` call; it
exits 0 when mypyc, a C compiler or Python's headers are missing and says that the emulator
stays pure Python.
"""
from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path
from typing import IO, NamedTuple

# argparse, json, shutil, subprocess and time are imported where a build or the build
# command needs them: every `boinc-core emulate` runs this module's find() before it
# switches to the copy, and should pay for no more than that (about 50 ms less).
import appdirs

# What an on/off flip of a BOINC-format run spends its time in (cProfile, docs/emulator.md);
# fewer leave the calls between them interpreted, more gain little.
COMPILED_MODULES: tuple[str, ...] = (
    "core.policy.rr_sim", "core.policy.cpu_sched", "core.policy.estimate",
    "core.policy.work_fetch", "core.policy.rec", "core.policy.fetch_watch",
    "core.policy.rpc_backoff", "core.policy.concurrency", "core.policy.work_send", "core.engine.engine",
    "core.policy.lazy_mapping",  # the base of the compiled policies' lazily built verdicts
    "core.emulator.executor", "core.emulator.availability", "core.emulator.metrics",
    # The state's classes as native classes: the what-if preview's long queues spend most of
    # their time reading the jobs' attributes, which a compiled module reads from a plain
    # Python object no faster than the interpreter (1.26 s against 0.92 s with these).
    "core.state.work", "core.state.task", "core.state.project", "core.state.client_state",
    "core.state.app", "core.state.prefs", "core.engine.tick", "core.emulator.run", "core.emulator.server",
    # The ports' value classes (Availability at every poll, TaskProgress per running task and
    # poll): built natively, with their spelled-out __init__, from the compiled executor and host.
    "core.ports",
    # Asked at every poll from compiled code, interpreted until they were compiled too: the
    # host's availability fraction, the run modes, the deferred sentences, the run loop's step.
    "core.state.host", "core.state.modes", "core.policy.words", "core.emulator.assembly",
)

PURE_PYTHON_ENV = "BOINC_GUI_PURE_PYTHON"  # "1": never run on the compiled copy
CACHE_ENV = "BOINC_GUI_COMPILED_CACHE"  # where the copies live instead of the user's cache dir
# Set in the process that runs on the copy (its path): that process must not look again.
RUNNING_ENV = "BOINC_GUI_RUNNING_COMPILED"

_STAMP = "built.json"  # written last: a copy without it is unfinished
_KEEP = 3  # copies kept: a few source states (branches, worktrees) without rebuilding each time
_BUILD_SCRIPT = """\
from setuptools import setup
from mypyc.build import mypycify
setup(name="boinc-gui-emulator-compiled", ext_modules=mypycify({paths!r}, opt_level="3"),
      script_args=["build_ext", "--inplace"])
"""


class BuildResult(NamedTuple):
    root: Path | None  # the copy to put first on PYTHONPATH; None: the emulator stays pure Python
    message: str  # what was done, or why nothing could be


def source_root() -> Path:
    """The ``core/`` directory this process imports (the one the copy must match)."""
    return Path(__file__).resolve().parents[1]


def cache_root() -> Path:
    """The per-user directory holding the copies.

    The user's cache directory rather than the temporary one: /tmp is shared by every user,
    and whoever creates a fixed path there first would choose the code we import; it is also
    emptied at boot, which would cost a rebuild. ``BOINC_GUI_COMPILED_CACHE`` overrides it.
    """
    override = os.environ.get(CACHE_ENV, "").strip()
    return Path(override).expanduser() if override else Path(appdirs.user_cache_dir("boinc-gui")) / "compiled"


def _mypy_version() -> str | None:
    if importlib.util.find_spec("mypy") is None:
        return None
    from mypy.version import __version__

    return __version__


def _mypy_key() -> str | None:
    """What identifies the installed mypy, without importing it; None when it is missing.

    Importing mypy loads its own compiled runtime (~50 ms), which every ``boinc-core
    emulate`` would pay before switching to the copy; its ``version.py``, read as text,
    changes with every release just as ``__version__`` does.
    """
    spec = importlib.util.find_spec("mypy")
    if spec is None:
        return None
    for location in spec.submodule_search_locations or ():
        try:
            return (Path(location) / "version.py").read_text(errors="replace")
        except OSError:
            continue
    return _mypy_version()  # an unusual layout: ask the module


def source_hash(core_dir: Path | None = None) -> str | None:
    """The key of the copy for these sources; None when mypy (hence mypyc) is not installed."""
    mypy_version = _mypy_key()
    if mypy_version is None:
        return None
    core_dir = core_dir or source_root()
    abi = f"{sys.version} {sysconfig.get_config_var('EXT_SUFFIX')} {sys.implementation.cache_tag}"
    digest = hashlib.sha256(f"{abi}\0{mypy_version}\0{COMPILED_MODULES}\0".encode())
    for parts, full in _source_files(core_dir):
        with open(full, "rb") as fh:
            digest.update("/".join(parts).encode() + b"\0" + fh.read() + b"\0")
    return digest.hexdigest()[:24]


def _source_files(core_dir: Path) -> list[tuple[tuple[str, ...], str]]:
    """Every file under ``core_dir`` but bytecode and extension modules: its path's parts
    below ``core_dir`` and its full path, sorted by the parts.

    The files and the order of ``sorted(core_dir.rglob("*"))`` keeping the files outside
    ``__pycache__`` whose suffix is not .so, .pyc or .pyd, so the key is the one that walk
    gave; os.walk and plain strings because every ``boinc-core emulate`` hashes the tree
    before it switches to the copy, and pathlib's objects took two thirds of that time.
    """
    root = str(core_dir)
    if "__pycache__" in core_dir.parts:
        return []
    found: list[tuple[tuple[str, ...], str]] = []
    for dirpath, dirnames, filenames in os.walk(root):  # (rglob does not enter linked directories)
        rel = os.path.relpath(dirpath, root)
        below = () if rel == os.curdir else tuple(rel.split(os.sep))
        if "__pycache__" in below:
            dirnames.clear()
            continue
        for name in filenames:
            dot = name.rfind(".")
            suffix = name[dot:] if 0 < dot < len(name) - 1 else ""  # Path.suffix
            full = os.path.join(dirpath, name)
            if suffix not in (".so", ".pyc", ".pyd") and os.path.isfile(full):
                found.append((below + (name,), full))
    found.sort()
    return found


def _unavailable() -> str | None:
    """Why this process cannot use a copy at all, or None."""
    if getattr(sys, "frozen", False):
        return "a bundled program (PyInstaller) runs pure Python"
    if os.name != "posix":
        return "only POSIX systems replace the process with the compiled run"
    return None


def find(core_dir: Path | None = None) -> Path | None:
    """The copy built from exactly the sources in ``core_dir`` (default: the running ones), or None."""
    if _unavailable() is not None:
        return None
    key = source_hash(core_dir)
    if key is None:
        return None
    root = cache_root() / key
    stamp = root / _STAMP
    suffix = str(sysconfig.get_config_var("EXT_SUFFIX"))
    # The extension modules too: a cache cleaner may have taken files but left the stamp.
    if not stamp.is_file() or not all((root / (m.replace(".", "/") + suffix)).is_file() for m in COMPILED_MODULES):
        return None
    try:
        os.utime(stamp)  # last use: pruning keeps the copies in use
    except OSError:
        pass
    return root


def why_pure(forced: str | None = None) -> str:
    """Why a process runs pure Python, for ``--verbose``."""
    if forced:
        return forced
    reason = _unavailable()
    if reason:
        return reason
    if _mypy_version() is None:
        return "mypy (mypyc) is not installed"
    return ("no compiled copy of these sources (make test or `python -m core.emulator.compiled build` "
            "builds one, about a minute)")


def compiled_modules_loaded() -> int:
    """How many of COMPILED_MODULES this process has imported as extension modules."""
    return sum(1 for name in COMPILED_MODULES
               if name in sys.modules and not str(getattr(sys.modules[name], "__file__", "")).endswith(".py"))


def missing_tools() -> str | None:
    """What the build needs and this machine lacks, checked before a minute of type checking."""
    import shutil

    if importlib.util.find_spec("mypyc") is None:
        return "mypyc is not installed (it comes with mypy: pip install mypy)"
    if importlib.util.find_spec("setuptools") is None:
        return "setuptools is not installed"
    cc = (os.environ.get("CC") or str(sysconfig.get_config_var("CC") or "cc")).split()
    if not cc or shutil.which(cc[0]) is None:
        return f"no C compiler ({cc[0] if cc else 'CC'} not found; Debian: apt-get install gcc)"
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.is_file():
        return f"no Python headers ({headers} missing; Debian: apt-get install python3-dev)"
    return None


def _lock(directory: Path) -> IO[str]:
    """An exclusive lock on ``directory``, held until the returned file is closed (POSIX)."""
    import fcntl

    fh = (directory / ".lock").open("a")
    fcntl.flock(fh, fcntl.LOCK_EX)
    return fh


def build(core_dir: Path | None = None, *, say: bool = True) -> BuildResult:
    """Build the copy for ``core_dir`` (default: the running sources) unless it exists.

    Takes about a minute of CPU. Concurrent builds of the same sources wait for each other
    (a lock in the cache directory) and build once. Never raises for a missing tool or a
    failed compilation: the result then has no root and says why.
    """
    import json
    import shutil
    import time

    core_dir = (core_dir or source_root()).resolve()
    pure = "; the emulator runs pure Python"
    reason = _unavailable() or missing_tools()
    key = source_hash(core_dir)
    if reason is None and key is None:
        reason = "mypy (mypyc) is not installed"
    if reason is not None or key is None:
        return BuildResult(None, f"not compiled: {reason}{pure}")
    cache = cache_root()
    try:
        cache.mkdir(parents=True, exist_ok=True)
        held = _lock(cache)
    except OSError as exc:
        return BuildResult(None, f"not compiled: cannot use {cache}: {exc}{pure}")
    try:
        out = cache / key
        if (out / _STAMP).is_file():
            return BuildResult(out, f"compiled copy already built for these sources: {out}")
        # Holding the lock, any unfinished directory is left from a build that died.
        for stale in cache.glob("*.building"):
            shutil.rmtree(stale, ignore_errors=True)
        shutil.rmtree(out, ignore_errors=True)
        if say:
            print(f"compiling {len(COMPILED_MODULES)} emulator modules with mypyc into {out} (about a minute) ...",
                  flush=True)
        started = time.monotonic()
        cpu0 = _children_cpu()
        work = cache / f"{key}.building"
        try:
            failure = _compile(core_dir, work)
        except OSError as exc:
            failure = str(exc)
        if failure is not None:
            shutil.rmtree(work, ignore_errors=True)
            return BuildResult(None, f"not compiled: {failure}{pure}")
        (work / _STAMP).write_text(json.dumps({
            "modules": list(COMPILED_MODULES), "mypy": _mypy_version(), "python": sys.version,
            "source": str(core_dir), "wall_s": round(time.monotonic() - started, 1),
            "cpu_s": round(_children_cpu() - cpu0, 1)}, indent=1) + "\n")
        work.rename(out)
        _prune(cache, keep=out)
        return BuildResult(out, f"compiled {len(COMPILED_MODULES)} modules in {time.monotonic() - started:.0f} s "
                                f"({_children_cpu() - cpu0:.0f} s CPU): {out}")
    finally:
        held.close()


def _children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def _compile(core_dir: Path, work: Path) -> str | None:
    """Copy ``core_dir`` into ``work`` and compile the modules there; None, or what failed."""
    import json
    import shutil
    import subprocess

    shutil.copytree(core_dir, work / "core", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc"))
    # No pyproject.toml in the copy (setup() would read the project's); mypyc type-checks
    # what it compiles, and lxml has no stubs.
    (work / "mypy.ini").write_text("[mypy]\npython_version = 3.11\nignore_missing_imports = True\n")
    paths = [m.replace(".", "/") + ".py" for m in COMPILED_MODULES]
    (work / "build_compiled.py").write_text(_BUILD_SCRIPT.format(paths=paths))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "build_compiled.py"], cwd=work, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        return "mypyc failed:\n" + (done.stdout + done.stderr)[-3000:]
    for scratch in ("build", ".mypy_cache"):  # objects, C sources and type-check cache: 20 MB
        shutil.rmtree(work / scratch, ignore_errors=True)
    # All or nothing: each module must load as an extension module from the copy.
    check = ("import importlib, json, sys; "
             "print(json.dumps([importlib.import_module(m).__file__ for m in sys.argv[1:]]))")
    env["PYTHONPATH"] = str(work)
    loaded = subprocess.run([sys.executable, "-P", "-c", check, *COMPILED_MODULES], cwd=work, env=env,
                            capture_output=True, text=True)
    if loaded.returncode != 0:
        return "the compiled modules do not import:\n" + loaded.stderr[-3000:]
    files = [str(f) for f in json.loads(loaded.stdout)]
    if not all(f.startswith(str(work)) and not f.endswith(".py") for f in files):
        return f"not every module was compiled: {files}"
    # The copy's bytecode, written once here: where PYTHONDONTWRITEBYTECODE is set (or the
    # cache is read-only to the runs) every run would otherwise compile the ~90 modules it
    # imports from source, a third of a 100-day run's start-up. Reading bytecode is never
    # turned off by that setting, only writing it.
    import compileall

    if not compileall.compile_dir(work / "core", quiet=1, workers=1):
        return "the copy's Python modules do not compile to bytecode"
    return None


def _prune(cache: Path, keep: Path) -> None:
    """Keep the most recently used copies (each ~5 MB), ``keep`` among them."""
    import shutil

    copies = sorted((d for d in cache.iterdir() if (d / _STAMP).is_file() and d != keep),
                    key=lambda d: (d / _STAMP).stat().st_mtime, reverse=True)
    for old in copies[_KEEP - 1:]:
        shutil.rmtree(old, ignore_errors=True)


def exec_if_built(words: Sequence[str]) -> None:
    """Run ``boinc-core`` with ``words`` on the compiled copy, if one matches, and exit.

    Returns (and the caller goes on in pure Python) when the copy is missing or stale, when
    ``--pure-python`` is among ``words`` or ``BOINC_GUI_PURE_PYTHON=1``, and in the process
    that already runs on the copy. Only for a process's own command line: it never returns
    when it switches (it raises SystemExit with the command's status), so an in-process
    caller (a test calling ``main(argv)``) must not use it.

    The switch happens in this process: the few ``core`` modules imported so far (this one,
    the command line's, the package's) are forgotten and ``core`` is imported again from the
    copy, first on ``sys.path``. Replacing the process (exec) instead started a second
    interpreter and imported the standard modules twice: 0.02-0.03 s of a 0.6 s run.
    """
    if os.environ.get(RUNNING_ENV) or os.environ.get(PURE_PYTHON_ENV) == "1" or _asks_pure(words):
        return
    root = find()
    if root is None:
        return
    sys.exit(_run_on_copy(root, words))


def _run_on_copy(root: Path, words: Sequence[str]) -> int:
    """``boinc-core WORDS`` with ``core`` imported from ``root`` (see ``exec_if_built``)."""
    import importlib

    # What a child would inherit from the process exec used to start: the copy first on
    # PYTHONPATH, and the variable that tells it (and --verbose) that it runs on the copy.
    path = [str(root), *(p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p)]
    os.environ["PYTHONPATH"] = os.pathsep.join(path)
    os.environ[RUNNING_ENV] = str(root)
    # First on the path, before the current directory or a script's (which may hold a source
    # tree: exec ran with -P for that), and no core module left from the sources.
    sys.path.insert(0, str(root))
    for name in [n for n in sys.modules if n == "core" or n.startswith("core.")]:
        del sys.modules[name]
    importlib.invalidate_caches()
    cli = importlib.import_module("core.cli")
    status: int = cli.main(list(words))
    return status


def _asks_pure(words: Sequence[str]) -> bool:
    """``--pure-python`` (or an abbreviation argparse would accept) before any ``--``."""
    for word in words:
        if word == "--":
            return False
        if len(word) > 3 and "--pure-python".startswith(word.split("=", 1)[0]):
            return True
    return False


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m core.emulator.compiled",
                                     description="Build or find the batch emulator's compiled copy (mypyc).")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build the copy for the running sources unless it exists (exits 0 "
                       "even when it cannot: the emulator then runs pure Python)")
    b.add_argument("--background", action="store_true",
                   help="build in a detached process, its output in the cache directory's build.log")
    sub.add_parser("find", help="print the copy for the running sources, or say there is none (exit 1)")
    args = parser.parse_args(argv)
    if args.command == "find":
        root = find()
        print(root if root else f"none: {why_pure()}")
        return 0 if root else 1
    if args.background:
        return _build_in_background()
    print(build().message)
    return 0


def _build_in_background() -> int:
    """``make run``: the window never uses the copy, so it should not wait a minute for it."""
    import subprocess

    built = find()
    if built is not None:
        print(f"compiled copy already built for these sources: {built}")
        return 0
    reason = _unavailable() or missing_tools()
    if reason:
        print(f"not compiled: {reason}; the emulator runs pure Python")
        return 0
    cache = cache_root()
    try:
        cache.mkdir(parents=True, exist_ok=True)
        log = (cache / "build.log").open("w")
    except OSError as exc:
        print(f"not compiled: cannot use {cache}: {exc}; the emulator runs pure Python")
        return 0
    with log:
        # The same sources as this process: run from beside them, so -m finds this tree first.
        subprocess.Popen(["nice", "-n", "10", sys.executable, "-m", "core.emulator.compiled", "build"],
                         cwd=source_root().parent, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                         start_new_session=True)
    print(f"compiling the emulator's modules in the background (about a minute; log: {cache / 'build.log'}); "
          "until it is done `boinc-core emulate` runs pure Python")
    return 0


if __name__ == "__main__":
    sys.exit(main())
