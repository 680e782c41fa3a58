"""Bridges from a client to other systems, on the public contract only (core/api).

A bridge reads the snapshots a client publishes and sends it commands through
``ClientInterface.submit``; it never reaches into the engine, and the engine never waits
on it. ``mqtt`` (with ``mqtt_settings``, ``mqtt_state``, ``mqtt_commands`` and
``ha_discovery``): the client's state on an MQTT broker, with Home Assistant discovery.
"""
