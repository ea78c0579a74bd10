"""The portable .tar.gz: layout, and the frozen app run the way a lab PC runs it."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tarfile

import pytest

from frozen_app import ROOT, png_size, run_frozen, snapshot, version

pytestmark = pytest.mark.packaging


def test_tarball_is_one_folder_with_the_launcher(tarball):
    top = f"speclab-{version()}"
    with tarfile.open(tarball) as tar:
        members = tar.getmembers()
    names = {m.name for m in members}
    assert all(n == top or n.startswith(top + "/") for n in names), "everything under one folder"
    assert not [n for n in names if n.startswith("/") or ".." in n.split("/")]
    exe = next(m for m in members if m.name == f"{top}/speclab")
    assert exe.isfile() and exe.mode & 0o111
    for extra in ("LEEME.txt", "install-menu-entry.sh", "_internal/resources/i18n/qtbase_es.qm",
                  "_internal/resources/i18n/speclab_es.qm", "_internal/resources/icons/speclab.svg"):
        assert f"{top}/{extra}" in names, extra
    assert {m.uid for m in members} == {0}, "no build user's uid leaks into the archive"


def test_lab_screenshot_offline_unprivileged_read_only(portable, home, outdir):
    """The issue's smoke test: offscreen, a copy of the extracted tar.gz, as
    nobody, with no network. The folder belongs to root, so for nobody it is a
    read-only install: settings must land in nobody's own config folder."""
    before = snapshot(portable)
    png = outdir / "lab.png"
    result = run_frozen(portable / "speclab", "--screenshot", str(png), "--screen", "lab",
                        home=home, unprivileged=True, offline=True)
    assert result.returncode == 0, result.stderr
    assert png.stat().st_size > 0
    assert png_size(png) == (1280, 800)
    assert snapshot(portable) == before, "the run wrote into the install folder"
    configs = list((home / ".config").rglob("*.ini"))
    assert configs, "settings go to the user's config folder"
    if os.geteuid() == 0:
        assert all(p.stat().st_uid == 65534 for p in configs), "written by nobody, not root"
    assert not list(home.rglob("*.lock")), "no lock file left behind"


def test_version_and_spanish_screen_list(portable, home):
    result = run_frozen(portable / "speclab", "--version", home=home)
    assert result.returncode == 0
    assert result.stdout.strip() == f"SpecLab {version()}"
    listing = run_frozen(portable / "speclab", "--list-screens", home=home)
    assert listing.returncode == 0, listing.stderr
    # The title comes from the bundled speclab_es.qm: English "Lab" would mean
    # the catalogue was not bundled or not found when frozen.
    assert "lab\tLaboratorio" in listing.stdout.splitlines()


def _loadable_screens(names: list[str]) -> tuple[list[str], list[str]]:
    """Split screens into those whose module exists in this checkout and those
    still being written (registered before their module lands)."""
    from desktop.screens import registry

    ready, pending = [], []
    for name in names:
        spec = registry.by_name(name)
        module = spec.factory.partition(":")[0] if spec else ""
        try:
            found = bool(module) and importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            found = False
        (ready if found else pending).append(name)
    return ready, pending


def _renders_from_source(name: str, png, home) -> bool:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-m", "desktop", "--screenshot", str(png), "--screen", name],
                          cwd=ROOT, env=env, capture_output=True, timeout=120)
    return proc.returncode == 0


def test_every_screen_renders_frozen(portable, home, outdir):
    """Catches a module or data file the freeze missed: screens are imported by
    name at run time, which PyInstaller's analysis cannot see. A screen that
    fails from source as well is the unit tests' business, not packaging's."""
    listing = run_frozen(portable / "speclab", "--list-screens", home=home)
    names = [line.split("\t")[0] for line in listing.stdout.splitlines() if line.strip()]
    ready, pending = _loadable_screens(names)
    assert "lab" in ready
    failures, broken_in_source = [], []
    for name in ready:
        png = outdir / f"{name}.png"
        result = run_frozen(portable / "speclab", "--screenshot", str(png), "--screen", name, home=home)
        if result.returncode == 0 and png.exists() and png.stat().st_size > 0:
            continue
        if not _renders_from_source(name, outdir / f"{name}-source.png", home):
            broken_in_source.append(name)
            continue
        failures.append(f"{name}: exit {result.returncode}: {result.stderr.strip()[-600:]}")
    assert not failures, "frozen app fails where the source works:\n" + "\n".join(failures)
    if pending or broken_in_source:
        print(f"not checked: registered without a module {pending}; failing from source too {broken_in_source}")


def test_english_when_the_catalogues_are_missing_or_unreadable(portable, home, tmp_path):
    """A damaged install never crashes: English, and a warning in the log."""
    import shutil

    broken = tmp_path / "broken"
    shutil.copytree(portable, broken, symlinks=True)
    i18n = broken / "_internal" / "resources" / "i18n"
    qms = sorted(i18n.glob("*_es.qm"))
    assert qms
    # Half the catalogues garbage, the rest gone.
    for i, qm in enumerate(qms):
        if i % 2 == 0:
            qm.write_bytes(b"not a qm file")
        else:
            qm.unlink()
    result = run_frozen(broken / "speclab", "--list-screens", home=home)
    assert result.returncode == 0, result.stderr
    assert "lab\tLab" in result.stdout.splitlines()
    assert "WARNING" in result.stderr and ".qm" in result.stderr
    png = tmp_path / "lab.png"
    shot = run_frozen(broken / "speclab", "--screenshot", str(png), "--screen", "lab", home=home)
    assert shot.returncode == 0, shot.stderr
    assert png.stat().st_size > 0

    # Every catalogue gone: same outcome.
    for qm in i18n.glob("*.qm"):
        qm.unlink()
    result = run_frozen(broken / "speclab", "--list-screens", home=home)
    assert result.returncode == 0, result.stderr
    assert "lab\tLab" in result.stdout.splitlines()
    assert "WARNING" in result.stderr


def test_two_instances_at_once(portable, home, outdir):
    """Two copies sharing one user's settings both work and leave no lock file."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    procs = []
    for i in range(2):
        png = outdir / f"twin{i}.png"
        procs.append((png, subprocess.Popen([str(portable / "speclab"), "--screenshot", str(png), "--screen", "lab"],
                                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)))
    for png, proc in procs:
        _out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert png.stat().st_size > 0
    assert not list(home.rglob("*.lock"))


def test_archive_modes_suit_a_shared_read_only_install(tarball):
    """Readable by everyone, writable by the owner only (a lab install)."""
    with tarfile.open(tarball) as tar:
        for m in tar.getmembers():
            if m.issym():
                continue
            assert m.mode & 0o444 == 0o444, f"{m.name} not readable by everyone"
            assert not m.mode & 0o022, f"{m.name} writable by group or others"
            assert not m.mode & 0o7000, f"{m.name} has setuid/setgid/sticky bits"


def test_menu_entry_script_adds_and_removes(portable, home):
    import shutil

    env = {"PATH": "/usr/bin:/bin", "HOME": str(home)}
    script = portable / "install-menu-entry.sh"
    subprocess.run(["sh", str(script)], env=env, check=True, capture_output=True)
    entry = home / ".local/share/applications/org.speclab.SpecLab.desktop"
    text = entry.read_text(encoding="utf-8")
    assert f'Exec="{portable}/speclab"\n' in text and f'Exec="{portable}/speclab" --kiosk' in text
    assert "@" not in text
    if shutil.which("desktop-file-validate"):
        r = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert r.returncode == 0 and not r.stdout.strip(), r.stdout
    subprocess.run(["sh", str(script), "--remove"], env=env, check=True, capture_output=True)
    assert not entry.exists()


def test_the_frozen_app_is_its_own_real_models_child(portable, home):
    """The Real models lab runs its comparisons in a child process, which in the
    frozen app is the app itself started with --realmodels-child: it must find
    the models inside the freeze, run both decoders and stream the events back."""
    from desktop.realmodels.child import CHILD_FLAG, Job, run_command

    job = Job(prompt="En un lugar de la Mancha", chars=24, k=4, draft="tiny", temperature=0.0, seed=1)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8"}
    code, events, err = run_command([str(portable / "speclab"), CHILD_FLAG], job, env=env, timeout=120)
    assert code == 0, err[-800:]
    events = [e for e in events if e.kind != "measuring"]  # how far its calibration is
    kinds = [e.kind for e in events]
    # A comparison calibrates this computer first (the costs travel as an event), then runs both decoders.
    assert kinds[:2] == ["calibration", "loaded"] and kinds[-1] == "end"
    assert "error" not in kinds and "missing" not in kinds
    costs = events[0].progress
    assert costs.draft == "tiny" and len(costs.t_pass) >= 5 and all(t > 0 for t in costs.t_pass)
    solo = [e.progress for e in events if e.kind == "solo"][-1]
    spec = [e.progress for e in events if e.kind == "spec"][-1]
    assert solo.done and spec.done and solo.text == spec.text and len(spec.text) == 24
