import os

import pytest

from desktop.realmodels import load_models


@pytest.fixture(scope="session")
def models():
    # SPECLAB_REALMODELS_DIR lets a developer point the tests at freshly exported models.
    return load_models(os.environ.get("SPECLAB_REALMODELS_DIR"))
