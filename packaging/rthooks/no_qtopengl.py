"""PyInstaller runtime hook: a stand-in for PySide6.QtOpenGL.

pyqtgraph 0.14 imports PySide6.QtOpenGL at start-up (PlotCurveItem.py,
Qt/OpenGLHelpers.py) but touches it only when a plot is drawn with
useOpenGL=True, which SpecLab never does: the charts use Qt's raster engine,
which also works in virtual machines and on old lab PCs without GL drivers.
The binding alone is 8.9 MB, so the build leaves it out (speclab.spec, step
"opengl") and this empty module answers the import. Any real use fails loudly
with ImportError instead of drawing nothing.
"""

import sys
import types


class _NoQtOpenGL(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        raise ImportError(f"PySide6.QtOpenGL.{name} is not part of this SpecLab build (OpenGL is not used)")


if "PySide6.QtOpenGL" not in sys.modules:
    sys.modules["PySide6.QtOpenGL"] = _NoQtOpenGL("PySide6.QtOpenGL")
