#!/usr/bin/env bash
# Live-reload latency benchmark (issue "handbook serve"): starts `handbook serve` on a copy of
# the shipped handbook, then edits one page again and again and times each save → `reload`
# server-sent event, as a browser tab would receive it. Prints every run, min/median/max.
# Goal: under 300 ms for a one-page edit.
#
# Uses a release build of handbook (built here if missing), or HANDBOOK=/path/to/handbook.
# Examples are not checked (--no-check) unless CHECK=1; with CHECK=1 they come from the
# result cache, so the first (untimed) build fills it. RUNS=N edits (default 10).
# CONTENT=dir serves a copy of that Content folder instead (its `_*` preludes included), e.g. the
# ~1,000-page replicated corpus Tests/Benchmarks/build.sh leaves in
# Tests/Benchmarks/work/build/replicated/Content, and PAGE=path (inside it) is the page edited
# (default lists/stable-identity.md, else the first page in name order). The last line then
# compares the rebuild with the first (cold) build: issue 25's goal is <= 10% at 1,000 pages.
# Not a test: it prints figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=Tests/Benchmarks/work/serve-reload
rm -rf "$work" && mkdir -p "$work/Themes"
content="${CONTENT:-Content}"
[ -d "$content" ] || { echo "error: no folder $content (CONTENT)" >&2; exit 2; }
cp -R "$content" "$work/Content"
page="${PAGE:-lists/stable-identity.md}"
if [ ! -f "$work/Content/$page" ]; then
  page=$(cd "$work/Content" && find . -name '*.md' ! -path './_*' | sed 's|^\./||' | LC_ALL=C sort | sed -n 1p)
fi
cp -R Themes/default "$work/Themes/default"
[ -f handbook.yml ] && cp handbook.yml "$work/"

bin=${HANDBOOK:-}
if [ -z "$bin" ]; then
  swift build -c release --product handbook >/dev/null
  bin=$root/.build/release/handbook
fi
check_flag=--no-check
[ "${CHECK:-0}" = 1 ] && check_flag=

log="$work/serve.log"
(cd "$work" && exec "$bin" serve --port 0 $check_flag >"$root/$log" 2>&1) &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT

python3 - "$work" "$log" "${RUNS:-10}" "$bin" "$server" "$page" <<'PY'
import os, re, socket, statistics, sys, time

work, log, runs, binary, pid, edited = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
served = "/" + edited[:-len(".md")] + ".html"

def cpu_ms():
    """CPU time (user + system) of the server so far, or None off Linux."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
    except OSError:
        return None
deadline = time.time() + 300
port = None
while port is None and time.time() < deadline:
    text = open(log).read() if os.path.exists(log) else ""
    m = re.search(r"Serving at http://127\.0\.0\.1:(\d+)/", text)
    if m: port = int(m.group(1))
    else: time.sleep(0.05)
if port is None: sys.exit("serve did not start:\n" + open(log).read())
first_build = re.search(r"Built (\d+) pages?.* in ([0-9.]+ m?s)", open(log).read())

def get(path):
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
    data = b""
    while chunk := s.recv(65536): data += chunk
    return data.decode("utf-8", "replace")

events = socket.create_connection(("127.0.0.1", port), timeout=30)
events.sendall(b"GET /__handbook/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n")
buffer = b""
def wait_for(name):
    global buffer
    marker = b"event: " + name.encode() + b"\n"
    while marker not in buffer:
        chunk = events.recv(65536)
        if not chunk: sys.exit("event stream closed")
        buffer += chunk
    buffer = buffer[buffer.index(marker) + len(marker):]
wait_for("hello")

page = os.path.join(work, "Content", edited)
original = open(page).read()
times = []
cpu = []
for i in range(runs):
    time.sleep(0.3)  # let the watcher settle between edits
    marker = f"Benchmark edit {i}."
    before = cpu_ms()
    with open(page, "w") as f: f.write(original + f"\n{marker}\n")
    start = time.perf_counter()
    wait_for("reload")
    times.append((time.perf_counter() - start) * 1000)
    if before is not None: cpu.append(cpu_ms() - before)
    if marker not in get(served): sys.exit(f"edit {i} not served")
    print(f"  edit {i + 1:2}: save → reload event {times[-1]:6.0f} ms" + (f"  (server CPU {cpu[-1]:4.0f} ms)" if cpu else ""))
with open(page, "w") as f: f.write(original)

pages = first_build.group(1) if first_build else "?"
print(f"handbook serve, one-page edit of {edited} ({pages} pages), {runs} edits, binary {binary}:")
print(f"  first build {first_build.group(2) if first_build else '?'}")
print(f"  save → reload event: min {min(times):.0f} ms, median {statistics.median(times):.0f} ms, max {max(times):.0f} ms (goal < 300 ms)")
rebuilds = [float(x) * (1 if unit == "ms" else 1000) for x, unit in re.findall(r"Rebuilt \d+ pages?.* in ([0-9.]+) (m?s)", open(log).read())]
if cpu: print(f"  server CPU per edit (rebuild + polling, all threads): median {statistics.median(cpu):.0f} ms")
try: print(f"  machine load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (wall times grow with it)")
except OSError: pass
if rebuilds: print(f"  rebuild alone (from the server log): median {statistics.median(rebuilds):.0f} ms")
cold = re.fullmatch(r"([0-9.]+) (m?s)", first_build.group(2)) if first_build else None
if rebuilds and cold:
    cold_ms = float(cold.group(1)) * (1 if cold.group(2) == "ms" else 1000)
    share = statistics.median(rebuilds) / cold_ms
    print(f"  one-page rebuild / first build: {share:.0%} (goal <= 10% at 1,000 pages)")
PY
