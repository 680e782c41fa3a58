"""Write and read a client_state.xml holding 10,000 results.

Target: writing (render + atomic replace with fsync) under 200 ms. Prints the
times and their ratio to two baselines measured in the same run on the same
machine: writing the same bytes with a plain ``open().write`` (no fsync, no
rename), and serialising an equivalent lxml tree with ``etree.tostring``.

    .venv/bin/python bench/state_file_write.py [n_results]
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from lxml import etree

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.persist.state_file import read_client_state, write_client_state
from core.persist.state_writer import render_client_state
from core.state import (
    App,
    AppVersion,
    ClientState,
    FileInfo,
    FileRef,
    Project,
    Result,
    ResultState,
    Workunit,
)
from core.xml.hardened import parse_xml

NOW = 1_767_225_600.0


def build_state(n_results: int) -> ClientState:
    s = ClientState()
    urls = [ProjectUrl(f"https://project{i}.example.org/") for i in range(4)]
    for url in urls:
        s.projects[url] = Project(url, project_name=url[8:20], scheduler_urls=[url + "cgi"])
        s.apps[(url, AppName("sim"))] = App(url, AppName("sim"), "Simulator")
        exe = FileName("sim_1.00_x86_64-pc-linux-gnu")
        s.file_infos[(url, exe)] = FileInfo(url, exe, nbytes=1e6, status=1, executable=True)
        s.app_versions.append(AppVersion(url, AppName("sim"), 100, "x86_64-pc-linux-gnu",
                                         file_refs=[FileRef(exe, main_program=True)]))
    for i in range(n_results):
        url = urls[i % len(urls)]
        wu = WorkunitName(f"sim_wu_{i}")
        inp, out = FileName(f"in_{i}"), FileName(f"sim_wu_{i}_0_r0")
        s.file_infos[(url, inp)] = FileInfo(url, inp, nbytes=2e6, status=1, download_urls=[url + f"dl/{inp}"])
        s.file_infos[(url, out)] = FileInfo(url, out, max_nbytes=2e7, upload_urls=[url + "upload"])
        s.workunits[(url, wu)] = Workunit(url, wu, AppName("sim"), rsc_fpops_est=1.3e13,
                                          input_files=[FileRef(inp, "in")])
        name = ResultName(f"{wu}_0")
        s.results[(url, name)] = Result(url, name, wu, report_deadline=NOW + 9 * 86400, received_time=NOW - i,
                                        state=ResultState.FILES_DOWNLOADED, version_num=100,
                                        platform="x86_64-pc-linux-gnu", output_files=[FileRef(out, "out")])
    return s


def best_of(repeats: int, fn: object) -> float:
    assert callable(fn)
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    state = build_state(n)
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        data = render_client_state(state, NOW)
        render_s = best_of(5, lambda: render_client_state(state, NOW))
        write_s = best_of(5, lambda: write_client_state(state, d, NOW))
        plain = d / "plain.xml"

        def plain_write() -> None:
            with open(plain, "wb") as fh:
                fh.write(data)

        plain_s = best_of(5, plain_write)
        tree = parse_xml(data)
        lxml_s = best_of(5, lambda: etree.tostring(tree))
        read_s = best_of(5, lambda: read_client_state(d, with_accounts=False))
        loaded = read_client_state(d, with_accounts=False)
        assert len(loaded.state.results) == n and not loaded.warnings, loaded.warnings[:3]
    print(f"state with {n} results, {len(state.file_infos)} files: {len(data) / 1e6:.1f} MB")
    print(f"render only                 {render_s * 1000:8.1f} ms")
    print(f"write_client_state (fsync)  {write_s * 1000:8.1f} ms   target < 200 ms: "
          f"{'OK' if write_s < 0.2 else 'MISSED'}")
    print(f"baseline plain write        {plain_s * 1000:8.1f} ms   ratio {write_s / plain_s:6.1f}x")
    print(f"baseline lxml tostring      {lxml_s * 1000:8.1f} ms   ratio {write_s / lxml_s:6.1f}x")
    print(f"read_client_state           {read_s * 1000:8.1f} ms   ratio to write {read_s / write_s:6.1f}x")


if __name__ == "__main__":
    main()
