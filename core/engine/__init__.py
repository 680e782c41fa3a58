"""The client loop: runs the policies over the state and acts through the ports."""
from __future__ import annotations
