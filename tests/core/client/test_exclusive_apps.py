"""cc_config's <exclusive_gpu_app> and <exclusive_app> with a real program running.

The program is a copy of ``sleep`` under a name of its own, started as a child process:
the live host's process check sees its command name. As BOINC's client does
(client/app.cpp, client/cs_prefs.cpp): while it runs, GPU jobs wait and CPU jobs go on
(cc_status's GPU reason is "an exclusive app is running"); they resume once it has been
gone for the hold (the check period plus 5 s), not at the first look that misses it.
The GPU mode "always" overrides it. An <exclusive_app> suspends computing and the network.
The engine runs on the test's clock; the process list it reads is the real one. A live
session reads the option from cc_config.xml and tells the event log, in BOINC's lines.
"""
from __future__ import annotations

import random
import shutil
import subprocess
import time
import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from core.client.exclusive_apps import CHECK_PERIOD_S, HOLD_S, ExclusiveApps, first_running, running_names
from core.client.live_host import LiveHost
from core.client.session import LiveSession, SessionOptions
from core.engine.engine import Engine
from core.engine.gpu_status import gpu_suspend_reason
from core.engine.policy_spec import PolicySpec
from core.engine.run_modes import HostConditions
from core.ids import ResultKey
from core.policy.cpu_sched import RunReason, WaitReason
from core.ports import SchedulerReply, SchedulerRequest
from core.state import RunMode
from core.state.enums import SuspendReason
from tests.core.policy.test_gpu_sched import _host
from tests.core.sched_rpc.conftest import NoJobs

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")


@pytest.fixture
def program(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """(its name, its path): a renamed copy of sleep, not started yet."""
    sleep = shutil.which("sleep")
    assert sleep is not None
    name = f"xgame{uuid.uuid4().hex[:8]}"  # 13 characters: the whole name is the command name
    path = tmp_path / name
    shutil.copy(sleep, path)
    yield name, path


def _start(path: Path) -> subprocess.Popen[bytes]:
    """Start the program and wait until the process list shows its name (a child just forked
    still carries ours until its exec)."""
    child = subprocess.Popen([str(path), "300"])
    deadline = time.monotonic() + 10
    while path.name[:15].lower() not in running_names():
        assert time.monotonic() < deadline, "the program never showed in the process list"
        time.sleep(0.02)
    return child


class Unanswered:
    """A transport whose requests are never answered: the scheduling alone is under test."""

    def __init__(self) -> None:
        self.sent: list[SchedulerRequest] = []

    def send(self, request: SchedulerRequest, now: float) -> None:
        self.sent.append(request)

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        return []

    def busy(self) -> bool:
        return bool(self.sent)


def _conditions(now: float) -> HostConditions:
    return HostConditions(local_hour=12.0)  # nobody at the keyboard, mains power: the preferences allow all


def _engine(gpu_names: list[str], cpu_names: list[str], log: list[str]) -> tuple[Engine, LiveHost, list[ResultKey],
                                                                              list[ResultKey]]:
    b, _, gpu, cpu = _host(gpu_jobs=2, cpu_jobs=2)
    host = LiveHost(lambda: b.s.prefs, conditions=_conditions, say=log.append, modes=b.s.modes,
                    exclusive=ExclusiveApps(lambda: (cpu_names, gpu_names), say=log.append))
    engine = Engine(b.s, PolicySpec.parse("CS2_WFREC_WS2_JC2"), host=host, executor=NoJobs(),
                    transport=Unanswered(), rng=random.Random(1))
    return engine, host, gpu, cpu


def _gpu_running(engine: Engine, gpu: list[ResultKey], cpu: list[ResultKey]) -> bool:
    schedule = engine.status.schedule
    assert schedule is not None
    assert cpu[0] in schedule.run  # CPU jobs run in every case
    if all(schedule.verdicts[k].reason == RunReason.GPU_JOB for k in gpu):
        return True
    assert all(schedule.verdicts[k].reason == WaitReason.GPU_SUSPENDED for k in gpu)
    assert all(k in schedule.run for k in cpu)  # both CPUs are theirs now
    return False


def test_gpu_jobs_stop_while_an_exclusive_gpu_app_runs_and_resume_after_the_hold(program: tuple[str, Path]) -> None:
    name, path = program
    log: list[str] = []
    engine, _, gpu, cpu = _engine([name.upper()], [], log)  # names match ignoring case, as BOINC's
    t = 1000.0
    engine.poll(t)
    assert _gpu_running(engine, gpu, cpu)
    child = _start(path)
    try:
        t += CHECK_PERIOD_S
        engine.poll(t)
        assert not _gpu_running(engine, gpu, cpu)
        assert engine.state.gpu_suspended
        assert gpu_suspend_reason(engine.state, t) == SuspendReason.EXCLUSIVE_APP_RUNNING
        assert log[-1] == f"Exclusive GPU app {name.upper()} is running"
        # Still running a period later: still held.
        t += CHECK_PERIOD_S
        engine.poll(t)
        assert not _gpu_running(engine, gpu, cpu)
    finally:
        child.kill()
        child.wait()
    seen_at = t
    t += CHECK_PERIOD_S  # the first look without it: within the hold, the GPUs still wait
    engine.poll(t)
    assert log[-1] == f"Exclusive GPU app {name.upper()} is no longer running"
    assert t - seen_at < HOLD_S and not _gpu_running(engine, gpu, cpu)
    t = seen_at + HOLD_S  # the hold is over
    engine.poll(t)
    assert _gpu_running(engine, gpu, cpu)
    assert not engine.state.gpu_suspended and gpu_suspend_reason(engine.state, t) == SuspendReason.NONE


def test_gpu_mode_always_overrides_an_exclusive_gpu_app(program: tuple[str, Path]) -> None:
    name, path = program
    engine, _, gpu, cpu = _engine([name], [], [])
    engine.state.modes.gpu.perm = RunMode.ALWAYS
    child = _start(path)
    try:
        engine.poll(1000.0)
        assert _gpu_running(engine, gpu, cpu)
    finally:
        child.kill()
        child.wait()


def test_an_exclusive_app_suspends_computing_and_the_network(program: tuple[str, Path]) -> None:
    name, path = program
    engine, host, _, _ = _engine([], [name], [])
    assert host.availability(1000.0).computing
    child = _start(path)
    try:
        avail = host.availability(1000.0 + CHECK_PERIOD_S)
    finally:
        child.kill()
        child.wait()
    assert not avail.computing and not avail.network
    assert host.task_reason == host.network_reason == SuspendReason.EXCLUSIVE_APP_RUNNING
    assert avail.until <= 1000.0 + 2 * CHECK_PERIOD_S  # looked at again


def test_a_long_name_matches_the_truncated_command_name(tmp_path: Path) -> None:
    sleep = shutil.which("sleep")
    assert sleep is not None
    long_name = f"averylonggame{uuid.uuid4().hex[:8]}.exe"
    path = tmp_path / long_name
    shutil.copy(sleep, path)
    child = _start(path)
    try:
        names = running_names()
    finally:
        child.kill()
        child.wait()
    assert long_name[:15].lower() in names  # Linux keeps 15 characters of it
    assert first_running(["other", long_name], names) == long_name
    assert first_running(["nothing-like-it"], names) == ""


def test_a_live_session_reads_exclusive_gpu_app_from_cc_config_and_tells_the_event_log(
        program: tuple[str, Path], tmp_path: Path) -> None:
    name, path = program
    dd = tmp_path / "client"
    dd.mkdir()
    declared = (FIXTURE / "cc_config.xml").read_text()
    (dd / "cc_config.xml").write_text(declared.replace(
        "</options>", f"<exclusive_gpu_app>{name}</exclusive_gpu_app>\n</options>"))
    s = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    s.open()
    try:
        t = time.time()
        child = _start(path)
        try:
            s.tick(t)
            assert gpu_suspend_reason(s.state, t) == SuspendReason.EXCLUSIVE_APP_RUNNING
        finally:
            child.kill()
            child.wait()
        t += HOLD_S + CHECK_PERIOD_S
        s.tick(t)
        assert gpu_suspend_reason(s.state, t) == SuspendReason.NONE
        assert s.eventlog is not None
        bodies = [m.body for m in s.eventlog.messages_since(0)]
        told = [b for b in bodies if "GPU" in b and ("xclusive" in b or "computation" in b)]
        assert told == [f"Exclusive GPU app {name} is running",
                        "Suspending GPU computation - an exclusive app is running",
                        f"Exclusive GPU app {name} is no longer running",
                        "Resuming GPU computation"]
    finally:
        s.close()
