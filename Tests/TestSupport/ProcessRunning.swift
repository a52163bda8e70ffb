import Foundation

/// The result of running a program.
public struct ProgramResult: Sendable {
    public var exitCode: Int32
    public var standardOutput: String
    public var standardError: String
}

/// Runs the built `handbook` executable (`.build/debug/handbook`, or `HANDBOOK_EXECUTABLE`).
public func runHandbook(_ arguments: [String], in directory: String, environment: [String: String] = [:], timeout: TimeInterval = 300)
    throws -> ProgramResult
{
    let executable = ProcessInfo.processInfo.environment["HANDBOOK_EXECUTABLE"] ?? handbookExecutablePath()
    return try runProgram(executable, arguments, in: directory, environment: environment, timeout: timeout)
}

/// The path of the built executable beside the test bundle.
public func handbookExecutablePath() -> String {
    // Tests run from the package root; the bundle sits in .build/<triple>/debug.
    for bundle in Bundle.allBundles {
        let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("handbook").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return packageRoot() + "/.build/debug/handbook"
}

/// Runs `executable` with a hard timeout; output is read concurrently so pipes never fill.
public func runProgram(
    _ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:], timeout: TimeInterval = 300
) throws -> ProgramResult {
    try RunningProgram(executable, arguments, in: directory, environment: environment).wait(timeout: timeout)
}

/// Starts the built `handbook` executable without waiting for it (see ``runHandbook(_:in:environment:timeout:)``).
public func startHandbook(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> RunningProgram {
    let executable = ProcessInfo.processInfo.environment["HANDBOOK_EXECUTABLE"] ?? handbookExecutablePath()
    return try RunningProgram(executable, arguments, in: directory, environment: environment)
}

/// A program started in the background, its output collected as it comes.
public final class RunningProgram: @unchecked Sendable {
    private let process = Process()
    private let out = Pipe(), err = Pipe()
    private let collected = OutputCollector()

    public init(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let collected = self.collected
        out.fileHandleForReading.readabilityHandler = { collected.appendOut($0.availableData) }
        err.fileHandleForReading.readabilityHandler = { collected.appendErr($0.availableData) }
        try process.run()
    }

    public var processIdentifier: Int32 { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }
    /// Standard error so far.
    public var standardError: String { collected.err }

    /// Sends `signal` (SIGINT, SIGTERM, SIGKILL) to the program.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the program to end, killing it after `timeout`. The exit code of a program
    /// ended by a signal is 128 + the signal's number, as a shell reports it.
    public func wait(timeout: TimeInterval = 300) -> ProgramResult {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                Thread.sleep(forTimeInterval: 0.5)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        collected.appendOut(out.fileHandleForReading.readDataToEndOfFile())
        collected.appendErr(err.fileHandleForReading.readDataToEndOfFile())
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ProgramResult(exitCode: status, standardOutput: collected.out, standardError: collected.err)
    }
}

private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var outData = Data(), errData = Data()
    func appendOut(_ d: Data) { lock.lock(); outData.append(d); lock.unlock() }
    func appendErr(_ d: Data) { lock.lock(); errData.append(d); lock.unlock() }
    var out: String { lock.lock(); defer { lock.unlock() }; return String(decoding: outData, as: UTF8.self) }
    var err: String { lock.lock(); defer { lock.unlock() }; return String(decoding: errData, as: UTF8.self) }
}
