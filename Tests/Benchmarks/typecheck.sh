#!/usr/bin/env bash
# Typecheck benchmark (issue "Typecheck every example against SwiftUI on Linux"): in one run,
# generates a handbook of 300 Swift examples and prints
#   1. cold `handbook check` (compiled surface in the cache, no cached results), median of 3,
#   2. warm `handbook check` (everything cached), median of 3,
#   3. one `swiftc -typecheck` per example on the same generated files,
# plus the one-time surface build. Uses a release build of handbook (built here if missing).
# Not a test: it prints figures. Work folder: Tests/Benchmarks/work/typecheck (git-ignored).
#
# Usage: Tests/Benchmarks/typecheck.sh [EXAMPLES]   (default 300; a multiple of 10)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
count="${1:-300}"
work=Tests/Benchmarks/work/typecheck
rm -rf "$work" && mkdir -p "$work/Content"

handbook="${HANDBOOK:-}"
if [[ -z "$handbook" ]]; then
    swift build -c release --product handbook >/dev/null
    handbook=.build/release/handbook
fi
[[ "$handbook" = /* ]] || handbook="$root/$handbook"
cp Content/_prelude.swift "$work/Content/_prelude.swift"

# 10 examples per page, of the kinds real pages hold: view expressions, members, file-scope
# types, modifier chains, statements, labelled good/bad pairs naming a rule.
python3 - "$work/Content" "$count" <<'PY'
import os, sys
out, count = sys.argv[1], int(sys.argv[2])
templates = [
    ("swift", "// Good - rows keep their identity ({i})\nList(users) {{ user in\n    UserRow(user: user)\n}}\n.navigationTitle(\"Team {i}\")"),
    ("swift", "// Bad [foreach-indices-identity] - rows identified by position ({i})\nList {{\n    ForEach(items.indices, id: \\.self) {{ index in\n        Text(items[index].title)\n    }}\n}}"),
    ("swift", "// Good - local state ({i})\n@State private var count = {i}\n\nvar body: some View {{\n    Button(\"Count: \\(count)\") {{ count += 1 }}\n}}"),
    ("swift", "struct Badge{i}: View {{\n    let title: String\n\n    var body: some View {{\n        Text(title)\n            .font(.caption)\n            .padding(.horizontal, 8)\n            .background(.blue.opacity(0.2), in: Capsule())\n    }}\n}}"),
    ("swift", ".padding({n})\n.background(.thinMaterial)\n.clipShape(RoundedRectangle(cornerRadius: 12))"),
    ("swift", "@Observable\nfinal class Store{i} {{\n    var items: [Item] = Item.samples\n    var query = \"\"\n\n    var visible: [Item] {{\n        query.isEmpty ? items : items.filter {{ $0.title.contains(query) }}\n    }}\n}}"),
    ("swift", "// Good - a stack-based navigation ({i})\nNavigationStack {{\n    List(items) {{ item in\n        NavigationLink(item.title, value: item)\n    }}\n    .navigationDestination(for: Item.self) {{ item in\n        ItemDetail(item: item)\n    }}\n}}"),
    ("swift", "// Avoid - deprecated colour modifier ({i})\nText(\"Offline {i}\")\n    .foregroundColor(.red)"),
    ("swift", "let sorted{i} = users.sorted {{ $0.name < $1.name }}\nlet names{i} = sorted{i}.map(\\.name)\nprint(names{i}.joined(separator: \", \"))"),
    ("swift", "VStack(alignment: .leading, spacing: {n}) {{\n    Text(\"Title {i}\").font(.headline)\n    Toggle(\"Enabled\", isOn: .constant(true))\n    ProgressView(value: 0.{n})\n}}"),
]
pages = count // len(templates)
for p in range(pages):
    folder = os.path.join(out, f"section{p // 10}")
    os.makedirs(folder, exist_ok=True)
    parts = [f"---\ntitle: Page {p}\n---\n\n# Page {p}\n"]
    for t, (lang, code) in enumerate(templates):
        i = p * len(templates) + t
        parts.append(f"Example {i} shows one more pattern.\n\n```{lang}\n{code.format(i=i, n=(i % 9) + 1)}\n```\n")
    with open(os.path.join(folder, f"page{p:03}.md"), "w") as f:
        f.write("\n".join(parts))
PY

cd "$work"
export HANDBOOK_CACHE_DIR="$PWD/.handbook-cache"
# Bash's own clock: starting a python3 to read the time would add its start-up (0.1–0.4 s
# here) to every figure.
seconds() { echo "${EPOCHREALTIME/,/.}"; }
run_check() { # prints elapsed seconds; the check output goes to a log
    local start end
    start=$(seconds)
    "$handbook" check --content Content "$@" > "check-$RANDOM.log" 2>&1 || true
    end=$(seconds)
    python3 -c "print(f'{$end - $start:.2f}')"
}

# First ever run: builds the surface and fills the cache; it also keeps the generated files
# for the per-example comparison below (the same files every run: wrapping is deterministic),
# so copying them is not part of a timed run.
surface_build=$(HANDBOOK_KEEP_GENERATED="$PWD/generated" run_check)
# Cold (surface compiled, no cached results) and warm (everything cached), three times each:
# the median is the figure, all three are shown.
colds=(); warms=()
for r in 1 2 3; do
    rm -rf "$HANDBOOK_CACHE_DIR/results"
    colds+=("$(run_check)")
    warms+=("$(run_check)")
done
median() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
cold=$(median "${colds[@]}")
warm=$(median "${warms[@]}")
"$handbook" check --content Content > summary.log 2>&1 || true
summary=$(tail -1 summary.log)

# One compiler run per example, on the very files the check compiled, same flags.
mapfile -t args < generated/arguments.txt
files=(generated/Example*.swift)
start=$(seconds)
for f in "${files[@]}"; do "${args[@]}" "$f" > /dev/null 2>&1 || true; done
end=$(seconds)
per_example=$(python3 -c "print(f'{$end - $start:.2f}')")

python3 - "$count" "${#files[@]}" "$surface_build" "$cold" "$warm" "$per_example" "$summary" "${colds[*]}" "${warms[*]}" <<'PY'
import sys
count, files = int(sys.argv[1]), int(sys.argv[2])
first, cold, warm, each = map(float, sys.argv[3:7])
print(f"examples: {count} generated, {files} typechecked ({sys.argv[7]})")
print(f"first run, incl. one-time surface build: {first:.2f} s")
print(f"cold handbook check (no cached results): {cold:.2f} s   (goal < 5 s; median of {sys.argv[8]})")
print(f"warm handbook check (all cached):        {warm:.2f} s   (goal < 0.5 s; median of {sys.argv[9]})")
print(f"one swiftc -typecheck per example:       {each:.2f} s")
print(f"speed-up cold vs per example:            {each / cold:.1f}x  (goal >= 30x)")
PY
