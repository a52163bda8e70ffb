"""Every page of the shipped handbook loads without console errors; copy buttons; screenshots."""
import pathlib

import pytest
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS, file_url, severe_logs
from helpers import search

TOPIC = "lists/stable-identity.html"


def test_no_console_errors_on_any_page(driver, site, pages):
    problems = {}
    for page in pages:
        driver.get(file_url(site, page))
        driver.execute_script("return document.readyState")
        errors = severe_logs(driver)
        if errors:
            problems[page] = [e["message"] for e in errors]
    assert problems == {}
    assert len(pages) > 10


def test_no_console_errors_when_served(driver, served, pages):
    for page in ("index.html", TOPIC, "review.html", "rules/index.html"):
        driver.get(served + page)
        search(driver, "List")
        assert severe_logs(driver) == [], page


def test_every_code_block_has_a_copy_button(driver, site):
    driver.get(file_url(site, TOPIC))
    pres = driver.find_elements(By.CSS_SELECTOR, ".page pre")
    buttons = driver.find_elements(By.CSS_SELECTOR, ".page .copy-button")
    assert pres and len(buttons) == len(pres)
    for button in buttons:
        assert button.get_attribute("aria-label")


def test_copy_button_copies_the_visible_code(driver, site):
    driver.get(file_url(site, TOPIC))
    # Record what the page hands to the clipboard.
    driver.execute_script("""
        window.__copied = null;
        if (navigator.clipboard) navigator.clipboard.writeText = function (t) { window.__copied = t; return Promise.resolve(); };
        var original = document.execCommand.bind(document);
        document.execCommand = function (c) { if (c === 'copy') { window.__copied = document.activeElement.value; return true; } return original.apply(null, arguments); };
    """)
    pre = driver.find_elements(By.CSS_SELECTOR, ".page .example pre")[0]
    host = pre.find_element(By.XPATH, "..")
    host.find_element(By.CSS_SELECTOR, ".copy-button").click()
    copied = driver.execute_script("return window.__copied")
    assert copied and copied.strip() == pre.text.strip()
    assert host.find_element(By.CSS_SELECTOR, ".copy-button").text == "Copied"


def test_current_page_is_marked_in_the_sidebar(driver, site):
    driver.get(file_url(site, TOPIC))
    current = driver.find_elements(By.CSS_SELECTOR, '.sidebar a[aria-current="page"]')
    assert len(current) == 1 and current[0].get_attribute("href").endswith(TOPIC)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshot_of_a_topic_page(driver, site, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(file_url(site, TOPIC))
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    channels = [int(c) for c in background[background.index("(") + 1:-1].split(",")[:3]]
    assert (sum(channels) > 600) == (scheme == "light"), background
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"topic-{scheme}.png"
    assert driver.save_screenshot(str(path))
    assert path.stat().st_size > 10_000
    # And a section with good and bad examples and their verdict badges.
    driver.get(file_url(site, TOPIC + "#never-identify-rows-by-index"))
    examples = ARTIFACTS / f"topic-{scheme}-examples.png"
    assert driver.save_screenshot(str(examples))
