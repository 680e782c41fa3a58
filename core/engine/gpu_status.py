"""Why GPU computing is suspended, as BOINC's client tells GUI RPC (cc_status's gpu_suspend_reason).

BOINC (client/cs_prefs.cpp, check_suspend_processing) sets the GPU's reason only on a host with
coprocessors: the GPU mode "never" is a user request; under "based on preferences" the GPUs
rest while a cc_config ``<exclusive_gpu_app>`` runs, and while the computer is in use unless
run_gpu_if_user_active (our engine keeps that as ``state.gpu_suspended``, the cause as
``state.gpu_hold_reason``); "always" overrides both.
"""
from __future__ import annotations

from collections.abc import Iterable

from core.api.snapshot import GpuSummary
from core.coprocs.devices import Coproc
from core.state.client_state import ClientState
from core.state.enums import RunMode, SuspendReason


def gpu_suspend_reason(state: ClientState, now: float) -> SuspendReason:
    if not state.coprocs:
        return SuspendReason.NONE
    mode = state.modes.gpu.current(now)
    if mode == RunMode.NEVER:
        return SuspendReason.USER_REQ
    if mode == RunMode.AUTO and state.gpu_suspended:
        return state.gpu_hold_reason or SuspendReason.USER_ACTIVE
    return SuspendReason.NONE


def gpu_suspend_words(state: ClientState, now: float) -> str:
    """The suspension in words, with the reason the GPU mode was set with ("" = not suspended)."""
    reason = gpu_suspend_reason(state, now)
    why = state.modes.gpu.reason(now) if reason == SuspendReason.USER_REQ else ""
    return f"{reason.words}: {why}" if why else reason.words


def gpu_summaries(coprocs: Iterable[Coproc]) -> tuple[GpuSummary, ...]:
    """The window's view of the GPU types (its devices page, the host line)."""
    out = []
    for c in coprocs:
        if c.non_gpu:
            continue
        cl = c.opencl
        memory = c.available_ram or (cl.global_mem_size if cl is not None else 0.0)
        if c.cuda is not None and not memory:
            memory = c.cuda.props.total_global_mem
        driver = c.cuda.driver_string if c.cuda is not None and c.cuda.driver_string else ""
        if not driver and cl is not None:
            driver = cl.opencl_driver_version
        out.append(GpuSummary(
            rsc_type=c.type, label=c.readable_type, count=c.count, name=c.name, memory_bytes=float(memory),
            peak_flops=c.peak_flops, driver=driver, opencl_version=cl.opencl_device_version if cl is not None else "",
            device_nums=tuple(c.device_nums) if c.device_nums else tuple(range(c.count)),
            declared=c.specified_in_config))
    return tuple(out)
