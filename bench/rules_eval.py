"""What the volunteer's rules cost the live client per availability check (every 5 s).

One ``RuleRunner.check`` with the real psutil sensors: rules re-read from the file when
it changes (a stat otherwise), the temperature and battery read, the process table
scanned for a program rule, a CSV schedule looked up. Printed: milliseconds per check
(median and max of ``--checks``) for no rules, a temperature rule, a program rule and
all five conditions together, and the share of one core at one check per 5 s.
Target: a check under 10 ms median (the engine's poll must stay in milliseconds, DESIGN.md);
the process-table scan of a program rule is what costs (psutil reads every process's name).

Usage: python bench/rules_eval.py [--checks N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.rules.runner import RuleRunner
from core.rules.sensors import PsutilSensors

RULES = {
    "no rules": "",
    "temperature": "<rule><name>t</name><when><cpu_temperature_above>80</cpu_temperature_above></when>"
                   "<then><suspend>cpu</suspend></then></rule>",
    "program": "<rule><name>p</name><when><process_running>steam</process_running></when>"
               "<then><suspend>cpu</suspend></then></rule>",
    "all five": "<rule><name>a</name><when><cpu_temperature_above>80</cpu_temperature_above>"
                "<process_running>steam</process_running><battery_below>20</battery_below>"
                "<time_window><start>00:00</start><end>24:00</end></time_window>"
                "<schedule><file>{csv}</file><above>0.3</above></schedule></when>"
                "<then><suspend>cpu</suspend></then></rule>",
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--checks", type=int, default=200)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        csv = Path(tmp) / "prices.csv"
        csv.write_text("00:00,0.2\n12:00,0.4\n")
        nprocs = 0
        for label, body in RULES.items():
            path = Path(tmp) / f"{label.replace(' ', '_')}.xml"
            path.write_text(f"<rules>{body.format(csv=csv)}</rules>")
            runner = RuleRunner(path, PsutilSensors(), lambda text, alert, kind: None)
            times = []
            for _ in range(args.checks):
                t0 = time.perf_counter()
                runner.check(time.time(), 12.0, 3)
                times.append((time.perf_counter() - t0) * 1000.0)
            med, worst = statistics.median(times), max(times)
            nprocs = len(PsutilSensors().process_names())
            print(f"{label:12s} median {med:7.3f} ms  max {worst:7.3f} ms  "
                  f"= {med / 5000.0 * 100:.4f} % of one core at one check per 5 s")
        print(f"(process table: {nprocs} distinct names)")


if __name__ == "__main__":
    main()
