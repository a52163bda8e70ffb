#!/usr/bin/env python3
"""Generates a synthetic, code-heavy handbook for benchmarks.

usage: generate_handbook.py OUT_DIR PAGES [--examples-per-page N]

Each page is about 9 KB: front matter, headings, prose, a table, a checklist and several
labelled Swift examples (good and bad), spread over folders of 25 pages.
"""
import os
import random
import sys

WORDS = ("identity view list row state binding modifier layout stack animation "
         "transition section table column selection refresh background separator "
         "inset toolbar navigation value closure builder content environment").split()


def sentence(rng, n=14):
    words = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def swift_example(rng, i, label):
    name = f"Row{i}"
    fields = "\n".join(f"    let field{k}: String" for k in range(rng.randint(2, 5)))
    if label == "Bad":
        body = f"""        ForEach(items.indices, id: \\.self) {{ index in
            Text(items[index].name)
        }}"""
        head = f"// Bad [foreach-indices-identity] - rows identified by position ({i})"
    else:
        body = f"""        ForEach(items) {{ item in
            HStack {{
                Text(item.name)
                Spacer()
                Text("\\(item.count)")
            }}
            .padding(.vertical, 4)
        }}"""
        head = f"// Good - stable identity ({i})"
    return f"""```swift
{head}
struct {name}: View {{
{fields}
    let items: [Item]

    var body: some View {{
{body}
    }}
}}
```"""


def page(rng, index, examples):
    parts = [f"---\ntitle: Generated page {index}\norder: {index}\ntags: [generated]\n---\n",
             f"# Generated page {index}\n", sentence(rng, 30) + "\n"]
    for s in range(4):
        parts.append(f"## Section {s} of page {index}\n")
        parts.append(" ".join(sentence(rng) for _ in range(5)) + "\n")
        for e in range(examples // 4):
            label = "Bad" if (index + s + e) % 3 == 0 else "Good"
            parts.append(swift_example(rng, index * 100 + s * 10 + e, label) + "\n")
    parts.append("| API | Since |\n|---|---|\n| `List` | iOS 13 |\n| `Table` | iOS 16 |\n")
    parts.append("## Review checklist\n\n" + "\n".join(f"- [ ] {sentence(rng, 6)}" for _ in range(5)) + "\n")
    return "\n".join(parts)


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    examples = 12
    if "--examples-per-page" in sys.argv:
        examples = int(sys.argv[sys.argv.index("--examples-per-page") + 1])
    rng = random.Random(42)
    os.makedirs(out, exist_ok=True)
    total = 0
    for i in range(count):
        folder = os.path.join(out, f"section-{i // 25:03d}")
        os.makedirs(folder, exist_ok=True)
        text = page(rng, i, examples)
        total += len(text.encode())
        with open(os.path.join(folder, f"page-{i:05d}.md"), "w") as f:
            f.write(text)
    with open(os.path.join(out, "index.md"), "w") as f:
        f.write("# Generated handbook\n\nA synthetic handbook for benchmarks.\n")
    print(f"generated {count} pages, {total / 1e6:.1f} MB in {out}")


if __name__ == "__main__":
    main()
