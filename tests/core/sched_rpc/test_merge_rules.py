"""Master pages, code-signing key rotation, aborts and project_is_down, on real fixture bytes and real keys."""
from __future__ import annotations

import hashlib

from cryptography.hazmat.primitives.asymmetric import rsa

from core.file_names import file_name_problem
from core.ids import ResultName
from core.sched_rpc import merge_reply, parse_master_page, parse_scheduler_reply
from core.state import ActiveTask, ResultState
from tests.core.sched_rpc.conftest import CYCLE, FIXTURE_URL, attached_state


def _hex(raw: bytes) -> str:
    h = raw.hex()
    return "".join(h[i : i + 64] + "\n" for i in range(0, len(h), 64)) + "."


def _key() -> tuple[str, int, int]:
    priv = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    pub = priv.private_numbers().public_numbers
    text = "1024\n" + _hex(pub.n.to_bytes(128, "big") + pub.e.to_bytes(128, "big"))
    return text, pub.n, priv.private_numbers().d


def _sign(data: bytes, n: int, d: int) -> str:
    m = hashlib.md5(data).hexdigest().encode()
    em = b"\x00\x01" + b"\xff" * (128 - 3 - len(m)) + b"\x00" + m
    return _hex(pow(int.from_bytes(em, "big"), d, n).to_bytes(128, "big"))


def test_master_page_fixture_gives_the_scheduler_once() -> None:
    page = parse_master_page((CYCLE / "001_master_GET.reply.body").read_bytes())
    assert page.scheduler_urls == ["http://127.0.0.1:31480/cgi"]
    assert page.project_name == "Fixture Project"


def test_master_page_ignores_unusable_urls_and_keeps_order() -> None:
    html = b'<scheduler> https://b/cgi </scheduler><link rel="boinc_scheduler" href="http://a/cgi?x=1&amp;y=2">' \
           b"<scheduler>javascript:alert(1)</scheduler><scheduler>https://b/cgi</scheduler>"
    assert parse_master_page(html).scheduler_urls == ["https://b/cgi", "http://a/cgi?x=1&y=2"]


def _reply_with_key(key: str, signature: str = "") -> bytes:
    sig = f"<code_sign_key_signature>\n{signature}\n</code_sign_key_signature>" if signature else ""
    return f"<scheduler_reply>\n<code_sign_key>\n{key}\n</code_sign_key>\n{sig}\n</scheduler_reply>".encode()


def test_new_code_sign_key_needs_the_old_keys_signature() -> None:
    old, n_old, d_old = _key()
    new, _, _ = _key()
    state = attached_state()
    merge_reply(state, FIXTURE_URL, parse_scheduler_reply(_reply_with_key(old), "t"), 1.0)
    assert state.projects[FIXTURE_URL].code_sign_key == old  # first key: trusted on first use
    out = merge_reply(state, FIXTURE_URL, parse_scheduler_reply(_reply_with_key(new), "t"), 2.0)
    assert state.projects[FIXTURE_URL].code_sign_key == old and "not signed" in out.errors[0]
    forged = _sign(new.encode(), *_key()[1:])
    merge_reply(state, FIXTURE_URL, parse_scheduler_reply(_reply_with_key(new, forged), "t"), 3.0)
    assert state.projects[FIXTURE_URL].code_sign_key == old
    good = _sign(new.encode(), n_old, d_old)
    out = merge_reply(state, FIXTURE_URL, parse_scheduler_reply(_reply_with_key(new, good), "t"), 4.0)
    assert state.projects[FIXTURE_URL].code_sign_key == new and out.errors == []


def test_project_is_down_applies_only_messages() -> None:
    state = attached_state()
    data = b"<scheduler_reply><project_is_down/><hostid>5</hostid><message>maintenance</message>" \
           b"<request_delay>3600</request_delay></scheduler_reply>"
    parsed = parse_scheduler_reply(data, "t")
    out = merge_reply(state, FIXTURE_URL, parsed, 1.0)
    assert parsed.project_is_down and parsed.request_delay == 3600
    assert state.projects[FIXTURE_URL].hostid == 0
    assert [m.body for m in out.messages] == ["maintenance", "Project is down"]


def test_aborts_and_acks() -> None:
    state = attached_state()
    merge_reply(state, FIXTURE_URL, parse_scheduler_reply((CYCLE / "002_sched_POST.reply.body").read_bytes(), "t"), 1.0)
    name = ResultName("fixture_wu_2_0")
    state.active_tasks[(FIXTURE_URL, name)] = ActiveTask(FIXTURE_URL, name, slot=0)
    data = b"<scheduler_reply><result_abort_if_not_started><name>fixture_wu_2_0</name></result_abort_if_not_started>" \
           b"</scheduler_reply>"
    out = merge_reply(state, FIXTURE_URL, parse_scheduler_reply(data, "t"), 2.0)
    assert out.aborted == [] and state.results[(FIXTURE_URL, name)].state == ResultState.NEW
    data = b"<scheduler_reply><result_abort><name>fixture_wu_2_0</name></result_abort>" \
           b"<result_ack><name>fixture_wu_2_0</name></result_ack></scheduler_reply>"
    out = merge_reply(state, FIXTURE_URL, parse_scheduler_reply(data, "t"), 3.0)
    r = state.results[(FIXTURE_URL, name)]
    assert out.aborted == [name] and out.acked == [name]
    assert (r.state, r.exit_status, r.ready_to_report) == (ResultState.ABORTED, 202, True)


def test_unsafe_names() -> None:
    for bad in ("", "../x", "a/b", "/abs", "C:\\x", "x\x00y", "a..b", "%2e", "x" * 256, ".hidden", "a:b", "x\x7fy"):
        assert file_name_problem(bad) is not None, bad
    assert file_name_problem("fixture_app_1.01_x86_64-pc-linux-gnu.sh") is None


def test_badly_named_workunits_tasks_and_apps_are_refused_by_name() -> None:
    state = attached_state()
    data = (b"<scheduler_reply><app><name>a/b</name></app>"
            b"<workunit><name>../wu</name><app_name>a/b</app_name></workunit>"
            b"<result><name>.task</name><wu_name>../wu</wu_name></result></scheduler_reply>")
    out = merge_reply(state, FIXTURE_URL, parse_scheduler_reply(data, "t"), 3.0)
    assert not any(url == FIXTURE_URL and name in ("a/b", "../wu", ".task")
                   for url, name in (*state.apps, *state.workunits, *state.results))
    for said in ("App 'a/b' refused: ", "Workunit '../wu' refused: ", "Task '.task' refused: "):
        assert [e for e in out.errors if e.startswith(said)], (said, out.errors)


def test_a_reply_names_no_file_the_download_would_refuse() -> None:
    # These three were accepted by the merge's own check and refused only later by the
    # transfer client's, so the task that needed the file failed after it was taken.
    for name in (".hidden", "data:stream", "del\x7fname"):
        state = attached_state()
        data = (f"<scheduler_reply><file_info><name>{name}</name>"
                f"<url>http://127.0.0.1:9/{name}</url></file_info></scheduler_reply>").encode()
        out = merge_reply(state, FIXTURE_URL, parse_scheduler_reply(data, "t"), 3.0)
        assert (FIXTURE_URL, name) not in state.file_infos, name
        assert [e for e in out.errors if repr(name) in e and "refused" in e], (name, out.errors)


def test_disk_policy_switches_and_file_attributes_from_the_reply() -> None:
    from core.ids import FileName, ProjectUrl
    from core.sched_rpc import merge_reply, parse_scheduler_reply
    from core.state import ClientState, Project

    url = ProjectUrl("http://p.example/")
    state = ClientState()
    state.projects[url] = Project(url)
    reply = (
        b"<scheduler_reply>\n<deletion_policy_priority/>\n<deletion_policy_expire/>\n<delete_from_self/>\n"
        b"<file_info>\n<name>big.dat</name>\n<url>http://p.example/d/big.dat</url>\n<nbytes>10</nbytes>\n"
        b"<sticky/>\n<priority>5</priority>\n<exp_days>2</exp_days>\n</file_info>\n</scheduler_reply>\n"
    )
    merge_reply(state, url, parse_scheduler_reply(reply, "test"), now=1000.0)
    p = state.projects[url]
    assert p.deletion_policy_priority and p.deletion_policy_expire and p.delete_from_self
    fi = state.file_infos[(url, FileName("big.dat"))]
    assert fi.priority == 5 and fi.exp_time == 1000.0 + 2 * 86400.0 and fi.sticky
    # A later reply that omits the switches turns them off again, as BOINC's flags do.
    merge_reply(state, url, parse_scheduler_reply(b"<scheduler_reply>\n</scheduler_reply>\n", "t2"), now=1001.0)
    assert not state.projects[url].deletion_policy_priority


def test_app_versions_and_workunits_naming_unknown_apps_or_files_are_refused_in_words() -> None:
    state = attached_state()
    data = (b"<scheduler_reply>"
            b"<app><name>known</name></app>"
            b"<file_info><name>known_file</name><url>http://127.0.0.1:1/known_file</url><nbytes>1</nbytes></file_info>"
            b"<app_version><app_name>ghost</app_name><version_num>3</version_num></app_version>"
            b"<app_version><app_name>known</app_name><version_num>4</version_num>"
            b"<file_ref><file_name>lost_file</file_name></file_ref></app_version>"
            b"<workunit><name>wu_ghost</name><app_name>ghost</app_name></workunit>"
            b"<workunit><name>wu_lost</name><app_name>known</app_name>"
            b"<file_ref><file_name>known_file</file_name></file_ref>"
            b"<file_ref><file_name>lost_input</file_name></file_ref></workunit>"
            b"</scheduler_reply>")
    out = merge_reply(state, FIXTURE_URL, parse_scheduler_reply(data, "t"), 1.0)
    assert out.errors == [
        "App version ghost 3 refused: no app named 'ghost'",
        "App version known 4 refused: unknown or refused files ['lost_file']",
        "Workunit wu_ghost refused: no app named 'ghost'",
        "Workunit wu_lost refused: unknown or refused input files ['lost_input']",
    ]
    assert not state.app_versions and not state.workunits
