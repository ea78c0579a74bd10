"""Renewing the session: what a kiosk reset, "Start over" and a new theme do
to the screens, the model and the clock.

Screens are thrown away rather than asked to reset themselves, so no
prediction, quiz answer or animation can survive, whoever wrote it. A
discarded screen may have connected a lambda to the shared model or clock;
such a connection outlives the screen and would call into its deleted
widgets, so both objects are replaced too.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QToolTip

from desktop import i18n
from desktop.clock import Clock
from desktop.screens.base import AppContext
from desktop.shell.screen_host import ScreenHost


def renew(ctx: AppContext, keep_values: bool) -> None:
    """A new model (the same start-up values; the current ones too if asked) and a new clock."""
    old_model, old_clock = ctx.model, ctx.clock
    model = old_model.clone(old_model.parent(), keep_values=keep_values)
    clock = Clock(old_clock.parent())
    old_clock.release_all()
    for obj in (old_model, old_clock):
        obj.blockSignals(True)
        obj.deleteLater()
    ctx.model = model
    ctx.clock = clock


def close_other_windows(window: QMainWindow) -> None:
    """Popups, dialogs and any other window a visitor opened from ``window``."""
    for widget in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
        if widget is not None and widget is not window:
            widget.close()
    for widget in QApplication.topLevelWidgets():
        parent = widget.parentWidget()
        ours = parent.window() is window if parent is not None else not isinstance(widget, QMainWindow)
        if widget is not window and widget.isVisible() and ours:
            widget.close()
    QToolTip.hideText()


def rebuild(host: ScreenHost, show: Callable[[str], None], restyle: Callable[[], None] | None = None) -> None:
    """Build the screens again in place (a palette or font change: widgets read
    the theme when they are built). The model keeps its values, and every
    screen what ``save_state`` keeps (where a trace stands, answers).

    ``restyle`` (the new theme) runs once the old screens are gone: an
    application style sheet is applied to every widget alive, and with every
    screen built that took seconds. Only the current screen is built here; the
    others are built, with their state, when they are next shown."""
    name = host.current_name
    states = {n: s.save_state() for n, s in host.created().items()}
    host.discard()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # gone now, not at the next loop pass
    if restyle is not None:
        restyle()
    renew(host.ctx, keep_values=True)
    host.restore_later({n: state for n, state in states.items() if n != name and state is not None})
    if name is not None:
        show(name)
        state = states.get(name)
        if state is not None:
            host.screen(name).restore_state(state)


def restart(window) -> None:
    """Every screen of ``window`` (a MainWindow) thrown away, a fresh model and
    clock, the first screen shown."""
    window.host.discard()
    renew(window.ctx, keep_values=False)
    window.show_screen(window.screen_names()[0])


def reset(window, start_language: str) -> None:
    """Back to what a fresh start shows (a kiosk's next visitor): no other
    window open, the first screen, every value at its default, nothing a
    visitor changed remembered, the language the app started in."""
    close_other_windows(window)
    window.notice.hide()
    window.host.discard()
    renew(window.ctx, keep_values=False)
    settings = window.ctx.settings
    if settings is not None and settings.volatile:
        settings.forget_volatile()
    if i18n.current_language() != start_language:
        window.set_language(start_language, remember=False)
    window.show_screen(window.screen_names()[0])
    window.contents.restore(window.width())  # the next visitor finds the column as the kiosk starts it
    window.contents.settle()
    window.sessionReset.emit()
    window.focus_start()
