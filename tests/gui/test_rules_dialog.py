"""The rules editor: list, add, edit, delete, validation messages, the file written atomically
and read by a live client, which then acts on it."""
from __future__ import annotations

from pathlib import Path

import psutil
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.rules import RuleEditor, RulesDialog, RulesHost
from boinc_gui.main_window import MainWindow
from core.guirpc.backend import GuiRpcSnapshot, StateBackend
from core.guirpc.client import GuiRpcClient
from core.guirpc.server import GuiRpcServer
from core.remote.client import RemoteClient
from core.rules.model import CpuTemperatureAbove, Notify, Resource, Rule, SetCpuCount, Suspend, TimeWindow
from core.rules.rules_file import number_range, parse_rules, read_rules_file, write_rules_file
from core.state.enums import SuspendReason
from tests.core.client.e2e import core_run, demo_project, free_port, wait_for
from tests.core.rules.rules_live import DialSensors, log_bodies, recheck, start_client
from tests.gui.menus import open_from_menu
from tests.gui.test_hosts import hosts_ui, no_keyring

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]

COOL = Rule("cool down", (CpuTemperatureAbove(80.0),), (Suspend(Resource.CPU),))
COOL_WHEN = "<cpu_temperature_above>80</cpu_temperature_above>"


def ok_button(editor: RuleEditor) -> bool:
    return editor.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_editor_says_what_is_missing_until_the_rule_can_work(qtbot: QtBot, tmp_path: Path) -> None:
    dlg = RulesDialog(tmp_path / "rules.xml")
    qtbot.addWidget(dlg)
    ed = dlg.editor(None)
    qtbot.addWidget(ed)
    assert not ok_button(ed) and "no name" in ed.problem.text()
    ed.name.setText("cool down")
    assert "no condition" in ed.problem.text()
    ed.use_temp.setChecked(True)
    ed.temp.setValue(85)
    assert "no action" in ed.problem.text()
    ed.suspend_cpu.setChecked(True)
    ed.resume_cpu.setChecked(True)
    assert "both suspends and allows computing" in ed.problem.text() and not ok_button(ed)
    ed.resume_cpu.setChecked(False)
    ed.use_notify.setChecked(True)
    assert "text to notify" in ed.problem.text()
    ed.notify.setText("Hot!")
    ed.use_window.setChecked(True)
    ed.days.setText("mon-fry")
    assert "“mon-fry” is not a day" in ed.problem.text()
    ed.days.setText("mon-fri")
    assert ok_button(ed) and ed.problem.text() == ""
    rule = dlg.add_rule(ed)
    assert rule is not None
    assert rule.conditions[0] == CpuTemperatureAbove(85.0)
    assert isinstance(rule.conditions[1], TimeWindow) and rule.conditions[1].days == frozenset({1, 2, 3, 4, 5})
    assert rule.actions == (Suspend(Resource.CPU), Notify("Hot!"))
    assert dlg.list.count() == 1 and dlg.list.item(0).text().startswith("cool down: when CPU temperature above 85")


def test_the_editors_number_fields_offer_the_ranges_the_rules_file_accepts(qtbot: QtBot, tmp_path: Path) -> None:
    dlg = RulesDialog(tmp_path / "rules.xml")
    qtbot.addWidget(dlg)
    ed = dlg.editor(None)
    qtbot.addWidget(ed)
    for spin, tag in ((ed.temp, "cpu_temperature_above"), (ed.battery, "battery_below"),
                      (ed.snooze, "snooze_minutes"), (ed.cpu_time, "cpu_time_limit_pct")):
        low, high = number_range(tag)
        assert (spin.minimum(), spin.maximum()) == (low, high), tag
        part = f"<{tag}>{high}</{tag}>"
        is_condition = tag in ("cpu_temperature_above", "battery_below")
        when, then = (part, "<suspend>cpu</suspend>") if is_condition else (COOL_WHEN, part)
        body = f"<rules><rule><name>r</name><when>{when}</when><then>{then}</then></rule></rules>"
        assert parse_rules(body).problems == (), tag
        assert parse_rules(body.replace(f">{high}<", f">{high + 1}<")).problems, tag


def test_add_edit_delete_and_save_writes_the_file_atomically(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "rules.xml"
    write_rules_file(path, [COOL])
    dlg = RulesDialog(path)
    qtbot.addWidget(dlg)
    assert dlg.list.count() == 1 and not dlg.refused.isVisibleTo(dlg)

    ed = dlg.editor(None)
    qtbot.addWidget(ed)
    ed.name.setText("cool down")  # taken
    ed.use_battery.setChecked(True)
    ed.use_ncpus.setChecked(True)
    assert "already named 'cool down'" in ed.problem.text()
    ed.name.setText("battery")
    ed.ncpus.setValue(1)
    dlg.add_rule(ed)

    dlg.list.setCurrentRow(0)
    ed2 = dlg.editor(dlg.rules[0])
    qtbot.addWidget(ed2)
    assert ed2.use_temp.isChecked() and ed2.temp.value() == 80 and ed2.suspend_cpu.isChecked()
    assert ed2.problem.text() == ""  # its own name is not "taken"
    ed2.temp.setValue(75)
    dlg.edit_rule(ed2)
    dlg.list.item(1).setCheckState(Qt.CheckState.Unchecked)  # disable "battery"

    saved: list[object] = []
    dlg.rules_saved.connect(saved.append)
    assert dlg.save()
    loaded = read_rules_file(path)
    assert loaded.problems == ()
    assert [r.name for r in loaded.rules] == ["cool down", "battery"]
    assert loaded.rules[0].conditions == (CpuTemperatureAbove(75.0),)
    assert loaded.rules[1].actions == (SetCpuCount(1),) and not loaded.rules[1].enabled
    assert read_rules_file(path.with_name("rules.xml.bak")).rules == (COOL,)  # the previous file kept
    assert not path.with_name("rules.xml.tmp").exists() and len(saved) == 1

    again = RulesDialog(path)
    qtbot.addWidget(again)
    again.list.setCurrentRow(0)
    again.delete_rule()
    assert again.save()
    assert [r.name for r in read_rules_file(path).rules] == ["battery"]


def test_no_rules_yet_says_what_a_rule_can_do_until_one_is_added(qtbot: QtBot, tmp_path: Path) -> None:
    dlg = RulesDialog(tmp_path / "rules.xml")  # no file yet: a first use
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.list.count() == 0 and dlg.empty.isVisible()
    assert dlg.empty.text().startswith("No rules yet.") and "Add…" in dlg.empty.text()
    ed = dlg.editor(None)
    qtbot.addWidget(ed)
    ed.name.setText("hot")
    ed.use_temp.setChecked(True)
    ed.suspend_cpu.setChecked(True)
    dlg.add_rule(ed)
    assert dlg.list.count() == 1 and not dlg.empty.isVisible()
    dlg.list.setCurrentRow(0)
    dlg.delete_rule()
    assert dlg.empty.isVisible()


def test_refused_rules_are_named_and_a_save_failure_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "rules.xml"
    path.write_text("<rules><rule><name>typo</name><when><cpu_temp>80</cpu_temp></when>"
                    "<then><suspend>cpu</suspend></then></rule></rules>")
    dlg = RulesDialog(path)
    qtbot.addWidget(dlg)
    assert dlg.list.count() == 0
    assert "rule 1 ('typo') refused: unknown condition <cpu_temp>" in dlg.refused.text()
    dlg.path = tmp_path / "missing-dir" / "rules.xml"
    assert not dlg.save()
    assert "could not be saved" in dlg.error.text() and "No such file or directory" in dlg.error.text()


def test_rules_saved_by_the_editor_are_acted_on_by_the_live_client(qtbot: QtBot, tmp_path: Path) -> None:
    sensors = DialSensors(temperature_c=88.0)
    client = start_client(tmp_path / "client", sensors)
    try:
        dlg = RulesDialog(tmp_path / "client" / "rules.xml")
        qtbot.addWidget(dlg)
        ed = dlg.editor(None)
        qtbot.addWidget(ed)
        ed.name.setText("cool down")
        ed.use_temp.setChecked(True)
        ed.temp.setValue(80)
        ed.suspend_cpu.setChecked(True)
        dlg.add_rule(ed)
        assert dlg.save()
        recheck(client)
        wait_for(lambda: bool(log_bodies(client, "Suspending computation - CPU at 88 °C, rule 'cool down'")), 20,
                 "the client suspending by the saved rule")
    finally:
        client.stop()


def test_the_editor_edits_a_remote_hosts_rules_over_gui_rpc(qtbot: QtBot, tmp_path: Path) -> None:
    """Choose a remote boinc-core in the editor, add a rule, save: that client's own engine acts on it,
    and the editor then shows what its rules do there."""
    project = demo_project(tmp_path)
    local = tmp_path / "local" / "rules.xml"
    local.parent.mkdir()
    write_rules_file(local, [COOL])
    data, port = tmp_path / "remote", free_port()
    try:
        with core_run(data, project, port) as (_proc, password):
            remote = RemoteClient("127.0.0.1", port, password, label="far")
            remote.start()
            hosts = [RulesHost("This computer", path=local, host_id="local"),
                     RulesHost("far", remote=remote, host_id="far-id")]
            try:
                dlg = RulesDialog(local, hosts=hosts)
                qtbot.addWidget(dlg)
                assert [r.name for r in dlg.rules] == ["cool down"]  # this computer first
                with qtbot.waitSignal(dlg.host_loaded, timeout=20_000):
                    dlg.host_box.setCurrentIndex(1)
                assert dlg.host is hosts[1] and dlg.rules == [] and dlg.list.count() == 0
                assert dlg.state.text() == "No rule holds now."
                assert dlg.add_button.isEnabled()

                me = psutil.Process().name()
                ed = dlg.editor(None)
                qtbot.addWidget(ed)
                ed.name.setText("mine")
                ed.use_process.setChecked(True)
                ed.process.setText(me)
                ed.suspend_cpu.setChecked(True)
                dlg.add_rule(ed)
                # Choosing another computer with the new rule unsaved asks first; "no" stays here.
                asked: list[str] = []
                dlg.confirm = lambda text: asked.append(text) is not None
                dlg.host_box.setCurrentIndex(0)
                assert asked == ["The changes to the rules of far are not saved. Drop them?"]
                assert dlg.host is hosts[1] and [r.name for r in dlg.rules] == ["mine"] and dlg.changed
                with qtbot.waitSignal(dlg.rules_saved, timeout=20_000):
                    assert dlg.save()
                assert [r.name for r in read_rules_file(data / "rules.xml").rules] == ["mine"]
                assert [r.name for r in read_rules_file(local).rules] == ["cool down"]  # untouched
                with GuiRpcClient("127.0.0.1", port, password) as rpc:
                    wait_for(lambda: rpc.get_cc_status().task_suspend_reason == SuspendReason.EXCLUSIVE_APP_RUNNING,
                             30, "the remote engine suspending by the saved rule")

                again = RulesDialog(local, hosts=hosts, current="far-id")
                qtbot.addWidget(again)
                qtbot.waitUntil(lambda: again.editable, timeout=20_000)
                assert [r.name for r in again.rules] == ["mine"]
                assert f"In force now: 'mine' ({me} is running)" in again.state.text()
                assert f"Computing suspended: {me} is running, rule 'mine'" in again.state.text()
            finally:
                remote.stop()
    finally:
        project.stop()


def test_a_client_without_rules_is_said_plainly_and_nothing_can_be_saved(qtbot: QtBot, tmp_path: Path) -> None:
    """A host whose client answers "unrecognized op" (as BOINC's does) has no rules to edit."""
    with GuiRpcServer(StateBackend(GuiRpcSnapshot()), "pw", port=0) as server:
        remote = RemoteClient("127.0.0.1", server.port, "pw", label="boinc")
        try:
            dlg = RulesDialog(None, hosts=[RulesHost("old boinc", remote=remote, host_id="b")])
            qtbot.addWidget(dlg)
            qtbot.waitUntil(lambda: "does not support rules" in dlg.state.text(), timeout=20_000)
            assert dlg.state.text().startswith("The client on old boinc does not support rules")
            assert not dlg.editable and not dlg.add_button.isEnabled()
            assert not dlg.empty.isVisibleTo(dlg)  # nothing can be added there: no invitation to
            assert not dlg.buttons.button(QDialogButtonBox.StandardButton.Save).isEnabled()
            assert not dlg.save()
        finally:
            remote.stop()


def test_tools_rules_offers_the_remote_hosts_the_manager_knows(qtbot: QtBot, window: MainWindow,
                                                               tmp_path: Path) -> None:
    """Tools › Rules… in a window whose client is emulated (no rules of its own) offers the remote
    hosts; the one shown in the window comes first chosen."""
    with GuiRpcServer(StateBackend(GuiRpcSnapshot()), "pw", port=0) as server:
        ui = hosts_ui(window, tmp_path, no_keyring())
        entry = ui.manager.add("far", "127.0.0.1", server.port, "pw")
        ui.manager.select(entry.host_id)
        dlg = open_from_menu(window, RulesDialog, "Tools", "Rules…")
        assert isinstance(dlg, RulesDialog)  # a child of the window, deleted when closed
        assert [h.name for h in dlg.hosts] == ["far"] and dlg.host is not None and dlg.host.host_id == entry.host_id
        qtbot.waitUntil(lambda: "does not support rules" in dlg.state.text(), timeout=20_000)
        dlg.close()
        ui.manager.stop()
