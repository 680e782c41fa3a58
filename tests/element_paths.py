"""Every element's path below a root ("host_info/coprocs/coproc_cuda"): the layout tests compare
ours with the real client's recorded bytes this way, values aside."""
from __future__ import annotations

from lxml import etree


def element_paths(root: etree._Element) -> set[str]:
    out: set[str] = set()

    def walk(el: etree._Element, prefix: str) -> None:
        for child in el:
            if isinstance(child.tag, str):
                path = f"{prefix}{child.tag}"
                out.add(path)
                walk(child, path + "/")

    walk(root, "")
    return out
