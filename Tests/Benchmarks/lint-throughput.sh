#!/usr/bin/env bash
# Measures `handbook lint` throughput (lines per second) on a generated SwiftUI code base.
#
# Usage: Tests/Benchmarks/lint-throughput.sh [LINES]        (default 50000)
# Environment: HANDBOOK=path/to/handbook (default: .build/release/handbook if built, else
#              .build/debug/handbook); RUNS=3 (the best run is reported).
#
# The generated folder goes to Tests/Benchmarks/work/ (git-ignored) and is rebuilt each time.
set -euo pipefail

cd "$(dirname "$0")/../.."
target_lines="${1:-50000}"
runs="${RUNS:-3}"
handbook="${HANDBOOK:-}"
if [[ -z "$handbook" ]]; then
    if [[ -x .build/release/handbook ]]; then handbook=.build/release/handbook; else handbook=.build/debug/handbook; fi
fi
if [[ ! -x "$handbook" ]]; then
    echo "error: $handbook not found; run 'swift build -c release' (or set HANDBOOK)" >&2
    exit 2
fi

work=Tests/Benchmarks/work/LintBench
rm -rf "$work"
mkdir -p "$work/Sources"

# One file: a model, a list screen with a few deliberate findings, a container, helpers.
# Each file is about 100 lines; the loop stops once the target is reached.
write_file() {
    local n="$1" path="$2"
    cat > "$path" <<SWIFT
import SwiftUI

struct Item$n: Identifiable, Hashable {
    let id: UUID
    var title: String
    var detail: String
    var isDone: Bool
    var tags: [String]
}

@Observable final class Store$n {
    var items: [Item$n] = []
    var query = ""
    var visibleItems: [Item$n] { items.filter { query.isEmpty || \$0.title.contains(query) } }

    func add(_ title: String) {
        items.append(Item$n(id: UUID(), title: title, detail: "", isDone: false, tags: []))
    }
}

struct ItemList$n: View {
    @State private var store = Store$n()
    @State private var selection: Item$n.ID?
    @State private var expanded = false

    var body: some View {
        NavigationStack {
            List(selection: \$selection) {
                Section("Open") {
                    ForEach(store.visibleItems) { item in
                        ItemRow$n(item: item)
                    }
                }
                Section("Indexed") {
                    ForEach(store.items.indices, id: \.self) { index in
                        Text(store.items[index].title)
                    }
                }
            }
            .navigationTitle("Items $n")
            .toolbar {
                Button("Add") { store.add("New \\(store.items.count)") }
            }
            .onChange(of: store.query) { _, newValue in
                print(newValue)
            }
        }
    }
}

struct ItemRow$n: View {
    let item: Item$n

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.isDone ? .green : .secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .font(.headline)
                Text(item.detail)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(item.tags.joined(separator: ", "))
                .font(.caption)
        }
        .padding(.vertical, 4)
    }
}

struct Card$n<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            content
        }
        .padding()
        .background(.thinMaterial)
        .compositingGroup()
        .clipShape(.rect(cornerRadius: 12))
    }
}

extension Item$n {
    static let samples: [Item$n] = (0..<20).map { index in
        Item$n(id: UUID(), title: "Item \(index)", detail: "Detail", isDone: index % 2 == 0, tags: ["a", "b"])
    }

    var summary: String {
        let state = isDone ? "done" : "open"
        return "\(title) (\(state)) — \(tags.count) tags"
    }
}
SWIFT
}

lines=0
n=0
while (( lines < target_lines )); do
    dir="$work/Sources/Feature$(( n / 50 ))"
    mkdir -p "$dir"
    write_file "$n" "$dir/Screen$n.swift"
    lines=$(( lines + $(wc -l < "$dir/Screen$n.swift") ))
    n=$(( n + 1 ))
done
echo "generated $n files, $lines lines in $work" >&2

best=""
for (( run = 1; run <= runs; run++ )); do
    start=$(date +%s.%N)
    status=0
    "$handbook" lint "$work" --format json > /dev/null 2> Tests/Benchmarks/work/lint-stderr.txt || status=$?
    end=$(date +%s.%N)
    if (( status > 1 )); then
        cat Tests/Benchmarks/work/lint-stderr.txt >&2
        echo "error: handbook lint failed with status $status" >&2
        exit 2
    fi
    seconds=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')
    echo "run $run: ${seconds}s ($(tail -1 Tests/Benchmarks/work/lint-stderr.txt))" >&2
    if [[ -z "$best" ]] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then best="$seconds"; fi
done

rate=$(awk -v l="$lines" -v s="$best" 'BEGIN { printf "%d", l / s }')
echo "handbook lint: $lines lines in ${best}s = $rate lines/s ($handbook, best of $runs, $(nproc) cores)"
