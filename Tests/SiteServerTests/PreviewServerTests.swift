import Foundation
import SiteBuilding
import SiteCore
import Synchronization
import TestSupport
import Testing

@testable import SiteServer

/// Starts the preview server in-process, on a free port, over a temporary copy of the
/// SiteBuilding fixture site (content + minimal theme).
struct PreviewFixture {
    static let fixtures = packageRoot() + "/Tests/SiteBuildingTests/Fixtures"

    let directory: TemporaryDirectory
    let server: PreviewServer
    let task: Task<Void, any Error>
    let port: UInt16
    let events: EventLog

    var content: String { directory.path + "/Content" }

    /// - Parameter prepare: runs on the copied folder before the server starts.
    static func start(prepare: (TemporaryDirectory) throws -> Void = { _ in }) async throws -> PreviewFixture {
        let directory = try TemporaryDirectory(prefix: "handbook-serve")
        try directory.copy(folder: fixtures + "/Site/Content", to: "Content")
        try directory.copy(folder: fixtures + "/MinimalTheme", to: "Theme")
        try prepare(directory)
        let options = BuildOptions(
            contentDirectory: directory.path + "/Content", themeDirectory: directory.path + "/Theme",
            outputDirectory: directory.path + "/Output", siteTitle: "Fixture", runsCheck: false)
        let log = EventLog()
        // One set of caches for every rebuild, as `handbook serve` keeps.
        let caches = BuildCaches(sessionLong: true)
        let server = try PreviewServer(
            configuration: .init(port: 0),
            makeBuilder: { SiteBuilder(options: options, caches: caches) },
            onEvent: { event in log.append(event) })
        let task = Task { try await server.run() }
        let port = try await server.listeningPort(timeout: 60)
        return PreviewFixture(directory: directory, server: server, task: task, port: port, events: log)
    }

    func get(_ target: String, method: String = "GET") async throws -> HTTPTestResponse {
        let port = port
        return try await offThePool { try HTTPTestClient.request(target, method: method, port: port) }
    }

    /// Rewrites a content file in place (as an editor saving it).
    func edit(_ relativePath: String, _ transform: (String) -> String) throws {
        let path = content + "/" + relativePath
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(transform(text).utf8).write(to: URL(fileURLWithPath: path))
    }

    func stop() async {
        task.cancel()
        _ = await task.result
        directory.remove()
    }
}

/// What the server reported, as the command would have printed it.
final class EventLog: Sendable {
    private let events = Mutex<[PreviewServer.Event]>([])
    func append(_ event: PreviewServer.Event) { events.withLock { $0.append(event) } }
    var all: [PreviewServer.Event] { events.withLock { $0 } }
}

@Suite(.serialized, .timeLimit(.minutes(3)))
struct PreviewServerTests {
    @Test func servesPagesWithContentTypesRedirectsAndTheNotFoundPage() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }

        let home = try await site.get("/")
        #expect(home.status == 200)
        #expect(home.header("Content-Type") == "text/html; charset=utf-8")
        #expect(home.text.contains("<h1 id=\"welcome\""))
        #expect(home.text.contains("<script src=\"/__handbook/live-reload.js\""))
        // The script goes in before </body>.
        let script = try #require(home.text.range(of: "/__handbook/live-reload.js"))
        let body = try #require(home.text.range(of: "</body>"))
        #expect(script.lowerBound < body.lowerBound)

        #expect(try await site.get("/index.html").text == home.text)
        let section = try await site.get("/guides/")
        #expect(section.status == 200)
        #expect(section.text.contains("Identity"))

        let redirect = try await site.get("/guides")
        #expect(redirect.status == 301)
        #expect(redirect.header("Location") == "/guides/")

        let css = try await site.get("/assets/style.css")
        #expect(css.status == 200)
        #expect(css.header("Content-Type") == "text/css; charset=utf-8")
        #expect(css.body == FileManager.default.contents(atPath: PreviewFixture.fixtures + "/MinimalTheme/assets/style.css"))

        let logo = try await site.get("/img/logo.svg")
        #expect(logo.status == 200)
        #expect(logo.header("Content-Type") == "image/svg+xml")

        let script404 = try await site.get("/__handbook/live-reload.js")
        #expect(script404.status == 200)
        #expect(script404.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(script404.text.contains("EventSource"))

        let missing = try await site.get("/guides/nothing-here.html")
        #expect(missing.status == 404)
        #expect(missing.header("Content-Type") == "text/html; charset=utf-8")
        let notFoundPage = try #require(site.directory.read("Theme/templates/404.mustache"))
        #expect(!notFoundPage.isEmpty)
        #expect(missing.text.contains("/__handbook/live-reload.js"))

        let head = try await site.get("/", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == String(home.body.count))

        #expect(try await site.get("/", method: "POST").status == 405)
    }

    @Test func refusesPathsThatLeaveTheSite() async throws {
        let site = try await PreviewFixture.start { dir in
            let fm = FileManager.default
            try fm.createSymbolicLink(atPath: dir.path + "/Content/outside", withDestinationPath: "/etc")
            try fm.createSymbolicLink(atPath: dir.path + "/Content/secret.txt", withDestinationPath: "/etc/passwd")
            try dir.write("private\n", to: "private.txt")
        }
        defer { Task { await site.stop() } }
        #expect(try await site.get("/index.html").status == 200)

        let attempts = [
            "/../etc/passwd", "/../../../../etc/passwd", "/guides/../../private.txt",
            "/%2e%2e/etc/passwd", "/%2E%2E/%2e%2e/etc/passwd", "/..%2fetc%2fpasswd", "/..%2Fprivate.txt",
            "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/guides/%2e%2e/%2e%2e/private.txt", "/..%5cprivate.txt",
            "//etc/passwd", "/%2fetc/passwd", "/etc/passwd", "/private.txt", "/Content/index.md",
            "/outside/passwd", "/outside/hostname", "/secret.txt", "/%00/etc/passwd",
        ]
        for target in attempts {
            let response = try await site.get(target)
            #expect([403, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains("root:"), "\(target) leaked /etc/passwd")
            #expect(!response.text.contains("private"), "\(target) leaked a file beside the site")
        }
        // Dot segments are refused outright, not normalised into a page.
        #expect(try await site.get("/guides/../index.html").status == 403)
        #expect(try await site.get("/%2e%2e/index.html").status == 403)
    }

    @Test func editingAPageServesTheChangeAndSendsAReloadWithinTwoSeconds() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }
        let events = try await EventStreamClient.connect(port: site.port)
        #expect(events.headers["content-type"] == "text/event-stream; charset=utf-8")
        let hello = try await events.next(named: "hello", timeout: 5)
        let firstVersion = try #require(EventStreamClient.field("version", of: hello))
        #expect(!(try await site.get("/guides/identity.html").text.contains("Edited while serving")))

        let saved = Date()
        try site.edit("guides/identity.md") { $0 + "\nEdited while serving.\n" }
        let reload = try await events.next(named: "reload", timeout: 10)
        let elapsed = Date().timeIntervalSince(saved)
        let builds = site.events.all.compactMap { if case .built(let b) = $0 { "\(b.duration)" } else { nil } }
        #expect(elapsed < 2, "reload after \(elapsed) s; builds took \(builds)")
        let newVersion = try #require(EventStreamClient.field("version", of: reload))
        #expect(newVersion != firstVersion)

        let page = try await site.get("/guides/identity.html")
        #expect(page.status == 200)
        #expect(page.text.contains("Edited while serving."))
        #expect(page.text.contains("data-version=\"\(newVersion)\""))
        // Neighbours and the index are rebuilt with it.
        #expect(try await site.get("/index.html").text.contains("data-version=\"\(newVersion)\""))
    }

    @Test func brokenFrontMatterKeepsTheLastGoodSiteAndShowsTheErrorUntilFixed() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }
        let events = try await EventStreamClient.connect(port: site.port)
        _ = try await events.next(named: "hello", timeout: 5)
        let before = try await site.get("/guides/identity.html")
        #expect(before.status == 200)

        try site.edit("guides/identity.md") {
            $0.replacingOccurrences(of: "tags: [lists]", with: "tags: [lists\nbroken: Edited-but-broken")
        }
        let failure = try await events.next(named: "build-error", timeout: 5)
        let message = try #require(EventStreamClient.field("message", of: failure))
        #expect(message.contains("guides/identity.md:"), "\(message)")
        #expect(message.contains("error:"))

        // The last good site is still served, unchanged apart from nothing.
        let during = try await site.get("/guides/identity.html")
        #expect(during.status == 200)
        #expect(during.text == before.text)
        #expect(!during.text.contains("Edited-but-broken"))

        // A tab opened now hears about the failure at once.
        let late = try await EventStreamClient.connect(port: site.port)
        _ = try await late.next(named: "hello", timeout: 5)
        let replay = try await late.next(named: "build-error", timeout: 5)
        #expect(EventStreamClient.field("message", of: replay) == message)

        // The terminal side got compiler-style diagnostics.
        let failures = site.events.all.compactMap { if case .failed(let f) = $0 { f } else { nil } }
        #expect(failures.last?.message == message)

        // Fixing it recovers.
        try site.edit("guides/identity.md") {
            $0.replacingOccurrences(of: "tags: [lists\nbroken: Edited-but-broken", with: "tags: [lists]")
                .replacingOccurrences(of: "Rows need stable ids.", with: "Rows need stable ids (fixed).")
        }
        _ = try await events.next(named: "reload", timeout: 5)
        let after = try await site.get("/guides/identity.html")
        #expect(after.status == 200)
        #expect(after.text.contains("Rows need stable ids (fixed)."))
    }

    @Test func theReloadScriptIsOnlyInServedPagesNeverInBuildOutput() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }
        let options = BuildOptions(
            contentDirectory: site.content, themeDirectory: site.directory.path + "/Theme",
            outputDirectory: site.directory.path + "/Output", siteTitle: "Fixture", runsCheck: false)
        _ = try await SiteBuilder(options: options).build()
        let built = try #require(site.directory.read("Output/guides/identity.html"))
        #expect(!built.contains("__handbook"))
        let served = try await site.get("/guides/identity.html").text
        #expect(served.contains("__handbook/live-reload.js"))
        // Served = built + one script tag.
        let withoutScript = served.replacingOccurrences(
            of: #"<script src="/__handbook/live-reload.js" data-version="[^"]*"></script>\n"#, with: "", options: .regularExpression)
        #expect(withoutScript == built)
    }

    @Test func aTakenPortIsAnErrorNotAHang() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }
        let options = BuildOptions(
            contentDirectory: site.content, themeDirectory: site.directory.path + "/Theme",
            outputDirectory: site.directory.path + "/Output", siteTitle: "Fixture", runsCheck: false)
        let second = try PreviewServer(configuration: .init(port: site.port), makeBuilder: { SiteBuilder(options: options) })
        let error = await #expect(throws: HandbookError.self) { try await second.run() }
        #expect(error?.message.contains("cannot listen on 127.0.0.1:\(site.port)") == true)
        #expect(throws: HandbookError.self) {
            try PreviewServer(configuration: .init(host: "example.com"), makeBuilder: { SiteBuilder(options: options) })
        }
    }

    @Test func aNewFileAndADeletedFileAreNoticed() async throws {
        let site = try await PreviewFixture.start()
        defer { Task { await site.stop() } }
        let events = try await EventStreamClient.connect(port: site.port)
        _ = try await events.next(named: "hello", timeout: 5)
        #expect(try await site.get("/guides/new-page.html").status == 404)
        try site.directory.write("# A new page\n\nJust added.\n", to: "Content/guides/new-page.md")
        _ = try await events.next(named: "reload", timeout: 5)
        #expect(try await site.get("/guides/new-page.html").text.contains("Just added."))
        try FileManager.default.removeItem(atPath: site.content + "/guides/new-page.md")
        _ = try await events.next(named: "reload", timeout: 5)
        #expect(try await site.get("/guides/new-page.html").status == 404)
    }
}
