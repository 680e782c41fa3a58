"""boinc_gui.tables.row_order, without Qt: after any change to some keys of a sorted list, moving
only the rows ``misplaced`` names by ``plan_moves`` gives a sorted list, and rows outside
the rewritten segments (and not taken out) stay where they were."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from boinc_gui.tables import row_order
from boinc_gui.tables.row_order import misplaced, plan_moves, runs, sorted_order


@settings(max_examples=300, deadline=None)
@given(size=st.integers(2, 400), changes=st.integers(1, 60), descending=st.booleans(), seed=st.integers(0, 10**6),
       far=st.sampled_from([2048, 8]))
def test_moving_the_misplaced_rows_sorts_the_list(size: int, changes: int, descending: bool, seed: int,
                                                  far: int) -> None:
    rng = random.Random(seed)
    keys = sorted((rng.randint(0, 50) for _ in range(size)), reverse=descending)  # ties on purpose
    tags = list(range(size))  # a parallel list, as the model's rows and ids are
    changed = sorted(rng.sample(range(size), min(changes, size)))
    for i in changed:
        keys[i] = rng.randint(0, 50) if rng.random() < 0.5 else keys[i] + rng.choice((-1, 1))
    bad = misplaced(keys, changed, descending)
    assert set(bad) <= set(changed)
    before = dict(zip(tags, keys))
    saved = row_order.FAR_MOVE
    row_order.FAR_MOVE = far
    try:
        if bad:
            plan = plan_moves(keys, bad, descending)
            for seq in (keys, tags):
                plan.apply(seq)
    finally:
        row_order.FAR_MOVE = saved
    assert keys == sorted(keys, reverse=descending)
    assert [before[t] for t in tags] == keys  # the parallel lists moved together
    if not bad:
        assert tags == list(range(size))


def test_runs_and_a_column_of_mixed_types() -> None:
    assert runs([1, 2, 3, 7, 9, 10]) == [(1, 3), (7, 7), (9, 10)]
    keys: list[object] = [3, "b", None, 1, "a"]
    order = sorted_order(keys, descending=False)  # by type first, then value: no TypeError
    assert [keys[i] for i in order] == [None, 1, 3, "a", "b"]
    with pytest.raises(TypeError):
        misplaced([1, "x", 2], [1], descending=False)
