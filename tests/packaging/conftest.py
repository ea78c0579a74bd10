"""Fixtures for the frozen-app smoke tests (marker ``packaging``).

They need a build: ``make dist`` (or packaging/ci-smoke.sh) puts it in dist/;
SPECLAB_DIST may point elsewhere. Without one, or when dist/ was built from
an older checkout, every test here is skipped.
SPECLAB_REQUIRE_BUILD=1 turns that skip into a failure.
Each frozen run gets a clean environment and its own throwaway HOME, so the
tests never read or write the real user's settings.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import tarfile
from pathlib import Path

import pytest
from frozen_app import DIST, DIST_EXPLICIT, ROOT, private_dir


def _missing(message: str):
    """Skip, unless the caller insists the build is there (ci-smoke.sh does)."""
    if os.environ.get("SPECLAB_REQUIRE_BUILD") == "1":
        pytest.fail(message)
    pytest.skip(message)


def _one(pattern: str) -> Path | None:
    found = sorted(DIST.glob(pattern))
    return found[-1] if found else None


def _check_fresh() -> None:
    """A dist/ built from an older checkout tests the old app: skip it
    (unless SPECLAB_DIST names the build explicitly)."""
    if DIST_EXPLICIT:
        return
    report = DIST / "build-report.json"
    if not report.exists():
        _missing(f"{report} missing: not a build from packaging/build.py")
    spec = importlib.util.spec_from_file_location("speclab_build", ROOT / "packaging" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    if json.loads(report.read_text()).get("source_digest") != build.source_digest():
        _missing(f"the build in {DIST} is older than this checkout (run `make dist`)")


@pytest.fixture(scope="session")
def tarball() -> Path:
    path = _one("speclab-*-linux-*.tar.gz")
    if path is None:
        _missing(f"no frozen build in {DIST} (run `make dist`, or set SPECLAB_DIST)")
    _check_fresh()
    return path


@pytest.fixture(scope="session")
def deb_file() -> Path:
    path = _one("speclab_*_*.deb")
    if path is None:
        _missing(f"no .deb in {DIST} (run `make dist`)")
    _check_fresh()
    return path


@pytest.fixture(scope="session")
def portable(tarball):
    """The tar.gz extracted, then copied to a second place (the extraction is
    deleted), so nothing can depend on where it was built or unpacked.
    Owned by root and not writable by others: a read-only install for nobody."""
    first = private_dir("speclab-extract-")
    second = private_dir("speclab-copy-")
    try:
        with tarfile.open(tarball) as tar:
            tar.extractall(first, filter="tar")
        (top,) = list(first.iterdir())
        folder = second / top.name
        shutil.copytree(top, folder, symlinks=True)
        shutil.rmtree(first)
        yield folder
    finally:
        shutil.rmtree(first, ignore_errors=True)
        shutil.rmtree(second, ignore_errors=True)


@pytest.fixture
def home():
    """A throwaway HOME the run's user (root or nobody) can write."""
    path = private_dir("speclab-home-", owner_nobody=True)
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def outdir():
    """A folder anyone may write the screenshot into."""
    path = private_dir("speclab-out-")
    path.chmod(0o777)
    yield path
    shutil.rmtree(path, ignore_errors=True)
