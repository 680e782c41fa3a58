"""The two text formats a Prometheus scrape reads: OpenMetrics 1.0 and Prometheus 0.0.4.

Written by hand rather than with prometheus_client: the whole format is the few rules
below, every family is rebuilt from a snapshot at each scrape (no registry of live
metric objects to keep or to leak series into), and the client gains no dependency. The
tests check the output with the real tools: Prometheus scrapes it, ``promtool check
metrics`` lints it.

Rules kept here: metric and label names match ``[a-zA-Z_:][a-zA-Z0-9_:]*`` (labels without
the colon and never ``__``-prefixed); label values escape backslash, double quote and
newline; a counter's family is named without ``_total`` in OpenMetrics and its samples
with it; a family with a unit ends in ``_<unit>``; OpenMetrics ends with ``# EOF``.
"""
from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

OPENMETRICS_TYPE = "application/openmetrics-text; version=1.0.0; charset=utf-8"
PROMETHEUS_TYPE = "text/plain; version=0.0.4; charset=utf-8"

_METRIC_NAME = re.compile(r"[a-zA-Z_:][a-zA-Z0-9_:]*\Z")
_LABEL_NAME = re.compile(r"[a-zA-Z_][a-zA-Z0-9_]*\Z")
_KINDS = ("gauge", "counter", "histogram")
# The suffix each kind's samples may carry after the family name.
_SUFFIXES = {"gauge": ("",), "counter": ("_total",), "histogram": ("_bucket", "_count", "_sum")}

Labels = tuple[tuple[str, str], ...]


def valid_metric_name(name: str) -> bool:
    return _METRIC_NAME.match(name) is not None


def valid_label_name(name: str) -> bool:
    return _LABEL_NAME.match(name) is not None and not name.startswith("__")


def escape_label_value(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _escape_help(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n")


def format_value(value: float) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    if value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


@dataclass(frozen=True, slots=True)
class Sample:
    suffix: str  # "" for gauges; "_total", "_bucket", "_count" or "_sum"
    labels: Labels
    value: float


@dataclass(slots=True)
class Family:
    """One metric family: its name (without ``_total`` for a counter), kind, help, unit and samples."""

    name: str
    kind: str
    help: str
    unit: str = ""
    samples: list[Sample] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.kind not in _KINDS:
            raise ValueError(f"unknown metric kind {self.kind!r}")
        if not valid_metric_name(self.name) or self.name.endswith("_total"):
            raise ValueError(f"bad metric family name {self.name!r}")
        if self.unit and not self.name.endswith("_" + self.unit):
            raise ValueError(f"{self.name} must end with its unit {self.unit}")

    def add(self, value: float, labels: Labels = (), suffix: str | None = None) -> None:
        sfx = _SUFFIXES[self.kind][0] if suffix is None else suffix
        if sfx not in _SUFFIXES[self.kind]:
            raise ValueError(f"suffix {sfx!r} is not one of a {self.kind}'s")
        for name, _ in labels:
            if not valid_label_name(name):
                raise ValueError(f"bad label name {name!r}")
        self.samples.append(Sample(sfx, labels, value))


def _sample_line(name: str, s: Sample) -> str:
    if s.labels:
        inner = ",".join(f'{k}="{escape_label_value(v)}"' for k, v in s.labels)
        return f"{name}{s.suffix}{{{inner}}} {format_value(s.value)}\n"
    return f"{name}{s.suffix} {format_value(s.value)}\n"


def render_openmetrics(families: Iterable[Family]) -> str:
    out: list[str] = []
    for f in families:
        out.append(f"# TYPE {f.name} {f.kind}\n")
        if f.unit:
            out.append(f"# UNIT {f.name} {f.unit}\n")
        out.append(f"# HELP {f.name} {_escape_help(f.help)}\n")
        out.extend(_sample_line(f.name, s) for s in f.samples)
    out.append("# EOF\n")
    return "".join(out)


def render_prometheus(families: Iterable[Family]) -> str:
    out: list[str] = []
    for f in families:
        # The 0.0.4 format names a counter's family with its _total, as its samples are named.
        name = f.name + "_total" if f.kind == "counter" else f.name
        out.append(f"# HELP {name} {_escape_help(f.help)}\n")
        out.append(f"# TYPE {name} {f.kind}\n")
        out.extend(_sample_line(f.name, s) for s in f.samples)
    return "".join(out)


def wants_openmetrics(accept: str | None) -> bool:
    """Content negotiation on an Accept header: OpenMetrics unless the plain text format
    is preferred (a higher q). No header, ``*/*`` or a tie: OpenMetrics."""
    if not accept:
        return True
    best_om, best_text = -1.0, -1.0
    for part in accept.split(","):
        fields = [x.strip() for x in part.split(";")]
        media = fields[0].lower()
        q = 1.0
        for param in fields[1:]:
            key, _, val = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(val)
                except ValueError:
                    q = 0.0
        if media in ("application/openmetrics-text", "*/*", "application/*"):
            best_om = max(best_om, q)
        elif media in ("text/plain", "text/*"):
            best_text = max(best_text, q)
    return best_om >= best_text
