"""The course from an installed package: ``seasons-nb`` (or ``python -m seasons_nb``).

``seasons-nb`` copies the walkthrough notebooks into a folder you own and opens JupyterLab there;
``seasons-nb copy DIR`` only copies them; ``seasons-nb site DIR`` builds the static site.
Copying again never overwrites a notebook you have edited: an unedited copy is brought up to
date, an edited one is kept and reported.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

from . import __version__

DEFAULT_DIR = "seasons-course"
START = "00-start-here.ipynb"
MANIFEST = ".seasons-nb.json"


def course_files() -> dict[str, bytes]:
    """The walkthroughs this package carries, by file name (from a checkout: ``notebooks/``)."""
    shipped = resources.files("seasons_nb") / "course"
    if shipped.is_dir():
        found = {f.name: f.read_bytes() for f in shipped.iterdir() if f.name.endswith(".ipynb")}
    else:
        found = {f.name: f.read_bytes() for f in (Path(__file__).parents[1] / "notebooks").glob("*.ipynb")}
    if START not in found:
        raise FileNotFoundError("this installation of seasons_nb carries no course notebooks")
    return dict(sorted(found.items()))


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def copy_course(folder: Path) -> dict[str, str]:
    """Copy the course into ``folder``; what happened to each notebook: new, updated, same or kept."""
    folder.mkdir(parents=True, exist_ok=True)
    manifest_path = folder / MANIFEST
    try:
        copied = json.loads(manifest_path.read_text())["files"]
    except (OSError, ValueError, KeyError, TypeError):
        copied = {}
    done = {}
    for name, data in course_files().items():
        target = folder / name
        if not target.exists():
            status = "new"
        else:
            mine = _digest(target.read_bytes())
            status = "same" if mine == _digest(data) else "updated" if mine == copied.get(name) else "kept"
        if status in ("new", "updated"):
            target.write_bytes(data)
        if status != "kept":
            copied[name] = _digest(data)
        done[name] = status
    manifest_path.write_text(json.dumps({"version": __version__, "files": copied}, indent=1) + "\n")
    return done


def _report(folder: Path, done: dict[str, str]) -> None:
    words = {"new": "copied", "updated": "brought up to date", "same": "already up to date",
             "kept": "kept: you edited it (rename or delete it to get the course's version)"}
    print(f"The course is in {folder}:")
    for name, status in done.items():
        print(f"  {name}: {words[status]}")


def lab_command(folder: Path, no_browser: bool = False) -> list[str]:
    """The command that opens JupyterLab on the start page in ``folder``."""
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}", START]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    if no_browser:
        command.append("--no-browser")
    return command


def main(argv: list[str] | None = None) -> int:
    """Run the ``seasons-nb`` command."""
    parser = argparse.ArgumentParser(
        prog="seasons-nb", description="Learn five seasonal board and card games by playing them in Jupyter.")
    parser.add_argument("--version", action="version", version=f"seasons_nb {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="{lab,copy,site}")
    lab = commands.add_parser("lab", help="copy the course into a folder and open JupyterLab there (the default)")
    copy = commands.add_parser("copy", help="copy the course into a folder, without opening anything")
    for sub in (lab, copy):
        sub.add_argument("folder", nargs="?", default=DEFAULT_DIR, help=f"where the notebooks go (default: {DEFAULT_DIR})")
    lab.add_argument("--no-browser", action="store_true", help="start JupyterLab without opening a browser")
    site = commands.add_parser("site", help="build the course as a static JupyterLite site in a folder")
    site.add_argument("folder", help="where the site goes (served as static files)")
    site.add_argument("--cache", help="where downloads are kept (default: your cache folder)")
    args = parser.parse_args(argv)
    command = args.command or "lab"
    if command == "site":
        from . import site as site_builder

        return site_builder.main([args.folder, *(["--cache", args.cache] if args.cache else [])])
    folder = Path(getattr(args, "folder", DEFAULT_DIR)).resolve()
    _report(folder, copy_course(folder))
    if command == "copy":
        return 0
    if importlib.util.find_spec("jupyterlab") is None:
        print("JupyterLab is not installed here: pip install 'seasons_nb[lab]', then run seasons-nb again.",
              file=sys.stderr)
        return 2
    command = lab_command(folder, getattr(args, "no_browser", False))
    if os.name == "posix":  # JupyterLab takes this process's place, so a signal reaches it
        os.chdir(folder)
        os.execv(command[0], command)
    return subprocess.call(command, cwd=folder)


if __name__ == "__main__":
    sys.exit(main())
