"""Crash consistency: kill -9 the live client at random instants and count what is lost.

A real ``boinc-core demo-project`` and a real ``boinc-core run`` on 127.0.0.1, in a
temporary directory. Each cycle starts the client (on the same data directory),
lets it run, and kills it with SIGKILL: after a random pause (``--min-gap`` to
``--max-gap`` s), or, for a share ``--exchange-share`` of the cycles, a random
0-``--exchange-window`` s after the client logs "Sending scheduler request", so
that many kills land inside a scheduler exchange (the project may have committed
a reply the client never saved). After the last cycle the client runs once more,
unharmed, until every result the project had issued is over (reported, or timed
out) or ``--drain-timeout`` passes; then it is stopped with SIGTERM.

All along, a sampler reads the process table every ``--sample-interval`` s and
sorts the processes working in the client's slot directories by slot and
process group. It prints:

* results issued (sent at least once), reported, credited, resent (lost results
  sent again by the project), timed out;
* stuck: results issued before the drain that are still in progress at its end
  (target 0 once the project resends lost results);
* reported twice: results the project got more than one report of (the re-sends
  of requests cut off by a kill; they must be no-ops), and credited twice (0);
* "Giving up on upload" lines in the client's log (0: repeats of finished uploads
  succeed);
* orphaned processes: app processes started by an earlier client and still alive
  once the restarted client has started an app of its own, or 5 s after it
  started (target 0), and how long app processes outlived a kill;
* shared slots: moments two process groups worked in one slot at once (target 0).

    nice -n 10 .venv/bin/python bench/crash_consistency.py --cycles 200 --seed 1
    .venv/bin/python bench/crash_consistency.py --cycles 12 --json   # what the test suite runs

Exit status 0 when the targets (0 stuck, 0 orphans, 0 shared slots, 0 credited
twice, 0 "Giving up on upload") hold, 1 otherwise.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.state import GlobalPrefs

DEMO_APP = ROOT / "resources" / "demo_app" / "demo_app.py"
PREFS = GlobalPrefs(suspend_cpu_usage=0.0, niu_suspend_cpu_usage=0.0, work_buf_min_days=3 / 86400,
                    work_buf_additional_days=0.0, cpu_scheduling_period_minutes=60.0)
APP_START_S = 0.3
"""Rough start-up time of the Python demo app, for its runtime estimate."""
ORPHAN_GRACE_S = 5.0
"""A restarted client that has not started an app of its own yet gets this long to end leftovers."""


@dataclass
class Figures:
    cycles: int = 0
    kills_in_exchange: int = 0
    """Kills that landed between "Sending scheduler request" and its completion."""
    kills_after_commit: int = 0
    """Kills aimed just after the project committed a reply (its database changed)."""
    exchange_median_s: float = 0.0
    """Median time from "Sending scheduler request" to its completion, as the harness saw the lines."""
    issued: int = 0
    """Results sent at least once before the drain; reported and credited count among them."""
    issued_in_drain: int = 0
    reported: int = 0
    credited: int = 0
    resent: int = 0
    timed_out: int = 0
    detached: int = 0
    """Results given up because their host came back without its host id and holding none."""
    stuck: int = 0
    reported_twice: int = 0
    duplicate_reports: int = 0
    credited_twice: int = 0
    upload_give_ups: int = 0
    orphans: int = 0
    app_processes_at_kills: int = 0
    max_outlived_kill_s: float = 0.0
    shared_slots: int = 0
    samples: int = 0
    drained: bool = False
    client_died: str = ""
    """Set when the draining client ended by itself (it must not)."""
    drain_s: float = 0.0
    wall_s: float = 0.0
    stuck_names: list[str] = field(default_factory=list)
    orphan_pids: list[int] = field(default_factory=list)
    orphan_detail: list[str] = field(default_factory=list)
    shared_detail: list[str] = field(default_factory=list)

    def targets_met(self) -> bool:
        return (self.stuck == 0 and self.orphans == 0 and self.shared_slots == 0 and self.credited_twice == 0
                and self.upload_give_ups == 0 and self.drained)


class Client:
    """One ``boinc-core run`` process and the event-log lines it echoes."""

    def __init__(self, data: Path, url: str, key: str) -> None:
        self.started = time.time()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "core.cli", "run", "--dir", str(data), "--gui-rpc-port", "0",
             "--attach", url, key],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=ROOT, text=True, errors="replace")
        self.lines: list[tuple[float, str]] = []
        self.cond = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            with self.cond:
                self.lines.append((time.monotonic(), line.rstrip("\n")))
                self.cond.notify_all()

    def wait_line(self, pattern: str, after: int, timeout_s: float) -> int | None:
        """Index of the first line from ``after`` on containing ``pattern``, or None."""
        end = time.monotonic() + timeout_s
        with self.cond:
            while True:
                for i in range(after, len(self.lines)):
                    if pattern in self.lines[i][1]:
                        return i
                left = end - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    return None
                self.cond.wait(left)

    def in_exchange(self) -> bool:
        with self.cond:
            for _, line in reversed(self.lines):
                if "Sending scheduler request" in line:
                    return True
                if "Scheduler request completed" in line or "Scheduler request failed" in line:
                    return False
        return False

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(30)
        self._reader.join(5)

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
        self._reader.join(5)

    def exchange_times(self) -> list[float]:
        """Seconds from each "Sending scheduler request" line to its completion line."""
        out: list[float] = []
        sent: float | None = None
        with self.cond:
            for t, line in self.lines:
                if "Sending scheduler request" in line:
                    sent = t
                elif sent is not None and ("Scheduler request completed" in line or "Scheduler request failed" in line):
                    out.append(t - sent)
                    sent = None
        return out

    def count(self, pattern: str) -> int:
        with self.cond:
            return sum(1 for _, line in self.lines if pattern in line)


class Sampler:
    """Watches the processes working in ``slots/``: shared slots, orphans, kill survivors."""

    def __init__(self, slots: Path, interval_s: float) -> None:
        self.root = str(slots.resolve()) + os.sep
        self.interval_s = interval_s
        self.client: Client | None = None
        self.killed_at: float | None = None  # monotonic time of the last kill, while no client runs
        self.lock = threading.Lock()
        self.samples = 0
        self.shared: set[str] = set()
        self.orphans: set[int] = set()
        self.orphan_detail: list[str] = []
        self._suspects: set[int] = set()
        self._suspects_of = 0  # the client the suspects were judged against
        self.at_kills = 0
        self.max_outlived_s = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10)

    def set_client(self, client: Client | None, killed: bool = False) -> None:
        """The client now running (None: none); ``killed``: the one that ran is being killed."""
        if killed:
            self.at_kills += len(self.scan())
        with self.lock:
            self.client = client
            self.killed_at = time.monotonic() if killed else None

    def scan(self) -> list[tuple[int, int, list[int], str]]:
        """(pid, pgid, ancestor pids, slot) of the live processes working in a slot."""
        found = []
        for p in psutil.process_iter(["pid", "ppid"]):
            try:
                cwd = p.cwd()
                if not cwd.startswith(self.root) or p.status() == psutil.STATUS_ZOMBIE:
                    continue
                found.append((p.pid, os.getpgid(p.pid), [a.pid for a in p.parents()],
                              cwd[len(self.root):].split(os.sep, 1)[0]))
            except (psutil.Error, OSError):
                continue
        return found

    def _run(self) -> None:
        while not self._stop.wait(self.interval_s):
            procs = self.scan()
            now = time.monotonic()
            with self.lock:
                client, killed_at = self.client, self.killed_at
            self.samples += 1
            groups: dict[str, set[int]] = {}
            for _pid, pgid, _t, slot in procs:
                groups.setdefault(slot, set()).add(pgid)
            for slot, pgids in groups.items():
                if len(pgids) > 1:
                    self.shared.add(f"slot {slot}: groups {sorted(pgids)}")
            if client is None:
                self._suspects = set()
                if killed_at is not None and procs:
                    self.max_outlived_s = max(self.max_outlived_s, now - killed_at)
                continue
            # An app started by this client descends from it; any other was left by a killed one.
            # A chain that could not be read (a parent that vanished mid-scan) proves nothing,
            # and a process counts only when two samples in a row find it so: a kill or a
            # spawn racing the scan must not pass for an orphan.
            mine = client.proc.pid
            older = [pid for pid, _g, up, _s in procs if up and mine not in up]
            own = any(mine in up for _p, _g, up, _s in procs)
            suspects = set(older) if own or time.time() - client.started > ORPHAN_GRACE_S else set()
            confirmed = suspects & self._suspects if self._suspects_of == mine else set()
            self._suspects, self._suspects_of = suspects, mine
            if confirmed:
                self.orphans.update(confirmed)
                for pid, _g, up, slot in procs:
                    if pid in confirmed and len(self.orphan_detail) < 20:
                        self.orphan_detail.append(f"pid {pid} in slot {slot}, ancestors {up}, client {mine}")


def make_app(directory: Path, delay_s: float, chunk: int, job_size: int) -> Path:
    """The demo app, sleeping ``delay_s`` after each ``chunk`` numbers, with estimates that
    match (at the client's nominal 1 GFLOPS) so the client does not hoard work."""
    directory.mkdir(parents=True, exist_ok=True)
    shutil.copy(DEMO_APP, directory / "demo_app.py")
    (directory / "demo_app.py").chmod(0o755)
    seconds = -(-job_size // chunk) * delay_s + APP_START_S
    (directory / "boinc_app.toml").write_text(
        'name = "crash_app"\nuser_friendly_name = "Prime counter (crash harness)"\nversion_num = 100\n'
        'main_program = "demo_app.py"\nfiles = ["demo_app.py"]\n'
        f'command_line = "--delay {delay_s} --chunk {chunk}"\n'
        f'job_size = {job_size}\nfpops_per_unit = {seconds * 1e9 / job_size:.1f}\n')
    return directory


def start_project(data: Path, app: Path, args: argparse.Namespace) -> tuple[subprocess.Popen[str], str, str]:
    """``boinc-core demo-project`` (``python -m core.demo.cli`` if the former will not start)."""
    options = ["--data", str(data), "--app", str(app), "--job-size", str(args.job_size), "--request-delay",
               str(args.request_delay), "--deadline", str(args.deadline), "--ready-jobs", str(args.ready_jobs)]
    for command in (["-m", "core.cli", "demo-project"], ["-m", "core.demo.cli"]):
        proc = subprocess.Popen([sys.executable, *command, *options], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, cwd=ROOT, text=True)
        assert proc.stdout is not None
        found: dict[str, str] = {}
        for line in proc.stdout:
            key, _, value = line.strip().partition(": ")
            found[key] = value
            if "master_url" in found and "account_key" in found:
                return proc, found["master_url"], found["account_key"]
        proc.wait(10)
    raise RuntimeError("the demo project did not start")


def project_db(data: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{data / 'project.db'}?mode=ro", uri=True, timeout=30)


def db_mark(db: sqlite3.Connection) -> tuple[object, ...]:
    """Changes whenever the scheduler commits a reply that sent or acknowledged something."""
    try:
        row = db.execute("SELECT (SELECT MAX(sent_time) FROM result), (SELECT MAX(id) FROM report)").fetchone()
    except sqlite3.OperationalError:  # a project from before the report log (a baseline)
        row = db.execute("SELECT MAX(sent_time), MAX(received_time) FROM result").fetchone()
    return tuple(row)


def count(db: sqlite3.Connection, sql: str) -> int:
    """One number from the project database; -1 if the project keeps no such record (a
    project from before the report log and resends, when measuring a baseline)."""
    try:
        return int(db.execute(sql).fetchone()[0])
    except sqlite3.OperationalError:
        return -1


def issued_names(db: sqlite3.Connection) -> set[str]:
    return {str(r[0]) for r in db.execute("SELECT name FROM result WHERE sent_time > 0")}


def open_names(db: sqlite3.Connection, names: set[str]) -> set[str]:
    rows = db.execute("SELECT name FROM result WHERE server_state='in_progress'").fetchall()
    return {str(r[0]) for r in rows} & names


def prepare_client(data: Path, ncpus: int) -> None:
    dd = DataDir(data)
    dd.ensure()
    write_global_prefs_override(dd, PREFS)
    dd.cc_config.write_text(f"<cc_config>\n<options>\n<ncpus>{ncpus}</ncpus>\n</options>\n</cc_config>\n")


def run(args: argparse.Namespace) -> Figures:
    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="crash_consistency_", dir=args.workdir))
    fig = Figures()
    t0 = time.monotonic()
    app = make_app(work / "app", args.app_delay, args.app_chunk, args.job_size)
    project, url, key = start_project(work / "project", app, args)
    data = work / "client"
    prepare_client(data, args.ncpus)
    sampler = Sampler(data / "slots", args.sample_interval)
    sampler.start()
    give_ups = 0
    exchanges: list[float] = []
    db = project_db(work / "project")
    client: Client | None = None
    try:
        for _ in range(args.cycles):
            client = Client(data, url, key)
            sampler.set_client(client)
            mode = rng.random()
            if mode < args.commit_share:
                # Right after the project committed a reply (new sends or reports in its
                # database): the client may not have the reply, or may not have saved it.
                mark = db_mark(db)
                end = time.monotonic() + args.max_gap * 3
                while db_mark(db) == mark and time.monotonic() < end and client.proc.poll() is None:
                    time.sleep(0.003)
                time.sleep(rng.uniform(0.0, args.commit_window))
                fig.kills_after_commit += 1
            elif mode < args.commit_share + args.exchange_share:
                seen = client.wait_line("Sending scheduler request", 0, args.max_gap * 3)
                if seen is not None:
                    # Skip some exchanges so the kill is not always in the first one.
                    for _ in range(rng.randrange(3)):
                        nxt = client.wait_line("Sending scheduler request", seen + 1, args.max_gap)
                        if nxt is None:
                            break
                        seen = nxt
                    time.sleep(rng.uniform(0.0, args.exchange_window))
            else:
                time.sleep(rng.uniform(args.min_gap, args.max_gap))
            fig.kills_in_exchange += client.in_exchange()
            exchanges.extend(client.exchange_times())
            sampler.set_client(None, killed=True)  # from now on its apps are no longer its own
            client.kill()
            give_ups += client.count("Giving up on upload")
            fig.cycles += 1
            time.sleep(rng.uniform(0.0, args.restart_pause))
        before = issued_names(db)
        client = Client(data, url, key)
        sampler.set_client(client)
        drain_start = time.monotonic()
        left = open_names(db, before)
        while left and time.monotonic() - drain_start < args.drain_timeout and client.proc.poll() is None:
            time.sleep(1.0)
            left = open_names(db, before)
        if client.proc.poll() is not None:
            fig.client_died = f"exit status {client.proc.returncode}: " + " | ".join(
                line for _, line in client.lines[-5:])
        fig.drain_s = time.monotonic() - drain_start
        fig.drained = not left
        client.stop()
        give_ups += client.count("Giving up on upload")
        client = None
        sampler.set_client(None)
        fig.stuck_names = sorted(left)
        fig.stuck = len(left)
        fig.issued = len(before)
        fig.issued_in_drain = len(issued_names(db) - before)
        try:
            reported = {str(r[0]) for r in db.execute(
                "SELECT result_name FROM report WHERE effect IN ('applied', 'late')")}
        except sqlite3.OperationalError:  # a project from before the report log: reported = over
            reported = {str(r[0]) for r in db.execute("SELECT name FROM result WHERE received_time > 0")}
        fig.reported = len(reported & before)
        credited = {str(r[0]) for r in db.execute("SELECT name FROM result WHERE granted_credit > 0")}
        fig.credited = len(credited & before)
        fig.resent = count(db, "SELECT COALESCE(SUM(resend_count), 0) FROM result")
        fig.timed_out = int(db.execute("SELECT COUNT(*) FROM result WHERE outcome='no_reply'").fetchone()[0])
        fig.detached = int(db.execute("SELECT COUNT(*) FROM result WHERE outcome='client_detached'").fetchone()[0])
        fig.reported_twice = count(db, "SELECT COUNT(*) FROM (SELECT result_name FROM report "
                                       "GROUP BY result_name HAVING COUNT(*) > 1)")
        fig.duplicate_reports = count(db, "SELECT COUNT(*) FROM report WHERE effect='duplicate'")
        fig.credited_twice = count(db, "SELECT COUNT(*) FROM (SELECT result_name FROM report "
                                       "WHERE effect IN ('applied', 'late') GROUP BY result_name HAVING COUNT(*) > 1)")
        db.close()
    finally:
        if client is not None:
            client.kill()
        sampler.stop()
        project.send_signal(signal.SIGTERM)
        try:
            project.wait(30)
        except subprocess.TimeoutExpired:
            project.kill()
        for pid, *_ in sampler.scan():  # never leave an app behind, whatever the outcome
            try:
                os.killpg(pid, signal.SIGKILL)
            except OSError:
                pass
    fig.upload_give_ups = give_ups
    if exchanges:
        exchanges.sort()
        fig.exchange_median_s = round(exchanges[len(exchanges) // 2], 3)
    fig.orphans = len(sampler.orphans)
    fig.orphan_pids = sorted(sampler.orphans)
    fig.orphan_detail = sampler.orphan_detail
    fig.app_processes_at_kills = sampler.at_kills
    fig.max_outlived_kill_s = round(sampler.max_outlived_s, 3)
    fig.shared_slots = len(sampler.shared)
    fig.shared_detail = sorted(sampler.shared)[:20]
    fig.samples = sampler.samples
    fig.wall_s = round(time.monotonic() - t0, 1)
    fig.drain_s = round(fig.drain_s, 1)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"kept {work}", file=sys.stderr)
    return fig


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--cycles", type=int, default=200, help="kill -9 cycles (default 200)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--min-gap", type=float, default=0.5, help="shortest run before a random kill, s")
    p.add_argument("--max-gap", type=float, default=8.0, help="longest run before a random kill, s")
    p.add_argument("--commit-share", type=float, default=0.3,
                   help="share of the cycles whose kill follows a reply the project committed")
    p.add_argument("--commit-window", type=float, default=0.05,
                   help="such a kill comes 0 to this many seconds after the commit was seen")
    p.add_argument("--exchange-share", type=float, default=0.3,
                   help="share of the cycles whose kill follows a 'Sending scheduler request' line")
    p.add_argument("--exchange-window", type=float, default=0.4,
                   help="such a kill comes 0 to this many seconds after the line")
    p.add_argument("--restart-pause", type=float, default=0.3, help="longest pause before the restart, s")
    p.add_argument("--job-size", type=int, default=20_000, help="numbers per job")
    p.add_argument("--app-chunk", type=int, default=2_000, help="numbers per app chunk")
    p.add_argument("--app-delay", type=float, default=0.15, help="app sleep after each chunk, s")
    p.add_argument("--ncpus", type=int, default=4, help="CPUs the client uses (cc_config ncpus)")
    p.add_argument("--request-delay", type=float, default=2.0, help="project's minimum RPC interval, s")
    p.add_argument("--deadline", type=float, default=3600.0, help="job deadline, s")
    p.add_argument("--ready-jobs", type=int, default=3,
                   help="unsent jobs the project keeps (at most this many new ones per reply)")
    p.add_argument("--drain-timeout", type=float, default=300.0, help="longest drain, s")
    p.add_argument("--sample-interval", type=float, default=0.05, help="process-table sampling period, s")
    p.add_argument("--workdir", type=Path, default=None, help="where the temporary directory goes")
    p.add_argument("--keep", action="store_true", help="keep the temporary directory")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    return p.parse_args(argv)


def report(fig: Figures, args: argparse.Namespace) -> str:
    rows = [
        (
            "kill -9 cycles",
            f"{fig.cycles} (seed {args.seed}; {fig.kills_after_commit} aimed just after a reply"
            f" was committed; {fig.kills_in_exchange} inside a scheduler exchange, which took"
            f" {fig.exchange_median_s * 1000:.0f} ms (median))",
        ),
        ("results issued (before the drain)", f"{fig.issued} (+{fig.issued_in_drain} during the drain)"),
        ("  of which reported", fig.reported),
        ("  of which credited", fig.credited),
        ("lost results resent", fig.resent),
        ("results timed out", fig.timed_out),
        ("results of a host that came back empty (replaced)", fig.detached),
        ("stuck (issued, still in progress after the drain)", f"{fig.stuck}  (target 0)"),
        (
            "reported twice (re-sent requests)",
            f"{fig.reported_twice} results, {fig.duplicate_reports} duplicate reports",
        ),
        ("credited twice", f"{fig.credited_twice}  (target 0)"),
        ("'Giving up on upload'", f"{fig.upload_give_ups}  (target 0)"),
        ("orphaned processes after restart", f"{fig.orphans}  (target 0)"),
        ("app processes alive at the kills", fig.app_processes_at_kills),
        (
            "longest an app outlived a kill (no client running)",
            f"{fig.max_outlived_kill_s:.2f} s (sampled every {args.sample_interval} s)",
        ),
        ("shared slots", f"{fig.shared_slots}  (target 0; {fig.samples} samples)"),
        ("drain", f"{'done' if fig.drained else 'NOT done'} in {fig.drain_s:.0f} s"),
        ("wall time", f"{fig.wall_s:.0f} s"),
    ]
    width = max(len(k) for k, _ in rows)
    lines = [f"{k:<{width}}  {v}" for k, v in rows]
    if fig.stuck_names:
        lines.append(f"stuck: {', '.join(fig.stuck_names[:20])}")
    if fig.client_died:
        lines.append(f"the client ended by itself during the drain: {fig.client_died}")
    if fig.orphan_detail:
        lines.append(f"orphans: {'; '.join(fig.orphan_detail)}")
    if fig.shared_detail:
        lines.append(f"shared: {'; '.join(fig.shared_detail)}")
    lines.append("targets met" if fig.targets_met() else "TARGETS NOT MET")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    fig = run(args)
    print(json.dumps(asdict(fig), indent=1) if args.json else report(fig, args), flush=True)
    return 0 if fig.targets_met() else 1


if __name__ == "__main__":
    sys.exit(main())
