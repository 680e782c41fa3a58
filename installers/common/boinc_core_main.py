"""PyInstaller entry point of the headless engine (the bundle's ``boinc-core``)."""
import sys

from core.cli import main

if __name__ == "__main__":
    sys.exit(main())
