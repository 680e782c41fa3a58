"""The live client acts on a scheduler reply and on a finished download at once.

Before, both waited for the loop's next timed pass (up to a second): a job sent to an
idle host sat downloaded but unstarted for up to two seconds, and each reply left the
CPU scheduler a second pass a second later, which under deadline pressure preempted the
task the first pass had just started (the honesty bench's live client resumed 45 tasks
in a window where its forecast resumed 3). Now the pass that takes the reply starts the
downloads, and the download's end wakes the loop."""
from __future__ import annotations

import statistics
import threading
import time
from pathlib import Path

import pytest

from core.client.session import LiveSession
from tests.core.client.e2e import attach, demo_project, live_client, wait_for

pytestmark = pytest.mark.timeout(180)


class _Passes:
    """The instants of the scheduling passes, with the reasons each was asked for."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.rows: list[tuple[float, tuple[str, ...]]] = []
        self._last: object = None

    def __call__(self, s: LiveSession, now: float) -> None:
        schedule = s.engine.status.schedule
        if schedule is not None and schedule is not self._last:
            self._last = schedule
            with self.lock:
                self.rows.append((time.monotonic(), tuple(s.engine.status.reschedule_reasons)))

    def reply_to_inputs(self) -> list[float]:
        """Seconds from each pass that took new work to the pass that found its inputs there."""
        gaps: list[float] = []
        taken: float | None = None
        with self.lock:
            rows = list(self.rows)
        for when, reasons in rows:
            if "new work arrived" in reasons:
                taken = when
            elif "files ready" in reasons and taken is not None:
                gaps.append(when - taken)
                taken = None
        return gaps


def test_a_replys_inputs_are_fetched_and_noticed_at_once(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=200_000, ready_jobs=2, max_jobs_per_rpc=1)
    client = live_client(tmp_path / "client")
    passes = _Passes()
    client.after_pass.append(passes)
    try:
        attach(client, project)
        wait_for(lambda: len(passes.reply_to_inputs()) >= 6, 120, "six replies with work and their downloads")
    finally:
        client.stop()
        project.stop()
    gaps = passes.reply_to_inputs()
    # The downloads are local and small: a few hundredths of a second. The old loop's
    # were spread over 0-1 s with most at a whole second.
    assert statistics.median(gaps) < 0.3, gaps
