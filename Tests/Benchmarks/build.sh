#!/usr/bin/env bash
# Site build benchmark (issue 25, "Output that grows linearly with the site"). In one run, for each
# corpus, prints:
#   - build time of `handbook build --no-check` (best of RUNS) and peak memory (GNU time -v);
#   - the floor: ../shared/bench/cmark_inproc (cmark-gfm in one process, one HTML file written per
#     page; built here with cc) on the same Markdown files, best of RUNS, and the ratio build/floor;
#   - the Markdown bytes, output bytes and files (all of Output/), and of that the search index
#     (search/**) bytes and files, each also as a ratio to the Markdown.
# Corpora, made by ../shared/bench/make_corpus.py:
#   replicated  our Content/ replicated (`--from DIR --times K`). make_corpus.py copies the .md files
#               of one folder, so Content/ is first flattened into one folder (lists/index.md →
#               lists--index.md, links rewritten); K (TIMES) defaults to what makes ~1,000 pages;
#   gen1000     1,000 generated pages (`-n 1000`);
#   gen5000     5,000 generated pages (`-n 5000`; skipped with SKIP_5000=1).
# Not a test: it prints figures. Everything lives in Tests/Benchmarks/work/build (git-ignored).
#
# Environment: HANDBOOK=path (default: a release build, made here with --scratch-path .build-release),
#              RUNS=3, TIMES=K, SKIP_5000=1, CORPORA="replicated gen1000 gen5000" (a subset),
#              SHARED=../shared/bench (where cmark_inproc.c and make_corpus.py are),
#              THEME=Themes/default (the theme folder the builds use).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
shared="${SHARED:-$repo/../shared/bench}"
[[ -f "$shared/cmark_inproc.c" && -f "$shared/make_corpus.py" ]] || { echo "error: no cmark_inproc.c / make_corpus.py in $shared (set SHARED)" >&2; exit 2; }
runs="${RUNS:-3}"
theme="$(cd "${THEME:-Themes/default}" && pwd)"
work=Tests/Benchmarks/work/build
rm -rf "$work" && mkdir -p "$work"
work="$repo/$work"

bin="${HANDBOOK:-}"
if [[ -z "$bin" ]]; then
  swift build -c release --product handbook --scratch-path .build-release >/dev/null
  bin=.build-release/release/handbook
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
[[ -x "$bin" ]] || { echo "error: $bin is not executable" >&2; exit 2; }

cc -O2 -o "$work/cmark_inproc" "$shared/cmark_inproc.c" -lcmark-gfm-extensions -lcmark-gfm

# ---- Corpora
corpora="${CORPORA:-replicated gen1000 gen5000}"
[[ "${SKIP_5000:-0}" == 1 ]] && corpora="${corpora//gen5000/}"

# Content/ in one folder: every page named by its path, Markdown links between pages rewritten.
python3 - Content "$work/flat" <<'PY'
import os, re, sys
src, out = sys.argv[1], sys.argv[2]
os.makedirs(out)
pages = {}
for folder, _, files in os.walk(src):
    for name in files:
        if name.endswith(".md"):
            rel = os.path.relpath(os.path.join(folder, name), src)
            pages[rel] = rel[:-3].replace(os.sep, "--") + ".md"
link = re.compile(r"\]\(([^)\s#]+\.md)(#[^)\s]*)?\)")
for rel, flat in pages.items():
    text = open(os.path.join(src, rel), encoding="utf-8").read()
    def rewrite(m):
        target = os.path.normpath(os.path.join(os.path.dirname(rel), m.group(1)))
        return "](%s%s)" % (pages[target], m.group(2) or "") if target in pages else m.group(0)
    open(os.path.join(out, flat), "w", encoding="utf-8").write(link.sub(rewrite, text))
PY
flat_pages=$(find "$work/flat" -name '*.md' | wc -l)
times="${TIMES:-$(( (1000 + flat_pages - 1) / flat_pages ))}"
for corpus in $corpora; do
  case "$corpus" in
    replicated)
      python3 "$shared/make_corpus.py" "$work/$corpus/Content" --from "$work/flat" --times "$times" >/dev/null
      # The preludes the pages name in their front matter.
      find Content -maxdepth 1 -name '_*' -exec cp -r {} "$work/$corpus/Content/" \; ;;
    gen1000) python3 "$shared/make_corpus.py" "$work/$corpus/Content" -n 1000 >/dev/null ;;
    gen5000) python3 "$shared/make_corpus.py" "$work/$corpus/Content" -n 5000 >/dev/null ;;
    *) echo "error: unknown corpus $corpus" >&2; exit 2 ;;
  esac
done

# ---- Measurements
# "seconds peak-KB" of a command, from GNU time -v.
measure() {
  local log="$work/time.log"
  /usr/bin/time -v -o "$log" "$@" >/dev/null 2>&1 || { echo "error: $* failed" >&2; exit 1; }
  python3 - "$log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text).group(1).split(":")
seconds = sum(float(p) * 60 ** i for i, p in enumerate(reversed(wall)))
rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)
print(f"{seconds:.3f} {rss}")
PY
}
# "bytes files" of a folder's files (optionally below a sub-folder).
tally() { find "$1" -type f -printf '%s\n' | awk '{ b += $1; n++ } END { printf "%d %d\n", b, n }'; }

printf '%-11s %6s %8s | %8s %8s %6s %6s | %9s %7s %5s | %9s %6s %5s\n' \
  corpus pages "md MB" "build s" "floor s" ratio "peak" "out MB" files "x md" "search MB" files "x md"
for corpus in $corpora; do
  dir="$work/$corpus"
  mapfile -t files < <(find "$dir/Content" -name '*.md' | sort)
  read -r md _ < <(find "$dir/Content" -name '*.md' -printf '%s\n' | awk '{ b += $1 } END { print b, NR }')
  best_floor=""; best_build=""; peak=0
  for _ in $(seq "$runs"); do
    rm -rf "$dir/floor" && mkdir -p "$dir/floor"
    read -r t _ < <(measure "$work/cmark_inproc" "$dir/floor" "${files[@]}")
    best_floor=$(python3 -c "print(min(float('${best_floor:-inf}'), $t))")
    rm -rf "$dir/Output"
    read -r t rss < <(cd "$dir" && measure "$bin" build --no-check --content Content --output Output --theme "$theme")
    best_build=$(python3 -c "print(min(float('${best_build:-inf}'), $t))")
    (( rss > peak )) && peak=$rss
  done
  read -r out out_files < <(tally "$dir/Output")
  read -r search search_files < <(tally "$dir/Output/search")
  python3 - "$corpus" "${#files[@]}" "$md" "$best_build" "$best_floor" "$peak" "$out" "$out_files" "$search" "$search_files" <<'PY'
import sys
name, pages, md, build, floor, peak, out, out_files, search, search_files = sys.argv[1:]
pages, md, out, out_files, search, search_files, peak = map(int, (pages, md, out, out_files, search, search_files, peak))
build, floor = float(build), float(floor)
print(f"{name:<11} {pages:>6} {md/1e6:>8.1f} | {build:>8.2f} {floor:>8.2f} {build/floor:>5.1f}x {peak/1024:>4.0f}MB"
      f" | {out/1e6:>9.1f} {out_files:>7} {out/md:>4.1f}x | {search/1e6:>9.2f} {search_files:>6} {search/md:>4.2f}x")
PY
done
echo "(best of $runs runs; replicated = Content/ flattened, $flat_pages pages, ×$times)"
echo "goals: build <= 4x floor; output <= 3x md; search <= 1x md and <= 1 file per 2 pages; peak <= 300 MB at 5,000 pages"
