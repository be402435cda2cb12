"""Run notebooks and save them with fresh outputs, so what is committed is what they show.

    python notebooks/execute.py notebooks/*.ipynb

Each notebook runs top to bottom in a new kernel of the Python running this script
(whatever kernel specs are installed elsewhere), with the notebook's folder
(``notebooks/``) as working directory. A cell that raises stops that notebook, which
is then left untouched, and the script exits with status 1.

What is saved is kept reproducible, so re-running changes nothing unless a
notebook or the library changed:

- no execution timings in the cell metadata (they are timestamps);
- no Python version in the notebook metadata (it names this machine's patch level);
- printed text in one piece per cell and stream (how it is split into messages
  depends on timing);
- no widget state in the notebook metadata and no widget-view output: both carry
  random model ids, and live widgets exist only in a running kernel anyway.
  Every Table also offers a static SVG of its board, which is what GitHub,
  nbviewer and a not-yet-run JupyterLab show; nbval ignores widget views.

Games are seeded in the notebooks themselves; this script adds no randomness.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import nbformat
import zmq
from jupyter_client.kernelspec import KernelSpec, KernelSpecManager, NoSuchKernel
from jupyter_client.manager import AsyncKernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError
from traitlets import default

TIMEOUT = 600  # seconds per cell: generous, a cell normally takes well under a second
KERNEL = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


class ThisPython(KernelSpecManager):
    """Kernel specs as installed (metadata such as encryption support included), but always
    started with the interpreter running this script."""

    def get_kernel_spec(self, kernel_name: str) -> KernelSpec:
        try:
            spec = super().get_kernel_spec(kernel_name)
        except NoSuchKernel:
            spec = KernelSpec(display_name=KERNEL["display_name"], language="python", name=kernel_name)
        spec.argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
        return spec


class ThisPythonKernel(AsyncKernelManager):
    """A kernel of this interpreter; the local connection is encrypted where zmq can."""

    @default("kernel_spec_manager")
    def _this_python(self) -> KernelSpecManager:
        return ThisPython(data_dir=self.data_dir)

    @default("transport_encryption")
    def _encrypt_if_possible(self) -> str:
        return "auto" if zmq.has("curve") else "disabled"


def tidy(nb: nbformat.NotebookNode) -> list[str]:
    """Drop what varies between runs; return warnings about suspicious outputs."""
    warnings = []
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNEL)
    nb.metadata.get("language_info", {}).pop("version", None)  # the Python patch level of this machine
    for i, cell in enumerate(nb.cells):
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        outputs = []
        for output in cell.outputs:
            output.get("data", {}).pop(WIDGET_VIEW, None)
            if output.output_type == "stream":
                if output.name == "stderr":
                    warnings.append(f"cell {i} wrote to stderr: {output.text.strip()[:200]!r}")
                last = outputs[-1] if outputs else None
                if last is not None and last.output_type == "stream" and last.name == output.name:
                    # how printed text is split into messages depends on timing: store it whole
                    last.text += output.text
                    continue
            outputs.append(output)
        cell.outputs = outputs
    return warnings


def execute(path: Path, timeout: int = TIMEOUT) -> list[str]:
    """Execute the notebook at ``path`` in place; return warnings."""
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb,
        kernel_name=KERNEL["name"],
        kernel_manager_class=ThisPythonKernel,
        timeout=timeout,
        record_timing=False,
        store_widget_state=False,
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    warnings = tidy(nb)
    nbformat.validate(nb)
    nbformat.write(nb, path)
    return warnings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="+", type=Path, help=".ipynb files to execute in place")
    parser.add_argument("--timeout", type=int, default=TIMEOUT, help="seconds allowed per cell")
    args = parser.parse_args(argv)
    failed = 0
    for path in args.notebooks:
        start = time.perf_counter()
        try:
            warnings = execute(path.resolve(), args.timeout)
        except CellExecutionError as e:
            failed += 1
            print(f"FAILED {path}: a cell raised; the notebook was not saved.\n{e}", file=sys.stderr)
            continue
        print(f"executed {path} in {time.perf_counter() - start:.1f} s")
        for w in warnings:
            print(f"  warning: {w}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
