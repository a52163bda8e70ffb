import Foundation
import Linting
import SiteCore
import Snippets

/// Checks every Swift example of a handbook and gives each one a verdict.
///
/// The run goes through named stages (``CheckStage``): `prepare` finds the compiler and the
/// compiled surface; `wrap` checks each example's syntax (a syntax error fails it, and it is
/// not compiled) and wraps it in a compilable file; `typecheck` compiles all examples of the
/// run in one `swiftc` invocation against the SwiftUI API surface (results cached by content),
/// then again with assumed declarations where names are missing; `judge` lints with the given
/// rules and gives the verdict (see ``VerdictJudge``).
///
/// ```swift
/// let engine = SnippetCheckEngine(rules: LintRules.all, lintConfiguration: config.lint,
///                                 options: .init(projectRoot: root, isStrict: strict))
/// let run = try engine.check(pages: pages, sitePrelude: prelude)
/// if !run.missingAPIs.isEmpty { print("not in the surface:", run.missingAPIs) }
/// exit(run.hasFailures(strict: strict) ? 1 : 0)
/// ```
package struct SnippetCheckEngine: Sendable {
    package let linter: Linter
    package let options: Options

    /// - Parameters:
    ///   - rules: The lint rule types to run (e.g. `LintRules.all`); this target does not
    ///     depend on the rules themselves.
    ///   - lintConfiguration: Disabled rules and severities from `handbook.yml`.
    ///   - options: Cache, timeout, target and compiler.
    ///   - lintContextCache: The parsed preludes and earlier examples lint reads: the
    ///     session's, so `serve` parses them once across rebuilds; a new one by default.
    package init(
        rules: [any LintRule.Type], lintConfiguration: LintConfiguration = .init(), options: Options,
        lintContextCache: LintFile.ContextCache = .init()
    ) {
        linter = Linter(rules: rules, configuration: lintConfiguration, contextCache: lintContextCache)
        self.options = options
    }

    /// Checks the examples of `pages`.
    ///
    /// - Parameters:
    ///   - pages: Every page's examples, in page order, with its prelude.
    ///   - sitePrelude: `Content/_prelude.swift`, read, when the site has one.
    /// - Returns: A verdict per example, the names missing from the surface, and run-level
    ///   diagnostics.
    /// - Throws: ``HandbookError`` when the check cannot run at all: no compiler, a surface
    ///   that does not compile, an unwritable temporary folder.
    package func check(pages: [CheckPage], sitePrelude: PreludeSource?) throws -> CheckRun {
        var timings = StageTimings()
        var prepared = try timings.run(CheckStage.prepare.rawValue) { try prepare(pages) }
        let wrapped = timings.run(CheckStage.wrap.rawValue) { wrap(pages, sitePrelude: sitePrelude, surfaceIndex: prepared.surfaceIndex) }
        let typechecked = try timings.run(CheckStage.typecheck.rawValue) { try typecheck(wrapped, pages: pages, prepared: &prepared) }
        let judged = timings.run(CheckStage.judge.rawValue) { judge(wrapped.entries, typechecked, surface: prepared.surface) }
        return CheckRun(
            results: judged.map(\.checked), missingAPIs: Set(judged.flatMap(\.missingAPIs)).sorted(),
            missingModules: typechecked.missingModules.sorted(), diagnostics: Typechecker.unique(prepared.diagnostics),
            statistics: prepared.statistics, stageTimings: timings
        )
    }

    /// Whether the compiler could not load one of the surface's own modules.
    static func surfaceIsBroken(_ report: Typechecker.Report, surface: PreparedSurface) -> Bool {
        let modules = Set(surface.index.modules)
        return report.raw.values.contains { raw in
            if let module = raw.missingModule, modules.contains(module) { return true }
            return raw.diagnostics.contains { diagnostic in
                diagnostic.severity == .error && SurfaceCache.moduleLoadFailures.contains { diagnostic.message.contains($0) }
            }
        }
            || report.runDiagnostics.contains { diagnostic in
                diagnostic.severity == .error && SurfaceCache.moduleLoadFailures.contains { diagnostic.message.contains($0) }
            }
    }

    /// An unlabelled example made only of API signatures (see ``SignatureBlock``).
    static func isSignatureBlock(_ snippet: Snippet) -> Bool {
        snippet.label == .unlabelled && !snippet.options.isIgnored && SignatureBlock.isDeclarationOnly(snippet.source)
    }

    /// Lint findings inside the example's own lines, located in Markdown.
    func lint(_ snippet: Snippet, context: [String]) -> [Diagnostic] {
        let result = linter.lint(source: snippet.source, path: snippet.file, context: context)
        return result.violations.compactMap { violation in
            guard violation.line >= 1, violation.line <= snippet.lines.count else { return nil }
            let line = snippet.lines[violation.line - 1]
            return Diagnostic(
                violation.severity, violation.message,
                at: SourceLocation(file: snippet.file, line: line.markdownLine, column: line.markdownColumn + violation.column - 1),
                source: violation.ruleID
            )
        }
    }

    func makeTypechecker(toolchain: Toolchain, surface: PreparedSurface?, cache: CacheDirectory) throws -> Typechecker {
        let target: TypecheckTarget
        switch options.target {
        case .surface:
            guard let surface else { throw HandbookError("the API surface was not prepared") }
            target = .surface(moduleDirectory: surface.moduleDirectory)
        case let .appleSDK(name):
            target = .appleSDK(name: name)
        }
        var typechecker = Typechecker(
            swiftc: toolchain.swiftc, target: target, runner: options.runner, timeout: options.timeout,
            languageMode: options.languageMode
        )
        typechecker.toolchainVersion = toolchain.version
        typechecker.frontendCache = cache
        typechecker.trustsFrontendCache = !options.ignoresCache
        // HANDBOOK_KEEP_GENERATED=<dir> keeps the generated example files (debugging, benchmarks).
        if let keep = ProcessInfo.processInfo.environment["HANDBOOK_KEEP_GENERATED"], !keep.isEmpty {
            typechecker.keptFilesDirectory = URL(fileURLWithPath: keep)
        }
        return typechecker
    }
}

extension Typechecker {
    /// The flags that change the compiler's answer, for cache keys (not the module path,
    /// which differs between machines).
    var cacheFlags: [String] {
        ["swift-version=\(languageMode)", "target=\(target.cacheName)"]
            + (domainsFolder.map { ["availability=\($0.lastPathComponent)"] } ?? []) + extraFlags
    }
}

extension TypecheckTarget {
    var cacheName: String {
        switch self {
        case .surface: "surface"
        case let .appleSDK(name): "sdk:\(name)"
        }
    }
}
