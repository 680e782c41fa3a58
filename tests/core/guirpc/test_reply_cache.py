"""The server's reply cache keeps one snapshot alive, not one per cacheable op (issue 34, memory)."""
from __future__ import annotations

import dataclasses
import gc

from core.guirpc.backend import GuiRpcSnapshot, StateBackend
from core.guirpc.server import _CACHEABLE, GuiRpcServer
from tests.core.guirpc.sample import PASSWORD, RawConn, attached_snapshot


def _alive() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, GuiRpcSnapshot))


def test_old_snapshots_are_let_go_whatever_op_rendered_them() -> None:
    base = attached_snapshot(n_results=20)
    backend = StateBackend(base)
    ops = sorted(_CACHEABLE)
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        conn = RawConn(server.port)
        try:
            conn.authorize()
            before = _alive()
            # Each op is answered last from a snapshot of its own, as a client that polls
            # different ops between engine passes sees.
            for i, op in enumerate(ops):
                backend.publish(dataclasses.replace(base, now=base.now + i + 1))
                reply = conn.call(f"<{op}/>")
                assert reply.startswith(b"<boinc_gui_rpc_reply>") and b"<error>" not in reply, op
            # The same snapshot answers again from the cache: the same bytes.
            assert conn.call(f"<{ops[-1]}/>") == reply
            # Alive: the fixture's, and the backend's current one (which the cache shares).
            assert _alive() - before <= 1, f"{_alive() - before} snapshots pinned for {len(ops)} ops"
        finally:
            conn.close()
