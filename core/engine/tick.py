"""One tick of the client loop, in the one order every client runs it.

Files, disk, engine, save:

1. **Files.** The file flow (core/engine/file_flow.py) starts and finishes transfers
   through the Transfers port; when a task's inputs arrived the CPU scheduler looks
   again (not when outputs went: BOINC's client reschedules on "files downloaded"
   only, and a pass there may preempt); when either happened work fetch is checked (a
   project that wants its results at once gets its scheduler request now, when
   ``report_at_once``), and the state is to be saved soon, urgently: a file that is
   there must not be fetched again after a crash. Then the project-directed files
   (core/engine/directed_files.py, the engine's ``directed`` part where replies carry
   such directions) start the downloads and uploads a project asked for, through the
   same port and disk admission.
2. **Disk.** The disk driver (core/engine/disk.py) measures and deletes when due. Its
   deletion index is built at most once per tick (``begin_tick``), before the files
   move, so the admissions of step 1 share it.
3. **Engine.** ``Engine.poll``: availability, task progress, scheduler replies, CPU
   scheduling, work fetch, the next scheduler request. A reply comes merged into the
   state (once, by the transport) and is acted on in one place, ``Engine._handle_reply``:
   acknowledgements and backoffs, then the client's own hook, then the directed files.
4. **Save.** The Storage port writes when a write is due (the live client's
   client_state.xml; the emulator keeps nothing).

``ClientTick`` holds these parts; what differs between the live client and the window's emulated
client is said through a few hooks between the steps (the live client's disk suspension, the emulated
host's "need disk space") and two settings. ``LiveSession.tick`` (core/client/session.py) and
``EmulatedWorld._step`` (core/emulator/window_client/emulated_world.py) run it, and so does the batch
emulator (``run_scenario``, with only the assembly's step). Engine thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from core.engine.engine import Engine
from core.engine.file_flow import FileFlow
from core.ports import Storage

SOON = 1e-3
"""Client seconds to the next tick when files are waiting to be started."""


class TickDisk(Protocol):
    """What the tick asks of the disk driver (core.engine.disk.DiskDriver)."""

    def begin_tick(self) -> None: ...
    def poll(self, now: float) -> bool: ...


@dataclass(slots=True, eq=False)
class ClientTick:
    engine: Engine
    storage: Storage
    flow: FileFlow | None = None
    disk: TickDisk | None = None
    # The engine's part of the tick; None = ``engine.poll``. The emulator's assembly
    # passes its own step, which adds its disk model after the engine when a scenario
    # has files of its own (and then has no file flow or disk driver here).
    step: Callable[[float], float] | None = None
    # Results the project wants reported at once make their scheduler request now
    # instead of waiting for the next work-fetch check (the live client's behaviour;
    # the window's emulator has always left it to the check).
    report_at_once: bool = False
    # Start the transfers of work that arrived in this very tick's scheduler reply now,
    # not at the engine's next wake-up: in emulated time that may be hours away, and the
    # live client, which wakes as a transfer ends, then has a job's CPU ready as soon as
    # its inputs are, not up to a second later.
    files_after_engine: bool = False
    before_disk: Callable[[float], None] | None = None
    after_disk: Callable[[bool], None] | None = None  # called with the poll's "something changed"
    before_engine: Callable[[float], None] | None = None
    after_engine: Callable[[float, float], float] | None = None  # (now, wake) -> wake
    after_save: Callable[[], None] | None = None  # a write was tried (it may have failed)

    def run(self, now: float) -> float:
        """One tick at ``now``; returns when the next one is wanted."""
        if self.disk is not None:
            self.disk.begin_tick()
        self.move_files(now)
        if self.engine.directed is not None:
            self.engine.directed.poll(now)
        if self.before_disk is not None:
            self.before_disk(now)
        if self.disk is not None:
            changed = self.disk.poll(now)
            if self.after_disk is not None:
                self.after_disk(changed)
        if self.before_engine is not None:
            self.before_engine(now)
        wake = self.step(now) if self.step is not None else self.engine.poll(now)
        if self.files_after_engine and self.move_files(now):
            wake = min(wake, now + SOON)
        if self.after_engine is not None:
            wake = self.after_engine(now, wake)
        if self.storage.flush(now) and self.after_save is not None:
            self.after_save()
        return wake

    def move_files(self, now: float) -> bool:
        """Step 1; True when files became ready (or went) and the engine was told."""
        if self.flow is None or not self.flow.poll(now):
            return False
        if self.flow.inputs_arrived:
            self.engine.request_reschedule("files ready")
        state = self.engine.state
        if self.report_at_once and any(r.ready_to_report and r.report_immediately and not r.got_server_ack
                                       for r in state.results.values()):
            self.engine.request_fetch_now()
        else:
            self.engine.request_work_fetch_check()
        self.storage.save_soon(urgent=True)
        return True
