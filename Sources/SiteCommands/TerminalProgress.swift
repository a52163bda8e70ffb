import Foundation
import Synchronization

/// Says what a long command is doing, on a terminal only: after a second of work, one line on
/// standard error (`Checking 140 examples on 14 pages… 3s`), rewritten with the elapsed time
/// and erased when the work ends. On a pipe, in CI (`CI` set) or with `NO_COLOR`, it prints
/// nothing, so logs keep only the commands' summary lines.
struct TerminalProgress: Sendable {
    var isEnabled: Bool
    /// How long work runs before the line appears.
    var delay: Duration = .seconds(1)
    /// How often the line is rewritten.
    var interval: Duration = .milliseconds(500)
    var write: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    init(isEnabled: Bool = TerminalProgress.isTerminal) {
        self.isEnabled = isEnabled
    }

    /// Standard error is a terminal, and this is not a CI run.
    static var isTerminal: Bool {
        DiagnosticPrinter.standardErrorIsTerminal && ProcessInfo.processInfo.environment["CI"] == nil
    }

    /// Runs `work`, showing `message` with the elapsed time while it lasts. The line is drawn
    /// from its own thread: the work may keep Swift concurrency's few threads busy.
    func run<T: Sendable>(_ message: String, _ work: () async throws -> T) async throws -> T {
        guard isEnabled else { return try await work() }
        let state = Mutex((finished: false, shown: false))
        let done = DispatchSemaphore(value: 0)
        let (delay, interval, write) = (delay, interval, write)
        let started = ContinuousClock.now
        let thread = Thread {
            var wait = delay
            while done.wait(timeout: .now() + .nanoseconds(Int(wait / .nanoseconds(1)))) == .timedOut {
                let seconds = (ContinuousClock.now - started).components.seconds
                state.withLock { state in
                    guard !state.finished else { return }
                    write("\r\u{1B}[2K\(message)… \(seconds)s")
                    state.shown = true
                }
                wait = interval
            }
        }
        thread.start()
        defer {
            let shown = state.withLock { state in
                state.finished = true
                return state.shown
            }
            done.signal()
            if shown { write("\r\u{1B}[2K") }
        }
        return try await work()
    }
}
