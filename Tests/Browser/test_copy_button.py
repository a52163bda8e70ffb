"""The Copy button never hides code: its box overlaps no line of the code it copies, on a phone and on a desktop."""
import pytest

from conftest import ARTIFACTS, file_url

# Every text fragment of a block's code that is not only white space, as client rectangles,
# and the block's Copy button: a fragment clipped by the block's scrolling still counts, since
# scrolling it into view would slide it under the button.
OVERLAPS = """
const overlaps = [];
for (const host of document.querySelectorAll('.page .copy-host')) {
  const button = host.querySelector(':scope > .copy-button').getBoundingClientRect();
  const pre = host.querySelector(':scope > pre');
  const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top) {
        overlaps.push(pre.className + ': ' + node.textContent.trim().slice(0, 40));
      }
    }
  }
}
return overlaps;
"""

def overlaps_on_every_page(driver, site):
    found = {}
    for page in sorted(str(p.relative_to(site)) for p in site.rglob("*.html")):
        driver.get(file_url(site, page))
        if overlaps := driver.execute_script(OVERLAPS):
            found[page] = overlaps
    return found


@pytest.mark.parametrize("width", [390, 1400])
def test_the_copy_button_covers_no_code(driver, site, tagged_site, width):
    driver.set_window_size(width, 900)
    try:
        # The fixture's first lines are longer than any screen; the shipped handbook has every kind of block.
        driver.get(file_url(tagged_site, "reading/scroll-positions.html"))
        assert len(driver.find_elements("css selector", ".page .copy-button")) == 2
        assert driver.execute_script(OVERLAPS) == []
        if width == 390:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            driver.save_screenshot(str(ARTIFACTS / "copy-button-390.png"))
        assert overlaps_on_every_page(driver, tagged_site) == {}
        assert overlaps_on_every_page(driver, site) == {}
    finally:
        driver.set_window_size(1400, 1000)
