import Foundation
import Synchronization
import Testing

@testable import SiteCommands

/// The progress line of long commands: shown on a terminal, erased at the end, never on a pipe.
@Suite struct TerminalProgressTests {
    final class Written: Sendable {
        let text = Mutex("")
        func append(_ s: String) { text.withLock { $0 += s } }
        var value: String { text.withLock { $0 } }
    }

    static func progress(enabled: Bool, into written: Written) -> TerminalProgress {
        var progress = TerminalProgress(isEnabled: enabled)
        progress.delay = .milliseconds(10)
        progress.interval = .milliseconds(10)
        progress.write = { written.append($0) }
        return progress
    }

    @Test func longWorkShowsWhatItIsDoingThenErasesTheLine() async throws {
        let written = Written()
        let value = try await Self.progress(enabled: true, into: written).run("Checking 3 examples on 1 page") {
            try await Task.sleep(for: .milliseconds(300))
            return 42
        }
        #expect(value == 42)
        #expect(written.value.hasPrefix("\r\u{1B}[2KChecking 3 examples on 1 page… 0s"))
        #expect(written.value.hasSuffix("\r\u{1B}[2K"))
    }

    @Test func shortWorkAndPipesPrintNothing() async throws {
        let quiet = Written()
        _ = try await Self.progress(enabled: false, into: quiet).run("Building") {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(quiet.value == "")

        let quick = Written()
        var progress = Self.progress(enabled: true, into: quick)
        progress.delay = .seconds(5)
        _ = try await progress.run("Building") { 1 }
        #expect(quick.value == "")
    }

    @Test func errorsStillEraseTheLine() async throws {
        struct Failure: Error {}
        let written = Written()
        await #expect(throws: Failure.self) {
            try await Self.progress(enabled: true, into: written).run("Building") {
                try await Task.sleep(for: .milliseconds(200))
                throw Failure()
            }
        }
        #expect(written.value.hasSuffix("\r\u{1B}[2K"))
    }
}
