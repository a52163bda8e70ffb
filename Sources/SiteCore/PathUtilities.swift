import Foundation

/// Path helpers shared by the stages: relative paths for diagnostics and links.
package enum PathUtilities {
    /// `path` normalised (no `.` or `..` steps) and relative to `base`: `Sources/X.swift`
    /// below it, `../app/Sources/X.swift` beside it. A path that shares nothing with `base`
    /// but the root stays absolute (`/tmp/X.swift`), which says more than a chain of `..`.
    /// Relative arguments start from the working directory.
    package static func relative(_ path: String, to base: String) -> String {
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

    /// `path` made absolute with every symbolic link resolved (`realpath`). The part of the
    /// path that does not exist yet is appended as written, below its deepest existing folder,
    /// so a future output folder can be compared with existing ones. `nil` when a link loops.
    package static func resolvedPath(_ path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var missing: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                guard !missing.isEmpty else { return base }
                return (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            // Not there (or a dangling link): resolve its parent instead. A loop is not "missing".
            if errno == ELOOP { return nil }
            let url = URL(fileURLWithPath: existing)
            let parent = url.deletingLastPathComponent().path
            if parent == existing { return absolute }
            missing.append(url.lastPathComponent)
            existing = parent
        }
    }

    /// What a symbolic link found while walking a folder may do.
    package enum LinkCheck: Equatable, Sendable {
        /// `path` is not a symbolic link.
        case notALink
        /// A link to something that exists inside the folder: follow it (its real path).
        case follow(String)
        /// A link that must not be followed, with why ("symbolic link loops (…)").
        case refuse(String)
    }

    /// Whether the symbolic link at `path` may be followed: only when it resolves to something
    /// that exists inside `root` (already resolved), so a build never publishes files from
    /// elsewhere on the machine, and never walks a loop. `rootName` names `root` in the reason.
    package static func checkSymbolicLink(at path: String, inside root: String, rootName: String) -> LinkCheck {
        // `lstat` first: Foundation answers a file that is no link with a thrown error, which
        // cost a content walk more than the walk itself.
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
            let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
        else { return .notALink }
        guard let real = realpath(path, nil) else {
            return .refuse(
                errno == ELOOP
                    ? "symbolic link loops (it leads to itself through '\(destination)')"
                    : "symbolic link points to nothing ('\(destination)')")
        }
        defer { free(real) }
        let resolved = String(cString: real)
        guard isSameOrInside(resolved, root) else { return .refuse("symbolic link points outside the \(rootName)") }
        return .follow(resolved)
    }

    /// Whether `path` is `folder` or lies below it (both already resolved, see ``resolvedPath(_:)``).
    package static func isSameOrInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The relative URL that leads from the page at `from` to `to` (both site-relative,
    /// `/`-separated, e.g. `lists/identity.html`), with the target's names percent-encoded
    /// (``HTMLEscaping/encodePath(_:)``).
    package static func relativeURL(from: String, to: String) -> String {
        var fromParts = from.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !fromParts.isEmpty { fromParts.removeLast() }  // the file name
        let toParts = to.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var common = 0
        while common < fromParts.count, common < toParts.count - 1, fromParts[common] == toParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromParts.count - common)
        // The target's segments are file names: `#`, `?` or `%` in one must not end the path.
        let rest = toParts[common...].map(HTMLEscaping.encodePath)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "./" : joined
    }

    /// Writes `data` to `url` whole or not at all: to a temporary file beside it, then renamed
    /// into place. No fsync: for caches, whose entries must be complete, not durable.
    package static func replaceFile(at url: URL, with data: Data) throws {
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
    package static func writeFile(_ data: Data, toPath path: String) throws {
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
