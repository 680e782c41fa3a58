"""The computers the window shows: the host list, how each is reached, the feeds that route snapshots into tabs."""
