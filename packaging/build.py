"""Build the frozen app and the Linux installers, then print the budgets.

    .venv/bin/python packaging/build.py            # what `make dist` runs
    .venv/bin/python packaging/build.py --measure  # size saved by each exclusion group
    .venv/bin/python packaging/build.py --depends  # the .deb's Depends, one package a line

Outputs, under dist/:
    speclab/                                the one-folder PyInstaller build
    speclab-<version>-linux-x86_64.tar.gz   a portable folder (speclab-<version>/)
    speclab_<version>_amd64.deb             installs to /opt/speclab
    build-report.json                       the numbers printed at the end

Exit status 1 if a size budget is exceeded. The start-up time ratio is printed
with the budgets but does not fail the build unless SPECLAB_STRICT_TIMING=1:
two cores shared with other jobs make a single timing noisy.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP_ID = "org.speclab.SpecLab"
# lintian tags a PyInstaller bundle under /opt raises by design (packaging/README.md).
LINTIAN_OVERRIDES = (
    "dir-or-file-in-opt *",
    "custom-library-search-path *",
    "embedded-library *",
    "unstripped-binary-or-object *",
    "library-not-linked-against-libc *",
    "shared-library-lacks-prerequisites *",
    "hardening-no-pie *",
    "bogus-mail-host *",
    "bogus-mail-host-in-debian-changelog *",
)
MIB = 1024 * 1024

# Budgets in MiB (what `du -m` and `ls -lh` call MB): issue 6's, raised by issue 17
# for the memory-bound 19 M-parameter target (int8, ~19 MB of the models' 24).
BUDGETS = {"unpacked": 175, "tar.gz": 75, "deb": 60}
STARTUP_RATIO_BUDGET = 1.5

STEPS = ("translations", "modules", "opengl", "plugins", "imageformats", "icu", "strip")

# Shared libraries the bundle takes from the system (graphics, X11/Wayland
# client libraries and the C runtime) -> the Debian package that provides them.
# A library not listed here makes the build fail, so a new system dependency
# is always reviewed.
SONAME_TO_DEB = {
    "ld-linux-x86-64.so.2": "libc6", "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6", "librt.so.1": "libc6", "libutil.so.1": "libc6", "libresolv.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libz.so.1": "zlib1g", "libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1",
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libOpenGL.so.0": "libopengl0", "libGLX.so.0": "libglx0",
    "libxcb.so.1": "libxcb1", "libX11.so.6": "libx11-6", "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-image.so.0": "libxcb-image0", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1", "libxcb-xfixes.so.0": "libxcb-xfixes0", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-glx.so.0": "libxcb-glx0", "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6", "libglib-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}


def log(msg: str) -> None:
    print(f"[dist] {msg}", flush=True)


def version() -> str:
    text = (ROOT / "desktop" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def deb_arch() -> str:
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def source_epoch() -> int:
    """A fixed timestamp for archive members, so rebuilding the same commit gives the same archive."""
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True, check=True)
        return int(out.stdout.strip())
    except (OSError, subprocess.CalledProcessError, ValueError):
        return int(time.time())


def source_digest() -> str:
    """A fingerprint of everything the frozen app is built from.

    Stored in dist/build-report.json; tests/packaging skips a build whose
    fingerprint no longer matches the checkout (a stale dist/ would otherwise
    fail for screens added since)."""
    import hashlib

    h = hashlib.sha256()
    files = [p for p in (ROOT / "desktop").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    files += [p for p in (ROOT / "resources").rglob("*") if p.is_file() and p.suffix != ".ts"]
    files += [PACKAGING / "speclab.spec", PACKAGING / "launcher.py", *sorted((PACKAGING / "rthooks").glob("*.py"))]
    for path in sorted(set(files)):
        h.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------


def ensure_catalogues() -> None:
    """The .qm files are build products; compile them if any is missing or stale."""
    i18n = ROOT / "resources" / "i18n"
    stale = [ts for ts in i18n.glob("*.ts")
             if not ts.with_suffix(".qm").exists() or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]
    if stale:
        log(f"compiling {len(stale)} catalogue(s): tools/i18n.py release")
        subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], cwd=ROOT, check=True)


def run_pyinstaller(distpath: Path, workpath: Path, slim: str = "all") -> Path:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SPECLAB_SLIM=slim)
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(distpath), "--workpath", str(workpath), str(PACKAGING / "speclab.spec")]
    log(f"PyInstaller (SPECLAB_SLIM={slim or '(none)'}) -> {distpath / 'speclab'}")
    started = time.monotonic()
    result = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    workpath.mkdir(parents=True, exist_ok=True)
    (workpath / "pyinstaller.log").write_text(result.stdout + result.stderr, encoding="utf-8")
    # Expected and harmless: system libraries resolved at run time (see
    # SONAME_TO_DEB), pyqtgraph's optional OpenGL/flowchart parts, and the
    # spec's own list of pruned libraries (kept in the log).
    noise = re.compile(r"Library not found: could not resolve|Failed to collect submodules for 'pyqtgraph\.opengl'"
                       r"|Hidden import \"pyqtgraph\.flowchart|^\d+ INFO: |^speclab\.spec: dropping ")
    dropped = 0
    for line in (result.stdout + result.stderr).splitlines():
        dropped += line.startswith("speclab.spec: dropping ")
        if line.strip() and not noise.search(line):
            print(f"    {line}")
    if dropped:
        log(f"spec pruned {dropped} libraries only dropped plugins needed (list: {workpath / 'pyinstaller.log'})")
    if result.returncode:
        raise SystemExit(f"PyInstaller failed (exit {result.returncode})")
    log(f"PyInstaller took {time.monotonic() - started:.0f} s")
    return distpath / "speclab"


def check_bundle(folder: Path) -> list[str]:
    """Problems that would make the frozen app fail or carry the wrong things."""
    internal = folder / "_internal"
    problems = []
    for rel in ("resources/i18n/qtbase_es.qm", "resources/i18n/speclab_es.qm", "resources/icons/speclab.svg"):
        if not (internal / rel).is_file():
            problems.append(f"missing {rel}")
    for path in folder.rglob("*"):
        if path.is_symlink() and not path.exists():
            problems.append(f"dangling link {path.relative_to(folder)}")
    for name in ("torch", "sympy", "pytest", "PyInstaller", "PySide6/Qt/translations", "PySide6/QtQml.abi3.so",
                 "PySide6/QtNetwork.abi3.so"):
        if (internal / name).exists():
            problems.append(f"should not be bundled: {name}")
    return problems


# ---------------------------------------------------------------------------
# Sizes
# ---------------------------------------------------------------------------


def tree_bytes(folder: Path) -> int:
    total = 0
    for path in folder.rglob("*"):
        if path.is_symlink():
            total += len(os.readlink(path))
        elif path.is_file():
            total += path.stat().st_size
    return total


def _tarinfo_filter(epoch: int):
    def fix(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        info.mtime = epoch
        if info.isdir() or info.mode & 0o111:
            info.mode = 0o755
        else:
            info.mode = 0o644
        return info
    return fix


def make_tarball(folder: Path, out: Path, top: str) -> Path:
    """The portable folder: sorted members, fixed owners and times.

    gzip -6: -9 saves 0.3 MiB here and takes three times as long.
    """
    epoch = source_epoch()
    staging = Path(tempfile.mkdtemp(prefix="speclab-tar-"))
    try:
        extras = staging / "extras"
        extras.mkdir()
        ver = version()
        (extras / "LEEME.txt").write_text((LINUX / "LEEME.txt").read_text(encoding="utf-8").replace("@VERSION@", ver),
                                          encoding="utf-8")
        shutil.copy2(LINUX / "install-menu-entry.sh", extras / "install-menu-entry.sh")
        (extras / "install-menu-entry.sh").chmod(0o755)
        shutil.copy2(LINUX / f"{APP_ID}.desktop", extras / f"{APP_ID}.desktop.in")
        members = [(p, f"{top}/{p.relative_to(folder).as_posix()}") for p in folder.rglob("*")]
        members += [(p, f"{top}/{p.name}") for p in extras.iterdir()]
        members.sort(key=lambda m: m[1])
        fix = _tarinfo_filter(epoch)
        out.parent.mkdir(parents=True, exist_ok=True)
        with open(out, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=6, mtime=epoch) as gz:
            with tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
                top_info = fix(tarfile.TarInfo(top))
                top_info.type, top_info.mode = tarfile.DIRTYPE, 0o755
                tar.addfile(top_info)
                for path, arcname in members:
                    tar.add(path, arcname=arcname, recursive=False, filter=fix)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return out


def _elf_needed(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True)
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out.stdout)


def _is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(4) == b"\x7fELF"
    except OSError:
        return False


def system_libraries(folder: Path) -> set[str]:
    """Sonames the bundle needs but does not carry (it loads them from the system)."""
    needed, have = set(), set()
    for path in folder.rglob("*"):
        have.add(path.name)
        if path.is_file() and not path.is_symlink() and _is_elf(path):
            needed.update(_elf_needed(path))
    # The bootloader resolves its own libraries before it sets up the bundle.
    boot = set(_elf_needed(folder / "speclab"))
    return (needed - have) | boot


def deb_depends(folder: Path, strict: bool = True) -> list[str]:
    missing, packages = [], set()
    for soname in sorted(system_libraries(folder)):
        pkg = SONAME_TO_DEB.get(soname)
        if pkg is None:
            missing.append(soname)
        else:
            packages.add(pkg)
    if missing and strict:
        raise SystemExit(f"the bundle needs system libraries with no known Debian package: {missing}; "
                         "add them to SONAME_TO_DEB in packaging/build.py")
    return sorted(packages)


def make_deb(folder: Path, out: Path, strict: bool = True) -> Path:
    """/opt/speclab, /usr/bin/speclab, the menu entry, icons and AppStream data."""
    if not shutil.which("dpkg-deb"):
        raise SystemExit("dpkg-deb not found (apt-get install dpkg)")
    ver, arch = version(), deb_arch()
    staging = Path(tempfile.mkdtemp(prefix="speclab-deb-"))
    try:
        root = staging / "root"
        opt = root / "opt" / "speclab"
        shutil.copytree(folder, opt, symlinks=True)
        usr = root / "usr"
        (usr / "bin").mkdir(parents=True)
        shutil.copy2(LINUX / "speclab.sh", usr / "bin" / "speclab")
        (usr / "bin" / "speclab").chmod(0o755)
        apps = usr / "share" / "applications"
        apps.mkdir(parents=True)
        desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
        (apps / f"{APP_ID}.desktop").write_text(desktop.replace("@EXEC@", "speclab").replace("@ICON@", APP_ID),
                                                encoding="utf-8")
        icons = ROOT / "resources" / "icons"
        hicolor = usr / "share" / "icons" / "hicolor"
        (hicolor / "scalable" / "apps").mkdir(parents=True)
        shutil.copy2(icons / "speclab.svg", hicolor / "scalable" / "apps" / f"{APP_ID}.svg")
        for png in sorted(icons.glob("speclab-*.png")):
            size = png.stem.split("-")[1]
            target = hicolor / f"{size}x{size}" / "apps"
            target.mkdir(parents=True)
            shutil.copy2(png, target / f"{APP_ID}.png")
        meta = usr / "share" / "metainfo"
        meta.mkdir(parents=True)
        date = time.strftime("%Y-%m-%d", time.gmtime(source_epoch()))
        (meta / f"{APP_ID}.metainfo.xml").write_text(
            (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8").replace("@VERSION@", ver).replace("@DATE@", date),
            encoding="utf-8")
        doc = usr / "share" / "doc" / "speclab"
        doc.mkdir(parents=True)
        (doc / "copyright").write_text(
            "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            "Upstream-Name: SpecLab\n\nFiles: *\nCopyright: The SpecLab authors\nLicense: MIT\n"
            "Comment: /opt/speclab/_internal holds Python, Qt (LGPL-3.0, via PySide6),\n"
            " pyqtgraph (MIT) and NumPy (BSD-3-Clause), unmodified.\n", encoding="utf-8")
        # A native package's changelog (lintian: no-changelog), reproducible (mtime 0).
        import gzip

        entry = (f"speclab ({ver}) unstable; urgency=medium\n\n  * Release {ver}.\n\n"
                 f" -- SpecLab authors <speclab@localhost>  "
                 f"{time.strftime('%a, %d %b %Y %H:%M:%S +0000', time.gmtime(source_epoch()))}\n")
        with open(doc / "changelog.gz", "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz:
            gz.write(entry.encode())
        # What a frozen, self-contained bundle in /opt is by design; each tag is
        # explained in packaging/README.md ("lintian").
        overrides = usr / "share" / "lintian" / "overrides"
        overrides.mkdir(parents=True)
        (overrides / "speclab").write_text("".join(f"speclab: {tag}\n" for tag in LINTIAN_OVERRIDES), encoding="utf-8")
        _normalise_modes(root)
        installed_kib = (tree_bytes(root) + 1023) // 1024
        debian = root / "DEBIAN"
        debian.mkdir()
        control = (
            f"Package: speclab\nVersion: {ver}\nArchitecture: {arch}\n"
            "Maintainer: SpecLab authors <speclab@localhost>\n"
            f"Installed-Size: {installed_kib}\n"
            f"Depends: {', '.join(deb_depends(folder, strict))}\n"
            "Recommends: fonts-dejavu-core\n"
            "Section: education\nPriority: optional\n"
            "Description: learn speculative decoding by operating it\n"
            " SpecLab is a Spanish-first teaching app about speculative decoding: a\n"
            " small draft model writes tokens ahead and the big model checks them in\n"
            " one slow pass. Works offline; has a kiosk mode for workshops.\n"
        )
        (debian / "control").write_text(control, encoding="utf-8")
        os.chmod(debian / "control", 0o644)
        out.parent.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, SOURCE_DATE_EPOCH=str(source_epoch()))
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(root), str(out)],
                       check=True, env=env, stdout=subprocess.DEVNULL)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return out


def _normalise_modes(root: Path) -> None:
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif path.stat().st_mode & 0o111 and not path.name.endswith((".so",)) and ".so." not in path.name:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


# ---------------------------------------------------------------------------
# Start-up time
# ---------------------------------------------------------------------------


def time_to_png(cmd: list[str], png: Path, env: dict, timeout: float = 60.0) -> float:
    """Seconds from launch until the --screenshot PNG exists: the window was
    built, shown and painted (the grab is a paint), then written. Exiting is
    not counted."""
    png.unlink(missing_ok=True)
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            if png.exists() and png.stat().st_size > 0:
                elapsed = time.perf_counter() - started
                break
            if proc.poll() is not None:
                if png.exists() and png.stat().st_size > 0:
                    elapsed = time.perf_counter() - started
                    break
                raise RuntimeError(f"{cmd[0]} exited {proc.returncode} without writing {png}")
            if time.perf_counter() - started > timeout:
                raise RuntimeError(f"{cmd[0]} wrote no screenshot in {timeout} s")
            time.sleep(0.002)
    finally:
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
    return elapsed


def measure_startup(folder: Path, runs: int = 5) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="speclab-startup-"))
    try:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp / "config"),
                   XDG_DATA_HOME=str(tmp / "data"), XDG_CACHE_HOME=str(tmp / "cache"))
        args = ["--screenshot", str(tmp / "shot.png"), "--screen", "lab", "--lang", "es"]
        source = [sys.executable, "-m", "desktop", *args]
        frozen = [str(folder / "speclab"), *args]
        # One warm-up each, so both read from the page cache; then alternate.
        time_to_png(source, tmp / "shot.png", env)
        time_to_png(frozen, tmp / "shot.png", env)
        times = {"source": [], "frozen": []}
        for _ in range(runs):
            times["source"].append(time_to_png(source, tmp / "shot.png", env))
            times["frozen"].append(time_to_png(frozen, tmp / "shot.png", env))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    src, frz = statistics.median(times["source"]), statistics.median(times["frozen"])
    return {"source_s": round(src, 3), "frozen_s": round(frz, 3), "ratio": round(frz / src, 2), "runs": runs,
            "all": {k: [round(v, 3) for v in vs] for k, vs in times.items()}}


# ---------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------


def sizes(folder: Path, tarball: Path | None, deb: Path | None) -> dict:
    out = {"unpacked": tree_bytes(folder) / MIB}
    if tarball:
        out["tar.gz"] = tarball.stat().st_size / MIB
    if deb:
        out["deb"] = deb.stat().st_size / MIB
    return {k: round(v, 1) for k, v in out.items()}


def build(args) -> int:
    ver, arch = version(), deb_arch()
    ensure_catalogues()
    digest = source_digest()
    if args.repackage:  # the frozen folder is the old one: keep the digest it was built from
        old = DIST / "build-report.json"
        digest = json.loads(old.read_text()).get("source_digest", "") if old.exists() else ""
    t0 = time.monotonic()
    folder = DIST / "speclab" if args.repackage else run_pyinstaller(DIST, WORK)
    problems = check_bundle(folder)
    if problems:
        for p in problems:
            log(f"PROBLEM: {p}")
        return 1
    top = f"speclab-{ver}"
    # xz for the .deb is the slow part (about a minute); gzip the .tar.gz meanwhile.
    with ThreadPoolExecutor(max_workers=2) as pool:
        tar_job = pool.submit(make_tarball, folder, DIST / f"speclab-{ver}-linux-{platform.machine()}.tar.gz", top)
        deb_job = None if args.no_deb else pool.submit(make_deb, folder, DIST / f"speclab_{ver}_{arch}.deb")
        tarball = tar_job.result()
        log(f"wrote {tarball.relative_to(ROOT)}")
        deb = deb_job.result() if deb_job else None
    if deb:
        log(f"wrote {deb.relative_to(ROOT)}")
        depends = set(deb_depends(folder))
        helpers = sorted(depends - {"libc6", "zlib1g", "libgl1", "libegl1", "libxcb1", "libwayland-client0",
                                    "libwayland-cursor0", "libstdc++6", "libgcc-s1"})
        if helpers:
            log(f"note: {', '.join(helpers)} were not on this build machine, so the .deb depends on them "
                "instead of carrying them (ci-smoke.sh installs them before building)")
    build_s = time.monotonic() - t0
    measured = sizes(folder, tarball, deb)
    report = {"version": ver, "source_digest": digest, "sizes_mib": measured, "budgets_mib": BUDGETS,
              "build_seconds": round(build_s)}
    if not args.no_timing:
        log("timing start-up (source vs frozen, 5 runs each)...")
        report["startup"] = measure_startup(folder)
    failed = print_report(report)
    (DIST / "build-report.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 1 if failed else 0


def print_report(report: dict) -> bool:
    failed = False
    print()
    print(f"SpecLab {report['version']} - budgets (MiB = 2^20 bytes)")
    for key, budget in BUDGETS.items():
        value = report["sizes_mib"].get(key)
        if value is None:
            continue
        ok = value <= budget
        failed |= not ok
        print(f"  {key:<10} {value:7.1f} MiB   budget {budget:>4} MiB   {'ok' if ok else 'OVER BUDGET'}")
    startup = report.get("startup")
    if startup:
        ok = startup["ratio"] <= STARTUP_RATIO_BUDGET
        print(f"  start-up   source {startup['source_s']:.2f} s, frozen {startup['frozen_s']:.2f} s "
              f"(median of {startup['runs']}, to the painted lab screenshot): ratio {startup['ratio']:.2f}"
              f"   budget {STARTUP_RATIO_BUDGET}   {'ok' if ok else 'OVER BUDGET'}")
        if not ok and os.environ.get("SPECLAB_STRICT_TIMING") == "1":
            failed = True
    print(f"  build      {report['build_seconds']} s")
    return failed


def measure(args) -> int:
    """Build once per cumulative exclusion group and print the saving of each."""
    ensure_catalogues()
    base = ROOT / "build" / "measure"
    rows = []
    for i in range(len(STEPS) + 1):
        applied = STEPS[:i]
        dist = base / f"dist-{i}"
        shutil.rmtree(dist, ignore_errors=True)
        folder = run_pyinstaller(dist, base / f"work-{i}", ",".join(applied))
        tarball = make_tarball(folder, base / f"step-{i}.tar.gz", "speclab")
        deb = make_deb(folder, base / f"step-{i}.deb", strict=False)
        rows.append(("baseline" if i == 0 else f"+ {STEPS[i - 1]}", sizes(folder, tarball, deb)))
        shutil.rmtree(dist, ignore_errors=True)
    print()
    print("| step | unpacked MiB | saved | .tar.gz MiB | saved | .deb MiB | saved |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    prev = None
    for name, s in rows:
        cells = []
        for key in ("unpacked", "tar.gz", "deb"):
            cells.append(f"{s[key]:.1f}")
            cells.append("" if prev is None else f"{prev[key] - s[key]:.1f}")
        print(f"| {name} | " + " | ".join(cells) + " |")
        prev = s
    (base / "measure.json").write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--measure", action="store_true", help="measure each exclusion group's saving")
    parser.add_argument("--depends", action="store_true", help="print the .deb's Depends of the build in dist/")
    parser.add_argument("--no-deb", action="store_true", help="skip the .deb")
    parser.add_argument("--repackage", action="store_true",
                        help="reuse the frozen folder in dist/speclab (only remake the archives)")
    parser.add_argument("--no-timing", action="store_true", help="skip the start-up timing")
    args = parser.parse_args(argv)
    if args.depends:
        print("\n".join(deb_depends(DIST / "speclab")))
        return 0
    if not sys.platform.startswith("linux"):
        raise SystemExit("build.py builds the Linux installers; on Windows/macOS run PyInstaller on the spec "
                         "(see packaging/README.md)")
    return measure(args) if args.measure else build(args)


if __name__ == "__main__":
    sys.exit(main())
