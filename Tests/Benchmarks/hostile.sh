#!/usr/bin/env bash
# Hostile and pathological input (issue 24): builds one small site per case with `handbook build`
# and prints, for each, the exit code, the seconds taken, the first lines it printed, and what
# became of the previous Output/ (kept or replaced) and of staging folders. The tests
# (HostileInputTests, BadInputTests, DeepNestingTests, SwiftNestingTests, HostileTextTests)
# assert each behaviour; this script shows what a user sees, on a release build.
#
#   Tests/Benchmarks/hostile.sh [CASE...]          (default: every case)
#
# Uses a release build of handbook (built here if missing), or HANDBOOK=/path/to/handbook.
# Each build has a 60 s limit (a hang prints "timeout"; 200 s where a compiler hangs, past the
# check's own 120 s limit per example). Not a test: it prints what happened.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$root/Tests/Benchmarks/work/hostile
rm -rf "$work" && mkdir -p "$work"

bin=${HANDBOOK:-}
if [ -z "$bin" ]; then
  swift build -c release --product handbook >/dev/null || exit 2
  bin=$root/.build/release/handbook
fi
theme=$root/Themes/default
# The default theme other themes are layered over, wherever the binary lives.
export HANDBOOK_DEFAULT_THEME=$theme
# One cache for the compiled surface, so each checked case pays for it once (the site manifests
# in it are kept per site); the corrupt-cache case has its own.
export HANDBOOK_CACHE_DIR=$work/cache

# A site folder for one case: Content/ with one ordinary page, built once, and a marker added to
# that previous Output/, so a failed build can be seen to leave it as it was.
site() {
  local dir=$work/$1
  mkdir -p "$dir/Content"
  printf -- '---\ntitle: Home\n---\n# Home\n\nAn ordinary page.\n' >"$dir/Content/index.md"
  (cd "$dir" && "$bin" build --no-check --theme "$theme" >/dev/null 2>&1) || { echo "error: the ordinary page did not build in $dir" >&2; exit 2; }
  echo previous >"$dir/Output/marker.txt"
  echo "$dir"
}

# Runs handbook in the case's folder with a time limit and prints one block per case.
# Arguments after the case name are handbook's; RUN_PATH replaces PATH for handbook alone.
run() {
  local name=$1 dir=$work/$1; shift
  local log=$dir.log start end rc
  start=$(date +%s.%N)
  (cd "$dir" && exec /usr/bin/timeout -s KILL "${LIMIT:-60}" /usr/bin/env PATH="${RUN_PATH:-$PATH}" "$bin" "$@" --theme "$theme") >"$log" 2>&1
  rc=$?
  end=$(date +%s.%N)
  local output=replaced
  [ -f "$dir/Output/marker.txt" ] && output=kept
  [ -d "$dir/Output" ] || output=absent
  local staging
  staging=$(find "$dir" -maxdepth 2 -name '.*handbook-staging*' 2>/dev/null | wc -l)
  local shown=$rc
  [ "$rc" = 137 ] && shown="timeout (killed after ${LIMIT:-60} s)"
  printf '%s\n  exit %s in %.2f s; Output/ %s; staging folders left: %s\n' "$name" "$shown" "$(echo "$end - $start" | bc)" "$output" "$staging"
  # The diagnostics first (errors, then warnings), then the summary line; long lines cut.
  { grep -E ': error: ' "$log"; grep -E ': warning: ' "$log"; grep -E '^(Built|Checked|error:)' "$log"; } |
    awk '!seen[$0]++' | head -${LINES_PER_CASE:-4} | cut -c1-220 | sed "s|$work/||g; s/^/  | /"
}

py() { python3 -c "$@"; }

cases=()
add() { cases+=("$1"); }

case_quote_nesting() {  # 10,000 '>' on one line: nested block quotes
  local d; d=$(site quote-nesting)
  py "print('>' * 10000 + ' deep')" >"$d/Content/quotes.md"
  run quote-nesting build --no-check
}; add quote-nesting

case_list_nesting() {  # 10,000 nested list items
  local d; d=$(site list-nesting)
  py "print('- ' * 10000 + 'deep')" >"$d/Content/lists.md"
  run list-nesting build --no-check
}; add list-nesting

case_swift_brackets() {  # 10,000 nested brackets inside a Swift fence, checked
  local d; d=$(site swift-brackets)
  py "print('\`\`\`swift\nlet a = ' + '[' * 10000 + '1' + ']' * 10000 + '\n\`\`\`')" >"$d/Content/brackets.md"
  run swift-brackets build
}; add swift-brackets

case_swift_nested_25() {  # let a = [[…[1]…]] 25 deep: the typecheck doubles per level
  local d; d=$(site swift-nested-25)
  py "print('\`\`\`swift\nlet a = ' + '[' * 25 + '1' + ']' * 25 + '\n\`\`\`')" >"$d/Content/nested.md"
  run swift-nested-25 build
}; add swift-nested-25

case_cmark_pathological() {  # cmark's cases: 50,000 brackets, emphasis, quotes; link reference chains
  local d; d=$(site cmark-pathological)
  py "print('[' * 50000 + 'a' + ']' * 50000)" >"$d/Content/brackets.md"
  py "print('*a ' * 50000 + '**b' * 25000)" >"$d/Content/emphasis.md"
  py "print('> ' * 50000 + 'q')" >"$d/Content/quotes.md"
  py "
for i in range(20000): print(f'[r{i}]: /r{i+1}')
print(' '.join(f'[x][r{i}]' for i in range(0, 20000, 7)))" >"$d/Content/references.md"
  run cmark-pathological build --no-check
}; add cmark-pathological

case_long_line() {  # one 10 MB line
  local d; d=$(site long-line)
  py "print('word ' * 2000000)" >"$d/Content/long.md"
  run long-line build --no-check
}; add long-line

case_page_50mb() {  # a 50 MB page of ordinary paragraphs
  local d; d=$(site page-50mb)
  py "
import sys
para = 'A paragraph of ordinary words about views, state and layout, repeated. ' * 12 + '\n\n'
sys.stdout.write('# Big\n\n' + para * (50_000_000 // len(para)))" >"$d/Content/big.md"
  run page-50mb build --no-check
}; add page-50mb

case_fence_100k() {  # a 100,000-line Swift fence, checked
  local d; d=$(site fence-100k)
  py "print('\`\`\`swift\n' + '\n'.join(f'let value{i} = {i}' for i in range(100000)) + '\n\`\`\`')" >"$d/Content/fence.md"
  run fence-100k build
}; add fence-100k

case_symlink_loops() {  # a symbolic link to itself, and a folder cycle
  local d; d=$(site symlink-loops)
  ln -s self.md "$d/Content/self.md"
  mkdir -p "$d/Content/guides" && ln -s .. "$d/Content/guides/up"
  run symlink-loops build --no-check
}; add symlink-loops

case_symlink_out() {  # a content symlink and a theme asset symlink leaving their folders
  local d; d=$(site symlink-out)
  ln -s /etc/passwd "$d/Content/passwd.md"
  mkdir -p "$d/theme/assets" && cp -R "$theme/." "$d/theme/" && ln -s /etc/passwd "$d/theme/assets/passwd.txt"
  (cd "$d" && timeout -s KILL 60 "$bin" build --no-check --theme theme >"$d.log" 2>&1); local rc=$?
  printf 'symlink-out\n  exit %s; published passwd: %s\n' "$rc" "$(find "$d/Output" -name 'passwd*' | wc -l)"
  grep -E 'warning|error' "$d.log" | head -3 | cut -c1-220 | sed "s|$work/||g; s/^/  | /"
}; add symlink-out

case_encodings() {  # not UTF-8; a binary file named .md; BOM and CRLF front matter
  local d; d=$(site encodings)
  printf '# Caf\xe9\n' >"$d/Content/latin1.md"
  head -c 4096 /dev/urandom >"$d/Content/binary.md"
  printf '\xef\xbb\xbf---\r\ntitle: Windows\r\n---\r\n# Body\r\n' >"$d/Content/crlf.md"
  run encodings build --no-check
}; add encodings

case_unreadable() {  # a named pipe named .md (reading it would block); a file without read permission
  local d; d=$(site unreadable)
  mkfifo "$d/Content/pipe.md"
  run unreadable build --no-check
  rm -f "$d/Content/pipe.md"
  printf '# Locked\n' >"$d/Content/locked.md" && chmod 000 "$d/Content/locked.md"
  run unreadable build --no-check
  [ "$(id -u)" = 0 ] && echo "  (run as root, which reads a file whatever its permissions)"
}; add unreadable

case_crlf_only() {  # BOM and CRLF alone build, with the title taken from the front matter
  local d; d=$(site crlf-only)
  printf '\xef\xbb\xbf---\r\ntitle: Windows\r\n---\r\n# Body\r\n' >"$d/Content/crlf.md"
  run crlf-only build --no-check
  printf '  title of crlf.html: %s\n' "$(grep -o '<title>[^<]*' "$d/Output/crlf.html" 2>/dev/null | head -1)"
}; add crlf-only

case_collisions() {  # pages that map to one output path, and pages that take a generated one
  local d; d=$(site collisions)
  mkdir -p "$d/Content/a" "$d/Content/search" "$d/Content/rules"
  echo '# Upper' >"$d/Content/A.md"; echo '# lower' >"$d/Content/a.md"
  echo '# index' >"$d/Content/a/index.md"; echo '<p>raw</p>' >"$d/Content/a.html"
  echo '# mine' >"$d/Content/404.md"; echo '# mine' >"$d/Content/review.md"; echo '# mine' >"$d/Content/rules/index.md"
  echo 'x' >"$d/Content/search/index.js"
  LINES_PER_CASE=9 run collisions build --no-check
}; add collisions

case_names() {  # file names that need escaping and percent-encoding
  local d; d=$(site names)
  echo '# quote' >"$d/Content/e\" onmouseover=\"alert(1)\" x=\".md"
  echo '# marks' >"$d/Content/a#b?c%d&e.md"
  run names build --no-check
  printf '  onmouseover attributes in pages: %s; link to the marks page: %s\n' \
    "$(grep -l 'onmouseover="alert' -r "$d/Output" --include=*.html | wc -l)" \
    "$(grep -oh 'href="[^"]*a%23b%3Fc%25d[^"]*"' -r "$d/Output/index.html" | head -1)"
}; add names

case_raw_html() {  # raw HTML with handlers and javascript: URLs
  local d; d=$(site raw-html)
  printf '# Raw\n\n<img src=x onerror=alert(1)>\n\n<div onclick="steal()">x</div>\n\n<a href="javascript:alert(1)">a</a> [b](javascript:alert(2))\n\n<script>alert(3)</script>\n' >"$d/Content/raw.md"
  LINES_PER_CASE=6 run raw-html build --no-check
}; add raw-html

case_output_in_content() {  # the output inside the content folder; the content inside the output
  local d; d=$(site output-in-content)
  run output-in-content build --no-check --output Content/Output
  local e; e=$(site content-in-output)
  mkdir -p "$e/Output/Content" && echo '# kept' >"$e/Output/Content/page.md"
  run content-in-output build --no-check --content Output/Content
  printf '  Output/Content/page.md still there: %s\n' "$([ -f "$e/Output/Content/page.md" ] && echo yes || echo no)"
}; add output-in-content

case_theme_errors() {  # a theme that does not exist; a missing partial
  local d; d=$(site theme-missing)
  (cd "$d" && timeout -s KILL 60 "$bin" build --no-check --theme NoSuchTheme >"$d.log" 2>&1); local rc=$?
  printf 'theme-missing\n  exit %s\n' "$rc"; head -2 "$d.log" | cut -c1-220 | sed "s|$work/||g; s/^/  | /"
  local e; e=$(site partial-missing)
  mkdir -p "$e/theme/templates"
  cp "$theme/templates/page.mustache" "$e/theme/templates/page.mustache"
  printf '{{> no-such-partial}}\n' >>"$e/theme/templates/page.mustache"
  (cd "$e" && timeout -s KILL 60 "$bin" build --no-check --theme theme >"$e.log" 2>&1); rc=$?
  printf 'partial-missing\n  exit %s; Output/ %s\n' "$rc" "$([ -f "$e/Output/marker.txt" ] && echo kept || echo replaced)"
  grep -E 'error' "$e.log" | head -2 | cut -c1-220 | sed "s|$work/||g; s/^/  | /"
}; add theme-errors

case_interrupted() {  # SIGINT and SIGTERM during a build; SIGKILL, then the next build
  for signal in INT TERM KILL; do
    local d; d=$(site "interrupted-$signal")
    py "
for i in range(2000):
    open('$d/Content/page%d.md' % i, 'w').write('# Page %d\n\n' % i + 'Words about views and state. ' * 400 + '\n\n\`\`\`swift\nlet x%d = %d\n\`\`\`\n' % (i, i))"
    # Its own temporary folder, so the compilers counted below are this build's alone.
    mkdir -p "$d/tmp"
    (cd "$d" && TMPDIR=$d/tmp exec "$bin" build --no-cache --theme "$theme" >"$d.log" 2>&1) &
    local pid=$!
    # The signal lands once the check's compilers run (or after 20 s).
    local waited=0 running=0
    while [ "$waited" -lt 200 ]; do
      running=$(pgrep -c -f "swift-frontend.*$d/tmp" || true)
      [ "$running" -gt 0 ] && break
      sleep 0.1; waited=$((waited + 1))
    done
    kill -s "$signal" "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; local rc=$?
    sleep 1
    printf 'interrupted-%s\n  swift-frontend running at the signal: %s\n' "$signal" "$running"
    printf '  exit %s; Output/ %s; staging folders left: %s; swift-frontend left: %s\n' "$rc" \
      "$([ -f "$d/Output/marker.txt" ] && echo kept || echo replaced)" \
      "$(find "$d" -maxdepth 1 -name '.*handbook-staging*' | wc -l)" "$(pgrep -c -f "swift-frontend.*$d/tmp" || true)"
    if [ "$signal" = KILL ]; then
      (cd "$d" && timeout -s KILL 120 "$bin" build --no-check --theme "$theme" >"$d.next.log" 2>&1)
      printf '  next build: exit %s; staging folders left: %s\n' "$?" "$(find "$d" -maxdepth 1 -name '.*handbook-staging*' | wc -l)"
    fi
  done
}; add interrupted

case_two_builds() {  # two builds at once on one output folder
  local d; d=$(site two-builds)
  py "
for i in range(300): open('$d/Content/p%d.md' % i, 'w').write('# P%d\n\n' % i + 'Text. ' * 500)"
  (cd "$d" && "$bin" build --no-check --theme "$theme" >"$d.1.log" 2>&1; echo $? >"$d.1.rc") &
  sleep 0.3
  (cd "$d" && "$bin" build --no-check --theme "$theme" >"$d.2.log" 2>&1; echo $? >"$d.2.rc") &
  wait
  printf 'two-builds\n  first exit %s, second exit %s; pages in Output/: %s\n' "$(cat "$d.1.rc")" "$(cat "$d.2.rc")" "$(find "$d/Output" -name 'p*.html' | wc -l)"
  cat "$d.1.log" "$d.2.log" | grep -vE '^\s*$' | head -3 | cut -c1-220 | sed "s|$work/||g; s/^/  | /"
}; add two-builds

case_corrupt_cache() {  # a truncated and a corrupt .handbook-cache/ entry
  local d; d=$(site corrupt-cache)
  local -x HANDBOOK_CACHE_DIR=$d/.handbook-cache
  printf '# Cached\n\n```swift\nlet cached = 1\n```\n' >"$d/Content/cached.md"
  (cd "$d" && "$bin" build --theme "$theme" >/dev/null 2>&1)
  find "$d/.handbook-cache" -type f | while read -r f; do head -c 7 "$f" >"$f.t" && mv "$f.t" "$f"; done
  run corrupt-cache build
}; add corrupt-cache

case_swiftc() {  # no swiftc on PATH; a swiftc that hangs
  local d; d=$(site swiftc-missing)
  printf '# Code\n\n```swift\nlet missing = 1\n```\n' >"$d/Content/code.md"
  mkdir -p "$d/bin" && ln -s "$(command -v python3)" "$d/bin/python3"
  RUN_PATH=$d/bin run swiftc-missing build
  local e; e=$(site swiftc-hangs)
  printf '# Code\n\n```swift\nlet hangs = 1\n```\n' >"$e/Content/code.md"
  mkdir -p "$e/bin"
  # Answers --version as the real one does, then hangs on every compile.
  printf '#!/bin/sh\n[ "$1" = "--version" ] && exec %s --version\nsleep 600\n' "$(command -v swiftc)" >"$e/bin/swiftc"
  chmod +x "$e/bin/swiftc"
  LIMIT=200 RUN_PATH=$e/bin:$PATH run swiftc-hangs build
}; add swiftc

selected=("$@")
[ ${#selected[@]} -eq 0 ] && selected=("${cases[@]}")
echo "handbook: $bin"
for name in "${selected[@]}"; do
  fn=case_${name//-/_}
  declare -F "$fn" >/dev/null || { echo "unknown case: $name (cases: ${cases[*]})" >&2; exit 2; }
  "$fn"
done
