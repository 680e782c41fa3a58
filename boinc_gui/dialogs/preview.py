"""The preferences dialog's preview: what the edited preferences would do, next to today's.

The emulator runs from the live client's data directory (core.emulator.from_state), off
the GUI thread, once with the preferences in force and once per edit with the values in
the dialog. Edits are gathered for ``DEBOUNCE_MS`` and only the newest is run: a run
that was overtaken while it worked is dropped, never shown. The horizon is as long as
the emulator can cover in about a second for this host's jobs (at most a week), and the
panel says which horizon it shows.
"""
from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from boinc_gui.dialogs.preview_gpu import gpu_rows, with_gpu_sentences
from boinc_gui.formatting import format_bytes
from core.emulator.from_state import (
    DiskOutlook,
    NewProject,
    Outlook,
    StateScenario,
    differences,
    disk_outlook,
    outlook,
    scenario_from_state,
    span_words,
    with_changes,
)
from core.emulator.outlook_gpu import gpu_jobs_per_day
from core.emulator.outlook_worker import Cancelled, OutlookWorker
from core.emulator.scenario import DAY, Scenario
from core.errors import CoreError
from core.state import GlobalPrefs

DEBOUNCE_MS = 400
MAX_DAYS = 7.0
MIN_DAYS = 2 / (24 * 60)
"""Two minutes: a floor for hosts whose jobs last a second or less (the demo project's).

It was ten minutes. For the demo's half-second jobs on two CPUs and two declared GPUs
that was 3,200 jobs, 11 s of the compiled emulator for the edited settings alone on an
idle two-core machine, and over 90 s on a loaded one; two minutes is about 600 jobs, 0.3 s.
"""
JOBS_PER_PREVIEW = 1500
"""About what the emulator runs in one to two seconds here, when jobs are long enough
that the queue holds tens of them; the horizon shrinks for short jobs."""


def horizon_days(scenario: Scenario) -> float:
    """How far to look: a week, or less when this host's jobs are short.

    Jobs are as long as they really run (the job log's sizes, ``fpops_mean``), not as
    their estimates say: a demo project's jobs estimated at 3 s ran in 0.5 s, and an
    hour of them (the floor this had) was 14,000 jobs, half a minute of emulation each
    for today's settings and the edit."""
    sizes = [app.fpops_mean or app.fpops_est for p in scenario.projects for app in p.apps] \
        or [p.flops_mean for p in scenario.projects]
    runtime = max(min(sizes) / max(scenario.host.flops, 1.0), 0.1)
    jobs_per_day = DAY * scenario.host.ncpus / runtime + gpu_jobs_per_day(scenario, min(sizes))
    return min(MAX_DAYS, max(MIN_DAYS, JOBS_PER_PREVIEW / jobs_per_day))


def describe_span(days: float) -> str:
    return span_words(days)


@dataclass(frozen=True)
class Change:
    """What the volunteer is about to change: preferences, resource shares, a new project."""

    prefs: GlobalPrefs | None = None
    shares: Mapping[str, float] = field(default_factory=dict)  # by master URL
    attach: tuple[NewProject, ...] = ()


class PreviewRunner(QObject):
    """Runs previews off the GUI thread; ``ready`` carries (today, edited, sentences, horizon).

    ``disk`` then holds the disk figures of the newest preview (today's and the edited ones).
    The emulations run in child processes (core.emulator.outlook_worker: on the compiled
    copy when one is built, and killed when a newer edit makes their run stale); today's
    settings and the first edit run side by side, one child each (a bundled program starts
    itself as the child, pure Python). A process that cannot start one runs the emulations
    on the worker thread itself.
    """

    ready = Signal(object, object, object, float)
    failed = Signal(str)
    _again = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._start)
        self._again.connect(self._start)
        self._lock = threading.Lock()
        self._wanted: Change | None = None
        self._generation = 0
        self._busy = False
        self._editing = False  # an edit's emulation is under way (a newer edit cancels it)
        self._today: tuple[StateScenario, Outlook] | None = None  # the state as read, and its outlook
        self.runs = 0  # emulations finished (tests)
        self.cancelled = 0  # runs ended because a newer edit came (tests)
        self.disk: tuple[DiskOutlook, DiskOutlook] | None = None
        self.disk_prefs: GlobalPrefs | None = None  # the edited preferences ``disk`` was figured with
        self._closed = False
        self._edits: OutlookWorker | None = None
        self._first: OutlookWorker | None = None
        if OutlookWorker.available():
            self._edits, self._first = OutlookWorker(), OutlookWorker()
            try:
                self._edits.start()  # their imports overlap the volunteer's first edit
                self._first.start()
            except OSError:
                self._edits = self._first = None
        # The dialog owns the runner: its children end with it (a plain function, as the
        # Python side of this object may already be gone when Qt deletes it).
        workers = (self._edits, self._first)
        self.destroyed.connect(lambda *_: _close_all(workers))

    def close(self) -> None:
        """Stop previewing: end the children; a run still under way shows nothing."""
        with self._lock:
            self._closed = True
            self._generation += 1
        self._timer.stop()
        _close_all((self._edits, self._first))

    def request(self, change: GlobalPrefs | Change) -> None:
        """A new edit: preview it soon, dropping whatever older edit was waiting or running."""
        with self._lock:
            if self._closed:
                return
            self._wanted = change if isinstance(change, Change) else Change(prefs=change)
            self._generation += 1
            stale = self._editing
        if stale and self._edits is not None:
            self._edits.cancel()  # the edit being emulated will never be shown: stop it now
        self._timer.start()

    def _start(self) -> None:
        with self._lock:
            if self._busy or self._wanted is None or self._closed:
                return  # the running one starts the newest request when it ends
            change, generation, self._busy = self._wanted, self._generation, True
        threading.Thread(target=self._run, args=(change, generation), name="what-if-preview", daemon=True).start()

    def _emulate(self, worker: OutlookWorker | None, scenario: Scenario) -> Outlook:
        return worker.run(scenario) if worker is not None else outlook(scenario)

    def _run(self, change: Change, generation: int) -> None:
        helper: threading.Thread | None = None
        today_box: list[Outlook | BaseException] = []
        try:
            if self._today is None:
                # Read the live files once: every edit is then compared on the same state.
                first = scenario_from_state(self.data_dir)
                base = with_changes(first, days=horizon_days(first.scenario))
                if self._first is not None:
                    first_worker = self._first

                    def today_run() -> None:
                        try:
                            today_box.append(first_worker.run(base.scenario))
                        except BaseException as exc:  # noqa: BLE001 -- handed to this run's thread, re-raised there
                            today_box.append(exc)

                    helper = threading.Thread(target=today_run, name="what-if-today", daemon=True)
                    helper.start()
                else:
                    today_box.append(outlook(base.scenario))
            else:
                base, today_known = self._today
                today_box.append(today_known)
            try:
                with self._lock:
                    if generation != self._generation:
                        raise Cancelled("a newer edit came while the state was read")
                    self._editing = True
                edited = self._emulate(self._edits, with_changes(
                    base, prefs=change.prefs, shares=change.shares or None, attach=change.attach).scenario)
                self.runs += 1
            finally:
                with self._lock:
                    self._editing = False
                # Even when the edit was cancelled or failed, today's run goes on to its end
                # and is kept: the next edit compares against it instead of starting another
                # run of today's settings on a child still busy with this one.
                if helper is not None:
                    helper.join()
                    if self._first is not None:
                        self._first.close()  # today's settings are emulated once per dialog
                        self._first = None
                if today_box and isinstance(today_box[0], Outlook) and self._today is None:
                    self._today = base, today_box[0]
                    if helper is not None:
                        self.runs += 1
            today = today_box[0]
            if isinstance(today, BaseException):
                raise today
            days = base.scenario.duration_s / DAY
            disk = disk_outlook(self.data_dir, base.scenario.prefs), disk_outlook(self.data_dir, change.prefs
                                                                                 or base.scenario.prefs)
            with self._lock:
                current = generation == self._generation and not self._closed
            if current:
                self.disk = disk
                self.disk_prefs = change.prefs or base.scenario.prefs
                _emit(self.ready, today, edited, differences(today, edited), days)
        except Cancelled:
            self.cancelled += 1
        except (CoreError, OSError) as exc:
            with self._lock:
                current = generation == self._generation and not self._closed
            if current:
                _emit(self.failed, str(exc))
        finally:
            with self._lock:
                self._busy = False
                again = self._wanted is not None and generation != self._generation and not self._closed
            if again:
                _emit(self._again)  # queued to the GUI thread, where the timer and _start live


def _emit(signal: SignalInstance, *args: object) -> None:
    """Emit from the worker thread unless the runner's Qt side is gone (its dialog was
    closed and deleted while the emulation ran): the result then has no one to show it."""
    try:
        signal.emit(*args)
    except RuntimeError:
        pass


def _close_all(workers: tuple[OutlookWorker | None, ...]) -> None:
    for worker in workers:
        if worker is not None:
            worker.close()


class PreviewPanel(QGroupBox):
    """Shows the newest preview: the words first, the figures per project under them."""

    def __init__(self, runner: PreviewRunner, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Preview (emulated from this computer's tasks)"), parent)
        self.runner = runner
        self.summary = QLabel(self.tr("Change a setting to see what it would do."), self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.figures = QLabel("", self)
        self.figures.setWordWrap(True)
        self.figures.setTextFormat(Qt.TextFormat.PlainText)
        self.figures.setAccessibleName(self.tr("Preview figures per project"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.figures)
        runner.ready.connect(self._show)
        runner.failed.connect(lambda text: self.summary.setText(self.tr("No preview: {reason}").format(reason=text)))

    def _show(self, today: Outlook, edited: Outlook, sentences: list[str], days: float) -> None:
        span = describe_span(days)
        sentences = with_gpu_sentences(sentences, today, edited)  # a host with GPUs: theirs too
        from boinc_gui.dialogs.preview_words import sentence_words, span_words

        self.summary.setText(self.tr("Over the next {span}: {changes}.").format(
            span=span_words(span), changes="; ".join(sentence_words(s) for s in sentences)))
        rows = []
        before = {p.name: p for p in today.projects}
        for p in edited.projects:
            b = before.get(p.name)
            if b is None:  # the project being attached: nothing to compare with
                rows.append(self.tr("{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; "
                                    "deadlines missed {missed}; requests to its server per day {rpcs}").format(
                    project=p.name, cpu=f"{p.cpu_share:.0%}", share=f"{p.resource_share:.0%}", done=p.jobs_done,
                    missed=p.deadlines_missed, rpcs=f"{p.rpcs_per_day:.0f}"))
                continue
            rows.append(self.tr("{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share "
                                "{share}; tasks done {done} ({done_now} with the current settings); deadlines missed "
                                "{missed} ({missed_now} with the current settings); requests to its server per day "
                                "{rpcs} ({rpcs_now} with the current settings)").format(
                project=p.name, cpu=f"{p.cpu_share:.0%}", cpu_now=f"{b.cpu_share:.0%}",
                share=f"{p.resource_share:.0%}", done=p.jobs_done, done_now=b.jobs_done, missed=p.deadlines_missed,
                missed_now=b.deadlines_missed, rpcs=f"{p.rpcs_per_day:.0f}", rpcs_now=f"{b.rpcs_per_day:.0f}"))
        rows += gpu_rows(today, edited)
        rows.append(self.tr("Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current "
                            "settings)").format(idle=f"{edited.idle_fraction:.0%}",
                                                 idle_now=f"{today.idle_fraction:.0%}"))
        if self.runner.disk is not None:
            from boinc_gui.tables.reasons import (
                plain_disk_words,  # reasons imports the preferences dialog, which imports us
            )

            now_disk, edited_disk = self.runner.disk
            same = abs(now_disk.limit_bytes - edited_disk.limit_bytes) < 1e6
            share = (" " + self.tr("({percent} of it)").format(
                percent=f"{edited_disk.used_bytes / edited_disk.limit_bytes:.0%}")
                if edited_disk.limit_bytes > 0 else "")
            disk = self.tr("Disk: {used} used now; limit {limit}{share}, set by {rule}").format(
                used=format_bytes(edited_disk.used_bytes), limit=format_bytes(edited_disk.limit_bytes), share=share,
                rule=plain_disk_words(edited_disk.rule, self.runner.disk_prefs))
            if not same:
                disk += " " + self.tr("({limit} with the current settings)").format(
                    limit=format_bytes(now_disk.limit_bytes))
            rows.append(disk)
        self.figures.setText("\n".join(rows))
