"""BOINC's empty-element booleans (``<run_if_user_active/>``) read alike by every reader of
BOINC-format files, in the pure-Python tree and in the compiled copy (issue 34 item 9).

The compiled copy once failed on BOINC's own emulator inputs ("global_prefs.xml, line 9,
<run_if_user_active>: expected a number, found ''"): the emulator's prefs reader chose how
to read an element from the dataclass field's annotation, the string "bool" in the pure tree
and the class bool once mypyc compiled GlobalPrefs. The readers now go by an explicit table
(core.state.prefs.PREF_KINDS) whatever the annotations hold.

The files and the expected readings are in boinc_booleans.py; a child process runs them
with ``core`` imported from the tree or from the compiled copy (the copy the other compiled
tests use: make test's, or built once here; skipped, saying why, where it cannot be built).
"""
from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import tempfile
import typing
from pathlib import Path
from typing import Any

import pytest

from core.emulator import compiled
from core.emulator.boinc_input import load_boinc_dir
from core.emulator.scenario import load_scenario
from core.errors import ScenarioError
from core.state.prefs import PREF_KINDS, GlobalPrefs

from . import boinc_booleans

ROOT = Path(__file__).resolve().parents[3]
HELPER = Path(boinc_booleans.__file__).resolve()
CLEAN_ENV = {k: v for k, v in os.environ.items()
             if k not in (compiled.PURE_PYTHON_ENV, compiled.RUNNING_ENV, compiled.CACHE_ENV, "PYTHONPATH")}

# Runs in a child whose ``core`` is the copy or the tree (PYTHONPATH, -P: no cwd on the path).
_CHILD = """
import importlib.util, json, sys
from pathlib import Path
spec = importlib.util.spec_from_file_location("boinc_booleans", sys.argv[1])
helper = importlib.util.module_from_spec(spec)
spec.loader.exec_module(helper)
d = Path(sys.argv[2])
import core.state.prefs, core.emulator.run
print(json.dumps({"readings": helper.read_all(d), "figures": helper.figures(d),
                  "files": [core.state.prefs.__file__, core.emulator.run.__file__]}))
"""


def _child(core_root: Path, inputs: Path) -> dict[str, Any]:
    env = dict(CLEAN_ENV, PYTHONPATH=str(core_root))
    done = subprocess.run([sys.executable, "-P", "-c", _CHILD, str(HELPER), str(inputs)], env=env,
                          cwd=tempfile.gettempdir(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def test_the_kind_table_matches_the_pure_trees_annotations() -> None:
    """PREF_KINDS names every preference but the day_prefs block, with its declared type."""
    hints = typing.get_type_hints(GlobalPrefs)
    declared = {f.name: hints[f.name].__name__ for f in dataclasses.fields(GlobalPrefs) if f.name != "day_prefs"}
    assert declared == PREF_KINDS


def test_every_reader_takes_an_empty_element_as_true_in_the_pure_tree(tmp_path: Path) -> None:
    inputs = boinc_booleans.write_inputs(tmp_path)
    assert boinc_booleans.read_all(inputs) == boinc_booleans.EXPECTED


def test_the_emulators_prefs_readers_take_numbers_and_refuse_words(tmp_path: Path) -> None:
    """BOINC's parse_bool reads a whole number (2 is true); a word is a typo, named with its line."""
    d = boinc_booleans.write_inputs(tmp_path)
    (d / "global_prefs_override.xml").unlink()
    (d / "global_prefs.xml").write_text("<global_preferences>\n<run_if_user_active>0</run_if_user_active>\n"
                                        "<run_on_batteries>2</run_on_batteries>\n</global_preferences>\n")
    prefs = load_boinc_dir(d).prefs
    assert (prefs.run_if_user_active, prefs.run_on_batteries) == (False, True)
    (d / "global_prefs.xml").write_text("<global_preferences>\n<run_if_user_active>yes</run_if_user_active>\n"
                                        "</global_preferences>\n")
    with pytest.raises(ScenarioError, match=r"line 2.*run_if_user_active.*expected 0, 1 or nothing"):
        load_boinc_dir(d)


def test_a_scenario_files_prefs_read_an_empty_element_as_true_too(tmp_path: Path) -> None:
    """The scenario format's <prefs> uses GlobalPrefs' names; it read <x/> as false before."""
    f = tmp_path / "s.xml"
    f.write_text("<scenario><host><ncpus>1</ncpus></host><prefs><run_if_user_active/>"
                 "<run_on_batteries>0</run_on_batteries><max_cpus>3</max_cpus></prefs>"
                 "<project><name>p</name></project></scenario>")
    prefs = load_scenario(f).prefs
    assert (prefs.run_if_user_active, prefs.run_on_batteries, prefs.max_cpus) == (True, False, 3)
    assert isinstance(prefs.max_cpus, int)


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_compiled_copy_reads_and_emulates_boinc_inputs_as_the_pure_tree(compiled_copy: Path,
                                                                            tmp_path: Path) -> None:
    """Every reader in both trees gives BOINC's readings; the emulation's figures are identical."""
    inputs = boinc_booleans.write_inputs(tmp_path)
    fast = _child(compiled_copy, inputs)
    pure = _child(ROOT, inputs)
    assert all(f.startswith(str(compiled_copy)) and not f.endswith(".py") for f in fast["files"]), fast["files"]
    assert all(f.startswith(str(ROOT)) and f.endswith(".py") for f in pure["files"]), pure["files"]
    assert fast["readings"] == boinc_booleans.EXPECTED
    assert pure["readings"] == boinc_booleans.EXPECTED
    assert fast["figures"] == pure["figures"]
    for fingerprint in pure["figures"].values():  # a real run: jobs sent and done
        assert fingerprint["jobs_done"] > 0 and fingerprint["rpc_count"] > 0, fingerprint
