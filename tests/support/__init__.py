"""Helpers the tests share: fresh-process screenshots and catalogue checks."""
