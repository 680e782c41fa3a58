"""get_messages with <translatable/>: the _("…") markers kept for the manager, dropped without it."""
from __future__ import annotations

from dataclasses import replace

import pytest

from core.eventlog.markers import marked_fragments, strip_markers
from core.guirpc.backend import Message, StateBackend
from core.guirpc.client import GuiRpcClient
from core.guirpc.server import GuiRpcServer
from tests.core.guirpc.sample import NOW, PASSWORD, attached_snapshot

pytestmark = pytest.mark.timeout(30)

# A line as BOINC's client holds it: the fragment its scheduler code marks _("…").
MARKED = 'Fixture Project: _("Tasks can\'t access Internet - check network connection")'


def test_translatable_keeps_markers_and_plain_request_strips_them() -> None:
    snap = replace(attached_snapshot(), messages=(Message(1, "Fixture Project", 2, MARKED, int(NOW)),))
    with GuiRpcServer(StateBackend(snap), PASSWORD, port=0) as srv:
        client = GuiRpcClient("127.0.0.1", srv.port, PASSWORD, timeout_s=5)
        try:
            marked = client.get_messages(0, translatable=True)
            plain = client.get_messages(0)
        finally:
            client.close()
    assert marked_fragments(marked[0].body) == ["Tasks can't access Internet - check network connection"]
    assert plain[0].body == strip_markers(MARKED) and '_("' not in plain[0].body
