"""Import what a client's data directory already says about finished tasks and credit.

Two kinds of BOINC file, read once (the first time the manager sees the data
directory; ``import_data_dir`` remembers that in the history's meta table):

- ``job_log_<project>.txt``: one line per successful task, appended by the client
  when the computation ends (BOINC's ``RESULT::append_log_record``):
  ``<time> ue <est. runtime s> ct <cpu s> fe <fpops est> nm <name> et <elapsed s> es <exit status>``.
  The letters name the fields, so they are read by letter, in any order; a line
  without a time and a name is skipped and counted, never a reason to stop.
- ``statistics_<project>.xml``: the project's daily credit (user and host totals
  and recent averages), read with the one hardened parser (core/persist/accounts).

File names carry BOINC's escaped project URL, which cannot be turned back into
the URL; the URLs come from the ``account_*.xml`` files beside them (and the
statistics files' own ``master_url``); a job log no account names keeps its
escaped name as the project. Nothing here writes the data directory.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from core.errors import XmlInputError
from core.history.db import HistoryDb
from core.history.records import DailyStat, Outcome, TaskRecord, day_of
from core.persist.accounts import read_account_files, read_statistics_file
from core.persist.paths import DataDir, escape_url

MAX_LINE_CHARS = 4096  # longer lines are not job log lines


@dataclass(slots=True)
class ImportReport:
    """What an import found."""

    tasks: int = 0
    days: int = 0
    skipped_lines: int = 0
    problems: list[str] = field(default_factory=list)  # files that could not be read, in words


def parse_job_log_line(line: str) -> dict[str, str] | None:
    """``{"time": ..., "nm": ..., "ct": ...}`` from one line; None when it is not a job log line."""
    if len(line) > MAX_LINE_CHARS:
        return None
    parts = line.split()
    if len(parts) < 3 or len(parts) % 2 == 0:
        return None
    fields = {"time": parts[0]}
    for letter, value in zip(parts[1::2], parts[2::2]):
        fields[letter] = value
    return fields if "nm" in fields else None


def _number(fields: dict[str, str], key: str) -> float | None:
    try:
        value = float(fields[key])
    except (KeyError, ValueError):
        return None
    return value if value == value and abs(value) != float("inf") else None


def read_job_log(path: Path, host: str, project_url: str, report: ImportReport) -> Iterator[TaskRecord]:
    """The records of one job log file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            fields = parse_job_log_line(line)
            when = _number(fields, "time") if fields is not None else None
            if fields is None or when is None:
                if line.strip():
                    report.skipped_lines += 1
                continue
            es = _number(fields, "es")
            status = int(es) if es is not None else 0
            yield TaskRecord(
                host=host, project_url=project_url, name=fields["nm"],
                outcome=Outcome.SUCCESS if status == 0 else Outcome.ERROR, exit_status=status,
                cpu_time_s=_number(fields, "ct"), elapsed_s=_number(fields, "et"), completed_time=when,
                source="job_log",
            )


def _known_urls(dd: DataDir, extra: Iterable[str]) -> dict[str, str]:
    """escaped URL -> URL for the projects the data directory (or the caller) names."""
    accounts, _warnings = read_account_files(dd)
    urls = [*map(str, accounts), *extra]
    return {escape_url(u): u for u in urls}


def import_files(db: HistoryDb, data_dir: Path, host: str, project_urls: Iterable[str] = ()) -> ImportReport:
    """Read every job log and statistics file of ``data_dir`` into ``db`` (rows keyed: safe to repeat)."""
    dd = DataDir(data_dir)
    report = ImportReport()
    if not dd.root.is_dir():
        return report
    known = _known_urls(dd, project_urls)
    for path in sorted(dd.root.glob("statistics_*.xml")):
        try:
            stats = read_statistics_file(path)
        except (XmlInputError, OSError) as exc:
            report.problems.append(f"{path.name}: {exc}")
            continue
        known.setdefault(escape_url(stats.master_url), str(stats.master_url))
        days = [DailyStat(host, str(stats.master_url), day_of(d.day), d.user_total_credit, d.user_expavg_credit,
                          d.host_total_credit, d.host_expavg_credit) for d in stats.days]
        report.days += db.upsert_daily(days)
    for path in sorted(dd.root.glob("job_log_*.txt")):
        escaped = path.name[len("job_log_"):-len(".txt")]
        url = known.get(escaped, escaped)
        try:
            batch: list[TaskRecord] = []
            for rec in read_job_log(path, host, url, report):
                batch.append(rec)
                if len(batch) >= 5000:
                    report.tasks += db.upsert_tasks(batch)
                    batch = []
            report.tasks += db.upsert_tasks(batch)
        except OSError as exc:
            report.problems.append(f"{path.name}: {exc}")
    return report


def import_data_dir(db: HistoryDb, data_dir: Path, host: str, project_urls: Iterable[str] = ()) -> ImportReport | None:
    """``import_files`` the first time ``data_dir`` is seen for ``host``; None when it was already imported."""
    key = f"imported:{host}:{Path(data_dir).resolve()}"
    if db.meta(key) is not None:
        return None
    report = import_files(db, data_dir, host, project_urls)
    db.set_meta(key, f"{report.tasks} tasks, {report.days} days")
    return report
