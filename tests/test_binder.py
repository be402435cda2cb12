"""Binder's set-up, as repo2docker does it, in a fresh virtual environment.

repo2docker (Python build pack, config in ``binder/``) runs
``pip install -r binder/requirements.txt`` from the repository's root and then
serves the notebooks; here the same install goes into a new venv and every
notebook is executed there with nbclient. Docker itself is not used.
"""

from __future__ import annotations

import shutil
import subprocess
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.binder

RUN = """
import sys, nbformat
from nbclient import NotebookClient
for path in sys.argv[1:]:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": "."}}).execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
              if o.get("output_type") == "error"]
    assert not errors, (path, errors)
    print("executed", path)
"""


def test_binder_requirements_install_and_run_the_notebooks(tmp_path):
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()
    assert runtime.startswith("python-3."), runtime
    env = tmp_path / "env"
    venv.EnvBuilder(with_pip=True).create(env)
    py = env / "bin" / "python"
    # the repo is copied so the install cannot touch the working tree (as repo2docker copies it in)
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=shutil.ignore_patterns(".venv", ".git", "__pycache__", "*.egg-info",
                                                              ".pytest_cache", ".hypothesis", "artifacts"))
    subprocess.run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-r",
                    "binder/requirements.txt", "nbclient", "ipykernel"], cwd=repo, check=True)
    check = subprocess.run([py, "-c", "import seasons_nb, jupyterlab, anywidget; print(seasons_nb.__file__)"],
                           cwd=tmp_path, check=True, capture_output=True, text=True)
    assert str(env) in check.stdout, "the package must be installed into the Binder environment"
    notebooks = sorted((repo / "notebooks").glob("*.ipynb"))
    assert notebooks
    done = subprocess.run([py, "-c", RUN, *map(str, notebooks)], cwd=repo / "notebooks",
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("executed") == len(notebooks)
