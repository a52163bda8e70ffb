import SiteCore
import Snippets

/// Everything one check run found.
package struct CheckRun: Hashable, Sendable {
    /// Every example with its verdict, pages in input order, examples in page order.
    package var results: [CheckedSnippet]
    /// Names the examples use that the API surface does not declare, sorted: print them
    /// once per run so the surface can be extended.
    package var missingAPIs: [String]
    /// Modules examples import that neither the surface nor the toolchain has, sorted:
    /// printed once per run, like ``missingAPIs``.
    package var missingModules: [String]
    /// Diagnostics that belong to no single example: errors in a prelude, surface build
    /// warnings, compiler driver errors.
    package var diagnostics: [Diagnostic]
    /// How the run went (for progress output and benchmarks).
    package var statistics: CheckStatistics
    /// How long each stage took (``CheckStage``), in order: `check --verbose` prints them.
    package var stageTimings: StageTimings

    package init(
        results: [CheckedSnippet], missingAPIs: [String], missingModules: [String] = [], diagnostics: [Diagnostic],
        statistics: CheckStatistics, stageTimings: StageTimings = StageTimings()
    ) {
        self.stageTimings = stageTimings
        self.results = results
        self.missingAPIs = missingAPIs
        self.missingModules = missingModules
        self.diagnostics = diagnostics
        self.statistics = statistics
    }

    /// The number of examples with each status.
    package var counts: [VerdictStatus: Int] {
        results.reduce(into: [:]) { $0[$1.verdict.status, default: 0] += 1 }
    }

    /// Whether `handbook check` should exit non-zero: a failed or mismatched example, or
    /// with `strict`, an unverified one; or an error outside any example (a broken prelude).
    package func hasFailures(strict: Bool) -> Bool {
        results.contains { $0.verdict.status.isFailure(strict: strict) } || diagnostics.contains { $0.severity == .error }
    }
}

/// Counters of a check run.
package struct CheckStatistics: Hashable, Sendable {
    /// Examples typechecked by the compiler in this run.
    package var compiledExamples: Int
    /// Examples whose compiler result came from the cache.
    package var cachedExamples: Int
    /// Compiler processes started for typechecking (not counting the surface build).
    package var typecheckInvocations: Int
    /// Whether this run compiled the surface modules (false: they were cached).
    package var builtSurface: Bool
    /// Examples checked a second time with assumed declarations.
    package var assumingExamples: Int = 0

    package init(compiledExamples: Int = 0, cachedExamples: Int = 0, typecheckInvocations: Int = 0, builtSurface: Bool = false) {
        self.compiledExamples = compiledExamples
        self.cachedExamples = cachedExamples
        self.typecheckInvocations = typecheckInvocations
        self.builtSurface = builtSurface
    }
}
