#!/usr/bin/env bash
# Corpus benchmark (issues "Real handbooks reach a verdict", "The SwiftUI surface covers the
# platform", "A handbook a SwiftUI team would adopt"): runs `handbook check --format json` on
# each given content folder (a third-party handbook, a skill's reference folder, our Content/)
# and prints, per folder and in total:
#
#   examples, verified, mismatch, failed, unverified, skipped (the check's own counts);
#   verdict share  = (verified + mismatch + failed) / (examples - skipped). A *verdict* is
#                    verified, mismatch or failed: the tool said something definite about the
#                    example. Unverified examples have none; skipped (`ignore`) examples are
#                    left out of both sides;
#   bad flagged    = bad examples with status verified and at least one fired rule, of all bad
#                    examples, and of the bad examples that compile (verified by a rule,
#                    mismatch, or unverified "no rule recognises this example"); bad examples
#                    verified as compile-fail are counted apart;
#   good flagged   = good examples with status mismatch (a rule fired or a compiler warning),
#                    of all good examples, with the rules that fired;
#   assumed        = examples whose report entry has a non-empty `assumed` list (0 while the
#                    JSON has no such key);
#   not in surface = unverified examples whose reason is "API not in the surface (...)", and
#                    the missing names with the number of examples that use each;
#   the ten commonest first errors of failed examples, names in quotes normalised to '<name>'
#   so that the same kind of error groups ("cannot find '<name>' in scope").
#
# Not a test: it prints figures. Nothing is written into the given folders. Each run keeps its
# files in Tests/Benchmarks/work/corpus/<UTC time>/ (git-ignored; `latest` links to it):
#   <folder>.json / <folder>.log   the check's report and output,
#   summary.txt                    what this script printed,
#   failures.tsv                   every failed example: page, line, label, first error,
#   missing-apis.txt               the missing API names with counts, commonest first.
#
# Usage: Tests/Benchmarks/corpus.sh DIR...
# Environment:
#   HANDBOOK=path/to/handbook   the binary to measure (default: a release build, made here);
#   HANDBOOK_CACHE_DIR=dir      the cache for the compiled surface (default:
#                               Tests/Benchmarks/work/corpus/.handbook-cache); results are
#                               never reused (`--no-cache`), so every run checks every example;
#   CHECK_ARGS="--no-assume"    extra flags for `handbook check` (word-split);
#   CORPUS_TIMEOUT=1200         seconds allowed per folder.
#
# `check` runs in each folder's parent directory with `--content <folder name>`, as a team would
# run it in its repository, so a `handbook.yml` beside the folder applies and report paths read
# `<folder>/<page>.md`. Exit status 1 from `check` is normal (failed or mismatched examples);
# 2 (a configuration error), a timeout or a crash is reported for that folder, the other
# folders still run, and the script then exits with 2.
set -euo pipefail

if [[ $# -eq 0 || "$1" == "-h" || "$1" == "--help" ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
    [[ $# -eq 0 ]] && exit 2 || exit 0
fi

# Resolve the folders before leaving the caller's directory.
dirs=()
for dir in "$@"; do
    if [[ ! -d "$dir" ]]; then
        echo "error: not a folder: $dir" >&2
        exit 2
    fi
    dirs+=("$(cd "$dir" && pwd -P)")
done

cd "$(dirname "$0")/../.."
root=$PWD

handbook="${HANDBOOK:-}"
if [[ -z "$handbook" ]]; then
    swift build -c release --product handbook >/dev/null
    handbook=.build/release/handbook
fi
[[ "$handbook" = /* ]] || handbook="$root/$handbook"
if [[ ! -x "$handbook" ]]; then
    echo "error: $handbook is not an executable (set HANDBOOK)" >&2
    exit 2
fi

base="$root/Tests/Benchmarks/work/corpus"
run="$base/$(date -u +%Y%m%d-%H%M%S)"
mkdir -p "$run"
ln -sfn "$(basename "$run")" "$base/latest"
export HANDBOOK_CACHE_DIR="${HANDBOOK_CACHE_DIR:-$base/.handbook-cache}"
read -r -a extra <<< "${CHECK_ARGS:-}"
limit="${CORPUS_TIMEOUT:-1200}"

seconds() { echo "${EPOCHREALTIME/,/.}"; }
# One line per folder for the aggregation: name, folder, exit status, seconds.
manifest="$run/manifest.tsv"
: > "$manifest"
declare -A used=()
for dir in "${dirs[@]}"; do
    name=$(basename "$dir")
    if [[ -n "${used[$name]:-}" ]]; then
        used[$name]=$(( used[$name] + 1 )); name="$name-${used[$name]}"
    else
        used[$name]=1
    fi
    printf 'checking %s…\n' "$name" >&2
    start=$(seconds)
    status=0
    (cd "$(dirname "$dir")" && timeout "$limit" "$handbook" check --content "$(basename "$dir")" \
        --format json --report "$run/$name.json" --no-cache "${extra[@]}") > "$run/$name.log" 2>&1 || status=$?
    end=$(seconds)
    printf '%s\t%s\t%s\t%s\n' "$name" "$dir" "$status" "$(python3 -c "print(f'{$end - $start:.1f}')")" >> "$manifest"
done

version="$("$handbook" --version 2>/dev/null || echo unknown), built $(date -u -r "$handbook" '+%Y-%m-%d %H:%M:%S UTC')"
python3 - "$run" "$version" "$handbook" "${CHECK_ARGS:-}" <<'PY' | tee "$run/summary.txt"
import collections, json, os, re, sys, datetime

run, version, binary, check_args = sys.argv[1:5]
QUOTED = re.compile(r"'[^']*'")
GAP = re.compile(r"^API not in the surface \((.*)\)$")
NOTE = re.compile(r"does not declare \d+ API names? used by examples: (.*)$")

def first_error(example):
    for d in example.get("diagnostics", []):
        if d.get("severity") == "error":
            return d.get("message") or "", d.get("line")
    reason = example.get("reason") or ""
    for prefix in ("does not compile: ", "syntax error: "):
        if reason.startswith(prefix):
            return reason[len(prefix):], example.get("startLine")
    return reason or "(no error reported)", example.get("startLine")

# Quoted words that are part of the error kind, not a name: keywords, access levels.
KEYWORDS = {"private", "fileprivate", "internal", "package", "public", "open", "let", "var", "func",
            "some", "any", "self", "Self", "async", "await", "throws", "try", "inout", "static",
            "mutating", "nonisolated", "sending", "...", "_"}

def normalise(message):
    """Each quoted name or type becomes '<name>' (keywords and punctuation such as '}' stay),
    so that the same kind of error groups."""
    message = message.splitlines()[0] if message else message
    def replace(match):
        inner = match.group(0)[1:-1]
        return match.group(0) if inner in KEYWORDS or not re.search(r"\w", inner) else "'<name>'"
    return QUOTED.sub(replace, message)

def pct(part, whole):
    return f"{100 * part / whole:.1f}%" if whole else "-"

class Stats:
    def __init__(self):
        self.pages = 0
        self.counts = collections.Counter()
        self.labels = collections.Counter()
        self.bad_flagged = self.bad_compiled = self.bad_compile_fail = 0
        self.good_flagged = 0
        self.good_rules = collections.Counter()
        self.assumed = 0
        self.gap_examples = 0
        self.missing = collections.Counter()
        self.errors = collections.Counter()
        self.error_example = {}
        self.failures = []

    def add_example(self, folder, e):
        status, label = e.get("status"), e.get("label")
        reason = e.get("reason") or ""
        options = e.get("options") or {}
        rules = e.get("rules") or []
        self.counts["examples"] += 1
        self.counts[status] += 1
        self.labels[label] += 1
        if label == "bad" and status != "skipped":
            if status == "verified" and rules:
                self.bad_flagged += 1
                self.bad_compiled += 1
            elif status == "verified":
                self.bad_compile_fail += 1
            elif status == "mismatch" or (status == "unverified" and reason.startswith("no rule recognises")):
                self.bad_compiled += 1
        if label == "good" and status == "mismatch":
            self.good_flagged += 1
            if rules:
                self.good_rules.update(rules)
            else:
                self.good_rules["(" + normalise(reason.split(":")[0]) + ")"] += 1
        if e.get("assumed"):
            self.assumed += 1
        match = GAP.match(reason) if status == "unverified" else None
        if match:
            self.gap_examples += 1
            self.missing.update({n.strip().strip("'") for n in match.group(1).split(",") if n.strip()})
        if status == "failed":
            message, line = first_error(e)
            kind = normalise(message)
            self.errors[kind] += 1
            page = e.get("file", "")
            self.error_example.setdefault(kind, f"{page}:{line}")
            self.failures.append((page, line if line is not None else "", label, message.splitlines()[0] if message else ""))

    def merge(self, other):
        self.pages += other.pages
        self.counts += other.counts
        self.labels += other.labels
        for field in ("bad_flagged", "bad_compiled", "bad_compile_fail", "good_flagged", "assumed", "gap_examples"):
            setattr(self, field, getattr(self, field) + getattr(other, field))
        self.good_rules += other.good_rules
        for api, n in other.missing.items():
            self.missing[api] += n  # keeps names listed with no example (count 0)
        self.errors += other.errors
        for kind, where in other.error_example.items():
            self.error_example.setdefault(kind, where)
        self.failures += other.failures

    @property
    def verdicts(self):
        return self.counts["verified"] + self.counts["mismatch"] + self.counts["failed"]

    @property
    def judged(self):
        return self.counts["examples"] - self.counts["skipped"]

folders, problems = [], []
with open(os.path.join(run, "manifest.tsv")) as manifest:
    for line in manifest:
        name, path, status, secs = line.rstrip("\n").split("\t")
        folders.append((name, path, int(status), secs))

results = []  # (name, secs, status, Stats)
total = Stats()
for name, path, status, secs in folders:
    log_path = os.path.join(run, name + ".log")
    log = open(log_path, errors="replace").read() if os.path.exists(log_path) else ""
    report_path = os.path.join(run, name + ".json")
    problem = None
    if status == 2:
        problem = "configuration error (exit 2)"
    elif status == 124:
        problem = f"timed out after {os.environ.get('CORPUS_TIMEOUT', '1200')} s"
    elif status not in (0, 1):
        problem = f"crashed (exit {status})"
    report = None
    if problem is None:
        try:
            with open(report_path) as f:
                report = json.load(f)
        except (OSError, ValueError) as error:
            problem = f"no readable report ({error.__class__.__name__})"
    if problem:
        tail = [l for l in log.splitlines() if l.strip()][-3:]
        problems.append((name, path, problem, tail))
        continue
    stats = Stats()
    stats.pages = len(report.get("pages", []))
    for example in report.get("examples", []):
        stats.add_example(name, example)
    # The names the check itself lists: from the report when it has them, else its note.
    listed = report.get("missingAPIs")
    if listed is None:
        for line in log.splitlines():
            match = NOTE.search(line)
            if match:
                listed = [n.strip() for n in match.group(1).split(",")]
    for api in listed or []:
        if api and api not in stats.missing:
            stats.missing[api] = 0
    results.append((name, secs, status, stats))
    total.merge(stats)

now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
print(f"corpus benchmark: handbook {version} ({binary}){' ' + check_args if check_args else ''}, {now}")
print(f"run folder: {os.path.relpath(run)}")
print("verdict = verified, mismatch or failed; verdict share = verdicts / (examples - skipped)")
print()

columns = ["folder", "pages", "examples", "verified", "mismatch", "failed", "unverified", "skipped",
           "verdict", "bad flagged", "good flagged", "assumed", "not in surface", "time"]
rows = []
total_secs = f"{sum(float(r[1]) for r in results):.1f}" if results else ""
for name, secs, status, s in results + [("total", total_secs, None, total)]:
    rows.append([
        name, s.pages, s.counts["examples"], s.counts["verified"], s.counts["mismatch"], s.counts["failed"],
        s.counts["unverified"], s.counts["skipped"], pct(s.verdicts, s.judged),
        f"{s.bad_flagged}/{s.labels['bad']}", f"{s.good_flagged}/{s.labels['good']}", s.assumed,
        s.gap_examples, f"{secs} s" if secs else "",
    ])
widths = [max(len(str(r[i])) for r in rows + [columns]) for i in range(len(columns))]
def line(cells):
    return "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
print(line(columns))
for row in rows[:-1]:
    print(line(row))
print(line(["-" * w for w in widths]))
print(line(rows[-1]))
for name, path, problem, tail in problems:
    print(f"{name}: {problem}, not counted ({path})")
    for l in tail:
        print(f"    {l}")

def details(title, s, names_limit):
    print()
    print(f"== {title}")
    c, l = s.counts, s.labels
    print(f"examples {c['examples']} ({l['good']} good, {l['bad']} bad, {l['unlabelled']} unlabelled) on {s.pages} pages: "
          f"{c['verified']} verified, {c['mismatch']} mismatch, {c['failed']} failed, {c['unverified']} unverified, {c['skipped']} skipped")
    print(f"reached a verdict: {s.verdicts} of {s.judged} ({pct(s.verdicts, s.judged)})")
    print(f"bad examples flagged (a rule fired): {s.bad_flagged} of {l['bad']} bad ({pct(s.bad_flagged, l['bad'])}), "
          f"of {s.bad_compiled} that compile ({pct(s.bad_flagged, s.bad_compiled)}); {s.bad_compile_fail} verified as compile-fail")
    fired = ", ".join(f"{r} {n}" for r, n in s.good_rules.most_common())
    print(f"good examples flagged (mismatch): {s.good_flagged} of {l['good']} good ({pct(s.good_flagged, l['good'])})"
          + (f": {fired}" if fired else ""))
    print(f"examples with assumptions: {s.assumed}")
    names = [f"{n} ({k})" for n, k in sorted(s.missing.items(), key=lambda item: (-item[1], item[0]))]
    shown = names if names_limit is None else names[:names_limit]
    more = f", … {len(names) - len(shown)} more" if len(shown) < len(names) else ""
    print(f"unverified, API not in the surface: {s.gap_examples} examples, {len(names)} missing names"
          + (f": {', '.join(shown)}{more}" if names else ""))
    if s.errors:
        print(f"commonest first errors of the {c['failed']} failed examples:")
        for kind, n in s.errors.most_common(10):
            print(f"  {n:4}  {kind}   (e.g. {s.error_example[kind]})")

for name, secs, status, s in results:
    details(f"{name} (exit {status}, {secs} s)", s, 20)
if len(results) > 1 or problems:
    details(f"total: {len(results)} folder{'s' if len(results) != 1 else ''}"
            + (f", {len(problems)} not counted" if problems else ""), total, None)

with open(os.path.join(run, "failures.tsv"), "w") as f:
    f.write("page\tline\tlabel\tfirst error\n")
    for row in total.failures:
        f.write("\t".join(str(x) for x in row) + "\n")
with open(os.path.join(run, "missing-apis.txt"), "w") as f:
    for api, n in sorted(total.missing.items(), key=lambda item: (-item[1], item[0])):
        f.write(f"{n}\t{api}\n")
with open(os.path.join(run, "problems.txt"), "w") as f:
    for name, path, problem, tail in problems:
        f.write(f"{name}\t{problem}\n")
PY
if [[ -s "$run/problems.txt" ]]; then exit 2; fi
