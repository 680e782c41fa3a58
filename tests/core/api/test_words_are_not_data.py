"""Words are made at the edges: changing a task's status words changes no alert and no history
outcome, because alerts and the history read the row's typed facts (phase, outcome, application)."""
from __future__ import annotations

from dataclasses import replace

from core.alerts.engine import AlertEngine, task_failed
from core.alerts.log import AlertLog
from core.alerts.model import AlertKind
from core.api.snapshot import ActivityStatus, ClientSnapshot, TaskOutcome
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.exec.spec import EXIT_ABORTED_BY_PROJECT, EXIT_ABORTED_VIA_GUI
from core.history.recorder import record_from_row
from core.history.records import Outcome
from core.state import RunMode
from core.state.enums import ResultState
from tests.core.guirpc.sample import NOW, attached_state

ACTIVITY = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)
# result name -> (state, exit status, ready to report, acknowledged)
ENDS = {
    "fixture_wu_3_0": (ResultState.COMPUTE_ERROR, 1, True, False),
    "fixture_wu_4_0": (ResultState.FILES_DOWNLOADING, 0, True, False),  # download failed
    "fixture_wu_5_0": (ResultState.FILES_UPLOADING, 0, True, False),  # upload failed
    "fixture_wu_6_0": (ResultState.ABORTED, EXIT_ABORTED_VIA_GUI, True, False),
    "fixture_wu_7_0": (ResultState.ABORTED, EXIT_ABORTED_BY_PROJECT, True, False),
    "fixture_wu_8_0": (ResultState.FILES_UPLOADED, 0, True, False),  # ready to report
    "fixture_wu_9_0": (ResultState.FILES_UPLOADED, 0, True, True),  # acknowledged
    "fixture_wu_10_0": (ResultState.FILES_DOWNLOADED, 0, False, False),  # not over
}


def _snapshot(seq: int) -> ClientSnapshot:
    st = attached_state(n_results=len(ENDS), running=False)
    for (_url, name), r in st.results.items():
        r.state, r.exit_status, r.ready_to_report, r.got_server_ack = ENDS[str(name)]
    return build_snapshot(st, NOW, None, SnapshotInputs(activity=ACTIVITY, seq=seq))


def _reworded(snap: ClientSnapshot) -> ClientSnapshot:
    """The same facts with every status and application in other words."""
    tasks = tuple(replace(t, status=f"Zustand {i}", application=f"Anwendung {i}") for i, t in enumerate(snap.tasks))
    return replace(snap, tasks=tasks)


def test_rows_carry_the_outcome_and_the_application_as_facts() -> None:
    rows = {t.name: t for t in _snapshot(1).tasks}
    assert {n: t.outcome for n, t in rows.items()} == {
        "fixture_wu_3_0": TaskOutcome.COMPUTE_ERROR, "fixture_wu_4_0": TaskOutcome.DOWNLOAD_FAILED,
        "fixture_wu_5_0": TaskOutcome.UPLOAD_FAILED, "fixture_wu_6_0": TaskOutcome.ABORTED_BY_USER,
        "fixture_wu_7_0": TaskOutcome.ABORTED, "fixture_wu_8_0": TaskOutcome.SUCCESS,
        "fixture_wu_9_0": TaskOutcome.SUCCESS, "fixture_wu_10_0": None,
    }
    first = rows["fixture_wu_3_0"]
    assert (first.app_name, first.app_version, first.plan_class) == ("Fixture App", "1.02", "")
    assert first.application == "Fixture App 1.02" and first.phase is ResultState.COMPUTE_ERROR


def test_changed_status_words_change_no_alert_and_no_history_outcome() -> None:
    snap = _snapshot(2)
    other = _reworded(snap)
    assert [t.status for t in other.tasks] != [t.status for t in snap.tasks]

    failed = {t.name for t in snap.tasks if task_failed(t)}
    assert failed == {"fixture_wu_3_0", "fixture_wu_4_0", "fixture_wu_5_0", "fixture_wu_7_0"}
    assert {t.name for t in other.tasks if task_failed(t)} == failed

    def records(s: ClientSnapshot) -> dict[str, tuple[Outcome, str | None, str | None, bool]]:
        out = {}
        for t in s.tasks:
            rec = record_from_row("vm", t, NOW)
            if rec is not None:
                out[t.name] = (rec.outcome, rec.app, rec.version, rec.reported_time is not None)
        return out

    assert records(other) == records(snap)
    assert records(snap)["fixture_wu_9_0"] == (Outcome.SUCCESS, "Fixture App", "1.02", True)
    assert records(snap)["fixture_wu_5_0"][0] is Outcome.UPLOAD_FAILED
    assert records(snap)["fixture_wu_7_0"][0] is Outcome.ABORTED
    assert "fixture_wu_10_0" not in records(snap)

    def alerts(s: ClientSnapshot) -> list[tuple[AlertKind, str]]:
        log = AlertLog()
        engine = AlertEngine(log=log, clock=lambda: NOW)
        quiet = replace(s, seq=1, tasks=tuple(t for t in s.tasks if t.name == "fixture_wu_10_0"))
        engine.feed("vm", quiet)  # a host's first snapshot raises nothing for what it already holds
        engine.feed("vm", s)
        return sorted(((a.kind, a.subject) for a in log.entries()), key=lambda ks: (ks[0].value, ks[1]))

    assert alerts(other) == alerts(snap)
    assert {subject for kind, subject in alerts(snap) if kind is AlertKind.TASK_FAILED} == failed
