import Foundation

/// Where Handbook keeps compiled surface modules and check results.
///
/// The default is `.handbook-cache/` under the project root. When that folder cannot be
/// created or written (a read-only checkout), a folder under the system's temporary
/// directory is used instead, so a check still runs, only without reuse across machines.
package struct CacheDirectory: Hashable, Sendable {
    /// The folder actually used.
    package let url: URL
    /// True when the requested folder was not writable and a temporary one is used.
    package let isFallback: Bool

    /// - Parameter requested: The folder to use, e.g. `<project>/.handbook-cache`.
    package init(requested: URL) {
        if Self.isWritable(requested) {
            url = requested
            isFallback = false
        } else {
            let name = "handbook-cache-\(getuid())-\(ContentHash.of(requested.standardizedFileURL.path).prefix(12))"
            url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            isFallback = true
        }
    }

    /// The default cache folder of a project.
    package static func `default`(projectRoot: URL) -> CacheDirectory {
        CacheDirectory(requested: projectRoot.appendingPathComponent(".handbook-cache"))
    }

    private static func isWritable(_ url: URL) -> Bool {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            return false
        }
        let probe = url.appendingPathComponent(".write-test-\(UUID().uuidString)")
        guard manager.createFile(atPath: probe.path, contents: Data()) else { return false }
        try? manager.removeItem(at: probe)
        return true
    }
}
