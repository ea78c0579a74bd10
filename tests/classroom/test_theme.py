"""Projector palette and font scale: contrast, rendered sizes, nothing clipped."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel

from desktop import theme


def _luminance(hex_colour: str) -> float:
    """WCAG 2.x relative luminance, from the sRGB definition."""
    h = hex_colour.lstrip("#")
    channels = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_contrast_formula_on_known_pairs():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#ffffff", "#ffffff") == pytest.approx(1.0)
    # WebAIM's checker gives 4.54:1 for #767676 on white, the classic AA threshold grey.
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("palette", [theme.NORMAL, theme.PROJECTOR], ids=lambda t: t.name)
def test_every_text_colour_meets_wcag_aa(palette):
    failing = [(what, fg, bg, round(contrast(fg, bg), 2))
               for what, fg, bg in theme.text_pairs(palette) if contrast(fg, bg) < 4.5]
    assert not failing, failing


def test_projector_palette_is_darker_and_thicker_than_normal():
    for what, fg, bg in theme.text_pairs(theme.PROJECTOR):
        normal = dict((w, (f, b)) for w, f, b in theme.text_pairs(theme.NORMAL))[what]
        assert contrast(fg, bg) >= contrast(*normal) - 1e-9, what
    assert theme.PROJECTOR.line_width > theme.NORMAL.line_width
    assert theme.PROJECTOR.border_width > theme.NORMAL.border_width
    # No pale grey lines: every border is at least 4.5:1 against the background.
    assert contrast(theme.PROJECTOR.card_border, theme.PROJECTOR.background) >= 4.5


def _sizes(window) -> dict[str, float]:
    """Rendered text heights of representative widgets of the Lab (pixels)."""
    lab = window.current_screen()
    chart = lab.chart
    axis = chart.plot.getAxis("bottom")
    return {
        "slider label": QFontMetricsF(lab.sliders["k"].label.font()).height(),
        "readout value": QFontMetricsF(lab.readouts.values["speedup"].font()).height(),
        "button": QFontMetricsF(lab.playback.play_button.font()).height(),
        "title": QFontMetricsF(window.title_label.font()).height(),
        "toc": QFontMetricsF(window.toc.font()).height(),
        "chart ticks": QFontMetricsF(axis.style["tickFont"]).height(),
        "chart legend": QFontMetricsF(chart.legend.text_font()).height(),
        "chart axis label": float(axis.labelStyle["font-size"].rstrip("ptx")),
    }


def test_font_scale_and_projector_change_rendered_sizes(make_window, qtbot):
    w = make_window("--screen", "lab")
    before = _sizes(w)
    pen_before = w.current_screen().chart.curve.opts["pen"].widthF()
    w.set_font_scale(200)
    qtbot.waitUntil(lambda: QFontMetricsF(w.title_label.font()).height() > before["title"] * 1.5)
    after = _sizes(w)
    for name in before:
        assert after[name] / before[name] == pytest.approx(2.0, rel=0.15), name
    assert theme.current().font_scale == 2.0
    # Projector: black text, and the chart rebuilt with thicker lines.
    w.set_projector(True)
    assert QApplication.palette().color(QPalette.ColorRole.WindowText).name() == theme.PROJECTOR.text
    assert w.current_screen().chart.curve.opts["pen"].widthF() > pen_before
    # The scale survives the palette switch; the projector's base text is 18 px instead of 16 px.
    projector_gain = theme.PROJECTOR_POINT_SIZE / theme.BASE_POINT_SIZE
    assert _sizes(w)["button"] == pytest.approx(after["button"] * projector_gain, rel=0.05)
    # The model kept its values through the rebuild.
    assert w.ctx.model.state()["k"] == 4


def test_projector_text_is_18_px_and_normal_text_16_px(make_window):
    """The projector's base and floor; normal mode keeps 16 px and its own small sizes."""
    from PySide6.QtGui import QFont, QFontInfo

    def px(points):
        f = QFont(QApplication.font())
        f.setPointSizeF(points)
        return QFontInfo(f).pixelSize()

    make_window("--screen", "lab")
    assert QFontInfo(QApplication.font()).pixelSize() == 16
    assert theme.pt(11) == pytest.approx(11) and px(theme.min_pt()) == 14
    make_window("--screen", "lab", "--projector")
    assert QFontInfo(QApplication.font()).pixelSize() == 18
    assert px(theme.pt(11)) == 18 and px(theme.min_pt()) == 18
    assert theme.pt(20) == pytest.approx(20)  # titles keep their size


def test_cli_options_set_palette_and_scale(make_window):
    w = make_window("--screen", "lab", "--projector", "--font-scale", "150")
    assert theme.current().name == "projector"
    assert theme.current().font_scale == 1.5
    assert QApplication.font().pointSizeF() == pytest.approx(theme.PROJECTOR_POINT_SIZE * 1.5)
    assert w.current_screen().chart.curve.opts["pen"].widthF() == pytest.approx(theme.PROJECTOR.line_width + 1)


@pytest.mark.parametrize("value", ["99", "201", "abc", "1.5e2"])
def test_bad_font_scale_exits_2_with_one_line(value, capsys):
    from desktop import app

    with pytest.raises(SystemExit) as info:
        app.parse_args(["--font-scale", value])
    assert info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "font-scale" in err and "100 to 200" in err


def clipped_texts(window) -> list[tuple]:
    """Labels and buttons whose text does not fit the space they were given."""
    problems = []
    for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton) + window.findChildren(QComboBox):
        if not w.isVisibleTo(window) or not w.isVisible():
            continue
        name = (type(w).__name__, w.objectName(), getattr(w, "text", lambda w=w: w.currentText())()[:40])
        if isinstance(w, QLabel):
            if not w.text() or w.pixmap() is not None and not w.pixmap().isNull():
                continue
            rect = w.contentsRect()
            if w.wordWrap() or w.textFormat() != w.textFormat().PlainText and "<" in w.text():
                need_h = w.heightForWidth(w.width()) if w.wordWrap() else w.sizeHint().height()
                if need_h > w.height() + 1:
                    problems.append((*name, "height", need_h, w.height()))
                if not w.wordWrap() and w.sizeHint().width() > w.width() + 1:
                    problems.append((*name, "width", w.sizeHint().width(), w.width()))
            else:
                fm = w.fontMetrics()
                widest = max(fm.horizontalAdvance(line) for line in w.text().split("\n"))
                if widest > rect.width() + 1:
                    problems.append((*name, "width", widest, rect.width()))
        elif w.sizeHint().width() > w.width() + 1 or w.sizeHint().height() > w.height() + 1:
            problems.append((*name, "size", w.sizeHint().width(), w.width(), w.sizeHint().height(), w.height()))
    return problems


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_text_is_clipped_in_the_lab_at_200_percent_on_1280x800(make_window, lang):
    w = make_window("--screen", "lab", "--font-scale", "200", "--projector", "--size", "1280x800", "--lang", lang)
    QApplication.processEvents()
    assert w.width() == 1280 and w.height() == 800
    assert not clipped_texts(w), clipped_texts(w)


def test_no_text_is_clipped_in_the_lab_at_100_percent(make_window):
    w = make_window("--screen", "lab", "--size", "1280x800")
    QApplication.processEvents()
    assert not clipped_texts(w), clipped_texts(w)


def test_the_clipping_check_catches_a_squeezed_label_and_button(make_window):
    w = make_window("--screen", "lab", "--size", "1280x800")
    lab = w.current_screen()
    lab.sliders["k"].value_label.setFixedWidth(4)
    lab.readouts.names["slow_passes"].setFixedHeight(12)
    lab.playback.step_button.setFixedWidth(30)
    QApplication.processEvents()
    found = {(kind, obj) for kind, obj, *_ in clipped_texts(w)}
    assert ("QLabel", "draftWindowSliderValue") in found
    assert ("QPushButton", "stepButton") in found
    assert len(clipped_texts(w)) >= 3


def test_projector_shortcut_toggles_outside_kiosk(make_window, qtbot):
    from PySide6.QtCore import Qt

    w = make_window("--screen", "lab")
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert theme.current().name == "projector"
    assert w.ctx.settings.get_bool("projector", False)


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_a_disabled_primary_button_looks_disabled(qtbot, projector):
    """An ID selector (#primary) outranks :disabled in a Qt style sheet: without a rule of its own a
    disabled primary button kept its solid accent fill and looked pressable (blind review round 4)."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QPushButton

    app = QApplication.instance()
    t = theme.apply(app, projector=projector)
    buttons = []
    for enabled in (True, False):
        b = QPushButton("Fijar mi predicción")
        b.setObjectName("primary")
        b.setEnabled(enabled)
        qtbot.addWidget(b)
        b.resize(240, 48)
        buttons.append(b)
    on, off = (b.grab().toImage() for b in buttons)
    # The fill well inside the border, left of the text.
    fill_on, fill_off = (QColor(img.pixel(12, img.height() // 2)).name() for img in (on, off))
    assert contrast(fill_on, t.accent) < 1.1  # enabled: the solid accent
    assert contrast(fill_off, t.accent) > 3.0  # disabled: a pale fill, far from it in lightness, not only in hue
    assert contrast(t.disabled_text, fill_off) >= 4.5  # its text is still readable
    # Same size: enabling it never moves its neighbours.
    assert buttons[0].sizeHint() == buttons[1].sizeHint()
