import Foundation
import SiteCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One build at a time per output folder: an exclusive `flock` on `.Output.handbook-lock`
/// beside it, held from before the staging folder is made until the new site is in place.
///
/// A second build waits for the first up to ``defaultWait``, then refuses with a message
/// naming the process that holds the lock. The operating system releases the lock when its
/// process ends, however it ends (even SIGKILL), so a crashed build never blocks the next.
/// The holder removes the lock file before it unlocks; a build that was waiting on the
/// removed file sees that the path no longer names it, and locks the path afresh.
package final class OutputLock: Sendable {
    /// How long a second build waits before it gives up.
    package static let defaultWait: Duration = .seconds(10)

    package let lockPath: String
    private let descriptor: Int32
    /// An interrupted build removes the lock file too (the lock itself dies with the process).
    private let registration: ProcessCleanup.Registration

    /// Takes the lock of the output folder `output`, waiting up to `wait`.
    /// - Throws: ``HandbookError`` when another build holds it past `wait`, or the lock
    ///   file cannot be made.
    package init(output: String, wait: Duration = OutputLock.defaultWait) throws {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        let lockPath = parent + "/." + url.lastPathComponent + ".handbook-lock"
        self.lockPath = lockPath
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw HandbookError("cannot create the folder of the output: \(error.localizedDescription)", path: parent)
        }
        let deadline = ContinuousClock.now.advanced(by: wait)
        var descriptor: Int32
        while true {
            descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw HandbookError("cannot create the output's lock file: \(String(cString: strerror(errno)))", path: lockPath)
            }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw HandbookError("cannot lock the output folder: \(reason)", path: lockPath)
                }
                if ContinuousClock.now >= deadline {
                    let holder = Self.holder(of: descriptor).map { " (process \($0))" } ?? ""
                    close(descriptor)
                    throw HandbookError(
                        "another handbook build\(holder) is writing this output folder; try again when it has finished",
                        path: output)
                }
                usleep(50_000)
            }
            if Self.isStillAt(lockPath, descriptor) { break }
            close(descriptor)  // its holder removed it while this build waited: lock the new one
        }
        self.descriptor = descriptor
        self.registration = ProcessCleanup.register(folder: lockPath)
        // Who holds it, for the message of a build that has to wait.
        let pid = Data("\(ProcessInfo.processInfo.processIdentifier)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Whether `path` still names the file open as `descriptor`.
    private static func isStillAt(_ path: String, _ descriptor: Int32) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// The process id written into the lock file by its holder.
    private static func holder(of descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Removes the lock file and lets the next build in.
    deinit {
        unlink(lockPath)
        ProcessCleanup.unregister(registration)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
