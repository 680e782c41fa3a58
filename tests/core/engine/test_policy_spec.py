from __future__ import annotations

import pytest

from core.engine.policy_spec import PolicySpec
from core.errors import CoreError
from core.policy.cpu_sched import CpuSchedPolicy
from core.policy.estimate import EstimatePolicy
from core.policy.work_fetch import WorkFetchPolicy
from core.policy.work_send import WorkSendPolicy


def test_parse_full_policy_any_order_any_case() -> None:
    spec = PolicySpec.parse("jc1_ws2_CS1_wf2")
    assert (spec.cpu, spec.fetch, spec.send, spec.estimate) == (
        CpuSchedPolicy.CS1, WorkFetchPolicy.WF2, WorkSendPolicy.WS2, EstimatePolicy.JC1)
    assert spec.name == "CS1_WF2_WS2_JC1"


def test_v4_shorthand_is_the_seed_client() -> None:
    spec = PolicySpec.parse("v4")
    assert spec.cpu is CpuSchedPolicy.DEBT and spec.fetch is WorkFetchPolicy.V4
    assert PolicySpec.parse(spec.name) == spec


@pytest.mark.parametrize(("text", "words"), [
    ("CS2_WF2_WS2", "missing the estimate"),
    ("CS1_CS2_WF2_WS2_JC2", "two choices"),
    ("CS3_WF2_WS2_JC2", "unknown part 'CS3'"),
])
def test_bad_spellings_say_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(CoreError, match=words):
        PolicySpec.parse(text)
