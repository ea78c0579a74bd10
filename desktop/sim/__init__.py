"""Pure-numpy models of speculative decoding. No Qt may be imported here.

The app, the CLI (``python -m desktop.sim``) and the benchmarks all read their
numbers from this package, so it stays a plain library.
"""
