"""Code signing: the code-signing.md §7 vectors, key text round trips, sign/verify."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.signing import (
    KeyFormatError,
    check_code_sign_key_change,
    generate_key_pair,
    load_or_create_key_pair,
    load_private_key,
    load_public_key,
    private_key_text,
    public_key_text,
    sign_bytes,
    sign_file,
    verify_file_signature,
    verify_signature,
)

CODE_SIGN_PUBLIC = """1024
c60cd260646186af7b16996ab03afe7196213ef46a45c4f11d0c6bfb30ffa8f9
b72fb5ba3c93a4d69f89e02009dd5e0f41ac7b2840c021c149c8fd2e4aea7100
b3db6db448c7ea1cb7b0fdcd92eadb33b9aa11c50e8a7dc222cb9d1f80cedd23
76aa93dc4cb81b018c95110fb67cea92ce9e62e3f938c115282cdb6bb4fbfdbd
0000000000000000000000000000000000000000000000000000000000000000
0000000000000000000000000000000000000000000000000000000000000000
0000000000000000000000000000000000000000000000000000000000000000
0000000000000000000000000000000000000000000000000000000000010001
.
"""
APP_BYTES = b"#!/bin/sh\ntr a-z A-Z < in > out\necho 0 > boinc_finish_called\n"
APP_SIGNATURE = """51c50da369c64b5f4e82024f493f47c3e05569c3b43701f053fb4a957dcab5c8
2f81ca2421bd60f46010de60ee96bb49c56bbb13d4d9c020af8826936e0fdede
c399cdd4e170e2c84ee383f92128a2fa5cf6283da5afb9c90f7592f322212fe8
8d64ca67f1534c1df86ed3e491828320fa53dbea488e33502be2ecc76ce4d494
.
"""
UPLOAD_PUBLIC = """1024
bc50069b011aa1eef6b4914bc31e084bec88b6c05381e13e04c843cf9f4ea15d
2c6e01a264a01ce1aa31f01923488358c60c8674a3108d42a26b9a1967acd69b
a1dbcff1a57d134ef6e346fbc0241c632eaf6fd43361d17d392bff639b7e9a06
9a4bccae718b45b14035611a178d8e0178ef0bd41f28e3dd08c700d956dfd7c5
0000000000000000000000000000000000000000000000000000000000000000
0000000000000000000000000000000000000000000000000000000000000000
0000000000000000000000000000000000000000000000000000000000000000
0000000000000000000000000000000000000000000000000000000000010001
.
"""
CERT_STRING = b"<name>job1_0_out</name><max_nbytes>10000</max_nbytes>"
CERT_SIGNATURE = """7f590f488cf02d6a8a5aae2a6d8488eebc2f24eb8905143f8dc48a0912209c3f
ebdf53dac8b66daa2458f5873a302b49d7d396d252b10277e1c55cfc1fc6fc80
df544e7936b80ea61e19916e2ec2ead4561be89b65c63816fbf0d23ff9c63dad
d2d01de9e3f5a4d6bad8a388c9a44c805c5c670258a263122e81014e5d80dc96
.
"""
FIXTURE = Path("/work/shared/fixtures/boinc-7.20/sched/signed_job_cycle")


@pytest.fixture(scope="module")
def pair():  # type: ignore[no-untyped-def]
    return generate_key_pair()


def test_public_key_vectors_round_trip() -> None:
    for text in (CODE_SIGN_PUBLIC, UPLOAD_PUBLIC):
        key = load_public_key(text)
        assert key.public_numbers().e == 65537
        assert public_key_text(key) == text


def test_file_signature_vector(tmp_path: Path) -> None:
    app = tmp_path / "uppercase_1.00.sh"
    app.write_bytes(APP_BYTES)
    assert verify_file_signature(CODE_SIGN_PUBLIC, app, APP_SIGNATURE)
    # the vector with XML surroundings and CRLF line ends still verifies
    assert verify_file_signature(CODE_SIGN_PUBLIC, app, "\n" + APP_SIGNATURE.replace("\n", "\r\n") + "   ")
    # negative checks of §7: other key, other content
    assert not verify_file_signature(UPLOAD_PUBLIC, app, APP_SIGNATURE)
    app.write_bytes(APP_BYTES + b"\n")
    assert not verify_file_signature(CODE_SIGN_PUBLIC, app, APP_SIGNATURE)


def test_upload_certificate_vector() -> None:
    assert verify_signature(UPLOAD_PUBLIC, CERT_STRING, CERT_SIGNATURE)
    assert not verify_signature(CODE_SIGN_PUBLIC, CERT_STRING, CERT_SIGNATURE)
    assert not verify_signature(UPLOAD_PUBLIC, CERT_STRING.replace(b"10000", b"10001"), CERT_SIGNATURE)


def test_fixture_app_signature_from_real_cycle() -> None:
    # The real 7.20 client accepted this file with this signature and key.
    body = (FIXTURE / "003_download_GET_fixture_app_1.01_x86_64-pc-linux-gnu.sh.reply.body").read_bytes()
    reply = (FIXTURE / "002_sched_POST.reply.body").read_text()
    sig = reply.split("<file_signature>")[1].split("</file_signature>")[0]
    key = (FIXTURE / "code_sign_public.txt").read_text()
    assert verify_signature(key, body, sig)
    assert not verify_signature(key, body + b"x", sig)


def test_private_key_text_round_trip(pair) -> None:  # type: ignore[no-untyped-def]
    text = private_key_text(pair.private)
    assert text.startswith("1024\n") and text.endswith("\n.\n")
    assert len(text.strip().splitlines()) == 1 + 22 + 1
    again = load_private_key(text)
    assert private_key_text(again) == text
    assert public_key_text(again.public_key()) == pair.public_text
    assert len(pair.public_text.strip().splitlines()) == 1 + 8 + 1


def test_sign_then_verify_tampered_and_wrong_key(tmp_path: Path, pair) -> None:  # type: ignore[no-untyped-def]
    f = tmp_path / "app.py"
    f.write_bytes(b"print('hello')\n" * 1000)
    sig = sign_file(pair.private, f)
    lines = sig.splitlines()
    assert lines[-1] == "." and len(lines) == 5 and all(len(x) == 64 for x in lines[:4])
    assert sig == sign_file(pair.private, f)  # deterministic
    assert sig == sign_bytes(pair.private, f.read_bytes())
    assert verify_file_signature(pair.public_text, f, sig)
    # tampered file
    data = bytearray(f.read_bytes())
    data[100] ^= 1
    f.write_bytes(bytes(data))
    assert not verify_file_signature(pair.public_text, f, sig)
    # wrong key
    f.write_bytes(b"print('hello')\n" * 1000)
    other = generate_key_pair()
    assert not verify_file_signature(other.public_text, f, sig)
    assert verify_file_signature(other.public_text, f, sign_file(other.private, f))


def test_our_signature_matches_known_vector_scheme(tmp_path: Path, pair) -> None:  # type: ignore[no-untyped-def]
    # The real client's check is the recover-and-compare in §3, which verify_* performs;
    # a signature made here must pass it and be 128 bytes.
    sig = sign_bytes(pair.private, APP_BYTES)
    assert verify_signature(pair.public_text, APP_BYTES, sig)
    assert len(bytes.fromhex("".join(sig.splitlines()[:4]))) == 128


@pytest.mark.parametrize("bad", [
    "", "1024\n", "abc\n00\n.", "2048\n" + CODE_SIGN_PUBLIC[5:], CODE_SIGN_PUBLIC.replace("c60c", "c60", 1),
    "\x001024\n00",
])
def test_hostile_key_text(bad: str, tmp_path: Path) -> None:
    with pytest.raises(KeyFormatError):
        load_public_key(bad)
    app = tmp_path / "a"
    app.write_bytes(APP_BYTES)
    assert not verify_file_signature(bad, app, APP_SIGNATURE)


@pytest.mark.parametrize("bad_sig", ["", ".", "zz", APP_SIGNATURE[:100], "00" * 128, "ff" * 200])
def test_hostile_signature_text(bad_sig: str, tmp_path: Path) -> None:
    app = tmp_path / "a"
    app.write_bytes(APP_BYTES)
    assert not verify_file_signature(CODE_SIGN_PUBLIC, app, bad_sig)


def test_missing_file_is_not_verified(tmp_path: Path) -> None:
    assert not verify_file_signature(CODE_SIGN_PUBLIC, tmp_path / "absent", APP_SIGNATURE)


def test_key_change_needs_signature_by_old_key(pair) -> None:  # type: ignore[no-untyped-def]
    new = generate_key_pair()
    good = sign_bytes(pair.private, new.public_text.strip().encode())
    assert check_code_sign_key_change(pair.public_text, "\n" + new.public_text + "\n", good)
    forged = sign_bytes(new.private, new.public_text.strip().encode())
    assert not check_code_sign_key_change(pair.public_text, new.public_text, forged)
    assert not check_code_sign_key_change(pair.public_text, new.public_text, "")
    assert check_code_sign_key_change(pair.public_text, pair.public_text.strip(), "")


def test_load_or_create_keeps_the_key(tmp_path: Path) -> None:
    first = load_or_create_key_pair(tmp_path / "keys")
    assert (tmp_path / "keys" / "code_sign_private").stat().st_mode & 0o077 == 0
    second = load_or_create_key_pair(tmp_path / "keys")
    assert first.public_text == second.public_text
    assert (tmp_path / "keys" / "code_sign_public").read_text() == first.public_text
