"""Entry point of the frozen app: PyInstaller runs this file as ``__main__``.

A separate file (not desktop/__main__.py) so the analysis starts from the
package as installed, and PyInstaller never puts desktop/ itself on the path.
The frozen app is also the Real models lab's child process: started with
``--realmodels-child`` (``desktop.REALMODELS_CHILD_FLAG``) it runs one
comparison and never imports Qt.
"""

import sys

from desktop import REALMODELS_CHILD_FLAG

if __name__ == "__main__":
    if sys.argv[1:2] == [REALMODELS_CHILD_FLAG]:
        from desktop.realmodels.child import child_main

        sys.exit(child_main())
    from desktop.app import main

    sys.exit(main())
