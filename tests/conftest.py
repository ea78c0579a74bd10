"""Shared test set-up: offscreen Qt, and a throwaway home for settings and logs.

The environment is set at import time, before any Qt or app module reads it,
so no test can touch the real user's configuration.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="speclab-tests-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CACHE_HOME"] = os.path.join(_HOME, "cache")

import pytest  # noqa: E402


@pytest.fixture
def settings_file(tmp_path):
    """A fresh settings file path for one test."""
    return str(tmp_path / "speclab.ini")


@pytest.fixture
def make_window(qtbot, settings_file):
    """Build the real main window like ``main()`` does: ``make_window("--screen", "lab")``.

    Defaults to Spanish and a private settings file. The window is shown and
    registered with qtbot, so it is closed after the test.
    """
    from desktop import app as app_module
    from desktop import i18n

    built = []

    def factory(*argv: str, show: bool = True):
        args = list(argv)
        if "--lang" not in args:
            args += ["--lang", "es"]
        if "--settings-file" not in args:
            args += ["--settings-file", settings_file]
        _app, window = app_module.build(args)
        qtbot.addWidget(window)
        if show:
            window.show()
            qtbot.waitExposed(window)
        built.append(window)
        return window

    yield factory
    # Delete the windows for good: a live one would receive every later
    # LanguageChange and make each following build slower.
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    for window in built:
        if not shiboken6.isValid(window):
            continue  # a folder's own fixture already deleted it
        window.ctx.clock.release_all()
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    i18n.set_language("es")
