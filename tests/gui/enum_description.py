"""What an enum class and its members are, in terms that compare across two builds of it
(tests/gui/test_enum_builder.py: enum's own build against boinc_gui/runtime/enum_builder.py's)."""
from __future__ import annotations

import enum
from typing import Any


def describe(made: Any) -> dict[str, Any]:
    def plain(value: object) -> object:
        if isinstance(value, made):
            return ("member", value._name_)
        if isinstance(value, dict):
            return {key: plain(item) for key, item in value.items()}
        if isinstance(value, list):
            return [plain(item) for item in value]
        if isinstance(value, property | enum.property):
            return ("descriptor", type(value).__name__)
        return value

    members = {}
    for name, member in made.__members__.items():
        attributes = {key: plain(value) for key, value in vars(member).items() if key != "__objclass__"}
        members[name] = [attributes, member.__objclass__ is made, str(member), repr(member), format(member),
                         hash(member), member.value, member.name, bool(member)]
        if issubclass(made, enum.Flag):
            members[name] += [(~member)._value_, (~member)._name_, (member | member) is member]
    answers: list[object] = []
    for value in (0, 1, 2, 3, 5, 0x7F, 0x7FFF, 1 << 40, -1, 999):
        try:
            answer = made(value)
            answers.append([answer._value_, answer._name_, answer in made.__members__.values()])
        except Exception as exc:  # noqa: BLE001 - which error a value gets is part of what is compared
            answers.append(type(exc).__name__)
    return {
        "dict": {key: repr(plain(value)) for key, value in vars(made).items()},
        "order": list(vars(made)),
        "members": members,
        "listed": [member._name_ for member in made],
        "answers": answers,
        "dir": dir(made),
        "mro": [klass.__name__ for klass in made.__mro__],
    }
