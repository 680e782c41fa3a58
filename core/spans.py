"""Time spans in BOINC Manager's words, with no import beyond the standard library.

A foundation module, so that the window's formatting helpers and every client use it without loading
the engine or the HTTP client.
"""
from __future__ import annotations


def format_span(seconds: float) -> str:
    """BOINC Manager's time span: H:MM:SS, or "Nd HH:MM:SS" past a day; "---" for none."""
    if seconds != seconds or seconds < 0 or seconds == float("inf"):
        return "---"
    s = int(seconds + 0.5)
    days, s = divmod(s, 86400)
    h, s = divmod(s, 3600)
    m, s = divmod(s, 60)
    if days:
        return f"{days}d {h:02d}:{m:02d}:{s:02d}"
    return f"{h:02d}:{m:02d}:{s:02d}"
