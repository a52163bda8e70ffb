#if canImport(Glibc)
import Glibc

/// Tells the watch loop when something under the watched paths may have changed, from the
/// kernel's inotify events (Linux), so that it scans only then rather than every tick.
///
/// A hint, never the record: what changed is still found by comparing ``FileWatcher``
/// snapshots, and the loop scans in full every few seconds whatever the signal says (an
/// event the queue dropped, a watch the kernel refused). Every folder under the paths is
/// watched, and a folder created later is added when its event arrives; a file path (such as
/// `handbook.yml`) is watched through its folder. `init` fails where inotify is unavailable
/// or the watch limit is reached, and the loop then polls as before.
final class ChangeSignal: @unchecked Sendable {
    private let descriptor: Int32
    /// Watch descriptor → the folder it watches, to add the folders created inside it.
    private var folders: [Int32: String] = [:]
    private static let mask = UInt32(
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_DELETE_SELF
            | IN_MOVE_SELF)

    init?(paths: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                // Not there yet: its folder sees it appear.
                guard watch(parent(of: path)) else { return nil }
                continue
            }
            let ok = (info.st_mode & S_IFMT) == S_IFDIR ? watchTree(path, depth: 0) : watch(parent(of: path))
            guard ok else { return nil }
        }
    }

    deinit { close(descriptor) }

    /// Whether any event arrived since the last call (reading them all).
    func drain() -> Bool {
        var any = false
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { break }
            any = true
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = offset + MemoryLayout<inotify_event>.size
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, event.len > 0,
                    let folder = folders[event.wd]
                {
                    let name = String(cString: buffer.advanced(by: nameStart).assumingMemoryBound(to: CChar.self))
                    if !name.hasPrefix(".") { _ = watchTree(folder + "/" + name, depth: 1) }
                }
                offset = nameStart + Int(event.len)
            }
        }
        return any
    }

    private func watch(_ folder: String) -> Bool {
        let wd = inotify_add_watch(descriptor, folder, Self.mask)
        guard wd >= 0 else { return false }
        folders[wd] = folder
        return true
    }

    /// `folder` and the folders under it, as ``FileWatcher`` walks them (hidden ones left out,
    /// links inside not followed).
    private func watchTree(_ folder: String, depth: Int) -> Bool {
        guard watch(folder) else { return false }
        guard depth < 32, let directory = opendir(folder) else { return true }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard !name.hasPrefix(".") else { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                // A file system that does not say: ask (a link is not followed).
                var info = stat()
                isFolder = lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            guard isFolder else { continue }
            guard watchTree(folder + "/" + name, depth: depth + 1) else { return false }
        }
        return true
    }

    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
#else
/// Where there is no inotify (macOS), the watch loop polls: ``FileWatcher`` alone.
final class ChangeSignal: Sendable {
    init?(paths: [String]) { nil }
    func drain() -> Bool { true }
}
#endif
