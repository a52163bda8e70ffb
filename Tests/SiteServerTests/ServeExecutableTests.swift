import Foundation
import Synchronization
import TestSupport
import Testing

/// Runs the built `handbook serve` as a user would: free port, edit, reload, Ctrl-C.
/// (Part of ``PreviewServerTests`` so that it never runs beside the in-process servers.)
extension PreviewServerTests {
    /// Collects a running process's output as it arrives.
    final class OutputBuffer: Sendable {
        private let text = Mutex("")
        func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        var value: String { text.withLock { $0 } }
    }

    @Test func serveOnAFreePortReloadsAfterAnEditAndStopsOnInterrupt() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-serve-exe")
        defer { dir.remove() }
        try dir.copy(folder: PreviewFixture.fixtures + "/Site/Content", to: "Content")
        try dir.copy(folder: PreviewFixture.fixtures + "/MinimalTheme", to: "Theme")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: handbookExecutablePath())
        process.arguments = ["serve", "--port", "0", "--no-check", "--content", "Content", "--theme", "Theme"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["HANDBOOK_DEFAULT_THEME"] = dir.path + "/Theme"
        process.environment = environment
        let out = OutputBuffer(), err = OutputBuffer()
        let outPipe = Pipe(), errPipe = Pipe()
        outPipe.fileHandleForReading.readabilityHandler = { out.append($0.availableData) }
        errPipe.fileHandleForReading.readabilityHandler = { err.append($0.availableData) }
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The URL is printed once the first build is served.
        let deadline = Date().addingTimeInterval(120)
        var port: UInt16?
        while port == nil, Date() < deadline, process.isRunning {
            if let match = out.value.firstMatch(of: /Serving at http:\/\/127\.0\.0\.1:(\d+)\//) { port = UInt16(match.1) }
            try await Task.sleep(for: .milliseconds(50))
        }
        let boundPort = try #require(port, "no URL printed; stdout: \(out.value) stderr: \(err.value)")
        #expect(out.value.contains("Built 4 pages"))

        let page = try await offThePool { try HTTPTestClient.request("/guides/layout.html", port: boundPort) }
        #expect(page.status == 200)
        #expect(!page.text.contains("Added from the test"))
        let events = try await EventStreamClient.connect(port: boundPort)
        _ = try await events.next(named: "hello", timeout: 5)

        let saved = Date()
        let path = dir.path + "/Content/guides/layout.md"
        try Data((try String(contentsOfFile: path, encoding: .utf8) + "\nAdded from the test.\n").utf8).write(
            to: URL(fileURLWithPath: path))
        _ = try await events.next(named: "reload", timeout: 10)
        let elapsed = Date().timeIntervalSince(saved)
        #expect(elapsed < 2, "reload event \(elapsed) s after the save; stdout: \(out.value)")
        let edited = try await offThePool { try HTTPTestClient.request("/guides/layout.html", port: boundPort) }
        #expect(edited.text.contains("Added from the test."))
        #expect(out.value.contains("Changed: Content/guides/layout.md"))

        // Ctrl-C stops it cleanly, with status 0.
        process.interrupt()
        let stopBy = Date().addingTimeInterval(15)
        while process.isRunning, Date() < stopBy { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning, "still running 15 s after SIGINT")
        if !process.isRunning {
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 0, "stderr: \(err.value)")
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(err.value.contains("Stopped."))
        // The server is gone.
        #expect(throws: (any Error).self) { try HTTPTestClient.request("/", port: boundPort, timeout: 2) }
    }
}
