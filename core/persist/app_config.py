"""A project's app_config.xml: the one parser (live client, GUI RPC and emulator), its writer and its application.

BOINC's format (lib/cc_config.cpp APP_CONFIGS)::

    <app_config>
        <app><name/><max_concurrent/><report_results_immediately/><fraction_done_exact/>
             <gpu_versions><gpu_usage/><cpu_usage/></gpu_versions></app>
        <app_version><app_name/><plan_class/><avg_ncpus/><ngpus/><cmdline/></app_version>
        <project_max_concurrent/>
        <report_results_immediately/>
    </app_config>

The file is read through the hardened parser with the 1 MiB cap for the volunteer's
configuration files: a malformed, oversized or wrongly rooted file raises
``XmlInputError`` and is refused whole. Inside a well-formed file, BOINC's rules: a
scalar given twice counts as its last value, a bad value is skipped and named in a
``AppConfigProblem`` (file line and element), an unknown element is named and passed over.
The emulator treats any problem as an error in its scenario; the live client logs them.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from lxml import etree

from core.errors import CoreError, XmlInputError
from core.ids import ProjectUrl
from core.state import ClientState
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml, read_capped

APP_CONFIG_FILE = "app_config.xml"


@dataclass(frozen=True, slots=True)
class AppConfigProblem:
    """A value or element of app_config.xml that was not used."""

    message: str
    line: int = 0
    element: str = ""

    def __str__(self) -> str:
        where = f"line {self.line}" if self.line else ""
        what = f"<{self.element}>" if self.element else ""
        return f"{APP_CONFIG_FILE} {', '.join(x for x in (where, what) if x)}: {self.message}"


@dataclass(frozen=True, slots=True)
class AppConfig:
    """One ``<app>``. ``max_concurrent`` 0 = no limit."""

    name: str
    max_concurrent: int = 0
    report_results_immediately: bool = False
    fraction_done_exact: bool = False
    gpu_usage: float = 0.0
    cpu_usage: float = 0.0


@dataclass(frozen=True, slots=True)
class AppVersionConfig:
    """One ``<app_version>``. ``avg_ncpus``/``ngpus`` 0 = not given."""

    app_name: str
    plan_class: str = ""
    cmdline: str = ""
    avg_ncpus: float = 0.0
    ngpus: float = 0.0


@dataclass(frozen=True, slots=True)
class AppConfigs:
    """A whole app_config.xml as parsed."""

    apps: tuple[AppConfig, ...] = ()
    app_versions: tuple[AppVersionConfig, ...] = ()
    project_max_concurrent: int = 0
    report_results_immediately: bool = False

    def to_xml(self) -> str:
        """The file in BOINC's layout (APP_CONFIGS::write), as set_app_config writes it."""
        out = ["<app_config>"]
        for a in self.apps:
            out += ["    <app>", f"        <name>{_esc(a.name)}</name>",
                    f"        <max_concurrent>{a.max_concurrent}</max_concurrent>",
                    "        <gpu_versions>", f"            <gpu_usage>{a.gpu_usage:f}</gpu_usage>",
                    f"            <cpu_usage>{a.cpu_usage:f}</cpu_usage>", "        </gpu_versions>",
                    f"        <fraction_done_exact>{int(a.fraction_done_exact)}</fraction_done_exact>",
                    f"        <report_results_immediately>{int(a.report_results_immediately)}"
                    "</report_results_immediately>", "    </app>"]
        for v in self.app_versions:
            out += ["    <app_version>", f"        <app_name>{_esc(v.app_name)}</app_name>",
                    f"        <plan_class>{_esc(v.plan_class)}</plan_class>",
                    f"        <cmdline>{_esc(v.cmdline)}</cmdline>",
                    f"        <avg_ncpus>{v.avg_ncpus:f}</avg_ncpus>", f"        <ngpus>{v.ngpus:f}</ngpus>",
                    "    </app_version>"]
        out += [f"    <project_max_concurrent>{self.project_max_concurrent}</project_max_concurrent>",
                f"    <report_results_immediately>{int(self.report_results_immediately)}"
                "</report_results_immediately>", "</app_config>"]
        return "\n".join(out) + "\n"


@dataclass(frozen=True, slots=True)
class ParsedAppConfig:
    config: AppConfigs
    problems: tuple[AppConfigProblem, ...] = ()
    # The element of each problem, for readers that point at it (the emulator).
    elements: tuple[etree._Element, ...] = field(default=(), repr=False, compare=False)


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_Reader = Callable[["_Parser", etree._Element], object]
_R = TypeVar("_R")


class _Parser:
    def __init__(self) -> None:
        self.problems: list[AppConfigProblem] = []
        self.elements: list[etree._Element] = []

    def problem(self, el: etree._Element, message: str) -> None:
        self.problems.append(AppConfigProblem(message, el.sourceline or 0, str(el.tag)))
        self.elements.append(el)

    def text(self, el: etree._Element) -> str:
        return (el.text or "").strip()

    def number(self, el: etree._Element) -> float | None:
        t = self.text(el)
        try:
            v = float(t)
        except ValueError:
            self.problem(el, f"expected a number, found {t!r}; skipped")
            return None
        if not math.isfinite(v):
            self.problem(el, f"expected a finite number, found {t!r}; skipped")
            return None
        return v

    def number_where(self, el: etree._Element, ok: Callable[[float], bool], must: str) -> float | None:
        """A number that passes ``ok``; else the problem "``must``, not N" and None."""
        v = self.number(el)
        if v is None:
            return None
        if not ok(v):
            self.problem(el, f"{must}, not {v:g}; skipped")
            return None
        return v

    def count(self, el: etree._Element) -> int | None:
        """A whole number ≥ 0 (max_concurrent, project_max_concurrent)."""
        v = self.number_where(el, lambda v: v >= 0 and v == int(v), "must be a whole number ≥ 0")
        return None if v is None else int(v)

    def positive(self, el: etree._Element) -> float | None:
        return self.number_where(el, lambda v: v > 0, "must be positive")

    def nonneg(self, el: etree._Element) -> float | None:
        return self.number_where(el, lambda v: v >= 0, "must not be negative")

    def flag(self, el: etree._Element) -> bool | None:
        t = self.text(el)
        if t == "":
            return True  # <tag/> as BOINC's parse_bool
        try:
            return int(t) != 0
        except ValueError:
            self.problem(el, f"expected 0 or 1, found {t!r}; skipped")
            return None

    def cmdline(self, el: etree._Element) -> str | None:
        v = self.text(el)
        if len(v) > 255:
            self.problem(el, "longer than 255 characters; skipped")
            return None
        return v

    def gpu_versions(self, el: etree._Element) -> dict[str, object]:
        return self.values(el, _GPU_VERSIONS, "gpu_versions")

    def values(self, el: etree._Element, readers: Mapping[str, _Reader], where: str) -> dict[str, object]:
        """``el``'s children read by their tags' readers, the last of a repeated one winning (a
        group's reader gives its values as a dict); any other child is a problem, ignored."""
        vals: dict[str, object] = {}
        for c in _children(el):
            tag = str(c.tag)
            read = readers.get(tag)
            if read is None:
                self.problem(c, f"unknown element inside <{where}>; ignored")
                continue
            v = read(self, c)
            if isinstance(v, dict):
                vals.update(v)
            elif v is not None:
                vals[tag] = v
        return vals

    def record(self, el: etree._Element, make: Callable[..., _R], readers: Mapping[str, _Reader], key: str,
               missing: str) -> _R | None:
        """What ``make`` builds of ``el``'s values; None (the problem ``missing``) without a ``key``."""
        vals = self.values(el, readers, str(el.tag))
        if not vals.get(key):
            self.problem(el, missing)
            return None
        return make(**vals)

    def root(self, root: etree._Element) -> AppConfigs:
        apps: list[AppConfig] = []
        versions: list[AppVersionConfig] = []
        pmc = 0
        rri = False
        for c in _children(root):
            tag = str(c.tag)
            if tag == "app":
                a = self.record(c, AppConfig, _APP, "name", "<app> without a <name>; skipped")
                if a is not None:
                    apps.append(a)
            elif tag == "app_version":
                av = self.record(c, AppVersionConfig, _APP_VERSION, "app_name",
                                 "<app_version> without an <app_name>; skipped")
                if av is not None:
                    versions.append(av)
            elif tag == "project_max_concurrent":
                n = self.count(c)
                if n is not None:
                    pmc = n
            elif tag == "report_results_immediately":
                f = self.flag(c)
                if f is not None:
                    rri = f
            else:
                self.problem(c, "unknown element in <app_config>; ignored")
        return AppConfigs(tuple(apps), tuple(versions), pmc, rri)


# Each element's reader, by where it stands; the fields take the elements' names.
_GPU_VERSIONS: dict[str, _Reader] = {"gpu_usage": _Parser.nonneg, "cpu_usage": _Parser.nonneg}
_APP: dict[str, _Reader] = {
    "name": _Parser.text, "max_concurrent": _Parser.count, "report_results_immediately": _Parser.flag,
    "fraction_done_exact": _Parser.flag, "gpu_versions": _Parser.gpu_versions, "cpu_usage": _Parser.nonneg,
}
_APP_VERSION: dict[str, _Reader] = {
    "app_name": _Parser.text, "plan_class": _Parser.text, "cmdline": _Parser.cmdline,
    "avg_ncpus": _Parser.positive, "ngpus": _Parser.nonneg,
}


def _children(el: etree._Element) -> Iterable[etree._Element]:
    return (c for c in el if isinstance(c.tag, str))


def parse_app_config(data: bytes | str, source: str = APP_CONFIG_FILE) -> ParsedAppConfig:
    """Parse app_config.xml text; ``XmlInputError`` if it is not an ``<app_config>`` document."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_CONFIG_FILE_BYTES:
        raise XmlInputError(f"refused: {len(raw)} bytes is over the {MAX_CONFIG_FILE_BYTES}-byte limit for "
                            "app_config.xml", source=source)
    root = parse_xml(raw, source=source)
    if root.tag != "app_config":
        raise XmlInputError(f"the root element must be <app_config>, not <{root.tag}>", source=source,
                            line=root.sourceline or 0)
    p = _Parser()
    config = p.root(root)
    return ParsedAppConfig(config, tuple(p.problems), tuple(p.elements))


def read_app_config(path: Path | str) -> ParsedAppConfig:
    """Read and parse an app_config.xml file (capped at 1 MiB); ``XmlInputError`` if refused."""
    return parse_app_config(read_capped(path, MAX_CONFIG_FILE_BYTES), source=str(path))


# ---------------------------------------------------------------- applying it to the live state


def clear_app_config(state: ClientState, url: ProjectUrl) -> None:
    """Undo a project's limits (its file is gone), as BOINC's clear_app_config."""
    for (u, _name), app in state.apps.items():
        if u == url:
            app.max_concurrent = 0
    p = state.projects.get(url)
    if p is not None:
        p.project_max_concurrent = 0


def apply_app_config(state: ClientState, url: ProjectUrl, cfg: AppConfigs, *, quiet: bool = False) -> list[str]:
    """Put ``cfg`` in force for project ``url``; returns lines about entries that match nothing.

    App limits, the project limit, app versions' avg_ncpus, ngpus and cmdline (BOINC's
    config_app_versions: same app, same plan class), an app's <gpu_versions> (gpu_usage,
    cpu_usage of each of its GPU versions), report_results_immediately (its
    results are marked to be reported at once). ``quiet``: skip the lines (re-applying
    after a scheduler reply brought new apps, versions or tasks).
    """
    lines: list[str] = []
    clear_app_config(state, url)
    known = sorted(str(name) for (u, name) in state.apps if u == url)
    immediate_apps: set[str] = set()
    for a in cfg.apps:
        app = next((x for (u, name), x in state.apps.items() if u == url and name == a.name), None)
        if app is None:
            if known:
                lines.append(f"Your app_config.xml file refers to an unknown application '{a.name}'. "
                             f"Known applications: {', '.join(repr(k) for k in known)}")
            continue
        app.max_concurrent = a.max_concurrent
        if a.report_results_immediately:
            immediate_apps.add(a.name)
        if a.gpu_usage > 0 or a.cpu_usage > 0:
            # <gpu_versions>: every GPU version of the app uses this share of a device and these CPUs.
            for av in state.app_versions:
                if av.project_url == url and av.app_name == a.name and av.uses_gpu:
                    if a.gpu_usage > 0:
                        av.gpu_usage = a.gpu_usage
                    if a.cpu_usage > 0:
                        av.avg_ncpus = a.cpu_usage
    for v in cfg.app_versions:
        found = False
        for av in state.app_versions:
            if av.project_url != url or av.app_name != v.app_name or av.plan_class != v.plan_class:
                continue
            found = True
            if v.cmdline:
                av.cmdline = v.cmdline
            if v.avg_ncpus > 0:
                av.avg_ncpus = v.avg_ncpus
            if v.ngpus > 0 and av.uses_gpu:
                av.gpu_usage = v.ngpus
        if not found and known:
            lines.append(f"Entry in app_config.xml for app '{v.app_name}', plan class '{v.plan_class}' "
                         "doesn't match any app versions")
    p = state.projects.get(url)
    if p is not None:
        p.project_max_concurrent = cfg.project_max_concurrent
    if cfg.report_results_immediately or immediate_apps:
        for r in state.results.values():
            if r.project_url != url or r.got_server_ack:
                continue
            wu = state.workunits.get((url, r.wu_name))
            if cfg.report_results_immediately or (wu is not None and wu.app_name in immediate_apps):
                r.report_immediately = True
    return [] if quiet else lines


def load_app_configs(state: ClientState, project_dir: Callable[[str], Path],
                     log: Callable[[ProjectUrl, str], None],
                     previous: dict[ProjectUrl, AppConfigs]) -> dict[ProjectUrl, AppConfigs]:
    """Read every attached project's app_config.xml and apply it (at start and on read_cc_config).

    Logs "Found app_config.xml" and a line per problem, as BOINC. A refused file
    (malformed, oversized, not ``<app_config>``) changes nothing: the project keeps
    what was in force (``previous``). A missing file clears the project's limits.
    """
    out: dict[ProjectUrl, AppConfigs] = {}
    for url in list(state.projects):
        try:
            path = project_dir(url) / APP_CONFIG_FILE
        except CoreError:  # a URL with no safe directory has no file either
            continue
        if not path.exists():
            if url in previous:
                clear_app_config(state, url)
            continue
        try:
            parsed = read_app_config(path)
        except XmlInputError as exc:
            detail = str(exc).replace(str(path), APP_CONFIG_FILE)
            log(url, f"app_config.xml refused, nothing changed: {detail}")
            if url in previous:
                out[url] = previous[url]
            continue
        log(url, f"Found {APP_CONFIG_FILE}")
        for problem in parsed.problems:
            log(url, str(problem))
        for line in apply_app_config(state, url, parsed.config):
            log(url, line)
        out[url] = parsed.config
    return out


def reapply_app_configs(state: ClientState, configs: dict[ProjectUrl, AppConfigs]) -> None:
    """Apply the configs in force again, quietly (a scheduler reply may have brought apps, versions or tasks)."""
    for url, cfg in configs.items():
        if url in state.projects:
            apply_app_config(state, url, cfg, quiet=True)

