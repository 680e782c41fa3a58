"""get_notices: incremental by seqno, and BOINC's refresh (a first notice with seqno -1) after a removal."""
from __future__ import annotations

from dataclasses import replace

import pytest

from core.guirpc.backend import Notice, StateBackend
from core.guirpc.client import GuiRpcClient
from core.guirpc.server import GuiRpcServer
from tests.core.guirpc.sample import NOW, PASSWORD, attached_snapshot

pytestmark = pytest.mark.timeout(30)


def notice(seqno: int, private: bool = False) -> Notice:
    return Notice(seqno, f"title {seqno}", f"body {seqno}", NOW + seqno, NOW + seqno, is_private=private)


def seqnos(client: GuiRpcClient, after: int, public: bool = False) -> list[int]:
    return [n.seqno for n in client.get_notices(after, public=public)]


def test_notices_are_incremental_and_start_over_after_a_removal() -> None:
    snap = replace(attached_snapshot(), notices=(notice(1), notice(2), notice(3, private=True)))
    backend = StateBackend(snap)
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        client = GuiRpcClient("127.0.0.1", srv.port, PASSWORD, timeout_s=5)
        watcher = GuiRpcClient("127.0.0.1", srv.port, PASSWORD, timeout_s=5)
        try:
            assert seqnos(client, 0) == [1, 2, 3]
            assert seqnos(client, 3) == []
            assert seqnos(watcher, 0, public=True) == [1, 2]  # the private one is left out
            backend.publish(replace(snap, notices=(*snap.notices, notice(4))))
            assert seqnos(client, 3) == [4]  # an addition alone never starts over
            backend.publish(replace(snap, notices=(notice(1), notice(3, private=True), notice(4), notice(5))))
            got = client.get_notices(4)
            assert [n.seqno for n in got] == [-1, 1, 3, 4, 5]  # notice 2 was removed: discard, here is all
            assert got[0].title == "" and got[1].title == "title 1"
            assert seqnos(client, 5) == []  # once per removal
            # The other connection learns of the removal at its next request, public or not.
            assert seqnos(watcher, 2, public=True) == [-1, 1, 4, 5]
        finally:
            client.close()
            watcher.close()
