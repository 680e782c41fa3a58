"""Is Podman or Docker usable on this host, and which version (BOINC 8.2's host facts)?

BOINC 8.2's Linux client looks once, at start (``client/hostinfo_unix.cpp``,
``lib/hostinfo.cpp``), and so do we:

1. Podman first, unless the data directory is on a network filesystem (nfs, nfs4,
   smb: Podman's storage does not work there). Then Docker.
2. ``<prog> --version``: the first output line holding ``version `` gives the
   version, up to a comma, a space or the line's end ("Docker version 24.0.7,
   build …" gives 24.0.7; "podman version 4.9.3" gives 4.9.3). The version may
   be on the second line (podman-docker prints a note first).
3. On Linux the program must also run a container for this user:
   ``<prog> run --rm hello-world`` has to print a line with ``Hello``. A program
   that is installed but cannot run containers (no daemon, no rights) is not
   reported, and the event log says so.
4. Compose: ``docker compose version`` printing "Docker Compose version vX" gives
   X. BOINC reads no other compose program on Linux (its reading of Podman's
   compose output is empty), so neither do we: ``podman-compose`` and the old
   ``docker-compose`` are not looked for.

Types are BOINC's ``DOCKER_TYPE`` numbers, sent as ``<docker_type>``: 1 Docker,
2 Podman. Runs child programs (no shell) with time limits, so a hung daemon
cannot hold the client's start for ever; writes nothing.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path


class DockerType(IntEnum):
    """BOINC's ``DOCKER_TYPE``."""

    NONE = 0
    DOCKER = 1
    PODMAN = 2

    @property
    def program(self) -> str:
        return "podman" if self is DockerType.PODMAN else "docker"

    @property
    def label(self) -> str:
        """The name the event log uses."""
        return "Podman" if self is DockerType.PODMAN else "Docker"


@dataclass(frozen=True, slots=True)
class DockerFacts:
    version: str = ""
    type: DockerType = DockerType.NONE
    compose_version: str = ""
    compose_type: DockerType = DockerType.NONE

    @property
    def present(self) -> bool:
        return bool(self.version)


VERSION_TIMEOUT_S = 10.0
HELLO_TIMEOUT_S = 60.0  # may pull the tiny hello-world image the first time
REMOTE_FILESYSTEMS = frozenset({"nfs", "nfs4", "smb", "smb2", "smb3", "cifs"})
"""Filesystem types on which Podman is not tried (BOINC: nfs, nfs4, smb; the kernel
names SMB mounts cifs/smb3, which ``stat -f`` shows as smb)."""


def version_from_line(line: str) -> str | None:
    """The version in a ``--version`` line, or None when the line has none."""
    at = line.find("version ")
    if at < 0:
        return None
    rest = line[at + len("version "):].rstrip("\r\n")
    for stop in (",", " "):
        cut = rest.find(stop)
        if cut >= 0:
            rest = rest[:cut]
            break
    return rest or None


COMPOSE_PREFIX = "Docker Compose version v"


def compose_version_from_line(line: str) -> str | None:
    at = line.find(COMPOSE_PREFIX)
    if at < 0:
        return None
    return line[at + len(COMPOSE_PREFIX):].strip() or None


def filesystem_type(path: Path, mountinfo: str | None = None) -> str:
    """The filesystem type of the mount holding ``path`` (``/proc/self/mountinfo``); "" if unknown."""
    if mountinfo is None:
        try:
            mountinfo = Path("/proc/self/mountinfo").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
    target = os.path.realpath(path)
    best, fstype = -1, ""
    for line in mountinfo.splitlines():
        left, sep, right = line.partition(" - ")
        parts, tail = left.split(), right.split()
        if not sep or len(parts) < 5 or not tail:
            continue
        mount = parts[4].replace("\\040", " ")
        inside = target == mount or target.startswith(mount.rstrip("/") + "/")
        if inside and len(mount) >= best:  # the deepest mount; a later one over the same point wins
            best, fstype = len(mount), tail[0]
    return fstype


Runner = Callable[[Sequence[str], float], str | None]
"""Runs a program (argv) with a time limit; its standard output, or None if it could not run."""


def run_program(argv: Sequence[str], timeout_s: float) -> str | None:
    if shutil.which(argv[0]) is None:
        return None
    try:
        done = subprocess.run(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, timeout=timeout_s, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.decode("utf-8", errors="replace")


def _try(kind: DockerType, run: Runner, say: Callable[[str], None]) -> str | None:
    out = run([kind.program, "--version"], VERSION_TIMEOUT_S)
    if out is None:
        return None
    version = next((v for v in map(version_from_line, out.splitlines()) if v), None)
    if version is None:
        return None
    hello = run([kind.program, "run", "--rm", "hello-world"], HELLO_TIMEOUT_S)
    if hello is None or not any("Hello" in line for line in hello.splitlines()):
        say(f"{kind.label} {version} is installed but could not run its 'hello-world' container "
            "for this user, so it is not offered to projects")
        return None
    return version


def detect_docker(data_dir: Path, say: Callable[[str], None], run: Runner = run_program,
                  mountinfo: str | None = None) -> DockerFacts:
    """Podman, else Docker, and Docker's compose plugin, as BOINC 8.2 finds them."""
    kinds = [DockerType.PODMAN, DockerType.DOCKER]
    fstype = filesystem_type(data_dir, mountinfo)
    if fstype in REMOTE_FILESYSTEMS:
        say(f"The data directory is on a network filesystem ({fstype}): Podman is not tried")
        kinds.remove(DockerType.PODMAN)
    version, kind = "", DockerType.NONE
    for k in kinds:
        found = _try(k, run, say)
        if found:
            version, kind = found, k
            break
    compose, compose_kind = "", DockerType.NONE
    out = run(["docker", "compose", "version"], VERSION_TIMEOUT_S)
    if out is not None:
        found_compose = next((v for v in map(compose_version_from_line, out.splitlines()) if v), None)
        if found_compose:
            compose, compose_kind = found_compose, DockerType.DOCKER
    return DockerFacts(version, kind, compose, compose_kind)
