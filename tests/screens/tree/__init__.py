"""Tree lab tests (a package, so test module names such as test_frames stay unique)."""
