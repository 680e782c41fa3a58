"""The live client: the engine on the wall clock with real ports (HTTP, processes, files)."""
