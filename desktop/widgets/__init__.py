"""Reusable widgets, one per module. Each takes the model in its constructor."""
