"""The tags page and what leads to it; the edit link and the last-updated date of a handbook outside git.

Built from Fixtures/TaggedSite: two tagged pages (one tag is markup, which must read as text) and one without tags.
"""
import pytest
from selenium.webdriver.common.by import By

from conftest import file_url, severe_logs
from helpers import click, wait

SCRIPT_TAG = "<script>alert('tag')</script>"


def page_tags(driver):
    return [(a.text, a.get_attribute("href")) for a in driver.find_elements(By.CSS_SELECTOR, ".page-tags a.tag")]


def tag_sections(driver):
    return {h.get_attribute("id"): h for h in driver.find_elements(By.CSS_SELECTOR, ".tag-group h2")}


def test_the_tags_page_lists_each_tag_with_its_pages(driver, tagged_site):
    driver.get(file_url(tagged_site, "tags.html"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Tags"
    sections = tag_sections(driver)
    assert list(sections) == ["tag-scriptalerttagscript", "tag-layout", "tag-lists", "tag-state"]
    pages = {}
    for id, heading in sections.items():
        links = heading.find_elements(By.XPATH, "following-sibling::ul[1]/li/a")
        pages[id] = [(a.text, a.get_attribute("href").removeprefix(tagged_site.as_uri() + "/")) for a in links]
    assert pages == {
        "tag-scriptalerttagscript": [("Keep the reader's scroll position", "reading/scroll-positions.html")],
        "tag-layout": [("Stacked cards", "layout/stacked-cards.html")],
        "tag-lists": [("Stacked cards", "layout/stacked-cards.html"),
                      ("Keep the reader's scroll position", "reading/scroll-positions.html")],
        "tag-state": [("Keep the reader's scroll position", "reading/scroll-positions.html")],
    }
    # Markup in a tag is text: no element was made of it, nothing ran.
    assert sections["tag-scriptalerttagscript"].text.startswith(SCRIPT_TAG)
    assert driver.find_elements(By.CSS_SELECTOR, ".page script") == []
    assert severe_logs(driver) == []


@pytest.mark.parametrize("where", ["file", "served"])
def test_a_page_links_each_of_its_tags_to_its_section(driver, tagged_site, served_tagged, where):
    base = tagged_site.as_uri() + "/" if where == "file" else served_tagged
    driver.get(base + "reading/scroll-positions.html")
    assert page_tags(driver) == [
        ("lists", base + "tags.html#tag-lists"),
        ("state", base + "tags.html#tag-state"),
        (SCRIPT_TAG, base + "tags.html#tag-scriptalerttagscript"),
    ]
    assert driver.find_elements(By.CSS_SELECTOR, ".page-tags script") == []
    click(driver, driver.find_elements(By.CSS_SELECTOR, ".page-tags a.tag")[2])
    wait(driver).until(lambda d: d.current_url == base + "tags.html#tag-scriptalerttagscript")
    target = driver.execute_script("return document.querySelector(':target').id")
    assert target == "tag-scriptalerttagscript"
    assert severe_logs(driver) == []


def test_a_page_without_tags_shows_none(driver, tagged_site):
    driver.get(file_url(tagged_site, "layout/untagged.html"))
    assert driver.find_elements(By.CSS_SELECTOR, ".page-tags") == []


def test_the_tags_page_is_reachable_from_the_header(driver, tagged_site):
    driver.get(file_url(tagged_site, "layout/stacked-cards.html"))
    link = driver.find_element(By.CSS_SELECTOR, ".header-links a[href$='tags.html']")
    assert link.is_displayed() and link.text == "Tags"
    link.click()
    wait(driver).until(lambda d: d.current_url == file_url(tagged_site, "tags.html"))


def test_on_a_phone_the_tags_page_is_in_the_navigation_drawer(driver, tagged_site):
    driver.set_window_size(390, 844)
    try:
        driver.get(file_url(tagged_site, "layout/stacked-cards.html"))
        assert not driver.find_element(By.CSS_SELECTOR, ".header-links").is_displayed()
        driver.find_element(By.CSS_SELECTOR, ".nav-toggle").click()
        link = driver.find_element(By.CSS_SELECTOR, "#sidebar .sidebar-tools a[href$='tags.html']")
        wait(driver).until(lambda d: link.is_displayed())
        link.click()
        wait(driver).until(lambda d: d.current_url == file_url(tagged_site, "tags.html"))
    finally:
        driver.set_window_size(1400, 1000)


def test_the_shipped_handbook_has_a_tags_page_for_its_tags(driver, site):
    driver.get(file_url(site, "index.html"))
    driver.find_element(By.CSS_SELECTOR, ".header-links a[href='tags.html']").click()
    wait(driver).until(lambda d: d.current_url == file_url(site, "tags.html"))
    sections = tag_sections(driver)
    assert sections
    first = next(iter(sections.values())).find_element(By.XPATH, "following-sibling::ul[1]/li/a")
    click(driver, first)
    wait(driver).until(lambda d: d.current_url != file_url(site, "tags.html"))
    assert any(href.endswith("tags.html#" + id) for id in sections for _, href in page_tags(driver))


def test_outside_git_a_page_has_an_edit_link_and_no_date(driver, tagged_site):
    """The fixture names a GitLab repository and its edit path; it is built outside any git work tree."""
    driver.get(file_url(tagged_site, "reading/scroll-positions.html"))
    meta = driver.find_element(By.CSS_SELECTOR, ".page-meta")
    link = meta.find_element(By.CSS_SELECTOR, "a.edit-link")
    assert link.text == "Edit this page"
    assert link.get_attribute("href") == "https://gitlab.example.com/team/tagged-fixture/-/edit/trunk/Content/reading/scroll-positions.md"
    assert meta.find_elements(By.CSS_SELECTOR, ".last-updated, time") == []
    assert "Last updated" not in meta.text
