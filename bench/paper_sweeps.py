"""The study's five experiments (../shared/POLICIES.md), run on our emulator.

Writes docs/emulator-results.md (one table per sweep, with the command that
reproduces it) and one PNG plot per sweep in docs/img/. Every run is event
driven, seeded, over the base scenario with one parameter swept.

    python bench/paper_sweeps.py            # 100 days, as the study (a few minutes)
    python bench/paper_sweeps.py --days 20  # quicker look
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.emulator.run import run_scenario  # noqa: E402
from core.emulator.scenario import DAY, HostSpec, ProjectSpec, Scenario  # noqa: E402
from core.state.prefs import GlobalPrefs  # noqa: E402

BASE_FLOPS = 1.3e13
BASE_LATENCY = 9 * DAY
METRICS = ("idleness", "waste", "share_violation", "monotony")

Row = tuple[float, str, dict[str, float | int]]


def base(days: float, projects: Sequence[ProjectSpec], **prefs: float) -> Scenario:
    p = replace(GlobalPrefs(work_buf_min_days=0.1, work_buf_additional_days=0.25,
                            cpu_scheduling_period_minutes=60), **prefs)  # type: ignore[arg-type]
    return Scenario(name="base", duration_s=days * DAY, host=HostSpec(), prefs=p, projects=tuple(projects))


def mix(m: int) -> list[ProjectSpec]:
    return [ProjectSpec(f"p{i}", resource_share=100 * i, latency_bound_s=BASE_LATENCY * i,
                        flops_mean=BASE_FLOPS * i) for i in range(1, m + 1)]


def sweep(name: str, xs: Sequence[float], policies: Sequence[str], make: Callable[[float], Scenario]) -> list[Row]:
    rows: list[Row] = []
    for x in xs:
        s = make(x)
        for pol in policies:
            r = run_scenario(s, policy=pol)
            rows.append((x, pol, r.figures))
            print(f"  {name} x={x:g} {pol}: " + " ".join(f"{k}={r.figures[k]:.4f}" for k in METRICS)
                  + f" ({r.wall_seconds:.2f} s)", flush=True)
    return rows


def table(rows: list[Row], xname: str) -> str:
    head = f"| {xname} | policy | " + " | ".join(METRICS) + " | RPCs | jobs done | jobs late |"
    sep = "|" + " --- |" * (len(METRICS) + 5)
    lines = [head, sep]
    for x, pol, f in rows:
        lines.append(f"| {x:g} | {pol} | " + " | ".join(f"{f[k]:.4f}" for k in METRICS)
                     + f" | {f['rpc_count']} | {f['jobs_done']} | {f['jobs_late']} |")
    return "\n".join(lines)


def plot(rows: list[Row], xname: str, metric: str, path: Path, title: str, logx: bool = False) -> None:
    """One line per policy; pyqtgraph rendered offscreen (the product's own plotting stack)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import pyqtgraph as pg
    import pyqtgraph.exporters
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    pg.setConfigOptions(background="w", foreground="k", antialias=True)
    w = pg.PlotWidget(title=title)
    w.resize(640, 400)
    w.addLegend()
    w.setLabel("bottom", xname)
    w.setLabel("left", metric)
    w.setLogMode(x=logx, y=False)
    colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"]
    for i, pol in enumerate(dict.fromkeys(p for _, p, _ in rows)):
        pts = [(x, float(f[metric])) for x, p, f in rows if p == pol]
        w.plot([a for a, _ in pts], [b for _, b in pts], pen=pg.mkPen(colours[i % 5], width=2),
               symbol="o", symbolSize=6, symbolBrush=colours[i % 5], name=pol)
    path.parent.mkdir(parents=True, exist_ok=True)
    exporter = pyqtgraph.exporters.ImageExporter(w.plotItem)
    exporter.parameters()["width"] = 640
    exporter.export(str(path))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=float, default=100)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "emulator-results.md")
    args = ap.parse_args()
    days = args.days
    img = args.out.parent / "img"
    t0 = time.perf_counter()
    sections: list[str] = []

    def section(title: str, rows: list[Row], xname: str, metric: str, png: str, what: str, logx: bool = False) -> None:
        plot(rows, xname, metric, img / png, title, logx)
        sections.append(f"## {title}\n\n{what}\n\n![{title}](img/{png})\n\n{table(rows, xname)}\n")

    print("mix M: CS1 vs CS2", flush=True)
    rows = sweep("mix", [1, 2, 3, 5, 8, 12, 16, 20], ["CS1_WF2_WS2_JC2", "CS2_WF2_WS2_JC2"],
                 lambda m: base(days, mix(int(m))))
    section("Mix M, CPU scheduling: CS1 vs CS2", rows, "projects M", "waste", "mix_cs.png",
            "Project i has i × the base FLOPs, latency bound and share. Work fetch WF2, WS2, JC2.")
    print("mix M: WF1 vs WF2", flush=True)
    rows = sweep("mix", [1, 2, 3, 5, 8, 12, 16, 20], ["CS2_WF1_WS2_JC2", "CS2_WF2_WS2_JC2"],
                 lambda m: base(days, mix(int(m))))
    section("Mix M, work fetch: WF1 vs WF2", rows, "projects M", "share_violation", "mix_wf.png",
            "As above, CPU scheduling CS2; WF1 vs WF2.")

    print("slack", flush=True)
    rows = sweep("slack", [1, 1.5, 2, 3, 5, 10, 20, 40, 60], ["CS1_WF1_WS1_JC1", "CS2_WF2_WS2_JC2", "V4"],
                 lambda k: base(days, [ProjectSpec("base", latency_bound_s=k * BASE_FLOPS / 1e9)]))
    section("Slack (one project)", rows, "slack", "waste", "slack.png",
            "Latency bound = slack × job FLOPs / host speed. The study's two extremes and the seed's v4 client.")

    print("buffer x slack", flush=True)
    rows = []
    for hours in (1.0, 2.0, 4.0, 8.4):
        sub = sweep(f"buffer {hours}h", [1, 2, 3, 4, 5], ["CS2_WF2_WS2_JC2"],
                    lambda k, h=hours: base(days, [ProjectSpec("base", latency_bound_s=k * BASE_FLOPS / 1e9)],
                                            work_buf_min_days=h / 24 / 2, work_buf_additional_days=h / 24 / 2))
        rows += [(x, f"buffer {hours:g} h", f) for x, _, f in sub]
    section("Buffer size × slack", rows, "slack", "waste", "buffer_slack.png",
            "Total work buffer 1–8.4 h (half min, half additional), slack 1–5, CS2_WF2_WS2_JC2.")

    print("work send", flush=True)

    def ws(s: float) -> Scenario:
        projects = [ProjectSpec("small", flops_mean=BASE_FLOPS, flops_std=s / 1000 * BASE_FLOPS),
                    ProjectSpec("large", flops_mean=10 * BASE_FLOPS, flops_std=s / 1000 * 10 * BASE_FLOPS,
                                latency_bound_s=10 * BASE_LATENCY)]
        sc = base(days, projects, work_buf_min_days=2, work_buf_additional_days=0)
        return replace(sc, host=replace(sc.host, connection_interval_s=2 * DAY))
    rows = sweep("work send", [1, 10, 100, 300, 1000], ["CS2_WF2_WS1_JC2", "CS2_WF2_WS2_JC2"], ws)
    section("Work send: WS1 vs WS2", rows, "s (std dev = s/1000 × mean)", "waste", "work_send.png",
            "Connection interval and buffer 2 days; two equal-share projects whose jobs differ 10×; "
            "job FLOPs std dev = s/1000 × mean (our reading of 's from 1 to 1000': 0.1% to 100% of the mean).",
            logx=True)

    print("estimate error", flush=True)
    rows = sweep("error", [0.5, 1, 1.5, 2, 3, 4, 8], ["CS2_WF2_WS2_JC1", "CS2_WF2_WS2_JC2"],
                 lambda f: base(days, [ProjectSpec("base", estimate_error=f)]))
    section("Estimate error: JC1 vs JC2", rows, "error factor f", "waste", "estimate_error.png",
            "The client sees FLOPs estimate = actual / f (f > 1: underestimate).")

    wall = time.perf_counter() - t0
    args.out.write_text(
        "# Emulator results: the study's five experiments\n\n"
        f"Produced by `python bench/paper_sweeps.py --days {days:g}` in {wall:.0f} s of wall time "
        "(event driven, seed 1). Figures: idleness, waste, share violation and monotony as defined in "
        "docs/emulator.md (0 best). Base scenario: 2 CPUs of 1e9 FLOPS, available 80% of the time, "
        "scheduling period 60 min, buffer 0.1 + 0.25 days, jobs of 1.3e13 FLOPs, latency bound 9 days.\n\n"
        + "\n".join(sections)
    )
    print(f"wrote {args.out} in {wall:.0f} s")


if __name__ == "__main__":
    main()
