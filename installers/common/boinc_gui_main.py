"""PyInstaller entry point of the manager window (the bundle's ``boinc-gui``)."""
import sys

from boinc_gui.app import main

if __name__ == "__main__":
    sys.exit(main())
