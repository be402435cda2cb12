"""Fixtures for tests in a real JupyterLab driven by headless Chromium (marker ``browser``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

from .lab import Lab, launch_chromium

HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE / "artifacts"


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.failed and report.when in ("setup", "call") and HERE in Path(item.path).resolve().parents:
        name = re.sub(r"[^\w.-]+", "_", item.name)
        for value in getattr(item, "funcargs", {}).values():
            page = getattr(value, "page", value)
            if isinstance(page, Page):
                try:
                    ARTIFACTS.mkdir(exist_ok=True)
                    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
                except Exception as exc:  # the page may be gone; keep the real failure
                    report.sections.append(("screenshot", f"not saved: {exc}"))
                break
    return report


@pytest.fixture(scope="session")
def lab(tmp_path_factory) -> Lab:
    """A JupyterLab server on a temporary copy of notebooks/ (tests may add notebooks)."""
    server = Lab(tmp_path_factory.mktemp("lab")).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def chromium():
    """A headless Chromium (``$CHROMIUM``, /usr/bin/chromium or Playwright's own)."""
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        yield browser
        browser.close()
