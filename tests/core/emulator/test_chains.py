"""Chains and workunit affinity in the emulator: the bytes affinity saves."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from core.emulator.chains import ProjectFiles
from core.emulator.run import run_scenario
from core.emulator.scenario import FileSpec
from tests.core.emulator.disk_scenarios import (
    assert_disk_invariants,
    load,
    project_xml,
    scenario_xml,
)

ROOT = Path(__file__).resolve().parents[3]
N, S = 10, 1e8
CHAINED = f"<input_bytes>1e6</input_bytes><chain_length>{N}</chain_length><chain_bytes>{S:g}</chain_bytes>"


def chained(affinity: int, days: float = 40, max_used_gb: float = 0, extra: str = "") -> str:
    return scenario_xml(project_xml("chain", CHAINED, f"<affinity>{affinity}</affinity>{extra}", flops=1.3e13),
                        days=days, max_used_gb=max_used_gb)


def test_affinity_downloads_each_chain_file_once_per_chain() -> None:
    on = run_scenario(load(chained(1)), seed=3)
    off = run_scenario(load(chained(0)), seed=3)
    (p_on,), (p_off,) = on.projects, off.projects
    assert p_on["bytes_down"] < p_off["bytes_down"]
    # Without affinity every job brings its chain file.
    assert p_off["bytes_down_by_kind"]["chain"] == pytest.approx(S * p_off["jobs_sent"])
    # With it, one download per chain: S/N per job, up to the chains still open at the end.
    per_job_on = p_on["bytes_down_by_kind"]["chain"] / p_on["jobs_sent"]
    per_job_off = p_off["bytes_down_by_kind"]["chain"] / p_off["jobs_sent"]
    assert per_job_on / per_job_off == pytest.approx(1 / N, rel=0.25)
    assert p_on["chains"]["successors_sent"] > 0.8 * p_on["jobs_sent"]
    assert p_off["chains"]["successors_sent"] == 0
    # The same work was done either way: the disk never filled.
    assert on.figures["jobs_done"] == off.figures["jobs_done"]


def test_affinity_on_a_small_disk_keeps_the_chains_it_holds() -> None:
    """With room for a few chain files, the server has each finished chain's file deleted
    (<delete_file_info>), so the data manager never needs to take one; the running
    chains keep theirs, so few successors migrate."""
    r = run_scenario(load(chained(1, days=60, max_used_gb=1, extra="<delete_from_self/>")), disk_audit=True)
    assert_disk_invariants(r)
    (p,) = r.projects
    assert p["bytes_deleted"]["delete_file_info"] == pytest.approx(S * p["chains"]["released"])
    # Every chain ended its life by a release or a migration, but the few still open at the end,
    # whose files are on the host (at most the 1 GB the host allows: reports top the queue off to
    # the high mark, so several chains are in flight at once).
    still_open = p["chains"]["started"] - p["chains"]["released"] - p["chains"]["migrated"]
    assert 0 <= still_open <= 1e9 / S and p["disk_usage_end"] >= S * still_open
    assert p["bytes_deleted"].get("own_files", 0) == 0
    assert p["chains"]["migrated"] <= 0.1 * p["chains"]["started"]
    assert p["bytes_down_by_kind"]["chain"] < 0.2 * S * p["jobs_sent"]


def test_a_successor_goes_only_to_a_host_holding_the_chain_file() -> None:
    files = ProjectFiles("p", affinity=True, rng=random.Random(1))
    spec = FileSpec(chain_length=3, chain_bytes=5.0)
    first = files.draft("a", spec, "wu0", "wu0_0", held=(), batch=set())
    files.commit(first, "wu0_0")
    assert (first.chain, first.position, first.need) == (0, 0, 5.0)
    files.reported(["wu0_0"])
    chain_file = files.chain_file("a", 0)
    second = files.draft("a", spec, "wu1", "wu1_0", held={chain_file}, batch=set())
    assert (second.chain, second.position, second.successor, second.need) == (0, 1, True, 0.0)
    files.release(second)  # not sent: it waits for the next request, first in line
    again = files.draft("a", spec, "wu2", "wu2_0", held={chain_file}, batch=set())
    assert (again.chain, again.position) == (0, 1)
    files.commit(again, "wu2_0")
    files.reported(["wu2_0"])
    # The host lost the file: the successor migrates elsewhere and a new chain starts.
    other = files.draft("a", spec, "wu3", "wu3_0", held=(), batch=set())
    assert other.chain == 1 and files.counts.migrated == 1


def test_cli_json_reports_bytes_per_project_and_summary_shows_the_disk(tmp_path: Path) -> None:
    f = tmp_path / "chains.xml"
    f.write_text(chained(1, days=5, max_used_gb=2))
    out = subprocess.run([sys.executable, "-m", "core.cli", "emulate", str(f), "--json"],
                         capture_output=True, text=True, cwd=ROOT, check=False)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    (p,) = data["projects"]
    for key in ("bytes_down", "bytes_up", "bytes_deleted", "disk_peak_bytes", "disk_blocked_s",
                "disk_usage_end", "disk_share_end", "chains"):
        assert key in p
    assert p["bytes_down"] > 0 and data["disk"]["total_limit"] == 2 * 2**30
    summary = subprocess.run([sys.executable, "-m", "core.cli", "emulate", str(f), "--summary"],
                             capture_output=True, text=True, cwd=ROOT, check=False)
    assert summary.returncode == 0 and "down MB" in summary.stdout and "limit 2147.5 MB" in summary.stdout
