"""The sidebar: every page carries only its own part of the navigation (its section's pages,
breadcrumbs, previous/next), and the whole site's navigation comes from one shared file,
nav.js, that the page loads, from file:// and from a sub-path of a web host."""
import json
import re

from selenium.webdriver.common.by import By

from conftest import file_url, severe_logs
from helpers import click, wait

TOPIC = "lists/stable-identity.html"
# A page of another section: in the shared navigation, not in TOPIC's own HTML.
ELSEWHERE = "views/modern-api.html"


def shared_navigation(site):
    """The entries of nav.js: {path: title} of every page it lists."""
    text = (site / "nav.js").read_text(encoding="utf-8")
    match = re.fullmatch(r"window\.HandbookNavigation = (\{.*\});\n", text, flags=re.S)
    assert match, text[:200]
    data = json.loads(match.group(1))
    found = {}

    def walk(entries):
        for entry in entries:
            if entry[1]:
                found[entry[1]] = entry[0]
            if len(entry) > 2:
                walk(entry[2])
    walk(data["items"])
    return found


def sidebar_paths(driver):
    """The pages the shared navigation lists, which handbook.js names in data-path."""
    return [a.get_attribute("data-path") for a in driver.find_elements(By.CSS_SELECTOR, "#sidebar a[data-path]")]


def own_sidebar_paths(driver, site):
    """The pages a page's own sidebar links to (without JavaScript: no data-path, only links)."""
    prefix = site.as_uri() + "/"
    return [a.get_attribute("href").removeprefix(prefix) for a in driver.find_elements(By.CSS_SELECTOR, "#sidebar a")]


def own_sidebar_link(driver, site, path):
    return next(a for a in driver.find_elements(By.CSS_SELECTOR, "#sidebar a") if a.get_attribute("href") == file_url(site, path))


def wait_for_shared_navigation(driver):
    wait(driver).until(lambda d: d.find_element(By.ID, "sidebar").get_attribute("data-navigation") == "site")


def test_the_sidebar_comes_from_the_shared_navigation_file(driver, site):
    entries = shared_navigation(site)
    assert TOPIC in entries and ELSEWHERE in entries
    own = (site / TOPIC).read_text(encoding="utf-8")
    assert f'href="../{ELSEWHERE}"' not in own, "the page's own HTML lists its section only"
    assert 'src="../nav.js"' in own
    driver.get(file_url(site, TOPIC))
    wait_for_shared_navigation(driver)
    # Every page of nav.js, once, in its order.
    assert sidebar_paths(driver) == list(entries)
    current = driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')
    assert len(current) == 1 and current[0].get_attribute("data-path") == TOPIC
    assert current[0].get_attribute("href") == file_url(site, TOPIC)
    assert severe_logs(driver) == []


def test_a_link_of_the_shared_navigation_leads_to_its_page(driver, site):
    driver.get(file_url(site, TOPIC))
    wait_for_shared_navigation(driver)
    link = driver.find_element(By.CSS_SELECTOR, f'#sidebar a[data-path="{ELSEWHERE}"]')
    title = link.text
    click(driver, link)
    wait(driver).until(lambda d: d.current_url == file_url(site, ELSEWHERE))
    wait_for_shared_navigation(driver)
    current = driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')
    assert [a.get_attribute("data-path") for a in current] == [ELSEWHERE]
    assert current[0].text == title
    # From the root page too: links are relative to the page.
    driver.get(file_url(site, "index.html"))
    wait_for_shared_navigation(driver)
    assert driver.find_element(By.CSS_SELECTOR, f'#sidebar a[data-path="{TOPIC}"]').get_attribute("href") == file_url(site, TOPIC)


def test_shared_navigation_under_a_sub_path_of_a_web_host(driver, served):
    for page in (TOPIC, "rules/index.html", "404.html"):
        driver.get(served + page)
        wait_for_shared_navigation(driver)
        link = driver.find_element(By.CSS_SELECTOR, f'#sidebar a[data-path="{ELSEWHERE}"]')
        assert link.get_attribute("href") == served + ELSEWHERE, page
        assert severe_logs(driver) == [], page


def test_generated_pages_mark_no_content_page(driver, site):
    driver.get(file_url(site, "rules/index.html"))
    wait_for_shared_navigation(driver)
    assert driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]') == []
    assert TOPIC in sidebar_paths(driver)


def test_without_javascript_a_page_reads_and_navigates_on_its_own(no_js_driver, site):
    driver = no_js_driver
    driver.get(file_url(site, TOPIC))
    sidebar = driver.find_element(By.ID, "sidebar")
    assert sidebar.get_attribute("data-navigation") is None, "JavaScript is off"
    paths = own_sidebar_paths(driver, site)
    # Its section's pages, the section itself and the home page; other sections as one link each.
    section = sorted(p for p in shared_navigation(site) if p.startswith("lists/"))
    assert set(section) <= set(paths)
    assert "index.html" in paths and "views/index.html" in paths
    assert ELSEWHERE not in paths
    current = driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')
    assert len(current) == 1 and current[0].get_attribute("href") == file_url(site, TOPIC)
    # Breadcrumbs: home, then the section.
    crumbs = driver.find_elements(By.CSS_SELECTOR, ".breadcrumbs a")
    assert [a.get_attribute("href") for a in crumbs] == [file_url(site, "index.html"), file_url(site, "lists/index.html")]
    # Previous and next lead on through the handbook.
    prev = driver.find_element(By.CSS_SELECTOR, ".pager a[rel=prev]")
    nxt = driver.find_element(By.CSS_SELECTOR, ".pager a[rel=next]")
    assert prev.get_attribute("href") == file_url(site, "lists/index.html")
    target = nxt.get_attribute("href")
    click(driver, nxt)
    wait(driver).until(lambda d: d.current_url == target)
    assert driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')[0].get_attribute("href") == target
    # And a collapsed section's link leads into that section.
    click(driver, own_sidebar_link(driver, site, "views/index.html"))
    wait(driver).until(lambda d: d.current_url == file_url(site, "views/index.html"))
    assert ELSEWHERE in own_sidebar_paths(driver, site), "a section's own page lists its pages"
