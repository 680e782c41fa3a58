"""``RemoteHistoryPoller``: a remote host's finished tasks and statistics over GUI RPC, once a minute.

BOINC forgets a task an hour after the project acknowledged it (``get_old_results``)
and at once from ``get_results``; a manager that asks once a minute for both
misses nothing a host finished while the manager was running. Each round:

1. ``get_host_info``, once per connection: the host's name, which the rows are
   filed under (the name its snapshots carry, so the Statistics tab finds them);
2. ``get_project_status``: project names and today's credit figures;
3. ``get_results``: tasks whose computation is over, with their outcome, times,
   version and plan class (``get_state`` is read when a workunit's application
   is not known yet: it is the only reply that names it);
4. ``get_old_results``: tasks acknowledged in the last hour, with their reported time;
5. ``get_statistics``: the host's own daily credit history (BOINC's statistics files).

Replies are parsed by the one hardened parser (core/guirpc/client). A failed
round is logged, remembered in ``last_error`` and retried next round; the
poller's own thread never stops on a bad host. It uses its own connection, so
it never delays the window's once-a-second polling of the same host.
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Any

from core.exec.status import version_text
from core.guirpc.client import GuiRpcClient, GuiRpcError
from core.guirpc.client_types import ResultInfo, integer, num, text
from core.history.db import HistoryDb
from core.history.records import (
    DailyStat,
    Outcome,
    TaskRecord,
    aborted_by,
    day_of,
    outcome_of_state,
)

log = logging.getLogger(__name__)

POLL_INTERVAL_S = 60.0
_DOWNLOAD_FAILED = -186  # ERR_RESULT_DOWNLOAD


def parse_old_results(reply: Any) -> list[dict[str, Any]]:
    """``<old_results>`` entries as plain dicts (BOINC's ``OLD_RESULT`` fields)."""
    el = reply.find("old_results")
    if el is None:
        raise GuiRpcError(text(reply, "error") or "reply has no <old_results>")
    return [{"project_url": text(o, "project_url"), "result_name": text(o, "result_name"),
             "app_name": text(o, "app_name"), "exit_status": integer(o, "exit_status"),
             "elapsed_time": num(o, "elapsed_time"), "cpu_time": num(o, "cpu_time"),
             "completed_time": num(o, "completed_time"), "create_time": num(o, "create_time")}
            for o in el.findall("old_result")]


def parse_statistics(reply: Any, host: str) -> list[DailyStat]:
    """``<statistics>`` as daily rows of ``host``."""
    el = reply.find("statistics")
    if el is None:
        raise GuiRpcError(text(reply, "error") or "reply has no <statistics>")
    out: list[DailyStat] = []
    for ps in el.findall("project_statistics"):
        url = text(ps, "master_url")
        for d in ps.findall("daily_statistics"):
            out.append(DailyStat(host, url, day_of(num(d, "day")), num(d, "user_total_credit"),
                                 num(d, "user_expavg_credit"), num(d, "host_total_credit"),
                                 num(d, "host_expavg_credit")))
    return out


def workunit_apps(reply: Any) -> dict[tuple[str, str], tuple[str, str]]:
    """(project URL, workunit) -> (app name, user-friendly name) from a ``get_state`` reply."""
    state = reply.find("client_state")
    if state is None:
        raise GuiRpcError(text(reply, "error") or "reply has no <client_state>")
    url = ""
    friendly: dict[tuple[str, str], str] = {}
    out: dict[tuple[str, str], tuple[str, str]] = {}
    for child in state:
        if child.tag == "project":
            url = text(child, "master_url")
        elif child.tag == "app":
            friendly[(url, text(child, "name"))] = text(child, "user_friendly_name")
        elif child.tag == "workunit":
            app = text(child, "app_name")
            out[(url, text(child, "name"))] = (app, friendly.get((url, app), "") or app)
    return out


def record_from_result(host: str, r: ResultInfo, app: str | None, project_name: str | None) -> TaskRecord | None:
    outcome = outcome_of_state(r.state, r.exit_status, download_failed=r.exit_status == _DOWNLOAD_FAILED)
    if outcome is None:
        return None
    return TaskRecord(
        host=host, project_url=r.project_url, name=r.name, outcome=outcome, project_name=project_name, app=app,
        version=version_text(r.version_num) if r.version_num else None, plan_class=r.plan_class,
        exit_status=r.exit_status, aborted_by=aborted_by(r.exit_status) if outcome is Outcome.ABORTED else None,
        cpu_time_s=r.final_cpu_time, elapsed_s=r.final_elapsed_time, received_time=r.received_time or None,
        completed_time=r.completed_time or None, deadline=r.report_deadline or None, source="get_results",
    )


class RemoteHistoryPoller:
    """Polls one host into ``db``. ``start``/``stop`` from the owner; ``poll_once`` for one round."""

    def __init__(self, db: HistoryDb, address: str, port: int = 31416, password: str = "", *,
                 host_name: str = "", interval_s: float = POLL_INTERVAL_S, timeout_s: float = 10.0) -> None:
        self.db = db
        self.address, self.port = address, port
        self.host_name = host_name  # "" = the name the host reports
        self.interval_s = interval_s
        self._rpc = GuiRpcClient(address, port, password, timeout_s=timeout_s, backoff_s=0.0, max_backoff_s=0.0)
        self._apps: dict[tuple[str, str], tuple[str, str]] = {}
        self._name = ""
        self.last_error = ""
        self.rounds = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def poll_once(self) -> int:
        """One round (see the module docstring); the number of task records written."""
        rpc = self._rpc
        if not rpc.connected or not self._name:
            rpc.connect()
            self._name = self.host_name or rpc.get_host_info().domain_name or f"{self.address}:{self.port}"
        host = self._name
        projects = rpc.get_project_status()
        names = {p.master_url: p.project_name for p in projects if p.project_name}
        now = time.time()
        days = [DailyStat(host, p.master_url, day_of(now), p.user_total_credit, p.user_expavg_credit,
                          p.host_total_credit, p.host_expavg_credit) for p in projects]
        finished = [r for r in rpc.get_results() if r.state >= 3]
        if any((r.project_url, r.wu_name) not in self._apps for r in finished):
            self._apps.update(workunit_apps(rpc.call("<get_state/>")))
        records: list[TaskRecord] = []
        for r in finished:
            app = self._apps.get((r.project_url, r.wu_name))
            rec = record_from_result(host, r, app[1] if app else None, names.get(r.project_url))
            if rec is not None:
                records.append(rec)
        old = parse_old_results(rpc.call("<get_old_results/>"))
        if any(o["app_name"] and (o["project_url"], o["app_name"]) not in self._app_names() for o in old):
            self._apps.update(workunit_apps(rpc.call("<get_state/>")))
        for o in old:
            status = int(o["exit_status"])
            # An old result says only its exit status: 0 succeeded, an abort code was aborted.
            outcome = (Outcome.SUCCESS if status == 0 else Outcome.ABORTED if status in (202, 203, -197)
                       else Outcome.ERROR)
            records.append(TaskRecord(
                host=host, project_url=o["project_url"], name=o["result_name"], outcome=outcome,
                project_name=names.get(o["project_url"]), exit_status=status,
                aborted_by=aborted_by(status) if outcome is Outcome.ABORTED else None,
                cpu_time_s=o["cpu_time"], elapsed_s=o["elapsed_time"], completed_time=o["completed_time"] or None,
                reported_time=o["create_time"] or None, source="get_old_results",
                app=None if o["app_name"] == "" else self._friendly(o["project_url"], o["app_name"]),
            ))
        days += parse_statistics(rpc.call("<get_statistics/>"), host)
        self.db.upsert_tasks(records)
        self.db.upsert_daily(days)
        self.rounds += 1
        return len(records)

    def _app_names(self) -> dict[tuple[str, str], str]:
        return {(u, short): friendly for (u, _wu), (short, friendly) in self._apps.items()}

    def _friendly(self, url: str, app: str) -> str:
        # Rows from get_results name the app by its user-friendly name; old results by its short name.
        return self._app_names().get((url, app), app)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.poll_once()
                self.last_error = ""
            except Exception as exc:  # noqa: BLE001 -- a bad or absent host: say so, try again next round
                self.last_error = str(exc) or type(exc).__name__
                log.info("task history: polling %s:%d failed: %s", self.address, self.port, self.last_error)
                self._rpc.close()
            self._stop.wait(self.interval_s)

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=f"history-{self.address}:{self.port}", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=30)
            self._thread = None
        self._rpc.close()
