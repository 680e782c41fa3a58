"""BOINC's RSA signature check, as used for code-signing key rotation.

BOINC signs the lowercase hex MD5 of the data with raw PKCS#1 v1.5 type-1
padding (no DigestInfo), and writes keys and signatures as hex text ending in
"." (reference/code-signing.md sections 2 and 3). ``check_signature`` verifies
such a signature with a public key in BOINC's text form. Pure; no I/O.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from core.hashing import md5_hex
from core.signing.keys import parse_hex_block

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric import rsa


def load_public_key(text: str) -> rsa.RSAPublicKey:
    """A public key in BOINC's text form; ``ValueError`` if it is not one."""
    # Imported here, not at the top: cryptography's Rust library is ~5.5 MB resident and an
    # idle manager never checks a signature (issue 20).
    from cryptography.hazmat.primitives.asymmetric import rsa

    bits, _, rest = text.strip().partition("\n")
    if not bits.strip().isdigit():
        raise ValueError("key text does not start with its bit count")
    raw = parse_hex_block(rest)
    if len(raw) != 256:
        raise ValueError(f"public key payload is {len(raw)} bytes, not 256")
    n = int.from_bytes(raw[:128], "big")
    e = int.from_bytes(raw[128:], "big")
    if n < 3 or e < 3:
        raise ValueError("public key numbers out of range")
    return rsa.RSAPublicNumbers(e, n).public_key()


def check_signature(data: bytes, signature_text: str, key_text: str) -> bool:
    """True iff ``signature_text`` signs ``data`` under ``key_text`` (False on any malformation)."""
    from cryptography.exceptions import InvalidSignature  # on first use, as in load_public_key
    from cryptography.hazmat.primitives.asymmetric import padding

    try:
        key = load_public_key(key_text)
        recovered = key.recover_data_from_signature(parse_hex_block(signature_text), padding.PKCS1v15(), None)
    except (InvalidSignature, ValueError):
        return False
    return recovered == md5_hex(data).encode("ascii")
