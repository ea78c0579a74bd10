"""What kiosk mode changes on the main window (``desktop.classroom.kiosk``
does the rest: full screen, the idle reset, the PIN, the attract overlay).

No settings or exports on a shared screen: the Options menu goes, and so do
the shortcuts of its actions; what a visitor changes is never written to disk.
"""

from __future__ import annotations


def enable(window, idle_timeout: float, pin: str | None = None, lock: bool = True):
    from desktop.classroom.kiosk import Kiosk, ensure_touch_targets, lock_screen

    window.ctx.kiosk = True
    if window.ctx.settings is not None:
        window.ctx.settings.set_volatile(True)
    window.options_button.hide()
    window.header.relayout(force=True)  # the header is narrower without the menu
    window.options_menu.disable_all()
    window.removeAction(window.options_menu.projector_action)
    window.notice.hide()
    window.kiosk = Kiosk(window, idle_timeout=idle_timeout, pin=pin)
    for screen in window.created_screens().values():
        lock_screen(screen)
    ensure_touch_targets(window.header.parentWidget())  # the column right of the contents
    window.kiosk.start(lock=lock)
    return window.kiosk


def is_quit_key(event) -> bool:
    """A key a kiosk swallows (Escape, the platform's quit and close keys)."""
    from desktop.classroom.kiosk import is_quit_key as quit_key

    return quit_key(event)


def close_now(window) -> bool:
    """Whether ``window`` may close: a kiosk closes only by its own way out.
    When it may, its size is remembered (outside a kiosk) and the settings written."""
    if window.kiosk is not None and not window.kiosk.leaving:
        return False
    settings = window.ctx.settings
    if settings is not None:
        if not (window.isMaximized() or window.isFullScreen()) and window.kiosk is None:
            settings.set("window/width", window.width())
            settings.set("window/height", window.height())
        settings.sync()
    return True
