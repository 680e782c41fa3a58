"""The window's tabs: one module per tab, and the stand-ins that load a heavy tab when first shown."""
