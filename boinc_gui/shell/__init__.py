"""What surrounds the tabs: tray, alerts, extra menus, the status bar's widgets."""
