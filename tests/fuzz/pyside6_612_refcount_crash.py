# Copied verbatim from shared/known-issues/pyside6_612_refcount_crash.py (see tests/fuzz/test_version_pin.py).
# PySide6-Essentials 6.12.0 + pyqtgraph 0.14.0 abort inside this loop; 6.11.3 prints "survived".
import os, random, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6 import QtWidgets
import numpy as np, pyqtgraph as pg
app = QtWidgets.QApplication([])
w = pg.PlotWidget(); c = w.plot([0], [0]); w.show()
r = random.Random(1)
for i in range(3000):
    a = np.linspace(0, .99, 50); k = r.randint(0, 10)
    c.setData(a, 100 * (1 - a) / (1 - a ** (k + 1)))
    if i % 7 == 0: w.resize(r.randint(300, 1900), r.randint(200, 1000))
    w.repaint(); app.processEvents()
print("survived", pg.__version__)
