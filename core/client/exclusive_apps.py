"""cc_config's ``<exclusive_app>`` and ``<exclusive_gpu_app>``: programs whose running suspends work.

While a program named in ``<exclusive_app>`` runs, computing and file transfers are
suspended; while one named in ``<exclusive_gpu_app>`` runs, only GPU computing is (a game
that wants the card). The facts follow BOINC's client (client/app.cpp, client/cs_prefs.cpp):

* the process list is looked at every ``CHECK_PERIOD_S`` (its ``MEMORY_USAGE_PERIOD``,
  10 s), and a name matches a process's command name ignoring case;
* the suspension lasts while the program was seen less than ``HOLD_S`` ago (that
  period plus its ``EXCLUSIVE_APP_WAIT``, 5 s): it ends some seconds after the program
  does, never on a single look that missed it;
* the reason is SUSPEND_REASON_EXCLUSIVE_APP_RUNNING; the GPU's applies only in the GPU
  mode "based on preferences" ("always" overrides it, as it overrides the in-use rule).

On Linux a process's command name is the first 15 characters of its executable's name
(/proc/PID/comm). BOINC compares the whole configured name with it, so a longer name never
matches there; here a configured name also matches when its first 15 characters are the
command name of such a truncated process.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import psutil

from core.client.proc_files import each_proc_file, has_proc_file

CHECK_PERIOD_S = 10.0
"""How often the process list is read (BOINC's ``MEMORY_USAGE_PERIOD``)."""
HOLD_S = 15.0
"""The suspension holds this long after the program was last seen (period + ``EXCLUSIVE_APP_WAIT``)."""
COMM_LEN = 15  # Linux's TASK_COMM_LEN less its terminating zero


def running_names() -> set[str]:
    """The command names of the host's processes now, lower-cased."""
    names: set[str] = set()
    if has_proc_file("comm"):
        return {comm.rstrip("\n").lower() for _, comm in each_proc_file("comm")}
    for proc in psutil.process_iter(["name"]):
        name = proc.info.get("name")
        if name:
            names.add(str(name).lower())
    return names


def first_running(wanted: Iterable[str], names: set[str]) -> str:
    """The first configured name that some process has ("" = none)."""
    for want in wanted:
        w = want.strip().lower()
        if not w:
            continue
        if w in names or (len(w) > COMM_LEN and w[:COMM_LEN] in names):
            return want
    return ""


class _Watch:
    """One list's state: the program last seen and when."""

    __slots__ = ("seen_at", "name", "what")

    def __init__(self, what: str) -> None:
        self.what = what  # "app" or "GPU app", for the log
        self.seen_at = -math.inf
        self.name = ""


class ExclusiveApps:
    """Looks for the configured programs and says whether each suspension holds now.

    ``configured`` gives (exclusive_app names, exclusive_gpu_app names) at each look, so a
    re-read cc_config.xml is followed; ``say`` takes the event-log lines.
    """

    def __init__(self, configured: Callable[[], tuple[list[str], list[str]]],
                 say: Callable[[str], None] | None = None, *, period_s: float = CHECK_PERIOD_S,
                 hold_s: float = HOLD_S, names: Callable[[], set[str]] = running_names) -> None:
        self._configured = configured
        self._say = say
        self.period_s = period_s
        self.hold_s = hold_s
        self._names = names
        self._next_look = -math.inf
        self._cpu = _Watch("app")
        self._gpu = _Watch("GPU app")

    def check(self, now: float) -> None:
        """Read the process list if a period has passed since the last look."""
        if now < self._next_look:
            return
        self._next_look = now + self.period_s
        cpu_names, gpu_names = self._configured()
        if not cpu_names and not gpu_names:
            self._look(self._cpu, "", now)
            self._look(self._gpu, "", now)
            return
        names = self._names()
        self._look(self._cpu, first_running(cpu_names, names), now)
        self._look(self._gpu, first_running(gpu_names, names), now)

    def _look(self, watch: _Watch, found: str, now: float) -> None:
        if found:
            if found != watch.name and self._say is not None:
                self._say(f"Exclusive {watch.what} {found} is running")
            watch.name, watch.seen_at = found, now
        elif watch.name:
            if self._say is not None:
                self._say(f"Exclusive {watch.what} {watch.name} is no longer running")
            watch.name = ""

    def cpu_held(self, now: float) -> bool:
        """An ``<exclusive_app>`` was seen within the hold: computing and transfers wait."""
        return now - self._cpu.seen_at < self.hold_s

    def gpu_held(self, now: float) -> bool:
        """An ``<exclusive_gpu_app>`` was seen within the hold: GPU computing waits."""
        return now - self._gpu.seen_at < self.hold_s

    def next_change(self, now: float) -> float:
        """When the answers may change: the next look, or a hold ending before it."""
        t = self._next_look
        for w in (self._cpu, self._gpu):
            end = w.seen_at + self.hold_s
            if now < end < t:
                t = end
        return t
