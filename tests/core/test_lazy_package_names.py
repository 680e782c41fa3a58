"""core.history, core.persist and core.state name their parts in their package, but load a part only when
one of its names is first asked for (issue 36: the window opens its history and names the data
directory's files before it is complete; the state file's reader, the job-log import and the
remote hosts' history poller load later, on the threads that use them). Each check runs in a
fresh interpreter: this test process has imported everything long ago."""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.timeout(60)

_CHILD = """
import importlib, json, sys
package = importlib.import_module(sys.argv[1])
after_import = sorted(m for m in sys.modules if m.startswith(sys.argv[1] + "."))
names = {}
for name in package.__all__:
    value = getattr(package, name)
    owner = getattr(value, "__module__", None)
    names[name] = owner if isinstance(value, (type,)) or callable(value) else type(value).__name__
# A name asked for a second time is the same object, from the package's own namespace now.
same = all(getattr(package, name) is vars(package)[name] for name in package.__all__)
try:
    package.no_such_name
    missing = "found"
except AttributeError as exc:
    missing = str(exc)
print(json.dumps({"after_import": after_import, "names": names, "same": same, "missing": missing}))
"""


def _run(code: str, *args: str) -> str:
    """What ``code`` prints in a fresh interpreter, from the repository's root."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args], cwd=REPO, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout


def _look(package: str) -> tuple[list[str], dict[str, str]]:
    """The package's parts loaded by importing it, and the module (or type) behind each name it
    exports; each name asked twice gives the same object, and an unknown name is refused."""
    seen = json.loads(_run(_CHILD, package))
    assert seen["same"] is True
    assert "no attribute 'no_such_name'" in seen["missing"]
    return seen["after_import"], seen["names"]


def test_the_history_package_loads_a_part_when_one_of_its_names_is_asked_for() -> None:
    loaded, names = _look("core.history")
    for part in ("core.history.job_log_import", "core.history.remote_poll", "core.history.csv_export",
                 "core.history.recorder", "core.history.db"):
        assert part not in loaded
    assert names["HistoryDb"] == "core.history.db" and names["RemoteHistoryPoller"] == "core.history.remote_poll"
    assert names["import_data_dir"] == "core.history.job_log_import"
    assert names["daily_series"] == "core.history.daily_series"  # the function, not its module of that name
    assert names["DEFAULT_MAX_BYTES"] == "int" and names["SCHEMA_VERSION"] == "int"


def test_the_persist_package_loads_the_state_file_when_it_is_asked_for() -> None:
    loaded, names = _look("core.persist")
    assert "core.persist.paths" in loaded
    assert not [m for m in loaded if m.startswith(("core.persist.state_", "core.persist.accounts"))], loaded
    assert names["read_client_state"] == "core.persist.state_file" and names["DataDir"] == "core.persist.paths"


def test_the_state_package_loads_the_client_state_when_it_is_asked_for() -> None:
    loaded, names = _look("core.state")
    assert loaded == ["core.state.enums"]  # the modes the window names; none of the engine's records
    assert names["ClientState"] == "core.state.client_state" and names["GlobalPrefs"] == "core.state.prefs"
    assert names["RunMode"] == "core.state.enums" and names["Result"] == "core.state.work"


def test_the_daily_series_function_keeps_its_name_after_its_module_is_imported() -> None:
    printed = _run("""
        import core.history.daily_series
        import core.history.db
        from core.history import daily_series, HistoryDb
        print(callable(daily_series) and not hasattr(daily_series, "__path__") and daily_series.__name__,
              HistoryDb.__name__)
    """)
    assert printed.split() == ["daily_series", "HistoryDb"]


def test_the_client_interface_loads_neither_the_commands_nor_the_snapshot() -> None:
    """The window makes its client (core.api.client) before it is complete; the commands' and
    the snapshot's dataclasses load once the engine runs, on its thread (issue 36)."""
    printed = _run("""
        import json, sys
        import core.api.client
        print(json.dumps(sorted(m for m in sys.modules if m.startswith("core.api"))))
    """)
    assert json.loads(printed) == ["core.api", "core.api.client"]
