"""core/xml/text_escape.py escapes and unescapes XML text exactly as xml.sax.saxutils does (the
engine's modules used saxutils until issue 36; its import loads urllib.request and http)."""
from __future__ import annotations

from xml.sax.saxutils import escape as sax_escape, unescape as sax_unescape

from hypothesis import given, strategies as st

from core.xml.text_escape import escape, unescape

# Text rich in what matters: the three characters, entities whole and cut, quotes.
PIECES = st.sampled_from(["&", "<", ">", "&amp;", "&lt;", "&gt;", "&amp;lt;", "&#60;", "&quot;", '"', "'", "a", " ",
                          "é", "\n", "]]>"])
TEXT = st.one_of(st.text(), st.lists(PIECES).map("".join))


@given(TEXT)
def test_escape_and_unescape_are_saxutils_own(text: str) -> None:
    assert escape(text) == sax_escape(text)
    assert unescape(text) == sax_unescape(text)
    assert unescape(escape(text)) == text


def test_the_cases_a_scheduler_reply_holds() -> None:
    assert escape("R&D <beta> 'q' \"d\"") == "R&amp;D &lt;beta&gt; 'q' \"d\""
    assert unescape("https://x/?a=1&amp;b=&lt;2&gt;") == "https://x/?a=1&b=<2>"
    assert unescape("&amp;lt;") == "&lt;"  # &amp; last: once unescaped, never twice
