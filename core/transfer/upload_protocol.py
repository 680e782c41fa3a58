"""The file_upload_handler wire format, both directions.

BOINC's upload handler is not an XML parser: it reads the request line by line
and matches substrings, and the data request has no closing tags (the raw file
bytes follow the ``<data>`` line to the end of the body). So these functions
build and read the exact byte layout the real client sends (file-transfer.md §5,
fixtures 006-008 of ``sched/signed_job_cycle``) with string formatting and
bounded regular expressions, not with an XML library. Numbers are printed as
``%.0f``. Nothing here does I/O.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from core.xml.text_escape import escape

FILE_SIZE_CHECK_THRESHOLD = 8192
"""Files at least this big get a ``<get_file_size>`` query before the data POST."""

MAX_REPLY_BYTES = 8192
"""The real client reads at most this much of a reply; so do we."""

MAX_REQUEST_HEADER_BYTES = 65536
"""A request header (everything before the raw data) longer than this is refused."""

STATUS_OK = 0
STATUS_TRANSIENT = 1
STATUS_PERMANENT = -1

ClientVersion = tuple[int, int, int]


def _version_lines(version: ClientVersion) -> str:
    major, minor, release = version
    return (
        f"    <core_client_major_version>{major}</core_client_major_version>\n"
        f"    <core_client_minor_version>{minor}</core_client_minor_version>\n"
        f"    <core_client_release>{release}</core_client_release>\n"
    )


def size_query_body(name: str, version: ClientVersion) -> bytes:
    """The whole body of a ``<get_file_size>`` request."""
    return (
        "<data_server_request>\n"
        + _version_lines(version)
        + f"    <get_file_size>{name}</get_file_size>\n"
        + "</data_server_request>\n"
    ).encode()


def upload_header(
    *,
    name: str,
    xml_signature: str,
    max_nbytes: float,
    nbytes: float,
    md5_cksum: str,
    offset: float,
    version: ClientVersion,
) -> bytes:
    """The part of a data request that precedes the raw bytes (ends with ``<data>\\n``).

    ``xml_signature`` is trimmed, so a signature's final ``.`` line runs straight
    into the closing tag, as the real client writes it; an empty signature gives
    ``<xml_signature>\\n</xml_signature>`` (fixture 007).
    """
    return (
        "<data_server_request>\n"
        + _version_lines(version)
        + "<file_upload>\n<file_info>\n"
        + f"<name>{name}</name>\n"
        + f"<xml_signature>\n{xml_signature.strip()}</xml_signature>\n"
        + f"<max_nbytes>{max_nbytes:.0f}</max_nbytes>\n"
        + "</file_info>\n"
        + f"<nbytes>{nbytes:.0f}</nbytes>\n"
        + f"<md5_cksum>{md5_cksum}</md5_cksum>\n"
        + f"<offset>{offset:.0f}</offset>\n"
        + "<data>\n"
    ).encode()


@dataclass(frozen=True, slots=True)
class UploadReply:
    """A parsed ``<data_server_reply>``.

    ``status`` is None when the reply had no ``<status>`` (treated as transient,
    like the real client); ``file_size`` is only present in size-query replies.
    """

    status: int | None
    file_size: float | None
    message: str


_STATUS_RE = re.compile(rb"<status>\s*(-?\d+)\s*</status>")
_SIZE_RE = re.compile(rb"<file_size>\s*(\d+(?:\.\d*)?)\s*</file_size>")
_MESSAGE_RE = re.compile(rb"<message>(.*?)</message>", re.S)


def parse_upload_reply(body: bytes) -> UploadReply:
    """Read a reply the way the real client does: substring matches in the first 8 KiB."""
    head = body[:MAX_REPLY_BYTES]
    status_m = _STATUS_RE.search(head)
    size_m = _SIZE_RE.search(head)
    msg_m = _MESSAGE_RE.search(head)
    message = msg_m.group(1).decode("utf-8", "replace").strip()[:500] if msg_m else ""
    return UploadReply(
        status=int(status_m.group(1)) if status_m else None,
        file_size=float(size_m.group(1)) if size_m else None,
        message=message,
    )


def format_reply(status: int, *, file_size: float | None = None, message: str | None = None) -> bytes:
    """A reply in the upload handler's layout (``return_success`` / ``return_error``)."""
    lines = ["<data_server_reply>\n", f"    <status>{status}</status>\n"]
    if file_size is not None:
        lines.append(f"    <file_size>{file_size:.0f}</file_size>\n")
    if message is not None:
        lines.append(f"    <message>{escape(message)}</message>\n")
    lines.append("</data_server_reply>\n")
    return "".join(lines).encode()


@dataclass(frozen=True, slots=True)
class UploadRequest:
    """What a data server needs from a request header; absent numbers are None."""

    get_file_size: str | None
    name: str | None
    xml_signature: str | None
    max_nbytes: float | None
    nbytes: float | None
    md5_cksum: str | None
    offset: float | None
    data_start: int | None  # index of the first raw data byte in the body; None = no <data>


def _tag(text: str, tag: str) -> str | None:
    m = re.search(rf"<{tag}>(.*?)</{tag}>", text, re.S)
    return m.group(1).strip() if m else None


def _number(text: str, tag: str) -> float | None:
    raw = _tag(text, tag)
    if raw is None:
        return None
    try:
        value = float(raw)
    except ValueError:
        return None
    return value if value == value and abs(value) != float("inf") else None


def parse_upload_request(body: bytes) -> UploadRequest:
    """Split a request body into its header fields and the offset of the raw data.

    Only the header (up to and including the ``<data>`` line, at most
    ``MAX_REQUEST_HEADER_BYTES``) is decoded; the raw data is never scanned.
    """
    marker = body.find(b"\n<data>\n", 0, MAX_REQUEST_HEADER_BYTES)
    if body.startswith(b"<data>\n"):
        marker, data_start = -1, len(b"<data>\n")
    elif marker >= 0:
        data_start = marker + len(b"\n<data>\n")
    else:
        data_start = None
    header_bytes = body[: marker + 1] if data_start is not None else body[:MAX_REQUEST_HEADER_BYTES]
    text = header_bytes.decode("utf-8", "replace")
    return UploadRequest(
        get_file_size=_tag(text, "get_file_size"),
        name=_tag(text, "name"),
        xml_signature=_tag(text, "xml_signature"),
        max_nbytes=_number(text, "max_nbytes"),
        nbytes=_number(text, "nbytes"),
        md5_cksum=_tag(text, "md5_cksum"),
        offset=_number(text, "offset"),
        data_start=data_start,
    )
