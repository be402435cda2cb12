"""JupyterLab (or Notebook 7) in headless Chromium: start the server and the browser, drive a notebook.

Shared by the browser tests (``conftest.py``), the benchmarks (``benchmarks/_lab.py``) and the
screenshot script; it depends on neither pytest nor seasons_nb. See ``BROWSER-TESTING.md`` for
why each step is done this way.
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
THEME_SETTINGS = "@jupyterlab/apputils-extension/themes.jupyterlab-settings"
DARK = "JupyterLab Dark"

#: Browser context options for the sizes people use (``browser.new_context(**LAPTOP)``).
#: A laptop: 1366×768. A classroom projector: 1024×768 pixels at 150% zoom, i.e. a 683×512
#: CSS-pixel window drawn at 1.5 device pixels per CSS pixel (screenshots are 1024×768).
LAPTOP = {"viewport": {"width": 1366, "height": 768}}
PROJECTOR = {"viewport": {"width": 683, "height": 512}, "device_scale_factor": 1.5}
VIEWPORT = LAPTOP["viewport"]

#: The two front ends: the command that serves each, and how it is configured.
APPS = {"lab": ("jupyterlab", "LabApp"), "notebook": ("notebook", "JupyterNotebookApp")}


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
    """A Jupyter server on 127.0.0.1 serving a temporary copy of a notebooks folder.

    ``app`` is ``"lab"`` (JupyterLab) or ``"notebook"`` (Notebook 7). Everything it writes
    (config, data, runtime, IPython, settings, workspaces, the served notebooks,
    ``server.log``) stays under ``work_dir``.
    """

    def __init__(self, work_dir: Path, python: str = sys.executable, app: str = "lab") -> None:
        if app not in APPS:
            raise ValueError(f"app must be one of {sorted(APPS)}")
        self.work_dir = Path(work_dir)
        self.python = python
        self.app = app
        self.root_dir = self.work_dir / "notebooks"
        self.settings_dir = self.work_dir / "settings"
        self.token = secrets.token_hex(16)
        self.port = 0
        self.proc: subprocess.Popen | None = None
        self._log = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, notebooks: Path | None = NOTEBOOKS, timeout: float = 60) -> Lab:
        """Copy ``notebooks`` (if it exists), start the server and wait until it answers."""
        if notebooks is not None and Path(notebooks).is_dir():
            shutil.copytree(notebooks, self.root_dir, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "my-*-game.txt"))
        self.root_dir.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
            env[var] = str(self.work_dir / var.lower())
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
        self.write_setting(NEWS_SETTINGS, {"fetchNews": "false", "checkForUpdates": False})
        self.port = free_port()
        module, cls = APPS[self.app]
        args = [
            self.python, "-m", module, "--no-browser",
            f"--port={self.port}", "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.token={self.token}", "--ServerApp.allow_root=True",
            f"--ServerApp.root_dir={self.root_dir}", f"--{cls}.expose_app_in_browser=True",
            f"--{cls}.user_settings_dir={self.settings_dir}",
            f"--{cls}.workspaces_dir={self.work_dir / 'workspaces'}",
        ]  # fmt: skip
        self._log = open(self.work_dir / "server.log", "wb")
        self.proc = subprocess.Popen(
            args, cwd=self.root_dir, env=env, stdout=self._log, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self.stop()
                raise RuntimeError(f"The Jupyter server exited at start:\n{self.log_tail()}")
            with contextlib.suppress(OSError):
                self.api("GET", "/api/status", timeout=2)
                return self
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"The Jupyter server did not answer within {timeout} s:\n{self.log_tail()}")

    def log_tail(self, chars: int = 3000) -> str:
        """The end of the server's log."""
        path = self.work_dir / "server.log"
        return path.read_text(errors="replace")[-chars:] if path.exists() else ""

    def api(self, method: str, path: str, timeout: float = 10, body: Any = None) -> Any:
        """Call the server's REST API; return the decoded JSON (None if empty)."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(
            self.url + path, method=method, data=data,
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )  # fmt: skip
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            raw = resp.read()
        return json.loads(raw) if raw else None

    def kernels(self) -> list[dict]:
        """The running kernels (as the server lists them)."""
        return self.api("GET", "/api/kernels") or []

    def shutdown_kernels(self) -> None:
        """Shut down every running kernel (and its session)."""
        with contextlib.suppress(OSError, ValueError):
            for kernel in self.kernels():
                with contextlib.suppress(OSError):
                    self.api("DELETE", f"/api/kernels/{kernel['id']}", timeout=20)

    # ---- user settings (read by each page when it loads) ----------------------------------
    def write_setting(self, plugin_file: str, values: dict | None) -> None:
        """Write (or with None, remove) one plugin's user settings, e.g. :data:`THEME_SETTINGS`."""
        path = self.settings_dir / plugin_file
        if values is None:
            path.unlink(missing_ok=True)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))

    @contextlib.contextmanager
    def setting(self, plugin_file: str, values: dict) -> Iterator[None]:
        """Pages opened inside the block see these settings; the old ones come back after."""
        path = self.settings_dir / plugin_file
        before = path.read_text() if path.exists() else None
        self.write_setting(plugin_file, values)
        try:
            yield
        finally:
            if before is None:
                self.write_setting(plugin_file, None)
            else:
                path.write_text(before)

    def dark_theme(self):
        """``with lab.dark_theme():`` pages opened in the block use JupyterLab Dark."""
        return self.setting(THEME_SETTINGS, {"theme": DARK})

    # ---- notebooks ----------------------------------------------------------------------------
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
        if self.app == "notebook":
            return f"{self.url}/notebooks/{quote(name)}?token={self.token}"
        return f"{self.url}/lab/tree/{quote(name)}?token={self.token}&reset"

    def tree_url(self) -> str:
        """The file browser page (Notebook 7's ``/tree``, JupyterLab's file browser)."""
        return f"{self.url}/tree?token={self.token}" if self.app == "notebook" else f"{self.url}/lab?token={self.token}&reset"

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
        if self._log is not None:
            self._log.close()


@contextlib.contextmanager
def running_lab(notebooks: Path | None = NOTEBOOKS, python: str = sys.executable, app: str = "lab") -> Iterator[Lab]:
    """A started :class:`Lab` in a temporary folder, stopped and removed on exit."""
    with tempfile.TemporaryDirectory(prefix=f"snb-{app}-") as tmp:
        lab = Lab(Path(tmp), python, app)
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

_NOTEBOOK_SHOWN = """(name) => {
  const w = window.jupyterapp?.shell?.currentWidget;
  return !!(w?.context?.path === name && w.context.isReady && w.content?.widgets?.length);
}"""

_RUN = """(command) => {
  window.__snbRunAll = null;
  window.jupyterapp.commands.execute(command).then(
    (ok) => { window.__snbRunAll = ok === false ? 'failed' : 'done'; },
    (err) => { window.__snbRunAll = 'error: ' + err; });
}"""

_APPEND = """(sources) => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  const first = nb.model.cells.length;
  nb.model.sharedModel.insertCells(first, sources.map((source) => ({ cell_type: 'code', source })));
  nb.activeCellIndex = first;
  return first;
}"""

_ERRORS = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  const errors = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== 'code') continue;
    if ((cell.getMetadata('tags') ?? []).includes('raises-exception')) continue;  // meant to raise
    for (const o of cell.outputs.toJSON()) {
      if (o.output_type === 'error') errors.push(`cell ${i}: ${o.ename}: ${o.evalue}`);
      if (o.output_type === 'stream' && o.name === 'stderr') errors.push(`cell ${i}: stderr: ${o.text}`);
    }
    if (cell.sharedModel.source.trim() && cell.executionCount == null) errors.push(`cell ${i}: not run`);
  }
  return errors;
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

#: The widget models (comms) the page holds open with the kernel.
_COMMS = """() => window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel?._comms?.size ?? -1"""

#: Where an element may be seen: the intersection of the window and every ancestor that clips.
VISIBLE_BOX = """(node) => {
  let [l, t, r, b] = [0, 0, window.innerWidth, window.innerHeight];
  // the body's and the root's overflow apply to the window itself
  for (let p = node.parentElement; p && p !== document.body; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const box = p.getBoundingClientRect();
    [l, t, r, b] = [Math.max(l, box.left), Math.max(t, box.top), Math.min(r, box.right), Math.min(b, box.bottom)];
  }
  return { left: l, top: t, right: r, bottom: b };
}"""


@contextlib.contextmanager
def opened_notebook(browser: Any, lab: Lab, name: str, size: dict | None = None,
                    kernel: bool = True) -> Iterator["Notebook"]:
    """``name`` open in a fresh page whose dialogs are dismissed and kept in ``nb.dialogs``
    (and the page's uncaught errors in ``nb.page_errors``).

    ``size`` is a context option dict (:data:`LAPTOP`, :data:`PROJECTOR`); ``kernel=False``
    only waits for the notebook to show (e.g. an unrun notebook). The page is closed and the
    lab's kernels shut down afterwards.
    """
    context = browser.new_context(**(size or LAPTOP))
    page = context.new_page()
    nb = Notebook(page, lab)
    try:
        yield nb.open(name, kernel=kernel)
    finally:
        context.close()
        lab.shutdown_kernels()


class Notebook:
    """One notebook in a Playwright page of a running :class:`Lab` (timeouts in seconds).

    The page's dialogs are dismissed and kept in ``dialogs``, its uncaught errors in ``page_errors``.
    """

    def __init__(self, page: Any, lab: Lab) -> None:
        self.page = page
        self.lab = lab
        self.name: str | None = None
        self.dialogs: list[str] = []
        self.page_errors: list[str] = []
        page.on("dialog", self._on_dialog)
        page.on("pageerror", lambda error: self.page_errors.append(f"{error}\n{(error.stack or '')[:500]}"))

    def _on_dialog(self, dialog: Any) -> None:
        """Leaving a page with unsaved notebooks is fine; any other dialog is refused and kept."""
        if dialog.type == "beforeunload":
            dialog.accept()
        else:
            self.dialogs.append(dialog.message)
            dialog.dismiss()

    def open(self, name: str, timeout: float = 60, kernel: bool = True) -> Notebook:
        """Open ``name`` (relative to the served folder) and wait for its kernel (or only its cells)."""
        self.name = name
        self.page.goto(self.lab.notebook_url(name), timeout=timeout * 1000)
        if kernel:
            self.wait_kernel_ready(timeout)
        else:
            self.page.wait_for_function(_NOTEBOOK_SHOWN, arg=name, timeout=timeout * 1000)
        return self

    def switch_to(self, name: str, timeout: float = 60, kernel: bool = True) -> Notebook:
        """Open another notebook in the same page (faster than loading a page); it becomes current."""
        self.name = name
        self.page.evaluate("async (path) => { await window.jupyterapp.commands.execute('docmanager:open', { path }); }",
                           name)
        if kernel:
            self.wait_kernel_ready(timeout)
        else:
            self.page.wait_for_function(_NOTEBOOK_SHOWN, arg=name, timeout=timeout * 1000)
        return self

    def close_others(self) -> None:
        """Close every other open document, dropping unsaved changes (their kernels keep running)."""
        self.page.evaluate("""async () => {
          const shell = window.jupyterapp.shell;
          for (const w of [...shell.widgets('main')]) {
            if (w === shell.currentWidget) continue;
            if (w.context?.model) w.context.model.dirty = false;
            w.close();
          }
        }""")

    def reload(self, timeout: float = 60, kernel: bool = True) -> Notebook:
        """Reload the page (the notebook as saved on the server)."""
        self.page.reload(timeout=timeout * 1000)
        if kernel:
            self.wait_kernel_ready(timeout)
        else:
            self.page.wait_for_function(_NOTEBOOK_SHOWN, arg=self.name, timeout=timeout * 1000)
        return self

    def wait_kernel_ready(self, timeout: float = 60) -> None:
        """Wait for a session that is ready, with an idle, connected kernel."""
        self.page.wait_for_function(_KERNEL_READY, arg=self.name, timeout=timeout * 1000)

    # ---- running cells --------------------------------------------------------------------------
    def run_all(self) -> None:
        """Start running all cells (returns at once; see :meth:`wait_executed`)."""
        self.page.evaluate(_RUN, "notebook:run-all-cells")

    def wait_executed(self, timeout: float = 60) -> None:
        """Wait until the last :meth:`run_all` (or :meth:`append`) has finished; raise if a cell failed."""
        self.page.wait_for_function("() => window.__snbRunAll != null", timeout=timeout * 1000)
        result = self.page.evaluate("() => window.__snbRunAll")
        if result != "done":
            raise AssertionError(f"running cells: {result}\n" + "\n".join(self.cell_errors()))

    def run_all_and_wait(self, timeout: float = 60) -> float:
        """Run all cells, wait for them, and return how long it took in seconds."""
        start = time.monotonic()
        self.run_all()
        self.wait_executed(timeout)
        return time.monotonic() - start

    def append(self, sources: list[str], timeout: float = 60) -> int:
        """Add code cells at the end, run them, wait; return the index of the first one."""
        first = self.page.evaluate(_APPEND, sources)
        self.page.evaluate(_RUN, "notebook:run-all-below")
        self.wait_executed(timeout)
        return first

    def cell_errors(self) -> list[str]:
        """Cells whose outputs hold an error or stderr, or that did not run (tagged raises-exception skipped)."""
        return self.page.evaluate(_ERRORS)

    def output_text(self, index: int) -> str:
        """Text of cell ``index``'s outputs (streams, text/plain, errors) as the model holds it."""
        return self.page.evaluate(_OUTPUTS, index)

    def run_in_kernel(self, code: str, timeout: float = 30) -> str:
        """Execute ``code`` in the notebook's kernel; return its stdout, results and errors."""
        return self.page.evaluate(_EXECUTE, [code, timeout * 1000])

    def comm_count(self) -> int:
        """How many widget comms the page holds open with the kernel."""
        return self.page.evaluate(_COMMS)

    def save(self) -> None:
        """Save the notebook (as File → Save does) and wait for the save to finish."""
        self.page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        self.page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty")

    # ---- the page ---------------------------------------------------------------------------------
    def show_file_browser(self) -> None:
        """Open JupyterLab's file browser in the left sidebar (as it is on a laptop)."""
        self.page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
        self.page.wait_for_function("() => !window.jupyterapp.shell.leftCollapsed")
        self.page.locator(".jp-FileBrowser").first.wait_for(state="visible")

    def hide_sidebars(self) -> None:
        """Collapse JupyterLab's side panels (as a teacher does on a projector)."""
        self.page.evaluate("""() => { const s = window.jupyterapp.shell;
          s.collapseLeft?.(); s.collapseRight?.(); }""")

    def scroll_through(self) -> None:
        """Scroll the notebook from top to bottom, a screen at a time (JupyterLab draws cells lazily)."""
        self.page.evaluate("""async () => {
          const outer = window.jupyterapp.shell.currentWidget.node.querySelector('.jp-WindowedPanel-outer');
          if (!outer) return;
          outer.scrollTop = 0;
          for (let i = 0; i < 500 && outer.scrollTop + outer.clientHeight < outer.scrollHeight - 1; i++) {
            outer.scrollTop += outer.clientHeight;
            await new Promise((r) => setTimeout(r, 30));
          }
        }""")

    def scroll_to_top(self, locator: Any) -> None:
        """Scroll the notebook so that ``locator``'s top is at the top of the notebook's view."""
        locator.evaluate("(node) => node.scrollIntoView({ block: 'start' })")
        self.page.wait_for_timeout(100)  # let JupyterLab's windowed list settle

    def wait_for(self, selector: str, timeout: float = 30) -> Any:
        """Wait until ``selector`` is visible; return its (first) Locator."""
        locator = self.page.locator(selector).first
        locator.wait_for(state="visible", timeout=timeout * 1000)
        return locator

    def visible_box(self, locator: Any) -> dict:
        """The part of the window where ``locator`` can be seen (window ∩ clipping ancestors)."""
        return locator.evaluate(VISIBLE_BOX)

    def screenshot(self, path: Path, full_page: bool = True) -> None:
        """Save a screenshot (of the whole page by default)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(path), full_page=full_page)
