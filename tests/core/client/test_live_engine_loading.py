"""The live client makes its engine (the session, its command client, the project list) when its
thread starts, not when it is made (issue 36: the window is complete before the engine's modules
load). Each check runs in a child process of its own: this test process has long since imported
every module, so only a fresh interpreter shows what a step loads."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.core.client.e2e import REPO

pytestmark = pytest.mark.timeout(120)


def _child(code: str, *args: str) -> dict[str, object]:
    env = {**os.environ, "BOINC_GUI_PROJECT_LIST_URL": ""}
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args], cwd=REPO, env=env,
                         capture_output=True, text=True, timeout=90)
    assert out.returncode == 0, out.stderr[-3000:]
    seen: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return seen


ENGINE = ("core.client.session", "core.engine.engine", "core.sched_rpc.master", "core.persist.state_file",
          "core.accounts.acct_mgr", "core.transfer.manager", "core.exec.executor")


def test_the_engine_loads_on_the_client_thread_and_runs(tmp_path: Path) -> None:
    seen = _child("""
        import json, sys, threading, time
        from core.client.live import LiveClient

        made_on = {}
        class Watcher:  # notes which thread first imports the session's module, finds nothing itself
            @staticmethod
            def find_spec(name, path=None, target=None):
                if name == "core.client.session":
                    made_on.setdefault(name, threading.current_thread().name)
                return None
        sys.meta_path.insert(0, Watcher)

        engine = json.loads(sys.argv[2])
        client = LiveClient(sys.argv[1])
        made = {"label": client.capabilities.label, "data_dir": str(client.capabilities.data_dir),
                "loaded": sorted(m for m in engine if m in sys.modules)}
        client.start()
        assert client.wait_opened(60)
        snap = client.poll_snapshot()
        deadline = time.monotonic() + 30
        while snap is None and time.monotonic() < deadline:
            time.sleep(0.05)
            snap = client.poll_snapshot()
        ran = {"loaded": sorted(m for m in engine if m in sys.modules), "made_on": made_on,
               "hooks": [h.__qualname__ for h in client.after_pass],
               "published": snap is not None and snap.seq >= 1,
               "root": str(client.session.dd.root)}
        client.stop()
        print(json.dumps({"made": made, "ran": ran}))
    """, str(tmp_path / "data"), json.dumps(ENGINE))
    made, ran = seen["made"], seen["ran"]
    assert isinstance(made, dict) and isinstance(ran, dict)
    # Made: the window's title and the data directory are known, none of the engine is loaded.
    assert made == {"label": "this computer", "data_dir": str(tmp_path / "data"), "loaded": []}
    # Started: the engine thread loaded the engine, opened the data directory and published.
    assert ran["loaded"] == sorted(ENGINE)
    assert ran["made_on"] == {"core.client.session": "boinc-engine"}
    assert ran["root"] == str(tmp_path / "data") and ran["published"]
    assert ran["hooks"][0] == "AcctMgrDriver.poll"  # the account manager's sync, first after each pass


def test_the_session_asked_for_before_the_start_is_the_one_the_engine_runs(tmp_path: Path) -> None:
    """A caller that looks at the session before the thread starts (boinc-core's command line,
    tests) gets it made on its own thread, once; the engine then runs that same session."""
    seen = _child("""
        import json, sys
        from core.api.commands import CommandResult
        from core.client.live import LiveClient

        client = LiveClient(sys.argv[1])
        before = client.session
        same_twice = client.session is before
        client.start()
        assert client.wait_opened(60)
        runs_it = client.inspect(lambda s, now: CommandResult(s is before)).result(30).ok
        client.stop()
        print(json.dumps({"same_twice": same_twice, "runs_it": runs_it,
                          "acct_mgr_hooks": sum(h.__qualname__ == "AcctMgrDriver.poll" for h in client.after_pass)}))
    """, str(tmp_path / "data"))
    assert seen == {"same_twice": True, "runs_it": True, "acct_mgr_hooks": 1}


def test_an_engine_that_cannot_load_says_so_and_ends(tmp_path: Path) -> None:
    """A bundle missing one of the engine's modules: the error now comes on the engine thread,
    which says why it ended, ends the client and lets nobody wait for it (as the old error at
    the client's making ended the app's start)."""
    seen = _child("""
        import json, sys, threading, time
        sys.modules["core.client.session"] = None  # as if the install lacked it: importing it fails
        from core.api.commands import ReadRules
        from core.client.live import LiveClient

        ended = threading.Event()
        client = LiveClient(sys.argv[1])
        client.on_stopped = ended.set
        t0 = time.monotonic()
        client.start()
        opened = client.wait_opened(30)
        answer = client.submit(ReadRules()).result(5)
        print(json.dumps({"opened": opened, "waited": time.monotonic() - t0, "ended": ended.wait(5),
                          "running": client.running, "error": client.error, "answer": answer.problem.name}))
    """, str(tmp_path / "data"))
    assert seen["opened"] is True and float(str(seen["waited"])) < 10 and seen["ended"] is True
    assert seen["running"] is False
    assert str(seen["error"]).startswith("The client could not start: ") and "core.client.session" in str(seen["error"])
    assert seen["answer"] == "CLIENT_STOPPED"
