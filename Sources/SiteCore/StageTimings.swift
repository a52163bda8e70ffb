/// How long each named stage of a run took, in the order the stages ran: what
/// `build --verbose` and `check --verbose` print.
///
/// ```swift
/// var timings = StageTimings()
/// let pages = try timings.run("load") { try loader.load() }
/// print(timings.lines.joined(separator: "\n"))  // stage load: 0.012 s
/// ```
package struct StageTimings: Sendable, Hashable {
    /// One finished stage.
    package struct Entry: Sendable, Hashable {
        package var stage: String
        package var duration: Duration

        package init(stage: String, duration: Duration) {
            self.stage = stage
            self.duration = duration
        }

        /// `stage render: 0.412 s`: the stage's name and its time in seconds, to the millisecond.
        package var line: String {
            let milliseconds = duration / .milliseconds(1)
            let rounded = Int(milliseconds.rounded())
            let fraction = String(rounded % 1000)
            return "stage \(stage): \(rounded / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
        }
    }

    package private(set) var entries: [Entry] = []

    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// One line per stage, in order (see ``Entry/line``).
    package var lines: [String] {
        entries.map(\.line)
    }

    /// Runs `body` as the stage `name` and records how long it took. A ``HandbookError`` it
    /// throws leaves tagged with the stage (see ``HandbookError/stage``); the stage is then
    /// not recorded.
    package mutating func run<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        let value: T
        do {
            value = try body()
        } catch {
            throw Self.tagged(error, stage: name)
        }
        entries.append(Entry(stage: name, duration: ContinuousClock.now - start))
        return value
    }

    /// ``run(_:_:)`` for a stage that suspends.
    package mutating func run<T>(_ name: String, _ body: () async throws -> T) async rethrows -> T {
        let start = ContinuousClock.now
        let value: T
        do {
            value = try await body()
        } catch {
            throw Self.tagged(error, stage: name)
        }
        entries.append(Entry(stage: name, duration: ContinuousClock.now - start))
        return value
    }

    /// `error`, when it is a ``HandbookError``, with `stage` in front of any stage it names
    /// already (`check.prepare` for the check's preparation inside a build); other errors as
    /// they are.
    static func tagged(_ error: any Error, stage: String) -> any Error {
        guard var error = error as? HandbookError else { return error }
        error.stage = error.stage.map { stage + "." + $0 } ?? stage
        return error
    }
}
