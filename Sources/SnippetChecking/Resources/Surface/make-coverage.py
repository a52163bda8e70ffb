#!/usr/bin/env python3
"""Writes COVERAGE.md: every type, macro and modifier the API surface declares, with its
availability, read from the Swift files of the module folders next to this script.

Usage: python3 make-coverage.py [--check]
  --check  exit 1 (writing nothing) when COVERAGE.md differs from what would be written.

The parser is line-based and relies on the surface's conventions: one declaration per
line, attributes on the lines before it, `{` and `}` balanced per line (strings and
comments aside).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "COVERAGE.md")

TYPE_RE = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|nonisolated|final|indirect|@frozen|@MainActor|@preconcurrency)\s+)*"
                     r"(struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)")
MACRO_RE = re.compile(r"^(?:public\s+)?macro\s+([A-Za-z_][A-Za-z0-9_]*)")
EXT_RE = re.compile(r"^(?:nonisolated\s+)?extension\s+([A-Za-z_][A-Za-z0-9_.]*)(.*)$")
FUNC_RE = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|nonisolated|mutating|override|final|@inlinable|@discardableResult|@_disfavoredOverload)\s+)*"
                     r"(static\s+)?func\s+([A-Za-z_][A-Za-z0-9_]*|`[^`]+`)\s*(<[^(]*>)?\s*\((.*)")
VAR_RE = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|nonisolated|override|final|@inlinable)\s+)*(static\s+)?(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*|`[^`]+`)")
INIT_RE = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|nonisolated|convenience|required|override|@inlinable)\s+)*init[?!]?\s*(<[^(]*>)?\s*\((.*)")
CASE_RE = re.compile(r"^case\s+(.*)$")
MODIFIER_RECEIVERS = {"View", "Scene", "ChartContent", "ToolbarContent", "Commands", "Shape", "InsettableShape",
                      "TransferRepresentation", "PresentationSizing", "Text", "Image", "TabContent"}


def strip_strings_and_comments(line):
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def plain(name):
    return name.strip("`")


def labels(params):
    """`_ glass: Glass = .regular, in shape: some Shape` -> `_:in:` (top-level commas only)."""
    depth, current, parts = 0, "", []
    params = params.replace("->", "  ")
    for char in params:
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            if depth == 0:
                break
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    result = ""
    for part in parts:
        head = part.split(":", 1)[0].strip().split()
        head = [word for word in head if not word.startswith("@")]
        if head:
            result += head[0] + ":"
    return result


def availability(attributes):
    platforms, notes = [], []
    for attribute in attributes:
        match = re.match(r"@available\((.*)\)\s*$", attribute.strip())
        if not match:
            continue
        body = match.group(1)
        if body.startswith("*,") and "deprecated" in body:
            notes.append("deprecated")
            continue
        parts = [part.strip() for part in body.split(",")]
        if len(parts) >= 2 and parts[1] == "unavailable":
            notes.append(f"{parts[0]} unavailable")
            continue
        if len(parts) >= 2 and (parts[1].startswith("introduced") or parts[1].startswith("deprecated")):
            continue
        platforms += [part for part in parts if part and part != "*" and " " in part]
    text = ", ".join(platforms)
    if notes:
        text = (text + "; " if text else "") + "; ".join(dict.fromkeys(notes))
    return text


def scan_module(module, folder):
    types, macros, modifiers, members = {}, {}, {}, {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".swift"):
            continue
        pending = []
        stack = []  # (kind, name, availability) per open brace
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            for raw in handle:
                line = strip_strings_and_comments(raw).strip()
                if not line:
                    continue
                if line.startswith("@") and not TYPE_RE.match(line) and not FUNC_RE.match(line) and not VAR_RE.match(line) \
                        and not INIT_RE.match(line) \
                        and not line.startswith("@_exported"):
                    pending.append(line)
                    continue
                attributes = pending + [line]
                pending = []
                enclosing = next((entry for entry in reversed(stack) if entry[0] in ("type", "extension")), None)
                inherited = enclosing[2] if enclosing else ""
                own = availability(attributes)
                avail = own or inherited
                opened = None
                type_match = TYPE_RE.match(line)
                ext_match = EXT_RE.match(line)
                macro_match = MACRO_RE.match(line)
                func_match = FUNC_RE.match(line)
                var_match = VAR_RE.match(line)
                case_match = CASE_RE.match(line)
                init_match = INIT_RE.match(line)
                if macro_match:
                    role = "#" if any("@freestanding" in a for a in attributes) else "@"
                    macros.setdefault(role + macro_match.group(1), avail)
                elif type_match:
                    kind, type_name = type_match.groups()
                    parent = enclosing[1] if enclosing else None
                    qualified = f"{parent}.{type_name}" if parent else type_name
                    nested_alias = kind == "typealias" and parent is not None
                    if not (type_name.startswith("_") or (parent or "").startswith("_") or nested_alias):
                        types.setdefault(qualified, (kind, avail))
                    opened = ("type", qualified, avail)
                elif ext_match:
                    extended = ext_match.group(1)
                    where = ext_match.group(2)
                    self_type = re.search(r"Self\s*==\s*([A-Za-z_][A-Za-z0-9_.]*)", where)
                    opened = ("extension", extended, avail, self_type.group(1) if self_type else None)
                elif func_match and enclosing:
                    is_static, func_name, _, params = func_match.groups()
                    func_name = plain(func_name)
                    owner = enclosing[1]
                    if func_name.startswith("_") or owner.startswith("_"):
                        pass
                    elif enclosing[0] == "extension" and owner in MODIFIER_RECEIVERS and not is_static:
                        modifiers.setdefault(f"{owner}.{func_name}({labels(params)})", avail)
                    elif enclosing[0] == "extension" and len(enclosing) > 3 and enclosing[3] and is_static:
                        members.setdefault(owner, set()).add(f".{func_name}({labels(params)})")
                    elif func_name not in ("callAsFunction", "makeBody", "path"):
                        members.setdefault(owner, set()).add(("." if is_static else "") + f"{func_name}({labels(params)})")
                elif var_match and enclosing:
                    is_static, var_name = var_match.groups()
                    var_name = plain(var_name)
                    owner = enclosing[1]
                    if var_name in ("body", "id") or var_name.startswith("_") or owner.startswith("_"):
                        pass
                    elif enclosing[0] == "extension" and len(enclosing) > 3 and enclosing[3] and is_static:
                        members.setdefault(owner, set()).add("." + var_name)
                    elif enclosing[0] == "extension" and owner in MODIFIER_RECEIVERS and not is_static:
                        modifiers.setdefault(f"{owner}.{var_name}", avail)
                    else:
                        members.setdefault(owner, set()).add(("." if is_static else "") + var_name)
                elif init_match and enclosing and not enclosing[1].startswith("_"):
                    members.setdefault(enclosing[1], set()).add(f"init({labels(init_match.group(2))})")
                elif case_match and enclosing and enclosing[0] == "type":
                    for case in re.split(r",\s*(?![^(]*\))", case_match.group(1)):
                        case_name = re.match(r"`?([A-Za-z_][A-Za-z0-9_]*)", case.strip())
                        if case_name:
                            members.setdefault(enclosing[1], set()).add("." + case_name.group(1))
                opens, closes = line.count("{"), line.count("}")
                if opens > closes:
                    stack.append(opened or ("block", None, avail))
                    for _ in range(opens - closes - 1):
                        stack.append(("block", None, avail))
                elif closes > opens:
                    for _ in range(closes - opens):
                        if stack:
                            stack.pop()
    return types, macros, modifiers, members


def module_order():
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as handle:
        return [match.group(1) for match in re.finditer(r"^\d+\. `([A-Za-z]+)`", handle.read(), re.M)]


def render():
    lines = [
        "# API surface coverage",
        "",
        "Generated by `make-coverage.py` from the module folders; do not edit by hand",
        "(`python3 make-coverage.py` rewrites it, `--check` verifies it). Availability is",
        "the declaration's own `@available` or, failing that, its enclosing type's or",
        "extension's. Underscored stand-ins are left out.",
        "",
    ]
    for module in module_order():
        folder = os.path.join(HERE, module)
        if not os.path.isdir(folder):
            continue
        types, macros, modifiers, members = scan_module(module, folder)
        lines += [f"## {module}", ""]
        if macros:
            lines += ["### Macros", "", "| macro | availability |", "|---|---|"]
            lines += [f"| `{name}` | {avail} |" for name, avail in sorted(macros.items())]
            lines.append("")
        if types:
            lines += ["### Types", "", "| type | kind | availability | members |", "|---|---|---|---|"]
            for name, (kind, avail) in sorted(types.items(), key=lambda item: item[0].lower()):
                names = sorted(members.get(name, set()), key=str.lower)
                listed = ", ".join(f"`{member}`" for member in names)
                lines.append(f"| `{name}` | {kind} | {avail} | {listed} |")
            lines.append("")
        extra = {owner: names for owner, names in members.items() if owner not in types}
        if extra:
            lines += ["### Members added to other modules' types", "", "| type | members |", "|---|---|"]
            for owner in sorted(extra, key=str.lower):
                listed = ", ".join(f"`{member}`" for member in sorted(extra[owner], key=str.lower))
                lines.append(f"| `{owner}` | {listed} |")
            lines.append("")
        if modifiers:
            lines += ["### Modifiers", "", "| modifier | availability |", "|---|---|"]
            lines += [f"| `{name}` | {avail} |" for name, avail in sorted(modifiers.items(), key=lambda item: item[0].lower())]
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def main():
    text = render()
    if "--check" in sys.argv[1:]:
        current = open(OUTPUT, encoding="utf-8").read() if os.path.exists(OUTPUT) else ""
        if current != text:
            sys.stderr.write("COVERAGE.md is out of date: run python3 make-coverage.py\n")
            return 1
        return 0
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
