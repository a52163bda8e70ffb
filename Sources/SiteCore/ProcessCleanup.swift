import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run must undo when it is interrupted: the process groups of the compilers it
/// started and the temporary folders it made (the output's staging folder, scratch folders).
///
/// Whatever makes such a thing registers it here and unregisters it when done with it. On
/// Ctrl-C (SIGINT), SIGTERM or SIGHUP, once ``installInterruptHandlers(lastWords:)`` ran,
/// every registered group is killed and every registered folder removed before the process
/// exits with 128 + the signal's number (130, 143, 129). What a SIGKILL leaves behind carries
/// the process id in its name, so the next run can tell it is stale (``removeStaleFolders(in:prefix:)``).
package enum ProcessCleanup {
    /// A registered folder or process group, to unregister.
    package struct Registration: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct State {
        var folders: [Int: String] = [:]
        var processGroups: [Int: pid_t] = [:]
        var nextID = 0
    }

    private static let state = Mutex(State())
    /// Held while a child is started and registered, or while the output is swapped into
    /// place: an interrupt waits for it, so nothing is half-done when the process exits.
    private static let criticalSection = NSLock()
    private static let interrupted = Atomic<Bool>(false)

    /// Removes `path` (a folder, recursively, or a file) if the run is interrupted, until ``unregister(_:)``.
    package static func register(folder path: String) -> Registration {
        state.withLock { state in
            state.nextID += 1
            state.folders[state.nextID] = path
            return Registration(id: state.nextID)
        }
    }

    /// Kills the process group `group` (SIGKILL) if the run is interrupted, until ``unregister(_:)``.
    package static func register(processGroup group: pid_t) -> Registration {
        state.withLock { state in
            state.nextID += 1
            state.processGroups[state.nextID] = group
            return Registration(id: state.nextID)
        }
    }

    package static func unregister(_ registration: Registration) {
        state.withLock { state in
            state.folders[registration.id] = nil
            state.processGroups[registration.id] = nil
        }
    }

    /// Whether an interrupt is being handled: work that would create files should stop.
    package static var isInterrupted: Bool { interrupted.load(ordering: .relaxed) }

    /// Runs `body` with interrupts held back until it returns: for starting a child and
    /// registering it, or renaming folders that must not be left half-swapped.
    package static func uninterrupted<T>(_ body: () throws -> T) rethrows -> T {
        criticalSection.lock()
        defer { criticalSection.unlock() }
        return try body()
    }

    /// Parks the calling thread for good when an interrupt is being handled (the process is
    /// about to exit with the signal's status): for a thread whose child was just killed,
    /// so that it reports no failure and exits with no other status first.
    package static func parkIfInterrupted() {
        guard handlingSignal else { return }
        while true { pause() }
    }

    /// Kills every registered process group (SIGKILL: compilers hold no state worth saving).
    package static func killProcessGroups() {
        let groups = state.withLock { Array($0.processGroups.values) }
        for group in groups where group > 0 { kill(-group, SIGKILL) }
    }

    /// Removes every registered folder. A thread still writing may recreate one right after
    /// it is removed, so each is removed until it stays gone (a few tries).
    package static func removeFolders() {
        let folders = state.withLock { Array($0.folders.values) }
        let manager = FileManager.default
        for folder in folders {
            for attempt in 0..<5 where manager.fileExists(atPath: folder) {
                if attempt > 0 { usleep(20_000) }
                try? manager.removeItem(atPath: folder)
            }
        }
    }

    /// Marks the run as interrupted (no child is started any more, see ``isInterrupted``)
    /// and kills the registered process groups: for a command that stops on its own terms.
    package static func stopChildren() {
        interrupted.store(true, ordering: .relaxed)
        uninterrupted { killProcessGroups() }
    }

    /// Kills the registered process groups and removes the registered folders, now.
    package static func cleanUp() {
        killProcessGroups()
        removeFolders()
    }

    // MARK: Stale leftovers

    /// Removes the entries of `folder` named `<prefix><pid>-…` whose process is gone: what
    /// a run killed with SIGKILL (or a crash) left behind. Entries of live processes, and
    /// names that do not carry a process id after `prefix`, are left alone.
    /// - Returns: the paths removed.
    @discardableResult
    package static func removeStaleFolders(in folder: String, prefix: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let digits = rest.split(separator: "-", maxSplits: 1).first, let pid = pid_t(digits), pid > 0 else { continue }
            guard !isAlive(pid) else { continue }
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// Whether a process with this id exists (possibly another user's).
    package static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    // MARK: Signals

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that clean up (see ``cleanUp()``),
    /// call `lastWords` with the signal's number (to print a line), and exit with 128 + it.
    /// A second signal while that runs exits at once. Idempotent.
    ///
    /// The handler itself only writes the signal's number to a pipe; a thread of its own
    /// reads it and does the work, so the cleanup runs even when every other thread is busy.
    package static func installInterruptHandlers(lastWords: @escaping @Sendable (Int32) -> Void = { _ in }) {
        let firstTime = handlerInstalled.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard firstTime else { return }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        _ = fcntl(descriptors[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptors[1], F_SETFD, FD_CLOEXEC)
        // Both globals the handler reads are set here, before it can run: their first use
        // (a lazy initialisation) must not happen inside the handler.
        signalPipeWrite = descriptors[1]
        handlingSignal = false
        let readEnd = descriptors[0]
        let thread = Thread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {}
            handlingSignal = true
            interrupted.store(true, ordering: .relaxed)
            criticalSection.lock()  // never unlocked: the process ends here
            cleanUp()
            lastWords(Int32(number))
            _exit(128 + Int32(number))
        }
        thread.name = "handbook-interrupt"
        thread.start()
        // Another thread ending the process meanwhile (a command failing because its
        // compiler was killed) waits for the cleanup, whose status wins.
        atexit { ProcessCleanup.parkIfInterrupted() }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, interruptSignalHandler)
        }
    }

    private static let handlerInstalled = Mutex(false)
}

/// Written by ``ProcessCleanup/installInterruptHandlers(lastWords:)`` before any handler is
/// installed, then only read (from the signal handler).
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1
/// Set once the cleanup thread took over: a second signal then exits at once.
nonisolated(unsafe) private var handlingSignal = false

/// Async-signal-safe: one `write` (or `_exit`).
private func interruptSignalHandler(_ number: Int32) {
    if handlingSignal { _exit(128 + number) }
    var byte = UInt8(truncatingIfNeeded: number)
    if write(signalPipeWrite, &byte, 1) != 1 { _exit(128 + number) }
}
