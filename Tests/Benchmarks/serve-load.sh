#!/usr/bin/env bash
# Load benchmark for `handbook serve` (issue 24, "Load"): starts it on a copy of the shipped
# handbook, then
#   1. CLIENTS concurrent keep-alive clients (default 200) send REQUESTS requests in all
#      (default 10,000), pages and search index files alike, while a saved page makes the
#      server rebuild; prints errors, throughput and latency percentiles (goal: no error,
#      p99 under 100 ms);
#   2. opens STREAMS live-reload event streams (default 100) and drops them, ROUNDS times
#      (default 3), printing the server's open file descriptors and resident memory before
#      and after each round (goal: both steady).
#
# Uses a release build of handbook (built here if missing), or HANDBOOK=/path/to/handbook.
# Examples are not checked (--no-check). Not a test: it prints figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=Tests/Benchmarks/work/serve-load
rm -rf "$work" && mkdir -p "$work/Themes"
cp -R Content "$work/Content"
cp -R Themes/default "$work/Themes/default"
[ -f handbook.yml ] && cp handbook.yml "$work/"

bin=${HANDBOOK:-}
if [ -z "$bin" ]; then
  swift build -c release --product handbook >/dev/null
  bin=$root/.build/release/handbook
fi

# The search index's file names, from a build of the same content.
(cd "$work" && "$bin" build --no-check --output Built >/dev/null)

log="$work/serve.log"
(cd "$work" && exec "$bin" serve --port 0 --no-check >"$root/$log" 2>&1) &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT

python3 - "$work" "$log" "$server" "${CLIENTS:-200}" "${REQUESTS:-10000}" "${STREAMS:-100}" "${ROUNDS:-3}" <<'PY'
import asyncio, os, re, sys, time

work, log, pid = sys.argv[1], sys.argv[2], int(sys.argv[3])
clients, total, streams, rounds = (int(a) for a in sys.argv[4:8])
heartbeat = 15  # seconds: PreviewServer.Configuration.heartbeatInterval

def wait_for_port():
    deadline = time.time() + 300
    while time.time() < deadline:
        text = open(log).read() if os.path.exists(log) else ""
        m = re.search(r"Serving at http://127\.0\.0\.1:(\d+)/", text)
        if m:
            return int(m.group(1))
        time.sleep(0.05)
    sys.exit("serve did not start:\n" + open(log).read())

def fds():
    return len(os.listdir(f"/proc/{pid}/fd"))

def rss_mb():
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")

port = wait_for_port()
content = os.path.join(work, "Content")
pages = sorted("/" + os.path.relpath(os.path.join(d, f), content)[:-3] + ".html"
               for d, _, files in os.walk(content) for f in files
               if f.endswith(".md") and not any(p.startswith(("_", ".")) for p in os.path.relpath(os.path.join(d, f), content).split(os.sep)))

async def get(reader, writer, path):
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))
    body = await reader.readexactly(length)
    return status, body

def search_files():
    built = os.path.join(work, "Built")
    return sorted("/" + os.path.relpath(os.path.join(d, f), built)
                  for d, _, files in os.walk(os.path.join(built, "search")) for f in files)

async def load():
    targets = pages + search_files()
    latencies, errors, counter = [], [], iter(range(total))
    async def client(k):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        for i in counter:
            path = targets[(i * 7 + k) % len(targets)]
            start = time.perf_counter()
            try:
                status, _ = await get(reader, writer, path)
            except Exception as error:  # a dropped connection counts, then reconnect
                errors.append(f"{path}: {error!r}")
                writer.close()
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
                continue
            latencies.append(time.perf_counter() - start)
            if status != 200:
                errors.append(f"{path}: {status}")
        writer.close()
    async def rebuild():
        await asyncio.sleep(0.2)
        page = os.path.join(content, "lists/stable-identity.md")
        with open(page, "a") as f:
            f.write("\nA line added while the server is under load.\n")
    start = time.perf_counter()
    await asyncio.gather(rebuild(), *(client(k) for k in range(clients)))
    elapsed = time.perf_counter() - start
    latencies.sort()
    def pct(p):
        return latencies[min(len(latencies) - 1, int(p / 100 * len(latencies)))] * 1000
    rebuilt = len(re.findall(r"Rebuilt \d+ pages?", open(log).read()))
    print(f"load: {clients} clients, {total} requests over {len(targets)} files ({len(pages)} pages, "
          f"{len(targets) - len(pages)} search files), {rebuilt} rebuild(s) during the run")
    print(f"  errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    print(f"  {total / elapsed:.0f} requests/s; latency ms: p50 {pct(50):.1f}, p90 {pct(90):.1f}, "
          f"p99 {pct(99):.1f}, max {latencies[-1] * 1000:.1f}")

async def drop_streams():
    for r in range(rounds):
        before = (fds(), rss_mb())
        opened = []
        for _ in range(streams):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"GET /__handbook/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
            opened.append((reader, writer))
        for reader, _ in opened:
            await reader.readuntil(b"event: hello")
        during = fds()
        for _, writer in opened:  # dropped, as a closed tab drops them
            writer.transport.abort()
        # A dropped stream is noticed when the next heartbeat cannot be written.
        await asyncio.sleep(heartbeat + 2)
        after = (fds(), rss_mb())
        print(f"streams round {r + 1}: {streams} opened and dropped; fds {before[0]} -> {during} open -> {after[0]}; "
              f"RSS {before[1]:.1f} MB -> {after[1]:.1f} MB")

print(f"server before: {fds()} fds, RSS {rss_mb():.1f} MB")
asyncio.run(load())
time.sleep(3)  # connections the clients closed are let go within 2 s
print(f"server after the load: {fds()} fds, RSS {rss_mb():.1f} MB")
asyncio.run(drop_streams())
PY
