"""JupyterLab in headless Chromium: start the server and the browser, drive a notebook.

Shared by the browser tests (``conftest.py``) and the benchmarks (``benchmarks/_lab.py``);
it depends on neither pytest nor seasons_nb. See ``BROWSER-TESTING.md`` for why each step is
done this way.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import quote

import psutil

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
NEWS_SETTINGS = "@jupyterlab/apputils-extension/notification.jupyterlab-settings"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def chromium_executable() -> str | None:
    """``$CHROMIUM``, else /usr/bin/chromium or ``chromium`` on PATH, else None (Playwright's own)."""
    if os.environ.get("CHROMIUM"):
        return os.environ["CHROMIUM"]
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else shutil.which("chromium")


def launch_chromium(playwright: Any, headless: bool = True) -> Any:
    """Launch headless Chromium with Playwright (``playwright`` from ``sync_playwright()``)."""
    return playwright.chromium.launch(
        executable_path=chromium_executable(), args=CHROMIUM_ARGS, headless=headless
    )


class Lab:
    """A JupyterLab server on 127.0.0.1 serving a temporary copy of a notebooks folder.

    Everything it writes (config, data, runtime, IPython, settings, workspaces, the served
    notebooks, ``server.log``) stays under ``work_dir``.
    """

    def __init__(self, work_dir: Path, python: str = sys.executable) -> None:
        self.work_dir = Path(work_dir)
        self.python = python
        self.root_dir = self.work_dir / "notebooks"
        self.token = secrets.token_hex(16)
        self.port = 0
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, notebooks: Path | None = NOTEBOOKS, timeout: float = 60) -> Lab:
        """Copy ``notebooks`` (if it exists), start the server and wait until it answers."""
        if notebooks is not None and Path(notebooks).is_dir():
            shutil.copytree(notebooks, self.root_dir, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        self.root_dir.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
            env[var] = str(self.work_dir / var.lower())
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
        settings = self.work_dir / "settings"
        (settings / NEWS_SETTINGS).parent.mkdir(parents=True, exist_ok=True)
        (settings / NEWS_SETTINGS).write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
        self.port = free_port()
        args = [
            self.python, "-m", "jupyterlab", "--no-browser",
            f"--port={self.port}", "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.token={self.token}", "--ServerApp.allow_root=True",
            f"--ServerApp.root_dir={self.root_dir}", "--LabApp.expose_app_in_browser=True",
            f"--LabApp.user_settings_dir={settings}",
            f"--LabApp.workspaces_dir={self.work_dir / 'workspaces'}",
        ]  # fmt: skip
        self._log = open(self.work_dir / "server.log", "wb")
        self.proc = subprocess.Popen(
            args, cwd=self.root_dir, env=env, stdout=self._log, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self.stop()
                raise RuntimeError(f"JupyterLab exited at start:\n{self.log_tail()}")
            with contextlib.suppress(OSError):
                self.api("GET", "/api/status", timeout=2)
                return self
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"JupyterLab did not answer within {timeout} s:\n{self.log_tail()}")

    def log_tail(self, chars: int = 3000) -> str:
        """The end of the server's log."""
        path = self.work_dir / "server.log"
        return path.read_text(errors="replace")[-chars:] if path.exists() else ""

    def api(self, method: str, path: str, timeout: float = 10) -> Any:
        """Call the server's REST API; return the decoded JSON (None if empty)."""
        req = urllib.request.Request(
            self.url + path, method=method, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def shutdown_kernels(self) -> None:
        """Shut down every running kernel (and its session)."""
        with contextlib.suppress(OSError, ValueError):
            for kernel in self.api("GET", "/api/kernels") or []:
                with contextlib.suppress(OSError):
                    self.api("DELETE", f"/api/kernels/{kernel['id']}", timeout=20)

    def write_notebook(self, name: str, cells: list[str]) -> Path:
        """Write a notebook of code cells into the served folder; return its path."""
        import nbformat

        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]
        path = self.root_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
        return path

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{quote(name)}?token={self.token}&reset"

    def stop(self, timeout: float = 15) -> None:
        """Shut kernels down, SIGTERM the server, kill what is left after ``timeout``."""
        if self.proc is None:
            return
        try:
            family = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.Error:
            family = []
        if self.proc.poll() is None:
            self.shutdown_kernels()
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        _gone, alive = psutil.wait_procs(family, timeout=5)
        for p in alive:
            with contextlib.suppress(psutil.Error):
                p.kill()
        self.proc = None
        self._log.close()


@contextlib.contextmanager
def running_lab(notebooks: Path | None = NOTEBOOKS, python: str = sys.executable) -> Iterator[Lab]:
    """A started :class:`Lab` in a temporary folder, stopped and removed on exit."""
    with tempfile.TemporaryDirectory(prefix="snb-lab-") as tmp:
        lab = Lab(Path(tmp), python)
        lab.start(notebooks)
        try:
            yield lab
        finally:
            lab.stop()


_KERNEL_READY = """(name) => {
  const w = window.jupyterapp?.shell?.currentWidget;
  const sc = w?.sessionContext;
  const k = sc?.session?.kernel;
  return !!(w?.context?.path === name && sc.isReady && k
            && k.status === 'idle' && k.connectionStatus === 'connected');
}"""

_RUN_ALL = """() => {
  window.__snbRunAll = null;
  window.jupyterapp.commands.execute('notebook:run-all-cells').then(
    (ok) => { window.__snbRunAll = ok === false ? 'failed' : 'done'; },
    (err) => { window.__snbRunAll = 'error: ' + err; });
}"""

_OUTPUTS = """(i) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets[i];
  const parts = [];
  for (const o of cell.model.outputs.toJSON()) {
    const text = (v) => Array.isArray(v) ? v.join('') : (v ?? '');
    if (o.output_type === 'stream') parts.push(text(o.text));
    else if (o.output_type === 'error') parts.push(`${o.ename}: ${o.evalue}\\n`);
    else if (o.data && 'text/plain' in o.data) parts.push(text(o.data['text/plain']) + '\\n');
  }
  return parts.join('');
}"""

_EXECUTE = """async ([code, ms]) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code, store_history: false });
  let out = '';
  future.onIOPub = (msg) => {
    const c = msg.content, t = msg.header.msg_type;
    if (t === 'stream') out += c.text;
    else if (t === 'execute_result') out += (c.data['text/plain'] ?? '') + '\\n';
    else if (t === 'error') out += `${c.ename}: ${c.evalue}\\n`;
  };
  let timer;
  const late = new Promise((_, no) => { timer = setTimeout(() => no(new Error('kernel timeout')), ms); });
  try { await Promise.race([future.done, late]); } finally { clearTimeout(timer); }
  return out;
}"""


VIEWPORT = {"width": 1280, "height": 900}


@contextlib.contextmanager
def opened_notebook(browser: Any, lab: "Lab", name: str) -> Iterator["Notebook"]:
    """``name`` open in a fresh page whose dialogs are dismissed and kept in ``nb.dialogs``.

    The page is closed and the lab's kernels shut down afterwards.
    """
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    nb = Notebook(page, lab)
    nb.dialogs = []
    page.on("dialog", lambda d: (nb.dialogs.append(d.message), d.dismiss()))
    try:
        yield nb.open(name)
    finally:
        context.close()
        lab.shutdown_kernels()


class Notebook:
    """One notebook in a Playwright page of a running :class:`Lab` (timeouts in seconds)."""

    def __init__(self, page: Any, lab: Lab) -> None:
        self.page = page
        self.lab = lab
        self.name: str | None = None

    def open(self, name: str, timeout: float = 60) -> Notebook:
        """Open ``name`` (relative to the served folder) and wait for its kernel."""
        self.name = name
        self.page.goto(self.lab.notebook_url(name), timeout=timeout * 1000)
        self.wait_kernel_ready(timeout)
        return self

    def wait_kernel_ready(self, timeout: float = 60) -> None:
        """Wait for a session that is ready, with an idle, connected kernel."""
        self.page.wait_for_function(_KERNEL_READY, arg=self.name, timeout=timeout * 1000)

    def run_all(self) -> None:
        """Start running all cells (returns at once; see :meth:`wait_executed`)."""
        self.page.evaluate(_RUN_ALL)

    def wait_executed(self, timeout: float = 60) -> None:
        """Wait until the last :meth:`run_all` has finished; raise if a cell failed."""
        self.page.wait_for_function("() => window.__snbRunAll != null", timeout=timeout * 1000)
        result = self.page.evaluate("() => window.__snbRunAll")
        if result != "done":
            raise AssertionError(f"run all cells: {result}")

    def wait_for(self, selector: str, timeout: float = 30) -> Any:
        """Wait until ``selector`` is visible; return its (first) Locator."""
        locator = self.page.locator(selector).first
        locator.wait_for(state="visible", timeout=timeout * 1000)
        return locator

    def output_text(self, index: int) -> str:
        """Text of cell ``index``'s outputs (streams, text/plain, errors) as the model holds it."""
        return self.page.evaluate(_OUTPUTS, index)

    def run_in_kernel(self, code: str, timeout: float = 30) -> str:
        """Execute ``code`` in the notebook's kernel; return its stdout, results and errors."""
        return self.page.evaluate(_EXECUTE, [code, timeout * 1000])

    def screenshot(self, path: Path) -> None:
        """Save a full-page screenshot."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(path), full_page=True)
