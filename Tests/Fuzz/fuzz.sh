#!/usr/bin/env bash
# Fuzzes the parsers with libFuzzer (`make fuzz`; not part of `make test` or CI):
#   html-sanitizer    raw HTML → the sanitiser (output holds only the allow-list; idempotent)
#   markdown-html     Markdown → tree → HTML, as a page is rendered
#   heading-slugs     heading text → GitHub-style ids
#   search-tokenizer  text → search tokens
#   fence-extraction  fence info string, label comments and prose, example extraction
# Each target is built with `swiftc -sanitize=fuzzer,address` from the sources it exercises,
# seeded with the fixtures' and Content/'s Markdown, and run for FUZZ_SECONDS (default 60).
# FUZZ_TARGETS="a b" picks targets; FUZZ_MAX_LEN (default 4096 bytes) caps an input. Prints runs, coverage and crashes per target; a crash
# leaves its input under Tests/Fuzz/work/crashes/ and makes the script exit 1. Linux only.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=Tests/Fuzz/work
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-$(find Tests/Fuzz/Targets -name "*.swift" -exec basename {} .swift \; | sort | tr "\n" " ")}
mkdir -p "$work/lib" "$work/crashes"

flags=(-O -g -swift-version 6 -package-name handbook -parse-as-library "-sanitize=fuzzer,address")
module() { # name, then its sources
  local name=$1; shift
  swiftc "${flags[@]}" -module-name "$name" -emit-library -static -emit-module \
    -emit-module-path "$work/lib/$name.swiftmodule" -I "$work/lib" -I Sources/CCmarkGFM \
    -o "$work/lib/lib$name.a" "$@"
}
echo "Building the fuzzed modules…"
module SiteCore Sources/SiteCore/*.swift
module MarkdownAST Sources/MarkdownAST/*/*.swift
module Snippets Sources/Snippets/*.swift
# The renderer's files that need neither the theme engine nor SwiftSyntax, compiled into
# each target's module so the targets see their internal types.
rendering=(Sources/SiteRendering/HTML/{HTMLTokenizer,HTMLSanitizer,HTMLEntities,HTMLRenderer,HeadingSlugger}.swift
           Sources/SiteRendering/Search/SearchTokenizer.swift)

# Seeds: every Markdown fixture and page; for fences, each fence's info line and code.
seeds="$work/seeds"
rm -rf "$seeds" && mkdir -p "$seeds/markdown" "$seeds/fences"
find Tests Content -name '*.md' -size -64k -not -path '*/work/*' | head -300 | while read -r file; do
  cp "$file" "$seeds/markdown/$(echo "$file" | tr '/' '_')"
done
python3 - "$seeds" <<'PY'
import pathlib, re, sys
seeds = pathlib.Path(sys.argv[1])
count = 0
for page in (seeds / "markdown").iterdir():
    for info, code in re.findall(r"^```([^\n]*)\n(.*?)^```", page.read_text(errors="replace"), re.S | re.M):
        count += 1
        (seeds / "fences" / f"{count}.txt").write_text(info + "\n" + code)
PY

status=0
for target in $targets; do
  binary="$work/$target"
  swiftc "${flags[@]}" -module-name FuzzTarget -I "$work/lib" -I Sources/CCmarkGFM -L "$work/lib" \
    -lSiteCore -lMarkdownAST -lSnippets -lcmark-gfm -lcmark-gfm-extensions \
    "${rendering[@]}" "Tests/Fuzz/Targets/$target.swift" -o "$binary" 2>&1 | grep -v "Cannot export local symbol" || true
  corpus="$work/corpus/$target"
  mkdir -p "$corpus"
  seed_dir="$seeds/markdown"
  [ "$target" = fence-extraction ] && seed_dir="$seeds/fences"
  log="$work/$target.log"
  set +e
  "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="${FUZZ_MAX_LEN:-4096}" -print_final_stats=1 \
    -artifact_prefix="$work/crashes/$target-" "$corpus" "$seed_dir" >"$log" 2>&1
  code=$?
  set -e
  runs=$(grep -oE '^stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 || true)
  crashes=$(grep -cE 'ERROR: (libFuzzer|AddressSanitizer)|Fatal error|deadly signal' "$log" || true)
  printf '%-18s %10s runs in %ss, %s, %s crash(es), exit %s\n' "$target" "$runs" "$seconds" "${cov:-cov: ?}" "$crashes" "$code"
  if [ "$code" -ne 0 ]; then status=1; grep -E 'ERROR|Fatal error|precondition|SUMMARY' "$log" | head -5; fi
done
exit $status
