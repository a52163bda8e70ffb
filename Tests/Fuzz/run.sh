#!/usr/bin/env bash
# make fuzz: builds Handbook's parsers with libFuzzer and AddressSanitizer (swiftc
# -sanitize=fuzzer,address, Linux) and runs each target of Tests/Fuzz/HandbookFuzz.swift.
#
#   Tests/Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]     (default 60 s, every target)
#   FUZZ_RUNS=1000000 Tests/Fuzz/run.sh 0 markdown         (a run count instead of a time)
#
# Not part of `make test` (it is long and CPU-bound). Everything lives in .build-fuzz/: the
# instrumented build, the binary, a working corpus per target (seeded from the test fixtures and
# Content/), and crash-*/leak-* reproducers. It prints one line per target: runs, seconds,
# corpus size, and the crashes and leaks found; it exits 1 when any target found one.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
shift || true
all_targets=(front-matter configuration fence-info labels extraction markdown html-sanitizer slugs search highlighting)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")
# FUZZ_BUILD_PATH may name an existing release build path (its dependencies are reused as built).
build=${FUZZ_BUILD_PATH:-.build-fuzz}
out="$build/fuzz"
mkdir -p "$out"

# Release build; HANDBOOK_FUZZ=1 makes Package.swift instrument the package's own modules only
# (swift-syntax under AddressSanitizer ran extraction at about 30 inputs a second).
echo "== building the library targets, our modules with -sanitize=fuzzer,address (into $build)"
HANDBOOK_FUZZ=1 timeout 3600 swift build -c release --build-path "$build" --target SiteCommands 2>&1 | tail -3
bin_dir=$(swift build -c release --build-path "$build" --show-bin-path)

# The package's own modules share `package` declarations: the harness joins the package by name.
package_name=$(grep -o -- '"-module-name","SiteCore"[^]]*' "$build/release.yaml" | grep -o -- '-package-name","[^"]*' | head -1 | sed 's/.*","//')
[ -n "$package_name" ] || { echo "error: no -package-name in $build/release.yaml" >&2; exit 2; }

# Every object of the library targets and their dependencies; the executable's and the
# test bundles' objects are left out (libFuzzer brings its own main).
mapfile -t objects < <(find "$bin_dir" -name '*.o' -path '*.build/*' \
    ! -path '*/handbook.build/*' ! -path '*-tool.build/*' ! -path '*Tests.build/*' ! -path '*HandbookPlugin*' ! -path '*.product/*' | sort)

# The C modules' maps: the system library's own, the ones SwiftPM writes for C targets.
module_maps=(-Xcc -fmodule-map-file=Sources/CCmarkGFM/module.modulemap)
while read -r map; do module_maps+=(-Xcc "-fmodule-map-file=$map"); done < <(find "$bin_dir" -maxdepth 2 -name module.modulemap -path '*.build/*' ! -path '*-tool.build/*'
    find "$build/checkouts" -path '*/include/module.modulemap')

echo "== linking $out/handbook-fuzz (${#objects[@]} objects, package $package_name)"
timeout 1200 swiftc -sanitize=fuzzer,address -parse-as-library -g -O \
    -package-name "$package_name" -I "$bin_dir/Modules" \
    "${module_maps[@]}" \
    Tests/Fuzz/HandbookFuzz.swift "${objects[@]}" \
    -lcmark-gfm -lcmark-gfm-extensions -o "$out/handbook-fuzz" 2>&1 | grep -v "Cannot export local symbol" || true
[ -x "$out/handbook-fuzz" ] || { echo "error: the fuzz binary was not linked" >&2; exit 2; }

# Seeds: what the tests already exercise.
seed() {
    local target=$1 dir="$out/seeds/$target"
    rm -rf "$dir"; mkdir -p "$dir"
    case $target in
    configuration)
        find Tests Content -name '*.yml' -size -64k -exec cp -t "$dir" {} + 2>/dev/null || true
        ;;
    fence-info)
        grep -rhoE '^\s*(```|~~~)[^`]*$' Tests/*/Fixtures Content --include=*.md | sed -E 's/^\s*(```|~~~)//' | sort -u |
            awk -v d="$dir" '{ f = d "/info-" NR; print > f; close(f) }'
        ;;
    highlighting)
        find Tests/*/Fixtures Content -name '*.swift' -size -64k | head -200 | while read -r f; do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done
        ;;
    *)
        find Tests/*/Fixtures Content -name '*.md' -size -64k | head -300 | while read -r f; do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done
        ;;
    esac
}

status=0
printf '%-14s %10s %8s %8s %8s %8s\n' target runs seconds corpus crashes leaks
for target in "${targets[@]}"; do
    seed "$target"
    corpus="$out/corpus/$target"; artifacts="$out/artifacts/$target/"
    mkdir -p "$corpus" "$artifacts"
    limit=(-max_total_time="$seconds")
    [ -n "${FUZZ_RUNS:-}" ] && limit=(-runs="$FUZZ_RUNS")
    log="$out/$target.log"
    start=$(date +%s)
    HANDBOOK_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=1 \
        "$out/handbook-fuzz" "${limit[@]}" -timeout=20 -rss_limit_mb=4096 -max_len="${FUZZ_MAX_LEN:-4096}" \
        -artifact_prefix="$artifacts" "$corpus" "$out/seeds/$target" >"$log" 2>&1 || true
    elapsed=$(( $(date +%s) - start ))
    # A target that crashed or timed out prints no "Done" line: its last status line has the count
    # (`|| true`: under pipefail a grep that finds nothing would end the script before the report).
    runs=$(grep -oE 'Done [0-9]+ runs' "$log" | grep -oE '[0-9]+' | tail -1 || true)
    [ -z "$runs" ] && runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#' || true)
    crashes=$(find "$artifacts" -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' | wc -l)
    leaks=$(find "$artifacts" -name 'leak-*' | wc -l)
    printf '%-14s %10s %8s %8s %8s %8s\n' "$target" "${runs:-?}" "$elapsed" "$(ls "$corpus" | wc -l)" "$crashes" "$leaks"
    if [ "$crashes" -gt 0 ] || [ "$leaks" -gt 0 ]; then status=1; echo "   see $log and $artifacts"; fi
done
exit $status
