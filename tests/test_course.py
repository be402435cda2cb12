"""The course from an installed package: ``seasons-nb`` copies the walkthroughs and opens JupyterLab."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
import venv
import zipfile
from pathlib import Path

import pytest

import seasons_nb
from seasons_nb import __main__ as cli

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))


def test_the_course_is_every_walkthrough_in_the_checkout():
    assert list(cli.course_files()) == NOTEBOOKS
    assert cli.course_files()[cli.START] == (ROOT / "notebooks" / cli.START).read_bytes()


def test_the_wheel_carries_every_walkthrough():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    carried = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert carried == {f"notebooks/{name}": f"seasons_nb/course/{name}" for name in NOTEBOOKS}


def test_copying_twice_changes_nothing_and_an_edited_notebook_is_kept(tmp_path, capsys):
    assert cli.main(["copy", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.glob("*.ipynb")) == NOTEBOOKS
    assert "00-start-here.ipynb: copied" in capsys.readouterr().out
    assert set(cli.copy_course(tmp_path).values()) == {"same"}
    edited = tmp_path / NOTEBOOKS[1]
    edited.write_text(edited.read_text().replace("Seasons", "My seasons", 1))
    mine = edited.read_bytes()
    done = cli.copy_course(tmp_path)
    assert done[NOTEBOOKS[1]] == "kept" and edited.read_bytes() == mine
    cli.main(["copy", str(tmp_path)])
    assert f"{NOTEBOOKS[1]}: kept: you edited it" in capsys.readouterr().out


def test_an_unedited_copy_of_an_older_course_is_brought_up_to_date(tmp_path, monkeypatch):
    old = {name: data + b" " for name, data in cli.course_files().items()}
    monkeypatch.setattr(cli, "course_files", lambda: old)
    cli.copy_course(tmp_path)
    monkeypatch.undo()
    done = cli.copy_course(tmp_path)
    assert set(done.values()) == {"updated"}
    assert (tmp_path / cli.START).read_bytes() == (ROOT / "notebooks" / cli.START).read_bytes()


def test_the_lab_command_opens_the_start_page_in_the_course_folder(tmp_path):
    command = cli.lab_command(tmp_path, no_browser=True)
    assert command[:3] == [sys.executable, "-m", "jupyterlab"]
    assert f"--ServerApp.root_dir={tmp_path}" in command and cli.START in command and "--no-browser" in command


def test_without_jupyterlab_the_course_is_copied_and_the_command_says_what_to_install(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cli.importlib.util, "find_spec", lambda name: None)
    assert cli.main(["lab", str(tmp_path)]) == 2
    assert (tmp_path / cli.START).exists()
    assert "pip install 'seasons_nb[lab]'" in capsys.readouterr().err


def test_seasons_nb_opens_jupyterlab_on_the_start_page(tmp_path):
    lab = subprocess.Popen([sys.executable, "-m", "seasons_nb", "lab", str(tmp_path), "--no-browser"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        url = None
        deadline = time.monotonic() + 120
        while url is None and time.monotonic() < deadline:
            line = lab.stdout.readline()
            assert line, "JupyterLab stopped before it served"
            found = re.search(r"(http://127\.0\.0\.1:\d+/)lab\S*\?token=(\w+)", line)
            if found:
                url = found
        assert url, "JupyterLab did not say where it serves"
        base, token = url.groups()
        listed = None
        for _ in range(60):  # the server says where it serves a moment before it listens
            try:
                with urllib.request.urlopen(f"{base}api/contents?token={token}") as answer:
                    listed = sorted(item["name"] for item in json.load(answer)["content"])
                break
            except urllib.error.URLError:
                time.sleep(0.5)
        assert listed is not None, "JupyterLab never answered"
        assert [name for name in listed if name.endswith(".ipynb")] == NOTEBOOKS
    finally:
        lab.terminate()
        lab.wait(30)


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """The wheel built from the checkout, and a fresh environment with it (and the site builder's extra)."""
    tmp = tmp_path_factory.mktemp("wheel")
    wheels = tmp / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check",
                    "-w", wheels, ROOT], check=True, cwd=tmp)
    wheel = next(wheels.glob("seasons_nb-*.whl"))
    env = tmp / "env"
    venv.EnvBuilder(with_pip=True).create(env)
    subprocess.run([env / "bin" / "python", "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    f"seasons_nb[site] @ {wheel.as_uri()}"], check=True)
    return wheel, env


@pytest.mark.binder
def test_the_built_wheel_installs_the_course_in_a_fresh_environment(installed, tmp_path):
    wheel, env = installed
    with zipfile.ZipFile(wheel) as zipped:
        names = set(zipped.namelist())
        meta = zipped.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert {f"seasons_nb/course/{name}" for name in NOTEBOOKS} <= names
    assert "seasons_nb/py.typed" in names and "seasons_nb/widgets/static/snb.js" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "License-Expression: MIT" in meta and f"Version: {seasons_nb.__version__}" in meta
    assert "Classifier: Framework :: Jupyter :: JupyterLab :: 4" in meta
    helped = subprocess.run([env / "bin" / "python", "-m", "seasons_nb", "--help"], capture_output=True, text=True,
                            check=True, cwd=tmp_path)
    assert "copy the course into a folder" in helped.stdout
    course = tmp_path / "my course"
    copied = subprocess.run([env / "bin" / "seasons-nb", "copy", course], capture_output=True, text=True,
                            check=True, cwd=tmp_path)
    assert "00-start-here.ipynb: copied" in copied.stdout
    assert sorted(p.name for p in course.glob("*.ipynb")) == NOTEBOOKS
    assert (course / cli.START).read_bytes() == (ROOT / "notebooks" / cli.START).read_bytes()


@pytest.mark.binder
@pytest.mark.site
def test_an_installed_package_builds_the_static_site(installed, tmp_path):
    """``seasons-nb site DIR`` from the wheel alone (no checkout): the site holds the six walkthroughs and
    the package itself (downloads come from the checkout's cache when there is one)."""
    _, env = installed
    out = tmp_path / "course site"
    cache = ROOT / "build" / "site-cache"
    built = subprocess.run([env / "bin" / "seasons-nb", "site", out, *(["--cache", cache] if cache.is_dir() else [])],
                           capture_output=True, text=True, cwd=tmp_path, timeout=900)
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    assert json.loads((out / "jupyter-lite.json").read_text())
    assert sorted(p.name for p in (out / "files").glob("*.ipynb")) == NOTEBOOKS
    assert list(out.rglob("seasons_nb-*.whl"))


def _repository() -> str:
    text = (ROOT / "pyproject.toml").read_text()
    return re.search(r'^Repository = "https://github\.com/([^"]+)"$', text, re.M).group(1)


def test_the_repository_is_named_in_one_place():
    """pyproject's Repository URL is the one the Binder badge, image links and docs use (a fork changes it there
    and this test lists what else to change)."""
    named = {}
    for path in [ROOT / "README.md", *ROOT.glob("binder/*"), *ROOT.glob("docs/*.md"), *ROOT.glob("notebooks/*.ipynb")]:
        for found in re.finditer(r"(?:github\.com|githubusercontent\.com|/v2/gh)/([\w.-]+/[\w.-]+)", path.read_text()):
            named.setdefault(found.group(1).removesuffix(".git"), set()).add(path.name)
    assert set(named) == {_repository()}, named


def test_readme_pictures_show_off_github():
    """PyPI and other readers of the README resolve no relative links: pictures are absolute, and exist."""
    prefix = f"https://raw.githubusercontent.com/{_repository()}/main/"
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", (ROOT / "README.md").read_text())
    assert pictures
    for url in pictures:
        if url.startswith("https://mybinder.org/"):
            continue
        assert url.startswith(prefix), url
        assert (ROOT / url.removeprefix(prefix)).is_file(), url


def test_the_site_command_hands_its_folder_to_the_site_builder(tmp_path, monkeypatch):
    from seasons_nb import site

    built = []
    monkeypatch.setattr(site, "build", lambda out, **kw: built.append(Path(out)))
    assert cli.main(["site", str(tmp_path / "course-site")]) == 0
    assert built == [tmp_path / "course-site"]
