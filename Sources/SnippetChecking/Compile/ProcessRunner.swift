import CProcessGuard
import Foundation
import SiteCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished (or killed) process left behind.
package struct ProcessOutput: Hashable, Sendable {
    package var exitCode: Int32
    package var standardOutput: String
    package var standardError: String
    /// True when the runner killed the process because it ran past its time limit.
    package var timedOut: Bool

    package init(exitCode: Int32, standardOutput: String, standardError: String, timedOut: Bool = false) {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.timedOut = timedOut
    }
}

/// Runs compiler commands. The real one spawns processes; tests inject a counting or
/// scripted one (the way swift-log ships an in-memory handler).
package protocol ProcessRunner: Sendable {
    /// Runs `invocation` to completion, or kills it (and its children) after `timeout`.
    ///
    /// - Throws: ``HandbookError`` when the program cannot be started at all.
    func run(_ invocation: SwiftcInvocation, timeout: Duration) throws -> ProcessOutput
}

/// Spawns a real process in its own process group, so that a timeout kills the compiler
/// driver and every frontend it started, and never leaves the caller hanging. The group is led
/// by a guardian (``handbook_spawn_guarded``) that kills it when this process dies, even by
/// SIGKILL.
///
/// The group and the scratch folder (`handbook-run-<pid>-…` in the temporary folder) are
/// registered with ``ProcessCleanup``: Ctrl-C or SIGTERM kills the group and removes the
/// folder, and scratch folders a killed run left behind are removed by the next one.
package struct SystemProcessRunner: ProcessRunner {
    package init() {}

    /// The scratch folders' name: the process id follows, so a stale one can be told.
    static let scratchPrefix = "handbook-run-"

    /// Removes the scratch folders of runs that no longer exist, once per process.
    private static let staleScratchRemoved: Bool = {
        ProcessCleanup.removeStaleFolders(in: FileManager.default.temporaryDirectory.path, prefix: scratchPrefix)
        return true
    }()

    package func run(_ invocation: SwiftcInvocation, timeout: Duration) throws -> ProcessOutput {
        _ = Self.staleScratchRemoved
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(Self.scratchPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let scratchRegistration = ProcessCleanup.register(folder: scratch.path)
        defer {
            try? FileManager.default.removeItem(at: scratch)
            ProcessCleanup.unregister(scratchRegistration)
        }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        let argv = [invocation.executable] + invocation.arguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        // Started and registered as one step: an interrupt in between would miss the group.
        // The guardian kills the group if this process is killed outright (SIGKILL), which
        // no handler here can see.
        let (status, group) = ProcessCleanup.uninterrupted { () -> (Int32, ProcessCleanup.Registration?) in
            if ProcessCleanup.isInterrupted { return (EINTR, nil) }  // stopping: start nothing
            let status = handbook_spawn_guarded(
                invocation.executable, getenv("PATH"), &cArguments, environ, outPath, errPath, &pid)
            return (status, status == 0 ? ProcessCleanup.register(processGroup: pid) : nil)
        }
        guard status == 0, let group else {
            throw HandbookError(
                "cannot run '\(invocation.executable)': \(String(cString: strerror(status)))",
                path: invocation.executable
            )
        }

        let deadline = ContinuousClock.now.advanced(by: timeout)
        var waitStatus: Int32 = 0
        var timedOut = false
        var pause: UInt32 = 1_000
        while true {
            let result = waitpid(pid, &waitStatus, WNOHANG)
            if result == pid { break }
            if result == -1 && errno != EINTR { break }
            if ContinuousClock.now >= deadline {
                timedOut = true
                kill(-pid, SIGKILL)
                while waitpid(pid, &waitStatus, 0) == -1 && errno == EINTR {}
                break
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        // Reaped: its id may be reused from now on, so it must not be killed any more.
        ProcessCleanup.unregister(group)
        // Killed by an interrupt: the process is exiting; report nothing.
        ProcessCleanup.parkIfInterrupted()
        let exitCode: Int32 = Self.exited(waitStatus) ? Self.exitStatus(waitStatus) : -1
        return ProcessOutput(
            exitCode: timedOut ? -1 : exitCode,
            standardOutput: Self.read(outPath),
            standardError: Self.read(errPath),
            timedOut: timedOut
        )
    }

    private static func exited(_ status: Int32) -> Bool { status & 0x7f == 0 }
    private static func exitStatus(_ status: Int32) -> Int32 { (status >> 8) & 0xff }

    private static func read(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
