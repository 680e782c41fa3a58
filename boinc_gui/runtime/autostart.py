""""Start when I log in": the platform's own autostart entry for the manager.

Linux and other XDG desktops: ``$XDG_CONFIG_HOME/autostart/boinc-gui.desktop``
(``~/.config/autostart`` by default), a desktop entry the session starts at
login (the XDG Autostart specification). macOS: a LaunchAgent,
``~/Library/LaunchAgents/io.github.boincgui.manager.plist`` with ``RunAtLoad``.
Windows: the ``boinc-gui`` value under ``HKCU\\Software\\Microsoft\\Windows\\
CurrentVersion\\Run``. Only the XDG entry is built and tested on a real desktop
here; the LaunchAgent's file is written and checked by the tests on Linux too,
the registry value is not (installers/README.md).

The entry starts the program the volunteer is running now: the bundle's
``boinc-gui`` when frozen (``/opt/boinc-gui/boinc-gui`` from the .deb, wherever
the tarball was unpacked otherwise), the virtual environment's ``boinc-gui``
script when started through it, or ``python -m boinc_gui.app`` from the source
tree. A data directory chosen with ``--data`` or ``$BOINC_GUI_DATA`` is passed on
with ``--data``, since the login session sets neither. The entry on disk is the
truth: the preferences dialog reads ``enabled()``, never a saved copy.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

APP_ID = "io.github.boincgui.manager"
ENTRY_NAME = "boinc-gui.desktop"
RUN_VALUE = "boinc-gui"
_PACKAGE_ROOT = Path(__file__).resolve().parents[2]
_ICON = _PACKAGE_ROOT / "resources" / "icons" / "app.svg"


class Autostart(Protocol):
    """One platform's "start at login" switch."""

    def enabled(self) -> bool: ...

    def enable(self) -> None:
        """Write the entry (OSError when it cannot be written)."""

    def disable(self) -> None:
        """Remove the entry if it is there (OSError when it cannot be removed)."""

    def where(self) -> str:
        """Where the entry lives, for messages."""


def launch_command(data_dir: Path | None = None, *, frozen: bool | None = None,
                   executable: str | None = None, argv0: str | None = None) -> list[str]:
    """The command that starts this manager again, as it was started now.

    ``frozen``, ``executable`` and ``argv0`` default to this process's (``sys.frozen``,
    ``sys.executable``, ``sys.argv[0]``); ``data_dir`` adds ``--data DIR``."""
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    executable = sys.executable if executable is None else executable
    argv0 = (sys.argv[0] if sys.argv else "") if argv0 is None else argv0
    if frozen:
        command = [str(Path(executable).absolute())]
    else:
        script = Path(argv0)
        if script.name in ("boinc-gui", "boinc-gui.exe") and script.exists():
            command = [str(script.absolute())]  # the virtual environment's entry point
        else:
            command = [str(Path(executable).absolute()), "-m", "boinc_gui.app"]
    if data_dir is not None:
        command += ["--data", str(data_dir.absolute())]
    return command


def needs_source_dir(command: Sequence[str]) -> bool:
    """True when ``command`` runs the package by module name (it must start in the source tree)."""
    return "-m" in command


# -------------------------------------------------------------------- XDG
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def _exec_arg(arg: str) -> str:
    """One argument of a desktop entry's Exec key (quoting rules of the Desktop Entry spec)."""
    arg = arg.replace("%", "%%")
    if arg and not _RESERVED.intersection(arg):
        return arg
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return f'"{quoted}"'


def _string_value(value: str) -> str:
    """A desktop entry string value: backslash, newline, tab and return escaped."""
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def desktop_entry(command: Sequence[str], working_dir: Path | None = None, icon: Path | str = _ICON) -> str:
    """The text of the autostart desktop entry that runs ``command``."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",
        "Name=boinc-gui",
        "GenericName=Volunteer Computing Manager",
        "Comment=Give your spare CPU and disk to science projects (BOINC-compatible)",
        f"Exec={_string_value(' '.join(_exec_arg(a) for a in command))}",
        # A program removed since (the .deb uninstalled, the tarball deleted): the session skips
        # the entry instead of failing at every login.
        f"TryExec={_string_value(command[0])}",
        f"Icon={_string_value(str(icon))}",
        "Terminal=false",
        "X-GNOME-Autostart-enabled=true",
    ]
    if working_dir is not None:
        lines.append(f"Path={_string_value(str(working_dir))}")
    return "\n".join(lines) + "\n"


@dataclass
class XdgAutostart:
    """``$XDG_CONFIG_HOME/autostart/boinc-gui.desktop``."""

    config_home: Path
    command: list[str]

    @property
    def path(self) -> Path:
        return self.config_home / "autostart" / ENTRY_NAME

    def enabled(self) -> bool:
        return self.path.is_file()

    def enable(self) -> None:
        workdir = _PACKAGE_ROOT if needs_source_dir(self.command) else None
        _write_atomically(self.path, desktop_entry(self.command, workdir).encode("utf-8"))

    def disable(self) -> None:
        self.path.unlink(missing_ok=True)

    def where(self) -> str:
        return str(self.path)


# ------------------------------------------------------------------ macOS
@dataclass
class LaunchAgentAutostart:
    """``~/Library/LaunchAgents/io.github.boincgui.manager.plist`` (RunAtLoad)."""

    home: Path
    command: list[str]

    @property
    def path(self) -> Path:
        return self.home / "Library" / "LaunchAgents" / f"{APP_ID}.plist"

    def enabled(self) -> bool:
        return self.path.is_file()

    def enable(self) -> None:
        agent: dict[str, object] = {"Label": APP_ID, "ProgramArguments": list(self.command), "RunAtLoad": True,
                                    "ProcessType": "Interactive"}
        if needs_source_dir(self.command):
            agent["WorkingDirectory"] = str(_PACKAGE_ROOT)
        import plistlib  # here: with pyexpat, 2-3 ms of every start on every platform, for macOS's agent only

        _write_atomically(self.path, plistlib.dumps(agent))

    def disable(self) -> None:
        self.path.unlink(missing_ok=True)

    def where(self) -> str:
        return str(self.path)


# ---------------------------------------------------------------- Windows
_NOT_WINDOWS = "the Windows registry is there on Windows only"
_RUN_KEY = r"Software\Microsoft\Windows\CurrentVersion\Run"


@dataclass
class WindowsRunAutostart:
    """The ``boinc-gui`` value of HKCU's Run key (not built or tested here)."""

    command: list[str]

    def enabled(self) -> bool:
        if sys.platform != "win32":
            return False
        import winreg

        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, _RUN_KEY) as key:
                winreg.QueryValueEx(key, RUN_VALUE)
        except OSError:
            return False
        return True

    def enable(self) -> None:
        if sys.platform != "win32":
            raise OSError(_NOT_WINDOWS)
        import subprocess
        import winreg

        with winreg.CreateKey(winreg.HKEY_CURRENT_USER, _RUN_KEY) as key:
            winreg.SetValueEx(key, RUN_VALUE, 0, winreg.REG_SZ, subprocess.list2cmdline(self.command))

    def disable(self) -> None:
        if sys.platform != "win32":
            raise OSError(_NOT_WINDOWS)
        import winreg

        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, _RUN_KEY, 0, winreg.KEY_SET_VALUE) as key:
                winreg.DeleteValue(key, RUN_VALUE)
        except FileNotFoundError:
            pass

    def where(self) -> str:
        return f"HKEY_CURRENT_USER\\{_RUN_KEY}\\{RUN_VALUE}"


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def for_this_platform(data_dir: Path | None = None, env: Mapping[str, str] | None = None,
                      platform: str | None = None) -> Autostart:
    """The autostart switch of this platform, for the manager as it runs now.

    ``data_dir`` is passed on with ``--data`` (give it only when it is not the default
    one); ``env`` defaults to this process's environment."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    command = launch_command(data_dir)
    home = Path(env.get("HOME") or Path.home())
    if platform == "win32":
        return WindowsRunAutostart(command)
    if platform == "darwin":
        return LaunchAgentAutostart(home, command)
    config_home = env.get("XDG_CONFIG_HOME") or ""
    # The spec: a relative XDG_CONFIG_HOME is invalid and is ignored.
    base = Path(config_home) if os.path.isabs(config_home) else home / ".config"
    return XdgAutostart(base, command)
