"""Speed of building a scheduler request and parsing a reply with 10,000 results.

Baseline, measured in the same run: lxml serialising the same request tree
(tostring) and lxml parsing the same reply bytes with no interpretation. The
ratios say what our document building and reply interpretation cost on top of
bare lxml. Run: .venv/bin/python bench/sched_rpc_xml.py
"""
from __future__ import annotations

import time
from collections.abc import Callable

from lxml import etree

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.ports import SchedulerRequest
from core.sched_rpc import RequestExtras, build_scheduler_request, parse_scheduler_reply
from core.state import AppVersion, ClientState, Project, Result, ResultState, Workunit

N = 10_000
URL = ProjectUrl("http://bench.example/")


def _state() -> ClientState:
    state = ClientState()
    state.projects[URL] = Project(URL, authenticator="x")
    state.app_versions.append(AppVersion(URL, AppName("app"), 100))
    for i in range(N):
        wu = Workunit(URL, WorkunitName(f"wu_{i}"), AppName("app"))
        state.workunits[(URL, wu.name)] = wu
        r = Result(URL, ResultName(f"wu_{i}_0"), wu.name, version_num=100, stderr_out="done\n")
        if i % 2:
            r.state, r.ready_to_report = ResultState.FILES_UPLOADED, True
        state.results[r.key] = r
    return state


def _reply() -> bytes:
    parts = ["<scheduler_reply>\n<app><name>app</name></app>\n"]
    for i in range(N):
        parts.append(
            f"<file_info><name>in_{i}</name><url>http://bench.example/d/in_{i}</url>"
            f"<md5_cksum>0123456789abcdef0123456789abcdef</md5_cksum><nbytes>100</nbytes></file_info>\n"
            f"<workunit><name>w_{i}</name><app_name>app</app_name><file_ref><file_name>in_{i}</file_name>"
            f"</file_ref></workunit>\n<result><name>w_{i}_0</name><wu_name>w_{i}</wu_name>"
            f"<report_deadline>2000000000</report_deadline><version_num>100</version_num></result>\n"
            f"<result_ack><name>r_{i}</name></result_ack>\n"
        )
    parts.append("</scheduler_reply>\n")
    return "".join(parts).encode()


def _best(fn: Callable[[], object], runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> None:
    state = _state()
    ready = tuple(r.name for r in state.results.values() if r.ready_to_report)
    req = SchedulerRequest(URL, reason=3, work_req_seconds=1000.0, req_instances=1.0, report=ready)
    doc = build_scheduler_request(state, req, 1e9, disk=None, other=RequestExtras())
    tree = etree.fromstring(doc)
    build_s = _best(lambda: build_scheduler_request(state, req, 1e9, disk=None, other=RequestExtras()))
    base_build_s = _best(lambda: etree.tostring(tree))
    reply = _reply()
    parse_s = _best(lambda: parse_scheduler_reply(reply, "bench"))
    base_parse_s = _best(lambda: etree.fromstring(reply))
    print(f"request: {len(doc) / 1e6:.1f} MB, {N} results ({len(ready)} reported)")
    print(f"  build_scheduler_request {build_s * 1e3:8.1f} ms   lxml tostring {base_build_s * 1e3:8.1f} ms"
          f"   ratio {build_s / base_build_s:5.1f}")
    print(f"reply: {len(reply) / 1e6:.1f} MB, {N} results, files, workunits and acks")
    print(f"  parse_scheduler_reply   {parse_s * 1e3:8.1f} ms   lxml fromstring {base_parse_s * 1e3:6.1f} ms"
          f"   ratio {parse_s / base_parse_s:5.1f}")


if __name__ == "__main__":
    main()
