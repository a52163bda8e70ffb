import Foundation
import Linting
import SiteCore
import Snippets

/// Checks every Swift example of a handbook and gives each one a verdict.
///
/// For each example, in this order: a syntax check (a syntax error fails it, and it is
/// not compiled); a typecheck, in which all examples of the run are compiled by one
/// `swiftc` invocation against the SwiftUI API surface (results cached by content); lint
/// with the given rules; then the verdict (see ``VerdictJudge``).
///
/// ```swift
/// let engine = SnippetCheckEngine(rules: LintRules.all, lintConfiguration: config.lint,
///                                 options: .init(projectRoot: root, isStrict: strict))
/// let run = try engine.check(pages: pages, sitePrelude: prelude)
/// if !run.missingAPIs.isEmpty { print("not in the surface:", run.missingAPIs) }
/// exit(run.hasFailures(strict: strict) ? 1 : 0)
/// ```
public struct SnippetCheckEngine: Sendable {
    public let linter: Linter
    public let options: Options

    /// - Parameters:
    ///   - rules: The lint rule types to run (e.g. `LintRules.all`); this target does not
    ///     depend on the rules themselves.
    ///   - lintConfiguration: Disabled rules and severities from `handbook.yml`.
    ///   - options: Cache, timeout, target and compiler.
    public init(rules: [any LintRule.Type], lintConfiguration: LintConfiguration = .init(), options: Options) {
        linter = Linter(rules: rules, configuration: lintConfiguration)
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
    public func check(pages: [CheckPage], sitePrelude: PreludeSource?) throws -> CheckRun {
        var runDiagnostics: [Diagnostic] = []
        var statistics = CheckStatistics()

        // 1. Syntax, wrapping, lint context: page by page, in order.
        struct Entry: Sendable {
            var snippet: Snippet
            var syntax: [Diagnostic]
            var wrapped: WrappedExample?
        }
        let needsCompiler = pages.contains { $0.snippets.contains { !$0.options.isIgnored } }
        let cache = CacheDirectory(requested: options.cacheDirectory ?? options.projectRoot.appendingPathComponent(".handbook-cache"))
        var surface: PreparedSurface?
        var toolchain: Toolchain?
        if needsCompiler {
            let detected = try Toolchain.detect(swiftc: options.swiftc, runner: options.runner, cache: cache)
            toolchain = detected
            if case .surface = options.target {
                let prepared = try SurfaceCache(
                    surfaceDirectory: options.surfaceDirectory, cache: cache, toolchain: detected, runner: options.runner
                ).prepare()
                surface = prepared
                statistics.builtSurface = prepared.wasBuilt
                runDiagnostics += prepared.warnings
            }
        }

        let surfaceIndex = (surface?.index ?? SurfaceIndex()).prepared()
        var preludeUnits: [PreludeSource: [DeclarationUnit]] = [:]
        for prelude in Set([sitePrelude].compactMap { $0 } + pages.compactMap(\.prelude)) {
            preludeUnits[prelude] = ExampleWrapper.units(of: prelude)
        }
        let knownUnits = preludeUnits
        let units: @Sendable (PreludeSource?) -> [DeclarationUnit] = { prelude in
            prelude.flatMap { knownUnits[$0] } ?? []
        }

        // Examples copy shared declarations without their bodies; each prelude (with the
        // site prelude before a page's) is typechecked in full once, in a file of its own.
        var sharedFiles: [String: WrappedExample] = [:]
        for page in pages {
            let sharedID = "prelude:" + [sitePrelude?.path, page.prelude?.path].compactMap { $0 }.joined(separator: "+")
            guard needsCompiler, sharedFiles[sharedID] == nil else { continue }
            let wrapper = ExampleWrapper(sharedUnits: units(sitePrelude) + units(page.prelude), surface: surfaceIndex)
            if let file = wrapper.sharedDeclarationsFile(id: sharedID) { sharedFiles[sharedID] = file }
        }
        // Pages are independent: wrap them on all cores (in order within a page, where
        // earlier examples are context for later ones).
        let pageEntries = pages.concurrentMap { page -> [Entry] in
            var wrapper = ExampleWrapper(sharedUnits: units(sitePrelude) + units(page.prelude), surface: surfaceIndex)
            var entries: [Entry] = []
            for snippet in page.snippets {
                guard !snippet.options.isIgnored else {
                    entries.append(Entry(snippet: snippet, syntax: [], wrapped: nil))
                    continue
                }
                let syntax = SyntaxChecker.check(snippet)
                let isBroken = syntax.contains { $0.severity == .error }
                let isContext = snippet.label != .bad && !snippet.options.mustFailToCompile
                entries.append(Entry(snippet: snippet, syntax: syntax, wrapped: isBroken ? nil : wrapper.wrap(snippet, keepAsContext: isContext)))
            }
            return entries
        }
        let entries = pageEntries.flatMap { $0 }

        // 2. Typecheck what the cache does not know, in one invocation.
        var compileResults: [String: CompileResult] = [:]
        if let toolchain {
            let typechecker = try makeTypechecker(toolchain: toolchain, surface: surface, cache: cache)
            let results = ResultCache(
                cache: cache, surfaceHash: surface?.hash ?? "sdk", toolchainVersion: toolchain.version,
                flags: typechecker.cacheFlags
            )
            var pending: [WrappedExample] = []
            var keys: [String: String] = [:]
            let preludeFiles = sharedFiles.keys.sorted().map { sharedFiles[$0]! }
            for wrapped in preludeFiles + entries.compactMap(\.wrapped) {
                let key = results.key(for: wrapped)
                keys[wrapped.snippetID] = key
                if !options.ignoresCache, let cached = results.load(key: key) {
                    let mapped = cached.mapped(through: wrapped)
                    compileResults[wrapped.snippetID] = mapped.result
                    runDiagnostics += mapped.runDiagnostics
                    if sharedFiles[wrapped.snippetID] == nil { statistics.cachedExamples += 1 }
                } else {
                    pending.append(wrapped)
                }
            }
            if !pending.isEmpty {
                let report = try typechecker.typecheck(pending)
                statistics.compiledExamples = pending.filter { sharedFiles[$0.snippetID] == nil }.count
                statistics.typecheckInvocations = report.invocations.count
                runDiagnostics += report.runDiagnostics
                for (id, result) in report.results { compileResults[id] = result }
                var fresh: [String: RawCompileResult] = [:]
                for (id, raw) in report.raw { if let key = keys[id] { fresh[key] = raw } }
                results.store(fresh, used: Set(keys.values))
            }
        }

        // 3. Lint and judge.
        let gapDetector = SurfaceGapDetector(surfaceNames: surface?.index.allNames ?? [])
        let compiled = compileResults
        let hasSurface = surface != nil
        let judged = entries.concurrentMap { entry -> (CheckedSnippet, [String]) in
            var evidence = VerdictJudge.Evidence(syntax: entry.syntax)
            if let wrapped = entry.wrapped, let result = compiled[wrapped.snippetID] {
                evidence.compile = result
                let errors = result.findings.map(\.diagnostic).filter { $0.severity == .error }
                if hasSurface, errors.contains(where: { SurfaceGapDetector.missingName(in: $0.message) != nil }) {
                    let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
                    collector.walk(SourceClassifier.parse(wrapped.source))
                    evidence.surfaceGaps = gapDetector.gaps(in: errors, declaredNames: collector.names)
                    evidence.compile = gapDetector.addingSuggestions(to: result, declaredNames: collector.names)
                }
                if !result.hasErrors, result.status == .checked {
                    // The context rules see: the shared declarations the example uses.
                    evidence.lint = lint(entry.snippet, context: [wrapped.contextDeclarations])
                }
            }
            return (CheckedSnippet(snippet: entry.snippet, verdict: VerdictJudge.verdict(for: entry.snippet, evidence: evidence)), evidence.surfaceGaps ?? [])
        }
        let checked = judged.map(\.0)
        let missing = Set(judged.flatMap(\.1))
        return CheckRun(
            results: checked, missingAPIs: missing.sorted(), diagnostics: Typechecker.unique(runDiagnostics), statistics: statistics
        )
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

    private func makeTypechecker(toolchain: Toolchain, surface: PreparedSurface?, cache: CacheDirectory) throws -> Typechecker {
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
        ["swift-version=\(languageMode)", "target=\(target.cacheName)"] + extraFlags
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
