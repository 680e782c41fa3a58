"""The emulator as a client the window can hold: ``EmulatedClient`` (emulated.py) runs an
``EmulatedWorld`` (emulated_world.py: the client loop over the emulated assembly) on its own
thread and speaks core/api's contract, like the live client (core/client) and the remote one
(core/remote)."""
