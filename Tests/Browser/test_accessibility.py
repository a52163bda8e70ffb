"""axe-core finds no serious or critical violations on the index, a topic page, the search results, the review and tags pages."""
import json
import pathlib

import pytest
import axe_playwright_python

from conftest import ARTIFACTS, file_url
from helpers import search


AXE_SCRIPT = (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")


def serious(driver):
    driver.execute_script(AXE_SCRIPT)
    results = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(done, function (e) { done({error: String(e)}); });")
    assert "error" not in results, results
    found = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    if found:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / "axe-violations.json").write_text(json.dumps(found, indent=2))
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:5]) for v in found]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_index_page(driver, site, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(file_url(site, "index.html"))
    assert serious(driver) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_topic_page(driver, site, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(file_url(site, "lists/stable-identity.html"))
    assert serious(driver) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_search_results(driver, site, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(file_url(site, "lists/index.html"))
    search(driver, "ForEach identity")
    assert serious(driver) == []


def test_review_page(driver, site):
    driver.get(file_url(site, "review.html"))
    assert serious(driver) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1400, 390])
def test_tags_page_and_a_tagged_page(driver, tagged_site, scheme, width):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.set_window_size(width, 900)
    try:
        for page in ("tags.html", "reading/scroll-positions.html"):
            driver.get(file_url(tagged_site, page))
            assert serious(driver) == [], page
    finally:
        driver.set_window_size(1400, 1000)
