"""Checklists: ticks persist per page, progress and reset, the review page."""
import re

from selenium.webdriver.common.by import By

from conftest import file_url, severe_logs
from helpers import click, wait

TOPIC = "lists/stable-identity.html"


def progress(driver):
    return driver.find_element(By.CSS_SELECTOR, ".checklist-progress").text


def boxes(driver):
    return driver.find_elements(By.CSS_SELECTOR, "input.task-list-item-checkbox")


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


def test_review_page_lists_every_checklist_item(driver, site, pages):
    expected = []
    for page in pages:
        if page in ("review.html", "404.html") or page.startswith(("rules/", "search/")):
            continue
        html = (site / page).read_text(encoding="utf-8")
        for task_id in re.findall(r'<li class="task-list-item" id="(task-\d+)"', html):
            expected.append((page, task_id))
    assert expected, "the shipped handbook has checklists"

    driver.get(file_url(site, "review.html"))
    listed = [(b.get_attribute("data-task-page"), b.get_attribute("data-task")) for b in boxes(driver)]
    assert sorted(listed) == sorted(expected)
    assert progress(driver) == f"0 of {len(expected)} done" or progress(driver).endswith(f"of {len(expected)} done")

    # Every item links to its place on its page; every group heading to the page.
    links = driver.find_elements(By.CSS_SELECTOR, ".review-page-group .task-list-item a")
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
    box = driver.find_element(By.CSS_SELECTOR, f'input[data-task-page="{TOPIC}"][data-task="task-3"]')
    click(driver, box)
    driver.get(file_url(site, TOPIC))
    assert driver.find_element(By.CSS_SELECTOR, 'input[data-task="task-3"]').is_selected()
    click(driver, driver.find_element(By.CSS_SELECTOR, 'input[data-task="task-1"]'))
    driver.get(file_url(site, "review.html"))
    assert driver.find_element(By.CSS_SELECTOR, f'input[data-task-page="{TOPIC}"][data-task="task-1"]').is_selected()


def test_landing_on_a_task_from_the_review_page(driver, site):
    driver.get(file_url(site, "review.html"))
    link = driver.find_element(By.CSS_SELECTOR, ".review-page-group .task-list-item a")
    target = link.get_attribute("href")
    click(driver, link)
    wait(driver).until(lambda d: d.current_url == target)
    anchor = target.split("#")[1]
    assert driver.find_element(By.ID, anchor).is_displayed()
