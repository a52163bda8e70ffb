#!/usr/bin/env bash
# Search benchmark (issue "A searchable, interactive handbook site"): generates a 1,000-page
# handbook whose prose and code are remixed from the shipped Content/ (so the vocabulary is a
# real one and grows with the pages), builds it, and prints:
#   - build time (handbook build --no-check) against cmark-gfm alone on the same files;
#   - total search index bytes (search/**) and the share of each kind of file;
#   - bytes the first query loads on a fresh page (typed key by key through the search box),
#     for several queries;
#   - median query time in headless Chromium, warm (index files already loaded) and cold.
# Not a test: it prints figures. Needs python3 + selenium (Tests/Browser/requirements.txt),
# chromium and chromedriver, cmark-gfm.
#
# Usage: Tests/Benchmarks/search.sh [PAGES]      (default 1000)
# Environment: RUNS=3 (best of), HANDBOOK=path/to/handbook (default: .build/release/handbook if built, else
#              .build/debug/handbook).
set -euo pipefail
cd "$(dirname "$0")/../.."
pages="${1:-1000}"
handbook="${HANDBOOK:-}"
if [[ -z "$handbook" ]]; then
    if [[ -x .build/release/handbook ]]; then handbook=.build/release/handbook; else handbook=.build/debug/handbook; fi
fi
[[ -x "$handbook" ]] || { echo "error: $handbook not found; run 'swift build -c release --product handbook'" >&2; exit 2; }

work=Tests/Benchmarks/work/search
rm -rf "$work" && mkdir -p "$work"

python3 - "$work/Content" "$pages" <<'PY'
"""Remixes the shipped Content/ into PAGES pages of about 9 KB."""
import os, random, re, sys
out, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(42)
sentences, headings, fences = [], [], []
for folder, _, files in os.walk("Content"):
    for name in files:
        if not name.endswith(".md"):
            continue
        text = open(os.path.join(folder, name), encoding="utf-8").read()
        text = re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S)
        for fence in re.findall(r"```swift[^\n]*\n(.*?)```", text, flags=re.S):
            if 3 <= fence.count("\n") <= 30:
                fences.append(fence)
        prose = re.sub(r"```.*?```", "", text, flags=re.S)
        prose = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", prose)  # links would point nowhere
        for line in prose.splitlines():
            if line.startswith("## ") or line.startswith("### "):
                headings.append(line.lstrip("# ").strip())
        for paragraph in re.split(r"\n\s*\n", prose):
            paragraph = " ".join(paragraph.split())
            if paragraph and paragraph[0].isalpha() and not paragraph.startswith(("#", "|", "-", "1.")):
                sentences += [s for s in re.split(r"(?<=[.!?])\s+", paragraph) if len(s) > 30 and s.count("`") % 2 == 0]
assert sentences and fences and headings, "run from the repository root"
verbs = "load refresh sort filter select format validate render cache observe".split()
nouns = "Pantry Recipe Invoice Ticket Playlist Garden Flight Ledger Course Sensor".split()

def rename(code, i):
    # Suffix the types a fence declares so every page adds its own identifiers.
    for name in set(re.findall(r"\b(?:struct|class|enum)\s+([A-Z]\w*)", code)):
        code = re.sub(rf"\b{name}\b", f"{name}{i}", code)
    return code

for i in range(count):
    folder = f"area{i % 40:02d}"
    os.makedirs(os.path.join(out, folder), exist_ok=True)
    noun = nouns[i % len(nouns)]
    title = f"{rng.choice(headings)} ({noun} {i})"
    parts = [f"---\ntitle: \"{title}\"\norder: {i}\n---\n\n# {title}\n\n"]
    parts.append(" ".join(rng.sample(sentences, 3)) + "\n\n")
    size = 0
    s = 0
    while size < 8300:
        s += 1
        level = "###" if s % 3 == 0 else "##"
        parts.append(f"{level} {rng.choice(headings)} {s}\n\n")
        for _ in range(rng.randint(1, 3)):
            ident = f"{rng.choice(verbs)}{noun}{i}{rng.choice(['Items', 'State', 'Rows'])}"
            parts.append(" ".join(rng.sample(sentences, rng.randint(2, 4))) + f" See `{ident}()`.\n\n")
        parts.append("```swift\n" + rename(rng.choice(fences), i) + "```\n\n")
        size = sum(len(p) for p in parts)
    if i % 2 == 0:
        parts.append("## Review checklist\n\n" + "".join(f"- [ ] {rng.choice(sentences)}\n" for _ in range(5)) + "\n")
    open(os.path.join(out, folder, f"page{i:04d}.md"), "w", encoding="utf-8").write("".join(parts))
open(os.path.join(out, "index.md"), "w").write("# Benchmark handbook\n\nGenerated pages.\n")
PY

mapfile -t files < <(find "$work/Content" -name '*.md' | sort)
size=$(du -sb "$work/Content" | cut -f1)

best() { sort -n | head -1; }
runs="${RUNS:-3}"
floor=$(for r in $(seq "$runs"); do
    /usr/bin/time -f "%e" cmark-gfm --extension table --extension strikethrough --extension autolink \
        --extension tagfilter --extension tasklist "${files[@]}" 2>&1 >/dev/null | tail -1
done | best)
build=$(for r in $(seq "$runs"); do
    rm -rf "$work/Output"
    /usr/bin/time -f "%e" "$handbook" build --no-check --content "$work/Content" --output "$work/Output" \
        --theme Themes/default 2>&1 >/dev/null | tail -1
done | best)

python3 - "$work/Output" "$floor" "$build" "$size" "${#files[@]}" "$handbook" <<'PY'
import os, pathlib, statistics, sys, time
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

site, floor, build, size, count, handbook = pathlib.Path(sys.argv[1]).resolve(), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
search = site / "search"
def total(pattern):
    return sum(p.stat().st_size for p in search.glob(pattern))
index_bytes = total("**/*.js")
print(f"content: {count} pages, {size/1e6:.1f} MB; handbook: {handbook}")
print(f"cmark-gfm alone: {floor:.2f} s   handbook build --no-check (highlighting + search): {build:.2f} s   ratio {build/floor:.1f}x (goal <= 4x)")
print(f"search index: {index_bytes/1e6:.2f} MB total = meta {total('index.js')/1e3:.1f} KB"
      f" + {len(list(search.glob('s/*.js')))} shards {total('s/*.js')/1e6:.2f} MB"
      f" + {len(list(search.glob('d/*.js')))} record files {total('d/*.js')/1e6:.2f} MB"
      f" + {len(list(search.glob('a/*.js')))} answer files {total('a/*.js')/1e6:.2f} MB")

options = webdriver.ChromeOptions()
options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1300,900"):
    options.add_argument(a)
driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
driver.set_script_timeout(60)
page = (site / "area01" / "page0001.html").as_uri()

def loaded_bytes():
    # search.js loads each index file once, with a <script> element it leaves in <head>.
    urls = driver.execute_script("return Array.from(document.querySelectorAll('script[src]')).map(s => s.src)")
    paths = [u.split(site.as_uri() + "/", 1)[1] for u in urls if u.startswith(site.as_uri() + "/search/")]
    return sum((site / p).stat().st_size for p in paths), len(paths)

def first_query(query, key_delay):
    driver.get(page)
    box = driver.find_element(By.ID, "search-input")
    if key_delay:
        for ch in query:
            box.send_keys(ch)
            time.sleep(key_delay)
    else:
        box.send_keys(query)
    driver.execute_async_script("""
        var q = arguments[0], done = arguments[arguments.length - 1];
        (function poll() {
            var l = document.querySelector('.search-results');
            if (l && l.getAttribute('data-query') === q) done(); else setTimeout(poll, 5);
        })();""", query)
    return loaded_bytes() + (len(driver.find_elements(By.CSS_SELECTOR, ".search-result")),)

print("bytes the first query loads on a fresh page (meta + shards + answer and record files of its results; goal < 180 KB):")
print(f"  {'query':28} {'typed, then results':>22} {'typed key by key, 4 keys/s':>30}")
for query in ["scrollContentBackground", "ForEach indices", "offset", "identity", "navigation split view", "Pantry"]:
    b1, n1, shown = first_query(query, 0)
    b2, n2, _ = first_query(query, 0.25)
    print(f"  {query!r:28} {b1/1e3:8.1f} KB in {n1:2d} files {b2/1e3:12.1f} KB in {n2:2d} files   ({shown} results)")

# Query time: the same queries again on a page whose index files are loaded (warm), and each
# query alone on a fresh page (cold: includes loading its scripts from disk).
words = driver.execute_script("""
    return ['list', 'row', 'state', 'binding', 'ForEach', 'identity', 'offset', 'background', 'scroll',
            'navigation', 'selection', 'table', 'sort', 'animation', 'transition', 'AnyView', 'toolbar',
            'ContentUnavailableView', 'swipeActions', 'refreshable', 'id self', 'stable identity',
            'list style', 'edit mode', 'section header', 'scrollContentBackground hidden', 'Identifiable',
            'observable', 'environment', 'task']""")
driver.get(page)
warm = []
for _ in range(2):
    for w in words:
        ms = driver.execute_async_script("""
            var q = arguments[0], done = arguments[arguments.length - 1], t = performance.now();
            HandbookSearch.search(q, 10).then(function () { done(performance.now() - t); });""", w)
        warm.append(ms)
warm = warm[len(words):]  # the first pass loads the files
cold = []
for w in words[:12]:
    driver.get(page)
    # Focusing the box (a click or '/') loads the small meta file; the query starts after that.
    driver.find_element(By.ID, "search-input").click()
    driver.execute_async_script("var d=arguments[arguments.length-1]; (function p(){ if (document.querySelector('script[src*=\"search/index.js\"]') && window.HandbookSearch && HandbookSearch.search) setTimeout(d, 50); else setTimeout(p, 5); })()")
    cold.append(driver.execute_async_script("""
        var q = arguments[0], done = arguments[arguments.length - 1], t = performance.now();
        HandbookSearch.search(q, 10).then(function () { done(performance.now() - t); });""", w))
print(f"query time in headless Chromium: median {statistics.median(warm):.1f} ms warm (p90 {sorted(warm)[int(len(warm)*0.9)]:.1f} ms, {len(warm)} queries),"
      f" median {statistics.median(cold):.1f} ms cold (loading its shards and result records from file://, {len(cold)} queries); goal < 30 ms")
driver.quit()
PY
