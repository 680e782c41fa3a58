"""PySide6's enums built the way Python's ``enum`` builds them, in a fraction of its time.

PySide6 makes each Qt enum the first time its class is used, with ``enum``'s functional API:
``IntEnum(name, [(member, value), ...], boundary=KEEP)`` and the like. On Python 3.11 that API
costs 60-200 us per enum and 5-15 us per member: it checks each name as a class body would
have it checked, makes every member through a placeholder's ``__set_name__`` and rescans the
class's bases for each one. A start makes some 300 Qt enums before the window is complete
(the ``Qt`` namespace alone: 94 enums, 1,200 members; ``QLocale``'s three: 800 members, as
``PySide6.QtCore`` loads): 35-55 ms here, more than any module import.

``build`` makes the same class directly: the class with the bookkeeping ``enum`` gives it,
then each member as ``enum`` makes it (the data type's ``__new__``, its value, name, owner and
definition order; a value seen before is an alias of the first member with it), set on the
class as a plain attribute, and, for a ``Flag``, its bit masks and iteration order. It takes
the only call PySide makes, a list of (name, int) pairs for a plain ``Enum``, ``IntEnum``,
``Flag`` or ``IntFlag``; anything else (names as a string, ``auto()``, other values, names
``enum`` would refuse or shadow, a mixed-in type) is handed to ``enum`` itself, which raises
what it raises.

The bookkeeping is ``enum``'s own on Python 3.11 (``_member_map_``, ``_value2member_map_``,
``_flag_mask_`` ...), so ``install`` does nothing on any other version.
tests/gui/test_enum_builder.py builds every enum of the Qt modules the app uses both ways and
compares the classes and their members attribute by attribute, and with ``enum``'s own
checker for its fast path (``enum._test_simple_enum``).

Like the code cache (boinc_gui/runtime/code_cache.py), the builder serves the start only:
``restore`` (the app calls it once the start has settled) gives ``enum`` back its own.
"""
from __future__ import annotations

import enum
import sys
from typing import Any

_ENUM_OPERATORS = ("__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__", "__invert__")
_REPLACED_IF_INHERITED = ("__repr__", "__str__", "__format__", "__reduce_ex__")
_SERVED = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_STDLIB_CREATE: Any = enum.EnumType._create_  # type: ignore[attr-defined]  # enum's functional API, private in typeshed
_shadowing: dict[type, frozenset[str]] = {}


def _descriptor_names(base: type) -> frozenset[str]:
    """The names a member may not take without ``enum`` redirecting it (a property or the like
    on the enum's bases): those calls go to ``enum`` itself."""
    names = _shadowing.get(base)
    if names is None:
        names = frozenset(
            name
            for klass in base.__mro__
            for name, value in vars(klass).items()
            if isinstance(value, property | enum.property)
            or all(hasattr(value, part) for part in ("fget", "fset", "fdel")))
        _shadowing[base] = names
    return names


def _served_pairs(base: type, names: object) -> dict[str, int] | None:
    """PySide's call: distinct (name, int) pairs, none that ``enum`` treats other than as a member."""
    if base not in _SERVED or not isinstance(names, list | tuple):
        return None
    pairs: dict[str, int] = {}
    for item in names:
        if type(item) is not tuple or len(item) != 2:
            return None
        name, value = item
        # Underscored names are private, sunder or dunder to enum, and "mro" it refuses.
        if type(name) is not str or type(value) is not int or not name or name[0] == "_" or name == "mro" \
                or name in pairs:
            return None
        pairs[name] = value
    if not _descriptor_names(base).isdisjoint(pairs):
        return None
    return pairs


def _calling_module() -> str | None:
    """The module of the code that called the enum's constructor, as ``enum`` finds it: the
    frame two above ``_create_`` (``EnumType.__call__`` is the one between)."""
    try:
        return str(sys._getframe(3).f_globals["__name__"])
    except (AttributeError, ValueError, KeyError):
        return None


def build(base: Any, class_name: str, pairs: dict[str, int], module: str, qualname: str | None,
          boundary: Any) -> Any:
    """The enum ``base(class_name, list(pairs.items()), module=module, qualname=qualname,
    boundary=boundary)`` makes, for pairs ``_served_pairs`` accepts."""
    member_type = base._member_type_
    new_member = member_type.__new__
    use_args = base._use_args_
    is_flag = issubclass(base, enum.Flag)
    member_names: list[str] = []
    member_map: dict[str, Any] = {}
    value_map: dict[int, Any] = {}
    # In enum's order, which the class's __dict__ keeps: its bookkeeping, the members, then the methods.
    body: dict[str, Any] = {"_generate_next_value_": base._generate_next_value_, "__module__": module}
    if qualname is not None:
        body["__qualname__"] = qualname
    body.update(_new_member_=new_member, _use_args_=use_args, _member_names_=member_names, _member_map_=member_map,
                _value2member_map_=value_map, _unhashable_values_=[], _member_type_=member_type,
                _value_repr_=base._value_repr_)
    if is_flag:
        body.update(_boundary_=boundary or base._boundary_, _flag_mask_=0, _singles_mask_=0, _all_bits_=0,
                    _inverted_=None)
    metaclass = type(base)
    # The class alone, as enum makes it before its members (_simple: no member processing).
    made = metaclass.__new__(metaclass, class_name, (base,), body, _simple=True)
    singles = multiple = 0
    for name, value in pairs.items():
        member = value_map.get(value)
        if member is None:
            member = new_member(made, value) if use_args else new_member(made)
            fields = member.__dict__  # written directly: the class's attribute look-ups are not repeated
            fields["_value_"] = value
            fields["_name_"] = name
            fields["__objclass__"] = made
            # (enum then calls the member's __init__: Enum's, for the four bases served, does nothing.)
            fields["_sort_order_"] = len(member_names)
            value_map[value] = member
            # A Flag lists (and iterates) its single bits only; its other values are still members.
            if not is_flag or (value and not value & (value - 1)):
                member_names.append(name)
                singles |= value
            else:
                multiple |= value
        member_map[name] = member
    # On the class once all are made (in the same order): each set invalidates the class's lookup
    # cache, which made every member's attribute writes above look through the bases again.
    for name, member in member_map.items():
        type.__setattr__(made, name, member)  # EnumType.__setattr__ would refuse a member's name
    for name in _REPLACED_IF_INHERITED:
        found = getattr(made, name)
        if found is getattr(member_type, name) or found is getattr(object, name):
            type.__setattr__(made, name, getattr(base, name))
    if is_flag:
        for name in _ENUM_OPERATORS:
            type.__setattr__(made, name, getattr(enum.Flag, name))
        made._flag_mask_ = singles | multiple
        made._singles_mask_ = singles
        made._all_bits_ = 2 ** (singles | multiple).bit_length() - 1
    made.__new__ = enum.Enum.__new__
    if is_flag:
        values = [member._value_ for member in made]
        if values != sorted(values):
            made._iter_member_ = made._iter_member_by_def_
    return made


def _create(base: Any, class_name: str, names: Any, *, module: str | None = None, qualname: str | None = None,
            type: Any = None, start: int = 1, boundary: Any = None) -> Any:  # noqa: A002 - enum's own keyword
    """``EnumType._create_`` while installed: PySide's calls built here, the rest by ``enum``."""
    unnamed = module is None
    if unnamed:
        # Found here, where enum would find it: enum's own, called from here, would find this module.
        module = _calling_module()
    pairs = _served_pairs(base, names) if type is None and module is not None else None
    if pairs is None:
        made = _STDLIB_CREATE(base, class_name, names, module=module, qualname=qualname, type=type, start=start,
                              boundary=boundary)
        if unnamed and module is None:  # no caller to name: enum makes such a class unpicklable
            enum._make_class_unpicklable(made)  # type: ignore[attr-defined]  # private in typeshed
        return made
    assert module is not None
    return build(base, class_name, pairs, module, qualname, boundary)


def install() -> bool:
    """Serve enum's functional API from here (Python 3.11 only); True if it now is."""
    if sys.version_info[:2] != (3, 11):
        return False
    enum.EnumType._create_ = _create  # type: ignore[attr-defined]  # enum's functional API, private in typeshed
    return True


def restore() -> None:
    """Give ``enum`` its own functional API back (once the start is over)."""
    enum.EnumType._create_ = _STDLIB_CREATE  # type: ignore[attr-defined]  # enum's functional API, private in typeshed


def installed() -> bool:
    return enum.EnumType._create_ is _create  # type: ignore[attr-defined]  # enum's functional API, private in typeshed
