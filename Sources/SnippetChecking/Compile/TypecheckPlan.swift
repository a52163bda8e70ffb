import SiteCore

/// What one compiler run said about each file of its batch.
struct RunReading: Sendable {
    /// The run's files (indices into the run's examples), in command-line order.
    let batch: [Int]
    /// Diagnostics per file, without the sentinel, in the generated file's coordinates and
    /// without the temporary path.
    var perFile: [Int: [CompilerDiagnostic]] = [:]
    /// Files whose sentinel the compiler printed.
    var sentinels: Set<Int> = []
    /// Errors with no place (driver errors, `<unknown>:0`).
    var unplacedErrors: [CompilerDiagnostic] = []
    /// The process ended by itself with status 0 or 1 and printed no crash report.
    var endedNormally: Bool
    var timedOut: Bool
    /// The file a crash report names, if any.
    var crashedIn: Int?
    /// A first line of the output, for reasons.
    var firstLine: String?
    var exitCode: Int32

    init(output: ProcessOutput, batch: [Int], paths: [String], pathToExample: [String: Int], proof: TypecheckProof) {
        self.batch = batch
        exitCode = output.exitCode
        timedOut = output.timedOut
        let text = output.standardError + "\n" + output.standardOutput
        let crashed = Self.crashMarkers.contains { text.contains($0) }
        endedNormally = !output.timedOut && (output.exitCode == 0 || output.exitCode == 1) && !crashed
        let members = Set(batch)
        for var diagnostic in CompilerOutputParser.parse(text) {
            guard let path = diagnostic.path, let index = pathToExample[path], members.contains(index) else {
                if diagnostic.severity == .error, diagnostic.path == nil { unplacedErrors.append(diagnostic) }
                continue
            }
            if proof.isSentinel(diagnostic, ofFile: index) {
                sentinels.insert(index)
                continue
            }
            // Forget the temporary path: positions are kept in the generated file's
            // coordinates (so results can be cached) and mapped with its LineMap.
            diagnostic.path = nil
            diagnostic.notes = diagnostic.notes.filter { $0.path == path }.map { note in
                var note = note
                note.path = nil
                return note
            }
            perFile[index, default: []].append(diagnostic)
        }
        if crashed, let dump = text.range(of: "Stack dump:") ?? text.range(of: "Please submit a bug report") {
            let report = text[dump.lowerBound...]
            crashedIn = batch.first { report.contains(paths[$0]) }
        }
        firstLine = text.split(separator: "\n").lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.contains(TypecheckProof.prefix) }
    }

    /// Files typechecked to their end: sentinel printed by a run that ended normally.
    var proven: Set<Int> { endedNormally ? sentinels : [] }

    /// Nothing in the output concerns any file: no sentinel, no diagnostic.
    var isSilent: Bool { sentinels.isEmpty && perFile.isEmpty }

    /// The module a file could not import, from its `no such module` error.
    func missingModule(in file: Int) -> String? {
        for diagnostic in perFile[file] ?? [] where diagnostic.severity == .error {
            for prefix in ["no such module '", "could not find module '"] where diagnostic.message.hasPrefix(prefix) {
                let rest = diagnostic.message.dropFirst(prefix.count)
                if let end = rest.firstIndex(of: "'") { return String(rest[..<end]) }
            }
        }
        return nil
    }

    /// A file's error saying a module it imports exists but cannot be loaded (a damaged
    /// or foreign compiled module).
    func moduleLoadFailure(in file: Int) -> CompilerDiagnostic? {
        (perFile[file] ?? []).first { diagnostic in
            diagnostic.severity == .error && SurfaceCache.moduleLoadFailures.contains { diagnostic.message.contains($0) }
        }
    }

    /// What a compiler prints when it crashes (directly, or reported by the driver).
    static let crashMarkers = ["Stack dump:", "failed due to signal", "Please submit a bug report", "PLEASE submit a bug report"]
}

/// The rounds of a typecheck: which files run together next, and what is settled.
///
/// Round one runs every file (in batches balanced over parallel invocations). After each
/// round a file is settled when the run proved it typechecked to its end, or when its own
/// import failed (a module that neither the surface nor the toolchain has). The rest run
/// again: together when the round settled something, otherwise without the file that
/// most likely stopped the run (the file a crash report names, a file with errors, or
/// after a timeout or a kill the first file not proven after some that were, since files
/// are typechecked in order), and with no suspect, in halves. A file alone that still gets no proof is settled with what
/// happened. The number of runs is bounded: what is left when the budget is spent is
/// reported as not reached.
struct TypecheckPlan {
    /// What runs in the next round.
    var batches: [[Int]]
    /// Settled files.
    var outcomes: [Int: RawCompileResult] = [:]
    /// Runs that may still start.
    var budget: Int

    init(batches: [[Int]], fileCount: Int, maximumInvocations: Int) {
        self.batches = batches.filter { !$0.isEmpty }
        var depth = 0
        while 1 << depth < max(fileCount, 1) { depth += 1 }
        budget = self.batches.count + 2 * depth + 2 * maximumInvocations + 4
    }

    mutating func advance(with readings: [RunReading], timeout: Duration) {
        budget -= readings.count
        var next: [[Int]] = []
        var anyProgress = false
        for reading in readings {
            var unresolved: [Int] = []
            for file in reading.batch {
                if reading.proven.contains(file) {
                    outcomes[file] = RawCompileResult(status: .checked, diagnostics: reading.perFile[file] ?? [])
                } else if let module = reading.missingModule(in: file) {
                    outcomes[file] = RawCompileResult(
                        status: .moduleMissing, reason: "module '\(module)' is not in the surface", missingModule: module)
                } else if let failure = reading.moduleLoadFailure(in: file) {
                    outcomes[file] = RawCompileResult(
                        status: .compilerFailed, reason: "the compiler could not load a module: \(failure.message)", diagnostics: [failure])
                } else {
                    unresolved.append(file)
                }
            }
            guard !unresolved.isEmpty else {
                anyProgress = true
                continue
            }
            if unresolved.count < reading.batch.count {
                anyProgress = true
                next.append(unresolved)
            } else if unresolved.count == 1 {
                anyProgress = true
                outcomes[unresolved[0]] = Self.unproven(unresolved[0], reading: reading, timeout: timeout)
            } else if let suspect = Self.suspect(in: reading) {
                anyProgress = true
                next.append([suspect])
                next.append(unresolved.filter { $0 != suspect })
            } else {
                let half = unresolved.count / 2
                next.append(Array(unresolved[..<half]))
                next.append(Array(unresolved[half...]))
            }
        }
        // A whole round in which no run confirmed or explained anything, with nothing to
        // blame: the compiler itself is not working. Splitting further would only repeat it.
        // (A silent run that timed out or was killed may have a hanging file: it is split.)
        let systemic = !anyProgress && readings.allSatisfy { $0.isSilent && $0.endedNormally }
        if systemic || budget < next.count {
            let reason =
                systemic
                ? "the compiler ended without confirming it typechecked this example (\(readings.first.map(Self.describe) ?? "no run"))"
                : "the compiler stopped before reaching this example in every run (\(readings.first.map(Self.describe) ?? "no run"))"
            for file in next.joined() { outcomes[file] = RawCompileResult(status: .compilerFailed, reason: reason) }
            next = []
        }
        batches = next
    }

    /// The file most likely to have stopped a run that settled nothing.
    private static func suspect(in reading: RunReading) -> Int? {
        if let crashed = reading.crashedIn { return crashed }
        if let withErrors = reading.batch.first(where: { file in reading.perFile[file]?.contains { $0.severity == .error } == true }) {
            return withErrors
        }
        // Files are typechecked in order: a run stopped after proving some files most likely
        // stopped in the first one it did not prove. With no sentinel at all, nothing tells.
        if !reading.endedNormally, !reading.sentinels.isEmpty { return reading.batch.first { !reading.sentinels.contains($0) } }
        return nil
    }

    /// The result of a file that, alone, still got no proof.
    private static func unproven(_ file: Int, reading: RunReading, timeout: Duration) -> RawCompileResult {
        if reading.timedOut {
            return RawCompileResult(
                status: .timedOut, reason: "typechecking timed out after \(Typechecker.describe(timeout)) (the compiler was stopped)")
        }
        if reading.crashedIn != nil || (!reading.endedNormally && reading.exitCode != 0 && reading.exitCode != 1) {
            return RawCompileResult(status: .compilerFailed, reason: "the compiler crashed on this example (\(describe(reading)))")
        }
        let errors = reading.perFile[file] ?? []
        if errors.contains(where: { $0.severity == .error }) {
            return RawCompileResult(status: .incomplete, reason: "the compiler stopped before finishing this example", diagnostics: errors)
        }
        return RawCompileResult(
            status: .compilerFailed, reason: "the compiler ended without confirming it typechecked this example (\(describe(reading)))"
        )
    }

    private static func describe(_ reading: RunReading) -> String {
        let status =
            reading.timedOut ? "stopped at the time limit" : reading.exitCode < 0 ? "killed by a signal" : "exit status \(reading.exitCode)"
        if let line = reading.unplacedErrors.first?.message ?? reading.firstLine {
            return "\(status): \(line.count > 160 ? String(line.prefix(160)) + "…" : line)"
        }
        return "\(status), no output"
    }
}
