"""Crash safety (desktop/runtime/crash.py): an unexpected error is logged with its
traceback to a rotating file in the user's data folder; a normal window shows
a friendly dialog with "copy details" and keeps working; a kiosk shows nothing
and goes back to its first screen.

The errors here are raised on purpose inside Qt slots, so pytest-qt's own
exception capture is switched off for these tests (``qt_no_exception_capture``);
the guard's records are what is checked.
"""

from __future__ import annotations

import logging
import subprocess
import sys
import threading
import textwrap

import pytest
from PySide6.QtCore import QTimer, qWarning
from PySide6.QtWidgets import QApplication

from desktop.runtime import crash

pytestmark = pytest.mark.qt_no_exception_capture


def _fresh_env(tmp_path) -> dict:
    """A private home for a child process: its log and settings land in tmp_path."""
    return {
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
    }


def _raise_in_slot(message: str = "deliberate failure for the crash test") -> None:
    def boom():
        raise RuntimeError(message)

    QTimer.singleShot(0, boom)


@pytest.fixture
def dialogs(monkeypatch):
    """Replace the dialog seam; each call is recorded instead of shown."""
    calls = []
    monkeypatch.setattr(crash, "show_dialog", lambda parent, details, log_file: calls.append((parent, details, log_file)))
    return calls


def test_install_is_part_of_build_and_logs_to_the_data_folder(make_window):
    window = make_window("--screen", "lab")
    guard = crash.current()
    assert guard is not None and guard.window is window
    path = crash.log_path()
    assert path is not None and path.name == crash.LOG_FILE_NAME
    assert crash.data_dir() in path.parents or path.parent == crash.data_dir()


def test_normal_mode_logs_the_traceback_shows_the_dialog_and_keeps_running(make_window, qtbot, dialogs):
    window = make_window("--screen", "lab")
    guard = crash.current()
    _raise_in_slot("boom in a slot 41")
    qtbot.waitUntil(lambda: len(dialogs) == 1)
    parent, details, log_file = dialogs[0]
    assert parent is window
    assert "RuntimeError: boom in a slot 41" in details and "Traceback" in details
    assert guard.count == 1
    text = log_file.read_text(encoding="utf-8")
    assert "boom in a slot 41" in text and "Traceback (most recent call last)" in text
    # Still alive: the window still takes input and updates.
    window.current_screen().sliders["k"].slider.setValue(9)
    assert window.ctx.model.k == 9
    assert window.current_name() == "lab"


def test_the_real_dialog_copies_the_details_and_does_not_block(make_window, qtbot):
    window = make_window("--screen", "lab")
    _raise_in_slot("copy me 7")
    qtbot.waitUntil(lambda: isinstance(crash.current().dialog, crash.CrashDialog))
    dialog = crash.current().dialog
    assert dialog.isVisible() and dialog.parent() is window
    # The event loop kept running to get here, so open() did not block; more
    # errors reuse the same dialog instead of stacking new ones.
    _raise_in_slot("copy me 8")
    qtbot.waitUntil(lambda: crash.current().count == 2)
    qtbot.wait(10)
    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, crash.CrashDialog) and w.isVisible()] == [dialog]
    dialog.copy_button.click()
    assert "RuntimeError: copy me 8" in QApplication.clipboard().text()
    assert dialog.status.text()
    dialog.close_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_dialog_texts_are_translatable_and_never_empty(qtbot):
    dialog = crash.CrashDialog("details", None)
    qtbot.addWidget(dialog)
    for label in (dialog.heading, dialog.message, dialog.copy_button, dialog.close_button):
        assert label.text().strip()
    assert not dialog.where.isVisibleTo(dialog)  # no log file, no path line


def test_kiosk_mode_shows_no_dialog_and_goes_back_to_the_first_screen(tmp_path):
    """A real --kiosk window, in a fresh process.

    In-process, after other windows have come and gone, building a kiosk
    window can segfault inside PySide (see docs/reliability.md, "Known
    risks"); a fresh process keeps this test about crash safety alone.
    """
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QEventLoop, QTimer
        from desktop import app as app_module
        from desktop.runtime import crash
        shown = []
        crash.show_dialog = lambda *a: shown.append(a)
        app, window = app_module.build(["--kiosk", "--screen", "lab", "--settings-file", sys.argv[1]])
        window.kiosk.quit = lambda: None
        window.show()
        first = window.screen_names()[0]
        assert window.current_name() == "lab" != first
        window.ctx.model.set_k(11)
        def boom():
            raise RuntimeError("kiosk failure 3")
        QTimer.singleShot(0, boom)
        loop = QEventLoop()
        def check():
            if window.current_name() == first:
                loop.quit()
        poll = QTimer(); poll.timeout.connect(check); poll.start(5)
        QTimer.singleShot(5000, loop.quit)
        loop.exec()
        print("RESULT", window.current_name() == first, len(shown), window.ctx.model.k, crash.current().count)
        print("LOG", crash.log_path())
        window.kiosk.shutdown()
        """
    )
    proc = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s.ini")], env=_fresh_env(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = dict(line.split(" ", 1) for line in proc.stdout.splitlines() if line.startswith(("RESULT", "LOG")))
    back_to_first, dialogs, k, count = lines["RESULT"].split()
    assert back_to_first == "True"
    assert dialogs == "0"
    assert k != "11"  # every value back at its default
    assert count == "1"
    from pathlib import Path

    assert "kiosk failure 3" in Path(lines["LOG"]).read_text(encoding="utf-8")


def test_kiosk_flag_passed_to_install_wins(make_window, qtbot, dialogs):
    window = make_window("--screen", "lab")
    crash.install(QApplication.instance(), window, kiosk=True)
    _raise_in_slot()
    qtbot.waitUntil(lambda: window.current_name() == window.screen_names()[0])
    assert dialogs == []


def test_repeated_errors_are_logged_once_in_full(make_window, qtbot, dialogs):
    make_window("--screen", "lab")
    guard = crash.current()
    for _ in range(crash.FULL_REPEATS + 5):
        guard.report("Traceback (most recent call last):\nValueError: same again\n")
    text = crash.log_path().read_text(encoding="utf-8")
    assert text.count("ValueError: same again") == crash.FULL_REPEATS
    assert "the same as the previous one" in text


def test_the_log_rotates_and_stays_bounded(tmp_path, qtbot, monkeypatch):
    monkeypatch.setattr(crash, "MAX_BYTES", 2000)
    crash.close_log()
    crash.open_log(tmp_path)
    try:
        assert crash.log_path() == tmp_path / crash.LOG_FILE_NAME
        for i in range(200):
            logging.getLogger("speclab.crash").error("error %d %s", i, "x" * 100)
        files = sorted(tmp_path.glob(crash.LOG_FILE_NAME + "*"))
        assert 2 <= len(files) <= crash.BACKUP_COUNT + 1
        assert all(f.stat().st_size <= 2000 + 400 for f in files)
    finally:
        crash.close_log()
        assert crash.log_path() is None


def test_unwritable_data_folder_is_not_an_error(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    crash.close_log()
    crash.open_log(blocker / "sub")  # mkdir fails: a file is in the way
    assert crash.log_path() is None


@pytest.mark.qt_log_ignore("speclab test warning")
def test_qt_warnings_go_to_the_log(make_window):
    make_window("--screen", "lab")
    guard = crash.current()
    before = guard.qt_messages
    qWarning("speclab test warning 5")
    assert guard.qt_messages == before + 1
    assert "speclab test warning 5" in crash.log_path().read_text(encoding="utf-8")


# pytest's own thread hook still sees the error (the guard chains to it).
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_worker_thread_errors_reach_the_gui_thread(make_window, qtbot, dialogs):
    make_window("--screen", "lab")

    def work():
        raise ValueError("worker failed 12")

    thread = threading.Thread(target=work, name="speclab-test-worker")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: len(dialogs) == 1)
    assert "worker failed 12" in dialogs[0][1] and "speclab-test-worker" in dialogs[0][1]


def test_a_second_install_replaces_the_first_without_chaining_to_it(make_window, qtbot, dialogs):
    first = make_window("--screen", "lab")
    first_guard = crash.current()
    second = make_window("--screen", "lab")
    second_guard = crash.current()
    assert second_guard is not first_guard
    _raise_in_slot("only once 5")
    qtbot.waitUntil(lambda: len(dialogs) >= 1)
    qtbot.wait(20)
    assert len(dialogs) == 1 and dialogs[0][0] is second
    assert first is not second


def test_end_to_end_in_a_fresh_process(tmp_path):
    """The real hooks in a real process: the error is logged, the process lives on and exits 0."""
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QTimer
        from desktop import app as app_module
        from desktop.runtime import crash
        app, window = app_module.build(["--screen", "lab", "--settings-file", sys.argv[1]])
        crash.show_dialog = lambda *a: None  # nobody to click "Continue" here
        window.show()
        def boom():
            raise KeyError("end to end 99")
        def done():
            print("ALIVE", crash.current().count, crash.log_path())
            app.quit()
        QTimer.singleShot(0, boom)
        QTimer.singleShot(200, done)
        sys.exit(app.exec())
        """
    )
    proc = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s.ini")], env=_fresh_env(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    line = next(line for line in proc.stdout.splitlines() if line.startswith("ALIVE"))
    _, count, path = line.split(" ", 2)
    assert count == "1"
    assert path.startswith(str(tmp_path / "data"))
    from pathlib import Path

    assert "KeyError: 'end to end 99'" in Path(path).read_text(encoding="utf-8")
    # A developer at a terminal sees it once (not once per hook).
    assert proc.stderr.count("end to end 99") == 1
