"""app_config.xml's ``max_concurrent`` limits as the policies apply them.

An app's ``App.max_concurrent`` and a project's ``Project.project_max_concurrent``
(0 = no limit) cap how many of its tasks run at once. The CPU scheduler passes
over a job whose app or project already has that many chosen (BOINC's
``max_concurrent_exceeded``); rr_sim holds such jobs back until one of theirs
finishes. ``Limits`` is rr_sim's per-project bookkeeping.

Reads: apps, projects and the workunits of the given jobs. Writes nothing in the state.
"""
from __future__ import annotations

from core.ids import ProjectUrl
from core.state import ClientState, Result


def has_concurrency_limits(state: ClientState) -> bool:
    """Whether any app's ``max_concurrent`` or project's ``project_max_concurrent`` is set."""
    # Loops rather than any(generator): the scheduler and work fetch ask at every decision.
    for a in state.apps.values():
        if a.max_concurrent > 0:
            return True
    for p in state.projects.values():  # noqa: SIM110 -- a loop, not any(generator): asked at every scheduling decision
        if p.project_max_concurrent > 0:
            return True
    return False


def fetch_caps(state: ClientState, ncpus: int) -> dict[ProjectUrl, int]:
    """CPUs each limited project can keep busy at most, for work fetch.

    A project's ``project_max_concurrent``, else the sum of its apps' limits when
    every app of it has one; projects that can use every CPU are left out. Work
    fetch must not ask such a project to fill CPUs its limits keep idle (BOINC's
    ``mc_shortfall``), or it would fetch for ever.
    """
    per_app: dict[ProjectUrl, list[int]] = {}
    for (url, _name), app in state.apps.items():
        per_app.setdefault(url, []).append(app.max_concurrent)
    caps: dict[ProjectUrl, int] = {}
    for url, p in state.projects.items():
        limits = per_app.get(url, [])
        if p.project_max_concurrent > 0:
            cap = p.project_max_concurrent
        elif limits and all(n > 0 for n in limits):
            cap = sum(limits)
        else:
            continue
        if cap < ncpus:
            caps[url] = cap
    return caps


class Limits:
    """A project's ``max_concurrent`` limits (app_config.xml) and what runs under them.

    Used only for a project with a limit: its ``jobs`` list then holds the jobs
    not started yet, and a job is started only while its app and the project are
    below their limits, as BOINC's rr_sim holds such jobs back.
    """

    __slots__ = ("app_of", "app_max", "project_max", "app_running", "count")

    def __init__(self, app_of: dict[int, str], app_max: dict[str, int], project_max: int) -> None:
        self.app_of = app_of  # job index -> app name
        self.app_max = app_max  # app name -> its limit (0 = none)
        self.project_max = project_max  # 0 = none
        self.app_running: dict[str, int] = {}
        self.count = 0  # jobs running

    def allows(self, j: int, count: int, app_running: dict[str, int]) -> bool:
        if self.project_max and count >= self.project_max:
            return False
        app = self.app_of[j]
        most = self.app_max.get(app, 0)
        return not (most and app_running.get(app, 0) >= most)

    def started(self, j: int) -> None:
        app = self.app_of[j]
        self.app_running[app] = self.app_running.get(app, 0) + 1
        self.count += 1

    def finished(self, j: int) -> None:
        app = self.app_of[j]
        self.app_running[app] -= 1
        self.count -= 1

    def demand(self, running: list[int], waiting: list[int], ncpu: list[float]) -> float:
        """CPUs the project's jobs could use at once: those running, plus the waiting
        ones (in EDF order) that the limits would let start."""
        total = 0.0
        for j in running:
            total += ncpu[j]
        count, app_running = self.count, dict(self.app_running)
        for j in waiting:
            if self.allows(j, count, app_running):
                total += ncpu[j]
                count += 1
                app = self.app_of[j]
                app_running[app] = app_running.get(app, 0) + 1
        return total


def project_limits(state: ClientState, url: ProjectUrl, jobs: list[int], results: list[Result],
                   project_max: int) -> Limits:
    """The limits of a project whose jobs are ``results[j]`` for ``j`` in ``jobs``."""
    app_of: dict[int, str] = {}
    app_max: dict[str, int] = {}
    for j in jobs:
        r = results[j]
        app_name = state.workunits[(url, r.wu_name)].app_name
        app_of[j] = app_name
        if app_name not in app_max:
            app = state.apps.get((url, app_name))
            app_max[app_name] = max(app.max_concurrent, 0) if app is not None else 0
    return Limits(app_of, app_max, max(project_max, 0))
