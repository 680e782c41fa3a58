"""The window's dialogs and pages opened from its menus.

Each may import tables/, charts/ and the top-level helpers, never main_window."""
