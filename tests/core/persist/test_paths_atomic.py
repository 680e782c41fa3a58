"""Data-dir layout, URL escaping, and crash-safe replacement (with a real killed writer)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.persist.atomic import write_atomic
from core.persist.paths import DataDir, UnsafePathError, canonicalize_master_url, default_data_dir, escape_url
from core.persist.state_file import read_client_state

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(("url", "escaped"), [
    ("https://einsteinathome.org/", "einsteinathome.org"),
    ("https://boinc.bakerlab.org/rosetta/", "boinc.bakerlab.org_rosetta"),
    ("http://example.invalid/test/", "example.invalid_test"),
    ("http://127.0.0.1:31480/", "127.0.0.1_31480"),
])
def test_escape_url_matches_boinc(url: str, escaped: str) -> None:
    assert escape_url(url) == escaped


def test_real_client_file_names_match_ours() -> None:
    real = Path("/work/shared/fixtures/boinc-7.20/sched/signed_job_cycle/client_dir_after")
    dd = DataDir(real)
    assert dd.account_file("http://127.0.0.1:31480/").exists()
    assert dd.statistics_file("http://127.0.0.1:31480/").exists()
    assert dd.job_log_file("http://127.0.0.1:31480/").exists()


@pytest.mark.parametrize(("url", "canonical"), [
    ("Example.ORG/Physics", "http://example.org/Physics/"),
    ("https://EXAMPLE.org//a//b", "https://example.org/a/b/"),
    ("http://example.org/", "http://example.org/"),
])
def test_canonicalize_master_url(url: str, canonical: str) -> None:
    assert canonicalize_master_url(url) == canonical


@pytest.mark.parametrize("url", ["http://../", "http://./", "../../..", "http:///", "", "\0/..", "//..//"])
def test_project_dir_never_leaves_the_root(tmp_path: Path, url: str) -> None:
    dd = DataDir(tmp_path)
    try:
        path = dd.project_dir(url)
    except UnsafePathError:
        return
    assert path.resolve().parent == (tmp_path / "projects").resolve()


def test_hostile_url_with_dots_stays_inside(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    path = dd.project_dir("http://evil.org/../../../etc/")
    assert path.parent == tmp_path / "projects" and "/" not in path.name
    with pytest.raises(UnsafePathError):
        dd.project_file("http://evil.org/", "../x")
    with pytest.raises(UnsafePathError):
        dd.slot_dir(-1)


def test_default_data_dir_honours_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("BOINC_GUI_DATA", str(tmp_path / "d"))
    assert default_data_dir() == tmp_path / "d"
    monkeypatch.delenv("BOINC_GUI_DATA")
    assert default_data_dir().name == "boinc-gui"


def test_write_atomic_keeps_previous_and_leaves_no_temp(tmp_path: Path) -> None:
    target, prev = tmp_path / "f.xml", tmp_path / "f_prev.xml"
    write_atomic(target, b"one", keep_previous=prev)
    write_atomic(target, b"two", keep_previous=prev)
    assert target.read_bytes() == b"two" and prev.read_bytes() == b"one"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.xml", "f_prev.xml"]


def test_failed_write_leaves_target_untouched(tmp_path: Path) -> None:
    target = tmp_path / "f.xml"
    write_atomic(target, b"good")
    with pytest.raises(OSError):
        write_atomic(target, b"new", temp=tmp_path / "no-such-dir" / "tmp")
    assert target.read_bytes() == b"good"


WRITER = r"""
import sys, time
from core.persist.state_file import write_client_state
from core.state import ClientState, Project
from core.ids import ProjectUrl
s = ClientState()
url = ProjectUrl("https://example.org/")
s.projects[url] = Project(url, project_name="x" * 20000)
n = 0
print("ready", flush=True)
while True:
    n += 1
    s.projects[url].rpc_seqno = n
    write_client_state(s, sys.argv[1], time.time())
"""


@pytest.mark.timeout(60)
def test_writer_killed_at_random_instants_never_loses_the_state(tmp_path: Path) -> None:
    last_seen = 0
    for i in range(8):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], cwd=ROOT,
                                stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
        time.sleep(0.02 + 0.013 * i)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        loaded = read_client_state(tmp_path, with_accounts=False)
        assert loaded.source is not None, loaded.warnings
        seqno = loaded.state.projects["https://example.org/"].rpc_seqno  # type: ignore[index]
        assert seqno >= 1
        last_seen = max(last_seen, seqno)
    assert last_seen > 1
