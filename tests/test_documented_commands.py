"""Every command README.md and docs/*.md show, run as a volunteer types it, in a subprocess.

A documented command once failed while the suite was green, because the tests called the
Python API. Here the commands are read out of the documents themselves: each program and
subcommand named answers ``--help``; each fully spelled-out command runs; and the
``demo-project`` / ``run`` pair works end to end on loopback, with the event log on the
client's standard output and Debian's boinccmd talking to it.
"""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.core.client.e2e import stop_client

REPO = Path(__file__).resolve().parents[1]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent  # the virtual environment's scripts, as .venv/bin in the README
PROGRAMS = ("boinc-core", "boinc-gui")
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
LOG_LINE = re.compile(r"\d\d-\w{3}-\d{4} \d\d:\d\d:\d\d \[[^]]*\] ")

pytestmark = pytest.mark.timeout(240)


def _code(text: str) -> list[tuple[str, bool]]:
    """(code, whether it is a whole line of a code block) for code blocks and inline `code`."""
    out: list[tuple[str, bool]] = []
    fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced or line.startswith("    "):
            out.append((line.strip(), True))
        out.extend((span, False) for span in re.findall(r"`([^`]+)`", line))
    return out


def _documented() -> list[tuple[str, bool]]:
    """Each documented invocation of our programs, bench scripts and make targets, as written."""
    found: list[tuple[str, bool]] = []
    for doc in DOCS:
        for code, block in _code(doc.read_text()):
            command = re.sub(r"^\.venv/bin/", "", code.split("#", 1)[0].strip())
            if re.match(r"(boinc-core|boinc-gui|python bench/\S+\.py|make \w+)\b", command):
                found.append((command, block))
    return found


DOCUMENTED = _documented()
COMMANDS = [c for c, _ in DOCUMENTED]


def _entry_points() -> list[list[str]]:
    """``[program]``, ``[program, subcommand]`` or ``[python, script]`` for each distinct one named."""
    seen: dict[str, list[str]] = {}
    for command in COMMANDS:
        words = command.split()
        if words[0] == "boinc-core" and len(words) > 1 and not words[1].startswith("-"):
            seen[" ".join(words[:2])] = [str(BIN / "boinc-core"), words[1]]
        elif words[0] in PROGRAMS:
            seen[words[0]] = [str(BIN / words[0])]
        elif words[0] == "python":
            seen[words[1]] = [sys.executable, str(REPO / words[1])]
    return list(seen.values())


def test_the_documents_name_the_commands_we_ship() -> None:
    names = {" ".join(c.split()[:2]) for c in COMMANDS}
    assert {"boinc-core run", "boinc-core demo-project", "boinc-core emulate"} <= names, names
    assert "make run" in names and "make test" in names


@pytest.mark.parametrize("argv", _entry_points(), ids=lambda a: " ".join(Path(x).name for x in a))
def test_every_documented_program_answers_help(argv: list[str]) -> None:
    done = subprocess.run([*argv, "--help"], capture_output=True, text=True, timeout=60, cwd=REPO, env=ENV)
    assert done.returncode == 0, done.stderr
    assert "usage:" in done.stdout


def test_documented_make_targets_exist() -> None:
    targets = set(re.findall(r"^([\w-]+):", (REPO / "Makefile").read_text(), re.M))
    wanted = {c.split()[1] for c in COMMANDS if c.startswith("make ")}
    assert wanted and wanted <= targets, wanted - targets


def _spelled_out(command: str, block: bool) -> bool:
    """A whole code-block line with nothing left for the reader to fill (DIR, URL, [...], |)."""
    placeholder = re.search(r"\b[A-Z][A-Z_]*\b|\[|\||\.\.\.", command)  # DIR, URL, P; not policy names
    # Box-drawing diagrams mention programs too; a command is plain ASCII shell words.
    return block and command.startswith("boinc-core ") and placeholder is None and command.isascii()


@pytest.mark.parametrize("command", sorted({c for c, block in DOCUMENTED if _spelled_out(c, block)}))
def test_every_spelled_out_command_runs_as_typed(command: str) -> None:
    words = command.split()
    done = subprocess.run([str(BIN / words[0]), *words[1:]], capture_output=True, text=True, timeout=120,
                          cwd=REPO, env=ENV)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])




@pytest.fixture
def demo_project_process(tmp_path: Path) -> Iterator[tuple[str, str]]:
    """``boinc-core demo-project --data DIR --port P`` as docs/demo-project.md shows it."""
    proc = subprocess.Popen([str(BIN / "boinc-core"), "demo-project", "--data", str(tmp_path / "project"),
                             "--port", str(_free_port()), "--job-size", "20000", "--name", "Docs Demo",
                             "--max-jobs-per-rpc", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO)
    try:
        assert proc.stdout is not None
        printed = dict(proc.stdout.readline().strip().split(": ", 1) for _ in range(2))
        yield printed["master_url"], printed["account_key"]
    finally:
        stop_client(proc)


def test_demo_project_and_run_work_end_to_end(tmp_path: Path, demo_project_process: tuple[str, str]) -> None:
    url, key = demo_project_process
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url) and re.fullmatch(r"[0-9a-f]{32}", key)
    data = tmp_path / "client"
    data.mkdir()
    # A shared machine is often busy; the volunteer's choice to compute anyway, in BOINC's file.
    (data / "global_prefs_override.xml").write_text(
        "<global_preferences>\n   <suspend_cpu_usage>0</suspend_cpu_usage>\n</global_preferences>\n")
    port = _free_port()
    out_path = tmp_path / "run.out"
    with out_path.open("w") as out:
        proc = subprocess.Popen([str(BIN / "boinc-core"), "run", "--dir", str(data), "--attach", url, key,
                                 "--gui-rpc-port", str(port)], stdout=out, stderr=subprocess.STDOUT, text=True,
                                cwd=REPO)
        try:
            deadline = time.monotonic() + 150
            while not re.search(r"Reporting \d+ completed tasks", out_path.read_text()):
                assert proc.poll() is None, out_path.read_text()[-3000:]
                assert time.monotonic() < deadline, out_path.read_text()[-3000:]
                time.sleep(0.5)
            boinccmd = shutil.which("boinccmd")
            if boinccmd is not None:
                password = (data / "gui_rpc_auth.cfg").read_text().strip()
                shown = subprocess.run([boinccmd, "--host", f"127.0.0.1:{port}", "--passwd", password,
                                        "--get_project_status"], capture_output=True, text=True, timeout=20)
                assert url in shown.stdout, shown.stdout + shown.stderr
        finally:
            stop_client(proc)
    printed = out_path.read_text()
    assert proc.returncode == 0, printed[-3000:]
    # The event log on standard output, in the log file's format, as BOINC's client prints it.
    assert re.search(r"^\d\d-\w{3}-\d{4} \d\d:\d\d:\d\d \[---\] Starting boinc-gui client$", printed, re.M)
    assert re.search(r"\] Computation for task \S+ finished", printed)
    # The name and the reply size the project was started with.
    got = [int(n) for n in re.findall(r"\[Docs Demo\] Scheduler request completed: got (\d+) new tasks", printed)]
    assert got and max(got) == 2, printed[-3000:]
    assert "Client exiting" in printed
    logged = (data / "stdoutdae.txt").read_text().splitlines()
    echoed = [line for line in printed.splitlines() if LOG_LINE.match(line)]
    assert len(echoed) > 10 and set(echoed) <= set(logged)
