"""Fixtures for transfer tests: a loopback server, FileInfo builders and a poll driver."""
from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from core.ids import FileName, ProjectUrl
from core.state.files import FileInfo
from core.transfer import TransferEvent, TransferManager
from tests.core.transfer.loopback import Loopback

PROJECT = ProjectUrl("http://demo.example/")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Loopback]:
    (tmp_path / "srv").mkdir()
    with Loopback(root=tmp_path / "srv", upload_root=tmp_path / "up") as lb:
        yield lb


@pytest.fixture
def project_dir(tmp_path: Path) -> Path:
    d = tmp_path / "project"
    d.mkdir()
    return d


def payload(n: int, seed: int = 0) -> bytes:
    """Deterministic, incompressible-ish bytes."""
    out = bytearray()
    block = hashlib.sha256(str(seed).encode()).digest()
    while len(out) < n:
        block = hashlib.sha256(block).digest()
        out += block
    return bytes(out[:n])


def download_fi(name: str, data: bytes, urls: list[str], project: ProjectUrl = PROJECT, **kw: object) -> FileInfo:
    fi = FileInfo(project_url=project, name=FileName(name), nbytes=float(len(data)),
                  md5_cksum=hashlib.md5(data).hexdigest(), download_urls=list(urls))
    for k, v in kw.items():
        setattr(fi, k, v)
    return fi


def upload_fi(name: str, data: bytes, urls: list[str], project: ProjectUrl = PROJECT) -> FileInfo:
    return FileInfo(project_url=project, name=FileName(name), nbytes=float(len(data)), max_nbytes=1e9,
                    md5_cksum=hashlib.md5(data).hexdigest(), upload_urls=list(urls), is_upload=True)


def run_until(manager: TransferManager, now: float, done: Callable[[list[TransferEvent]], bool],
              timeout_s: float = 10.0) -> list[TransferEvent]:
    """Poll (at engine time ``now``) until ``done(events so far)`` or the timeout."""
    events: list[TransferEvent] = []
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        events += manager.poll(now)
        if done(events):
            return events
        time.sleep(0.005)
    raise AssertionError(f"timed out; events so far: {events}")


def until_final(events: list[TransferEvent]) -> bool:
    return any(e.final for e in events)


def until_any(events: list[TransferEvent]) -> bool:
    return bool(events)
