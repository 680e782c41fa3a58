"""User-visible notices (gui-rpc.md 5.6 and 7.9): the client's own and the schedulers'.

``NoticeBoard`` numbers notices 1, 2, 3 … in arrival order and hands out those
after a given sequence number, as ``get_notices`` does. Removing notices (the
disk manager's "computation suspended" notice once space is back) bumps
``generation``, which tells GUI RPC connections to send the whole list again
(BOINC's refresh flag, sent as a first notice with seqno -1). Thread-safe.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Notice:
    seqno: int
    title: str
    description: str
    create_time: float  # Unix seconds
    arrival_time: float  # Unix seconds
    is_private: bool = False
    project_name: str = ""
    category: str = "client"  # client | scheduler | server …
    link: str = ""


class NoticeBoard:
    def __init__(self, max_kept: int = 1000) -> None:
        self._lock = threading.Lock()
        self._notices: list[Notice] = []
        self._seqno = 0
        self._generation = 0
        self._max_kept = max(max_kept, 1)

    def add(
        self,
        title: str,
        description: str,
        now: float,
        *,
        category: str = "client",
        project_name: str = "",
        link: str = "",
        is_private: bool = False,
        create_time: float | None = None,
    ) -> Notice:
        """Post a notice; returns it with its sequence number."""
        with self._lock:
            self._seqno += 1
            notice = Notice(self._seqno, title, description, now if create_time is None else create_time,
                            now, is_private, project_name, category, link)
            self._notices.append(notice)
            if len(self._notices) > self._max_kept:
                del self._notices[: len(self._notices) - self._max_kept]
                self._generation += 1
            return notice

    def remove_where(self, predicate: Callable[[Notice], bool]) -> int:
        """Remove matching notices; returns how many. Bumps ``generation`` if any."""
        with self._lock:
            kept = [n for n in self._notices if not predicate(n)]
            removed = len(self._notices) - len(kept)
            if removed:
                self._notices = kept
                self._generation += 1
            return removed

    def notices_since(self, seqno: int = 0, *, public_only: bool = False) -> list[Notice]:
        """Notices with sequence number > ``seqno``, oldest first."""
        with self._lock:
            return [n for n in self._notices if n.seqno > seqno and not (public_only and n.is_private)]

    @property
    def generation(self) -> int:
        """Increases whenever notices are removed; readers then start over from seqno 0."""
        with self._lock:
            return self._generation

    @property
    def last_seqno(self) -> int:
        with self._lock:
            return self._seqno
