"""GUI RPC over TLS: the client's own certificate, and the manager's pin of it.

BOINC's GUI RPC is plain TCP with an MD5 challenge: the password never crosses the
wire, but everything else does (account keys in ``project_attach``, preferences,
host names). Our client can also serve GUI RPC inside TLS on a port of its own
(``boinc-core run --gui-rpc-tls-port``), with the same challenge inside, and the
plain port stays as it is for BOINC's own tools (boinccmd, BOINC Manager).

No certificate authority vouches for a volunteer's computer, so the client makes a
self-signed certificate at first start (``ensure_certificate``: an EC P-256 key,
``gui_rpc_tls_key.pem`` readable by its owner only, and ``gui_rpc_tls_cert.pem``, in
the data directory) and the manager pins its SHA-256 fingerprint at first use:
the volunteer compares the fingerprint the Hosts dialog shows with the one
``boinc-core tls-fingerprint`` prints on that computer. A later certificate that
does not match is refused (``CertificateChanged``), whatever else it claims; the
message says both fingerprints and how to accept the new one.
"""
from __future__ import annotations

import datetime
import hashlib
import os
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from core.api.client import ConnectionProblem
from core.guirpc.connection import GuiRpcConnectionError, TransportError

CERT_FILE = "gui_rpc_tls_cert.pem"
KEY_FILE = "gui_rpc_tls_key.pem"
VALID_DAYS = 3650  # the pin, not the dates, is what the manager trusts; a short life would only force re-pinning


@dataclass(frozen=True, slots=True)
class TlsSettings:
    """A host reached over TLS; ``pin``: the fingerprint accepted for it ("" = pin at first use)."""

    pin: str = ""


class CertificateChanged(TransportError):
    """The host's certificate is not the one pinned for it: nothing was sent to it."""

    def __init__(self, where: str, pinned: str, seen: str) -> None:
        kind, facts = ConnectionProblem.CERTIFICATE_CHANGED, (where, pinned, seen)
        super().__init__(kind.words(facts), kind, facts)
        self.pinned, self.seen = pinned, seen


def fingerprint(der: bytes) -> str:
    """SHA-256 of a DER certificate as colon-separated upper-case hex pairs (as ``openssl x509 -fingerprint``)."""
    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i:i + 2] for i in range(0, len(digest), 2))


def normalize(fp: str) -> str:
    """A fingerprint as ``fingerprint`` writes it, whatever separators or case it was typed with."""
    hexdigits = "".join(ch for ch in fp.upper() if ch in "0123456789ABCDEF")
    return ":".join(hexdigits[i:i + 2] for i in range(0, len(hexdigits), 2))


def certificate_fingerprint(cert_path: Path) -> str:
    """The fingerprint of the PEM certificate at ``cert_path``."""
    return fingerprint(ssl.PEM_cert_to_DER_cert(cert_path.read_text("ascii")))


def ensure_certificate(data_dir: Path) -> tuple[Path, Path]:
    """The client's certificate and key in ``data_dir``, made now if either is missing."""
    cert_path, key_path = data_dir / CERT_FILE, data_dir / KEY_FILE
    if cert_path.exists() and key_path.exists():
        return cert_path, key_path
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"boinc-core GUI RPC on {socket.gethostname()}"[:64])])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    # The key is written owner-only from its first byte (no window where others may read it),
    # and both files go in by rename, so a crash never leaves a key without its certificate.
    tmp_key = key_path.with_name(key_path.name + ".tmp")
    fd = os.open(tmp_key, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(key_pem)
    tmp_cert = cert_path.with_name(cert_path.name + ".tmp")
    tmp_cert.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    os.replace(tmp_key, key_path)
    os.replace(tmp_cert, cert_path)
    return cert_path, key_path


def server_context(cert_path: Path, key_path: Path) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(cert_path, key_path)
    return ctx


def _client_context() -> ssl.SSLContext:
    # No CA can vouch for a self-signed certificate: the chain is not checked, the pin is
    # (below, before a single byte of GUI RPC is sent).
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def fetch_fingerprint(host: str, port: int, timeout_s: float = 10.0) -> str:
    """The fingerprint the TLS server at host:port presents (for the volunteer to compare and pin)."""
    with socket.create_connection((host, port), timeout=timeout_s) as raw:
        with _client_context().wrap_socket(raw) as tls:
            der = tls.getpeercert(binary_form=True)
    if not der:
        raise GuiRpcConnectionError(f"{host}:{port} presented no certificate")
    return fingerprint(der)


class PinnedTls:
    """Opens GUI RPC connections inside TLS and checks the server's certificate against a pin.

    With no pin yet, the first certificate seen is pinned (trust on first use) and
    ``on_pinned`` is told its fingerprint, so that the caller can keep it.
    A ``GuiRpcClient`` connector: ``PinnedTls(pin)(host, port, timeout_s)``.
    """

    def __init__(self, pin: str = "", on_pinned: Callable[[str], None] | None = None) -> None:
        self.pin = normalize(pin)
        self.on_pinned = on_pinned
        self.last_seen = ""  # the fingerprint of the last certificate presented

    def __call__(self, host: str, port: int, timeout_s: float) -> ssl.SSLSocket:
        raw = socket.create_connection((host, port), timeout=timeout_s)
        try:
            tls = _client_context().wrap_socket(raw)
        except BaseException:
            raw.close()
            raise
        der = tls.getpeercert(binary_form=True) or b""
        seen = fingerprint(der)
        self.last_seen = seen
        if not self.pin:
            self.pin = seen
            if self.on_pinned is not None:
                self.on_pinned(seen)
        elif seen != self.pin:
            tls.close()
            raise CertificateChanged(f"{host}:{port}", self.pin, seen)
        return tls
