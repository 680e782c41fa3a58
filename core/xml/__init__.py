"""XML from outside, parsed one way only: see ``core.xml.hardened``."""
from __future__ import annotations

from core.xml.hardened import MAX_XML_BYTES, parse_xml, parse_xml_file

__all__ = ["MAX_XML_BYTES", "parse_xml", "parse_xml_file"]
