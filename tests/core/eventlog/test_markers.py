"""core/eventlog/markers.py: BOINC's ``_("…")`` translation markers in client and project text."""
from __future__ import annotations

from core.eventlog.markers import marked_fragments, replace_markers, strip_markers

# As a BOINC client sends a scheduler's message when the request carries <translatable/>.
SCHEDULER_LINE = ('_("Your current settings do not allow tasks from this project.") '
                  '_("To fix this, you can ") _("change Project Preferences on the project\'s web site")')


def test_fragments_are_found_in_order() -> None:
    assert marked_fragments(SCHEDULER_LINE) == [
        "Your current settings do not allow tasks from this project.",
        "To fix this, you can ",
        "change Project Preferences on the project's web site",
    ]


def test_strip_leaves_the_english_text_without_markers() -> None:
    text = strip_markers(SCHEDULER_LINE)
    assert '_("' not in text and '")' not in text
    assert text.startswith("Your current settings do not allow tasks from this project. To fix this")


def test_replace_uses_the_translation_and_keeps_unmarked_text() -> None:
    out = replace_markers('Project X: _("Notice from server") 42', lambda s: s.upper())
    assert out == "Project X: NOTICE FROM SERVER 42"
    assert replace_markers("no markers here", lambda s: "x") == "no markers here"
