"""The engine's words and figures inside the window's own, in the window's language (issue 37):
the Daily charts' date axis names months and days as QLocale does, and the CPU scheduler's and
work fetch's sentences are said in German with German numbers, none left in English."""
from __future__ import annotations

import calendar
import dataclasses
import re
import time

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication

from boinc_gui.charts.date_axis import LocaleDateAxis
from boinc_gui.dialogs.account_words import ACCOUNT_FORMS, account_words
from boinc_gui.i18n import client_text
from boinc_gui.tables.disk_words import disk_sentences
from boinc_gui.tables.models import project_columns
from boinc_gui.tables.reasons import project_numbers, project_sentence, task_why
from boinc_gui.tables.task_resources import cpu_percent_text
from core.accounts import join, web_rpc
from core.accounts.account_problem import AccountProblem
from core.api.snapshot import TaskRow
from core.disk.candidates import DeletionRule
from core.disk.limits import LimitSource
from core.disk.snapshot import DiskNote, DiskSaid
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from core.policy import words
from core.policy.rpc_backoff import DeferReason
from core.policy.work_fetch import FetchReason
from core.state.prefs import GlobalPrefs
from tests.gui.catalogues import Speaker
from tests.gui.conftest import DEMO
from tests.gui.english_sweep import english
from tests.gui.snapshots import project_row

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def _ticks(axis: LocaleDateAxis, first: float, last: float) -> list[str]:
    """The axis's tick words for a range, as pyqtgraph asks for them when it draws."""
    levels = axis.tickValues(first, last, 800)
    return [s for spacing, values in levels for s in axis.tickStrings(values, 1.0, spacing)]


def test_the_daily_charts_date_axis_speaks_the_language(qapp: QApplication,
                                                        speak: Speaker) -> None:
    axis = LocaleDateAxis("bottom", utcOffset=0)
    plot = pg.PlotWidget(axisItems={"bottom": axis})  # as the Daily charts hold it (it sets the axis's font)
    plot.resize(800, 300)
    plot.show()
    qapp.processEvents()
    months = (calendar.timegm((2026, 1, 1, 0, 0, 0)), calendar.timegm((2026, 12, 20, 0, 0, 0)))
    days = (calendar.timegm((2026, 11, 24, 20, 0, 0)), calendar.timegm((2026, 11, 25, 20, 0, 0)))
    assert "Mar" in _ticks(axis, *months)  # English, no catalogue: as pyqtgraph's own
    speak("de")
    german = _ticks(axis, *months)
    assert "März" in german and "Mar" not in german, german
    week = _ticks(axis, *days)
    assert "Mi. 25" in week, week  # pyqtgraph's strftime said "Wed 25"
    speak("fr")
    assert "mars" in _ticks(axis, *months)
    plot.close()
    plot.deleteLater()


@pytest.fixture(scope="module")
def task(tmp_path_factory: pytest.TempPathFactory) -> TaskRow:
    """A task of an emulated client's own snapshot (the verdicts below replace its ``why``)."""
    client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0,
                            data_dir=tmp_path_factory.mktemp("data"))
    client.start()
    try:
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            snap = client.poll_snapshot()
            if snap is not None and snap.tasks:
                return next(t for t in snap.tasks if not t.finished)
            time.sleep(0.05)
        raise AssertionError("the emulated client showed no task")
    finally:
        client.stop()


# The CPU scheduler's verdicts as the engine writes them: its formatting functions
# (core/policy/words.py) and the sentences core/policy/cpu_sched.py writes itself.
VERDICTS = (
    words.slice_words(2233.0), words.late_words(400.0), words.late_words(-300.0),
    *(words.priority_words("climate", rec, 12.0, cls) for rec in (True, False) for cls in range(3)),
    words.behind_words("climate"), words.lower_words("climate", False, -5.0, "pulsars", 3.0),
    words.limit_words(2, "climate"), words.needs_words(2.5, 1.0),
    "waiting: needs 4 CPUs but only 2 may be used",
    "waiting: every CPU runs a job whose deadline is at risk or whose time slice is not over",
    "preempted before its time slice ended: its CPU is needed by a job whose deadline is at risk",
    "preempted before its time slice ended: fewer CPUs may be used than tasks were running",
    "waiting: computing is suspended (run mode: never)", "waiting: GPU computing is suspended",
    "waiting: suspended by the user", "waiting: project climate is suspended",
    "waiting: input files are not downloaded yet",
    "waiting: needs a NVIDIA GPU, which this computer does not have",
    "waiting: needs 2048 MB of GPU memory, the device has 1024 MB",
    "waiting: every NVIDIA device is excluded for its app (cc_config.xml <exclude_gpu>)",
    "waiting: no NVIDIA GPU with room for 0.5 of a device",
    "waiting: its NVIDIA device 1 is gone and no other has room",
    "GPU job: 0.5 of NVIDIA device 0",
)


def test_every_scheduler_verdict_is_said_in_german(
        task: TaskRow, speak: Speaker) -> None:
    speak("de")
    names = {"climate", "pulsars", "NVIDIA", "app_config.xml", "cc_config.xml", "CPU", "CPUs", "GPU"}
    for why in VERDICTS:
        row = dataclasses.replace(task, why=why, status="Waiting to run")
        said = task_why(row)
        assert said and not english([said], names), (why, said)
    assert "2,5 CPUs" in task_why(dataclasses.replace(task, why=words.needs_words(2.5, 1.0)))


def test_every_work_fetch_reason_has_a_sentence_in_german(speak: Speaker) -> None:
    keys = [f"fetch:{r.name}" for r in FetchReason] + [f"defer:{r.name}" for r in DeferReason]
    speak("de")
    for key, said_by_engine in zip(keys, [*(r.value for r in FetchReason), *(r.value for r in DeferReason)]):
        row = project_row("http://a.example/", "A", fetch_reasons=((key, said_by_engine),), rpc_failures=2,
                          rpc_deferred_until=2_000.0)
        sentence = project_sentence(row, 1_000.0, GlobalPrefs(work_buf_min_days=0.1))
        assert sentence and said_by_engine not in sentence and not english([sentence], {"app_config.xml"}), (
            key, sentence)
    full = project_row("http://a.example/", "A", fetch_reasons=(("fetch:BUFFER_FULL", "full"),))
    assert "0,1 Tage" in project_sentence(full, 1_000.0, GlobalPrefs(work_buf_min_days=0.1))


def test_a_suspended_tasks_reason_is_said_in_german(task: TaskRow,
                                                    speak: Speaker) -> None:
    # The emulated computer's own reason (core/emulator/window_client/emulated_world.py) and one of BOINC's.
    speak("de")
    for reason in ("computer is off", "an exclusive app is running"):
        said = task_why(dataclasses.replace(task, status=f"Suspended - {reason}"))
        assert said.startswith("Angehalten: ") and reason not in said, said


def test_the_cores_own_event_log_lines_are_shown_in_german(speak: Speaker) -> None:
    lines = ("Finished download of climate_0.in", "Sending scheduler request: To fetch work.",
             "Scheduler request completed: got 1234 new tasks", "Task climate_1_0 aborted by user",
             "Retrying transfer of climate_0.in")
    speak("sv_SE")  # a language we lack: as the core wrote them
    assert [client_text(line) for line in lines] == list(lines)
    speak("de")
    shown = [client_text(line) for line in lines]
    assert shown[0] == "Download von climate_0.in abgeschlossen"
    assert shown[1] == "Scheduler-Anfrage wird gesendet: Um Arbeit abzurufen."  # the Projects tab's words
    assert shown[2] == "Scheduler-Anfrage abgeschlossen: 1.234 neue Aufgaben erhalten"  # German digits
    assert not english(shown, {"climate_0.in", "climate_1_0"}), shown
    assert client_text("A line of another client") == "A line of another client"


def test_the_disk_managers_explanation_is_said_in_german(speak: Speaker) -> None:
    gb = float(2**30)
    notes = (DiskNote(DiskSaid.OVER_LIMIT, (11 * gb, 0.5 * gb, 10.5 * gb), source=LimitSource.MAX_USED_GB),
             DiskNote(DiskSaid.PROJECT_OVER, (2.1 * gb,), name="climate", rule=DeletionRule.EXPIRED),
             DiskNote(DiskSaid.PROJECT_OVER, (gb,), name="pulsars"))
    speak("de")
    said = disk_sentences(notes, GlobalPrefs(disk_max_used_gb=10.5))
    assert said.startswith("Der Client belegt 11,00 GB, 512,00 MB mehr als die erlaubten 10,50 GB (Ihre "), said
    assert "Projekt climate liegt 2,10 GB über seinem Anteil; zuerst werden seine abgelaufenen Dateien" in said
    assert not english([said], {"climate", "pulsars"}), said


def _account_problems() -> list[tuple[AccountProblem, tuple[str, ...]]]:
    """Every problem core/accounts gives as a kind, from its own functions (no project needed for these)."""
    errors = [web_rpc.ERR_BAD_PASSWD, web_rpc.ERR_DB_NOT_FOUND, web_rpc.ERR_DB_NOT_UNIQUE,
              web_rpc.ERR_ACCT_CREATION_DISABLED, web_rpc.ERR_BAD_EMAIL_ADDR, web_rpc.ERR_BAD_USER_NAME,
              web_rpc.ERR_ACCT_REQUIRE_CONSENT, web_rpc.ERR_PROJECT_DOWN, -999]
    said = [web_rpc.explain_kind(e) for e in errors] + [web_rpc.explain_kind(web_rpc.ERR_BAD_USER_NAME, "too short")]
    facts = web_rpc.ClientFacts(version=71_805, platforms=("x86_64-pc-linux-gnu",))
    for cfg, creating in ((web_rpc.ProjectConfig(web_stopped=True), False),
                          (web_rpc.ProjectConfig(account_manager=True), False),
                          (web_rpc.ProjectConfig(min_client_version=80_000), False),
                          (web_rpc.ProjectConfig(platforms=("windows_x86_64",)), False),
                          (web_rpc.ProjectConfig(account_creation_disabled=True), True),
                          (web_rpc.ProjectConfig(min_passwd_length=12), True)):
        found = web_rpc.config_problem(cfg, creating=creating, password="short", facts=facts)
        assert found is not None
        said.append(found)
    for out in (join.sign_in("http://127.0.0.1:9/", "", ""),
                join.create("http://127.0.0.1:9/", "", "", "", terms_accepted=False)):
        assert out.kind is not None and out.problem == out.kind.words(out.facts)  # the English stays for logs
        said.append((out.kind, out.facts))
    return said


def test_every_account_problem_has_window_words() -> None:
    """A kind added to core/accounts without words here fails (it would show English); the window's
    %1, %2… are the core's {0}, {1}…"""
    assert set(ACCOUNT_FORMS) | {AccountProblem.PROJECT_SAID, AccountProblem.EXCHANGE_FAILED} == set(AccountProblem)
    for kind, form in ACCOUNT_FORMS.items():
        assert set(re.findall(r"%\d", form)) == {f"%{i + 1}" for i in range(kind.template.count("{"))}, kind


def test_sign_up_problems_are_said_in_german(speak: Speaker) -> None:
    problems = _account_problems()
    english_words = [kind.words(facts) for kind, facts in problems]
    assert all(english_words) and [account_words(k, f) for k, f in problems] == english_words  # English: as the core
    speak("de")
    shown = [account_words(k, f) for k, f in problems]
    left = english(shown, {"x86_64-pc-linux-gnu", "8.0.0", "7.18.5"})
    assert not left, left
    assert "dieses Projekt braucht Client-Version 8.0.0 oder neuer; dieser Client ist 7.18.5" in shown


def test_figures_in_the_tables_and_tooltips_use_the_languages_digits(
        task: TaskRow, speak: Speaker) -> None:
    row = project_row("http://a.example/", "A", share=0.25, priority=12.5, long_term_debt=-3.25, resource_share=150.0)
    speak("de")
    numbers = project_numbers(row, 1_000.0)
    assert "+12,5 " in numbers and "-3,3 s" in numbers and "(25,00 %)" in numbers, numbers
    share = next(c for c in project_columns(lambda: 1_000.0, lambda: None) if c.key == "share")
    assert share.text(row) == "150 (25,00%)"
    running = dataclasses.replace(task, cpu_percent=97.5, running=True)
    assert cpu_percent_text(running) == "97,5 %"


def test_the_engines_figures_are_said_in_german(speak: Speaker) -> None:
    """The figure lines of the rows' tooltips, from the engine's own sentences (core/policy/words.py):
    every verdict and work-fetch policy that holds figures gives a German line, numbers in German
    digits, and none of the engine's English is left."""
    from boinc_gui.tables.figure_words import fetch_figures, verdict_figures
    from core.policy import words

    verdicts = [words.priority_words("climate", False, -63.0, 0), words.priority_words("climate", True, 0.125, 2),
                words.lower_words("a", False, -12.0, "b", 5.0), words.lower_words("a", True, -0.5, "b", 0.25),
                words.slice_words(40.0), words.late_words(100.0), words.late_words(-50.0)]
    fetches = ["the work buffer is full enough; " + words.wf2_words(-7648.0, 100101.0, -107749.0, 0.0, 0.0),
               "asked for work: 500 CPU-s; " + words.rec_fetch_words(1234.5, -0.25, 3600.0, 8640.0, 500.0),
               "has enough work queued; " + words.wf1_words(360.5, 3, 8000.0),
               "another project comes first; " + words.v4_words(2, 100.0, 8640.0, 0.5, 3600.0, 1.5e-5)]
    english_lines = [verdict_figures(v) for v in verdicts] + [fetch_figures(f) for f in fetches]
    assert all(english_lines), english_lines
    assert verdict_figures(words.behind_words("a")) == ""  # its sentence says it all
    speak("de")
    german = [verdict_figures(v) for v in verdicts] + [fetch_figures(f) for f in fetches]
    assert german[0] == "climate: Schuld -63 s" and german[1] == "climate: REC-Priorität +0,125", german
    assert german[8].startswith("fordert 500 CPU-s an; REC 1,23e+03, Abrufpriorität -0,250;"), german[8]
    assert "360 CPU-s in 3 Aufgaben" in german[9], german[9]
    left = english(german, {"climate", "LTD", "REC", "ETTPRC", "CPU-s"})
    assert not left, left
