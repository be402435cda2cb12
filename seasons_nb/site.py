"""The course as a static JupyterLite site: ``python -m seasons_nb.site OUT`` (``make site``).

The site is a folder of static files: JupyterLab (JupyterLite's prebuilt front end), the Pyodide
kernel, the Python wheels it loads, this package as a wheel and the walkthrough notebooks. Any
static web server can serve it (``python -m http.server -d OUT``), and at run time it asks no
other host for anything: Pyodide is served from the site itself (``pyodideUrl``), piplite never
falls back to PyPI (``disablePyPIFallback``), and every wheel the kernel needs is listed in the
site's copy of Pyodide's lock, so ``import seasons_nb`` loads the package and its widget stack
with no install cell.

Where everything comes from (all pinned, all checked by hash):

- the Pyodide runtime: the ``pyodide`` package on npm (``npm pack``), at the version that
  ``jupyterlite-pyodide-kernel`` expects; its tarball is checked against :data:`PYODIDE_NPM`'s
  sha512. The npm package holds the runtime and the lock, but none of the lock's packages.
- the pure-Python wheels the kernel loads at start (micropip, IPython and its dependencies, jedi)
  and the widget stack (anywidget, ipywidgets, psygnal, comm, jupyterlab_widgets): PyPI, through
  ``pip download --require-hashes`` with the sha256 in :data:`WHEELS`. Pyodide's lock names the
  same versions but repacked files with other hashes, and Pyodide checks them: the site's lock is
  rewritten with the hashes of the files it actually serves.
- the front end and the lab extensions (the kernel, ``@jupyter-widgets/jupyterlab-manager``,
  ``anywidget``): the Python environment that runs the build (``pip install '.[site]'``). Their
  versions must be the ones of the wheels above, so that the Python and JavaScript halves of each
  widget library match; the build checks this.
- ``seasons_nb`` itself: a wheel packed from this package's own files (a checkout's or an
  installed copy's).

The build needs ``npm`` and ``pip`` to reach their registries the first time; the downloads are
kept in ``cache_dir`` and checked again on every build.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import csv
import hashlib
import importlib.metadata
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
CHECKOUT = PACKAGE.parent if (PACKAGE.parent / "pyproject.toml").is_file() else None

#: What a learner sees in the browser's title bar and tab.
TITLE = "Seasons — learn five games by playing"
#: The notebook the site opens on.
START = "00-start-here.ipynb"

#: The Pyodide that jupyterlite-pyodide-kernel 0.8.6 expects, from npm, and its tarball's integrity.
PYODIDE_VERSION = "314.0.6"
PYODIDE_NPM = (
    f"pyodide@{PYODIDE_VERSION}",
    "sha512-BKDTJyIqFxC4BExLqeRS3f5xvXZIjOt8C3zGLN/Cc7tFxSwvKVhVkchQQ2AGLOtR4YrVOIFxbV8poyDOOmWwxQ==",
)
#: The runtime's files the kernel loads (the rest of the npm package is docs, typings and demos).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
LOCK = "pyodide-lock.json"

#: The front-end packages the build environment must hold, at these versions (``pip install '.[site]'``).
FRONT_END = {"jupyterlite-core": "0.8.6", "jupyterlite-pyodide-kernel": "0.8.6"}

#: Every wheel the site serves from PyPI: name -> (version, sha256 of the PyPI file).
#: The kernel's own start-up needs (micropip and the closure of ipython, jedi and traitlets in
#: Pyodide's lock, at the lock's versions) and the widget stack, whose lab extensions go in too.
WHEELS = {
    # what the Pyodide kernel loads at start (Pyodide 314.0.6's lock)
    "micropip": ("0.11.1", "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"),
    "ipython": ("9.12.0", "0f2701e8ee86e117e37f50563205d36feaa259d2e08d4a6bc6b6d74b18ce128d"),
    "asttokens": ("3.0.1", "15a3ebc0f43c2d0a50eeafea25e19046c68398e487b9f1f5b517f7c0f40f976a"),
    "decorator": ("5.2.1", "d316bb415a2d9e2d2b3abcc4084c6502fc09240e292cd76a76afc106a1c8e04a"),
    "executing": ("2.2.1", "760643d3452b4d777d295bb167ccc74c64a81df23fb5e08eff250c425a4b2017"),
    "matplotlib-inline": ("0.2.1", "d56ce5156ba6085e00a9d54fead6ed29a9c47e215cd1bba2e976ef39f5710a76"),
    "prompt-toolkit": ("3.0.52", "9aac639a3bbd33284347de5ad8d68ecc044b91a762dc39b7c21095fcd6a19955"),
    "pure-eval": ("0.2.3", "1db8e35b67b3d218d818ae653e27f06c3aa420901fa7b081ca98cbedc874e0d0"),
    "pygments": ("2.20.0", "81a9e26dd42fd28a23a2d169d86d7ac03b46e2f8b59ed4698fb4785f946d0176"),
    "six": ("1.17.0", "4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274"),
    "stack-data": ("0.6.3", "d5558e0c25a4cb0853cddad3d77da9891a08cb85dd9f9f91b9f8cd66e511e695"),
    "traitlets": ("5.14.3", "b74e89e397b1ed28cc831db7aea759ba6640cb3de13090ca145426688ff1ac4f"),
    "wcwidth": ("0.6.0", "1a3a1e510b553315f8e146c54764f4fb6264ffad731b3d78088cdb1478ffbdad"),
    "jedi": ("0.19.2", "a8ef22bde8490f57fe5c7681a3c83cb58874daf72b4784de3cce5b6ef6edb5b9"),
    "parso": ("0.8.6", "2c549f800b70a5c4952197248825584cb00f033b29c692671d3bf08bf380baff"),
    "typing-extensions": ("4.15.0", "f0fa19c6845758ab08074a0cfa8b7aecb71c999ca73d62883bc25cc018c4e548"),
    # the widget stack (not in Pyodide's lock: added to the site's copy)
    "anywidget": ("0.11.0", "c574d9acc6503ad27b37a9acea48f957a8ba7c9c9876cfcb37898931c098ce9d"),
    "ipywidgets": ("8.1.9", "f2b8cbcaae10252b809fbe4d7470db75c09b769a32cbf816d20e5ca6d3c5a79d"),
    "psygnal": ("0.16.1", "93b96894d8c46f0a3c0bfaaf8abe73f0d6db2c20cc6d303624cf08f85abc3c92"),
    "comm": ("0.2.3", "c615d91d75f7f04f095b30d1c1711babd43bdc6419c1be9886a85f2f4e489417"),
    "jupyterlab-widgets": ("3.0.17", "40ac1e9955acf116c4d995d9bfa082d86ad9ec6d91c4f134827cf5e0a5eb75e0"),
}
#: What the kernel loads from the lock at start; everything they depend on must be in WHEELS.
KERNEL_ROOTS = ("micropip", "ipython", "jedi", "traitlets", "typing-extensions")
#: Python packages whose lab extension the build environment must carry, at the wheel's version.
LAB_EXTENSIONS = ("anywidget", "jupyterlab-widgets")
#: Requirements the lock need not satisfy: the kernel ships a stub of widgetsnbextension (and
#: nothing imports it).
UNLISTED = {"widgetsnbextension"}
#: The kernel's own wheels (shipped in its lab extension), served from the lock too, so that the
#: kernel loads everything it needs at start in one go (``loadPyodideOptions.packages``) instead of
#: installing one package after another with piplite.
KERNEL_WHEELS = ("piplite", "ipykernel", "pyodide-kernel")
#: What Pyodide loads while it starts: the kernel's needs, then this package and its widget stack
#: (loading them here costs little, and the first ``import seasons_nb`` need not fetch them).
PRELOAD = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "seasons-nb")
#: The Lite apps the site carries: JupyterLab, and Notebook 7's file tree, notebook and editor.
APPS = ("lab", "tree", "notebooks", "edit")
#: Files in the package that the site's wheel leaves out (the notebooks are in the site already).
WHEEL_SKIP = re.compile(r"(^|/)(__pycache__|\.ipynb_checkpoints|course)(/|$)|\.py[co]$")


class BuildError(RuntimeError):
    """The site could not be built (the message says why and what to do)."""


def normalize(name: str) -> str:
    """A distribution name as Pyodide's lock and PyPI compare them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _say(message: str) -> None:
    print(message, flush=True)


def _run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode:
        raise BuildError(f"{' '.join(command[:4])} ... failed:\n{result.stdout[-2000:]}\n{result.stderr[-3000:]}")
    return result


# ---- the downloads ---------------------------------------------------------------------------------------
def fetch_pyodide(cache: Path) -> Path:
    """The Pyodide npm tarball (downloaded with ``npm pack`` once, checked against its pinned sha512)."""
    spec, integrity = PYODIDE_NPM
    tarball = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        npm = shutil.which("npm")
        if npm is None:
            raise BuildError("npm is needed once to download Pyodide (`npm pack pyodide`); install Node.js")
        cache.mkdir(parents=True, exist_ok=True)
        _say(f"  npm pack {spec}")
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            _run([npm, "pack", spec, "--pack-destination", tmp, "--silent"])
            (found,) = Path(tmp).glob("*.tgz")
            found.replace(tarball)
    algorithm, _, expected = integrity.partition("-")
    got = base64.b64encode(hashlib.new(algorithm, tarball.read_bytes()).digest()).decode()
    if got != expected:
        tarball.unlink()
        raise BuildError(f"{tarball.name}: {algorithm} {got} is not the pinned {expected} (removed; build again)")
    return tarball


def fetch_wheels(cache: Path) -> dict[str, Path]:
    """The wheels of :data:`WHEELS` from PyPI (``pip download --require-hashes``), by normalized name."""
    cache.mkdir(parents=True, exist_ok=True)

    def kept() -> dict[str, Path]:
        found = {}
        for path in sorted(cache.glob("*.whl")):
            name, version = _wheel_name(path)
            if name in WHEELS and WHEELS[name] == (version, _sha256(path)):
                found[name] = path
        return found

    found = kept()
    missing = [f"{name}=={version} --hash=sha256:{sha}" for name, (version, sha) in WHEELS.items() if name not in found]
    if missing:
        _say(f"  pip download {len(missing)} wheels")
        with tempfile.TemporaryDirectory() as tmp:
            requirements = Path(tmp) / "requirements.txt"
            requirements.write_text("\n".join(missing) + "\n")
            _run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                  "--no-deps", "--only-binary=:all:", "--require-hashes", "--python-version", "3.14",
                  "--platform", "any", "--implementation", "py", "--dest", str(cache), "-r", str(requirements)])
        found = kept()
        if len(found) < len(WHEELS):
            raise BuildError(f"pip did not download {sorted(set(WHEELS) - set(found))}")
    return found


def _wheel_name(path: Path) -> tuple[str, str]:
    name, version = Path(path).name.split("-")[:2]
    return normalize(name), version


def _wheel_metadata(path: Path) -> dict:
    with zipfile.ZipFile(path) as whl:
        (meta,) = [n for n in whl.namelist() if n.endswith(".dist-info/METADATA") and n.count("/") == 1]
        top = sorted({n.split("/")[0] for n in whl.namelist()
                      if not n.split("/")[0].endswith((".dist-info", ".data")) and (n.endswith(".py") or "/" in n)})
        return {"metadata": Parser().parsestr(whl.read(meta).decode()), "top": top}


def _requirements(path: Path) -> list[str]:
    """The unconditional requirements of a wheel (names only, normalized)."""
    names = []
    for req in _wheel_metadata(path)["metadata"].get_all("Requires-Dist") or []:
        if ";" in req and "extra" in req.split(";", 1)[1]:
            continue
        names.append(normalize(re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", req).group(1)))
    return names


def _imports(path: Path) -> list[str]:
    """The top-level modules a wheel installs (what ``import`` names in a cell load it)."""
    modules = []
    for top in _wheel_metadata(path)["top"]:
        name = top[:-3] if top.endswith(".py") else top
        if name.isidentifier() and not name.startswith("_"):
            modules.append(name)
    return modules


def kernel_wheels() -> dict[str, Path]:
    """The wheels the Pyodide kernel's lab extension ships (:data:`KERNEL_WHEELS`), from the build
    environment (their versions are those of ``jupyterlite-pyodide-kernel``)."""
    folder = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    found = {}
    for path in sorted(folder.glob("*.whl")):
        name = _wheel_name(path)[0]
        if name in KERNEL_WHEELS:
            found[name] = path
    if set(found) != set(KERNEL_WHEELS):
        raise BuildError(f"the Pyodide kernel's wheels {sorted(set(KERNEL_WHEELS) - set(found))} are not in {folder}")
    return found


# ---- this package as a wheel -------------------------------------------------------------------------------
def pack_wheel(out_dir: Path, package: Path = PACKAGE, epoch: int = 315532800) -> Path:
    """A pure wheel of ``package`` (this package's own files: a checkout's or an installed copy's).

    Built here rather than by the build backend so that it works from an installed package too and
    comes out the same byte for byte: files in sorted order, every timestamp ``epoch``. Leaves out
    caches and the copy of the notebooks (:data:`WHEEL_SKIP`).
    """
    try:
        version = importlib.metadata.version("seasons_nb")
    except importlib.metadata.PackageNotFoundError:
        version = None
    init = (package / "__init__.py").read_text()
    version = re.search(r'__version__\s*=\s*"([^"]+)"', init).group(1) if '__version__' in init else version
    try:
        requires = importlib.metadata.requires("seasons_nb") or []
    except importlib.metadata.PackageNotFoundError:
        requires = ["anywidget>=0.9", "ipywidgets>=8.1"]
    requires = [r for r in requires if "extra ==" not in r]
    dist_info = f"seasons_nb-{version}.dist-info"
    files = sorted(p for p in package.rglob("*") if p.is_file() and not WHEEL_SKIP.search(p.relative_to(package).as_posix()))
    entries = [(f"seasons_nb/{p.relative_to(package).as_posix()}", p.read_bytes()) for p in files]
    metadata = "".join([
        "Metadata-Version: 2.1\n", "Name: seasons_nb\n", f"Version: {version}\n",
        "Summary: Interactive Jupyter notebooks that teach five seasonal board and card games by playing them.\n",
        "License: MIT\n", "Requires-Python: >=3.10\n", *(f"Requires-Dist: {r}\n" for r in requires),
    ])
    entries += [
        (f"{dist_info}/METADATA", metadata.encode()),
        (f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: seasons_nb.site\nRoot-Is-Purelib: true\nTag: py3-none-any\n"),
        (f"{dist_info}/top_level.txt", b"seasons_nb\n"),
    ]
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for name, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([f"{dist_info}/RECORD", "", ""])
    entries.append((f"{dist_info}/RECORD", record.getvalue().encode()))
    out_dir.mkdir(parents=True, exist_ok=True)
    wheel = out_dir / f"seasons_nb-{version}-py3-none-any.whl"
    stamp = _zip_time(epoch)
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as whl:
        for name, data in entries:
            info = zipfile.ZipInfo(name, stamp)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            whl.writestr(info, data)
    return wheel


def _zip_time(epoch: int) -> tuple:
    import time

    return tuple(time.gmtime(max(epoch, 315532800))[:6])


# ---- the lock ------------------------------------------------------------------------------------------------
def site_lock(lock: dict, wheels: dict[str, Path]) -> dict:
    """Pyodide's lock with the site's wheels: hashes and file names of the files served, the
    kernel's packages kept, every other package (whose files the site does not carry) dropped,
    and an entry (with ``imports``) for each wheel the lock does not know."""
    packages = {normalize(k): v for k, v in lock["packages"].items()}
    needed, todo = set(), list(KERNEL_ROOTS)
    while todo:
        name = normalize(todo.pop())
        if name in needed:
            continue
        if name not in packages:
            raise BuildError(f"Pyodide's lock has no {name}")
        needed.add(name)
        todo += packages[name]["depends"]
    absent = needed - set(wheels)
    if absent:
        raise BuildError(f"the kernel needs {sorted(absent)} from Pyodide's lock: add them to WHEELS")
    out = {}
    for name, path in sorted(wheels.items()):
        entry = dict(packages.get(name) or {
            "name": name, "install_dir": "site", "package_type": "package",
            "imports": _imports(path), "depends": [],
        })
        if name in packages and entry["version"] != _wheel_name(path)[1]:
            raise BuildError(f"{path.name}: Pyodide's lock has {name} {entry['version']}")
        if name not in packages:
            entry["version"] = _wheel_name(path)[1]
            deps = [d for d in _requirements(path) if d not in UNLISTED]
            unknown = [d for d in deps if d not in wheels]
            if unknown:
                raise BuildError(f"{path.name} requires {unknown}, which the site does not serve")
            entry["depends"] = deps
        entry["file_name"] = path.name
        entry["sha256"] = _sha256(path)
        entry["unvendored_tests"] = False  # the site serves no test packages
        out[name] = entry
    return {"info": lock["info"], "packages": out}


# ---- the build -----------------------------------------------------------------------------------------------
def check_front_end() -> None:
    """The build environment holds the pinned front end, and each widget library's lab extension
    at the version of the wheel the site serves."""
    wrong = []
    pins = {**FRONT_END, **{n: WHEELS[n][0] for n in LAB_EXTENSIONS}}
    for name, version in pins.items():
        try:
            have = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            have = None
        if have != version:
            wrong.append(f"{name}=={version} (found {have or 'nothing'})")
    if wrong:
        raise BuildError("the site is built with " + ", ".join(wrong)
                         + ": pip install '.[site]' (make site does it in .venv-site)")


def source_epoch() -> int:
    """$SOURCE_DATE_EPOCH, else the checkout's last commit time, else 1980 (for reproducible files)."""
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    if CHECKOUT is not None and (CHECKOUT / ".git").exists() and shutil.which("git"):
        with contextlib.suppress(subprocess.CalledProcessError, ValueError):
            out = subprocess.run(["git", "-C", str(CHECKOUT), "log", "-1", "--format=%ct"],
                                 capture_output=True, text=True, check=True).stdout
            return int(out.strip())
    return 315532800


def default_notebooks() -> list[Path]:
    """The walkthroughs: a checkout's ``notebooks/*.ipynb``, else the copies this package carries."""
    if CHECKOUT is not None and (CHECKOUT / "notebooks" / START).is_file():
        return sorted((CHECKOUT / "notebooks").glob("*.ipynb"))
    return sorted((PACKAGE / "course").glob("*.ipynb"))


def lite_config(title: str = TITLE) -> dict:
    """``jupyter-lite.json`` of the site."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": title,
            # window.jupyterapp, as JupyterLab's --expose-app-in-browser (the browser tests drive it)
            "exposeAppInBrowser": True,
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.mjs",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": list(PRELOAD)},
                },
            },
            "settingsOverrides": {
                # no news or update checks: they would ask another host
                "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
            },
        },
    }


def start_page(title: str = TITLE, start: str = START) -> str:
    """The site's ``index.html``: opens JupyterLab on the start notebook (the config stays for the
    pages below it, which read it from here)."""
    target = f"./lab/index.html?path={start}"
    return f"""<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>{title}</title>
    <link rel="icon" href="./lab/favicon.ico">
    <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">
      {{}}
    </script>
    <meta http-equiv="refresh" content="0; url={target}">
    <script>window.location.replace({json.dumps(target)});</script>
  </head>
  <body>
    <p><a href="{target}">{title}: open the course</a></p>
  </body>
</html>
"""


def build(out_dir: Path | str, notebooks: list[Path] | None = None, wheel: Path | None = None,
          cache_dir: Path | str | None = None, title: str = TITLE) -> Path:
    """Build the site into ``out_dir`` (replaced if it holds a previous site); return it.

    ``notebooks`` default to :func:`default_notebooks`; ``wheel`` to :func:`pack_wheel` of this
    package; downloads are kept in ``cache_dir`` (default: ``build/site-cache`` in a checkout, else
    a folder in the user's cache).
    """
    out_dir = Path(out_dir).resolve()
    if out_dir.exists() and any(out_dir.iterdir()) and not (out_dir / "jupyter-lite.json").exists():
        raise BuildError(f"{out_dir} is not empty and holds no JupyterLite site: choose another folder")
    check_front_end()
    notebooks = [Path(p) for p in (notebooks or default_notebooks())]
    if START not in {p.name for p in notebooks}:
        raise BuildError(f"no {START} among the notebooks")
    if cache_dir is None:
        cache_dir = (CHECKOUT / "build" / "site-cache" if CHECKOUT is not None
                     else Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "seasons_nb" / "site")
    cache = Path(cache_dir)
    epoch = source_epoch()
    _say(f"Building the site in {out_dir}")
    tarball = fetch_pyodide(cache)
    wheels = fetch_wheels(cache / "wheels")
    with tempfile.TemporaryDirectory(prefix="seasons-site-") as tmp:
        tmp = Path(tmp)
        lite, contents, output = tmp / "lite", tmp / "contents", tmp / "site"
        pyodide = lite / "static" / "pyodide"
        pyodide.mkdir(parents=True)
        contents.mkdir()
        with tarfile.open(tarball) as tar:
            for name in (*PYODIDE_FILES, LOCK):
                member = tar.extractfile(f"package/{name}")
                (pyodide / name).write_bytes(member.read())
        own = Path(wheel) if wheel is not None else pack_wheel(tmp / "own", epoch=epoch)
        served = {**wheels, **kernel_wheels(), normalize(_wheel_name(own)[0]): own}
        for path in served.values():
            shutil.copy2(path, pyodide / path.name)
        lock = site_lock(json.loads((pyodide / LOCK).read_text()), served)
        (pyodide / LOCK).write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
        for path in notebooks:
            shutil.copy2(path, contents / path.name)
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(title), indent=2) + "\n")
        command = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
                   "--output-dir", str(output), "--contents", str(contents), "--no-sourcemaps",
                   "--no-unused-shared-packages", f"--source-date-epoch={epoch}"]
        command += [arg for app in APPS for arg in ("--apps", app)]
        _say("  jupyter lite build")
        env = {**os.environ, "JUPYTERLITE_NO_LIBARCHIVE": "1"}
        _run(command, cwd=lite, env=env)
        (output / "index.html").write_text(start_page(title))
        if (output / "lab" / "favicon.ico").is_file():  # browsers ask for /favicon.ico on their own
            shutil.copy2(output / "lab" / "favicon.ico", output / "favicon.ico")
        (output / ".nojekyll").write_text("")  # GitHub Pages: serve folders starting with _ too
        if out_dir.exists():
            shutil.rmtree(out_dir)
        out_dir.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(output), str(out_dir))
    sizes = site_sizes(out_dir)
    _say("  " + ", ".join(f"{part} {mb:.1f} MB" for part, mb in sizes.items()))
    return out_dir


def site_sizes(site: Path) -> dict[str, float]:
    """The site's size in MB: in total and by part (Pyodide's runtime, wheels, notebooks, the rest:
    the lab front end and its extensions)."""
    parts = {"pyodide": 0, "wheels": 0, "notebooks": 0, "front end": 0}
    for path in Path(site).rglob("*"):
        if not path.is_file():
            continue
        rel = path.relative_to(site).as_posix()
        size = path.stat().st_size
        if rel.startswith("static/pyodide/"):
            parts["wheels" if rel.endswith(".whl") else "pyodide"] += size
        elif rel.startswith("files/") or rel.endswith(".ipynb"):
            parts["notebooks"] += size
        else:
            parts["front end"] += size
    total = sum(parts.values())
    return {"total": total / 1e6, **{k: v / 1e6 for k, v in parts.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seasons_nb.site", description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="where the site goes (a previous site there is replaced)")
    parser.add_argument("--cache", type=Path, default=None, help="where downloads are kept")
    parser.add_argument("--wheel", type=Path, default=None, help="serve this seasons_nb wheel instead of packing one")
    args = parser.parse_args(argv)
    try:
        build(args.out, wheel=args.wheel, cache_dir=args.cache)
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
