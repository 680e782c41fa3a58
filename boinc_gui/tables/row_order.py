"""Keeping a sorted table in order cheaply: which changed rows must move, and how.

``RowTableModel`` (boinc_gui/tables/row_model.py) keeps every row's sort key in a list beside
the rows. After an update most changed rows are still in order (a running task whose
progress grew but did not pass its neighbour); ``misplaced`` finds the few that are not,
and ``plan_moves`` works out where each goes and how to rewrite the parallel lists
segment by segment, without touching the rest of the table. The model applies the plan
to each of its lists and sends Qt's signals; nothing here knows about Qt.
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from itertools import islice
from operator import itemgetter
from typing import Any

FAR_MOVE = 2048  # a row moving farther than this is taken out and put back (when few do)
MOVE_IN_PLACE = 16  # at most this many rows going far are moved by list deletes and inserts


def runs(indices: list[int]) -> list[tuple[int, int]]:
    """Sorted indices → contiguous (first, last) runs."""
    out: list[tuple[int, int]] = []
    first = prev = indices[0]
    for i in indices[1:]:
        if i != prev + 1:
            out.append((first, prev))
            first = i
        prev = i
    out.append((first, prev))
    return out


def safe_key(value: Any) -> tuple[str, Any]:
    """Orders values of mixed types (a column that returns None or a string now and then)."""
    return (type(value).__name__, value if isinstance(value, (int, float, str)) else str(value))


def sorted_order(keys: list[Any], descending: bool) -> list[int]:
    """The positions of ``keys`` in sorted order (stable), values of mixed types by type first."""
    try:
        return sorted(range(len(keys)), key=keys.__getitem__, reverse=descending)
    except TypeError:
        return sorted(range(len(keys)), key=lambda i: safe_key(keys[i]), reverse=descending)


def misplaced(keys: list[Any], changed: list[int], descending: bool) -> list[int]:
    """Of the changed rows at sorted positions ``changed``, those that must move.

    The others stay: each is in order after the last row that stays before it and before
    the next unchanged row, so they and the unchanged rows (in order among themselves)
    are in order together. A running task whose progress grew but did not pass its
    neighbour stays where it is; moving every changed row whenever one was out of order
    rewrote 50 segments of the table for 48 tasks of which one or two had overtaken.
    Raises TypeError for values of mixed types (the caller then sorts by ``safe_key``).
    """
    n, desc = len(keys), descending
    bad: list[int] = []
    prev: Any = None  # the key of the last row that stays, up to the current position
    has_prev = False
    nxt = -1  # the first unchanged row after the current run of changed rows
    for t, i in enumerate(changed):
        if i > 0 and (t == 0 or changed[t - 1] != i - 1):  # an unchanged row just before
            prev, has_prev = keys[i - 1], True
        if i > nxt:  # a new run: find its end
            u, nxt = t + 1, i + 1
            while u < len(changed) and changed[u] == nxt:
                u, nxt = u + 1, nxt + 1
        key = keys[i]
        after_prev = not has_prev or (not key > prev if desc else not key < prev)
        before_next = nxt >= n or (not keys[nxt] > key if desc else not key > keys[nxt])
        if after_prev and before_next:
            prev, has_prev = key, True
        else:
            bad.append(i)
    return bad


@dataclass(frozen=True, slots=True)
class MovePlan:
    """How the rows at the ``moving`` positions reach their places, the others keeping order."""

    final: list[int]  # each moved row's final position, ascending
    far: int  # rows taken out and put back (their moves are long)
    segments: list[tuple[int, int, list[int]]]  # (first, last, members): spans rewritten alone
    _far_old: list[int]
    _far_items: list[int]
    _far_final: list[int]
    _plans: list[Callable[[list[Any]], None]]

    def apply(self, seq: list[Any]) -> None:
        """Rewrite one of the parallel lists (rows, keys, hosts, ids, sort keys) in place."""
        taken = [seq[i] for i in self._far_items]
        for i in reversed(self._far_old):
            del seq[i]
        for plan in self._plans:
            plan(seq)
        for f, item in zip(self._far_final, taken):  # ascending: each lands at its final place
            seq.insert(f, item)

    @property
    def widest_segment(self) -> int:
        return max((len(members) for _, _, members in self.segments), default=0)


def plan_moves(skeys: list[Any], moving: list[int], descending: bool) -> MovePlan:
    """Where the rows at sorted positions ``moving`` go so that ``skeys`` is in order again.

    The moving rows are sorted among themselves and binary searches over the rows that stay
    (skipping the moving ones) place them. Only the span from the first row that moves to
    the last place taken is rewritten, in each of the parallel lists: running tasks sorted
    by progress move among their neighbours, so 200 of them in 50,000 rows rewrite a few
    hundred slots, not the table (the whole-table rebuild took 15 ms, and 60-90 ms on a
    busy machine, on every update). Raises TypeError (values of mixed types) before anything
    is changed.
    """
    desc = descending
    n = len(skeys)
    past: dict[int, int] = {}  # a moving position -> the first position after its run of moving rows
    for first, last in runs(moving):
        past.update(dict.fromkeys(range(first, last + 1), last + 1))
    moved = sorted(moving, key=skeys.__getitem__, reverse=desc)  # stable: equal keys keep their order

    def rank(key: Any) -> int:
        """How many staying rows go before ``key`` (it goes after those equal to it)."""
        lo, hi = 0, n
        while lo < hi:
            mid = (lo + hi) // 2
            m = past.get(mid, mid)  # the nearest staying row at or after mid (appended rows: one run)
            if m >= hi or ((skeys[m] < key) if desc else (key < skeys[m])):
                hi = mid  # rows mid..m-1 move away: before mid is before m
            else:
                lo = m + 1
        return lo - bisect_left(moving, lo)

    final = [rank(skeys[i]) + t for t, i in enumerate(moved)]  # ascending, as ``moved`` is
    # Rows going far (a local task from the bottom of 50,000 rows to the top, a new host's
    # rows) are taken out and put back by list deletes and inserts (C memmoves) when few;
    # the others move within segments of the table without them.
    far = [t for t, (i, f) in enumerate(zip(moved, final)) if abs(f - i) > FAR_MOVE]
    if len(far) > MOVE_IN_PLACE or len(far) == len(moved):
        far = []
    far_set = set(far)
    far_old = sorted(moved[t] for t in far)
    far_final = [final[t] for t in far]
    near = [t for t in range(len(moved)) if t not in far_set]
    near_old = [moved[t] - bisect_left(far_old, moved[t]) for t in near]  # in the table without far rows
    near_final = [final[t] - bisect_left(far_final, final[t]) for t in near]
    # Each near row spans its old and new places; overlapping spans join. A segment's rows
    # stay in it (every moved row that crosses a staying row of it belongs to it), so each
    # is rewritten alone: the remote hosts' running tasks make short ones.
    spans = sorted((min(i, f), max(i, f), t) for t, (i, f) in enumerate(zip(near_old, near_final)))
    segments: list[tuple[int, int, list[int]]] = []
    for a, b, t in spans:
        if segments and a <= segments[-1][1]:
            first, last, members = segments[-1]
            segments[-1] = (first, max(last, b), members)
            members.append(t)
        else:
            segments.append((a, b, [t]))
    near_set = set(near_old)
    plans = [_plan_segment(first, last + 1, sorted(members), near_old, near_final, near_set, n - len(far))
             for first, last, members in segments]
    return MovePlan(final, len(far), segments, far_old, [moved[t] for t in far], far_final, plans)


def _plan_segment(lo: int, hi: int, members: list[int], moved: list[int], final: list[int],
                  moving_set: set[int], n: int) -> Callable[[list[Any]], None]:
    """How to rewrite rows [lo, hi) of each parallel list so that ``moved[t]`` (t in
    ``members``, ascending) lands at ``final[t]``, the other rows keeping their order."""
    olds = sorted(moved[t] for t in members)
    came = [moved[t] for t in members]
    went = [final[t] for t in members]
    # Rewriting the span costs ~150 ns a row in Python; a delete and an insert memmove the
    # table's tail (~30 us per 50,000 rows, in each of the five lists) for every moved row.
    if len(members) > MOVE_IN_PLACE or (hi - lo) * 25 < len(members) * (n - lo):
        staying = iter([p for p in range(lo, hi) if p not in moving_set])
        order: list[int] = []
        for f, i in zip(went, came):
            order.extend(islice(staying, f - lo - len(order)))
            order.append(i)
        order.extend(staying)
        take = itemgetter(*order) if len(order) > 1 else (lambda seq: (seq[order[0]],))

        def rewrite(seq: list[Any]) -> None:
            seq[lo:hi] = take(seq)
        return rewrite

    # A few rows going far (a new task from the bottom of 50,000 to the top): list
    # deletes and inserts are C memmoves, cheaper than rewriting the span in Python.
    def move(seq: list[Any]) -> None:
        items = [seq[i] for i in came]
        for i in reversed(olds):
            del seq[i]
        for f, item in zip(went, items):  # ascending: each lands at its final place
            seq.insert(f, item)
    return move
