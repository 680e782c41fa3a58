"""A repeated scalar element keeps its last value, as in BOINC's parsers, wherever we read outside XML."""
from __future__ import annotations

from pathlib import Path

from core.exec.executor import split_command_line
from core.guirpc.client_types import text
from core.ids import WorkunitName
from core.persist.accounts import read_account_file
from core.persist.state_reader import parse_client_state
from core.sched_rpc import parse_scheduler_reply
from core.xml.hardened import parse_xml

# What stock create_work puts in a workunit: an empty <command_line>, then the template's.
CREATE_WORK_WU = b"""<scheduler_reply>
<scheduler_version>719</scheduler_version>
<workunit>
    <name>example_wu_1</name>
    <app_name>example_app</app_name>
    <version_num>100</version_num>
    <command_line></command_line>
    <rsc_fpops_est>1e9</rsc_fpops_est>
    <rsc_fpops_est>3e12</rsc_fpops_est>
    <command_line>
-cpu_time 10
</command_line>
</workunit>
<request_delay>5</request_delay>
<request_delay>7</request_delay>
</scheduler_reply>
"""


def test_scheduler_reply_keeps_the_last_command_line_and_estimate() -> None:
    reply = parse_scheduler_reply(CREATE_WORK_WU, "t")
    (wu,) = reply.workunits
    assert wu.command_line == "-cpu_time 10"
    assert split_command_line(wu.command_line) == ["-cpu_time", "10"]
    assert wu.rsc_fpops_est == 3e12
    assert reply.request_delay == 7.0


def test_state_file_keeps_the_last_of_repeated_elements() -> None:
    data = b"""<client_state>
<project><master_url>http://127.0.0.1:1/</master_url><project_name>A</project_name>
<project_name>B</project_name><resource_share>50</resource_share><resource_share>200</resource_share></project>
<app><name>a</name></app>
<workunit><name>w</name><app_name>a</app_name><command_line></command_line><command_line>-x 1</command_line></workunit>
</client_state>
"""
    state, _ = parse_client_state(data, source="client_state.xml")
    (project,) = state.projects.values()
    assert project.project_name == "B" and project.resource_share == 200.0
    (wu,) = state.workunits.values()
    assert wu.name == WorkunitName("w") and wu.command_line == "-x 1"


def test_account_file_and_gui_rpc_replies_keep_the_last(tmp_path: Path) -> None:
    path = tmp_path / "account_127.0.0.1_1.xml"
    path.write_text("<account><master_url>http://127.0.0.1:1/</master_url><authenticator>old</authenticator>"
                    "<authenticator>new</authenticator><project_preferences><resource_share>5</resource_share>"
                    "<resource_share>70</resource_share></project_preferences></account>")
    account = read_account_file(path)
    assert account.authenticator == "new" and account.resource_share == 70.0
    el = parse_xml(b"<host_info><p_model></p_model><p_model>real cpu</p_model></host_info>", source="t")
    assert text(el, "p_model") == "real cpu"
