"""Chart export through pyqtgraph's exporters, and the achievement card."""

from __future__ import annotations

import csv
import datetime as dt
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from desktop.classroom import achievement, export
from desktop.classroom.progress import Progress, QuizResult
from desktop.sim import analytic

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def save_to(monkeypatch, tmp_path):
    """Answer the save dialog with a path in tmp_path; records what was suggested."""
    asked = []

    def choose(parent, title, suggested, file_filter):
        asked.append((title, suggested, file_filter))
        return str(tmp_path / suggested)

    monkeypatch.setattr(export, "choose_path", choose)
    return asked


def _rows(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.reader(fh))


def _series(rows, x_header, y_header, occurrence=0):
    """The (x, y) columns whose headers are these, as floats (empty cells dropped)."""
    header = rows[0]
    starts = [i for i in range(len(header) - 1) if header[i] == x_header and header[i + 1] == y_header]
    i = starts[occurrence]
    pairs = [(r[i], r[i + 1]) for r in rows[1:] if i + 1 < len(r) and r[i] != ""]
    return [float(x) for x, _ in pairs], [float(y) for _, y in pairs]


def test_png_is_a_valid_image_with_a_spanish_name(make_window, save_to):
    w = make_window("--screen", "lab")
    path = w.export_chart("png")
    title, suggested, _ = save_to[0]
    assert suggested == "speclab-grafico.png"
    assert title == "Guardar el gráfico como imagen"
    data = Path(path).read_bytes()
    assert data[:8] == PNG_SIGNATURE
    image = QImage(path)
    assert image.width() == export.PNG_WIDTH and image.height() > 200
    # Not blank: the curve's blue is in it.
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 5
    assert w.notice.isVisible() and path in w.notice.label.text()


def test_svg_is_valid_xml_with_drawing(make_window, save_to):
    w = make_window("--screen", "lab")
    path = w.export_chart("svg")
    assert save_to[0][1] == "speclab-grafico.svg"
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    paths = [e for e in root.iter() if e.tag.endswith("path") or e.tag.endswith("polyline")]
    assert len(paths) > 5
    texts = "".join(e.text or "" for e in root.iter() if e.tag.endswith("text"))
    assert "0,8" in texts  # the axis keeps the Spanish decimal comma; only the CSV uses dots


@pytest.mark.parametrize("lang, name, alpha, with_draft, without", [
    ("es", "speclab-datos-grafico.csv", "tasa de aceptación alfa", "pasadas lentas con borrador", "pasadas lentas sin borrador"),
    ("en", "speclab-chart-data.csv", "acceptance rate alpha", "slow passes with the draft", "slow passes without a draft"),
])
def test_csv_headers_follow_the_language_and_numbers_equal_the_sims(make_window, save_to, lang, name, alpha,
                                                                      with_draft, without):
    w = make_window("--screen", "lab", "--lang", lang, "--k", "6", "--alpha", "0.7", "--tokens", "250")
    path = w.export_chart("csv")
    assert save_to[0][1] == name
    rows = _rows(path)
    assert alpha in rows[0] and with_draft in rows[0] and without in rows[0]
    # Dot decimals, never commas, whatever the language.
    cells = [c for r in rows[1:] for c in r if c]
    assert all("," not in c for c in cells)
    assert any("." in c for c in cells)
    xs, ys = _series(rows, alpha, with_draft)
    assert len(xs) == 201 and xs[0] == 0.0 and xs[-1] == 1.0
    for a, y in zip(xs[::20], ys[::20]):
        assert y == pytest.approx(analytic.expected_passes(6, a, 250), rel=1e-9)
    # Independent check at three points: E[passes] by the exact recursion over tokens left.
    for a in (0.3, 0.7, 0.95):
        i = xs.index(pytest.approx(a))
        assert ys[i] == pytest.approx(_passes_by_recursion(6, a, 250), rel=1e-9)
    bx, by = _series(rows, alpha, without)
    assert by == [250.0, 250.0]
    # The marker: the model's point.
    marker_x = "tasa de aceptación alfa actual" if lang == "es" else "current acceptance rate alpha"
    marker_y = "pasadas lentas actuales con borrador" if lang == "es" else "current slow passes with the draft"
    mx, my = _series(rows, marker_x, marker_y)
    assert mx == [0.7]
    assert my[0] == pytest.approx(analytic.expected_passes(6, 0.7, 250), rel=1e-9)


def _passes_by_recursion(k: int, a: float, n: int) -> float:
    """E[slow passes to write n tokens]: a round accepts j of k drafts with
    P = a^j (1-a) (j < k) or a^k (j = k), then writes j+1 tokens (the last
    round's extra tokens dropped). E[m] = 1 + sum_j P(j) E[max(m-j-1, 0)]."""
    e = [0.0] * (n + 1)
    probs = [a ** j * (1 - a) for j in range(k)] + [a ** k]
    for m in range(1, n + 1):
        e[m] = 1.0 + sum(p * e[max(m - j - 1, 0)] for j, p in enumerate(probs))
    return e[n]


def test_csv_has_the_time_curve_when_the_draft_costs_time(make_window, save_to):
    w = make_window("--screen", "lab", "--cost", "0.2", "--k", "3")
    rows = _rows(w.export_chart("csv"))
    xs, ys = _series(rows, "tasa de aceptación alfa", "tiempo total con borrador, en pasadas lentas")
    for a, y in zip(xs[::25], ys[::25]):
        assert y == pytest.approx(analytic.expected_passes(3, a, 100) * (1 + 3 * 0.2), rel=1e-9)


def test_cancelled_dialog_writes_nothing(make_window, monkeypatch, tmp_path):
    monkeypatch.setattr(export, "choose_path", lambda *a: None)
    w = make_window("--screen", "lab")
    assert w.export_chart("csv") is None
    assert list(tmp_path.iterdir()) == []


def test_export_from_another_screen_uses_the_labs_chart(make_window, save_to):
    w = make_window()
    if w.current_name() == "lab":
        pytest.skip("the first screen is the Lab")
    path = w.export_chart("csv")
    assert path and _rows(path)[0]


def test_achievement_card_is_a_png_with_title_date_score_and_idea(make_window, save_to):
    w = make_window("--screen", "lab")
    assert w.save_achievement_card() is None, "no card before the quiz is passed"
    Progress(w.ctx.settings).record_quiz(8, 10)
    w.options_menu.aboutToShow.emit()
    assert w.card_action.isEnabled()
    path = w.save_achievement_card()
    assert save_to[-1][1] == "speclab-logro.png"
    assert Path(path).read_bytes()[:8] == PNG_SIGNATURE
    image = QImage(path)
    assert (image.width(), image.height()) == achievement.SIZE
    texts = achievement.card_texts(QuizResult(8, 10, True), dt.date(2026, 11, 29))
    assert texts["title"] == "Decodificación especulativa"
    assert texts["score"] == "Cuestionario superado: 8 de 10"
    assert texts["date"] == "29 de noviembre de 2026"
    assert "pasada lenta" in texts["idea"]


def test_achievement_card_in_english(make_window):
    make_window("--lang", "en")
    texts = achievement.card_texts(QuizResult(9, 10, True), dt.date(2026, 3, 5))
    assert texts["date"] == "March 5, 2026"
    assert texts["score"] == "Quiz passed: 9 of 10"


def test_failed_quiz_gives_no_card(make_window, save_to):
    w = make_window()
    Progress(w.ctx.settings).record_quiz(3, 10)
    w.options_menu.aboutToShow.emit()
    assert not w.card_action.isEnabled()
    assert w.save_achievement_card() is None
    assert save_to == []


def test_export_from_the_quiz_saves_the_labs_chart_not_the_questions(make_window, save_to):
    """The quiz's drag question draws a chart of its own (k = 4, N = 100), but the
    quiz has no chart to export: "Save the chart" writes the Lab's, from the shared model."""
    from desktop.screens.lesson import quiz

    w = make_window("--screen", "quiz", "--k", "6", "--alpha", "0.7", "--tokens", "250")
    assert w.current_name() == "quiz" and w.current_screen().exported_chart() is None
    assert (quiz.DRAG_K, quiz.DRAG_TOKENS) != (6, 250)  # else the two charts would look alike
    rows = _rows(w.export_chart("csv"))
    xs, ys = _series(rows, "tasa de aceptación alfa", "pasadas lentas con borrador")
    for a, y in zip(xs[::40], ys[::40]):
        assert y == pytest.approx(_passes_by_recursion(6, a, 250), rel=1e-9)
    mx, _my = _series(rows, "tasa de aceptación alfa actual", "pasadas lentas actuales con borrador")
    assert mx == [0.7]
