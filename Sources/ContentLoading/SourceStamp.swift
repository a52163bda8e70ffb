import Foundation

/// A page file as `stat` found it just before it was read: the same file (device, inode),
/// of the same size, neither written nor changed since (modified and status-change times, to
/// the nanosecond). A build that finds a page's stamp as the previous build recorded it takes
/// the page's text to be the one read then, and does not hash it again (as git's index does).
///
/// The status-change time (`ctime`) cannot be set back: an edit that keeps the size and puts
/// the modified time back (`touch -d`) still changes the stamp, and so does a file replaced by
/// another (a new inode). A file modified or changed in the two seconds before it was stamped
/// is *racy*, as git calls it: on a file system that keeps coarse times, it could be written
/// again with the same stamp. It gets no stamp, so its text is hashed by the next build too.
/// `--no-cache` hashes every page whatever its stamp.
package struct SourceStamp: Codable, Sendable, Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Modified time, in nanoseconds since 1970.
    var modified: Int64
    /// Status-change time, in nanoseconds since 1970.
    var changed: Int64

    /// The stamp of the regular file at `path`; `nil` when there is none, or when the file was
    /// modified or changed within two seconds of `now` (or after it).
    package init?(path: String, now: Date = Date()) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let settled = Int64(now.timeIntervalSince1970.rounded(.down)) - 1
        guard Int64(info.st_mtim.tv_sec) < settled, Int64(info.st_ctim.tv_sec) < settled else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}
