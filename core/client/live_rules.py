"""The live client's rules as the contract offers them (``ClientInterface.get_rules`` /
``set_rules``), shared by the window and GUI RPC's get_rules / set_rules."""
from __future__ import annotations

from core.api.client import RulesInfo
from core.client.session import LiveSession
from core.errors import XmlInputError
from core.rules.rules_file import parse_rules, replace_rules_file
from core.state.enums import SuspendReason
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, read_capped


def _read(session: LiveSession) -> str | None:
    # Capped like the config readers, and never a FIFO: any thread may call this.
    try:
        return read_capped(session.rules.path, MAX_CONFIG_FILE_BYTES).decode("utf-8", errors="replace")
    except (OSError, XmlInputError):
        return None


def rules_info(session: LiveSession) -> RulesInfo:
    """The rules file as it is on disk and what the rules do now (any thread: quick, one small file)."""
    runner, host = session.rules, session.host
    text = _read(session)
    # The refusals of the file as it is now (the engine may not have re-read it yet).
    refused = parse_rules(text.encode("utf-8"), runner.path.name).problems if text is not None else ()
    # Single reads of attributes the engine thread replaces whole: a consistent view of each.
    holding = runner.book.holding
    return RulesInfo(
        text=text, refused=refused, in_force=tuple((h.rule, h.reason) for h in holding.values()),
        computing_suspended=host.task_words if host.task_reason != SuspendReason.NONE else "",
        network_suspended=host.network_words if host.network_reason != SuspendReason.NONE else "",
    )


def replace_rules(session: LiveSession, text: str) -> None:
    """Check ``text`` whole and replace the rules file atomically; raises ``RuleError`` naming every
    refused rule (the file unchanged) or ``OSError``. The caller has the engine read it (``ReadRules``)."""
    replace_rules_file(session.rules.path, text.encode("utf-8"))
