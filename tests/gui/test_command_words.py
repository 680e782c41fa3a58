"""A client's refusal of a command in the window's language (issue 37): the core gives the kind
(core/api/commands.py CommandProblem) and keeps its English ``message``; boinc_gui/command_words.py
words it. Failing commands from a real live client and from a remote host are shown in German."""
from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from boinc_gui.command_words import COMMAND_FORMS, command_words, raised_words
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.i18n import Installed
from boinc_gui.main_window import MainWindow
from core.api.client import ConnectionProblem
from core.api.commands import CommandProblem, CommandResult, ProjectAction, ProjectOp, TaskAction, TaskOp
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.ids import ProjectUrl, ResultName
from core.remote.client import RemoteClient
from tests.core.guirpc.sample import PASSWORD, attached_snapshot
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import live_window_env

ELSEWHERE = ProjectUrl("http://elsewhere.example/")


def _placeholders(form: str) -> set[str]:
    return set(re.findall(r"%\d", form))


def test_every_command_problem_has_window_words() -> None:
    """A kind added to the core without words here fails this test (it would show English)."""
    assert set(COMMAND_FORMS) == set(CommandProblem)
    for problem, form in COMMAND_FORMS.items():
        # the window's %1, %2… are the core's {0}, {1}…: the same facts, in the same number
        wanted = {f"%{i + 1}" for i in range(problem.template.count("{"))}
        if problem is CommandProblem.NOT_SUPPORTED_HERE:
            wanted = set()  # its one fact is the emulated client's English: the window says it in its own words
        assert _placeholders(form) == wanted, (problem, form)


def test_kinds_of_the_same_english_stay_apart() -> None:
    """HOST_REFUSED, NOT_SUPPORTED_HERE and BAD_URL are all "{0}" in English: each is still its own
    kind with its own words (an Enum of plain string values made the later two aliases of the first,
    so the emulated client's "no network" refusal read as "That is not a web address")."""
    assert len(CommandProblem) == len(CommandProblem.__members__)
    assert CommandProblem.NOT_SUPPORTED_HERE is not CommandProblem.HOST_REFUSED
    emulated = CommandResult.refused(CommandProblem.NOT_SUPPORTED_HERE, "the emulated client uses no network")
    assert command_words(emulated) == COMMAND_FORMS[CommandProblem.NOT_SUPPORTED_HERE]


def test_every_command_problem_is_german(german: Installed) -> None:
    untranslated = [form for form in COMMAND_FORMS.values()
                    if form != "%1: %2" and QCoreApplication.translate("command", form) in ("", form)]
    assert untranslated == []


def test_a_client_that_raised_is_worded_by_the_errors_class_in_german(german: Installed) -> None:
    """A command whose future failed: the window says what it means, never the error's English text."""
    assert raised_words(TimeoutError("no reply within 30 s")) == "der Client antwortete nicht rechtzeitig"
    assert raised_words(KeyError("results")) == "im Client trat ein Fehler auf (KeyError)"


def test_a_result_without_a_kind_shows_its_english(german: Installed) -> None:
    assert command_words(CommandResult(False, "something only the core knows")) == "something only the core knows"


def test_the_core_keeps_its_english_message() -> None:
    """Logs and bridges read ``message``: the kinds did not change a word of it."""
    refused = CommandResult.refused(CommandProblem.TASK_FINISHED, "wu_1_0")
    assert refused.message == "task wu_1_0 has already finished" and not refused.ok
    assert CommandResult.refused(CommandProblem.NOT_ATTACHED, ELSEWHERE).message == f"not attached to {ELSEWHERE}"


@pytest.mark.timeout(120)
def test_live_client_refusals_are_german_in_the_status_bar(qtbot: QtBot, german: Installed, tmp_path: Path) -> None:
    with live_window_env(tmp_path) as env:
        w = env.window
        wait_snapshot(qtbot, w, lambda s: bool(s.projects), timeout=30000)
        got: list[CommandResult | BaseException] = []
        w.send(ProjectOp(ELSEWHERE, ProjectAction.UPDATE), got.append)
        qtbot.waitUntil(lambda: len(got) == 1, timeout=10000)
        first = got[0]
        assert isinstance(first, CommandResult) and first.problem is CommandProblem.NOT_ATTACHED
        assert first.message == f"not attached to {ELSEWHERE}"  # the core's English, unchanged
        assert w.statusBar().currentMessage() == f"Dieser Computer ist nicht bei {ELSEWHERE} angemeldet."

        w.send(TaskOp((ProjectUrl(env.project.master_url), ResultName("no_such_task_0")), TaskAction.ABORT), got.append)
        qtbot.waitUntil(lambda: len(got) == 2, timeout=10000)
        second = got[1]
        assert isinstance(second, CommandResult) and second.problem is CommandProblem.NO_TASK
        assert w.statusBar().currentMessage() == "Der Client hat (nicht mehr) die Aufgabe no_such_task_0."


@pytest.mark.timeout(60)
def test_remote_host_refusal_and_closed_connection_are_german(qtbot: QtBot, german_window: MainWindow) -> None:
    w = german_window
    backend = StateBackend(attached_snapshot(n_results=1))
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        remote = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.2, timeout_s=5)
        remote.start()
        bridge = ClientBridge(remote)
        try:
            got: list[CommandResult | BaseException] = []
            w.send(ProjectOp(ELSEWHERE, ProjectAction.UPDATE), got.append, bridge=bridge)
            qtbot.waitUntil(lambda: len(got) == 1, timeout=15000)
            refused = got[0]
            assert isinstance(refused, CommandResult) and refused.problem is CommandProblem.HOST_REFUSED
            assert refused.connection is ConnectionProblem.CLIENT_ERROR and "No such project" in refused.message
            assert w.statusBar().currentMessage() == "der Client des Hosts antwortete mit einem Fehler: No such project"
        finally:
            remote.stop()
        w.send(ProjectOp(ELSEWHERE, ProjectAction.UPDATE), got.append, bridge=bridge)
        qtbot.waitUntil(lambda: len(got) == 2, timeout=10000)
        closed = got[1]
        assert isinstance(closed, CommandResult) and closed.problem is CommandProblem.CONNECTION_CLOSED
        assert closed.message == "the connection to the host was closed"
        assert w.statusBar().currentMessage() == (
            "Die Verbindung zum Computer wurde geschlossen; der Befehl wurde nicht ausgeführt.")


@pytest.mark.timeout(60)
def test_a_host_not_connected_yet_is_said_in_german(qtbot: QtBot, german_window: MainWindow) -> None:
    """A command to a remote host whose first connection is not due yet (no attempt has failed, so
    the host has no problem to name): the core gives the kind NOT_CONNECTED, not the bare English
    "not connected" the window used to show in the middle of German words."""
    w = german_window
    backend = StateBackend(attached_snapshot(n_results=1))
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        remote = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.2, timeout_s=5, label="box-2")
        remote._next_connect = time.monotonic() + 3600  # its first connection is not due yet
        remote.start()
        bridge = ClientBridge(remote)
        try:
            got: list[CommandResult | BaseException] = []
            w.send(ProjectOp(ELSEWHERE, ProjectAction.UPDATE), got.append, bridge=bridge)
            qtbot.waitUntil(lambda: len(got) == 1, timeout=15000)
            refused = got[0]
            assert isinstance(refused, CommandResult) and refused.problem is CommandProblem.HOST_UNREACHABLE
            assert refused.connection is ConnectionProblem.NOT_CONNECTED
            assert refused.message == "box-2: not connected"  # the core's English, for the logs
            assert w.statusBar().currentMessage() == "box-2: nicht verbunden"
        finally:
            remote.stop()
