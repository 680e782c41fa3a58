"""Menu accelerators (the "&F" of "&File"): reading a text's, and giving one to a text that comes
from outside (a project's web-link names), so that every menu entry is reachable by keys.

Qt's rule: "&x" marks x, "&&" is a literal ampersand. Plain strings, no Qt here.
"""
from __future__ import annotations

SPARE = "abcdefghijklmnopqrstuvwxyz0123456789"


def accelerator(text: str) -> str | None:
    """The marked character of a menu text, lower-cased ("E&xit" -> "x"); None when it has none."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            return text[i + 1].lower()
        i += 1
    return None


def escaped(text: str) -> str:
    """``text`` shown as it is in a menu (its ampersands doubled, so none marks a key)."""
    return text.replace("&", "&&")


def with_free_accelerator(text: str, taken: set[str]) -> str:
    """Outside ``text`` (its own ampersands doubled) with its first ASCII letter or digit not yet in
    ``taken`` marked, and that key added to ``taken``. A text with no such character (a name in
    Japanese) gets a spare key after it, "(&K)", as Japanese and Chinese menus show theirs."""
    for i, ch in enumerate(text):
        if ch.isascii() and ch.isalnum() and ch.lower() not in taken:
            taken.add(ch.lower())
            return escaped(text[:i]) + "&" + escaped(text[i:])
    spare = next((k for k in SPARE if k not in taken), None)
    if spare is None:
        return escaped(text)
    taken.add(spare)
    return f"{escaped(text)} (&{spare.upper()})"
