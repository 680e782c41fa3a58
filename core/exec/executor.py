"""``LiveExecutor``: the ``Executor`` port over real processes in slot directories.

The engine calls ``start`` (also resumes), ``preempt`` (suspend or quit),
``abort`` and, about once a second on its own thread, ``poll``. The executor
builds a ``TaskSpec`` from the state (app version files, inputs, outputs,
command line, limits, ``init_data.xml`` contents), keeps one ``RunningTask``
per result, and copies what it measures back into the result's ``ActiveTask``
(CPU, elapsed, fraction done, checkpoint figures, working set, process state)
so the state file the engine writes lets the task restart from its checkpoint.
On a finish it also marks the output ``FileInfo``s present (size, md5).

Decisions where BOINC has none: an app version without ``<api_version>`` is
treated as a plain executable (SIGSTOP/SIGCONT, exit 0 = success, CPU time from
psutil). Preemption follows ``ACTIVE_TASK::preempt``: a task that never
checkpointed stays in memory; otherwise it quits unless ``leave_apps_in_memory``.

CPU throttling (``cpu_usage_limit`` < 100) is done here, at each ``poll``: a
``DutyCycle`` says whether this second is an "off" one, and every task the
scheduler has running (and that uses a whole CPU) is held or released. While
throttling, ``next_event`` asks to be polled at each one-second step instead of
"within a second", so the live loop follows the cadence without change. The
limit is read at every poll from ``cpu_usage_limit`` (a callable, so the host can
pass BOINC's in-use/not-in-use choice); by default the state's in-use pref.

After a temporary exit the result's ``schedule_backoff`` and
``schedule_backoff_reason`` are set; the CPU scheduler skips the result until
then. ``on_reschedule`` (when given) is called when a task exits to wait this way
and when its wait ends, so the engine can give the CPU to another task at once
and take the task back on time (BOINC: ``request_schedule_cpus``).

After a crash (core.exec.leftovers, core.exec.watchdog): the executor made at
client start ends every app a killed client left in ``slots/`` before it reuses
any slot (a slot whose leftover will not die is never handed out), and each
app it starts is recorded in its slot and watched by a helper process that kills
it if the client dies.

Thread: everything here runs on the engine thread; ``poll`` never blocks.
"""
from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from core.coprocs.devices import VENDOR_TYPES
from core.disk.policy import book_written
from core.exec import leftovers, slots
from core.exec.init_data import InitData
from core.exec.spec import (
    ERR_RESULT_START,
    EXIT_ABORTED_VIA_GUI,
    OutputFile,
    SlotFile,
    TaskSpec,
    Timeouts,
)
from core.exec.throttle import DutyCycle
from core.exec.watchdog import Watchdog
from core.hashing import file_md5
from core.ids import FileName, ProjectUrl, ResultKey
from core.ports import TaskProgress
from core.state import ActiveTask, ClientState, FileStatus
from core.state.app import FileRef

if TYPE_CHECKING:
    # A task's own machinery (its process tree through psutil, its shared memory, its exit
    # clock) is loaded as the first task starts: an idle client carries none of it.
    import psutil

    from core.exec.task import RunningTask

INF = math.inf
TWELVE_HOURS_S = 12 * 3600.0


@dataclass(frozen=True, slots=True)
class TaskInfo:
    """What the executor knows beyond the ActiveTask fields (for the Tasks tab)."""

    pid: int
    checkpoint_wall_time: float  # 0 = no checkpoint seen in this client run
    memory_bytes: float
    est_runtime_s: float
    uses_api: bool


def split_command_line(text: str) -> list[str]:
    """Split like BOINC's ``parse_command_line``: whitespace, '…' and "…" group, no escapes."""
    out: list[str] = []
    cur: list[str] = []
    quote = ""
    have = False
    for ch in text:
        if quote:
            if ch == quote:
                quote = ""
            else:
                cur.append(ch)
        elif ch in "'\"":
            quote, have = ch, True
        elif ch.isspace():
            if cur or have:
                out.append("".join(cur))
            cur, have = [], False
        else:
            cur.append(ch)
    if cur or have:
        out.append("".join(cur))
    return out


class LiveExecutor:
    def __init__(
        self,
        state: ClientState,
        data_dir: Path,
        project_dir_of: Callable[[ProjectUrl], Path],
        *,
        timeouts: Timeouts | None = None,
        client_pid: int | None = None,
        adopt_slots: bool = True,
        cpu_usage_limit: Callable[[], float] | None = None,
        on_reschedule: Callable[[str], None] | None = None,
        watchdog: bool = True,
    ) -> None:
        """``adopt_slots`` ends the apps a killed client left in ``slots/``, takes over the
        slot dirs of the state's active tasks and deletes the others (client start-up);
        pass False to leave ``slots/`` alone. ``watchdog`` kills this executor's apps when
        its process dies (core.exec.watchdog).
        ``cpu_usage_limit`` returns the throttle percentage now (default: the
        state's ``cpu_usage_limit`` pref); ``on_reschedule(reason)`` asks the engine
        for a CPU-scheduling pass (temporary exits)."""
        self.state = state
        self.cpu_usage_limit = cpu_usage_limit or (lambda: state.prefs.cpu_usage_limit)
        self.on_reschedule = on_reschedule
        # Set by the live client: called from a waiting thread the moment an app exits, so
        # that the engine's next pass comes at once rather than within the second.
        self.on_exit: Callable[[], None] | None = None
        self.duty = DutyCycle()
        self._backoff_ends: dict[ResultKey, float] = {}
        self.data_dir = data_dir
        self.project_dir_of = project_dir_of
        self.timeouts = timeouts or Timeouts()
        self.client_pid = os.getpid() if client_pid is None else client_pid
        self._tasks: dict[ResultKey, RunningTask] = {}
        self.watchdog = Watchdog() if watchdog else None
        self._blocked_slots: set[int] = set()  # a leftover there would not die
        self.leftovers_ended: list[int] = []  # pids of apps a previous client left running
        (data_dir / slots.SLOTS_DIR).mkdir(parents=True, exist_ok=True)
        if adopt_slots:
            self._end_leftovers()
            self._adopt()

    # ------------------------------------------------------------ start-up

    def _end_leftovers(self) -> None:
        """End every app still running in a slot (a previous client was killed), before any
        slot is reused: the recorded groups and any process of ours working in a slot."""
        root = self.data_dir / slots.SLOTS_DIR
        dirs = [Path(e.path) for e in os.scandir(root) if e.is_dir(follow_symlinks=False)]
        found: dict[int, psutil.Process] = {}
        for d in dirs:
            for proc in leftovers.slot_processes(d, scan=False):
                found.setdefault(proc.pid, proc)
        for procs in leftovers.processes_in(dirs).values():
            for proc in procs:
                found.setdefault(proc.pid, proc)
        found.pop(os.getpid(), None)
        if not found:
            return
        stubborn = set(leftovers.end_processes(list(found.values())))
        self.leftovers_ended = sorted(set(found) - stubborn)
        for d in dirs:
            if d.name.isdigit() and leftovers.slot_processes(d, scan=True):
                self._blocked_slots.add(int(d.name))

    def _adopt(self) -> None:
        """Raise checkpoint figures from each slot's boinc_task_state.xml; drop unowned slots."""
        owned: set[int] = set()
        for task in self.state.active_tasks.values():
            if task.slot < 0:
                continue
            owned.add(task.slot)
            rec = slots.read_task_state(slots.slot_path(self.data_dir, task.slot))
            if (
                rec is None
                or rec.result_name != task.result_name
                or not _same_url(rec.project_master_url, task.project_url)
            ):
                continue
            if rec.checkpoint_cpu_time > task.checkpoint_cpu_time:
                task.checkpoint_cpu_time = rec.checkpoint_cpu_time
                task.checkpoint_fraction_done = rec.fraction_done
            task.checkpoint_elapsed_time = max(task.checkpoint_elapsed_time, rec.checkpoint_elapsed_time)
        slots.delete_old_slot_dirs(self.data_dir, owned)

    # ------------------------------------------------------------- control

    def start(self, key: ResultKey, now: float) -> None:
        rt = self._tasks.get(key)
        if rt is None:
            rt = self._new_task(key, now)
            if rt is None:
                return
        rt.start(now)
        self._copy_out(rt, key)

    def preempt(self, key: ResultKey, now: float, keep_in_memory: bool) -> None:
        rt = self._tasks.get(key)
        if rt is None:
            return
        if keep_in_memory or rt.checkpoint_cpu_time <= 0:
            rt.suspend(now)
        else:
            rt.quit(now)
        self._copy_out(rt, key)

    def abort(self, key: ResultKey, now: float, exit_status: int = EXIT_ABORTED_VIA_GUI, reason: str = "") -> None:
        """Abort a task (``<abort/>``, then SIGKILL of the tree). ``poll`` reports it finished."""
        rt = self._tasks.get(key)
        if rt is None:
            return
        rt.abort(now, exit_status, reason or "aborted by user")
        self._copy_out(rt, key)

    def poll(self, now: float) -> Sequence[TaskProgress]:
        out: list[TaskProgress] = []
        done: list[ResultKey] = []
        hold = self.duty.update(self.cpu_usage_limit() if self._tasks else 100.0, now)
        for key, rt in self._tasks.items():
            rt.set_throttled(hold, now)
            rt.poll(now)
            self._note_backoff(key, rt, now)
            self._copy_out(rt, key)
            if rt.outcome is None:
                out.append(TaskProgress(key, rt.cpu_time, rt.elapsed_time, rt.fraction_done))
                continue
            o = rt.outcome
            if o.exit_status == 0 and not o.error:
                self._mark_outputs_present(key, rt)
            out.append(
                TaskProgress(
                    key, rt.cpu_time, rt.elapsed_time, rt.fraction_done, True, o.exit_status, o.error, o.stderr_out
                )
            )
            done.append(key)
        for key in done:
            del self._tasks[key]
            self._backoff_ends.pop(key, None)
        return out

    def _app_exited(self) -> None:
        hook = self.on_exit
        if hook is not None:
            hook()

    def next_event(self, now: float) -> float:
        """Live tasks end when they end: ask to be polled within a second while any runs,
        at each throttle step while throttling, and when a temporary-exit wait ends."""
        if not self._tasks:
            return INF
        t = min(now + 1.0, self.duty.wake_at(), *self._backoff_ends.values())
        return max(t, now)

    def close(self, wait_s: float | None = None) -> None:
        """Client shutdown (``exit_tasks``): quit every task, wait, kill survivors. Blocks."""
        now = time.time()
        for rt in self._tasks.values():
            rt.quit(now)
        limit = time.monotonic() + (self.timeouts.quit_s if wait_s is None else wait_s)
        while time.monotonic() < limit and any(rt.process_exists for rt in self._tasks.values()):
            time.sleep(0.1)
            now = time.time()
            for key, rt in self._tasks.items():
                rt.poll(now)
                self._copy_out(rt, key)
        for key, rt in self._tasks.items():
            rt.shutdown()
            self._copy_out(rt, key)
        self._tasks.clear()
        if self.watchdog is not None:
            self.watchdog.close()

    # ------------------------------------------------------------- queries

    def task_info(self, key: ResultKey) -> TaskInfo | None:
        rt = self._tasks.get(key)
        if rt is None:
            return None
        return TaskInfo(rt.pid, rt.checkpoint_wall_time, rt.rss_bytes, rt.spec.est_runtime_s, rt.spec.uses_api)

    def running_task(self, key: ResultKey) -> RunningTask | None:
        """The live task object (tests and diagnostics; do not mutate)."""
        return self._tasks.get(key)

    # ------------------------------------------------------------ internals

    def _note_backoff(self, key: ResultKey, rt: RunningTask, now: float) -> None:
        """Publish a temporary exit's wait on the result and ask for rescheduling at its ends."""
        until = rt.backoff_until
        if until <= 0:
            return
        known = self._backoff_ends.get(key)
        if known is None and until > now:
            self._backoff_ends[key] = until
            result = self.state.results.get(key)
            if result is not None:
                result.schedule_backoff = until
                result.schedule_backoff_reason = rt.backoff_reason
            if self.on_reschedule is not None:
                self.on_reschedule("application exited")
        elif known is not None and now >= known:
            del self._backoff_ends[key]
            rt.backoff_until = 0.0
            if self.on_reschedule is not None:
                self.on_reschedule("temporary exit backoff ended")

    def _copy_out(self, rt: RunningTask, key: ResultKey) -> None:
        task = self.state.active_tasks.get(key)
        if task is None:
            return
        task.task_state = rt.state
        task.current_cpu_time = rt.cpu_time
        task.elapsed_time = rt.elapsed_time
        task.fraction_done = rt.fraction_done
        task.checkpoint_cpu_time = rt.checkpoint_cpu_time
        task.checkpoint_elapsed_time = rt.checkpoint_elapsed_time
        task.checkpoint_fraction_done = rt.checkpoint_fraction_done
        task.working_set_size = rt.rss_bytes
        task.working_set_size_smoothed = rt.rss_smoothed
        task.swap_size, task.virtual_size = rt.swap_bytes, rt.virtual_bytes
        task.pid = rt.pid if rt.process_exists else 0
        task.peak_working_set_size = max(task.peak_working_set_size, rt.rss_bytes)
        task.peak_swap_size = max(task.peak_swap_size, rt.swap_bytes)
        task.want_network = rt.want_network

    def _new_task(self, key: ResultKey, now: float) -> RunningTask | None:
        from core.exec.task import RunningTask  # on the first task (see the module's imports)

        task = self.state.active_tasks.get(key)
        if task is None:
            task = ActiveTask(key[0], key[1])
            self.state.active_tasks[key] = task
        used = {rt.spec.slot for rt in self._tasks.values()} | self._blocked_slots
        if task.slot < 0 or task.slot in used:
            task.slot = slots.free_slot(self.data_dir, used)
        # Emptying a slot removes its process record: end what the record names first.
        if leftovers.end_slot_leftovers(slots.slot_path(self.data_dir, task.slot), scan=False)[1]:
            self._blocked_slots.add(task.slot)
            task.slot = slots.free_slot(self.data_dir, used | self._blocked_slots)
        try:
            spec = self._build_spec(key, task)
        except (KeyError, ValueError, slots.SlotError) as exc:
            # Report the failure through a task that never ran.
            spec = _dummy_spec(self.data_dir, task.slot)
            rt = RunningTask(spec, self.timeouts)
            rt.fail(now, ERR_RESULT_START, f"couldn't start app: {exc}")
            self._tasks[key] = rt
            return None
        rt = RunningTask(spec, self.timeouts, watchdog=self.watchdog, on_exit=self._app_exited)
        rt.checkpoint_cpu_time = task.checkpoint_cpu_time
        rt.checkpoint_elapsed_time = task.checkpoint_elapsed_time
        rt.checkpoint_fraction_done = task.checkpoint_fraction_done
        restarting = task.checkpoint_cpu_time > 0 or task.checkpoint_elapsed_time > 0
        slot_dir = slots.slot_path(self.data_dir, task.slot)
        if not restarting or not slot_dir.is_dir():
            slots.prepare_slot(self.data_dir, task.slot)
        self._tasks[key] = rt
        return rt

    def _build_spec(self, key: ResultKey, task: ActiveTask) -> TaskSpec:
        st = self.state
        result = st.results[key]
        wu = st.workunit_of(result)
        av = st.app_version_of(result)
        if av is None:
            raise ValueError("no app version for this task")
        project = st.projects[result.project_url]
        project_dir = self.project_dir_of(result.project_url)
        main = [r for r in av.file_refs if r.main_program]
        if not main:
            raise ValueError("No main program specified")
        files: list[SlotFile] = []
        for ref in av.file_refs:
            fi = st.file_infos.get((result.project_url, ref.file_name))
            files.append(
                SlotFile(ref.file_name, _logical(ref), ref.copy_file, ref.main_program or bool(fi and fi.executable))
            )
        for ref in wu.input_files:
            files.append(SlotFile(ref.file_name, _logical(ref), ref.copy_file))
        outputs: list[OutputFile] = []
        for ref in result.output_files:
            fi = st.file_infos.get((result.project_url, ref.file_name))
            outputs.append(
                OutputFile(ref.file_name, _logical(ref), ref.copy_file, ref.optional, fi.max_nbytes if fi else 0.0)
            )
        for name in [n for f in files for n in (f.logical, f.physical)] + [
            n for o in outputs for n in (o.logical, o.physical)
        ]:
            slots.check_logical_name(name)
        host = st.host_info
        flops = av.effective_flops(host.p_fpops)
        max_elapsed = wu.rsc_fpops_bound / flops if flops > 0 else 0.0
        if max_elapsed < self.timeouts.min_time_limit_s:
            max_elapsed = TWELVE_HOURS_S
        prefs = st.prefs
        usable_ram = host.m_nbytes * max(prefs.ram_max_used_busy_pct, prefs.ram_max_used_idle_pct) / 100.0
        shares = st.total_resource_share(st.projects_with_runnable() or None)
        app = st.apps.get((result.project_url, wu.app_name))
        init = InitData(
            app_name=wu.app_name,
            wu_name=wu.name,
            result_name=result.name,
            project_dir=str(project_dir.resolve()),
            boinc_dir=str(self.data_dir.resolve()),
            slot=task.slot,
            client_pid=self.client_pid,
            app_version=av.version_num,
            major_version=st.core_client_version[0],
            minor_version=st.core_client_version[1],
            release=st.core_client_version[2],
            userid=project.userid,
            teamid=project.teamid,
            hostid=project.hostid,
            plan_class=av.plan_class,
            team_name=project.team_name,
            user_name=project.user_name,
            authenticator=project.authenticator,
            user_total_credit=project.user_total_credit,
            user_expavg_credit=project.user_expavg_credit,
            host_total_credit=project.host_total_credit,
            host_expavg_credit=project.host_expavg_credit,
            resource_share_fraction=project.resource_share / shares if shares > 0 else 1.0,
            checkpoint_period=prefs.disk_interval,
            ncpus=av.avg_ncpus,
            rsc_fpops_est=wu.rsc_fpops_est,
            rsc_fpops_bound=wu.rsc_fpops_bound,
            rsc_memory_bound=wu.rsc_memory_bound,
            rsc_disk_bound=wu.rsc_disk_bound,
            computation_deadline=result.report_deadline - prefs.work_buf_min_s,
            p_ncpus=host.p_ncpus,
            p_fpops=host.p_fpops,
            m_nbytes=host.m_nbytes,
            app_files=tuple(r.file_name for r in av.file_refs),
            gpu_type=_init_gpu_type(st, task.gpu_type) if task.gpu_device >= 0 else "",
            gpu_device_num=task.gpu_device,
            gpu_opencl_dev_index=task.gpu_opencl_index if task.gpu_device >= 0 else -1,
            gpu_usage=task.gpu_usage if task.gpu_device >= 0 else 0.0,
        )
        return TaskSpec(
            slot=task.slot,
            slot_dir=slots.slot_path(self.data_dir, task.slot),
            project_dir=project_dir,
            main_program=main[0].file_name,
            # A GPU job is told its device as BOINC tells it: --device N after the app's arguments.
            args=tuple(split_command_line(f"{wu.command_line} {av.cmdline}"))
            + (("--device", str(task.gpu_device)) if task.gpu_device >= 0 else ()),
            files=tuple(files),
            outputs=tuple(outputs),
            init_data=init,
            uses_api=bool(av.api_version),
            est_runtime_s=wu.rsc_fpops_est / flops if flops > 0 else 3600.0,
            max_elapsed_s=max_elapsed,
            max_memory_bytes=wu.rsc_memory_bound,
            max_disk_bytes=wu.rsc_disk_bound,
            max_usable_ram_bytes=usable_ram,
            high_priority=av.avg_ncpus < 1 or bool(app and app.non_cpu_intensive),
            project_url=result.project_url,
        )

    def _mark_outputs_present(self, key: ResultKey, rt: RunningTask) -> None:
        for o in rt.spec.outputs:
            fi = self.state.file_infos.get((key[0], FileName(o.physical)))
            path = rt.spec.project_dir / o.physical
            if fi is None or not path.is_file():
                continue
            size = float(path.stat().st_size)
            book_written(self.state, fi, size)
            fi.nbytes = size
            fi.md5_cksum = file_md5(path)
            fi.status = FileStatus.PRESENT


def _init_gpu_type(state: ClientState, rsc_type: str) -> str:
    """init_data.xml's ``gpu_type`` as BOINC's client writes it (client/app_start.cpp): a
    vendor type's name; for any other type the vendor of its OpenCL device, which is how
    an OpenCL app finds that device ("" for a type without OpenCL)."""
    if rsc_type in VENDOR_TYPES:
        return rsc_type
    coproc = next((c for c in state.coprocs if c.type == rsc_type), None)
    return coproc.opencl.vendor if coproc is not None and coproc.have_opencl and coproc.opencl is not None else ""


def _logical(ref: FileRef) -> str:
    return ref.open_name or ref.file_name


def _same_url(a: str, b: str) -> bool:
    def strip(u: str) -> str:
        return u.split("://", 1)[-1].rstrip("/").lower()

    return strip(a) == strip(b)


def _dummy_spec(data_dir: Path, slot: int) -> TaskSpec:
    init = InitData("", "", "", "", str(data_dir), slot, 0)
    return TaskSpec(slot, slots.slot_path(data_dir, slot), data_dir, "", (), (), (), init)
