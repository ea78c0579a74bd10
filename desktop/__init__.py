"""SpecLab: learn speculative decoding by operating it."""

__version__ = "0.1.0"

# The argument that makes the frozen app the Real models lab's child process
# (desktop/realmodels/child.py). It lives in the package's first module so the
# frozen app's launcher can test for it before importing anything: importing
# desktop.realmodels first would set up numpy (one BLAS thread) for the window too.
REALMODELS_CHILD_FLAG = "--realmodels-child"
