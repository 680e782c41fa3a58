"""Add an ``<exclude_gpu>`` to cc_config.xml's text: the window's form for what BOINC offers only as XML.

The volunteer's file is kept as written (comments, order, other options); the new element
goes at the end of ``<options>``, which is made when missing. Text that does not parse as a
cc_config is refused rather than replaced: the volunteer's settings are not ours to drop.
"""
from __future__ import annotations

from core.errors import XmlInputError
from core.xml.hardened import parse_xml
from core.xml.text_escape import escape


def exclusion_xml(url: str, device_num: int = -1, rsc_type: str = "", app: str = "") -> str:
    """One ``<exclude_gpu>`` element in BOINC's tags (device -1, type "" and app "": all)."""
    parts = [f"        <url>{escape(url)}</url>"]
    if device_num >= 0:
        parts.append(f"        <device_num>{device_num}</device_num>")
    if rsc_type:
        parts.append(f"        <type>{escape(rsc_type)}</type>")
    if app:
        parts.append(f"        <app>{escape(app)}</app>")
    return "    <exclude_gpu>\n" + "\n".join(parts) + "\n    </exclude_gpu>\n"


def add_gpu_exclusion(text: str, url: str, device_num: int = -1, rsc_type: str = "", app: str = "") -> str:
    """``text`` (a cc_config.xml, "" for none) with the exclusion added. Raises XmlInputError
    for text that is not a cc_config."""
    element = exclusion_xml(url, device_num, rsc_type, app)
    if not text.strip():
        return f"<cc_config>\n<options>\n{element}</options>\n</cc_config>\n"
    root = parse_xml(text, source="cc_config.xml")
    if root.tag != "cc_config":
        raise XmlInputError(f"cc_config.xml: the root is <{root.tag}>, not <cc_config>")
    at = text.rfind("</options>")
    if root.find("options") is not None and at >= 0:
        out = text[:at] + element + text[at:]
    else:
        end = text.rfind("</cc_config>")
        out = text[:end] + f"<options>\n{element}</options>\n" + text[end:]
    parse_xml(out, source="cc_config.xml")  # what is written must read back
    return out
