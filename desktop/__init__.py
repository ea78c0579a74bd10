"""SpecLab: learn speculative decoding by operating it."""

__version__ = "0.1.0"
