"""The "All computers" view with many hosts: cost of each merged update and the longest UI stall.

Starts N GUI RPC servers on 127.0.0.1 in a child process (core/guirpc/server.py, each
answering from a client state with T tasks of which ``--running`` run: their elapsed
time, CPU time and progress advance every second, as on a real host; the server and
protocol are the real ones). The servers live in another process because remote hosts
are other computers: inside the manager's process their XML rendering would compete
for its interpreter lock and measure the bench, not the manager. For the same reason their
process runs at the lowest CPU priority (``--servers-nice``, default 19): rendering 50
hosts' replies every second is the remote computers' work, which a volunteer's machine
does not do (``--servers-nice 0`` lets it compete with the window for this machine's CPUs). Then opens the manager
window over this computer's live client, adds every server under Hosts, switches to
"All computers" with the Tasks tab in front (``--tab``; its table is repainted as rows
change, which the Projects tab the window opens on left out) and watches for ``--seconds``:

- the time the window spends taking one host's snapshot into the merged tabs
  (HostFeeds._on_snapshot, the work done once per host per second);
- the event loop's lateness, sampled by a 10 ms timer: the longest UI stall, and how
  many ticks were later than the target (one stall is one moment of a shared machine);
- the manager process's CPU use (GUI thread plus every host's worker) and, as the app
  does it, the child process that polls the hosts (core/remote/host_poller.py).

As in the app, the hosts are polled by that child (``--threads``: by a thread each in the
window's process, as before), the app's garbage-collector tuning is on
(boinc_gui/runtime/gc_tuning.py; ``--no-gc-tuning``: Python's defaults) and so is its short
interpreter-lock switch interval (boinc_gui/runtime/gil_tuning.py; ``--no-gil-tuning``). This
computer's own client runs on the app's embedded demo project, served by a child process
with the project's own job size, as ``make run`` has it (``--local-jobs tiny``: the test
suite's in-process demo server and tiny jobs, asked for every second). ``--profile FILE``
profiles each pass of the event loop and prints the one that took the GUI thread longest.

Targets (issue 22): under 16 ms per update, no stall above 50 ms. Prints the figures and
their ratio to the targets, in wall-clock time and in the GUI thread's own CPU time (on a
shared machine under load the wall times also hold the time other processes had the CPU;
the load average is printed); asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_hosts_scale.py [--hosts 50] [--tasks 1000] [--seconds 30]
"""
from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

UPDATE_TARGET_MS = 16.0
STALL_TARGET_MS = 50.0


def serve(hosts: int, tasks: int, running: int) -> int:
    """Child process: run the servers, print their ports, advance running tasks each second."""
    from core.guirpc.backend import StateBackend
    from core.guirpc.server import GuiRpcServer
    from core.state.enums import CpuSchedState, TaskState
    from core.state.task import ActiveTask
    from tests.core.guirpc.sample import PASSWORD, attached_snapshot

    snaps, backends, servers = [], [], []
    for _ in range(hosts):
        snap = attached_snapshot(tasks)
        st = snap.state
        for slot, key in enumerate(list(st.results)[:running]):
            st.active_tasks[key] = ActiveTask(key[0], key[1], slot=slot, scheduler_state=CpuSchedState.SCHEDULED,
                                              task_state=TaskState.EXECUTING, app_version_num=102,
                                              elapsed_time=13.0 + slot, current_cpu_time=12.0 + slot)
        backend = StateBackend(snap)
        server = GuiRpcServer(backend, PASSWORD, port=0)
        server.start()
        snaps.append(snap)
        backends.append(backend)
        servers.append(server)
    print(json.dumps([s.port for s in servers]), flush=True)
    parent_gone = threading.Event()  # our stdin closes when the bench exits, however it exits

    def wait_for_parent() -> None:
        sys.stdin.read()
        parent_gone.set()

    threading.Thread(target=wait_for_parent, daemon=True).start()
    try:
        while not parent_gone.wait(1.0):
            for i, (snap, backend) in enumerate(zip(snaps, backends)):
                # A new state object per second: a published snapshot is never mutated.
                st = dataclasses.replace(
                    snap.state,
                    active_tasks={
                        k: dataclasses.replace(
                            a,
                            elapsed_time=a.elapsed_time + 1,
                            current_cpu_time=a.current_cpu_time + 0.9,
                            fraction_done=min(1.0, a.fraction_done + 0.001),
                        )
                        for k, a in snap.state.active_tasks.items()
                    },
                )
                snaps[i] = snap = dataclasses.replace(snap, state=st, now=snap.now + 1)
                backend.publish(snap)
    except KeyboardInterrupt:
        pass
    finally:
        for s in servers:
            s.stop()
    return 0


def child_cpu(pid: int | None) -> float:
    """CPU seconds used so far by process ``pid`` (0 when there is none)."""
    if pid is None:
        return 0.0
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def watch(app: Any, seconds: float, worst_pass: list[Any] | None = None,
          lateness: list[float] | None = None) -> tuple[float, float, float]:
    """Run the event loop for ``seconds``; the longest lateness of a 10 ms timer (ms), the
    process's CPU use meanwhile (fraction of one core) and the GUI thread's longest CPU burst
    in one pass of the event loop (ms: what the stall would be on an idle machine, at most).
    ``worst_pass``: profile every pass and leave there the cProfile of the longest one.
    ``lateness``: gets every lateness of the timer (ms)."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    stalls: list[float] = [0.0]
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        stalls.append(max(0.0, now - last[0] - 10))
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    cpu0, wall0 = time.process_time(), time.monotonic()
    end = wall0 + seconds
    burst = 0.0
    while time.monotonic() < end:
        profiler = None
        if worst_pass is not None:
            import cProfile
            profiler = cProfile.Profile()
            profiler.enable()
        c0 = time.thread_time()
        app.processEvents()
        spent = time.thread_time() - c0
        if profiler is not None:
            profiler.disable()
        if spent > burst:
            burst = spent
            if worst_pass is not None:
                worst_pass[:] = [profiler]
        time.sleep(0.002)
    timer.stop()
    if lateness is not None:
        lateness[:] = stalls[1:]
    return max(stalls), (time.process_time() - cpu0) / max(1e-9, time.monotonic() - wall0), burst * 1000


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hosts", type=int, default=50)
    ap.add_argument("--tasks", type=int, default=1000)
    ap.add_argument("--running", type=int, default=4, help="running tasks per host (their figures change each second)")
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--sort", default="", help="sort the Tasks tab by this column key (e.g. progress), highest first")
    ap.add_argument("--tab", default="Tasks",
                    help="the tab in front while measured (default Tasks: its 50,000 rows are repainted as they "
                         "change; the window opens on Projects, which left the Tasks table unpainted)")
    ap.add_argument("--no-gc-tuning", action="store_true",
                    help="Python's own garbage-collector settings instead of the app's "
                         "(boinc_gui/runtime/gc_tuning.py): shows what full collections of the rows cost the window")
    ap.add_argument("--threads", action="store_true",
                    help="poll each host in a thread of the window's process instead of the app's child process")
    ap.add_argument("--profile", default="",
                    help="profile each pass of the event loop while measured; write the longest one's cProfile "
                         "to this file and print its top entries")
    ap.add_argument("--idle-seconds", type=float, default=5.0, help="stalls watched before any host is added")
    ap.add_argument("--no-gil-tuning", action="store_true",
                    help="Python's default interpreter-lock switch interval (5 ms) instead of the app's "
                         "(boinc_gui/runtime/gil_tuning.py)")
    ap.add_argument("--local-jobs", choices=("demo", "tiny"), default="demo",
                    help="this computer's client: on the app's embedded demo project, a child process with its "
                         "own jobs (default, as make run), or on the test suite's in-process demo server with "
                         "tiny jobs, a scheduler request a second")
    ap.add_argument("--servers-nice", type=int, default=19,
                    help="niceness of the servers' process (default 19: as if they were the other computers "
                         "they stand for; 0: they compete with the window for this machine's CPUs)")
    ap.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve:
        if args.servers_nice:
            os.nice(args.servers_nice)
        return serve(args.hosts, args.tasks, args.running)

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from boinc_gui.hosts import feeds as merged_view
    from boinc_gui.hosts.manager import HostManager, default_client
    from boinc_gui.runtime import gil_tuning
    from boinc_gui.runtime.qt_workarounds import pin
    from tests.core.guirpc.sample import PASSWORD
    from tests.gui.live_env import live_window_env

    app = QApplication.instance() or QApplication(sys.argv[:1])
    pauses: list[float] = []  # ms per full (generation 2) collection of Python's cyclic garbage collector
    started = [0.0]

    def gc_timer(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        elif info["generation"] == 2:
            pauses.append((time.perf_counter() - started[0]) * 1000)

    gc.callbacks.append(gc_timer)
    pin()  # as boinc_gui/app.py does (PySide6 6.12.0 on Python 3.11)
    updates: list[float] = []  # ms per update of the merged tabs (one flush: every host's snapshot held)
    # The GUI thread's CPU ms per update: the work itself, which a loaded machine does not stretch
    # (the wall time above also counts the time other processes had the CPU meanwhile).
    update_cpu: list[float] = []
    per_host: list[float] = []  # ms per host snapshot taken in
    in_flush = [0]
    take_in = merged_view.HostFeeds._on_snapshot
    flush = getattr(merged_view.HostFeeds, "flush", None)  # None: a version that takes each snapshot in at once

    def timed_take_in(self: Any, *a: Any, **k: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return take_in(self, *a, **k)
        finally:
            per_host.append((time.perf_counter() - t0) * 1000)
            if not in_flush[0]:  # one host's snapshot taken in on its own is an update too
                updates.append(per_host[-1])

    def timed_flush(self: Any) -> None:
        assert flush is not None
        in_flush[0] += 1
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            flush(self)
        finally:
            in_flush[0] -= 1
            updates.append((time.perf_counter() - t0) * 1000)
            update_cpu.append((time.thread_time() - c0) * 1000)

    merged_view.HostFeeds._on_snapshot = timed_take_in  # type: ignore[method-assign]
    if flush is not None:
        merged_view.HostFeeds.flush = timed_flush  # type: ignore[method-assign]
    child = subprocess.Popen([sys.executable, __file__, "--serve", "--hosts", str(args.hosts), "--tasks",
                              str(args.tasks), "--running", str(args.running), "--servers-nice",
                              str(args.servers_nice)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    ports = json.loads(child.stdout.readline() or "[]")
    if len(ports) != args.hosts:
        print("the server process did not start")
        child.kill()
        return 1
    try:
        if not args.no_gil_tuning:
            gil_tuning.install()  # as boinc_gui/app.py does, before any thread starts
        # This computer's client on the demo project: its own job size and request delay, as
        # `make run` has them, or the test suite's tiny jobs asked for every second (--local-jobs tiny).
        # The app's embedded demo in its child process, or the suite's in-process server.
        local: dict[str, Any] = {} if args.local_jobs == "tiny" else {"demo_child": True}
        with tempfile.TemporaryDirectory() as tmp, live_window_env(Path(tmp), with_hosts=True, **local) as env:
            assert env.ui is not None
            # The app's own client (one poll a second), not the tests' faster one.
            manager = env.ui.manager
            manager.client_factory = default_client if args.threads else manager.polled_client
            if not args.no_gc_tuning:
                HostManager.keep_gc_short()  # as boinc_gui/app.py does
            watch(app, 3.0)  # the window's own start
            floor, _, _ = watch(app, args.idle_seconds)  # the window over this computer alone, meanwhile
            for i, port in enumerate(ports):
                env.ui.manager.add(f"host {i:02d}", "127.0.0.1", port, PASSWORD)
            env.ui.choose(merged_view.ALL_ID)
            names = [name for name, _ in env.window.tab_specs]
            env.window.show_tab(names.index(args.tab))
            if args.sort:
                keys = [c.key for c in env.window.tasks.model.columns]
                env.window.tasks.view.sortByColumn(keys.index(args.sort), Qt.SortOrder.DescendingOrder)
            # Let every host connect and send its first (largest) snapshot before measuring.
            warm = time.monotonic() + min(20.0, args.seconds)
            while time.monotonic() < warm:
                app.processEvents()
                time.sleep(0.01)
            pauses.clear()
            updates.clear()
            update_cpu.clear()
            per_host.clear()
            load_before = os.getloadavg()[0]
            poller = child_cpu(manager.poller.pid if manager.poller is not None else None)
            worst_pass: list[Any] | None = [] if args.profile else None
            lateness: list[float] = []
            stall, cpu, burst = watch(app, args.seconds, worst_pass, lateness)
            if worst_pass:
                worst_pass[0].dump_stats(args.profile)
            poller_cpu = child_cpu(manager.poller.pid if manager.poller is not None else None) - poller
            rows = env.window.tasks.model.rowCount()
            connected = sum(1 for e in env.ui.manager.hosts if env.ui.manager.health(e.host_id).connected)
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(10)
    if not updates or not per_host:
        print("no merged updates were seen: did the hosts connect?")
        return 1
    p50, p95, worst = statistics.median(updates), sorted(updates)[int(0.95 * (len(updates) - 1))], max(updates)
    h50, h95 = statistics.median(per_host), sorted(per_host)[int(0.95 * (len(per_host) - 1))]
    print(f"{args.hosts} hosts x {args.tasks} tasks ({args.running} running each), {args.seconds:g} s measured, "
          f"{args.tab} tab in front, {'sorted by ' + args.sort + ', ' if args.sort else ''}"
          f"{connected} hosts connected, {rows} task rows in the merged view; switch interval "
          f"{sys.getswitchinterval() * 1000:g} ms, local client on {args.local_jobs} jobs, servers at niceness "
          f"{args.servers_nice}")
    print(f"merged update (the tabs taking in the snapshots that arrived): median {p50:.2f} ms, p95 {p95:.2f} ms, "
          f"max {worst:.2f} ms ({len(updates)} updates, {len(updates) / args.seconds:.1f} a second); "
          f"target {UPDATE_TARGET_MS:g} ms -> p95 ratio {p95 / UPDATE_TARGET_MS:.2f}")
    if update_cpu:
        c50, c95 = statistics.median(update_cpu), sorted(update_cpu)[int(0.95 * (len(update_cpu) - 1))]
        print(
            f"  the GUI thread's CPU time per update: median {c50:.2f} ms, p95 {c95:.2f} ms, "
            f"max {max(update_cpu):.2f} ms "
            f"(the work itself; the wall times above also hold the time other processes had the CPU)"
        )
    print(f"  of which per host snapshot: median {h50:.2f} ms, p95 {h95:.2f} ms "
          f"({len(per_host) / args.seconds / max(1, args.hosts + 1):.2f} per host per second, this computer included)")
    print(f"longest UI stall: {stall:.1f} ms; target {STALL_TARGET_MS:g} ms -> ratio {stall / STALL_TARGET_MS:.2f} "
          f"(before any host was added: {floor:.1f} ms over {args.idle_seconds:g} s, this machine's floor then; "
          f"load average {load_before:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")
    if lateness:
        late = sorted(lateness)
        print(f"  the timer's lateness: p99 {late[int(0.99 * (len(late) - 1))]:.0f} ms, p99.9 "
              f"{late[int(0.999 * (len(late) - 1))]:.0f} ms; {sum(1 for x in late if x > STALL_TARGET_MS)} of "
              f"{len(late)} ticks later than {STALL_TARGET_MS:g} ms (the longest stall alone is one moment of a "
              f"shared machine)")
    print(f"  the GUI thread's longest CPU burst in one pass of the event loop: {burst:.1f} ms "
          f"(the longest stall an idle machine would show, at most)")
    print(f"full garbage collections while measured: {len(pauses)}, longest {max(pauses, default=0):.0f} ms"
          f" ({'Python defaults' if args.no_gc_tuning else 'the app tuning: survivors frozen'})")
    if args.threads:
        print(f"manager process CPU: {cpu * 100:.0f}% of one core (GUI thread and every host's polling thread)")
    else:
        print(f"manager process CPU: {cpu * 100:.0f}% of one core; the host poller process: "
              f"{poller_cpu / args.seconds * 100:.0f}%")
    if args.profile:
        import pstats
        pstats.Stats(args.profile).sort_stats("tottime").print_stats(25)
    ok = p95 < UPDATE_TARGET_MS and stall <= STALL_TARGET_MS
    print(f"targets (p95 update < {UPDATE_TARGET_MS:g} ms, longest stall <= {STALL_TARGET_MS:g} ms), wall clock: "
          f"{'met' if ok else 'NOT met'}")
    if update_cpu:
        work_ok = c95 < UPDATE_TARGET_MS and burst <= STALL_TARGET_MS
        print(f"targets, the GUI thread's own work (p95 CPU per update {c95:.1f} ms, longest burst {burst:.1f} ms): "
              f"{'met' if work_ok else 'NOT met'}")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
