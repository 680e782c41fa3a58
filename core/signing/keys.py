"""BOINC code-signing keys and signatures (code-signing.md).

A project signs each application file with its private code-signing key; the
client verifies the file against the public key the scheduler sent in
``<code_sign_key>``. BOINC's scheme is not a standard "RSA with MD5" signature:
the signed message is the 32 lowercase hex characters of the file's MD5, padded
as a PKCS#1 v1.5 type-1 block with no DigestInfo, and raised to the private
exponent. Keys and signatures travel as BOINC's hex text (``print_key_hex`` /
``sprint_hex_data``): for keys a decimal bit-count line, then the fixed-width
big-endian struct fields as 64 hex digits per line, then a line with ``.``.

Reads: key files and files to sign or verify. Writes: key files (``write_key_pair``).
Raises ``KeyFormatError`` (a ``CoreError``) for key text that cannot be used;
verification functions never raise on hostile input, they answer False.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from core.errors import CoreError
from core.hashing import file_md5, md5_hex

# cryptography is imported inside the functions that use it, not here: its Rust library is
# ~5.5 MB resident, and an idle manager (and any client that never verifies a signature)
# would carry it for nothing (issue 20).
if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric import rsa

KEY_BITS = 1024
"""BOINC's MAX_RSA_MODULUS_BITS: the only size the C client accepts."""

_FIELD_BYTES = 128  # MAX_RSA_MODULUS_LEN: n, e and d fields
_PRIME_BYTES = 64  # MAX_RSA_PRIME_LEN: p, q and the CRT fields
PUBLIC_PAYLOAD_BYTES = 2 * _FIELD_BYTES
PRIVATE_PAYLOAD_BYTES = 3 * _FIELD_BYTES + 5 * _PRIME_BYTES
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
_HEX_PER_LINE = 64

PRIVATE_KEY_FILE = "code_sign_private"
PUBLIC_KEY_FILE = "code_sign_public"


class KeyFormatError(CoreError):
    """Key text that is not a BOINC key of the expected kind and size."""


@dataclass(frozen=True, slots=True)
class KeyPair:
    """A project's code-signing key pair with the public key's BOINC text."""

    private: rsa.RSAPrivateKey
    public_text: str
    """The public key as BOINC writes it (ends with ``.\\n``); sent trimmed."""


# ---------------------------------------------------------------------------
# Hex text


def hex_block_text(raw: bytes) -> str:
    """``raw`` as BOINC hex text: 64 lowercase digits per line, then ``.``."""
    digits = raw.hex()
    lines = [digits[i:i + _HEX_PER_LINE] + "\n" for i in range(0, len(digits), _HEX_PER_LINE)]
    return "".join(lines) + ".\n"


def parse_hex_block(text: str) -> bytes:
    """The bytes of BOINC hex text: digit pairs, line breaks skipped, stop at anything else.

    More lenient than the C reader, which stops at ``\\r``: CRLF text is accepted.
    """
    out = bytearray()
    s = text.strip()
    i = 0
    while i < len(s):
        if s[i] in "\r\n":
            i += 1
            continue
        if s[i] not in _HEX_DIGITS or i + 1 >= len(s) or s[i + 1] not in _HEX_DIGITS:
            break
        out.append(int(s[i:i + 2], 16))
        i += 2
    return bytes(out)


def _split_key_text(text: str, payload_bytes: int, kind: str) -> bytes:
    bits_line, _, rest = text.strip().partition("\n")
    bits_line = bits_line.strip()
    if not bits_line.isdigit():
        raise KeyFormatError(f"{kind} key: first line must be the bit count, got {bits_line[:20]!r}")
    if int(bits_line) != KEY_BITS:
        raise KeyFormatError(f"{kind} key: {bits_line} bits, BOINC uses {KEY_BITS}")
    raw = parse_hex_block(rest)
    if len(raw) != payload_bytes:
        raise KeyFormatError(f"{kind} key: {len(raw)} payload bytes, expected {payload_bytes}")
    return raw


def _int(raw: bytes, start: int, width: int) -> int:
    return int.from_bytes(raw[start:start + width], "big")


# ---------------------------------------------------------------------------
# Keys


def generate_key_pair() -> KeyPair:
    """A fresh 1024-bit RSA key pair (e = 65537), as ``crypt_prog -genkey 1024`` makes."""
    from cryptography.hazmat.primitives.asymmetric import rsa  # on first use (see the imports)

    private = rsa.generate_private_key(public_exponent=65537, key_size=KEY_BITS)
    return KeyPair(private, public_key_text(private.public_key()))


def public_key_text(key: rsa.RSAPublicKey) -> str:
    """The public key in BOINC's text format (``code_sign_public``)."""
    nums = key.public_numbers()
    raw = nums.n.to_bytes(_FIELD_BYTES, "big") + nums.e.to_bytes(_FIELD_BYTES, "big")
    return f"{KEY_BITS}\n" + hex_block_text(raw)


def private_key_text(key: rsa.RSAPrivateKey) -> str:
    """The private key in BOINC's text format (``code_sign_private``)."""
    p = key.private_numbers()
    pub = p.public_numbers
    raw = (pub.n.to_bytes(_FIELD_BYTES, "big") + pub.e.to_bytes(_FIELD_BYTES, "big")
           + p.d.to_bytes(_FIELD_BYTES, "big")
           + b"".join(x.to_bytes(_PRIME_BYTES, "big") for x in (p.p, p.q, p.dmp1, p.dmq1, p.iqmp)))
    return f"{KEY_BITS}\n" + hex_block_text(raw)


def load_public_key(text: str) -> rsa.RSAPublicKey:
    """Parse BOINC public-key text; raise ``KeyFormatError`` if it is not one."""
    from cryptography.hazmat.primitives.asymmetric import rsa  # on first use (see the imports)

    raw = _split_key_text(text, PUBLIC_PAYLOAD_BYTES, "public")
    n, e = _int(raw, 0, _FIELD_BYTES), _int(raw, _FIELD_BYTES, _FIELD_BYTES)
    try:
        return rsa.RSAPublicNumbers(e, n).public_key()
    except ValueError as exc:
        raise KeyFormatError(f"public key: unusable numbers ({exc})") from None


def load_private_key(text: str) -> rsa.RSAPrivateKey:
    """Parse BOINC private-key text; raise ``KeyFormatError`` if it is not one."""
    from cryptography.hazmat.primitives.asymmetric import rsa  # on first use (see the imports)

    raw = _split_key_text(text, PRIVATE_PAYLOAD_BYTES, "private")
    n, e, d = (_int(raw, i * _FIELD_BYTES, _FIELD_BYTES) for i in range(3))
    base = 3 * _FIELD_BYTES
    p, q, dmp1, dmq1, iqmp = (_int(raw, base + i * _PRIME_BYTES, _PRIME_BYTES) for i in range(5))
    try:
        return rsa.RSAPrivateNumbers(p, q, d, dmp1, dmq1, iqmp, rsa.RSAPublicNumbers(e, n)).private_key()
    except ValueError as exc:
        raise KeyFormatError(f"private key: inconsistent numbers ({exc})") from None


def write_key_pair(directory: Path, pair: KeyPair) -> None:
    """Write ``code_sign_private`` (mode 0600) and ``code_sign_public`` into ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    _write_atomically(directory / PRIVATE_KEY_FILE, private_key_text(pair.private), 0o600)
    _write_atomically(directory / PUBLIC_KEY_FILE, pair.public_text, 0o644)


def load_or_create_key_pair(directory: Path) -> KeyPair:
    """The key pair kept in ``directory``, generated and written there on first use."""
    priv_path = directory / PRIVATE_KEY_FILE
    if priv_path.exists():
        private = load_private_key(priv_path.read_text(encoding="ascii", errors="replace"))
        return KeyPair(private, public_key_text(private.public_key()))
    pair = generate_key_pair()
    write_key_pair(directory, pair)
    return pair


def _write_atomically(path: Path, text: str, mode: int) -> None:
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


# ---------------------------------------------------------------------------
# Signatures


def _sign_message(key: rsa.RSAPrivateKey, message: bytes) -> str:
    # cryptography offers no raw type-1 signing without a digest, so do the
    # exponentiation here; the result is identical to crypt_prog -sign.
    nums = key.private_numbers()
    n = nums.public_numbers.n
    k = (n.bit_length() + 7) // 8
    block = b"\x00\x01" + b"\xff" * (k - 3 - len(message)) + b"\x00" + message
    sig = pow(int.from_bytes(block, "big"), nums.d, n)
    return hex_block_text(sig.to_bytes(k, "big"))


def sign_bytes(private_key: rsa.RSAPrivateKey, data: bytes) -> str:
    """BOINC signature text (4 hex lines + ``.``) of ``data`` (``sign_block``)."""
    return _sign_message(private_key, md5_hex(data).encode("ascii"))


def sign_file(private_key: rsa.RSAPrivateKey, path: Path) -> str:
    """BOINC signature text of the file's bytes (``sign_executable``)."""
    return _sign_message(private_key, file_md5(Path(path)).encode("ascii"))


def _check(message: bytes, public_key_text_: str, signature_text: str) -> bool:
    from cryptography.exceptions import InvalidSignature  # on first use (see the imports)
    from cryptography.hazmat.primitives.asymmetric import padding

    try:
        key = load_public_key(public_key_text_)
    except KeyFormatError:
        return False
    sig = parse_hex_block(signature_text)
    try:
        recovered = key.recover_data_from_signature(sig, padding.PKCS1v15(), None)
    except (InvalidSignature, ValueError):
        return False
    return recovered == message


def verify_signature(public_key_text_: str, data: bytes, signature_text: str) -> bool:
    """True iff ``signature_text`` is the BOINC signature of ``data`` under the key."""
    return _check(md5_hex(data).encode("ascii"), public_key_text_, signature_text)


def verify_file_signature(public_key_text_: str, path: Path, signature_text: str) -> bool:
    """True iff the file's bytes carry a valid signature (``check_file_signature``).

    False for an unreadable file, an unusable key or a malformed signature: the
    caller reports ERR_RSA_FAILED (-120) in every such case.
    """
    try:
        message = file_md5(Path(path)).encode("ascii")
    except OSError:
        return False
    return _check(message, public_key_text_, signature_text)


def check_code_sign_key_change(old_key_text: str, new_key_text: str, signature_text: str) -> bool:
    """Whether a reply's new ``code_sign_key`` may replace the held one (code-signing.md §4).

    Accepted only if ``code_sign_key_signature`` verifies with the *old* key over
    the trimmed new key text. An identical key is trivially accepted.
    """
    if new_key_text.strip() == old_key_text.strip():
        return True
    return verify_signature(old_key_text, new_key_text.strip().encode("ascii", errors="replace"), signature_text)
