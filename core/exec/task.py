"""One running task's life: start, heartbeat, suspend/resume, quit, abort, poll, finish, limits.

``RunningTask.poll(now)`` is the per-task loop of app-api.md section 12, run
about once a second on the engine thread: reap the process if it exited and
classify the exit (section 6); send a heartbeat; deliver the head of the
control-message queue; read ``app_status`` (CPU time, checkpoint CPU time,
fraction done) and notice checkpoints (section 7); add elapsed time while
executing; enforce the limits (section 8). It never blocks.

Apps that use the BOINC API are controlled through ``boinc_mmap_file``. Apps
that don't (our extension, section 10) are suspended with SIGSTOP/SIGCONT, quit
with SIGTERM, and their CPU time comes from psutil; their exit 0 counts as
success and their progress is elapsed time over the estimate.

The CPU-time limit holds a running task with the same suspend/resume, marked
``throttled`` so that it is never confused with a scheduler suspension: the
scheduler's ``suspend``/``start``/``quit`` clear the mark, and ``set_throttled``
releases only what it held. A held task keeps accruing elapsed time.

A temporary exit (``boinc_temporary_exit``: delay, reason) leaves the task
waiting in ``backoff_until``/``backoff_reason``; it is not restarted before then.
BOINC 7.20 counts it toward the 100 premature exits; we do not, as older BOINC
clients on Unix did not (an app that waits for something, say a GPU, would
otherwise fail after 100 polite waits).

Each process started is recorded in its slot and registered with the client's
watchdog (core.exec.leftovers, core.exec.watchdog); a start first ends whatever
the slot's record says still runs there, and starts nothing while it lives.

Reads and writes the slot directory (through ``slots``), never the client state:
the executor copies figures between a ``RunningTask`` and its ``ActiveTask``.
"""
from __future__ import annotations

import os
import signal
import subprocess
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from core.exec import leftovers, shmem as sm, slots
from core.exec.exit_clock import ExitClock
from core.exec.init_data import InitData, write_init_data
from core.exec.process import ProcessTree, spawn
from core.exec.spec import (
    ERR_FILE_TOO_BIG,
    ERR_NOT_FOUND,
    ERR_RESULT_START,
    ERR_TOO_MANY_EXITS,
    EXIT_ABORTED_BY_CLIENT,
    EXIT_DISK_LIMIT_EXCEEDED,
    EXIT_MEM_LIMIT_EXCEEDED,
    EXIT_TIME_LIMIT_EXCEEDED,
    MAX_PREMATURE_EXITS,
    RESTART_SIGNALS,
    Outcome,
    TaskSpec,
    Timeouts,
)
from core.exec.watchdog import Watchdog
from core.state import TaskState


@dataclass(slots=True)
class RunningTask:
    spec: TaskSpec
    timeouts: Timeouts = field(default_factory=Timeouts)
    state: TaskState = TaskState.UNINITIALIZED
    cpu_time: float = 0.0
    elapsed_time: float = 0.0
    fraction_done: float = 0.0
    checkpoint_cpu_time: float = 0.0
    checkpoint_elapsed_time: float = 0.0
    checkpoint_fraction_done: float = 0.0
    checkpoint_wall_time: float = 0.0
    rss_bytes: float = 0.0
    rss_smoothed: float = 0.0
    peak_rss_bytes: float = 0.0
    virtual_bytes: float = 0.0
    swap_bytes: float = 0.0
    want_network: bool = False  # the app's last status message asked for the network
    disk_bytes: float = 0.0
    premature_exits: int = 0
    want_running: bool = False  # the scheduler wants it running (restart after a premature exit)
    throttled: bool = False  # held by the CPU-time limit, not by the scheduler
    backoff_until: float = 0.0  # after a temporary exit: not restarted before this time
    backoff_reason: str = ""
    outcome: Outcome | None = None
    pid: int = 0
    watchdog: Watchdog | None = None  # told of each process started and ended
    on_exit: Callable[[], None] | None = None  # called from another thread when its process exits
    _proc: subprocess.Popen[bytes] | None = None
    _tree: ProcessTree | None = None
    _shm: sm.SharedMem | None = None
    _queue: deque[str] = field(default_factory=deque)
    _queue_since: float = 0.0
    _last_poll: float = 0.0
    _exit_clock: ExitClock | None = None
    _kill_at: float = float("inf")  # SIGKILL deadline after quit/abort
    _pending: Outcome | None = None  # what an abort will report
    _cpu_base: float = 0.0  # CPU time of earlier episodes
    _next_mem_check: float = 0.0
    _next_disk_check: float = 0.0
    _finish_seen_at: float = 0.0
    _next_finish_check: float = 0.0

    # ------------------------------------------------------------- control

    @property
    def process_exists(self) -> bool:
        return self._proc is not None

    def start(self, now: float) -> None:
        """Start (or restart from the checkpoint) the process, or resume a suspended one."""
        self.want_running = True
        self.throttled = False
        if self.outcome is not None:
            return
        if self._proc is not None:
            if self.state == TaskState.SUSPENDED:
                self._control(sm.MSG_RESUME, signal.SIGCONT, now)
                self.state = TaskState.EXECUTING
            return
        if now < self.backoff_until:
            return  # a temporary exit asked for a pause; ``poll`` starts it when it ends
        spec = self.spec
        # A slot may still hold an app of ours that a killed client left running: end it
        # first, and start nothing while it lives (``poll`` tries again).
        _ended, stubborn = leftovers.end_slot_leftovers(spec.slot_dir, scan=False)
        if stubborn:
            return
        self.cpu_time = self._cpu_base = self.checkpoint_cpu_time
        self.elapsed_time = self.checkpoint_elapsed_time
        self.fraction_done = self.checkpoint_fraction_done
        self._queue.clear()
        self._last_poll = now
        try:
            for f in spec.files:
                slots.setup_file(spec.slot_dir, spec.project_dir, f.physical, f.logical, f.copy, f.executable)
            for o in spec.outputs:
                if not o.copy:
                    slots.setup_file(spec.slot_dir, spec.project_dir, o.physical, o.logical, False, False)
            data = spec.init_data
            write_init_data(spec.slot_dir, _with_times(data, self.checkpoint_cpu_time, self.checkpoint_elapsed_time))
            (spec.slot_dir / slots.TEMPORARY_EXIT_FILE).unlink(missing_ok=True)
            if spec.uses_api:
                if self._shm is None:
                    self._shm = sm.SharedMem.create(spec.slot_dir)
                else:
                    self._shm.reset()
            exe = spec.project_dir / spec.main_program
            rel = os.path.relpath(exe, spec.slot_dir)
            self._proc = spawn([rel, *spec.args], spec.slot_dir, spec.project_dir, high_priority=spec.high_priority)
        except (OSError, slots.SlotError) as exc:
            self._finish(Outcome(ERR_RESULT_START, f"couldn't start app: {exc}"), now)
            return
        self.pid = self._proc.pid
        self._exit_clock = ExitClock(self._proc.pid, self.on_exit)
        self._tree = ProcessTree(self._proc.pid)
        self._register(self._proc.pid)
        self.state = TaskState.EXECUTING
        self._kill_at = float("inf")
        self._next_mem_check = now
        self._next_disk_check = now

    def suspend(self, now: float) -> None:
        """Preempt but keep in memory (``<suspend/>`` or SIGSTOP)."""
        self.want_running = False
        self.throttled = False  # a throttled task is already stopped; it stays so
        if self._proc is not None and self.state == TaskState.EXECUTING:
            self._control(sm.MSG_SUSPEND, signal.SIGSTOP, now)
            self.state = TaskState.SUSPENDED

    def quit(self, now: float) -> None:
        """Preempt and remove from memory; it restarts from its checkpoint later."""
        self.want_running = False
        self.throttled = False
        if self._proc is None or self.state in (TaskState.QUIT_PENDING, TaskState.ABORT_PENDING):
            return
        if self.state == TaskState.SUSPENDED:
            # A suspended app must run to read <quit/>; a stopped one to get SIGTERM.
            self._control(sm.MSG_RESUME, signal.SIGCONT, now)
        self._control(sm.MSG_QUIT, signal.SIGTERM, now)
        self.state = TaskState.QUIT_PENDING
        self._kill_at = now + self.timeouts.quit_s

    def abort(self, now: float, exit_status: int, reason: str) -> None:
        """End the task for good with ``exit_status`` and ``reason`` (``abort_task``)."""
        self.want_running = False
        self.throttled = False
        if self.outcome is not None:
            return
        self._pending = Outcome(exit_status, reason, aborted=True)
        if self._proc is None:
            self._finish(self._pending, now)
            return
        if self.state == TaskState.ABORT_PENDING:
            return
        if self.state == TaskState.SUSPENDED:
            self._control(sm.MSG_RESUME, signal.SIGCONT, now)
        if self.spec.uses_api:
            self._queue.clear()
            self._control(sm.MSG_ABORT, signal.SIGKILL, now)
            self._kill_at = now + self.timeouts.abort_s
        else:
            self._tree_kill()
            self._kill_at = now
        self.state = TaskState.ABORT_PENDING

    def fail(self, now: float, exit_status: int, reason: str) -> None:
        """End a task that has no process as a computation error (a start failure)."""
        self.want_running = False
        if self.outcome is None and self._proc is None:
            self._finish(Outcome(exit_status, reason), now)

    def shutdown(self) -> None:
        """Kill the tree at once and unmap (used when the executor closes after the quit wait)."""
        if self._proc is not None:
            self._tree_kill()
            try:
                self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            self._unregister(self._proc.pid)
            self._proc = None
        self._close_shm()

    def set_throttled(self, hold: bool, now: float) -> None:
        """Hold or release a running task for the CPU-time limit (``<suspend/>``/SIGSTOP).

        Only a task the scheduler has running is held, and only a held one is
        released, so a scheduler suspension is never undone here. Tasks that use
        less than one CPU or are non-CPU-intensive (``high_priority``) are never
        held, as in BOINC's ``suspend_all(SUSPEND_REASON_CPU_THROTTLE)``.
        """
        if self._proc is None or self.outcome is not None:
            self.throttled = False
            return
        if hold:
            if (
                not self.throttled
                and self.want_running
                and self.state == TaskState.EXECUTING
                and not self.spec.high_priority
            ):
                self._control(sm.MSG_SUSPEND, signal.SIGSTOP, now)
                self.state = TaskState.SUSPENDED
                self.throttled = True
        elif self.throttled:
            self.throttled = False
            if self.state == TaskState.SUSPENDED:
                self._control(sm.MSG_RESUME, signal.SIGCONT, now)
                self.state = TaskState.EXECUTING

    def _control(self, msg: str, sig: int, now: float) -> None:
        if not self.spec.uses_api:
            if self._tree is not None:
                self._tree.signal_all(sig)
            return
        if self._queue and _cancels(self._queue[-1], msg):
            self._queue.pop()
            return
        if not self._queue and self._shm is not None and self._shm.send(sm.PROCESS_CONTROL_REQUEST, msg):
            return
        if not self._queue:
            self._queue_since = now
        self._queue.append(msg)

    def _register(self, pid: int) -> None:
        """Record the app in its slot and with the watchdog, so that neither a next client
        nor a dead one leaves it sharing the slot."""
        try:
            rec = leftovers.write_record(self.spec.slot_dir, pid)
        except OSError:
            rec = None
        started = rec.start_time if rec is not None else leftovers.start_time_of(pid)
        if self.watchdog is not None and started is not None:
            self.watchdog.add(pid, started)

    def _unregister(self, pid: int) -> None:
        if self.watchdog is not None and pid:
            self.watchdog.remove(pid)
        leftovers.clear_record(self.spec.slot_dir)

    def _tree_kill(self) -> None:
        if self._tree is not None:
            self._tree.kill_all()

    # ---------------------------------------------------------------- poll

    def poll(self, now: float) -> None:
        """One step of the per-task loop; sets ``outcome`` when the task has ended."""
        if self.outcome is not None:
            return
        dt = now - self._last_poll
        self._last_poll = now
        if self._proc is None:
            if self.want_running and self.state == TaskState.UNINITIALIZED and now >= self.backoff_until:
                self.start(now)
            return
        code = self._proc.poll()
        if code is not None:
            if (self.state == TaskState.EXECUTING or self.throttled) and self._exit_clock is not None:
                # Up to the exit itself, not to when we noticed it.
                self.elapsed_time += self._exit_clock.tail_s(min(dt, 10.0))
            self._drain_status(now)
            self._exited(code, now)
            return
        if self._exit_clock is not None:
            self._exit_clock.polled()
        shm = self._shm
        if shm is not None:
            shm.send(sm.HEARTBEAT, sm.heartbeat_msg(self.rss_bytes, self.spec.max_usable_ram_bytes))
            if self._queue:
                if shm.send(sm.PROCESS_CONTROL_REQUEST, self._queue[0]):
                    self._queue.popleft()
                    self._queue_since = now
                elif now - self._queue_since > self.timeouts.stuck_msg_s:
                    self._tree_kill()  # hung app; it restarts (exit by SIGKILL)
            self._drain_status(now)
        # A throttled task is still the scheduler's running task: its elapsed time
        # goes on (the estimates already stretch runtimes by the duty cycle).
        if (self.state == TaskState.EXECUTING or self.throttled) and 0 < dt <= 10:
            self.elapsed_time += dt
        if now >= self._kill_at:
            self._tree_kill()
        if now >= self._next_mem_check and self._tree is not None:
            self._next_mem_check = now + self.timeouts.memory_check_s
            sample = self._tree.sample()
            self.rss_bytes = sample.rss_bytes
            self.rss_smoothed = (
                sample.rss_bytes if self.rss_smoothed == 0 else (self.rss_smoothed + sample.rss_bytes) / 2
            )
            self.peak_rss_bytes = max(self.peak_rss_bytes, sample.rss_bytes)
            self.virtual_bytes, self.swap_bytes = sample.virtual_bytes, sample.swap_bytes
            if not self.spec.uses_api or shm is None:
                self.cpu_time = max(self.cpu_time, self._cpu_base + sample.cpu_time)
        elif not self.spec.uses_api and self._tree is not None and self.state == TaskState.EXECUTING:
            # Non-API apps report nothing: read the root's own counters (one /proc read).
            self.cpu_time = max(self.cpu_time, self._cpu_base + self._tree.root_cpu())
        if not self.spec.uses_api:
            est = max(self.spec.est_runtime_s, 1.0)
            self.fraction_done = min(self.elapsed_time / est, 0.99)
        if self.state == TaskState.EXECUTING:
            self._check_limits(now)

    def _drain_status(self, now: float) -> None:
        if self._shm is None:
            return
        text = self._shm.receive(sm.APP_STATUS)
        if text is None:
            return
        status = sm.parse_app_status(text)
        self.cpu_time = status.current_cpu_time
        self.want_network = status.want_network
        if status.fraction_done is not None:
            self.fraction_done = status.fraction_done
        if status.checkpoint_cpu_time != self.checkpoint_cpu_time and status.checkpoint_cpu_time > 0:
            self.checkpoint_cpu_time = status.checkpoint_cpu_time
            self.checkpoint_elapsed_time = self.elapsed_time
            self.checkpoint_fraction_done = self.fraction_done
            self.checkpoint_wall_time = now
            self.premature_exits = 0
            self._write_task_state()

    def _write_task_state(self) -> None:
        d = self.spec.init_data
        try:
            slots.write_task_state(
                self.spec.slot_dir,
                slots.TaskStateRecord(
                    self.spec.project_url,
                    d.result_name,
                    self.checkpoint_cpu_time,
                    self.checkpoint_elapsed_time,
                    self.checkpoint_fraction_done,
                    self.peak_rss_bytes,
                    0.0,
                    self.disk_bytes,
                ),
            )
        except OSError:
            pass  # the state file still has the figures; this file only saves rewrites

    def _check_limits(self, now: float) -> None:
        spec = self.spec
        if spec.max_elapsed_s > 0 and self.elapsed_time > spec.max_elapsed_s:
            self.abort(now, EXIT_TIME_LIMIT_EXCEEDED, f"exceeded elapsed time limit {spec.max_elapsed_s:.2f} s")
            return
        if spec.max_memory_bytes > 0 and self.rss_smoothed > spec.max_memory_bytes:
            self.abort(
                now,
                EXIT_MEM_LIMIT_EXCEEDED,
                f"working set size {self.rss_smoothed / 1e6:.2f} MB exceeds the memory bound"
                f" {spec.max_memory_bytes / 1e6:.2f} MB",
            )
            return
        if spec.max_disk_bytes > 0 and now >= self._next_disk_check:
            self._next_disk_check = now + self.timeouts.disk_check_s
            self.disk_bytes = float(slots.dir_size(spec.slot_dir) + self._output_bytes())
            if self.disk_bytes > spec.max_disk_bytes:
                self.abort(
                    now,
                    EXIT_DISK_LIMIT_EXCEEDED,
                    f"task disk usage {self.disk_bytes / 1e6:.2f} MB exceeds the disk bound"
                    f" {spec.max_disk_bytes / 1e6:.2f} MB",
                )
                return
        if now >= self._next_finish_check:
            self._next_finish_check = now + 10.0
            if (spec.slot_dir / slots.FINISH_FILE).exists():
                if self._finish_seen_at == 0.0:
                    self._finish_seen_at = now
                elif now - self._finish_seen_at > self.timeouts.finish_file_s:
                    self.abort(now, EXIT_ABORTED_BY_CLIENT, "app did not exit after writing its finish file")

    def _output_bytes(self) -> int:
        total = 0
        for o in self.spec.outputs:
            try:
                total += (self.spec.project_dir / o.physical).stat().st_size
            except OSError:
                pass
        return total

    # ---------------------------------------------------------------- exit

    def _exited(self, code: int, now: float) -> None:
        """Classify an exit (``handle_exited_app``); ``code`` < 0 is a signal number."""
        self._tree_kill()  # leftover descendants never outlive the app
        if self._proc is not None:
            self._unregister(self._proc.pid)
        self._proc = None
        self._tree = None
        self._exit_clock = None
        self.throttled = False
        prev = self.state
        self.state = TaskState.UNINITIALIZED
        self._kill_at = float("inf")
        slot_dir = self.spec.slot_dir
        if prev == TaskState.ABORT_PENDING and self._pending is not None:
            self._finish(self._pending, now)
            return
        if prev == TaskState.QUIT_PENDING:
            return  # restarts from its checkpoint when started again
        if code < 0:
            sig = -code
            if sig in RESTART_SIGNALS:
                return self._premature(now, f"killed by signal {sig}")
            self._finish(Outcome(sig, f"process got signal {sig}"), now)  # the raw wait status
            return
        temp = slots.read_temporary_exit(slot_dir)
        if temp is not None:
            # Not a premature exit: the app asked to be restarted later (see module notes).
            self.backoff_until = now + temp[0]
            self.backoff_reason = temp[1]
            return
        if code != 0:
            self._finish(Outcome(code, f"process exited with code {code} (0x{code:x}, {code - 256})"), now)
            return
        finish = slots.read_finish_file(slot_dir)
        if finish is None and self.spec.uses_api:
            return self._premature(now, "premature exit")
        if finish is not None and finish[0] != 0:
            self._finish(Outcome(finish[0], f"app reported failure {finish[0]}: {finish[1]}"), now)
            return
        self._finish(self._check_outputs(), now)

    def _premature(self, now: float, why: str) -> None:
        self.premature_exits += 1
        if self.premature_exits > MAX_PREMATURE_EXITS:
            self._finish(Outcome(ERR_TOO_MANY_EXITS, f"too many exits ({why})"), now)

    def _check_outputs(self) -> Outcome:
        spec = self.spec
        for o in spec.outputs:
            dest = spec.project_dir / o.physical
            if o.copy:
                src = spec.slot_dir / o.logical
                if src.is_file():
                    src.replace(dest)
            try:
                size = dest.stat().st_size
            except OSError:
                if o.optional:
                    continue
                return Outcome(ERR_NOT_FOUND, f"Output file {o.physical} for task {spec.init_data.result_name} absent")
            if o.max_nbytes > 0 and size > o.max_nbytes:
                dest.unlink(missing_ok=True)
                return Outcome(
                    ERR_FILE_TOO_BIG,
                    f"Output file {o.physical} is {size} bytes, over its {o.max_nbytes:.0f}-byte limit",
                )
        self.fraction_done = 1.0
        return Outcome(0, "")

    def _finish(self, outcome: Outcome, now: float) -> None:
        """Record the end: stderr into the result, slot emptied, shared memory unmapped."""
        self._close_shm()
        tail = slots.read_stderr_tail(self.spec.slot_dir)
        parts = [f"<message>\n{outcome.error}\n</message>\n"] if outcome.error else []
        parts.append(f"<stderr_txt>\n{tail}\n</stderr_txt>\n")
        outcome.stderr_out = "".join(parts)[-65536:]
        self.outcome = outcome
        self.state = TaskState.ABORTED if outcome.aborted else TaskState.EXITED
        try:
            slots.empty_dir(self.spec.slot_dir)
        except OSError:
            pass

    def _close_shm(self) -> None:
        if self._shm is not None:
            self._shm.close()
            self._shm = None


def _cancels(queued: str, new: str) -> bool:
    return {queued, new} == {sm.MSG_SUSPEND, sm.MSG_RESUME}


def _with_times(data: InitData, cpu: float, elapsed: float) -> InitData:
    return replace(data, wu_cpu_time=cpu, starting_elapsed_time=elapsed)
