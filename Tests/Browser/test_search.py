"""Search: typing shows results, picking one lands on the right page and section, from
file:// and from a web host under a sub-path; ranking of the rule-explaining sections."""
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO, file_url, severe_logs
from helpers import first_result_url, search, wait

TOPIC = "lists/stable-identity.html"


def test_the_search_box_comes_with_the_script_that_searches(driver, no_js_driver, site):
    # Without JavaScript nothing could search: the page has no box, only the empty place for it.
    no_js_driver.get(file_url(site, TOPIC))
    place = no_js_driver.find_element(By.CSS_SELECTOR, ".site-header .search")
    assert place.find_elements(By.CSS_SELECTOR, "*") == []
    assert no_js_driver.find_elements(By.CSS_SELECTOR, '[role="search"]') == []
    # With it, the box is a labelled search landmark.
    driver.get(file_url(site, TOPIC))
    box = driver.find_element(By.ID, "search-input")
    assert box.find_element(By.XPATH, "..").get_attribute("role") == "search"
    assert driver.find_element(By.CSS_SELECTOR, 'label[for="search-input"]').get_attribute("textContent") == "Search the handbook"
    assert box.get_attribute("role") == "combobox" and box.get_attribute("aria-controls") == "search-results"
    assert severe_logs(driver) == []


def test_typing_a_query_shows_highlighted_results(driver, site):
    driver.get(file_url(site, "index.html"))
    results = search(driver, "ForEach")
    assert len(results) >= 3
    first = results[0]
    assert first.find_element(By.CSS_SELECTOR, ".search-result-title").text
    marks = driver.find_elements(By.CSS_SELECTOR, ".search-results mark")
    assert any(m.text.lower().startswith("foreach") for m in marks)
    assert driver.find_element(By.ID, "search-input").get_attribute("aria-expanded") == "true"
    assert severe_logs(driver) == []


def test_prefix_matching_while_typing(driver, site):
    driver.get(file_url(site, "index.html"))
    results = search(driver, "scrollCont")
    urls = [r.get_attribute("data-url") for r in results]
    assert any("styling-and-states.html" in url for url in urls)


def test_only_the_word_being_typed_matches_as_a_prefix(driver, site):
    # A word followed by another is finished: `scrollCont` then matches only itself, which no
    # page has, so results are ranked by the other word alone (at a quarter of the score of
    # a section matching both); typed last, it matches `scrollContentBackground`.
    driver.get(file_url(site, "index.html"))
    def best(query):
        return driver.execute_async_script("""
            var done = arguments[arguments.length - 1];
            HandbookSearch.search(arguments[0], 10).then(function (r) { done(r.map(function (x) { return [x.url, x.score]; })); });""",
            query)
    typed_last, finished = best("hidden scrollCont"), best("scrollCont hidden")
    assert "styling-and-states.html" in typed_last[0][0]
    assert finished and finished[0][1] < typed_last[0][1] / 2
    assert best("hidden scrollContentBackground")[0][1] > finished[0][1] * 2


def choose_with_keyboard(driver, query, index):
    results = search(driver, query)
    box = driver.find_element(By.ID, "search-input")
    for _ in range(index + 1):
        box.send_keys(Keys.ARROW_DOWN)
    selected = driver.find_element(By.CSS_SELECTOR, '.search-result[aria-selected="true"]')
    assert box.get_attribute("aria-activedescendant") == selected.get_attribute("id")
    target = selected.get_attribute("data-url")
    box.send_keys(Keys.ENTER)
    return target


def assert_landed_on(driver, target):
    path, _, anchor = target.partition("#")
    wait(driver).until(lambda d: d.current_url.split("#")[0].endswith("/" + path))
    if anchor:
        assert driver.current_url.endswith("#" + anchor)
        heading = driver.find_element(By.ID, anchor)
        top = driver.execute_script("return arguments[0].getBoundingClientRect().top", heading)
        assert 0 <= top < driver.execute_script("return window.innerHeight") / 2, "section is scrolled into view"


def test_choosing_a_result_lands_on_its_section_from_file_url(driver, site):
    driver.get(file_url(site, "tables/tables.html"))
    target = choose_with_keyboard(driver, "offset identity", 0)
    assert "#" in target
    assert_landed_on(driver, target)
    assert severe_logs(driver) == []


def test_choosing_a_result_under_a_sub_path_of_a_web_host(driver, served):
    driver.get(served + "lists/index.html")
    target = choose_with_keyboard(driver, "scrollContentBackground", 1)
    assert_landed_on(driver, target)
    assert driver.current_url.startswith(served)
    assert severe_logs(driver) == []


def test_search_from_a_nested_page_on_a_web_host(driver, served):
    driver.get(served + TOPIC)
    assert first_result_url(driver, "ForEach indices") == "lists/stable-identity.html#never-identify-rows-by-index"
    assert severe_logs(driver) == []


def test_clicking_a_result_navigates(driver, site):
    driver.get(file_url(site, "index.html"))
    results = search(driver, "AnyView")
    target = results[0].get_attribute("data-url")
    results[0].click()
    assert_landed_on(driver, target)


def test_escape_closes_and_slash_refocuses(driver, site):
    driver.get(file_url(site, TOPIC))
    search(driver, "List")
    box = driver.find_element(By.ID, "search-input")
    box.send_keys(Keys.ESCAPE)
    assert not driver.find_element(By.CSS_SELECTOR, ".search-panel").is_displayed()
    assert box.get_attribute("aria-expanded") == "false"
    url = driver.current_url
    assert url.endswith(TOPIC), "searching never reloads or leaves the page"


def test_no_results_message(driver, site):
    driver.get(file_url(site, "index.html"))
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    box = driver.switch_to.active_element
    box.send_keys("zzqxjv")
    wait(driver).until(lambda d: "No results" in d.find_element(By.CSS_SELECTOR, ".search-status").text)
    assert driver.find_elements(By.CSS_SELECTOR, ".search-result") == []


def loaded_search_files(driver, site, word):
    driver.get(file_url(site, "index.html"))
    results = driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        HandbookSearch.search(arguments[0], 10).then(function (r) { done(r.map(function (x) { return x.url; })); });""", word)
    assert len(results) == 10
    scripts = driver.execute_script(
        "return Array.from(document.querySelectorAll('script[src]')).map(function (s) { return s.src; })")
    return [s for s in scripts if "/search/a/" in s or "/search/d/" in s]


def test_a_common_word_loads_its_results_from_one_answer_file(driver, site):
    """Every script costs a few milliseconds from file://: the ten results of the commonest word
    come with its answer file, not with one record file each."""
    records = loaded_search_files(driver, site, "View")
    assert [s for s in records if "/search/a/" in s], records
    assert len(records) <= 2, records


@pytest.mark.parametrize("word", ["ForEach", "list", "offset", "state"])
def test_a_word_loads_its_answer_alone_or_the_record_files_of_its_results(driver, site, word):
    """An answer holds all ten results of its word, so with it no record file is loaded; a
    word without one loads a record file per group its results fall in, each once."""
    records = loaded_search_files(driver, site, word)
    answers = [r for r in records if "/search/a/" in r]
    assert len(answers) <= 1 and (not answers or records == answers), records
    assert len(set(records)) == len(records)


def test_words_named_like_object_properties_are_searched(driver, site):
    """`constructor` is a word like any other, not a stop word or a cached token by accident."""
    driver.get(file_url(site, "index.html"))
    assert driver.execute_script("return HandbookSearch.queryTerms('constructor toString')") == ["constructor", "tostring"]
    found = driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        HandbookSearch.search('constructor', 10).then(function (r) { done(r.length); }, function (e) { done(String(e)); });""")
    assert isinstance(found, int), found
    assert severe_logs(driver) == []


# The sections that explain the lint rules (see the conventions), first for their words.
@pytest.mark.parametrize("query, expected", [
    ("ForEach indices", "lists/stable-identity.html#never-identify-rows-by-index"),
    ("scrollContentBackground", "lists/styling-and-states.html#custom-list-backgrounds"),
    ("offset", "lists/stable-identity.html#enumerating-with-the-elements-identity"),
    (r"\.offset", "lists/stable-identity.html#enumerating-with-the-elements-identity"),
])
def test_rule_sections_rank_first(driver, site, query, expected):
    driver.get(file_url(site, "index.html"))
    assert first_result_url(driver, query) == expected


@pytest.fixture(scope="module")
def hostile_site():
    """A handbook whose page title, headings and text are markup meant to run script."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="handbook-hostile-"))
    (root / "Content").mkdir()
    (root / "Content/index.md").write_text("# Home\n\nSee [the page](zebra.md).\n", encoding="utf-8")
    payload = "<img src=x onerror=window.__injected=1> zebrafish <script>window.__injected=2</script>"
    (root / "Content/zebra.md").write_text(
        f"---\ntitle: '{payload}'\n---\n\n## Section {payload}\n\nBody zebrafish {payload}.\n", encoding="utf-8")
    handbook = pathlib.Path(os.environ.get("HANDBOOK", REPO / ".build/debug/handbook")).resolve()
    built = subprocess.run([str(handbook), "build", "--no-check", "--content", "Content", "--output", "Output",
                            "--theme", str(REPO / "Themes/default")], cwd=root, capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stdout + built.stderr
    yield root / "Output"
    shutil.rmtree(root, ignore_errors=True)


def test_search_results_show_hostile_titles_and_text_as_text(driver, hostile_site):
    driver.get(file_url(hostile_site, "zebra.html"))
    assert driver.execute_script("return window.__injected") is None
    assert "<img src=x onerror" in driver.title
    results = search(driver, "zebrafish")
    assert results, "no search results"
    text = " ".join(r.text for r in results)
    assert "<img src=x onerror=window.__injected=1>" in text
    assert driver.find_elements(By.CSS_SELECTOR, ".search-results img, .search-results script") == []
    assert driver.execute_script("return window.__injected") is None
