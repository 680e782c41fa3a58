"""Which GPU device a job runs on: BOINC's coprocessor assignment (client/coproc_sched.cpp).

A GPU job uses ``usage`` of one device of its type (0.5 = two such jobs share a device)
or, when ``usage`` is 1 or more, that many whole devices; this client gives each job one
device (``--device N``), so a job asking for more than one is given the first whole one
and the rest are reserved for it. A fractional job goes first to a device already
partly in use, then to a free one, as BOINC's ``get_fractional_assignment`` does, so
that partly used devices fill up before new ones are opened. Devices the volunteer
excluded for the project (cc_config ``<exclude_gpu>``) are never given to it.

Pure: reads the state, writes nothing; the CPU scheduler calls it for each GPU job in
its order and keeps the answers.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from core.state import ClientState, GpuExclusion, Result, Workunit

_EPS = 1e-9


@dataclass(frozen=True, slots=True)
class GpuUse:
    """The GPU a job needs: its type, the share of a device, the device memory."""

    rsc_type: str
    usage: float
    gpu_ram: float = 0.0


@dataclass(frozen=True, slots=True)
class GpuSlot:
    """One job's device: what ``--device`` and init_data.xml tell the app."""

    rsc_type: str
    device_num: int
    usage: float
    opencl_index: int = -1


def gpu_use_of(state: ClientState, result: Result) -> GpuUse | None:
    """The GPU ``result`` needs (its workunit's own usage first, BOINC 8.2), or None for a CPU job."""
    wu = state.workunits.get((result.project_url, result.wu_name))
    if wu is not None and wu.gpu_type and wu.gpu_usage > 0:
        return GpuUse(wu.gpu_type, wu.gpu_usage, wu.gpu_ram)
    if wu is None:
        return None
    av = state.app_version_of(result)
    if av is None or not av.gpu_type or av.gpu_usage <= 0:
        return None
    return GpuUse(av.gpu_type, av.gpu_usage, av.gpu_ram)


GpuUseCache: TypeAlias = dict[tuple[str, str, int, str], GpuUse | None]
"""``gpu_use_in_pass``'s answers by app version: (project, app, version number, plan class)."""


def gpu_use_in_pass(state: ClientState, result: Result, wu: Workunit | None, cache: GpuUseCache) -> GpuUse | None:
    """``gpu_use_of`` for one pass over the queue (rr_sim's, the scheduler's), ``wu`` being the
    result's workunit: the app version's answer is kept in ``cache`` by what picks the version
    (``ClientState.app_version_of``: the project, the workunit's app, the result's version
    number and plan class). Asked afresh for each of hundreds of queued jobs of one or two
    versions, at every event, the version look-up was a tenth of the what-if preview's time.
    Valid while the state's app versions stay as they are (one pass)."""
    if wu is None:
        return None
    if wu.gpu_type and wu.gpu_usage > 0:
        return GpuUse(wu.gpu_type, wu.gpu_usage, wu.gpu_ram)
    key = (result.project_url, wu.app_name, result.version_num, result.plan_class)
    if key in cache:
        return cache[key]
    av = state.app_version_of(result)
    use = None if av is None or not av.gpu_type or av.gpu_usage <= 0 else GpuUse(av.gpu_type, av.gpu_usage, av.gpu_ram)
    cache[key] = use
    return use


def excluded(exclusions: list[GpuExclusion], url: str, app: str, rsc_type: str, device_num: int) -> bool:
    """Does some ``<exclude_gpu>`` keep this project (its app) off this device?"""
    for e in exclusions:
        if e.url.rstrip("/") != url.rstrip("/"):
            continue
        if e.rsc_type and e.rsc_type != rsc_type:
            continue
        if e.app and e.app != app:
            continue
        if e.device_num < 0 or e.device_num == device_num:
            return True
    return False


def all_excluded(state: ClientState, url: str, rsc_type: str) -> bool:
    """Every device of the type is excluded for the whole project: it never gets work for it."""
    for c in state.coprocs:
        if c.type == rsc_type:
            return all(excluded([e for e in state.gpu_exclusions if not e.app], url, "", rsc_type, n)
                       for n in c.device_nums)
    return True


def app_excluded(state: ClientState, url: str, app: str, rsc_type: str) -> bool:
    """Every device of the type is excluded for this project's app: its jobs of the type can
    never run here (BOINC marks them "coproc missing", client/log_flags.cpp)."""
    for c in state.coprocs:
        if c.type == rsc_type:
            return all(excluded(state.gpu_exclusions, url, app, rsc_type, n) for n in c.device_nums)
    return False


def gpu_missing(state: ClientState, result: Result) -> str:
    """Why a GPU job cannot run on this host at all, in words ("" = it can, or it is a CPU job):
    its type is not here (a card gone since it was sent, a declaration removed), or every
    device of the type is excluded for its app. BOINC's client calls both "GPU missing"."""
    use = gpu_use_of(state, result)
    if use is None:
        return ""
    if not any(c.type == use.rsc_type and c.count > 0 for c in state.coprocs):
        return f"needs a {use.rsc_type} GPU, which this computer does not have"
    if state.gpu_exclusions:
        wu = state.workunits.get((result.project_url, result.wu_name))
        if app_excluded(state, result.project_url, wu.app_name if wu is not None else "", use.rsc_type):
            return f"every {use.rsc_type} device is excluded for its app (cc_config.xml <exclude_gpu>)"
    return ""


class DeviceBook:
    """The devices' shares handed out in one scheduling pass."""

    __slots__ = ("_state", "_used")

    def __init__(self, state: ClientState) -> None:
        self._state = state
        self._used: dict[tuple[str, int], float] = {}  # (type, device_num) -> share given out

    def assign(self, use: GpuUse, url: str, app: str, current: GpuSlot | None) -> GpuSlot | None:
        """A device for the job, or None when none of its type has room (or is allowed)."""
        coproc = next((c for c in self._state.coprocs if c.type == use.rsc_type), None)
        if coproc is None:
            return None
        share = min(use.usage, 1.0)
        devices = list(coproc.device_nums)
        indexes = coproc.opencl_device_indexes

        def slot(i: int) -> GpuSlot:
            n = devices[i]
            return GpuSlot(use.rsc_type, n, use.usage, indexes[i] if i < len(indexes) else n)

        allowed = [i for i, n in enumerate(devices)
                   if not excluded(self._state.gpu_exclusions, url, app, use.rsc_type, n)]
        used = self._used
        # A running job keeps its device while it fits (BOINC's current_assignment_ok).
        if current is not None and current.rsc_type == use.rsc_type and current.device_num in devices:
            i = devices.index(current.device_num)
            if i in allowed and used.get((use.rsc_type, current.device_num), 0.0) + share <= 1.0 + _EPS:
                used[(use.rsc_type, current.device_num)] = used.get((use.rsc_type, current.device_num), 0.0) + share
                return slot(i)
        if use.usage < 1.0:
            # A device already partly given out first, then a free one.
            for want_partial in (True, False):
                for i in allowed:
                    got = used.get((use.rsc_type, devices[i]), 0.0)
                    if (got > _EPS) == want_partial and got + share <= 1.0 + _EPS:
                        used[(use.rsc_type, devices[i])] = got + share
                        return slot(i)
            return None
        whole = int(use.usage + 1 - _EPS) if use.usage > 1 else 1
        free = [i for i in allowed if used.get((use.rsc_type, devices[i]), 0.0) <= _EPS]
        if len(free) < whole:
            return None
        for i in free[:whole]:
            used[(use.rsc_type, devices[i])] = 1.0
        return slot(free[0])
