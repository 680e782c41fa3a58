"""core.xml.raw_contents: the exact text inside the root's children of an accepted document."""
from __future__ import annotations

from core.xml.hardened import parse_xml
from core.xml.raw_contents import last_child_contents, root_children

# Everything that would fool a search for "<opaque>" in the text: the tag in a comment, in
# CDATA, in an attribute value, a nested element of the same name, a '>' inside quotes,
# a DOCTYPE with an internal subset, and a processing instruction.
TRICKY = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE acct_mgr_reply [ <!ELEMENT opaque ANY> ]>
<acct_mgr_reply>
  <!-- <opaque>not this</opaque> -->
  <name a="x > y">AM &amp; co</name>
  <opaque>first</opaque>
  <x><opaque>nested, not a child of the root</opaque></x>
  <?pi <opaque>no</opaque> ?>
  <empty/>
  <opaque>
    <uuid kind='v4'>u-1</uuid><!-- note --><seen></seen><t>a &amp; b &#65;</t><![CDATA[</opaque> & ]]>
  </opaque>
</acct_mgr_reply>
"""


def test_children_of_the_root_with_their_text_as_written() -> None:
    parse_xml(TRICKY)  # the scanner reads only what the hardened parser accepted
    children = root_children(TRICKY)
    assert [name for name, _ in children] == ["name", "opaque", "x", "empty", "opaque"]
    assert children[0][1] == "AM &amp; co"
    assert children[2][1] == "<opaque>nested, not a child of the root</opaque>"
    assert children[3][1] == ""
    assert last_child_contents(TRICKY, "opaque") == (
        "\n    <uuid kind='v4'>u-1</uuid><!-- note --><seen></seen><t>a &amp; b &#65;</t>"
        "<![CDATA[</opaque> & ]]>\n  ")
    assert last_child_contents(TRICKY, "missing") is None


def test_the_text_found_is_xml_that_parses_to_the_same_thing() -> None:
    inner = last_child_contents(TRICKY, "opaque")
    assert inner is not None
    again = parse_xml(f"<opaque>{inner}</opaque>")
    assert [c.tag for c in again] == ["uuid", "seen", "t"]
    assert "".join(again.itertext()).strip().endswith("</opaque> &")
