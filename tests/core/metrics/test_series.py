"""The series a snapshot becomes: task states from the engine's own rows, suspend reasons,
the engine's counts."""
from __future__ import annotations

import dataclasses

from core.api.snapshot import ActivityStatus, ClientSnapshot
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.metrics.counters import EngineCounters
from core.metrics.exposition import render_openmetrics
from core.metrics.series import families
from core.state.enums import CpuSchedState, ResultState, RunMode, SuspendReason, TaskState
from core.state.task import ActiveTask
from tests.core.guirpc.sample import NOW, URL, attached_state

ACT = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)


def _samples(snap: ClientSnapshot) -> dict[str, float]:
    text = render_openmetrics(families(snap))
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            series, value = line.rsplit(" ", 1)
            out[series] = float(value)
    return out


def _tasks_in(samples: dict[str, float], state: str) -> float:
    return sum(v for k, v in samples.items() if k.startswith("boinc_tasks{") and f'state="{state}"' in k)


def test_task_states_from_the_engines_rows() -> None:
    st = attached_state(10, running=False)
    keys = list(st.results)
    r = [st.results[k] for k in keys]
    r[0].state = ResultState.FILES_DOWNLOADING
    r[1].state = ResultState.COMPUTE_ERROR
    r[1].exit_status, r[1].ready_to_report = 1, True
    r[2].state = ResultState.FILES_UPLOADING
    r[3].state, r[3].ready_to_report = ResultState.FILES_UPLOADED, True
    r[4].state, r[4].ready_to_report, r[4].got_server_ack = ResultState.FILES_UPLOADED, True, True
    r[5].suspended_via_gui = True
    st.active_tasks[keys[6]] = ActiveTask(URL, keys[6][1], slot=0, scheduler_state=CpuSchedState.SCHEDULED,
                                          task_state=TaskState.EXECUTING, app_version_num=102, fraction_done=0.25,
                                          elapsed_time=40.0)
    st.active_tasks[keys[7]] = ActiveTask(URL, keys[7][1], slot=1, scheduler_state=CpuSchedState.PREEMPTED,
                                          task_state=TaskState.SUSPENDED, app_version_num=102, fraction_done=0.5)
    # keys 8 and 9: downloaded, never started
    samples = _samples(build_snapshot(st, NOW, None, SnapshotInputs(ACT)))
    expected = {"downloading": 1, "failed": 1, "uploading": 1, "ready_to_report": 1, "reported": 1,
                "suspended": 1, "running": 1, "waiting": 1, "queued": 2, "kept": 0}
    assert {s: _tasks_in(samples, s) for s in expected} == expected
    app = 'project_url="http://127.0.0.1:31480/",project="Fixture Project",app="Fixture App"'
    assert samples[f'boinc_task_fraction_done{{slot="0",{app},running="1"}}'] == 0.25
    assert samples[f'boinc_task_elapsed_seconds{{slot="0",{app},running="1"}}'] == 40.0
    assert samples[f'boinc_task_fraction_done{{slot="1",{app},running="0"}}'] == 0.5


def test_suspend_reasons_from_the_engines_figures() -> None:
    counters = EngineCounters(NOW)
    for seconds in (0.0005, 0.003, 0.003, 7.0):
        counters.tick_done(seconds)
    figures = counters.freeze(state_writes=4, state_write_failures=2, last_state_write=NOW, transfer_bytes={True: 9},
                              task_suspend_reason=int(SuspendReason.TIME_OF_DAY), network_suspend_reason=0,
                              snoozed=False)
    act = dataclasses.replace(ACT, computing=False, task_suspend_reason="a rule's own words")
    snap = dataclasses.replace(build_snapshot(attached_state(1), NOW, None, SnapshotInputs(act)), engine=figures)
    s = _samples(snap)
    on = {k for k, v in s.items() if k.startswith("boinc_suspend_reason{") and v == 1}
    assert on == {'boinc_suspend_reason{kind="computing",reason="time_of_day"}'}
    assert s['boinc_suspended{kind="computing"}'] == 1 and s['boinc_suspended{kind="network"}'] == 0
    # The histogram is cumulative, +Inf holds every tick.
    assert s['boinc_engine_tick_duration_seconds_bucket{le="0.001"}'] == 1
    assert s['boinc_engine_tick_duration_seconds_bucket{le="0.005"}'] == 3
    assert s['boinc_engine_tick_duration_seconds_bucket{le="5.0"}'] == 3
    assert s['boinc_engine_tick_duration_seconds_bucket{le="+Inf"}'] == 4
    assert s["boinc_engine_tick_duration_seconds_count"] == 4
    assert s['boinc_state_file_writes_total{outcome="failed"}'] == 2
    assert s['boinc_transfer_bytes_total{direction="upload"}'] == 9
    assert s['boinc_transfer_bytes_total{direction="download"}'] == 0

    # Without the engine's figures (a remote client's snapshot), words that are not one of
    # BOINC's reasons count as "other", never as a new label value.
    s = _samples(dataclasses.replace(snap, engine=None))
    on = {k for k, v in s.items() if k.startswith("boinc_suspend_reason{") and v == 1}
    assert on == {'boinc_suspend_reason{kind="computing",reason="other"}'}


def test_gpu_time_per_project_as_the_state_keeps_it() -> None:
    """The issue's "CPU and GPU time used": each project's <gpu_time> (device-seconds) is a counter."""
    st = attached_state(2, running=False)
    st.projects[URL].gpu_time = 1800.0  # half a GPU for an hour
    samples = _samples(build_snapshot(st, NOW, None, SnapshotInputs(ACT)))
    gpu = {k: v for k, v in samples.items() if k.startswith("boinc_project_gpu_time_seconds_total{")}
    assert list(gpu.values()) == [1800.0], gpu
