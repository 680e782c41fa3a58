"""The GUI RPC read operations: each reply rendered from one ``GuiRpcSnapshot``.

``PUBLIC_READS`` may be asked without a password (by local peers);
``PRIVATE_READS`` need one. ``get_notices`` keeps BOINC's refresh: when a notice
this connection was told about is gone, the reply starts with a dummy notice of
seqno -1 and then lists every notice (gui-rpc.md 5.6). Nothing here blocks.
"""
from __future__ import annotations

from pathlib import Path

from core.errors import CoreError, XmlInputError
from core.guirpc import render
from core.guirpc.backend import GuiRpcSnapshot, Notice
from core.guirpc.gui_proxy import proxy_info_lines
from core.guirpc.session import SERVER_VERSION, Ctx, Handler, error, find_project, fixed, lines
from core.ids import ProjectUrl
from core.persist.app_config import APP_CONFIG_FILE, read_app_config
from core.persist.paths import DataDir

REFRESH_NOTICE = Notice(-1, "", "", 0.0, 0.0)
# Where get_newer_version sends a volunteer for a newer client: BOINC's default
# (its nvc_config.xml client_download_url); outside libraries reject an empty one.
CLIENT_DOWNLOAD_URL = "https://boinc.berkeley.edu/download.php"
"""The dummy first notice of a refresh reply (the real client writes an empty NOTICE, seqno -1)."""


def _exchange_versions(ctx: Ctx) -> str:
    ctx.session.client_name = ctx.req.string("name")[:256]
    ma, mi, rel = SERVER_VERSION
    return lines(["<server_version>", f"   <major>{ma}</major>", f"   <minor>{mi}</minor>",
                  f"   <release>{rel}</release>", "</server_version>"])


def _get_state(ctx: Ctx) -> str:
    snap = ctx.snap
    st = snap.state
    out = ["<client_state>"]
    render.host_info(out, st.host_info, snap)
    render.net_stats(out, st)
    render.time_stats(out, st, snap.now)
    # One pass per collection, then per project in order: the reference parser
    # attaches apps, versions, workunits and results to the preceding <project>.
    groups: dict[ProjectUrl, list[str]] = {url: [] for url in st.projects}
    for a in st.apps.values():
        if a.project_url in groups:
            render.app(groups[a.project_url], a)
    for av in st.app_versions:
        if av.project_url in groups:
            render.app_version(groups[av.project_url], av, st.host_info.p_fpops)
    for wu in st.workunits.values():
        if wu.project_url in groups:
            render.workunit(groups[wu.project_url], wu)
    for r in st.results.values():
        if r.project_url in groups:
            render.result(groups[r.project_url], r, st, snap.task_extras.get(r.key), snap.now)
    for url, p in st.projects.items():
        render.project(out, p, snap)
        out += groups[url]
    ma, mi, rel = SERVER_VERSION
    out += [
        f"<platform_name>{render.esc(st.platform)}</platform_name>",
        f"<core_client_major_version>{ma}</core_client_major_version>",
        f"<core_client_minor_version>{mi}</core_client_minor_version>",
        f"<core_client_release>{rel}</core_client_release>",
        f"<executing_as_daemon>{int(snap.executing_as_daemon)}</executing_as_daemon>",
        f"<platform>{render.esc(st.platform)}</platform>",
    ]
    render.global_prefs(out, st.prefs, snap.global_prefs_override is not None)
    out.append("</client_state>")
    return lines(out)


def _tasks(out: list[str], snap: GuiRpcSnapshot, active_only: bool) -> None:
    """Every task, or those with a process slot (in slot order), each with what the engine
    knows of it beyond the state (``TaskExtras``)."""
    st = snap.state
    chosen = [st.results[k] for k in st.active_tasks if k in st.results] if active_only else st.results.values()
    for r in chosen:
        render.result(out, r, st, snap.task_extras.get(r.key), snap.now)


def _get_results(ctx: Ctx) -> str:
    out = ["<results>"]
    _tasks(out, ctx.snap, ctx.req.flag("active_only"))
    out.append("</results>")
    return lines(out)


def _get_project_status(ctx: Ctx) -> str:
    return _projects_and_tasks("projects", ctx.snap, tasks=False)


def _get_simple_gui_info(ctx: Ctx) -> str:
    return _projects_and_tasks("simple_gui_info", ctx.snap, tasks=True)


def _projects_and_tasks(tag: str, snap: GuiRpcSnapshot, tasks: bool) -> str:
    """The projects, then (``tasks``) the tasks in a slot, in one ``<tag>`` element."""
    out = [f"<{tag}>"]
    for p in snap.state.projects.values():
        render.project(out, p, snap)
    if tasks:
        _tasks(out, snap, active_only=True)
    out.append(f"</{tag}>")
    return lines(out)


def _get_file_transfers(ctx: Ctx) -> str:
    out = ["<file_transfers>"]
    for t in ctx.snap.transfers:
        render.file_transfer(out, t)
    out.append("</file_transfers>")
    return lines(out)


def _get_messages(ctx: Ctx) -> str:
    after = ctx.req.integer("seqno", 0)
    translatable = ctx.req.flag("translatable")
    out = ["<msgs>"]
    for m in ctx.snap.messages:
        if m.seqno > after:
            render.message(out, m, translatable)
    out.append("</msgs>")
    return lines(out)


def _get_message_count(ctx: Ctx) -> str:
    msgs = ctx.snap.messages
    return f"<seqno>{max((m.seqno for m in msgs), default=0)}</seqno>\n"


def _notices(ctx: Ctx, public: bool) -> str:
    """Notices after the requested seqno; after a removal, BOINC's refresh: a first notice
    with seqno -1 ("discard what you have") and then the whole list (gui-rpc.md 5.6)."""
    after = ctx.req.integer("seqno", 0)
    notices = ctx.snap.notices
    present = frozenset(n.seqno for n in notices)
    known, ctx.session.notices_known = ctx.session.notices_known, present
    out = ["<notices>"]
    if known is not None and not known <= present:
        render.notice(out, REFRESH_NOTICE)
        after = 0
    for n in notices:
        if n.seqno > after and not (public and n.is_private):
            render.notice(out, n)
    out.append("</notices>")
    return lines(out)


def _get_cc_status(ctx: Ctx) -> str:
    out: list[str] = []
    render.cc_status(out, ctx.snap.cc_status)
    return lines(out)


def _get_host_info(ctx: Ctx) -> str:
    out: list[str] = []
    render.host_info(out, ctx.snap.state.host_info, ctx.snap)
    return lines(out)


def _get_disk_usage(ctx: Ctx) -> str:
    d = ctx.snap.disk_usage
    f6 = render.f6
    out = ["<disk_usage_summary>"]
    for url, used in d.projects:
        out += ["<project>", f"  <master_url>{render.esc(url)}</master_url>",
                f"  <disk_usage>{f6(used)}</disk_usage>", "</project>"]
    out += [f"<d_total>{f6(d.d_total)}</d_total>", f"<d_free>{f6(d.d_free)}</d_free>",
            f"<d_boinc>{f6(d.d_boinc)}</d_boinc>", f"<d_allowed>{f6(d.d_allowed)}</d_allowed>",
            "</disk_usage_summary>"]
    return lines(out)


def _get_statistics(ctx: Ctx) -> str:
    f6 = render.f6
    out = ["<statistics>"]
    for url, days in ctx.snap.statistics.items():
        out += ["<project_statistics>", f"    <master_url>{render.esc(url)}</master_url>"]
        for d in days:
            out += ["    <daily_statistics>", f"        <day>{f6(d.day)}</day>",
                    f"        <user_total_credit>{f6(d.user_total_credit)}</user_total_credit>",
                    f"        <user_expavg_credit>{f6(d.user_expavg_credit)}</user_expavg_credit>",
                    f"        <host_total_credit>{f6(d.host_total_credit)}</host_total_credit>",
                    f"        <host_expavg_credit>{f6(d.host_expavg_credit)}</host_expavg_credit>",
                    "    </daily_statistics>"]
        out.append("</project_statistics>")
    out.append("</statistics>")
    return lines(out)


def _get_daily_xfer_history(ctx: Ctx) -> str:
    out = ["<daily_xfers>"]
    for x in ctx.snap.daily_xfers:
        out += ["<dx>", f"   <when>{x.when}</when>", f"   <up>{render.f6(x.up)}</up>",
                f"   <down>{render.f6(x.down)}</down>", "</dx>"]
    out.append("</daily_xfers>")
    return lines(out)


def _get_old_results(ctx: Ctx) -> str:
    f6, e, i = render.f6, render.esc, "         "
    out = ["<old_results>"]
    for o in ctx.snap.old_results:
        out += [
            "    <old_result>",
            f"{i}<project_url>{e(o.project_url)}</project_url>",
            f"{i}<result_name>{e(o.result_name)}</result_name>",
            f"{i}<app_name>{e(o.app_name)}</app_name>",
            f"{i}<exit_status>{o.exit_status}</exit_status>",
            f"{i}<elapsed_time>{f6(o.elapsed_time)}</elapsed_time>",
            f"{i}<cpu_time>{f6(o.cpu_time)}</cpu_time>",
            f"{i}<completed_time>{f6(o.completed_time)}</completed_time>",
            f"{i}<create_time>{f6(o.create_time)}</create_time>",
            "    </old_result>",
        ]
    out.append("</old_results>")
    return lines(out)


def _get_global_prefs_working(ctx: Ctx) -> str:
    out: list[str] = []
    render.global_prefs(out, ctx.snap.state.prefs, ctx.snap.global_prefs_override is not None)
    return lines(out)


def _raw_file(text: str | None, missing: str) -> str:
    if text is None:
        return missing
    stripped = text.strip()
    return stripped + "\n" if stripped else ""


def _get_proxy_settings(ctx: Ctx) -> str:
    return lines(proxy_info_lines(ctx.snap.gui_proxy))


def _acct_mgr_info(ctx: Ctx) -> str:
    s = ctx.snap
    return lines(["<acct_mgr_info>", f"   <acct_mgr_url>{render.esc(s.acct_mgr_url)}</acct_mgr_url>",
                  f"   <acct_mgr_name>{render.esc(s.acct_mgr_name)}</acct_mgr_name>", "</acct_mgr_info>"])


def _get_app_config(ctx: Ctx) -> str:
    """The project's app_config.xml as parsed, in BOINC's layout (APP_CONFIGS::write).

    The one read op that opens a file: a project's file is read only when asked for,
    through the capped reader (1 MiB, never a FIFO), as BOINC's handle_get_app_config.
    """
    url = find_project(ctx, ctx.req.string("url"))
    if url is None:
        return error("no such project")
    if not ctx.snap.data_dir:
        return error("app_config.xml not found")
    try:
        path = DataDir(Path(ctx.snap.data_dir)).project_dir(url) / APP_CONFIG_FILE
        if not path.is_file():
            return error("app_config.xml not found")
        parsed = read_app_config(path)
    except XmlInputError as exc:
        return error(f"app_config.xml refused: {str(exc).replace(str(path), APP_CONFIG_FILE)}")
    except (OSError, CoreError):
        return error("app_config.xml not found")
    return parsed.config.to_xml()


def _get_screensaver_tasks(ctx: Ctx) -> str:
    snap = ctx.snap
    st = snap.state
    # BOINC 7.20's reply element (renamed in later releases); outside libraries check for it.
    out = [
        "<handle_get_screensaver_tasks>",
        f"    <suspend_reason>{snap.cc_status.task.suspend_reason}</suspend_reason>",
    ]
    for k, at in st.active_tasks.items():
        if at.running and k in st.results:
            render.result(out, st.results[k], st, snap.task_extras.get(k), snap.now)
    out.append("</handle_get_screensaver_tasks>")
    return lines(out)


PUBLIC_READS: dict[str, Handler] = {
    "exchange_versions": _exchange_versions,
    "get_all_projects_list": fixed(""),
    "get_cc_status": _get_cc_status,
    "get_disk_usage": _get_disk_usage,
    "get_daily_xfer_history": _get_daily_xfer_history,
    "get_file_transfers": _get_file_transfers,
    "get_host_info": _get_host_info,
    "get_messages": _get_messages,
    "get_message_count": _get_message_count,
    "get_newer_version": fixed(
        f"<newer_version></newer_version>\n<download_url>{CLIENT_DOWNLOAD_URL}</download_url>\n"
    ),
    "get_notices_public": lambda ctx: _notices(ctx, public=True),
    "get_old_results": _get_old_results,
    "get_project_status": _get_project_status,
    "get_results": _get_results,
    "get_screensaver_tasks": _get_screensaver_tasks,
    "get_simple_gui_info": _get_simple_gui_info,
    "get_state": _get_state,
    "get_statistics": _get_statistics,
    "run_graphics_app": fixed(error("run_graphics_app RPC is currently available only on Mac OS")),
}

PRIVATE_READS: dict[str, Handler] = {
    "acct_mgr_info": _acct_mgr_info,
    "get_app_config": _get_app_config,
    "get_cc_config": lambda ctx: _raw_file(ctx.snap.cc_config, ""),
    "get_global_prefs_file": lambda ctx: _raw_file(ctx.snap.global_prefs_file, "<error>-108</error>\n"),
    "get_global_prefs_override": lambda ctx: _raw_file(
        ctx.snap.global_prefs_override, error("no prefs override file")),
    "get_global_prefs_working": _get_global_prefs_working,
    "get_notices": lambda ctx: _notices(ctx, public=False),
    "get_project_init_status": fixed(lines(["<get_project_init_status>", "    <url></url>",
                                             "    <name></name>", "</get_project_init_status>"])),
    "get_proxy_settings": _get_proxy_settings,
}
