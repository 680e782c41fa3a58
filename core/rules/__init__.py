"""The volunteer's rules: "when CONDITION then ACTION", evaluated by the engine (no Qt).

``model`` (the records), ``rules_file`` (rules.xml: read, check, write),
``schedule_csv`` (power-price and solar schedules), ``evaluate`` (which rules hold and
what they decide), ``suspension`` (how that meets the run modes and preferences),
``runner`` (the live client's side: file, sensors, event log), ``sensors`` (psutil).
"""
