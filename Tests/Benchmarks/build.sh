#!/usr/bin/env bash
# Site build benchmark (issue "Build the site"): in one run, times `handbook build` on a generated
# 1,000-page, ~9 MB code-heavy handbook against cmark-gfm alone converting the same files in one
# process (the floor), and prints both, their ratio, and peak memory; then peak memory at 5,000 pages.
# Uses a release build of handbook (built here if missing). Not a test: it prints figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=Tests/Benchmarks/work/build
rm -rf "$work" && mkdir -p "$work"

swift build -c release --product handbook --scratch-path .build-release >/dev/null
bin=.build-release/release/handbook

python3 Tests/Benchmarks/generate_handbook.py "$work/c1000/Content" 1000
python3 Tests/Benchmarks/generate_handbook.py "$work/c5000/Content" 5000 >/dev/null

# peak RSS (KB) and wall seconds of a command, via GNU time's format
measure() { /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1; }

mapfile -t files < <(find "$work/c1000/Content" -name '*.md' | sort)
runs=3
best_floor=999999; best_build=999999; build_rss=0
for r in $(seq $runs); do
  read -r t _ < <(measure cmark-gfm --extension table --extension strikethrough --extension autolink \
      --extension tagfilter --extension tasklist "${files[@]}")
  best_floor=$(python3 -c "print(min($best_floor, $t))")
  rm -rf "$work/c1000/Output"
  read -r t rss < <(cd "$work/c1000" && measure "$OLDPWD/$bin" build --no-check --content Content --output Output --theme "$OLDPWD/Themes/default")
  best_build=$(python3 -c "print(min($best_build, $t))")
  build_rss=$rss
done
rm -rf "$work/c5000/Output"
read -r t5 rss5 < <(cd "$work/c5000" && measure "$OLDPWD/$bin" build --no-check --content Content --output Output --theme "$OLDPWD/Themes/default")

size=$(du -sb "$work/c1000/Content" | cut -f1)
python3 - "$best_floor" "$best_build" "$build_rss" "$t5" "$rss5" "$size" <<'PY'
import sys
floor, build, rss, t5, rss5, size = map(float, sys.argv[1:])
print(f"content: 1000 pages, {size/1e6:.1f} MB (best of 3 runs each)")
print(f"cmark-gfm alone (floor): {floor:.2f} s")
print(f"handbook build --no-check: {build:.2f} s, peak memory {rss/1024:.0f} MB")
print(f"ratio build/floor: {build/floor:.1f}x (goal <= 3x)")
print(f"5000 pages: handbook build {t5:.2f} s, peak memory {rss5/1024:.0f} MB (goal <= 300 MB)")
PY
