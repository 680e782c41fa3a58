"""Podman/Docker as BOINC 8.2 reports them (issue 34 item 11), with stand-in programs on PATH.

Each test writes small shell scripts named ``podman`` and ``docker`` into a
directory that is the whole of PATH, so the client runs real child programs and
reads their real output. The scripts answer ``--version``, ``run --rm
hello-world`` and ``compose version`` the way the real programs do (their output
lines as the real programs print them), or fail the way a program without rights
to run containers does.
"""
from __future__ import annotations

import stat
from pathlib import Path

import pytest

from core.client.docker_notice import TITLE as NOTICE_TITLE
from core.client.docker_probe import DockerType, compose_version_from_line, detect_docker, version_from_line
from core.client.session import LiveSession, SessionOptions
from core.guirpc import render
from core.guirpc.backend import GuiRpcSnapshot
from core.guirpc.client_types import HostInfoView
from core.ids import AppName, ProjectUrl
from core.persist.state_file import write_client_state
from core.ports import SchedulerRequest
from core.sched_rpc import build_scheduler_request
from core.state import App, AppVersion, ClientState, Project
from core.xml.hardened import parse_xml

PODMAN_OK = """#!/bin/sh
case "$*" in
  "--version") echo "podman version 4.9.3" ;;
  "run --rm hello-world")
    echo ""; echo "Hello from Docker!"
    echo "This message shows that your installation appears to be working correctly." ;;
  *) exit 125 ;;
esac
"""
PODMAN_NO_CONTAINERS = """#!/bin/sh
case "$*" in
  "--version") echo "podman version 5.0.1" ;;
  "run --rm hello-world") echo "Error: cannot set up namespace" >&2; exit 125 ;;
  *) exit 125 ;;
esac
"""
DOCKER_OK = """#!/bin/sh
case "$*" in
  "--version") echo "Docker version 24.0.7, build 24.0.7-0ubuntu2~22.04.1" ;;
  "run --rm hello-world") echo ""; echo "Hello from Docker!" ;;
  "compose version") echo "Docker Compose version v2.17.3" ;;
  *) exit 1 ;;
esac
"""
# podman-docker installs a "docker" that prints a note before podman's own line.
PODMAN_DOCKER = """#!/bin/sh
case "$*" in
  "--version")
    echo "Emulate Docker CLI using podman. Create /etc/containers/nodocker to quiet msg."
    echo "podman version 5.2.2" ;;
  "run --rm hello-world") echo "Hello from Docker!" ;;
  *) exit 125 ;;
esac
"""


def _bin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **programs: str) -> Path:
    """A directory holding the given stand-ins, made the whole of PATH."""
    d = tmp_path / "bin"
    d.mkdir(exist_ok=True)
    for name, body in programs.items():
        p = d / name
        p.write_text(body)
        p.chmod(p.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    monkeypatch.setenv("PATH", str(d))
    return d


def test_version_lines_read_as_boinc_reads_them() -> None:
    assert version_from_line("Docker version 24.0.7, build 24.0.7-0ubuntu2~22.04.1\n") == "24.0.7"
    assert version_from_line("podman version 4.9.3\n") == "4.9.3"
    assert version_from_line("Emulate Docker CLI using podman.\n") is None
    assert compose_version_from_line("Docker Compose version v2.17.3\n") == "2.17.3"
    assert compose_version_from_line("podman-compose version 1.0.6\n") is None


def test_podman_is_preferred_and_compose_comes_from_docker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch, podman=PODMAN_OK, docker=DOCKER_OK)
    said: list[str] = []
    facts = detect_docker(tmp_path, said.append)
    assert (facts.version, facts.type) == ("4.9.3", DockerType.PODMAN)
    assert (facts.compose_version, facts.compose_type) == ("2.17.3", DockerType.DOCKER)
    assert said == []


def test_podman_that_cannot_run_containers_gives_way_to_docker(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch, podman=PODMAN_NO_CONTAINERS, docker=DOCKER_OK)
    said: list[str] = []
    facts = detect_docker(tmp_path, said.append)
    assert (facts.version, facts.type) == ("24.0.7", DockerType.DOCKER)
    assert len(said) == 1 and "Podman 5.0.1" in said[0] and "hello-world" in said[0]


def test_podman_docker_prints_its_version_on_the_second_line(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch, docker=PODMAN_DOCKER)
    facts = detect_docker(tmp_path, lambda _s: None)
    assert (facts.version, facts.type) == ("5.2.2", DockerType.DOCKER)
    assert facts.compose_version == ""


def test_podman_is_not_tried_on_a_network_filesystem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch, podman=PODMAN_OK, docker=DOCKER_OK)
    data = tmp_path / "data"
    data.mkdir()
    mountinfo = (f"22 1 0:21 / / rw,relatime shared:1 - ext4 /dev/sda1 rw\n"
                 f"40 22 0:35 / {data} rw,relatime shared:20 - nfs4 server:/export rw,vers=4.2\n")
    said: list[str] = []
    facts = detect_docker(data, said.append, mountinfo=mountinfo)
    assert facts.type == DockerType.DOCKER
    assert any("nfs4" in s for s in said)
    # The same directory on a local disk: Podman again.
    local = mountinfo.replace("nfs4", "ext4")
    assert detect_docker(data, lambda _s: None, mountinfo=local).type == DockerType.PODMAN


def test_nothing_installed_gives_no_facts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch)
    facts = detect_docker(tmp_path, lambda _s: None)
    assert not facts.present and facts.type == DockerType.NONE and facts.compose_version == ""


URL = ProjectUrl("http://127.0.0.1:31999/containers/")
PLAIN = ProjectUrl("http://127.0.0.1:31999/plain/")


def _data_dir(tmp_path: Path, *, docker_app: bool, cc: str = "") -> Path:
    """A data directory attached to one project, whose app version needs Docker or not."""
    dd = tmp_path / "client"
    dd.mkdir()
    state = ClientState()
    state.projects[URL] = Project(URL, project_name="Container Project", authenticator="a")
    state.projects[PLAIN] = Project(PLAIN, project_name="Plain Project", authenticator="b")
    state.apps[(PLAIN, AppName("plain"))] = App(PLAIN, AppName("plain"))
    state.apps[(URL, AppName("sim"))] = App(URL, AppName("sim"))
    state.app_versions.append(AppVersion(PLAIN, AppName("plain"), 100, "x86_64-pc-linux-gnu", ""))
    state.app_versions.append(AppVersion(URL, AppName("sim"), 101, "x86_64-pc-linux-gnu",
                                         "docker" if docker_app else "mt"))
    write_client_state(state, dd, 1000.0)
    if cc:
        (dd / "cc_config.xml").write_text(f"<cc_config><options>{cc}</options></cc_config>")
    return dd


def _open(dd: Path) -> LiveSession:
    s = LiveSession(dd, SessionOptions(seed=1))
    s.open()
    return s


def _docker_notices(s: LiveSession) -> list[str]:
    return [n.description for n in s.notices.notices_since(0) if n.title == NOTICE_TITLE]


def test_host_info_carries_docker_in_requests_and_gui_rpc(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch, podman=PODMAN_OK, docker=DOCKER_OK)
    s = _open(_data_dir(tmp_path, docker_app=True, cc="<dont_use_docker>1</dont_use_docker>"))
    try:
        body = build_scheduler_request(s.state, SchedulerRequest(URL, reason=2, work_req_seconds=0.0,
                                                                 req_instances=0.0),
                                       2000.0, disk=None, other=s._extras(URL))
        gui: list[str] = []
        render.host_info(gui, s.state.host_info, GuiRpcSnapshot())
    finally:
        s.close()
    req = parse_xml(body, source="request")
    host = req.find("host_info")
    assert host is not None
    assert {c.tag: c.text for c in host if c.tag.startswith("docker")} == {
        "docker_version": "4.9.3", "docker_type": "2",
        "docker_compose_version": "2.17.3", "docker_compose_type": "1"}
    assert req.find("dont_use_docker") is not None  # at the request's top level, as BOINC writes it
    view = HostInfoView.parse(parse_xml("\n".join(gui).encode(), source="gui"))
    assert (view.docker_version, view.docker_type, view.docker_compose_version, view.docker_compose_type) == (
        "4.9.3", 2, "2.17.3", 1)
    log = (tmp_path / "client" / "stdoutdae.txt").read_text()
    assert "Podman version 4.9.3" in log and "Docker Compose version 2.17.3" in log


def test_no_docker_lines_without_docker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch)
    s = _open(_data_dir(tmp_path, docker_app=False))
    try:
        body = build_scheduler_request(s.state, SchedulerRequest(URL, reason=2, work_req_seconds=0.0,
                                                                 req_instances=0.0),
                                       2000.0, disk=None, other=s._extras(URL))
    finally:
        s.close()
    assert b"docker" not in body


def test_notice_when_an_attached_project_needs_docker_and_none_is_installed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch)
    s = _open(_data_dir(tmp_path, docker_app=True))
    try:
        notices = _docker_notices(s)
    finally:
        s.close()
    assert len(notices) == 1 and "Container Project" in notices[0] and "Plain Project" not in notices[0]
    log = (tmp_path / "client" / "stdoutdae.txt").read_text()
    assert log.count("need Podman or Docker") == 1


def test_no_notice_when_no_project_needs_docker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch)
    s = _open(_data_dir(tmp_path, docker_app=False))
    try:
        assert _docker_notices(s) == []
    finally:
        s.close()
    assert "Podman or Docker" not in (tmp_path / "client" / "stdoutdae.txt").read_text()


def test_no_notice_when_docker_is_installed_or_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch, docker=DOCKER_OK)
    s = _open(_data_dir(tmp_path, docker_app=True))
    try:
        assert s.state.host_info.docker_type == DockerType.DOCKER
        assert _docker_notices(s) == []
    finally:
        s.close()
    refused = tmp_path / "refused"
    refused.mkdir()
    _bin(refused, monkeypatch)
    s = _open(_data_dir(refused, docker_app=True, cc="<dont_use_docker>1</dont_use_docker>"))
    try:
        assert _docker_notices(s) == []
    finally:
        s.close()


def test_notice_comes_when_a_reply_brings_a_docker_app_version(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    _bin(tmp_path, monkeypatch)
    s = _open(_data_dir(tmp_path, docker_app=False))
    try:
        assert _docker_notices(s) == []
        s.state.app_versions.append(AppVersion(PLAIN, AppName("plain"), 200, "x86_64-pc-linux-gnu", "docker_gpu"))
        told = s.docker_advice.check(s.state, s.cc.options.dont_use_docker, 3000.0)
        again = s.docker_advice.check(s.state, s.cc.options.dont_use_docker, 3001.0)
        notices = _docker_notices(s)
    finally:
        s.close()
    assert told == [PLAIN] and again == []
    assert len(notices) == 1 and "Plain Project" in notices[0]
