"""A package's names loaded on first use (PEP 562), for packages the window's start-up touches.

``core.state`` and ``core.history`` name many records; the window needs a few of them before it
is complete and the engine the rest, on its own thread (issue 36). Each such package lists which
module holds each name and sets ``__getattr__ = lazy_names(__name__, MODULE_OF, globals())``; its
``if TYPE_CHECKING:`` imports give the type checker the same names.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module


def lazy_names(package: str, module_of: Mapping[str, str], namespace: dict[str, object]) -> Callable[[str], object]:
    """The package's module ``__getattr__``: loads ``package.<module_of[name]>`` when ``name`` is
    first asked for and keeps the value in ``namespace`` (the package's globals), so it is asked once."""

    def module_getattr(name: str) -> object:
        module = module_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    return module_getattr
