import Foundation
import SiteCore

/// The `swift-frontend` job that `swiftc` runs for a typecheck, learnt once and then run
/// directly.
///
/// In whole-module mode the driver plans exactly one frontend job. Starting the driver
/// costs a fifth of a second or more per run (a process that loads the driver and asks the
/// frontend for target information), so Handbook asks the driver once, with `-###`, for
/// the job it would run — the same flags, target and plugin paths — and remembers it in the
/// cache folder against the toolchain and the flags. When the driver's answer is not
/// one plain frontend job, or cannot be read, the driver is used as before.
struct FrontendCommand: Codable, Hashable, Sendable {
    /// The frontend job, with ``placeholder`` where the source files go.
    var arguments: [String]
    var executable: String

    static let placeholder = "/__handbook_source_files__.swift"

    /// The job for `files`.
    func invocation(for files: [String]) -> SwiftcInvocation {
        var arguments: [String] = []
        for argument in self.arguments {
            if argument == Self.placeholder { arguments += files } else { arguments.append(argument) }
        }
        return SwiftcInvocation(executable: executable, arguments: arguments)
    }

    /// The frontend job of `driver` (an invocation whose last argument is ``placeholder``),
    /// from the cache or by asking the driver; `nil` when it cannot be learnt.
    ///
    /// A remembered job is used only when it still has the shape ``parse(plan:)`` accepts
    /// and its program exists; with `trustsCache` false (`--no-cache`) it is not read at all
    /// but learnt again. A job that turns out to prove nothing is dropped with ``forget``.
    static func resolve(
        driver: SwiftcInvocation, toolchainVersion: String, cache: CacheDirectory?, trustsCache: Bool = true,
        runner: any ProcessRunner
    ) -> FrontendCommand? {
        let record = recordURL(driver: driver, toolchainVersion: toolchainVersion, cache: cache)
        if trustsCache, let record, let data = FileManager.default.contents(atPath: record.path),
            let saved = try? JSONDecoder().decode(FrontendCommand.self, from: data), saved.isWellFormed
        {
            return saved
        }
        let planned = SwiftcInvocation(executable: driver.executable, arguments: driver.arguments + ["-###"])
        guard let output = try? runner.run(planned, timeout: .seconds(60)), output.exitCode == 0,
            let command = parse(plan: output.standardOutput + output.standardError)
        else { return nil }
        if let record, let data = try? JSONEncoder().encode(command) {
            try? PathUtilities.replaceFile(at: record, with: data)
        }
        return command
    }

    /// Removes the remembered job of `driver`.
    static func forget(driver: SwiftcInvocation, toolchainVersion: String, cache: CacheDirectory?) {
        guard let record = recordURL(driver: driver, toolchainVersion: toolchainVersion, cache: cache) else { return }
        try? FileManager.default.removeItem(at: record)
    }

    private static func recordURL(driver: SwiftcInvocation, toolchainVersion: String, cache: CacheDirectory?) -> URL? {
        let key = ContentHash.of(toolchainVersion, driver.executable, driver.arguments.joined(separator: "\u{1}"))
        return cache?.url.appendingPathComponent("frontend-\(key).json")
    }

    /// A `swift-frontend` program that exists, asked to typecheck, with one place for the files.
    var isWellFormed: Bool {
        URL(fileURLWithPath: executable).lastPathComponent.hasPrefix("swift-frontend")
            && FileManager.default.isExecutableFile(atPath: executable)
            && arguments.prefix(2).elementsEqual(["-frontend", "-typecheck"])
            && arguments.filter { $0 == Self.placeholder }.count == 1
    }

    /// Reads the driver's plan: exactly one job, run by a `swift-frontend` with
    /// `-frontend -typecheck`, naming the placeholder file exactly once.
    static func parse(plan: String) -> FrontendCommand? {
        let jobs = plan.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        guard jobs.count == 1, let words = shellWords(String(jobs[0])), let executable = words.first,
            URL(fileURLWithPath: executable).lastPathComponent.hasPrefix("swift-frontend"),
            words.dropFirst().prefix(2).elementsEqual(["-frontend", "-typecheck"]),
            words.filter({ $0 == placeholder }).count == 1
        else { return nil }
        return FrontendCommand(arguments: Array(words.dropFirst()), executable: executable)
    }

    /// Splits a POSIX shell command line into words (single and double quotes, backslashes).
    static func shellWords(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                current.append(character)
            case ("\"", "\\"), (nil, "\\"):
                escaped = true
                inWord = true
            case ("\"", _):
                current.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, _) where character.isWhitespace:
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(current) }
        return words
    }
}
