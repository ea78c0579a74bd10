"""Hostile inputs: each gives a clear message or a safe default, never a
traceback, and never loses what a learner saved (a bad file is backed up,
not overwritten).

- every CLI option out of range, of the wrong type, missing its value, or repeated;
- an unknown --screen / --screens;
- --screenshot to a path that cannot be written;
- a settings file truncated, binary garbage, UTF-16, NUL bytes, from a future
  version, or holding values out of range;
- a missing or corrupt .qm catalogue;
- LANG / LC_ALL set to unusual locales.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import app as app_module
from desktop import i18n, paths
from desktop.model import PARAMS

# --- the command line -----------------------------------------------------------

BAD_OPTIONS = [
    ["--k", "-1"], ["--k", "17"], ["--k", "abc"], ["--k", "1.5"], ["--k", ""], ["--k", "1e3"],
    ["--alpha", "1.5"], ["--alpha", "-0.01"], ["--alpha", "nan"], ["--alpha", "inf"], ["--alpha", "0,5"],
    ["--alpha", "x"], ["--cost", "0.6"], ["--cost", "-1"], ["--cost", "1e-400x"],
    ["--tokens", "9"], ["--tokens", "1001"], ["--tokens", "1e2"], ["--tokens", "100.0"],
    ["--seed", "-1"], ["--seed", "x"], ["--seed", "0x10"],
    ["--size", "10x10"], ["--size", "abc"], ["--size", "1280x"], ["--size", "99999x99999"], ["--size", "-1280x800"],
    ["--lang", "fr"], ["--lang", ""],
    ["--font-scale", "99"], ["--font-scale", "201"], ["--font-scale", "big"],
    ["--kiosk-pin", "12"], ["--kiosk-pin", "abcd"], ["--idle-timeout", "5"], ["--idle-timeout", "soon"],
    ["--screenshot", ""], ["--screenshot", "  "], ["--screenshot"],
    ["--k"], ["--alpha"], ["--screen"], ["--unknown-option"], ["stray-positional"],
]


def _ids(cases):
    return [" ".join(c) or "(empty)" for c in cases]


@pytest.mark.parametrize("argv", BAD_OPTIONS, ids=_ids(BAD_OPTIONS))
def test_bad_option_is_one_clear_line_and_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        app_module.parse_args(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("speclab: error:"), err
    assert "Traceback" not in err
    option = argv[0].lstrip("-")
    if option in PARAMS and len(argv) == 2:
        assert f"invalid value for {option}" in err  # the shared validate.py wording


def test_repeated_options_take_the_last_value(make_window):
    args = app_module.parse_args(["--k", "3", "--k", "5", "--lang", "es", "--lang", "en", "--alpha", "0.2", "--alpha", "0.9"])
    assert (args.k, args.lang, args.alpha) == (5, "en", 0.9)
    window = make_window("--k", "3", "--k", "5", "--screen", "lab", "--screen", "lab")
    assert window.ctx.model.k == 5 and window.current_name() == "lab"


def test_a_seed_beyond_the_range_is_refused_or_kept_in_range(make_window, capsys):
    from desktop.model import SEED_MAX

    huge = str(10**23)
    try:
        window = make_window("--seed", huge, "--screen", "lab")
    except SystemExit as exc:  # refusing it is fine too
        assert exc.code == 2 and "invalid value for seed" in capsys.readouterr().err
        return
    model = window.ctx.model
    start = model.seed
    assert 0 <= start <= SEED_MAX
    window.reset_all()
    assert model.seed == start


def test_an_empty_screen_name_means_the_default(make_window):
    window = make_window("--screen", "")
    assert window.current_name() == window.screen_names()[0]


@pytest.mark.parametrize("argv", [
    ["--screen", "nope"], ["--screen", "LAB"], ["--screens", "nope"], ["--screens", ","],
    ["--screens", "lab,nope"], ["--screens", "lab", "--screen", "intro"],
], ids=_ids)
def test_unknown_screen_names_the_choices(argv, capsys, settings_file):
    with pytest.raises(SystemExit) as exit_info:
        app_module.build([*argv, "--settings-file", settings_file])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("speclab: error:") and "choose from:" in err and "Traceback" not in err


def _run_app(args, env_extra=None, tmp_path=None, timeout=120):
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    if tmp_path is not None:
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
            env[var] = str(tmp_path / var.lower())
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "desktop", *args], env=env, capture_output=True, text=True,
                          timeout=timeout, cwd=Path(__file__).resolve().parents[2])


def test_the_real_command_line_never_shows_a_traceback(tmp_path):
    for args in (["--k", "99"], ["--alpha", "nan", "--screenshot", str(tmp_path / "x.png")],
                 ["--screen", "nope", "--screenshot", str(tmp_path / "x.png")]):
        proc = _run_app(args, tmp_path=tmp_path)
        assert proc.returncode == 2, (args, proc.stderr)
        assert "Traceback" not in proc.stderr and "speclab: error:" in proc.stderr, (args, proc.stderr)
        assert not (tmp_path / "x.png").exists()


# --- --screenshot to paths that cannot be written ---------------------------------

def _unwritable_paths(tmp_path) -> list[str]:
    a_file = tmp_path / "a-file"
    a_file.write_text("in the way")
    a_dir = tmp_path / "a-dir"
    a_dir.mkdir()
    return [
        str(tmp_path / "missing" / "folder" / "shot.png"),  # folder does not exist
        str(a_file / "shot.png"),  # "folder" is a file
        str(a_dir),  # the path is a folder
        "/proc/speclab-cannot-write-here.png",  # a filesystem that refuses new files
    ]


def test_screenshot_to_unwritable_paths_is_a_clear_error(make_window, capsys, tmp_path):
    from PySide6.QtWidgets import QApplication

    window = make_window("--screen", "lab")
    for path in _unwritable_paths(tmp_path):
        assert app_module.screenshot(QApplication.instance(), window, path) == 2, path
        err = capsys.readouterr().err
        assert "cannot write the screenshot" in err and "Traceback" not in err, (path, err)
    # And a fine path with non-ASCII characters still works.
    good = tmp_path / "captura ñandú.png"
    assert app_module.screenshot(QApplication.instance(), window, str(good)) == 0
    assert good.stat().st_size > 1000


@pytest.mark.slow
def test_screenshot_to_unwritable_path_end_to_end(tmp_path):
    proc = _run_app(["--screen", "lab", "--screenshot", str(tmp_path / "no" / "such" / "dir.png")], tmp_path=tmp_path)
    assert proc.returncode == 2
    assert "cannot write the screenshot" in proc.stderr and "Traceback" not in proc.stderr


# --- the settings file --------------------------------------------------------------

GOOD_SETTINGS = (
    "[General]\nformat_version=1\nlanguage=en\nfont_scale=150\n\n"
    "[progress]\nlast_screen=lab\nvisited=intro, checking, rounds\n"
)

# name -> (content, expected to be moved aside as a backup)
BAD_SETTINGS = {
    "garbage": (bytes(range(256)) * 12, True),
    "nul_bytes": (b"\x00" * 512, True),
    "utf16": (GOOD_SETTINGS.encode("utf-16"), True),
    "future_version": (GOOD_SETTINGS.replace("format_version=1", "format_version=99").encode(), True),
    "version_not_a_number": (GOOD_SETTINGS.replace("format_version=1", "format_version=two").encode(), True),
    "cut_inside_a_section_header": (GOOD_SETTINGS[: GOOD_SETTINGS.index("[progress]") + 5].encode(), True),
}


@pytest.mark.parametrize("name", list(BAD_SETTINGS))
def test_unreadable_settings_are_backed_up_byte_for_byte(name, make_window, tmp_path):
    content, _moved = BAD_SETTINGS[name]
    path = tmp_path / "speclab.ini"
    path.write_bytes(content)
    window = make_window("--settings-file", str(path))
    settings = window.ctx.settings
    assert settings.recovered_from is not None, "a bad file must be noticed"
    backup = Path(settings.recovered_from)
    assert backup.read_bytes() == content  # nothing the learner had is lost
    # The app carries on with safe defaults, and working with it never touches the backup.
    assert i18n.current_language() == "es"
    window.show_screen(window.screen_names()[-1])
    window.reset_all()
    window.close()
    assert backup.read_bytes() == content
    assert path.exists() and path.read_bytes() != content


def test_a_truncated_but_parseable_file_keeps_what_survived(make_window, tmp_path):
    path = tmp_path / "speclab.ini"
    cut = GOOD_SETTINGS[: GOOD_SETTINGS.index("visited=") + 12]  # ends mid-value
    path.write_text(cut, encoding="utf-8")
    window = make_window("--settings-file", str(path), "--lang", "es")
    settings = window.ctx.settings
    assert settings.get_str("progress/last_screen", "") == "lab"
    assert settings.get_int("font_scale", 100, 100, 200) == 150


def test_values_out_of_range_fall_back_to_defaults(make_window, tmp_path):
    path = tmp_path / "speclab.ini"
    path.write_text(
        "[General]\nformat_version=1\nlanguage=fr\nfont_scale=9999\nprojector=maybe\nkiosk=banana\n"
        "idle_timeout=-5\nkiosk_pin=abc\n[progress]\nlast_screen=nope\nvisited=@Invalid()\n",
        encoding="utf-8",
    )
    window = make_window("--settings-file", str(path))
    assert window.ctx.settings.recovered_from is None  # readable, just wrong: nothing to back up
    assert not window.ctx.kiosk
    assert window.current_name() == window.screen_names()[0]
    from desktop import theme

    assert theme.current().font_scale == 1.0 and theme.current().name == "normal"


def test_settings_path_that_is_a_folder_or_missing_folder(make_window, tmp_path):
    folder = tmp_path / "settings-is-a-folder.ini"
    (folder / "inside").mkdir(parents=True)
    (folder / "inside" / "keep.txt").write_text("precious")
    window = make_window("--settings-file", str(folder))
    assert window.isVisible()
    # Whatever was there survives somewhere (moved aside, not deleted).
    survivors = list(tmp_path.rglob("keep.txt"))
    assert survivors and survivors[0].read_text() == "precious"
    window2 = make_window("--settings-file", str(tmp_path / "new" / "sub" / "s.ini"))
    assert window2.isVisible()


# --- missing or corrupt translations ---------------------------------------------------

@pytest.fixture
def private_resources(tmp_path, monkeypatch):
    """A copy of resources/ whose i18n folder a test may break; models are linked, not copied."""
    source = paths.resources_dir()
    target = tmp_path / "resources"
    target.mkdir()
    for entry in source.iterdir():
        if entry.name == "i18n":
            shutil.copytree(entry, target / "i18n")
        else:
            (target / entry.name).symlink_to(entry)
    monkeypatch.setattr(paths, "resources_dir", lambda: target)
    yield target
    i18n.set_language("es")


def _no_english_fallback_crash(window):
    # The window works either way; texts fall back to the English source.
    assert window.isVisible()
    for name in window.screen_names()[:3]:
        window.show_screen(name)
    assert window.windowTitle()


@pytest.mark.parametrize("damage", ["missing_all", "missing_app", "garbage", "truncated", "empty", "is_a_folder"])
def test_missing_or_corrupt_catalogue_falls_back_to_english(damage, private_resources, make_window, caplog):
    folder = private_resources / "i18n"
    app_catalogues = [p for p in folder.glob("*_es.qm")]
    assert app_catalogues
    if damage == "missing_all":
        shutil.rmtree(folder)
    elif damage == "missing_app":
        for p in app_catalogues:
            p.unlink()
    else:
        for p in app_catalogues:
            data = p.read_bytes()
            p.unlink()
            if damage == "garbage":
                p.write_bytes(bytes(reversed(data)))
            elif damage == "truncated":
                p.write_bytes(data[: len(data) // 3])
            elif damage == "empty":
                p.write_bytes(b"")
            else:
                p.mkdir()
    window = make_window("--lang", "es")
    _no_english_fallback_crash(window)
    assert i18n.current_language() == "en"
    assert "English" in caplog.text or "could not load" in caplog.text
    # Switching language at run time is just as safe.
    window.set_language("es")
    window.set_language("en")


def test_one_corrupt_catalogue_does_not_take_the_others_down(private_resources, make_window):
    folder = private_resources / "i18n"
    victims = sorted(p for p in folder.glob("*_es.qm") if not p.name.startswith("speclab_"))
    if not victims:
        pytest.skip("only one app catalogue in this build")
    victims[0].write_bytes(b"not a qm file")
    window = make_window("--lang", "es")
    assert i18n.current_language() == "es"
    assert window.reset_button.text() != "Reset screen"  # the core catalogue still translates


# --- unusual locales ------------------------------------------------------------------------

LOCALES = ["tr_TR.UTF-8", "ar_EG.UTF-8", "C", "POSIX", "", "xx_YY.bogus", "de_DE.ISO-8859-1", "ja_JP.eucJP"]


@pytest.mark.slow
@pytest.mark.parametrize("loc", LOCALES, ids=[x or "(empty)" for x in LOCALES])
def test_unusual_locales_start_and_render(loc, tmp_path):
    shot = tmp_path / "shot.png"
    proc = _run_app(["--screen", "lab", "--screenshot", str(shot)], {"LANG": loc, "LC_ALL": loc}, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert shot.stat().st_size > 1000
    listing = _run_app(["--list-screens"], {"LANG": loc, "LC_ALL": loc}, tmp_path)
    assert listing.returncode == 0 and "lab\t" in listing.stdout, listing.stderr
