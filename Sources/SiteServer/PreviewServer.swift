import FlyingSocks
import Foundation
import SiteBuilding
import SiteCore
import Synchronization

/// `handbook serve`: builds the site into memory, serves it over HTTP, rebuilds when a watched
/// file changes and tells open browser tabs to reload.
///
/// A failed build changes nothing that is served: the last good site stays, and the error goes
/// to the terminal (``Event/failed(_:)``) and to every tab (an overlay). Build output on disk
/// is never touched; the live-reload script is added to HTML responses only.
package final class PreviewServer: Sendable {
    package struct Configuration: Sendable {
        /// The address to bind (`127.0.0.1` unless asked otherwise; `localhost` means the same).
        package var host: String
        /// The port; 0 picks a free one (see ``listeningPort()``).
        package var port: UInt16
        /// How often the watched files are scanned where the kernel cannot say when they
        /// change (see ``ChangeSignal``).
        package var pollInterval: Duration = .milliseconds(50)
        /// Where it can: how often its events are read, and how often the files are scanned
        /// all the same.
        package var signalInterval: Duration = .milliseconds(10)
        package var fullScanInterval: Duration = .seconds(2)
        /// How long a change must stay still before a rebuild starts (editors write in steps).
        package var settleDelay: Duration = .milliseconds(20)
        /// How often idle event streams get a comment line, so closed tabs are noticed.
        package var heartbeatInterval: Duration = .seconds(15)
        /// Files watched besides the content and theme folders (`handbook.yml`).
        package var extraWatchedPaths: [String]

        /// The timings keep their defaults unless set afterwards.
        package init(host: String = "127.0.0.1", port: UInt16 = 8000, extraWatchedPaths: [String] = []) {
            self.host = host
            self.port = port
            self.extraWatchedPaths = extraWatchedPaths
        }
    }

    /// What happened, for the command to print.
    package enum Event: Sendable {
        /// The server accepts connections at `url`.
        case listening(url: String)
        /// Watched files changed; a rebuild starts.
        case changed(paths: [String])
        /// A build succeeded and its site is now served.
        case built(Build)
        /// A build failed; the previous site (if any) is still served.
        case failed(Failure)
    }

    package struct Build: Sendable {
        package var pageCount: Int
        package var diagnostics: [Diagnostic]
        package var duration: Duration
        /// 1 for the first successful build, then counting.
        package var generation: Int
    }

    package struct Failure: Sendable {
        /// The diagnostics of a build that found errors (empty when an error stopped it).
        package var diagnostics: [Diagnostic]
        /// The error that stopped the build, if one did.
        package var error: HandbookError?
        /// What the browser overlay shows: compiler-style lines.
        package var message: String
        package var duration: Duration
    }

    /// Makes the builder for each build, so `handbook.yml` is read again after it changes.
    package typealias BuilderFactory = @Sendable () throws -> SiteBuilder

    private struct State {
        var site: ServedSite?
        var generation = 0
        var version: String
        var failure: String?
        var watchedPaths: [String] = []
    }

    package let configuration: Configuration
    private let makeBuilder: BuilderFactory
    private let onEvent: @Sendable (Event) -> Void
    /// The sockets' event loop, run by ``run()``.
    private let pool: any AsyncSocketPool
    private let publicAddress: any SocketAddress
    /// The HTTP server at the public address; set once bound.
    private let front = Mutex<HTTPFront?>(nil)
    private let hub: LiveReloadHub
    private let state: Mutex<State>
    private let instance = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    /// - Throws: ``HandbookError`` when `host` is not an IP address (or `localhost`).
    package init(
        configuration: Configuration, makeBuilder: @escaping BuilderFactory, onEvent: @escaping @Sendable (Event) -> Void = { _ in }
    ) throws {
        self.configuration = configuration
        self.makeBuilder = makeBuilder
        self.onEvent = onEvent
        let version = "\(instance)-0"
        self.hub = LiveReloadHub(version: version)
        self.state = Mutex(State(version: version))
        self.publicAddress = try Self.address(host: configuration.host, port: configuration.port)
        self.pool = SocketPool<Poll>.make(maxEvents: 256)
    }

    /// Builds, then serves and watches until the task is cancelled (Ctrl-C); returns normally then.
    /// - Throws: when the port cannot be bound.
    package func run() async throws {
        // Scan before the first build, so a save during it still triggers a rebuild.
        let initialPaths = (try? makeBuilder()).map { Self.watchedPaths(for: $0.options) } ?? []
        state.withLock { $0.watchedPaths = initialPaths + configuration.extraWatchedPaths }
        let start = FileWatcher(paths: watchedPaths()).snapshot()
        _ = await rebuild()
        do {
            try await pool.prepare()
            try await withTaskCancellationHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await self.pool.run() }
                    group.addTask {
                        let front: HTTPFront
                        do {
                            front = try HTTPFront(address: self.publicAddress, pool: self.pool) { [weak self] request in
                                self?.respond(to: request) ?? PreviewResponse(status: 503, headers: [], body: .bytes(Data()))
                            }
                        } catch {
                            throw HandbookError("cannot listen on \(self.configuration.host):\(self.configuration.port): \(error)")
                        }
                        self.front.withLock { $0 = front }
                        if let url = await self.url() { self.onEvent(.listening(url: url)) }
                        try await front.run()
                    }
                    group.addTask { try await self.watch(from: start) }
                    group.addTask { try await self.sendHeartbeats() }
                    // The first child to fail (the port is taken) stops the others.
                    do {
                        while try await group.next() != nil {}
                    } catch {
                        group.cancelAll()
                        throw error
                    }
                }
            } onCancel: {
                self.hub.finish()
            }
        } catch {
            await stopServing()
            if Task.isCancelled || error is CancellationError { return }
            throw error
        }
        await stopServing()
    }

    private func stopServing() async {
        hub.finish()
        front.withLock { $0?.close() }
    }

    /// The bound port, once the server listens (waits up to `timeout` seconds).
    package func listeningPort(timeout: TimeInterval = 60) async throws -> UInt16 {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            if let port = front.withLock({ $0?.port }) { return port }
            guard ContinuousClock.now < deadline else { throw HandbookError("the server is not listening yet") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// `http://host:port/`, once listening.
    package func url() async -> String? {
        guard let port = try? await listeningPort(timeout: 0.1) else { return nil }
        let host = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
        return host.contains(":") ? "http://[\(host)]:\(port)/" : "http://\(host):\(port)/"
    }

    /// The number of open `/__handbook/events` connections.
    package var eventStreamCount: Int { hub.subscriberCount }

    // MARK: Building

    /// Builds the site into memory; on success serves it and tells the tabs to reload.
    /// - Returns: whether the build succeeded.
    @discardableResult
    package func rebuild() async -> Bool {
        let start = ContinuousClock.now
        let builder: SiteBuilder
        do {
            builder = try makeBuilder()
        } catch {
            fail(diagnostics: [], error: error, start: start)
            return false
        }
        let paths = Self.watchedPaths(for: builder.options) + configuration.extraWatchedPaths
        state.withLock { $0.watchedPaths = paths }
        do {
            // While a site is served, the rebuild takes one core: the requests keep the others.
            let serving = state.withLock { $0.site != nil }
            let rendered = try await WorkScheduling.$oneCore.withValue(serving) { try await builder.prepare() }
            if rendered.diagnostics.contains(where: { $0.severity == .error }) {
                fail(diagnostics: rendered.diagnostics, error: nil, start: start)
                return false
            }
            let site = ServedSite(rendered: rendered, options: builder.options)
            let (generation, version) = state.withLock { state in
                state.generation += 1
                state.version = "\(instance)-\(state.generation)"
                state.site = site
                state.failure = nil
                return (state.generation, state.version)
            }
            hub.publishReload(version: version)
            onEvent(
                .built(
                    Build(
                        pageCount: rendered.pages.count, diagnostics: rendered.diagnostics,
                        duration: ContinuousClock.now - start, generation: generation)))
            return true
        } catch let failure as BuildFailure {
            fail(diagnostics: failure.diagnostics, error: nil, start: start)
        } catch {
            fail(diagnostics: [], error: error, start: start)
        }
        return false
    }

    private func fail(diagnostics: [Diagnostic], error: (any Error)?, start: ContinuousClock.Instant) {
        let handbookError = error.map { ($0 as? HandbookError) ?? HandbookError(String(describing: $0)) }
        var lines = diagnostics.filter { $0.severity == .error }.map(\.formatted)
        if let handbookError { lines.append(handbookError.description) }
        let message = lines.isEmpty ? "error: the build failed" : lines.joined(separator: "\n")
        state.withLock { $0.failure = message }
        hub.publishFailure(message)
        onEvent(.failed(Failure(diagnostics: diagnostics, error: handbookError, message: message, duration: ContinuousClock.now - start)))
    }

    static func watchedPaths(for options: BuildOptions) -> [String] {
        var paths = [options.contentDirectory, options.themeDirectory]
        if let base = options.defaultThemeDirectory, ServedSite.realPath(base) != ServedSite.realPath(options.themeDirectory) {
            paths.append(base)
        }
        return paths
    }

    private func watchedPaths() -> [String] {
        state.withLock { $0.watchedPaths.isEmpty ? configuration.extraWatchedPaths : $0.watchedPaths }
    }

    // MARK: Watching

    private func watch(from start: FileWatcher.Snapshot) async throws {
        var watcher = FileWatcher(paths: watchedPaths())
        var signal = ChangeSignal(paths: watcher.paths)
        var last = start
        let clock = ContinuousClock()
        var lastScan = clock.now
        while true {
            if let signal {
                // Scan when the kernel says something changed, and now and then regardless.
                try await Task.sleep(for: configuration.signalInterval)
                guard signal.drain() || clock.now - lastScan >= configuration.fullScanInterval else { continue }
                lastScan = clock.now
            } else {
                try await Task.sleep(for: configuration.pollInterval)
            }
            var current = watcher.snapshot()
            guard current != last else { continue }
            // Let a multi-step save finish, then take what is there.
            try await Task.sleep(for: configuration.settleDelay)
            current = watcher.snapshot()
            let changed = FileWatcher.changes(from: last, to: current)
            last = current
            guard !changed.isEmpty else { continue }
            onEvent(.changed(paths: changed))
            await rebuild()
            // handbook.yml may have moved the content or theme folder.
            let paths = watchedPaths()
            if paths != watcher.paths {
                watcher = FileWatcher(paths: paths)
                signal = ChangeSignal(paths: paths)
                last = watcher.snapshot()
            }
        }
    }

    private func sendHeartbeats() async throws {
        while true {
            try await Task.sleep(for: configuration.heartbeatInterval)
            hub.publishHeartbeat()
        }
    }

    // MARK: Serving

    /// The answer to one request: a file of the served site, a redirect, the live-reload script
    /// or event stream, the page shown while no build has succeeded, or an error status.
    func respond(to request: RequestHead) -> PreviewResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return PreviewResponse(status: 405, headers: [("Allow", "GET, HEAD")], body: .bytes(Data()))
        }
        let raw = request.path
        switch raw {
        case LiveReloadScript.eventsPath:
            return PreviewResponse(
                status: 200, headers: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-cache")],
                body: .events(hub))
        case LiveReloadScript.path:
            return file(Data(LiveReloadScript.source.utf8), path: "live-reload.js", status: 200)
        default:
            break
        }
        guard case .file(let path) = RequestPath(rawPath: raw) else {
            return plain(403, "403 Forbidden: the path leaves the site.\n")
        }
        let (site, version, failure) = state.withLock { ($0.site, $0.version, $0.failure) }
        guard let site else {
            return pendingPage(failure: failure, version: version)
        }
        if let data = site.served(at: path, version: version) {
            return file(data, path: path, status: 200)
        }
        // `/guides` → `/guides/`, so the page's relative links resolve.
        if !raw.hasSuffix("/"), site.hasFile(at: path + "/index.html") {
            return PreviewResponse(status: 301, headers: [("Location", raw + "/"), ("Cache-Control", "no-cache")], body: .bytes(Data()))
        }
        // `/guides/identity` → `guides/identity.html`.
        if !path.hasSuffix(".html"), let data = site.served(at: path + ".html", version: version) {
            return file(data, path: path + ".html", status: 200)
        }
        if let data = site.served(at: "404.html", version: version) {
            return file(data, path: "404.html", status: 404)
        }
        return plain(404, "404 Not Found\n")
    }

    private func file(_ data: Data, path: String, status: Int) -> PreviewResponse {
        PreviewResponse(
            status: status,
            headers: [
                ("Content-Type", ContentType.forPath(path)), ("Cache-Control", "no-cache"),
                ("X-Content-Type-Options", "nosniff"),
            ],
            body: .bytes(data))
    }

    private func plain(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-cache")],
            body: .bytes(Data(text.utf8)))
    }

    /// Served while no build has succeeded yet: the error, and the script that reloads once one does.
    private func pendingPage(failure: String?, version: String) -> PreviewResponse {
        let text = HTMLEscaping.escape(failure ?? "The site is being built…")
        let html = """
            <!doctype html><html><head><meta charset="utf-8"><title>Handbook: no site yet</title></head>
            <body><h1>The site has not built yet</h1><pre>\(text)</pre></body></html>
            """
        var response = file(
            Data(LiveReloadScript.inject(into: html, version: version).utf8), path: "index.html", status: 503)
        response[header: "Retry-After"] = "1"
        return response
    }

    // MARK: Address

    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        do {
            if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
            if host.contains(":") { return try sockaddr_in6.inet6(ip6: host, port: port) }
            return try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw HandbookError("cannot listen on '\(host)': give an IP address such as 127.0.0.1 or ::1")
        }
    }
}
