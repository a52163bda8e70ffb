#!/usr/bin/env python3
"""Package.swift declares exactly what each target imports: no undeclared import, no unused edge.

SwiftPM's --explicit-target-dependency-import-check only rejects an import from outside a target's
transitive dependencies; this check holds each target to its direct ones. It reads the manifest
(`swift package dump-package`) and the build description of a finished build, whose module list
tells the package graph's modules (ours and the dependencies') from system ones such as Foundation.

Usage: check-package-graph.py BIN_PATH   (the output of `swift build --show-bin-path`)
"""
import json
import pathlib
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?(\w+)",
    re.MULTILINE,
)


def imports(directory, skipped):
    """Modules imported by the Swift files under `directory`, leaving out `skipped` paths."""
    found = set()
    for path in sorted(directory.rglob("*.swift")):
        if any(path.is_relative_to(directory / s) for s in skipped):
            continue
        text = path.read_text(encoding="utf-8")
        # Code in multi-line string literals (test inputs) imports nothing.
        text = re.sub(r'"""[\s\S]*?"""', "", text)
        found.update(IMPORT.findall(text))
    return found


def main():
    bin_path = pathlib.Path(sys.argv[1])
    graph_modules = set(json.loads((bin_path / "description.json").read_text())["targetDependencyMap"])
    manifest = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    graph_modules |= {target["name"] for target in manifest["targets"]}  # system libraries too
    problems = []
    for target in manifest["targets"]:
        if target["type"] not in ("regular", "executable", "test"):
            continue
        name = target["name"]
        default = "Tests" if target["type"] == "test" else "Sources"
        directory = pathlib.Path(target.get("path") or f"{default}/{name}")
        skipped = target.get("exclude", []) + [r["path"] for r in target.get("resources", [])]
        declared = {next(iter(d.values()))[0] for d in target["dependencies"]}
        imported = (imports(directory, skipped) & graph_modules) - {name}
        for module in sorted(imported - declared):
            problems.append(f"Package.swift: {name} imports {module} without declaring it a dependency")
        for module in sorted(declared - imported):
            problems.append(f"Package.swift: {name} declares {module}, which none of its files imports")
    print("\n".join(problems) if problems else "Package.swift: every target declares exactly what it imports")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
