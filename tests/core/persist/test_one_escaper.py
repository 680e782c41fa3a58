"""One project-URL escaper: the names the GUI RPC server tells (project_dir), the scheduler
transport writes (sched_request_/sched_reply_) and the data directory reads agree for any URL,
canonical or not (BOINC's escape_project_url, reference/client-state.md section 1.1)."""
from __future__ import annotations

from pathlib import Path

from core.guirpc.render import _project_dir
from core.ids import ProjectUrl
from core.persist.paths import DataDir, escape_url

URLS = ("http://a.example.org/", "http://a.example.org/b//", "https://A.example.org:8080/x/y", "http://a.org/ü?q=1")


def test_every_reader_and_writer_of_project_file_names_uses_one_escaper(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    for url in URLS:
        name = escape_url(url)
        assert dd.project_dir(ProjectUrl(url)).name == name
        assert _project_dir(str(tmp_path), url) == f"{tmp_path}/projects/{name}"
        assert dd.sched_reply_file(url).name == f"sched_reply_{name}.xml"
    assert escape_url("http://a.example.org/b//") == "a.example.org_b_"  # one trailing '_' dropped, as BOINC
