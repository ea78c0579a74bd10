"""Entry point of the frozen app: PyInstaller runs this file as ``__main__``.

A separate file (not desktop/__main__.py) so the analysis starts from the
package as installed, and PyInstaller never puts desktop/ itself on the path.
"""

import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
