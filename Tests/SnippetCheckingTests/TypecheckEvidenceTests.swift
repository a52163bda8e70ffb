import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// Fault injection: whatever goes wrong in a compiler run, no example that was not
/// typechecked to its end is verified or cached, and the report says what happened.
///
/// The examples are real and compiled by the real compiler against the test surface; a
/// ``FaultInjectingRunner`` changes what one run looks like (killed, hung, crashed,
/// silent) the way a real failure would.
@Suite struct TypecheckEvidenceTests {
    // MARK: - Helpers

    /// Three examples most tests use: one with a real mistake, two clean.
    static let misspelled = TypecheckFixtures.snippet("Text(\"greenhouse\").paddding()", file: "Content/b.md", line: 5, index: 0)
    static let cleanA = TypecheckFixtures.snippet("Text(\"fern\").padding()", file: "Content/b.md", line: 15, index: 1)
    static let cleanB = TypecheckFixtures.snippet(
        "struct SeedTray: View {\n    var body: some View { Text(\"tray\") }\n}", file: "Content/b.md", line: 25, index: 2
    )

    private func typechecker(runner: any ProcessRunner, timeout: Duration = .seconds(120)) throws -> (Typechecker, ExampleWrapper) {
        let surface = try TypecheckFixtures.preparedSurface.get()
        var checker = Typechecker(target: .surface(moduleDirectory: surface.moduleDirectory), runner: runner, timeout: timeout)
        checker.isolatesUnusualImports = false
        return (checker, ExampleWrapper(preludes: [], surface: surface.index))
    }

    private func errorMessages(_ result: CompileResult?) -> [String] {
        (result?.findings ?? []).map(\.diagnostic).filter { $0.severity == .error }.map(\.message)
    }

    /// The misspelled example has its error, proven; the clean ones are proven and clean.
    private func expectHonestResults(_ report: Typechecker.Report, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let broken = report.results[Self.misspelled.id]
        #expect(broken?.isProven == true, sourceLocation: sourceLocation)
        #expect(errorMessages(broken) == ["value of type 'Text' has no member 'paddding'"], sourceLocation: sourceLocation)
        for clean in [Self.cleanA, Self.cleanB] {
            #expect(
                report.results[clean.id] == CompileResult(status: .checked, findings: [], isProven: true), sourceLocation: sourceLocation)
        }
    }

    private func engine(
        cache: URL, surface: URL = TypecheckFixtures.surfaceDirectory, runner: any ProcessRunner = SystemProcessRunner(),
        ignoresCache: Bool = false
    ) -> SnippetCheckEngine {
        SnippetCheckEngine(
            rules: [],
            options: .init(
                projectRoot: TypecheckFixtures.temporaryFolder("project"), cacheDirectory: cache, ignoresCache: ignoresCache,
                surfaceDirectory: surface, runner: runner
            ))
    }

    private func verdicts(_ run: CheckRun) -> [String: String] {
        Dictionary(uniqueKeysWithValues: run.results.map { ($0.snippet.id, "\($0.verdict.status): \($0.verdict.reason ?? "")") })
    }

    // MARK: - The sentinel

    @Test func everyProvenFileCarriesItsOwnSentinelAndNoneLeaksIntoFindings() throws {
        let (checker, wrapper) = try typechecker(runner: SystemProcessRunner())
        let report = try checker.typecheck([Self.misspelled, Self.cleanA, Self.cleanB].map(wrapper.wrap))
        expectHonestResults(report)
        let everything = report.raw.values.flatMap(\.diagnostics).map(\.message) + report.runDiagnostics.map(\.message)
        #expect(!everything.contains { $0.contains(TypecheckProof.prefix) })
        #expect(report.raw.values.allSatisfy { $0.proof?.hasPrefix("sentinel:") == true })
    }

    @Test func aSentinelOfAnotherRunOrFileProvesNothing() {
        let proof = TypecheckProof(nonce: "abc")
        let other = TypecheckProof(nonce: "abd")
        let printed = CompilerDiagnostic(
            path: "/x/Example0001.swift", line: 3, column: 1, severity: .warning,
            message: "'__handbookTypechecked()' is deprecated: \(proof.marker(forFile: 12))"
        )
        #expect(proof.isSentinel(printed, ofFile: 12))
        #expect(!proof.isSentinel(printed, ofFile: 2))
        #expect(!proof.isSentinel(printed, ofFile: 112))
        #expect(!other.isSentinel(printed, ofFile: 12))
    }

    // MARK: - One example cannot take the others down

    @Test(arguments: ["SwiftData", "os", "WidgetKit", "HandbookMadeUpKit"])
    func aModuleTheSurfaceLacksStopsOnlyItsExample(module: String) throws {
        let importing = TypecheckFixtures.snippet(
            "import \(module)\n\nstruct Shelf: View {\n    var body: some View { Text(\"x\") }\n}", file: "Content/a.md", line: 5, index: 0
        )
        let (checker, wrapper) = try typechecker(runner: SystemProcessRunner())
        let report = try checker.typecheck([importing, Self.misspelled, Self.cleanA, Self.cleanB].map(wrapper.wrap))
        expectHonestResults(report)
        let result = try #require(report.results[importing.id])
        #expect(result.status == .moduleMissing)
        #expect(result.reason == "module '\(module)' is not in the surface")
        #expect(report.raw[importing.id]?.missingModule == module)
    }

    @Test func theTwoPageReproductionWithAndWithoutCacheAndAfterTheImportIsGone() throws {
        let shelf = TypecheckFixtures.snippet(
            "import SwiftData\nimport SwiftUI\n\nstruct Shelf: View {\n    var body: some View { Text(\"x\") }\n}",
            file: "Content/a.md", line: 5, index: 0
        )
        let broken = TypecheckFixtures.snippet(
            "import SwiftUI\n\nstruct Broken: View {\n    var body: some View { Text(\"x\").paddding() }\n}",
            file: "Content/b.md", line: 5, index: 0
        )
        let pages = [CheckPage(file: "Content/a.md", snippets: [shelf]), CheckPage(file: "Content/b.md", snippets: [broken])]
        let cache = TypecheckFixtures.temporaryFolder("cache")

        let uncached = try engine(cache: cache, ignoresCache: true).check(pages: pages, sitePrelude: nil)
        let cold = try engine(cache: cache).check(pages: pages, sitePrelude: nil)
        let warm = try engine(cache: cache).check(pages: pages, sitePrelude: nil)
        for run in [uncached, cold, warm] {
            #expect(
                verdicts(run) == [
                    shelf.id: "unverified: module 'SwiftData' is not in the surface",
                    broken.id: "failed: does not compile: value of type 'Text' has no member 'paddding'; did you mean 'padding'?",
                ])
            #expect(run.missingModules == ["SwiftData"])
            #expect(run.hasFailures(strict: false))
        }
        // Without the page that imports SwiftData: the cache still holds no verdict that
        // the compiler did not prove.
        let onlyB = [pages[1]]
        let afterCached = try engine(cache: cache).check(pages: onlyB, sitePrelude: nil)
        let afterUncached = try engine(cache: cache, ignoresCache: true).check(pages: onlyB, sitePrelude: nil)
        #expect(verdicts(afterCached) == verdicts(afterUncached))
        #expect(
            verdicts(afterCached)[broken.id]
                == "failed: does not compile: value of type 'Text' has no member 'paddding'; did you mean 'padding'?")
    }

    // MARK: - Faults in the compiler run

    @Test func aCompilerKilledMidRunProvesNothingAndItsFilesRunAgain() throws {
        let runner = FaultInjectingRunner { call, _, real in
            var output = try real()
            guard call == 1 else { return output }
            // The first run dies half-way through its output, as on SIGKILL.
            output.standardError = String(output.standardError.prefix(output.standardError.count / 2))
            output.exitCode = -1
            return output
        }
        let (checker, wrapper) = try typechecker(runner: runner)
        let report = try checker.typecheck([Self.misspelled, Self.cleanA, Self.cleanB].map(wrapper.wrap))
        expectHonestResults(report)
        #expect(report.invocations.count >= 2)
    }

    @Test func aCompilerThatHangsPastTheTimeoutLeavesOnlyItsExampleUnverified() throws {
        let hanging = TypecheckFixtures.snippet("// HANDBOOK-TEST-HANG\nText(\"slow\")", file: "Content/c.md", line: 40, index: 3)
        // A run holding the hanging file ends as the runner ends a run past its time limit:
        // killed, with no output (the real kill is `aTimeoutIsAResultNotAHang`'s). Other
        // runs are real, with the default limit, so a loaded machine cannot time them out.
        let runner = FaultInjectingRunner { _, files, real in
            if files.contains(where: { FaultInjectingRunner.contents($0).contains("HANDBOOK-TEST-HANG") }) {
                return ProcessOutput(exitCode: -1, standardOutput: "", standardError: "", timedOut: true)
            }
            return try real()
        }
        let (checker, wrapper) = try typechecker(runner: runner)
        let report = try checker.typecheck([Self.misspelled, Self.cleanA, hanging, Self.cleanB].map(wrapper.wrap))
        expectHonestResults(report)
        #expect(report.results[hanging.id]?.status == .timedOut)
        #expect(report.results[hanging.id]?.reason == "typechecking timed out after 120 s (the compiler was stopped)")
        #expect(report.results[hanging.id]?.isProven == false)
    }

    @Test func aFrontendThatExitsZeroWithNoOutputVerifiesNothingAndCachesNothing() throws {
        let silent = FaultInjectingRunner { _, _, _ in ProcessOutput(exitCode: 0, standardOutput: "", standardError: "") }
        let (checker, wrapper) = try typechecker(runner: silent)
        let report = try checker.typecheck([Self.misspelled, Self.cleanA, Self.cleanB].map(wrapper.wrap))
        for result in report.results.values {
            #expect(result.status == .compilerFailed)
            #expect(result.isProven == false)
            #expect(result.reason?.hasPrefix("the compiler ended without confirming it typechecked this example (exit status 0") == true)
        }

        // Through the engine: unverified, not cached; a working compiler afterwards
        // typechecks everything afresh.
        let cache = TypecheckFixtures.temporaryFolder("cache")
        let page = [CheckPage(file: "Content/b.md", snippets: [Self.misspelled, Self.cleanA, Self.cleanB])]
        let broken = try engine(cache: cache, runner: silent).check(pages: page, sitePrelude: nil)
        #expect(broken.results.allSatisfy { $0.verdict.status == .unverified })
        let repaired = try engine(cache: cache).check(pages: page, sitePrelude: nil)
        #expect(repaired.statistics.cachedExamples == 0)
        #expect(repaired.statistics.compiledExamples == 3)
        #expect(repaired.results.map(\.verdict.status) == [.failed, .verified, .verified])
    }

    @Test func aFrontendThatCrashesOnOneFileLeavesTheOthersChecked() throws {
        let crashing = TypecheckFixtures.snippet("// HANDBOOK-TEST-CRASH\nText(\"boom\")", file: "Content/c.md", line: 40, index: 3)
        let runner = FaultInjectingRunner { _, files, real in
            guard let victim = files.first(where: { FaultInjectingRunner.contents($0).contains("HANDBOOK-TEST-CRASH") }) else {
                return try real()
            }
            return ProcessOutput(
                exitCode: -1, standardOutput: "",
                standardError:
                    "Stack dump:\n0.\tProgram arguments: swift-frontend -frontend -typecheck\n1.\tWhile type-checking statement at [\(victim):2:1 - line:2:13]\n"
            )
        }
        let (checker, wrapper) = try typechecker(runner: runner)
        let report = try checker.typecheck([Self.misspelled, crashing, Self.cleanA, Self.cleanB].map(wrapper.wrap))
        expectHonestResults(report)
        #expect(report.results[crashing.id]?.status == .compilerFailed)
        #expect(report.results[crashing.id]?.reason?.hasPrefix("the compiler crashed on this example") == true)
    }

    @Test func anErrorInOneFileThatStopsTheJobFailsOnlyThatExample() throws {
        let stopper = TypecheckFixtures.snippet("// HANDBOOK-TEST-STOP\nText(\"halt\")", file: "Content/c.md", line: 40, index: 3)
        let runner = FaultInjectingRunner { _, files, real in
            guard let victim = files.first(where: { FaultInjectingRunner.contents($0).contains("HANDBOOK-TEST-STOP") }) else {
                return try real()
            }
            return ProcessOutput(exitCode: 1, standardOutput: "", standardError: "\(victim):2:1: error: this file stops the job\n")
        }
        let (checker, wrapper) = try typechecker(runner: runner)
        let report = try checker.typecheck([Self.misspelled, stopper, Self.cleanA, Self.cleanB].map(wrapper.wrap))
        expectHonestResults(report)
        let result = try #require(report.results[stopper.id])
        #expect(result.status == .incomplete)
        #expect(errorMessages(result) == ["this file stops the job"])
        #expect(VerdictJudge.verdict(for: stopper, evidence: .init(compile: result)).status == .failed)
    }

    // MARK: - The surface in the cache

    private func surfaceFolder(in cache: URL) throws -> URL {
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("surface-") && !$0.contains(".") })
        return cache.appendingPathComponent(name)
    }

    @Test(arguments: ["truncated", "deleted", "garbage of the same size and date"])
    func aDamagedCompiledSurfaceIsRebuiltNotTrusted(damage: String) throws {
        let cache = TypecheckFixtures.temporaryFolder("cache")
        let page = [CheckPage(file: "Content/b.md", snippets: [Self.misspelled, Self.cleanA, Self.cleanB])]
        _ = try engine(cache: cache).check(pages: page, sitePrelude: nil)
        let module = try surfaceFolder(in: cache).appendingPathComponent("SwiftUI.swiftmodule")
        let manager = FileManager.default
        switch damage {
        case "truncated":
            let data = try Data(contentsOf: module)
            try data.prefix(data.count / 3).write(to: module)
        case "deleted":
            try manager.removeItem(at: module)
        default:
            let attributes = try manager.attributesOfItem(atPath: module.path)
            let size = try #require((attributes[.size] as? NSNumber)?.intValue)
            try Data(repeating: 0x5A, count: size).write(to: module)
            try manager.setAttributes([.modificationDate: try #require(attributes[.modificationDate])], ofItemAtPath: module.path)
        }
        let run = try engine(cache: cache, ignoresCache: true).check(pages: page, sitePrelude: nil)
        #expect(run.statistics.builtSurface)
        #expect(run.results.map(\.verdict.status) == [.failed, .verified, .verified])
        #expect(run.results[0].verdict.reason == "does not compile: value of type 'Text' has no member 'paddding'; did you mean 'padding'?")
        // Repaired once: the next run finds the surface intact.
        let next = try engine(cache: cache, ignoresCache: true).check(pages: page, sitePrelude: nil)
        #expect(!next.statistics.builtSurface)
        #expect(next.results.map(\.verdict.status) == [.failed, .verified, .verified])
    }

    @Test func aGarbageSurfaceIndexIsRebuiltOnceAndReplaced() throws {
        let cache = CacheDirectory(requested: TypecheckFixtures.temporaryFolder("cache"))
        let toolchain = try TypecheckFixtures.toolchain.get()
        let surfaceCache = try SurfaceCache(surfaceDirectory: TypecheckFixtures.surfaceDirectory, cache: cache, toolchain: toolchain)
        let first = try surfaceCache.prepare()
        try Data("{ not an index".utf8).write(to: first.moduleDirectory.appendingPathComponent("index.json"))
        let repaired = try surfaceCache.prepare()
        #expect(repaired.wasBuilt)
        #expect(repaired.index == first.index)
        #expect(try surfaceCache.prepare().wasBuilt == false)
    }

    // MARK: - The learnt frontend job

    /// A program named `swift-frontend` that does nothing and exits 0, like `/bin/true`.
    private func fakeFrontend() throws -> String {
        let folder = TypecheckFixtures.temporaryFolder("fake-frontend")
        let path = folder.appendingPathComponent("swift-frontend").path
        try "#!/bin/sh\nexit 0\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// Replaces every remembered frontend job in `cache` with one run by `executable`.
    private func poisonFrontendRecords(in cache: URL, executable: String) throws -> Int {
        var count = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.path) where name.hasPrefix("frontend-") {
            let url = cache.appendingPathComponent(name)
            var command = try JSONDecoder().decode(FrontendCommand.self, from: Data(contentsOf: url))
            command.executable = executable
            try JSONEncoder().encode(command).write(to: url)
            count += 1
        }
        return count
    }

    @Test(arguments: ["/bin/true", "fake swift-frontend"])
    func aWrongCachedFrontendJobIsNotTrustedAndRepairsItself(executable: String) throws {
        let cache = TypecheckFixtures.temporaryFolder("cache")
        let page = [CheckPage(file: "Content/b.md", snippets: [Self.misspelled, Self.cleanA, Self.cleanB])]
        _ = try engine(cache: cache).check(pages: page, sitePrelude: nil)
        let program = executable == "/bin/true" ? executable : try fakeFrontend()

        #expect(try poisonFrontendRecords(in: cache, executable: program) == 1)
        let runner = CountingRunner()
        let run = try engine(cache: cache, runner: runner, ignoresCache: true).check(pages: page, sitePrelude: nil)
        #expect(run.results.map(\.verdict.status) == [.failed, .verified, .verified])
        #expect(!runner.invocations.contains { $0.executable == program })

        // With the cache: the poisoned job is either refused or, having proved nothing,
        // forgotten; the verdicts are the same and the next run no longer uses it.
        _ = try poisonFrontendRecords(in: cache, executable: program)
        try FileManager.default.removeItem(at: cache.appendingPathComponent("results"))
        let cached = try engine(cache: cache).check(pages: page, sitePrelude: nil)
        #expect(cached.results.map(\.verdict.status) == [.failed, .verified, .verified])
        let after = CountingRunner()
        try FileManager.default.removeItem(at: cache.appendingPathComponent("results"))
        _ = try engine(cache: cache, runner: after).check(pages: page, sitePrelude: nil)
        #expect(!after.invocations.contains { $0.executable == program })
    }

    // MARK: - Verdicts rest on evidence

    @Test func noVerdictOfVerifiedWithoutProof() {
        let snippet = TypecheckFixtures.snippet("Text(\"x\")")
        let unproven = CompileResult(status: .checked, findings: [], isProven: false)
        let verdict = VerdictJudge.verdict(for: snippet, evidence: .init(compile: unproven))
        #expect(verdict.status == .unverified)
        #expect(verdict.reason == "the compiler did not confirm it typechecked this example")
    }

    @Test func aCompileFailExampleIsVerifiedOnlyByAnErrorOnItsOwnLines() {
        let snippet = TypecheckFixtures.snippet("Label(\"Sort\", systemImage: 12)", label: .bad, options: .init(mustFailToCompile: true))
        func finding(onWrapperLine: Bool) -> CompileFinding {
            CompileFinding(
                diagnostic: Diagnostic(
                    .error, "cannot convert value of type 'Int' to expected argument type 'String'",
                    at: SourceLocation(file: "Content/test.md", line: 10, column: onWrapperLine ? 1 : 29), source: "swiftc"),
                isOnWrapperLine: onWrapperLine)
        }
        // The only error is on a line the checker wrote: nothing proves the page's code fails.
        let wrapperOnly = CompileResult(status: .checked, findings: [finding(onWrapperLine: true)], isProven: true)
        let unproven = VerdictJudge.verdict(for: snippet, evidence: .init(compile: wrapperOnly))
        #expect(unproven.status == .unverified)
        #expect(unproven.reason?.hasPrefix("'compile-fail' example: the only error is on a line the checker wrote") == true)

        // An error on the lines shown verifies it, with or without one on a wrapper line.
        let shown = CompileResult(
            status: .checked, findings: [finding(onWrapperLine: true), finding(onWrapperLine: false)], isProven: true)
        #expect(VerdictJudge.verdict(for: snippet, evidence: .init(compile: shown)).status == .verified)
        // So does an error of a run that stopped early: the compiler's errors stand.
        let stopped = CompileResult(status: .incomplete, findings: [finding(onWrapperLine: false)])
        #expect(VerdictJudge.verdict(for: snippet, evidence: .init(compile: stopped)).status == .verified)
    }

    @Test func foundationAPILinuxLacksIsUnverifiedButARealErrorBesideItStillFails() {
        let snippet = TypecheckFixtures.snippet("let formatter = MeasurementFormatter()\nText(formatter.string(from: distance))")
        func error(_ message: String, line: Int) -> CompileFinding {
            CompileFinding(
                diagnostic: Diagnostic(
                    .error, message, at: SourceLocation(file: "Content/test.md", line: line, column: 17), source: "swiftc"))
        }
        let gap = error("'MeasurementFormatter' is unavailable: Not supported in swift-corelibs-foundation", line: 10)
        let alone = VerdictJudge.verdict(
            for: snippet, evidence: .init(compile: CompileResult(status: .checked, findings: [gap], isProven: true)))
        #expect(alone.status == .unverified)
        #expect(alone.reason?.hasPrefix("uses API that Apple's Foundation has and the Linux Foundation") == true)

        let typo = error("value of type 'Text' has no member 'fnt'", line: 11)
        let both = CompileResult(status: .checked, findings: [gap, typo], isProven: true)
        let failed = VerdictJudge.verdict(for: snippet, evidence: .init(compile: both))
        #expect(failed.status == .failed)
        #expect(failed.reason == "does not compile: value of type 'Text' has no member 'fnt'")
    }

    @Test func foundationAPILinuxRenamesAwayIsUnverifiedButAWrongLabelBesideItStillFails() {
        let snippet = TypecheckFixtures.snippet(
            "let rule = NSPredicate(format: \"SELF BEGINSWITH %@\", prefix)\nText(rule.evaluate(with: code) ? \"ok\" : \"no\")")
        func error(_ message: String, line: Int) -> CompileFinding {
            CompileFinding(
                diagnostic: Diagnostic(
                    .error, message, at: SourceLocation(file: "Content/test.md", line: line, column: 12), source: "swiftc"))
        }
        // What the Linux Foundation says of the format initialiser Apple's Foundation has.
        let renamed = error(
            "'init(format:_:)' has been renamed to 'init(block:)': Predicate strings and key-value coding are not supported in swift-corelibs-foundation. Use a closure instead if possible.",
            line: 10)
        let alone = VerdictJudge.verdict(
            for: snippet, evidence: .init(compile: CompileResult(status: .checked, findings: [renamed], isProven: true)))
        #expect(alone.status == .unverified)
        #expect(alone.reason?.hasPrefix("uses API that Apple's Foundation has and the Linux Foundation") == true)

        // A rename that is not the Linux Foundation's is the page's mistake.
        let sdkRename = error("'foregroundColor' has been renamed to 'foregroundStyle'", line: 10)
        #expect(!VerdictJudge.isLinuxFoundationGap(sdkRename.diagnostic.message))
        let label = error("incorrect argument label in call (have 'with:', expected 'evaluate:')", line: 11)
        let both = CompileResult(status: .checked, findings: [renamed, label], isProven: true)
        let failed = VerdictJudge.verdict(for: snippet, evidence: .init(compile: both))
        #expect(failed.status == .failed)
        #expect(failed.reason == "does not compile: incorrect argument label in call (have 'with:', expected 'evaluate:')")
    }

    @Test func aCompilerInternalFailureIsUnverifiedButARealErrorBesideItStillFails() {
        let snippet = TypecheckFixtures.snippet("Text(\"x\")")
        let internalError = CompileFinding(
            diagnostic: Diagnostic(
                .error,
                "failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)",
                at: SourceLocation(file: "Content/test.md", line: 10, column: 1), source: "swiftc"
            ))
        let realError = CompileFinding(
            diagnostic: Diagnostic(
                .error, "value of type 'Text' has no member 'paddding'", at: SourceLocation(file: "Content/test.md", line: 10, column: 11),
                source: "swiftc"
            ))
        let alone = VerdictJudge.verdict(
            for: snippet, evidence: .init(compile: CompileResult(status: .checked, findings: [internalError], isProven: true)))
        #expect(alone.status == .unverified)
        #expect(alone.reason?.hasPrefix("the compiler failed on this example: failed to produce diagnostic") == true)
        let both = VerdictJudge.verdict(
            for: snippet, evidence: .init(compile: CompileResult(status: .checked, findings: [internalError, realError], isProven: true))
        )
        #expect(both.status == .failed)
    }
}

/// Runs the real compiler and lets a test change what the caller sees of a run.
final class FaultInjectingRunner: ProcessRunner, @unchecked Sendable {
    typealias Fault = @Sendable (_ call: Int, _ files: [String], _ real: () throws -> ProcessOutput) throws -> ProcessOutput
    private let lock = NSLock()
    private var calls = 0
    private let fault: Fault

    init(_ fault: @escaping Fault) {
        self.fault = fault
    }

    func run(_ invocation: SwiftcInvocation, timeout: Duration) throws -> ProcessOutput {
        let call = lock.withLock {
            calls += 1
            return calls
        }
        // Only typecheck runs are faulted: the surface build, `--version` and `-###` run as they are.
        let isTypecheck = invocation.arguments.contains("-typecheck") && !invocation.arguments.contains("-###")
        let files = isTypecheck ? invocation.arguments.filter { $0.hasSuffix(".swift") } : []
        guard isTypecheck else { return try SystemProcessRunner().run(invocation, timeout: timeout) }
        return try fault(call, files) { try SystemProcessRunner().run(invocation, timeout: timeout) }
    }

    static func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
