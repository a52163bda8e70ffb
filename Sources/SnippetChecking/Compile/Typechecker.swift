import Foundation
import SiteCore
import Synchronization

/// Typechecks every example of a run in one compiler invocation.
///
/// All wrapped files go to a single `swiftc -typecheck -wmo -module-name HandbookExamples`
/// (whole-module mode: one frontend process that typechecks every file and reports the
/// errors of each file; without it the driver stops after the first failing batch). With
/// more than ``splitThreshold`` files and several cores, the files are split over
/// ``maximumInvocations`` parallel invocations. Each invocation has a hard time limit: on
/// timeout its process group is killed.
///
/// An example counts as typechecked only on proof (``TypecheckProof``); files a run did
/// not prove are compiled again without the file that stopped it (``TypecheckPlan``), so
/// a missing module, a crash or a hang in one example leaves the others checked and is
/// reported on that example alone.
///
/// Every diagnostic is mapped back through the example's ``LineMap``: example lines to
/// `file.md:line:col`, prelude lines to the prelude file (reported once per run),
/// wrapper lines to the example's first line; lines copied from earlier examples are
/// dropped. Temporary paths never leave this type.
package struct Typechecker: Sendable {
    package var swiftc: String
    package var target: TypecheckTarget
    package var runner: any ProcessRunner
    /// Time limit per compiler invocation.
    package var timeout: Duration
    /// Swift language mode of examples (`-swift-version`).
    package var languageMode: String
    /// More files than this are split over several invocations.
    package var splitThreshold: Int
    /// The most invocations run in parallel: `min(cores, 2)` by default.
    package var maximumInvocations: Int
    /// Extra flags for every invocation.
    package var extraFlags: [String]
    /// The folder of the `PlatformDomains` module examples are held to (see
    /// ``AvailabilityDomains``): a page's deployment target. Nil: for a surface, the folder
    /// with every domain enabled.
    var availabilityDomains: URL?

    /// The `PlatformDomains` folder of this typecheck, if the target has domains.
    var domainsFolder: URL? {
        if let availabilityDomains { return availabilityDomains }
        guard case let .surface(moduleDirectory) = target else { return nil }
        let all = moduleDirectory.appendingPathComponent(AvailabilityDomains.folderName).appendingPathComponent("all")
        return FileManager.default.fileExists(atPath: all.appendingPathComponent("module.modulemap").path) ? all : nil
    }
    /// When set, the generated files and the compiler arguments (`arguments.txt`, one per
    /// line, without the files) are copied here: a debugging aid, and how
    /// `benchmarks/typecheck.sh` compiles the same files one by one.
    package var keptFilesDirectory: URL?
    /// When set (with ``frontendCache``), the frontend job the driver plans is learnt once
    /// and run directly (see ``FrontendCommand``); otherwise `swiftc` runs every time.
    package var toolchainVersion: String?
    /// Where the learnt frontend job is remembered.
    package var frontendCache: CacheDirectory?
    /// False for `--no-cache`: the frontend job is learnt again from the driver, not read.
    package var trustsFrontendCache = true
    /// Whether examples importing a module the target may lack run in a batch of their own
    /// in the first round (an optimisation; tests turn it off to exercise the retries).
    var isolatesUnusualImports = true

    /// The module all examples are compiled in.
    package static let moduleName = "HandbookExamples"

    package init(
        swiftc: String = "swiftc", target: TypecheckTarget, runner: any ProcessRunner = SystemProcessRunner(),
        timeout: Duration = .seconds(120), languageMode: String = "5", splitThreshold: Int = 200,
        maximumInvocations: Int = min(ProcessInfo.processInfo.activeProcessorCount, 2), extraFlags: [String] = []
    ) {
        self.swiftc = swiftc
        self.target = target
        self.runner = runner
        self.timeout = timeout
        self.languageMode = languageMode
        self.splitThreshold = splitThreshold
        self.maximumInvocations = max(1, maximumInvocations)
        self.extraFlags = extraFlags
        self.keptFilesDirectory = nil
    }

    /// The result of one typecheck run.
    package struct Report: Sendable {
        /// Per example id, mapped into Markdown.
        package var results: [String: CompileResult]
        /// Per example id, in generated-file coordinates (what the results cache keeps).
        package var raw: [String: RawCompileResult]
        /// Diagnostics that belong to no single example: prelude errors, driver errors.
        package var runDiagnostics: [Diagnostic]
        /// The compiler commands that ran.
        package var invocations: [SwiftcInvocation]
    }

    /// The command that typechecks `files` (absolute paths).
    package func invocation(for files: [String]) throws -> SwiftcInvocation {
        let prefix = try target.commandPrefix(swiftc: swiftc, runner: runner)
        return SwiftcInvocation(
            executable: prefix.executable,
            arguments: prefix.arguments + [
                "-typecheck", "-wmo", "-parse-as-library", "-module-name", Self.moduleName,
                "-swift-version", languageMode, "-diagnostic-style", "llvm", "-no-color-diagnostics",
            ] + (domainsFolder.map { AvailabilityDomains.featureFlags + ["-I", $0.path] } ?? []) + extraFlags + files
        )
    }

    /// Typechecks `examples`, each in its own file.
    ///
    /// An example's result is `checked` only with proof that the compiler typechecked its
    /// file to the end (``TypecheckProof``). Files a run leaves unproven — because another
    /// file stopped the job (a module that cannot be loaded), the compiler crashed, timed
    /// out or was killed, or its output confirmed nothing — are compiled again without
    /// the file that stopped the run, and, failing that, in halves down to one file, so
    /// that one example cannot take the others down. What stays unproven is reported with
    /// what happened, never as typechecked.
    ///
    /// - Throws: ``HandbookError`` when the files cannot be written or the compiler cannot
    ///   be started. Compile errors, timeouts and compiler crashes are results, not errors.
    package func typecheck(_ examples: [WrappedExample]) throws -> Report {
        guard !examples.isEmpty else { return Report(results: [:], raw: [:], runDiagnostics: [], invocations: []) }
        let manager = FileManager.default
        // Named with the process id: an interrupted run removes it (``ProcessCleanup``), and
        // a later run removes what a killed one left.
        _ = Self.removeStaleScratchFolders
        let folder = Self.scratchRoot.appendingPathComponent("\(Self.scratchPrefix)\(getpid())-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let registration = ProcessCleanup.register(folder: folder.path)
        defer {
            try? manager.removeItem(at: folder)
            ProcessCleanup.unregister(registration)
        }

        let proof = TypecheckProof()
        var pathToExample: [String: Int] = [:]
        var paths: [String] = []
        for (index, example) in examples.enumerated() {
            let path = folder.appendingPathComponent(String(format: "Example%04d.swift", index)).path
            do {
                try PathUtilities.writeFile(Data((example.source + proof.sentinel(forFile: index)).utf8), toPath: path)
            } catch let error as HandbookError {
                throw HandbookError("cannot write a temporary file for typechecking: \(error.message)", path: folder.path)
            }
            pathToExample[path] = index
            paths.append(path)
        }

        let driver = { (files: [Int]) throws -> SwiftcInvocation in try invocation(for: files.map { paths[$0] }) }
        var frontend: FrontendCommand?
        if let toolchainVersion {
            frontend = FrontendCommand.resolve(
                driver: try invocation(for: [FrontendCommand.placeholder]), toolchainVersion: toolchainVersion,
                cache: frontendCache, trustsCache: trustsFrontendCache, runner: runner)
        }
        if let keep = keptFilesDirectory {
            try? manager.removeItem(at: keep)
            try manager.createDirectory(at: keep, withIntermediateDirectories: true)
            for path in paths {
                try manager.copyItem(atPath: path, toPath: keep.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path)
            }
            let first = try driver([0])
            let arguments = [first.executable] + first.arguments.filter { !pathToExample.keys.contains($0) }
            try (arguments.joined(separator: "\n") + "\n").write(
                to: keep.appendingPathComponent("arguments.txt"), atomically: true, encoding: .utf8)
        }

        var plan = TypecheckPlan(
            batches: initialBatches(examples), fileCount: examples.count, maximumInvocations: maximumInvocations
        )
        var invocations: [SwiftcInvocation] = []
        var unplacedErrors: [CompilerDiagnostic] = []
        var isFirstRound = true
        while !plan.batches.isEmpty {
            let batches = plan.batches
            let planned = try batches.map { batch in
                try frontend.map { $0.invocation(for: batch.map { paths[$0] }) } ?? driver(batch)
            }
            let outputs = try run(planned)
            invocations += planned
            let readings = zip(batches, outputs).map { batch, output in
                RunReading(output: output, batch: batch, paths: paths, pathToExample: pathToExample, proof: proof)
            }
            // A learnt frontend job that proves nothing at all and says nothing about any
            // file is not trusted again (it may be stale, or not a compiler at all): it is
            // forgotten and the round is run again through the driver.
            if isFirstRound, frontend != nil, readings.allSatisfy(\.isSilent) {
                FrontendCommand.forget(
                    driver: try invocation(for: [FrontendCommand.placeholder]), toolchainVersion: toolchainVersion ?? "",
                    cache: frontendCache)
                frontend = nil
                isFirstRound = false
                continue
            }
            isFirstRound = false
            for reading in readings { unplacedErrors += reading.unplacedErrors }
            plan.advance(with: readings, timeout: timeout)
        }

        var raw: [String: RawCompileResult] = [:]
        for (index, example) in examples.enumerated() {
            var outcome =
                plan.outcomes[index] ?? RawCompileResult(status: .compilerFailed, reason: "the compiler never reached this example")
            if outcome.status == .checked { outcome.proof = TypecheckProof.proof(sourceHash: ContentHash.of(example.source)) }
            raw[example.snippetID] = outcome
        }
        var results: [String: CompileResult] = [:]
        // Errors without a place matter only when they may be why an example is unproven.
        let everythingProven = raw.values.allSatisfy { $0.status == .checked }
        var runDiagnostics = everythingProven ? [] : unplacedErrors.map { Diagnostic(.error, $0.message, at: nil, source: "swiftc") }
        for example in examples {
            guard let outcome = raw[example.snippetID] else { continue }
            let mapped = outcome.mapped(through: example)
            results[example.snippetID] = mapped.result
            runDiagnostics += mapped.runDiagnostics
        }
        return Report(results: results, raw: raw, runDiagnostics: Self.unique(runDiagnostics), invocations: invocations)
    }

    /// The first round's batches: examples split over parallel invocations by estimated
    /// cost, except that examples importing a module that is neither the surface's nor one
    /// every toolchain ships get a batch of their own, so that a missing module stops only
    /// them.
    func initialBatches(_ examples: [WrappedExample]) -> [[Int]] {
        let known = Self.toolchainModules.union(target.moduleNames)
        let unusual = isolatesUnusualImports ? examples.indices.filter { examples[$0].imports.contains { !known.contains($0) } } : []
        let unusualSet = Set(unusual)
        let usual = examples.indices.filter { !unusualSet.contains($0) }
        var batches: [[Int]] = []
        if !usual.isEmpty {
            let groupCount = usual.count > splitThreshold ? min(maximumInvocations, usual.count) : 1
            let groups = Self.balancedGroups(sizes: usual.map { Self.estimatedCost(of: examples[$0].source) }, count: groupCount)
            batches += groups.map { $0.map { usual[$0] } }
        }
        if !unusual.isEmpty { batches.append(unusual) }
        return Self.separatingConformances(batches, keys: examples.map { Self.conformanceKeys(in: $0.source) })
    }

    /// `batches` with no two files in one batch that both give the same type from outside
    /// them a conformance: a module may declare a conformance once, and every file stands
    /// alone, so an example's `extension Binding: Equatable` and the copy a later example of
    /// the page carries would otherwise fail each other. A file that would repeat a batch's
    /// conformance moves to another batch (a new one when none is free of it).
    static func separatingConformances(_ batches: [[Int]], keys: [Set<String>]) -> [[Int]] {
        guard keys.contains(where: { !$0.isEmpty }) else { return batches }
        var result: [[Int]] = []
        for batch in batches {
            var split: [(files: [Int], keys: Set<String>)] = []
            for file in batch {
                if let free = split.firstIndex(where: { $0.keys.isDisjoint(with: keys[file]) }) {
                    split[free].files.append(file)
                    split[free].keys.formUnion(keys[file])
                } else {
                    split.append(([file], keys[file]))
                }
            }
            result += split.map(\.files)
        }
        return result
    }

    /// The types a file's file-scope extensions give a conformance to that the file does not
    /// declare itself (`extension Binding: Equatable where …` → `Binding`): types of the
    /// frameworks or of another file, whose conformances are the module's. A type the file
    /// declares (every example declares its own, `fileprivate`) is its own.
    static func conformanceKeys(in source: String) -> Set<String> {
        guard source.contains("extension ") else { return [] }
        var extended: Set<String> = []
        var declared: Set<String> = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first, first.isLetter || first == "@" else { continue }  // file scope only
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let keyword = words.firstIndex(where: { Self.declarationKeywords.contains(String($0)) }), keyword + 1 < words.count
            else { continue }
            var name = words[keyword + 1]
            if words[keyword] == "extension" {
                // `extension Binding: Equatable`, `extension Array: View where …`, `extension A.B : P`;
                // not `extension Array where Element: View` (no conformance).
                let header = line.prefix { $0 != "{" }
                guard (header.range(of: " where ").map { header[..<$0.lowerBound] } ?? header).contains(":") else { continue }
                if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
                if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
                if !name.isEmpty { extended.insert(String(name)) }
            } else {
                if let end = name.firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) { name = name[..<end] }
                declared.insert(String(name))
            }
        }
        return extended.subtracting(declared)
    }

    private static let declarationKeywords: Set<String> = ["extension", "struct", "class", "enum", "actor", "protocol", "typealias"]

    /// Modules every Swift toolchain ships (on Linux as on macOS).
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Observation", "Synchronization",
        "RegexBuilder", "_Concurrency", "_StringProcessing", "Distributed",
    ]

    /// Runs `invocations`, at most ``maximumInvocations`` at a time.
    private func run(_ invocations: [SwiftcInvocation]) throws -> [ProcessOutput] {
        let outputs = Mutex<[Int: Result<ProcessOutput, HandbookError>]>([:])
        let runner = self.runner, timeout = self.timeout
        let lanes = min(maximumInvocations, invocations.count)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: invocations.count, by: lanes) {
                let result: Result<ProcessOutput, HandbookError>
                do {
                    result = .success(try runner.run(invocations[index], timeout: timeout))
                } catch let error as HandbookError {
                    result = .failure(error)
                } catch {
                    result = .failure(HandbookError("cannot run the compiler: \(error)"))
                }
                outputs.withLock { $0[index] = result }
            }
        }
        return try invocations.indices.map { index in try outputs.withLock { $0[index]! }.get() }
    }

    /// A rough compile time for one generated file, in microseconds of a 2-core Linux VM,
    /// for balancing invocations (not a prediction anyone reads). Measured with
    /// `-debug-time-function-bodies` and per-kind batches of the typecheck benchmark:
    /// every file costs about 12 ms, plus about 8 µs per byte, and each `@Observable` type
    /// about 90 ms more: its macro expansions (storage, accessors, registrar, conformance)
    /// go through the compiler's plug-in server and are then typechecked.
    static func estimatedCost(of source: String) -> Int {
        var macroTypes = 0
        var searchRange = source.startIndex..<source.endIndex
        while let found = source.range(of: "@Observable", range: searchRange) {
            // `@ObservableObject`-like names are not the macro.
            if found.upperBound == source.endIndex || !(source[found.upperBound].isLetter || source[found.upperBound].isNumber) {
                macroTypes += 1
            }
            searchRange = found.upperBound..<source.endIndex
        }
        return 12_000 + 8 * source.utf8.count + 90_000 * macroTypes
    }

    /// Splits examples into `count` groups of about the same compile time, so parallel
    /// invocations end together: costliest first, each to the group with the least so far
    /// (``estimatedCost(of:)`` stands in for compile time). Each group keeps its examples
    /// in order.
    static func balancedGroups(sizes: [Int], count: Int) -> [[Int]] {
        guard count > 1 else { return [Array(sizes.indices)] }
        var groups = Array(repeating: [Int](), count: count)
        var load = Array(repeating: 0, count: count)
        for index in sizes.indices.sorted(by: { (sizes[$0], $1) > (sizes[$1], $0) }) {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            groups[lightest].append(index)
            load[lightest] += sizes[index]
        }
        return groups.map { $0.sorted() }.filter { !$0.isEmpty }
    }

    static let scratchPrefix = "handbook-typecheck-"

    /// Removes, once per process, the scratch folders of runs that were killed.
    static let removeStaleScratchFolders: Void = {
        ProcessCleanup.removeStaleFolders(in: scratchRoot.path, prefix: scratchPrefix)
    }()

    /// Where the generated files go: a memory file system (`/dev/shm`) when there is one,
    /// since a run writes and deletes one file per example; the temporary folder otherwise.
    static let scratchRoot: URL = {
        let shared = "/dev/shm"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: shared, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: shared)
        {
            return URL(fileURLWithPath: shared)
        }
        return FileManager.default.temporaryDirectory
    }()

    /// Wrapper names in messages, spelled for a reader.
    static func readable(_ message: String) -> String {
        message
            .replacingOccurrences(of: #"__ExampleAlternative\d+"#, with: "the example's second view", options: .regularExpression)
            .replacingOccurrences(of: #"__Alternative\d+\."#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "__ExampleViews", with: "the example's view")
            .replacingOccurrences(of: "__Example", with: "the example's view")
            .replacingOccurrences(of: "__exampleStatements()", with: "the example's statements")
    }

    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    static func describe(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}
