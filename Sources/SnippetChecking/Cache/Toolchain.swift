import Foundation
import SiteCore

/// The Swift compiler in use and its version, which is part of every cache key.
///
/// `swiftc --version` costs tens of milliseconds, too much for a warm check that should
/// take well under half a second, so the answer is remembered in the cache folder against
/// the compiler binary's path, size and modification date.
package struct Toolchain: Hashable, Sendable {
    /// The compiler to run (`swiftc`, or an absolute path).
    package var swiftc: String
    /// The output of `swiftc --version`.
    package var version: String

    package init(swiftc: String, version: String) {
        self.swiftc = swiftc
        self.version = version
    }

    /// Finds the version of `swiftc`, from the cache when the binary has not changed.
    ///
    /// - Throws: ``HandbookError`` when the compiler cannot be run.
    package static func detect(swiftc: String = "swiftc", runner: any ProcessRunner, cache: CacheDirectory?) throws -> Toolchain {
        let resolved = resolve(swiftc)
        let stamp = resolved.flatMap(fileStamp)
        let record = cache?.url.appendingPathComponent("toolchain.json")
        if let stamp, let record, let data = FileManager.default.contents(atPath: record.path),
            let saved = try? JSONDecoder().decode([String: String].self, from: data),
            saved["stamp"] == stamp, let version = saved["version"]
        {
            return Toolchain(swiftc: swiftc, version: version)
        }
        let output = try runner.run(SwiftcInvocation(executable: swiftc, arguments: ["--version"]), timeout: .seconds(60))
        guard output.exitCode == 0 else {
            throw HandbookError("'\(swiftc) --version' failed: \(output.standardError.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let version = (output.standardOutput + output.standardError).trimmingCharacters(in: .whitespacesAndNewlines)
        if let stamp, let record, let data = try? JSONEncoder().encode(["stamp": stamp, "version": version]) {
            try? data.write(to: record, options: .atomic)
        }
        return Toolchain(swiftc: swiftc, version: version)
    }

    /// The absolute path of `program`, searching `PATH` when it has no slash.
    static func resolve(_ program: String) -> String? {
        if program.contains("/") { return URL(fileURLWithPath: program).resolvingSymlinksInPath().path }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
            }
        }
        return nil
    }

    private static func fileStamp(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(date)"
    }
}
