"""No app outlives a killed client, and no two tasks share a slot after a crash.

The "client" is a real Python process running a ``LiveExecutor`` with a plain
(non-API) app that never finishes on its own and has a child of its own; the test
kills that process with SIGKILL at random instants and looks at the real process
table. With the client's watchdog, every app dies with the client. Without it
(the watchdog killed as well), the next executor on the same data directory ends
the leftovers before it starts anything, and a sampler never sees two process
groups in one slot.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from core.exec import leftovers
from core.exec.executor import LiveExecutor
from core.state import ClientState, Project
from tests.core.exec.conftest import FAST, REPO, URL, Env

pytestmark = pytest.mark.timeout(180)

APP = "#!/bin/sh\n# a plain app with a child: the whole group must go\nsleep 1000 &\nsleep 1000\n"

CLIENT = """
import sys, time
from pathlib import Path
from tests.core.exec.test_leftovers import make_env_at
env = make_env_at(Path(sys.argv[1]))
job = env.add_job(Path(sys.argv[2]), api=False)
env.executor.start(job.key, time.time())
print(env.executor.running_task(job.key).pid, flush=True)
while True:
    env.executor.poll(time.time())
    time.sleep(0.1)
"""


def make_env_at(root: Path, watchdog: bool = True) -> Env:
    """An executor over ``root/data`` (made or reused), as a client start would build it."""
    data_dir = root / "data"
    project_dir = data_dir / "projects" / "127.0.0.1_testproj"
    project_dir.mkdir(parents=True, exist_ok=True)
    state = ClientState()
    state.host_info.m_nbytes = 8e9
    state.projects[URL] = Project(URL, project_name="Test project")
    executor = LiveExecutor(state, data_dir, lambda url: project_dir, timeouts=FAST, watchdog=watchdog)
    return Env(state, data_dir, project_dir, executor)


def app_file(tmp: Path) -> Path:
    path = tmp / "plain_app.sh"
    path.write_text(APP)
    path.chmod(0o755)
    return path


def start_client(root: Path, app: Path) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen([sys.executable, "-c", CLIENT, str(root), str(app)], cwd=REPO,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    return proc, int(proc.stdout.readline())


def in_slots(data_dir: Path) -> list[psutil.Process]:
    """Live processes of ours working in any slot directory."""
    root = data_dir / "slots"
    dirs = [root / d for d in os.listdir(root)] if root.is_dir() else []
    return [p for procs in leftovers.processes_in(dirs).values() for p in procs]


def watchdog_of(client_pid: int) -> list[psutil.Process]:
    found = []
    for p in psutil.process_iter(["cmdline"]):
        cmd = p.info.get("cmdline") or []
        if "core.exec.watchdog" in cmd and str(client_pid) in cmd:
            found.append(p)
    return found


def wait_until(pred: object, timeout_s: float = 20.0) -> bool:
    assert callable(pred)
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.05)
    return bool(pred())


def test_apps_die_with_a_killed_client(tmp_path: Path) -> None:
    rng = random.Random(8)
    app = app_file(tmp_path)
    survivors: list[list[int]] = []
    for cycle in range(5):
        root = tmp_path / f"c{cycle}"
        client, app_pid = start_client(root, app)
        time.sleep(rng.uniform(0.1, 1.5))
        assert psutil.pid_exists(app_pid)
        client.send_signal(signal.SIGKILL)
        client.wait(10)
        data = root / "data"
        wait_until(lambda: not in_slots(data))  # noqa: B023 -- called within this iteration only
        left = [p.pid for p in in_slots(data)]
        survivors.append(left)
        leftovers.end_processes(in_slots(data))
    assert survivors == [[]] * 5, f"app processes outlived their client: {survivors}"


def test_the_next_client_ends_leftovers_before_it_reuses_a_slot(tmp_path: Path) -> None:
    """The watchdog dies with the client here: only the start-up sweep stands between the
    orphan and the new task that gets its slot."""
    rng = random.Random(9)
    app = app_file(tmp_path)
    shared: list[int] = []
    orphans_after_start: list[int] = []
    for cycle in range(4):
        root = tmp_path / f"c{cycle}"
        client, app_pid = start_client(root, app)
        wait_until(lambda: bool(watchdog_of(client.pid)))  # noqa: B023 -- called within this iteration only
        time.sleep(rng.uniform(0.1, 1.0))
        for w in watchdog_of(client.pid):
            w.send_signal(signal.SIGKILL)
        client.send_signal(signal.SIGKILL)
        client.wait(10)
        data = root / "data"
        assert any(p.pid == app_pid for p in in_slots(data)), "the orphan is needed for this test"
        stop = threading.Event()
        most = [0]

        def sample() -> None:
            while not stop.is_set():  # noqa: B023 -- called within this iteration only
                groups: dict[str, set[int]] = {}
                for p in in_slots(data):  # noqa: B023 -- called within this iteration only
                    try:
                        groups.setdefault(p.cwd(), set()).add(os.getpgid(p.pid))
                    except (OSError, psutil.Error):
                        continue
                most[0] = max([most[0], *(len(g) for g in groups.values())])  # noqa: B023 -- called within this iteration only
                time.sleep(0.01)

        sampler = threading.Thread(target=sample)
        sampler.start()
        try:
            env = make_env_at(root, watchdog=False)
            job = env.add_job(app, api=False)  # slot 0 again, as the orphan's task had
            env.executor.start(job.key, time.time())
            new = env.executor.running_task(job.key)
            assert new is not None and new.pid
            time.sleep(0.3)
        finally:
            stop.set()
            sampler.join()
        shared.append(most[0])
        orphans_after_start.append(int(psutil.pid_exists(app_pid) and psutil.Process(app_pid).status() != "zombie"))
        assert app_pid in env.executor.leftovers_ended
        env.executor.close(wait_s=1.0)
        leftovers.end_processes(in_slots(data))
    assert shared == [1] * 4, f"most process groups seen at once in one slot, per cycle: {shared}"
    assert orphans_after_start == [0] * 4
