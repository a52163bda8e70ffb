"""A handbook started with `handbook init` by an installed handbook: the built site's search works.

The tool is installed (`make install`, the debug build already made) into a temporary prefix and
run from outside the checkout, so it uses the theme and surface it installed.
"""
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO, file_url, severe_logs
from helpers import search, wait


@pytest.fixture(scope="module")
def starter_site() -> pathlib.Path:
    root = pathlib.Path(tempfile.mkdtemp(prefix="handbook-starter-"))
    handbook = pathlib.Path(os.environ.get("HANDBOOK", REPO / ".build/debug/handbook")).resolve()
    prefix = root / "prefix"
    env = {k: v for k, v in os.environ.items() if k not in ("HANDBOOK_SHARE", "HANDBOOK_DEFAULT_THEME", "HANDBOOK_CACHE_DIR")}
    install = subprocess.run(["make", "install", "CONFIG=debug", "NO_BUILD=1", f"BIN_DIR={handbook.parent}", f"PREFIX={prefix}"],
                             cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stdout + install.stderr
    (root / "elsewhere").mkdir()
    started = subprocess.run([str(prefix / "bin/handbook"), "init", str(root / "book")], cwd=root / "elsewhere",
                             env=env, capture_output=True, text=True, timeout=60)
    assert started.returncode == 0, started.stderr
    # A repository for "Edit this page", and one commit with a known date for "Last updated".
    with open(root / "book/handbook.yml", "a") as config:
        config.write("repo_url: https://github.com/example/team-handbook\n")
    git_env = dict(env, GIT_AUTHOR_NAME="Test", GIT_AUTHOR_EMAIL="test@example.com", GIT_COMMITTER_NAME="Test",
                   GIT_COMMITTER_EMAIL="test@example.com", GIT_AUTHOR_DATE="2024-05-01T12:00:00+00:00",
                   GIT_COMMITTER_DATE="2024-05-01T12:00:00+00:00")
    for arguments in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "Start the handbook"]):
        subprocess.run(["git", *arguments], cwd=root / "book", env=git_env, check=True, capture_output=True, timeout=60)
    built = subprocess.run([str(prefix / "bin/handbook"), "build"], cwd=root / "book",
                           env=env, capture_output=True, text=True, timeout=1800)
    assert built.returncode == 0, built.stdout + built.stderr
    assert "2 examples (2 verified)" in built.stdout
    yield root / "book/Output"
    shutil.rmtree(root, ignore_errors=True)


def test_search_finds_the_starter_page_and_opens_it(driver, starter_site):
    driver.get(file_url(starter_site, "index.html"))
    results = search(driver, "identity")
    assert results, "no search results"
    titles = " ".join(r.text for r in results)
    assert "Rows that keep their identity" in titles
    box = driver.find_element(By.ID, "search-input")
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    wait(driver).until(lambda d: "/lists/row-identity.html" in d.current_url)
    assert driver.find_element(By.TAG_NAME, "h1").text == "Rows that keep their identity"
    assert severe_logs(driver) == []


def test_pages_show_when_they_changed_and_link_to_their_source(driver, starter_site):
    driver.get(file_url(starter_site, "lists/row-identity.html"))
    meta = driver.find_element(By.CSS_SELECTOR, ".page-meta")
    assert meta.is_displayed()
    time = meta.find_element(By.TAG_NAME, "time")
    assert time.get_attribute("datetime") == "2024-05-01"
    assert "Last updated" in meta.text
    link = meta.find_element(By.CSS_SELECTOR, "a.edit-link")
    assert link.text == "Edit this page"
    assert link.get_attribute("href") == "https://github.com/example/team-handbook/edit/main/Content/lists/row-identity.md"


def test_search_results_are_real_links(driver, starter_site):
    driver.get(file_url(starter_site, "index.html"))
    results = search(driver, "identity")
    for result in results:
        assert result.tag_name == "a"
        assert result.get_attribute("role") == "option"
        href = result.get_attribute("href")
        assert href.startswith("file://") and result.get_attribute("data-url").split("#")[0] in href
    listbox = driver.find_element(By.CSS_SELECTOR, ".search-results")
    assert listbox.find_elements(By.CSS_SELECTOR, 'li[role="none"] > a[role="option"]') == results
    # A plain click still navigates.
    target = results[0].get_attribute("href")
    results[0].click()
    wait(driver).until(lambda d: d.current_url == target)
