"""XML text escaping, as ``xml.sax.saxutils.escape`` and ``unescape`` do it, without their import.

``xml.sax.saxutils`` imports ``urllib.request`` (and with it ``http.client``, ``email``,
``ssl`` and ``tempfile``) for functions this project never calls: some 10 ms of the
window's start-up (issue 36), when all the engine wants is three replacements.

``escape`` replaces ``&``, ``<`` and ``>`` (``&`` first, so none is escaped twice);
``unescape`` turns ``&lt;`` and ``&gt;`` back, then ``&amp;`` (last, so that ``&amp;lt;``
becomes ``&lt;``, as saxutils does). Neither touches quotes: element text, not attributes.
"""
from __future__ import annotations


def escape(data: str) -> str:
    """``data`` with ``&``, ``<`` and ``>`` escaped for XML element text."""
    return data.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")


def unescape(data: str) -> str:
    """``data`` with ``&lt;``, ``&gt;`` and ``&amp;`` turned back into characters."""
    return data.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


_GUI_RPC_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def escape_gui_rpc(text: str) -> str:
    """GUI RPC's escaping of element text: ``escape`` in one pass, NUL characters dropped, other
    characters left as they are (raw UTF-8 stays raw; gui-rpc.md 1.3), unlike core/xml/fields.py's
    ``esc``, which also cleans what XML cannot carry. Here rather than in core/guirpc/render.py
    so that what writes a small file (gui_proxy.xml) does not load the whole reply renderer."""
    return text.translate(_GUI_RPC_ESCAPES).replace("\x00", "")
