"""Why GPU computing is suspended, as BOINC's client tells GUI RPC (cc_status's gpu_suspend_reason).

BOINC (client/cs_prefs.cpp, check_suspend_processing) sets the GPU's reason only on a host with
coprocessors: the GPU mode "never" is a user request; under "based on preferences" the GPUs
rest while the computer is in use unless run_gpu_if_user_active (our engine keeps that as
``state.gpu_suspended``); "always" overrides both.
"""
from __future__ import annotations

from core.state.client_state import ClientState
from core.state.enums import RunMode, SuspendReason


def gpu_suspend_reason(state: ClientState, now: float) -> SuspendReason:
    if not state.coprocs:
        return SuspendReason.NONE
    mode = state.modes.gpu.current(now)
    if mode == RunMode.NEVER:
        return SuspendReason.USER_REQ
    if mode == RunMode.AUTO and state.gpu_suspended:
        return SuspendReason.USER_ACTIVE
    return SuspendReason.NONE
