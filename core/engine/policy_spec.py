"""Naming a full policy: one choice from each family, written like ``CS2_WF2_WS2_JC2``.

Families and spellings (case-insensitive):

| family | choices |
| --- | --- |
| CPU scheduling | ``CS1`` (weighted round-robin), ``CS2`` (rr_sim + EDF), ``DEBT`` (the seed's v4 debt scheduler), ``REC`` (BOINC's current: rr_sim + EDF, then recent estimated credit), ``RECRR`` (REC without EDF) |
| work fetch | ``WF1`` (buffer split by share), ``WF2`` (long-term debt + rr_sim), ``WFV4`` (the seed's v4 work fetch), ``WFREC`` (BOINC's current: buffer, shortfall, REC order) |
| work send (server) | ``WS1`` (send the requested seconds), ``WS2`` (EDF feasibility on the host's workload) |
| estimation | ``JC1`` (blend), ``JC2`` (blend + duration correction factor) |

``V4`` alone is shorthand for the seed's whole v4 client: ``DEBT_WFV4_WS1_JC1``;
``BOINC`` for BOINC's current client as its emulator runs it: ``REC_WFREC_WS1_JC2``.
The REC half-life (cc_config ``rec_half_life_days``) is ``rec_half_life_s``, not
part of the name.
The order of the four parts does not matter; each family must appear exactly once.
"""  # noqa: E501 -- a markdown table: one row per line
from __future__ import annotations

from dataclasses import dataclass, replace

from core.errors import CoreError
from core.policy.cpu_sched import CpuSchedPolicy
from core.policy.estimate import EstimatePolicy
from core.policy.rec import DEFAULT_REC_HALF_LIFE_S
from core.policy.work_fetch import WorkFetchPolicy
from core.policy.work_send import WorkSendPolicy

_CPU = {"CS1": CpuSchedPolicy.CS1, "CS2": CpuSchedPolicy.CS2, "DEBT": CpuSchedPolicy.DEBT,
        "REC": CpuSchedPolicy.REC, "RECRR": CpuSchedPolicy.RECRR}
_FETCH = {"WF1": WorkFetchPolicy.WF1, "WF2": WorkFetchPolicy.WF2, "WFV4": WorkFetchPolicy.V4,
          "WFREC": WorkFetchPolicy.REC}
_SEND = {"WS1": WorkSendPolicy.WS1, "WS2": WorkSendPolicy.WS2}
_EST = {"JC1": EstimatePolicy.JC1, "JC2": EstimatePolicy.JC2}
_SHORTHANDS = {"V4": "DEBT_WFV4_WS1_JC1", "BOINC": "REC_WFREC_WS1_JC2"}
BOINC_POLICY = "BOINC"
_RR_ONLY = {CpuSchedPolicy.CS2: CpuSchedPolicy.CS1, CpuSchedPolicy.REC: CpuSchedPolicy.RECRR}

DEFAULT_POLICY = "CS2_WF2_WS2_JC2"


@dataclass(frozen=True, slots=True)
class PolicySpec:
    cpu: CpuSchedPolicy
    fetch: WorkFetchPolicy
    send: WorkSendPolicy
    estimate: EstimatePolicy
    rec_half_life_s: float = DEFAULT_REC_HALF_LIFE_S  # REC/RECRR only: cc_config rec_half_life_days

    def rr_only(self) -> PolicySpec:
        """BOINC's round-robin-only switch: the same policy without the EDF stage."""
        return replace(self, cpu=_RR_ONLY.get(self.cpu, self.cpu))

    def with_send(self, send: WorkSendPolicy) -> PolicySpec:
        return replace(self, send=send)

    def with_rec_half_life(self, seconds: float) -> PolicySpec:
        return replace(self, rec_half_life_s=seconds)

    @property
    def name(self) -> str:
        def key(table: dict[str, object], value: object) -> str:
            return next(k for k, v in table.items() if v is value)

        return "_".join(
            (key(_CPU, self.cpu), key(_FETCH, self.fetch), key(_SEND, self.send), key(_EST, self.estimate))  # type: ignore[arg-type]
        )

    @classmethod
    def parse(cls, text: str) -> PolicySpec:
        """Parse a spelling like ``CS2_WF2_WS2_JC2``; raise ``CoreError`` naming what is wrong."""
        spelled = _SHORTHANDS.get(text.strip().upper(), text.strip().upper())
        parts = [p for p in spelled.split("_") if p]
        found: dict[str, object] = {}
        for part in parts:
            for family, table in (("cpu", _CPU), ("fetch", _FETCH), ("send", _SEND), ("estimate", _EST)):
                if part in table:
                    if family in found:
                        raise CoreError(f"policy {text!r}: two choices for {family} scheduling")
                    found[family] = table[part]
                    break
            else:
                raise CoreError(
                    f"policy {text!r}: unknown part {part!r} "
                    f"(choices: {', '.join([*_CPU, *_FETCH, *_SEND, *_EST])}, or V4, BOINC)"
                )
        missing = [f for f in ("cpu", "fetch", "send", "estimate") if f not in found]
        if missing:
            raise CoreError(f"policy {text!r}: missing the {', '.join(missing)} part")
        return cls(found["cpu"], found["fetch"], found["send"], found["estimate"])  # type: ignore[arg-type]
