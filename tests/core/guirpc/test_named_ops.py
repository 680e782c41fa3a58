"""Task and transfer operations over a real GUI RPC connection: what each says when the project,
the name, or the task or transfer it names is missing, and the one command it posts otherwise."""
from __future__ import annotations

import pytest

from core.api.commands import TaskAction, TaskOp, TransferAction, TransferOp
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.ids import FileName, ResultName
from tests.core.guirpc.sample import PASSWORD, URL, RawConn, attached_snapshot

pytestmark = pytest.mark.timeout(30)

TASK = "fixture_wu_3_0"
FILE = "fixture_wu_9_out"


def _said(conn: RawConn, op: str, **parts: str) -> str:
    body = "".join(f"<{tag}>{text}</{tag}>" for tag, text in parts.items())
    return conn.call(f"<{op}>{body}</{op}>").decode()


def test_task_and_transfer_operations_refuse_what_they_cannot_name_and_post_what_they_can() -> None:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        conn = RawConn(server.port)
        conn.authorize()
        for op, name_tag, missing, unknown in (("suspend_result", "name", "Missing result name", "no such result"),
                                              ("retry_file_transfer", "filename", "Missing filename",
                                               "No such transfer waiting")):
            assert "<error>Missing project URL</error>" in _said(conn, op, **{name_tag: "x"})
            assert "<error>No such project</error>" in _said(conn, op, project_url="http://127.0.0.1:9/x/",
                                                              **{name_tag: "x"})
            assert f"<error>{missing}</error>" in _said(conn, op, project_url=URL)
            assert f"<error>{unknown}</error>" in _said(conn, op, project_url=URL, **{name_tag: "ghost"})
        assert backend.commands() == []
        assert "<success/>" in _said(conn, "suspend_result", project_url=URL, name=TASK)
        assert "<success/>" in _said(conn, "retry_file_transfer", project_url=URL, filename=FILE)
        conn.close()
    assert backend.commands() == [
        TaskOp((URL, ResultName(TASK)), TaskAction.SUSPEND),
        TransferOp((URL, FileName(FILE), ""), TransferAction.RETRY),
    ]
