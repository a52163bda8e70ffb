"""Checklists: ticks persist per page, progress and reset, the review page, ticks kept by item."""
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS, REPO, file_url, severe_logs
from helpers import click, wait

TOPIC = "lists/stable-identity.html"


def progress(driver):
    return driver.find_element(By.CSS_SELECTOR, ".checklist-progress").text


def boxes(driver):
    return driver.find_elements(By.CSS_SELECTOR, ".task-list input[type=checkbox]")


def review_task(box):
    """A review-page box's item id on its page: the fragment of the link beside it."""
    return box.find_element(By.XPATH, "following-sibling::a").get_attribute("href").rpartition("#")[2]


def test_a_tick_survives_a_reload(driver, site):
    driver.get(file_url(site, TOPIC))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    items = boxes(driver)
    assert items and all(b.is_enabled() for b in items), "JS enables the checkboxes"
    total = len(items)
    assert progress(driver) == f"0 of {total} done"
    click(driver, items[1])
    assert progress(driver) == f"1 of {total} done"
    driver.refresh()
    items = boxes(driver)
    assert items[1].is_selected()
    assert not items[0].is_selected()
    assert progress(driver) == f"1 of {total} done"
    assert "is-done" in items[1].find_element(By.XPATH, "..").get_attribute("class")


def test_reset_clears_the_page(driver, site):
    driver.get(file_url(site, TOPIC))
    items = boxes(driver)
    click(driver, items[0])
    click(driver, items[2])
    click(driver, driver.find_element(By.CSS_SELECTOR, ".checklist-reset"))
    assert not any(b.is_selected() for b in boxes(driver))
    driver.refresh()
    assert not any(b.is_selected() for b in boxes(driver))
    assert progress(driver).startswith("0 of ")


def test_ticks_are_per_page(driver, site):
    driver.get(file_url(site, TOPIC))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    click(driver, boxes(driver)[0])
    driver.get(file_url(site, "lists/list-api.html"))
    assert not any(b.is_selected() for b in boxes(driver))


def task_page(box):
    """The page a review-page box shares its tick with: its list names it, once for all its boxes."""
    return box.parent.execute_script("return arguments[0].closest('[data-task-page]').getAttribute('data-task-page')", box)


def test_review_page_lists_every_checklist_item(driver, site, pages):
    expected = []
    for page in pages:
        if page in ("review.html", "404.html") or page.startswith(("rules/", "search/")):
            continue
        html = (site / page).read_text(encoding="utf-8")
        for task_id in re.findall(r'<li id="(task-\d+)"><input', html):
            expected.append((page, task_id))
    assert expected, "the shipped handbook has checklists"

    driver.get(file_url(site, "review.html"))
    listed = [(task_page(b), review_task(b)) for b in boxes(driver)]
    assert sorted(listed) == sorted(expected)
    assert progress(driver) == f"0 of {len(expected)} done" or progress(driver).endswith(f"of {len(expected)} done")

    # Every item links to its place on its page; every group heading to the page.
    links = driver.find_elements(By.CSS_SELECTOR, ".review-page-group .task-list a")
    assert len(links) == len(expected)
    for link, (page, task_id) in zip(links, listed):
        assert link.get_attribute("href").endswith(f"{page}#{task_id}")
    sections = driver.find_elements(By.CSS_SELECTOR, ".review-section-title a")
    assert sections
    for link in sections:
        href = link.get_attribute("href")
        path, _, anchor = href.removeprefix(site.as_uri() + "/").partition("#")
        assert anchor and f'id="{anchor}"' in (site / path).read_text(encoding="utf-8"), href
    assert severe_logs(driver) == []


def test_review_page_shares_ticks_with_the_pages(driver, site):
    driver.get(file_url(site, TOPIC))
    driver.execute_script("localStorage.clear()")
    driver.get(file_url(site, "review.html"))
    box = driver.find_element(By.CSS_SELECTOR, f'[data-task-page="{TOPIC}"] label:has(a[href$="#task-3"]) input')
    click(driver, box)
    driver.get(file_url(site, TOPIC))
    assert driver.find_element(By.CSS_SELECTOR, "#task-3 > input").is_selected()
    click(driver, driver.find_element(By.CSS_SELECTOR, "#task-1 > input"))
    driver.get(file_url(site, "review.html"))
    assert driver.find_element(By.CSS_SELECTOR, f'[data-task-page="{TOPIC}"] label:has(a[href$="#task-1"]) input').is_selected()


def test_landing_on_a_task_from_the_review_page(driver, site):
    driver.get(file_url(site, "review.html"))
    link = driver.find_element(By.CSS_SELECTOR, ".review-page-group .task-list a")
    target = link.get_attribute("href")
    click(driver, link)
    wait(driver).until(lambda d: d.current_url == target)
    anchor = target.split("#")[1]
    assert driver.find_element(By.ID, anchor).is_displayed()


# Inline code in a checklist item stays on one line: the item is text that flows, not a row
# of flex columns (which made `ForEach` wrap inside itself), on a wide and a phone window.
CODE_SPANS_ON_TWO_LINES = """
    // The text's own line boxes (a flex item's box is one rectangle however its text wraps).
    return Array.from(document.querySelectorAll('.task-list > li code')).filter(function (code) {
        var range = document.createRange();
        range.selectNodeContents(code);
        var lines = new Set(Array.from(range.getClientRects()).filter(function (r) { return r.width > 0; })
            .map(function (r) { return Math.round(r.bottom); }));
        return lines.size > 1;
    }).map(function (code) { return code.textContent; });
"""


def checklist_pages(site, pages):
    return [page for page in pages if 'data-task-key=' in (site / page).read_text(encoding="utf-8")]


@pytest.mark.parametrize("width", [1400, 390])
def test_inline_code_in_checklists_never_wraps(driver, site, pages, width):
    driver.set_window_size(width, 1000)
    try:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        driver.get(file_url(site, TOPIC))
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                              driver.find_element(By.CSS_SELECTOR, ".task-list"))
        driver.save_screenshot(str(ARTIFACTS / f"checklist-{width}.png"))
        driver.get(file_url(site, "review.html"))
        driver.save_screenshot(str(ARTIFACTS / f"review-{width}.png"))

        checked = 0
        broken = {}
        overflowing = {}
        for page in checklist_pages(site, pages):
            driver.get(file_url(site, page))
            checked += len(driver.find_elements(By.CSS_SELECTOR, ".task-list > li code"))
            split = driver.execute_script(CODE_SPANS_ON_TWO_LINES)
            if split:
                broken[page] = split
            # Code that does not wrap must still fit: the page never scrolls sideways.
            overflow = driver.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            if overflow > 0:
                overflowing[page] = overflow
        assert checked > 20, "the shipped checklists have inline code"
        assert broken == {}
        assert overflowing == {}
    finally:
        driver.set_window_size(1400, 1000)


def test_review_page_keeps_the_code_of_each_item(driver, site, pages):
    expected = 0
    for page in checklist_pages(site, pages):
        if page == "review.html":
            continue
        html = (site / page).read_text(encoding="utf-8")
        items = re.findall(r'<li id="task-\d+"><input.*?</li>', html, re.S)
        expected += sum(1 for item in items if "<code>" in item)
    assert expected > 10
    driver.get(file_url(site, "review.html"))
    items = driver.find_elements(By.CSS_SELECTOR, ".review-page-group .task-list > li")
    with_code = [item for item in items if item.find_elements(By.CSS_SELECTOR, "a code")]
    assert len(with_code) == expected
    # Still one link per item, never a link inside a link.
    assert driver.find_elements(By.CSS_SELECTOR, ".review-page-group a a") == []


class EditedSite:
    """A small handbook built, edited and built again into the same folder, as a team's site is
    between two visits of a reader (the same address, so the same stored ticks)."""

    def __init__(self):
        self.root = pathlib.Path(tempfile.mkdtemp(prefix="handbook-ticks-"))
        self.output = self.root / "Output"
        self.handbook = pathlib.Path(os.environ.get("HANDBOOK", REPO / ".build/debug/handbook")).resolve()

    def build(self, checklist: str):
        (self.root / "Content").mkdir(exist_ok=True)
        (self.root / "Content/index.md").write_text("# Ticks\n\nSee [the list](list.md).\n", encoding="utf-8")
        (self.root / "Content/list.md").write_text("# Release list\n\n## Before shipping\n\n" + checklist, encoding="utf-8")
        built = subprocess.run([str(self.handbook), "build", "--no-check", "--content", "Content", "--output", "Output",
                                "--theme", str(REPO / "Themes/default")],
                               cwd=self.root, capture_output=True, text=True, timeout=600)
        assert built.returncode == 0, built.stdout + built.stderr


@pytest.fixture
def edited_site():
    site = EditedSite()
    yield site
    shutil.rmtree(site.root, ignore_errors=True)


def ticked(driver):
    return {b.find_element(By.XPATH, "..").text.strip(): b.is_selected() for b in boxes(driver)}


def test_a_tick_follows_its_item_and_is_dropped_when_the_item_is_reworded(driver, edited_site):
    edited_site.build("- [ ] Alpha: the `id` is stable\n- [ ] Beta: no index as identity\n- [ ] Gamma: rows animate\n"
                      "- [ ] Delta: same text\n- [ ] Delta: same text\n")
    driver.get(file_url(edited_site.output, "list.html"))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    items = boxes(driver)
    click(driver, items[1])
    click(driver, items[2])
    click(driver, items[4])
    assert progress(driver) == "3 of 5 done"

    # Reordered, one item inserted above the rest, one reworded, one repeat removed.
    edited_site.build("- [ ] New: a first item\n- [ ] Gamma: rows animate\n- [ ] Alpha: the `id` is stable\n"
                      "- [ ] Beta: no index is used as identity\n- [ ] Delta: same text\n")
    driver.get(file_url(edited_site.output, "list.html"))
    assert ticked(driver) == {
        "New: a first item": False,
        "Gamma: rows animate": True,
        "Alpha: the id is stable": False,
        "Beta: no index is used as identity": False,
        "Delta: same text": False,
    }
    assert progress(driver) == "1 of 5 done"
    # The review page shows the same ticks, on the same items.
    driver.get(file_url(edited_site.output, "review.html"))
    assert ticked(driver)["Gamma: rows animate"] is True
    assert sum(ticked(driver).values()) == 1
    # The next tick stores only the items the page has: the reworded item's tick is gone.
    click(driver, boxes(driver)[0])
    stored = driver.execute_script(
        "return Object.keys(localStorage).filter(function (k) { return k.endsWith(':list.html'); })"
        ".map(function (k) { return localStorage.getItem(k); })")
    assert len(stored) == 1
    assert json.loads(stored[0]) == {fnv1a("Gamma: rows animate"): True, fnv1a("New: a first item"): True}
    assert severe_logs(driver) == []


def fnv1a(text):
    """An item's key as the build writes it in data-task-key: FNV-1a (32-bit) of its text's UTF-8."""
    value = 0x811C9DC5
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{value:08x}"


def test_ticks_stored_under_the_text_by_older_builds_are_kept(driver, edited_site):
    edited_site.build("- [ ] Alpha: the `id` is stable\n- [ ] Beta: rows animate\n- [ ] Beta: rows animate\n")
    driver.get(file_url(edited_site.output, "list.html"))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    assert [b.get_attribute("data-task-key") for b in boxes(driver)] == [
        fnv1a("Alpha: the id is stable"), fnv1a("Beta: rows animate"), fnv1a("Beta: rows animate#2")]
    click(driver, boxes(driver)[0])
    # What a build that kept ticks under the item's text left in this browser.
    driver.execute_script(
        "var key = Object.keys(localStorage).filter(function (k) { return k.endsWith(':list.html'); })[0];"
        "localStorage.setItem(key, JSON.stringify({'Alpha: the id is stable': false, 'Beta: rows animate#2': true}));")
    driver.refresh()
    assert [b.is_selected() for b in boxes(driver)] == [False, False, True]
    assert progress(driver) == "1 of 3 done"
    assert severe_logs(driver) == []
