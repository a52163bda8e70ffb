"""Reading width: code gets more room than prose, and prose keeps its measure."""
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS, file_url

TOPIC = "lists/stable-identity.html"
LINE = 'Text("A line of Swift that is ninety characters long, as code often is in real projects.")'


def test_a_90_character_line_does_not_scroll_at_1400px(driver, site):
    assert len(LINE) == 90
    driver.set_window_size(1400, 1000)
    driver.get(file_url(site, TOPIC))
    # Put a 90-character line into the first example of the page, as a writer would.
    scroll = driver.execute_script("""
        var code = document.querySelector('.page .example pre code');
        code.textContent = arguments[0];
        var pre = code.closest('pre');
        return {scroll: pre.scrollWidth, client: pre.clientWidth};
    """, LINE)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    example = driver.find_element(By.CSS_SELECTOR, ".page .example pre")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", example)
    driver.save_screenshot(str(ARTIFACTS / "reading-width-1400.png"))
    assert scroll["scroll"] <= scroll["client"], f"the line scrolls: {scroll}"
    # A plain (non-Swift) block gets the same room.
    plain = driver.execute_script("""
        var blocks = document.querySelectorAll('.page pre');
        var pre = blocks[blocks.length - 1];
        pre.querySelector('code').textContent = arguments[0];
        return pre.scrollWidth <= pre.clientWidth;
    """, LINE)
    assert plain


def test_prose_keeps_its_measure(driver, site):
    driver.set_window_size(1400, 1000)
    driver.get(file_url(site, TOPIC))
    widths = driver.execute_script("""
        var font = parseFloat(getComputedStyle(document.documentElement).fontSize);
        return Array.from(document.querySelectorAll('.page > p')).map(function (p) {
            return p.getBoundingClientRect().width / font;
        });
    """)
    assert widths
    # About 75 characters of body text at most: 46rem.
    assert max(widths) <= 46.01, widths
