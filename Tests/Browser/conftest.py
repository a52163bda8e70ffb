"""Shared fixtures for the browser tests: the built site, a headless Chromium, a local HTTP
server that serves the site under a sub-path.

The site comes from $HANDBOOK_SITE (run.sh builds it), or is built here with the handbook
executable ($HANDBOOK, default .build/debug/handbook) from the shipped Content/.
"""
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = pathlib.Path(__file__).resolve().parent / "artifacts"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


@pytest.fixture(scope="session")
def site() -> pathlib.Path:
    given = os.environ.get("HANDBOOK_SITE")
    if given:
        path = pathlib.Path(given).resolve()
        assert (path / "index.html").is_file(), f"{path} holds no built site"
        return path
    handbook = pathlib.Path(os.environ.get("HANDBOOK", REPO / ".build/debug/handbook"))
    assert handbook.is_file(), f"{handbook} not found: run 'swift build' or set HANDBOOK_SITE"
    out = pathlib.Path(tempfile.mkdtemp(prefix="handbook-site-")) / "site"
    flags = os.environ.get("HANDBOOK_BUILD_FLAGS", "").split()
    result = subprocess.run([str(handbook), "build", "--output", str(out), *flags], cwd=REPO,
                            capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stdout + result.stderr
    return out


@pytest.fixture(scope="session")
def tagged_site() -> pathlib.Path:
    """The small fixture handbook in Fixtures/TaggedSite (tags, long code lines, an edit link to a
    GitLab-style repository), copied out of any git work tree and built without checking its
    examples, as a team's CI might build a preview."""
    handbook = pathlib.Path(os.environ.get("HANDBOOK", REPO / ".build/debug/handbook")).resolve()
    assert handbook.is_file(), f"{handbook} not found: run 'swift build'"
    root = pathlib.Path(tempfile.mkdtemp(prefix="handbook-tagged-"))
    shutil.copytree(pathlib.Path(__file__).resolve().parent / "Fixtures/TaggedSite", root / "book")
    result = subprocess.run([str(handbook), "build", "--no-check", "--output", str(root / "site")], cwd=root / "book",
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    yield root / "site"
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def pages(site) -> list[str]:
    """Every HTML page of the built site, relative to its root."""
    return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))


def make_driver(width=1400, height=1000, javascript=True) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", f"--window-size={width},{height}"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


@pytest.fixture(scope="session")
def browser():
    driver = make_driver()
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def no_js_driver():
    """A second browser with JavaScript turned off: what a page offers on its own."""
    driver = make_driver(javascript=False)
    yield driver
    driver.quit()


@pytest.fixture
def driver(browser):
    """The session's browser with its console log drained and the colour scheme reset."""
    browser.get_log("browser")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    yield browser


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def served(site):
    """The site served by `python3 -m http.server` under /docs/handbook/ (a sub-path):
    yields the URL of the site root, ending in '/'."""
    yield from serve(site)


@pytest.fixture(scope="session")
def served_tagged(tagged_site):
    """The tagged fixture site, served like `served`."""
    yield from serve(tagged_site)


def serve(site):
    parent = pathlib.Path(tempfile.mkdtemp(prefix="handbook-served-"))
    shutil.copytree(site, parent / "docs" / "handbook")
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                                "--directory", str(parent)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}/docs/handbook/"
    for _ in range(100):
        try:
            urllib.request.urlopen(base + "index.html", timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    yield base
    process.terminate()
    process.wait(timeout=10)
    shutil.rmtree(parent, ignore_errors=True)


def file_url(site: pathlib.Path, page: str) -> str:
    return (site / page).as_uri()


def severe_logs(driver) -> list[dict]:
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
