import Foundation

/// Notices changes under a few folders and files by polling their modification times.
///
/// Polling is portable (Linux, macOS) and cheap at handbook sizes: one `lstat` per file per
/// tick. Hidden files (editor swap files, `.DS_Store`) are ignored; symlinked folders are
/// watched as links, not followed, so a link to a large folder is never walked.
struct FileWatcher: Sendable {
    /// What one file looked like at one moment.
    struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    /// Every watched file → its stamp.
    typealias Snapshot = [String: Stamp]

    var paths: [String]

    /// The current state of every file under the watched paths (a missing path is simply absent).
    func snapshot() -> Snapshot {
        var result: Snapshot = [:]
        for path in paths { Self.scan(path, into: &result, depth: 0) }
        return result
    }

    /// The paths that differ between two snapshots (added, removed or changed), sorted.
    static func changes(from old: Snapshot, to new: Snapshot) -> [String] {
        var changed: [String] = []
        for (path, stamp) in new where old[path] != stamp { changed.append(path) }
        for path in old.keys where new[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    private static func scan(_ path: String, into result: inout Snapshot, depth: Int) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        result[path] = Stamp(
            seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
            size: Int64(info.st_size), inode: UInt64(info.st_ino))
        // Follow a symlink given as a root (e.g. a theme folder that is a link), never one found inside.
        var isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        if depth == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            var target = stat()
            isDirectory = stat(path, &target) == 0 && (target.st_mode & S_IFMT) == S_IFDIR
        }
        guard isDirectory, depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where !name.hasPrefix(".") && !name.hasSuffix("~") {
            scan(path + "/" + name, into: &result, depth: depth + 1)
        }
    }
}
