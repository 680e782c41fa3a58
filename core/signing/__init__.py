"""Code signing as BOINC does it: key files, file signatures, key rotation checks.

See ``keys.py``; the public names are re-exported here.
"""
from __future__ import annotations

from core.signing.keys import (
    KEY_BITS,
    PRIVATE_KEY_FILE,
    PUBLIC_KEY_FILE,
    KeyFormatError,
    KeyPair,
    check_code_sign_key_change,
    generate_key_pair,
    hex_block_text,
    load_or_create_key_pair,
    load_private_key,
    load_public_key,
    parse_hex_block,
    private_key_text,
    public_key_text,
    sign_bytes,
    sign_file,
    verify_file_signature,
    verify_signature,
    write_key_pair,
)

__all__ = [
    "KEY_BITS",
    "PRIVATE_KEY_FILE",
    "PUBLIC_KEY_FILE",
    "KeyFormatError",
    "KeyPair",
    "check_code_sign_key_change",
    "generate_key_pair",
    "hex_block_text",
    "load_or_create_key_pair",
    "load_private_key",
    "load_public_key",
    "parse_hex_block",
    "private_key_text",
    "public_key_text",
    "sign_bytes",
    "sign_file",
    "verify_file_signature",
    "verify_signature",
    "write_key_pair",
]
