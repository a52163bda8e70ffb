import Foundation

/// Path helpers shared by the stages: relative paths for diagnostics and links.
public enum PathUtilities {
    /// `path` normalised (no `.` or `..` steps) and relative to `base`: `Sources/X.swift`
    /// below it, `../app/Sources/X.swift` beside it. A path that shares nothing with `base`
    /// but the root stays absolute (`/tmp/X.swift`), which says more than a chain of `..`.
    /// Relative arguments start from the working directory.
    public static func relative(_ path: String, to base: String) -> String {
        let p = URL(fileURLWithPath: path).standardizedFileURL.path
        let b = URL(fileURLWithPath: base).standardizedFileURL.path
        if p == b { return "." }
        let pathParts = p.split(separator: "/"), baseParts = b.split(separator: "/")
        var common = 0
        while common < pathParts.count, common < baseParts.count, pathParts[common] == baseParts[common] { common += 1 }
        guard common > 0 else { return p }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        return (ups + pathParts[common...].map(String.init)).joined(separator: "/")
    }

    /// The relative URL that leads from the page at `from` to `to` (both site-relative,
    /// `/`-separated, e.g. `lists/identity.html`).
    public static func relativeURL(from: String, to: String) -> String {
        var fromParts = from.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !fromParts.isEmpty { fromParts.removeLast() }  // the file name
        let toParts = to.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var common = 0
        while common < fromParts.count, common < toParts.count - 1, fromParts[common] == toParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromParts.count - common)
        let rest = toParts[common...]
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "./" : joined
    }

    /// Writes `data` to `url` whole or not at all: to a temporary file beside it, then renamed
    /// into place. No fsync: for caches, whose entries must be complete, not durable.
    public static func replaceFile(at url: URL, with data: Data) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0 ... .max)).tmp")
        do {
            try writeFile(data, toPath: temporary.path)
            guard rename(temporary.path, url.path) == 0 else {
                throw HandbookError("cannot move a file into place", path: url.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Creates or truncates the file at `path` and writes `data` to it, with plain `open`,
    /// `write` and `close`.
    ///
    /// Foundation's `Data.write(to:)` calls `fsync` for every file on Linux, which made
    /// writing a site's few thousand files cost more than rendering them. Site output and
    /// cache entries need to be complete, not durable on disk: they are written into a
    /// staging folder or beside their final name and moved into place by `rename`.
    public static func writeFile(_ data: Data, toPath path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw HandbookError("cannot create the file: \(String(cString: strerror(errno)))", path: path)
        }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw HandbookError("cannot write the file: \(String(cString: strerror(errno)))", path: path)
                }
                offset += written
            }
        }
    }
}
