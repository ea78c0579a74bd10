"""The allocator settings for long-running kiosks are really applied on Linux."""

from __future__ import annotations

import platform
import sys

import pytest

from desktop.runtime import memory


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
                    reason="the settings exist only in glibc")
def test_glibc_accepts_the_settings():
    assert memory.tune_allocator() is True


def test_other_platforms_are_left_alone(monkeypatch):
    monkeypatch.setattr(memory.sys, "platform", "win32")
    assert memory.tune_allocator() is False
