"""Chart data over time (Qt-free) and the daily-history charts."""
