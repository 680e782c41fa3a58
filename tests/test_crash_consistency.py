"""The crash-consistency harness, short: kill -9 of a real ``boinc-core run`` at random
instants (many just after the demo project committed a reply, or inside a scheduler
exchange) against a real ``boinc-core demo-project`` on 127.0.0.1, then a drain.

Counts over all cycles, not one path: nothing issued stays stuck on the project, no
result is credited twice, no finished upload is given up, no app outlives the
restart of its client, no two process groups ever share a slot.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HARNESS = Path(__file__).resolve().parents[1] / "bench" / "crash_consistency.py"


@pytest.mark.timeout(400)
@pytest.mark.parametrize("seed", [11])
def test_kill_9_cycles_lose_nothing_and_share_no_slot(seed: int, tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(HARNESS), "--cycles", "14", "--seed", str(seed), "--min-gap", "0.3", "--max-gap", "2",
         "--commit-share", "0.4", "--exchange-share", "0.3", "--drain-timeout", "240", "--workdir", str(tmp_path),
         "--json"],
        capture_output=True, text=True, timeout=380, check=False)
    assert run.stdout.strip(), run.stderr[-2000:]
    fig = json.loads(run.stdout)
    assert fig["cycles"] == 14
    assert fig["app_processes_at_kills"] > 0, "no kill found an app running: the slot checks saw nothing"
    assert fig["issued"] > 0 and fig["reported"] > 0
    assert fig["drained"], fig
    assert fig["stuck"] == 0, fig["stuck_names"]
    assert fig["credited_twice"] == 0
    assert fig["upload_give_ups"] == 0
    assert fig["orphans"] == 0, fig["orphan_detail"]
    assert fig["shared_slots"] == 0, fig["shared_detail"]
    assert run.returncode == 0
