"""The offline guarantee: SpecLab opens no network connection, ever.

In-process, every way Python makes a socket or resolves a name is replaced by
a function that raises, and an audit hook records any socket event that
slips past; then the whole app is walked (every screen, every button, both
languages). A fresh process does the same with the audit hook armed before
the first import, so import-time network use would be caught too.
"""

from __future__ import annotations

import _socket
import os
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from reliability_helpers import block_dialogs, walk_every_screen

_ATTEMPTS: list[str] = []
_ARMED = False
_NETWORK_EVENTS = ("socket.", "urllib.Request", "http.client.", "ftplib.", "smtplib.", "webbrowser.open")


def _audit(event: str, args) -> None:
    if _ARMED and event.startswith(_NETWORK_EVENTS):
        _ATTEMPTS.append(f"audit {event} {args!r:.120}")


sys.addaudithook(_audit)  # hooks cannot be removed; this one only records while armed


@pytest.fixture
def no_network(monkeypatch):
    global _ARMED

    def forbidden(name):
        def refuse(*args, **kwargs):
            _ATTEMPTS.append(name)
            raise OSError(f"network access is forbidden in SpecLab ({name})")

        return refuse

    for name in ("socket", "create_connection", "create_server", "socketpair", "fromfd", "getaddrinfo",
                 "gethostbyname", "gethostbyname_ex", "gethostbyaddr", "getnameinfo"):
        monkeypatch.setattr(socket, name, forbidden(f"socket.{name}"))
    monkeypatch.setattr(_socket, "socket", forbidden("_socket.socket"))
    _ATTEMPTS.clear()
    _ARMED = True
    yield _ATTEMPTS
    _ARMED = False


def test_the_guard_itself_works(no_network):
    with pytest.raises(OSError):
        socket.create_connection(("example.org", 80))
    assert no_network == ["socket.create_connection"]
    no_network.clear()


@pytest.mark.slow
def test_full_walk_with_the_network_forbidden(no_network, make_window, monkeypatch):
    modules_before = set(sys.modules)
    dialogs = block_dialogs(monkeypatch)
    window = make_window()
    walked = walk_every_screen(window)
    window.set_language("en")
    walk_every_screen(window, press_buttons=False)
    window.set_language("es")
    assert walked == window.screen_names()
    assert no_network == [], no_network
    new_modules = set(sys.modules) - modules_before
    assert not {m for m in new_modules if m.startswith(("PySide6.QtNetwork", "urllib.request", "http.client", "requests"))}
    assert window.isVisible()
    print(f"walked {len(walked)} screens; blocked dialogs: {dialogs}")


@pytest.mark.slow
def test_a_fresh_process_never_touches_the_network(tmp_path):
    script = textwrap.dedent(
        """
        import os, sys
        def hook(event, args):
            if event.startswith(("socket.", "urllib.Request", "http.client.")):
                sys.stderr.write(f"NETWORK {event} {args!r}\\n")
                os._exit(3)
        sys.addaudithook(hook)
        from desktop import app as app_module
        app, window = app_module.build(["--settings-file", sys.argv[1]])
        window.show()
        for name in window.screen_names():
            window.show_screen(name)
            app.processEvents()
            window.current_screen().settle()
            for _ in range(20):
                window.ctx.clock.advance(0.1)
            app.processEvents()
        window.set_language("en")
        app.processEvents()
        window.ctx.clock.release_all()
        print("OFFLINE-OK", len(window.screen_names()))
        """
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    proc = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s.ini")], env=env, capture_output=True,
                          text=True, timeout=300, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "OFFLINE-OK" in proc.stdout
