"""Helpers shared by the browser tests."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def wait(driver, timeout=10):
    return WebDriverWait(driver, timeout)


def search(driver, query: str):
    """Focuses the search box with '/', types `query` key by key, and returns the result items."""
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("/")
    box = driver.switch_to.active_element
    assert box.get_attribute("id") == "search-input", "'/' should focus the search box"
    box.clear()
    box.send_keys(query)
    # The list names the query it shows results for: wait for the last keystroke's results.
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, ".search-panel").is_displayed()
                       and d.find_element(By.CSS_SELECTOR, ".search-results").get_attribute("data-query") == query)
    return driver.find_elements(By.CSS_SELECTOR, ".search-result")


def first_result_url(driver, query: str) -> str:
    results = search(driver, query)
    return results[0].get_attribute("data-url")


def click(driver, element):
    """Clicks `element` after scrolling it to the middle of the window (clear of the sticky header)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()
