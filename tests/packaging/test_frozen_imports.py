"""boinc_gui/runtime/frozen_imports.py against PyInstaller's own import machinery: its
``pyimod02_importers.install()`` run in a child process as the bootloader runs it, over a PYZ
archive written by PyInstaller's own writer, empty (this bundle: ``noarchive``) or holding one
module. With the empty one, its finder is taken out and Python's FileFinder serves the bundle's
directory, modules and packages alike; with the other, nothing changes and the archive's module
is still found."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.timeout(120)
ROOT = Path(__file__).resolve().parents[2]

_CHILD = textwrap.dedent("""
    import importlib.machinery, os, sys
    bundle, pyz, loader_dir = sys.argv[1:4]
    sys.path.insert(0, loader_dir)  # PyInstaller's bootstrap modules, as the bootloader has them
    sys._MEIPASS = bundle
    sys._pyinstaller_pyz = pyz
    import pyimod02_importers
    pyimod02_importers.install()
    sys.path.insert(0, bundle)
    sys.path_importer_cache.clear()
    from boinc_gui.runtime.frozen_imports import direct_file_imports
    import h_plain  # through PyInstaller's finder
    finders_before = {type(f).__name__ for p, f in sys.path_importer_cache.items() if p == bundle}
    taken_out = direct_file_imports()
    import h_pkg.inner, h_late
    finders_after = {type(f).__name__ for p, f in sys.path_importer_cache.items() if p == bundle}
    hooks = [getattr(h, "__qualname__", "") for h in sys.path_hooks]
    in_archive = ""
    try:
        import h_archived
        in_archive = h_archived.WHERE
    except ImportError:
        pass
    print(taken_out, sorted(finders_before), sorted(finders_after), h_plain.VALUE + h_late.VALUE + h_pkg.inner.VALUE,
          any("PyiFrozenFinder" in h for h in hooks), in_archive or "-")
""")


def _run(tmp_path: Path, archived: bool) -> list[str]:
    pytest.importorskip("PyInstaller", reason="PyInstaller is installed by make dist")
    import PyInstaller.loader
    from PyInstaller.archive.writers import ZlibArchiveWriter

    bundle = tmp_path / "bundle"
    (bundle / "h_pkg").mkdir(parents=True)
    (bundle / "h_plain.py").write_text("VALUE = 1\n")
    (bundle / "h_late.py").write_text("VALUE = 10\n")
    (bundle / "h_pkg" / "__init__.py").write_text("")
    (bundle / "h_pkg" / "inner.py").write_text("VALUE = 100\n")
    source = tmp_path / "source" / "h_archived.py"  # not on the child's path: only in the archive
    source.parent.mkdir()
    source.write_text("WHERE = 'archive'\n")
    pyz = tmp_path / "app.pyz"
    code = {"h_archived": compile(source.read_text(), str(source), "exec")}
    ZlibArchiveWriter(str(pyz), [("h_archived", str(source), "PYMODULE")] if archived else [], code)
    child = tmp_path / "run" / "child.py"
    child.parent.mkdir()
    child.write_text(_CHILD)
    loader_dir = Path(PyInstaller.loader.__file__).parent
    proc = subprocess.run([sys.executable, str(child), str(bundle), str(pyz), str(loader_dir)],
                          capture_output=True, text=True, timeout=60, cwd=child.parent,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.split()


def test_an_empty_archive_s_finder_is_taken_out_and_the_files_are_imported_directly(tmp_path: Path) -> None:
    taken_out, before, after, total, hook_left, archived = _run(tmp_path, archived=False)
    assert before == "['PyiFrozenFinder']"  # what PyInstaller puts in front of the bundle's directory
    assert (taken_out, after, hook_left) == ("True", "['FileFinder']", "False")
    assert total == "111" and archived == "-"  # modules and a package, before and after


def test_a_bundle_with_an_archive_keeps_its_finder(tmp_path: Path) -> None:
    taken_out, before, after, total, hook_left, archived = _run(tmp_path, archived=True)
    assert (taken_out, before, after, hook_left) == ("False", "['PyiFrozenFinder']", "['PyiFrozenFinder']", "True")
    assert total == "111" and archived == "archive"
