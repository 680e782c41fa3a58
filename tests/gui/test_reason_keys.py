"""The window explains work fetch's reasons by their keys (the enums' names), not by the engine's words."""
from __future__ import annotations

from boinc_gui.tables.reasons import project_sentence
from core.policy.rpc_backoff import DeferReason
from core.policy.work_fetch import FetchReason
from core.state.prefs import GlobalPrefs
from tests.gui.snapshots import project_row

NOW = 1_000_000.0


def test_a_reason_reads_the_same_whatever_the_engine_calls_it() -> None:
    prefs = GlobalPrefs(work_buf_min_days=0.5)
    keys = (f"fetch:{FetchReason.BUFFER_FULL.name}", f"defer:{DeferReason.REQUEST_DELAY.name}")
    said = project_row("http://a.example/", "A", fetch_reasons=tuple(zip(keys, ("the work buffer is full enough",
                                                                                  "the project asked us to wait"))),
                       rpc_deferred_until=NOW + 600)
    reworded = project_row("http://a.example/", "A", fetch_reasons=tuple(zip(keys, ("Puffer voll", "warten"))),
                           rpc_deferred_until=NOW + 600)
    sentence = project_sentence(said, NOW, prefs)
    assert sentence == project_sentence(reworded, NOW, prefs)
    assert sentence.startswith("Not asking: the queue already holds the 0.5 days of work you asked for")
    assert "the project asked for" in sentence


def test_a_reason_without_a_sentence_of_its_own_shows_the_engines_words() -> None:
    row = project_row("http://a.example/", "A", fetch_reasons=(
        (f"defer:{DeferReason.OTHER_PROJECT_FIRST.name}", DeferReason.OTHER_PROJECT_FIRST.value),))
    assert project_sentence(row, NOW) == "Another project is contacted first"
