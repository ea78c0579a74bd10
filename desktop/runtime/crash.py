"""Crash safety: nothing a bug does may end a lesson in front of a class.

``install(app, window, kiosk=...)`` (called by ``desktop.runtime.install``) routes every unexpected Python exception
(``sys.excepthook``, which PySide calls for an exception escaping a slot or a
virtual override, and ``threading.excepthook``) and every Qt message
(``qInstallMessageHandler``) into a rotating log file in the user's data
folder (``QStandardPaths.AppLocalDataLocation``). Then:

- normal mode: a short, friendly dialog with "Copy details"; the app keeps
  running. It opens with ``open()``, never ``exec()``, so it cannot block the
  event loop, and only one is shown at a time however often a bug repeats.
- kiosk mode: no dialog (nobody is there to read it); the app goes back to the
  first screen with every value reset, ready for the next visitor.

The reaction is queued to the GUI thread, so it runs after the failing slot
has unwound (and a worker thread's error is handled in the right thread).
``show_dialog`` is a module-level seam: tests replace it to see what would be
shown without opening a window.

Hooks already installed before (pytest-qt's recorders, a debugger) are kept
and still called; Python's default hook is not, since the log already prints.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
import threading
import traceback
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QStandardPaths,
    Qt,
    QtMsgType,
    Signal,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n
from desktop.lifetime import qt_alive

log = logging.getLogger("speclab.crash")
qt_log = logging.getLogger("speclab.qt")

LOG_FILE_NAME = "speclab.log"
FATAL_LOG_NAME = "speclab-fatal.log"
MAX_BYTES = 512 * 1024
BACKUP_COUNT = 3
# A bug in a paint event repeats on every frame: after this many identical
# tracebacks in a row only a one-line count is logged.
FULL_REPEATS = 3

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}

_guard: "CrashGuard | None" = None
_file_handler: logging.handlers.RotatingFileHandler | None = None
_fatal_file = None


# Where the log goes ----------------------------------------------------------
def data_dir() -> Path | None:
    """The user's writable data folder for this app, or None if there is none."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(location) if location else None


def log_path() -> Path | None:
    """The file the current log handler writes to (None when logging to stderr only)."""
    return Path(_file_handler.baseFilename) if _file_handler is not None else None


def close_log() -> None:
    """Detach the log file, if any: from now on the log goes to the terminal only."""
    global _file_handler
    if _file_handler is not None:
        logging.getLogger().removeHandler(_file_handler)
        _file_handler.close()
        _file_handler = None


def open_log(folder: Path | None) -> None:
    """Attach one rotating file handler to the root logger (idempotent).

    An unwritable folder is not an error: the app runs on, logging to stderr.
    """
    global _file_handler, _fatal_file
    if folder is None:
        return
    target = folder / LOG_FILE_NAME
    if _file_handler is not None and Path(_file_handler.baseFilename) == target:
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            target, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8", delay=True
        )
    except OSError as exc:
        log.warning("cannot write the log in %s (%s); logging to the terminal only", folder, exc)
        return
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    if _file_handler is not None:
        root.removeHandler(_file_handler)
        _file_handler.close()
    root.addHandler(handler)
    _file_handler = handler
    # A native crash (a segfault in a C extension) never reaches Python's hooks;
    # faulthandler still writes its traceback. Left alone if something (pytest,
    # python -X faulthandler) already enabled it.
    if not faulthandler.is_enabled():
        try:
            # Not in a `with`: it must stay open for as long as the process lives.
            _fatal_file = open(folder / FATAL_LOG_NAME, "a", encoding="utf-8")
            faulthandler.enable(_fatal_file)
        except OSError:
            _fatal_file = None


# The friendly dialog -----------------------------------------------------------
class CrashDialog(QDialog):
    """Tells the user something failed, that the app still works, and lets them copy the details."""

    def __init__(self, details: str, log_file: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.details = details
        self.log_file = log_file
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.where = QLabel(self)
        self.where.setWordWrap(True)
        self.where.setObjectName("caption")
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel(self)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copyDetailsButton")
        self.copy_button.clicked.connect(self.copy_details)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("continueButton")
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.message)
        layout.addWidget(self.where)
        layout.addLayout(buttons)
        self.setMinimumWidth(480)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("CrashDialog", "SpecLab — unexpected error"))
        self.heading.setText(QCoreApplication.translate("CrashDialog", "Something went wrong"))
        self.message.setText(QCoreApplication.translate(
            "CrashDialog",
            "SpecLab hit an unexpected error, but it is still running and you can carry on. "
            "If it happens again, copy the details and send them to whoever looks after this computer.",
        ))
        if self.log_file is not None:
            self.where.setText(i18n.fill(QCoreApplication.translate("CrashDialog", "The details were also saved in %1"),
                                         str(self.log_file)))
        self.where.setVisible(self.log_file is not None)
        self.copy_button.setText(QCoreApplication.translate("CrashDialog", "Copy details"))
        self.close_button.setText(QCoreApplication.translate("CrashDialog", "Continue"))

    def add_occurrence(self, details: str, count: int) -> None:
        """The same dialog stays up while errors repeat; it copies the latest."""
        self.details = details
        self.status.setText(QCoreApplication.translate("CrashDialog", "It happened again (%n time(s) in total).", "", count))

    def copy_details(self) -> None:
        QApplication.clipboard().setText(self.details)
        self.status.setText(QCoreApplication.translate("CrashDialog", "Details copied."))


def show_dialog(parent: QWidget | None, details: str, log_file: Path | None) -> QDialog | None:
    """Open the crash dialog without blocking (tests monkeypatch this seam)."""
    dialog = CrashDialog(details, log_file, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


# The guard -------------------------------------------------------------------
class CrashGuard(QObject):
    """Holds the hooks for one window; ``install`` creates it."""

    # Emitted from any thread; handled in the GUI thread after the event loop resumes.
    reported = Signal(str)

    def __init__(self, app: QCoreApplication, window, kiosk: bool | None = None) -> None:
        super().__init__(app)
        self.window = window
        self.kiosk = kiosk
        self.count = 0  # unexpected errors seen
        self.qt_messages = 0  # Qt warnings and worse seen
        self.last_details: str | None = None
        self._repeats = 0
        self._dialog: QDialog | None = None
        self._previous_excepthook = None
        self._previous_thread_hook = None
        self._previous_qt_handler = None
        self.reported.connect(self._on_reported, Qt.ConnectionType.QueuedConnection)

    @property
    def dialog(self) -> QDialog | None:
        """The dialog last shown to the user about an error (None before the first)."""
        return self._dialog

    def watch(self, window) -> None:
        """Guard ``window`` from now on: the hooks go in before the window is built
        (``desktop.runtime.install``), so an error while building it is logged too."""
        self.window = window

    # Hooks -------------------------------------------------------------------
    def _install(self, previous: "CrashGuard | None") -> None:
        hook = sys.excepthook
        if previous is not None and hook == previous._excepthook:
            hook = previous._previous_excepthook
        self._previous_excepthook = None if hook is sys.__excepthook__ else hook
        sys.excepthook = self._excepthook

        thread_hook = threading.excepthook
        if previous is not None and thread_hook == previous._thread_excepthook:
            thread_hook = previous._previous_thread_hook
        self._previous_thread_hook = None if thread_hook is threading.__excepthook__ else thread_hook
        threading.excepthook = self._thread_excepthook

        qt_previous = qInstallMessageHandler(self._qt_message)
        if previous is not None and qt_previous == previous._qt_message:
            qt_previous = previous._previous_qt_handler
        self._previous_qt_handler = qt_previous

    def _uninstall(self) -> None:
        if sys.excepthook == self._excepthook:
            sys.excepthook = self._previous_excepthook or sys.__excepthook__
        if threading.excepthook == self._thread_excepthook:
            threading.excepthook = self._previous_thread_hook or threading.__excepthook__
        current = qInstallMessageHandler(self._previous_qt_handler)
        if current is not None and current != self._qt_message:
            qInstallMessageHandler(current)  # someone else installed after us: leave theirs

    def _excepthook(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, (KeyboardInterrupt, SystemExit)):
            (self._previous_excepthook or sys.__excepthook__)(exc_type, exc, tb)
            return
        try:
            self.report("".join(traceback.format_exception(exc_type, exc, tb)))
        except Exception:  # noqa: BLE001 - the guard itself must never be the crash
            sys.__excepthook__(exc_type, exc, tb)
        if self._previous_excepthook is not None:
            self._previous_excepthook(exc_type, exc, tb)

    def _thread_excepthook(self, args) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "?"
        try:
            details = "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
            self.report(f"in thread {name}:\n{details}")
        except Exception:  # noqa: BLE001 - as above, in a worker thread
            threading.__excepthook__(args)
        if self._previous_thread_hook is not None:
            self._previous_thread_hook(args)

    def _qt_message(self, mode, context, message) -> None:
        level = _QT_LEVELS.get(mode, logging.WARNING)
        if level >= logging.WARNING:
            self.qt_messages += 1
        where = f" ({context.file}:{context.line})" if context is not None and context.file else ""
        qt_log.log(level, "%s%s", message, where)
        if self._previous_qt_handler is not None:
            self._previous_qt_handler(mode, context, message)

    # Reporting ---------------------------------------------------------------
    def report(self, details: str) -> None:
        """Log an unexpected error and queue the user-facing reaction."""
        self.count += 1
        if details == self.last_details:
            self._repeats += 1
        else:
            self._repeats = 1
        self.last_details = details
        if self._repeats <= FULL_REPEATS:
            log.error("unexpected error #%d:\n%s", self.count, details.rstrip())
            if not _stderr_logged():
                sys.stderr.write(details)  # a developer at a terminal still sees it
        else:
            log.error("unexpected error #%d: the same as the previous one (%d in a row)", self.count, self._repeats)
        self.reported.emit(details)

    def _is_kiosk(self) -> bool:
        if self.kiosk is not None:
            return bool(self.kiosk)
        ctx = getattr(self.window, "ctx", None)
        return bool(getattr(ctx, "kiosk", False))

    def _on_reported(self, details: str) -> None:
        try:
            if self._is_kiosk():
                self._reset_to_first_screen()
            else:
                self._tell_user(details)
        except Exception:  # never let the reaction raise into the hook again
            log.exception("could not react to an unexpected error")

    def _tell_user(self, details: str) -> None:
        dialog = self._dialog
        # A closed dialog may be deleted already: only its Python wrapper is left.
        if qt_alive(dialog) and dialog.isVisible():
            if isinstance(dialog, CrashDialog):
                dialog.add_occurrence(details, self.count)
            return
        parent = self.window if qt_alive(self.window) else None
        self._dialog = show_dialog(parent, details, log_path())

    def _reset_to_first_screen(self) -> None:
        window = self.window
        if not qt_alive(window):
            return
        reset_session = getattr(window, "reset_session", None)
        if reset_session is not None:
            # What the idle timeout does: fresh screens, default values, first screen.
            reset_session()
        else:
            # A popup or a dialog left open would cover the first screen.
            for widget in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
                if widget is not None and widget is not window:
                    widget.close()
            names = window.screen_names()
            if names:
                window.show_screen(names[0])
            window.reset_all()
        log.warning("kiosk: back to the first screen after an unexpected error")


def _stderr_logged() -> bool:
    """True when the logging set-up (main()'s basicConfig) already prints errors on stderr."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.StreamHandler) and getattr(handler, "stream", None) in (sys.stderr, sys.__stderr__):
            return handler.level <= logging.ERROR
    return False


def install(app: QCoreApplication, window=None, kiosk: bool | None = None) -> CrashGuard:
    """Guard ``window`` (the main window) against unexpected errors.

    ``kiosk=None`` asks ``window.ctx.kiosk`` at the time of each error.
    Installing again (a second window, the next test) replaces the previous guard.
    """
    global _guard
    open_log(data_dir())
    previous = _guard
    guard = CrashGuard(app, window, kiosk)
    guard._install(previous)
    if qt_alive(previous):
        previous.deleteLater()
    _guard = guard
    return guard


def uninstall() -> None:
    """Restore the hooks that were there before ``install`` (for tests)."""
    global _guard
    if _guard is not None:
        _guard._uninstall()
        _guard.deleteLater()
        _guard = None


def current() -> CrashGuard | None:
    return _guard
