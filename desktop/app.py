"""Command line, QApplication, translators, and the main window.

``build(argv)`` makes everything ``main()`` shows without entering the event
loop, so tests and ``--screenshot`` share one path with the real app.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys

from desktop import __version__
from desktop.sim import validate

log = logging.getLogger("speclab")

DEFAULT_SIZE = (1280, 800)


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, f"speclab: error: {message}\n")


def _ranged(check):
    def convert(text):
        try:
            return check(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    return convert


def _size(text: str):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid value for size: {text!r} (expected WIDTHxHEIGHT, e.g. 1280x800)") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"invalid value for size: {text!r} (expected from 320x240 to 7680x4320)")
    return (w, h)


def _screenshot_path(text: str) -> str:
    # An empty path would otherwise read as "no screenshot" and open the normal window.
    if not text.strip():
        raise argparse.ArgumentTypeError("invalid value for screenshot: '' (expected the path of a .png file)")
    return text


def _pin(text: str) -> str:
    text = text.strip()
    if not (text.isdigit() and 4 <= len(text) <= 12):
        raise argparse.ArgumentTypeError(f"invalid value for kiosk-pin: {text!r} (expected 4 to 12 digits)")
    return text


def build_parser() -> argparse.ArgumentParser:
    from desktop.model import PARAMS, SEED_MAX
    from desktop.settings import DEFAULT_IDLE_TIMEOUT, FONT_SCALE_RANGE, IDLE_TIMEOUT_RANGE

    lo_scale, hi_scale = FONT_SCALE_RANGE
    lo_idle, hi_idle = IDLE_TIMEOUT_RANGE

    def lab_int(name):
        spec = PARAMS[name]
        return _ranged(lambda v: validate.check_int(name, v, int(spec.lo), int(spec.hi)))

    def lab_float(name):
        spec = PARAMS[name]
        return _ranged(lambda v: validate.check_float(name, v, spec.lo, spec.hi))

    p = _Parser(prog="speclab", description="SpecLab: learn speculative decoding by operating it.")
    p.add_argument("--lang", choices=("es", "en"), default=None, help="interface language (default: es, or the saved choice)")
    p.add_argument("--screen", metavar="NAME", help="screen to open (see --list-screens)")
    p.add_argument("--screens", metavar="A,B,...", help="show only these screens (for a class)")
    p.add_argument("--list-screens", action="store_true", help="list the screens, one per line, and exit")
    p.add_argument("--k", type=lab_int("k"), help="draft window, 0..16")
    p.add_argument("--alpha", type=lab_float("alpha"), help="acceptance rate, 0..1")
    p.add_argument("--cost", type=lab_float("cost"), help="draft cost per token relative to a slow pass, 0..0.5")
    p.add_argument("--tokens", type=lab_int("tokens"), help="text length N, 10..1000")
    p.add_argument("--seed", type=_ranged(lambda v: validate.check_int("seed", v, 0, SEED_MAX)), help="seed of the token-row trace (>= 0)")
    p.add_argument("--projector", action="store_true", default=None,
                   help="high-contrast palette and thick lines for a projector (default: the saved choice)")
    p.add_argument("--font-scale", type=_ranged(lambda v: validate.check_int("font-scale", v, *FONT_SCALE_RANGE)),
                   metavar="PERCENT", help=f"text size, {lo_scale}..{hi_scale} percent (default: the saved choice, or {lo_scale})")
    p.add_argument("--kiosk", action="store_true", default=None,
                   help="workshop kiosk: full screen, locked, resets itself when idle "
                        "(also the setting kiosk=true in the settings file)")
    p.add_argument("--kiosk-pin", type=_pin, metavar="DIGITS",
                   help="PIN the host types after Ctrl+Alt+Shift+Q to leave the kiosk (4 to 12 digits)")
    p.add_argument("--idle-timeout", type=_ranged(lambda v: validate.check_int("idle-timeout", v, *IDLE_TIMEOUT_RANGE)),
                   metavar="SECONDS", help=f"kiosk: start over after this many idle seconds, {lo_idle}..{hi_idle} (default {DEFAULT_IDLE_TIMEOUT})")
    p.add_argument("--screenshot", type=_screenshot_path, metavar="PATH", help="render the window to a PNG and exit")
    p.add_argument("--size", type=_size, default=None, help="window size for --screenshot, e.g. 1920x1080")
    p.add_argument("--settings-file", metavar="PATH", help=argparse.SUPPRESS)
    p.add_argument("--version", action="version", version=f"SpecLab {__version__}")
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    return args


def _validate_screens(args, parser_exit) -> list:
    from desktop.screens import registry

    specs = registry.all_screens()
    names = [s.name for s in specs]
    if args.screens:
        wanted = [n.strip() for n in args.screens.split(",") if n.strip()]
        unknown = [n for n in wanted if n not in names]
        if unknown or not wanted:
            parser_exit(f"unknown screen in --screens: {', '.join(unknown) or '(empty)'} (choose from: {', '.join(names)})")
        specs = [s for s in specs if s.name in wanted]
    if args.screen and args.screen not in [s.name for s in specs]:
        parser_exit(f"unknown screen: {args.screen!r} (choose from: {', '.join(s.name for s in specs)})")
    return specs


def _fail(message: str) -> None:
    sys.stderr.write(f"speclab: error: {message}\n")
    raise SystemExit(2)


def build(argv: list[str] | None = None):
    """Create (QApplication, MainWindow) for ``argv`` without running the loop."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    from desktop import runtime

    runtime.tune_allocator()  # before the QApplication starts Qt's threads (runtime.install, step 0)

    from PySide6.QtWidgets import QApplication

    from desktop import i18n, theme
    from desktop.clock import Clock
    from desktop.main_window import MainWindow
    from desktop.model import LessonModel
    from desktop.screens.base import AppContext
    from desktop.classroom.progress import Progress
    from desktop.settings import DEFAULT_IDLE_TIMEOUT, IDLE_TIMEOUT_RANGE, Settings

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "speclab"])
    app.setApplicationName("SpecLab")
    app.setOrganizationName("SpecLab")
    app.setApplicationVersion(__version__)

    settings = Settings(args.settings_file)
    prefs = Progress(settings).preferences()
    kiosk = args.kiosk if args.kiosk is not None else settings.get_bool("kiosk", False)
    lang = args.lang or prefs.language
    # Translators, palette and font go in before any widget exists.
    i18n.set_language(lang, app)
    projector = args.projector if args.projector is not None else prefs.projector
    font_scale = args.font_scale if args.font_scale is not None else prefs.font_scale
    theme.apply(app, projector=projector, font_scale=font_scale / 100, touch=kiosk,
                screen_scale=theme.projector_scale(_screen_area(app, args.size)))
    # Before the first widget: GC in this thread, font pins, the log and the
    # crash hooks (the order and the reasons are in runtime.install).
    guard = runtime.install(app)

    specs = _validate_screens(args, _fail)

    model = LessonModel(app, k=args.k, alpha=args.alpha, cost=args.cost, tokens=args.tokens, seed=args.seed)
    clock = Clock(app)
    ctx = AppContext(model=model, clock=clock, settings=settings, kiosk=kiosk)
    window = MainWindow(ctx, specs)
    window.language_box.blockSignals(True)
    window.language_box.setCurrentIndex(max(0, window.language_box.findData(i18n.current_language())))
    window.language_box.blockSignals(False)
    # "Continue where I left off": a self-learner reopens on the last screen;
    # a kiosk and a screenshot always start from the beginning.
    resume = not args.screenshot and not kiosk
    first = args.screen or (settings.get_str("progress/last_screen", "") if resume else "")
    if first not in [s.name for s in specs]:
        first = specs[0].name
    place_window(window, app, settings, args.size)
    window.show_screen(first)
    if kiosk:
        timeout = args.idle_timeout or settings.get_int("idle_timeout", DEFAULT_IDLE_TIMEOUT, *IDLE_TIMEOUT_RANGE)
        pin = args.kiosk_pin or (settings.get_str("kiosk_pin", "") or None)
        window.enable_kiosk(timeout, pin, lock=not args.screenshot)
    elif not args.screenshot:
        window.show_start_notices()
    window.focus_start()
    # The guard reads window.ctx.kiosk when an error happens.
    guard.watch(window)
    return app, window


# Screens this size or smaller (classroom projectors, small laptops) open
# maximised: a window with a title bar and frame would not fit them.
MAXIMISE_AT = (1366, 768)
# What a title bar and frame take, roughly, outside the client area.
_FRAME = (16, 48)


def initial_size(available: tuple[int, int], saved: tuple[int, int] | None) -> tuple[tuple[int, int], bool]:
    """The client size a window opens with on a screen whose available area
    is ``available``, and whether it opens maximised.

    Never larger than the screen: the window's own close button and menu
    must be reachable. The learner's own size is kept when it fits."""
    aw, ah = available
    if aw <= MAXIMISE_AT[0] and ah <= MAXIMISE_AT[1]:
        return (aw, ah), True
    w, h = saved or DEFAULT_SIZE
    return (max(320, min(w, aw - _FRAME[0])), max(240, min(h, ah - _FRAME[1]))), False


def _screen_area(app, size) -> tuple[int, int]:
    """The screen the window will fill, before it exists: ``--size`` (screenshots), else the
    primary screen's available area (the default size with no real screen)."""
    if size is not None:
        return tuple(size)
    screen = app.primaryScreen()
    if app.platformName() in ("offscreen", "minimal") or screen is None:
        return DEFAULT_SIZE
    geo = screen.availableGeometry()
    return geo.width(), geo.height()


def place_window(window, app, settings, size) -> None:
    """Open within the available geometry of the screen (``--size`` wins, for screenshots)."""
    window.start_maximised = False
    if size is not None or app.platformName() in ("offscreen", "minimal"):
        # No real screen to fit (screenshots, tests): the size asked for, or the default.
        window.resize(*(size or DEFAULT_SIZE))
        return
    from PySide6.QtWidgets import QWidget

    screen = QWidget.screen(window) or app.primaryScreen()
    geo = screen.availableGeometry()
    saved = None
    if settings is not None:
        w = settings.get_int("window/width", 0, 0, 10000)
        h = settings.get_int("window/height", 0, 0, 10000)
        saved = (w, h) if w >= 320 and h >= 240 else None
    (w, h), maximised = initial_size((geo.width(), geo.height()), saved)
    window.resize(w, h)
    if not maximised:
        # Centred in the available area, so the title bar is on the screen.
        window.move(geo.x() + max(0, (geo.width() - w - _FRAME[0]) // 2),
                    geo.y() + max(0, (geo.height() - h - _FRAME[1]) // 2))
    window.start_maximised = maximised


def screenshot(app, window, path: str) -> int:
    """Render the window once layout and animations have settled; save a PNG."""
    window.show()
    for _ in range(5):
        app.processEvents()
    screen = window.current_screen()
    if screen is not None:
        screen.settle()
    for _ in range(5):
        app.processEvents()
    image = window.grab()
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory) or not os.access(directory, os.W_OK) or not image.save(path, "PNG"):
        sys.stderr.write(f"speclab: error: cannot write the screenshot to {path!r}\n")
        return 2
    return 0


def list_screens() -> int:
    from PySide6.QtCore import QCoreApplication

    from desktop import i18n
    from desktop.screens import registry

    app = QCoreApplication.instance() or QCoreApplication([])
    i18n.set_language("es", app)
    for spec in registry.all_screens():
        print(f"{spec.name}\t{spec.translated_title()}")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    args = parse_args(argv)  # exits 2 on bad values, before any window exists
    if args.list_screens:
        return list_screens()
    if args.screenshot and not os.environ.get("QT_QPA_PLATFORM") and not os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from desktop.runtime import xcb_check

    if xcb_check.check() != 0:
        return 2  # Qt would abort with a misleading message
    app, window = build(argv)
    if args.screenshot:
        return screenshot(app, window, args.screenshot)
    window.prefetch.enable()  # the screens not opened yet are built in the learner's pauses
    if window.kiosk is not None:
        window.kiosk.show_attract()  # nobody has touched it yet
        window.showFullScreen()
        window.activateWindow()
    elif getattr(window, "start_maximised", False):
        window.showMaximized()
    else:
        window.show()
    return app.exec()
