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
package struct SnippetCheckEngine: Sendable {
    package let linter: Linter
    package let options: Options

    /// - Parameters:
    ///   - rules: The lint rule types to run (e.g. `LintRules.all`); this target does not
    ///     depend on the rules themselves.
    ///   - lintConfiguration: Disabled rules and severities from `handbook.yml`.
    ///   - options: Cache, timeout, target and compiler.
    package init(rules: [any LintRule.Type], lintConfiguration: LintConfiguration = .init(), options: Options) {
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
    package func check(pages: [CheckPage], sitePrelude: PreludeSource?) throws -> CheckRun {
        var runDiagnostics: [Diagnostic] = []
        var statistics = CheckStatistics()

        // 1. Syntax, wrapping, lint context: page by page, in order.
        struct Entry: Sendable {
            var snippet: Snippet
            var syntax: [Diagnostic]
            var wrapped: WrappedExample?
            /// The parsed example and the wrapper as it was when the example was wrapped:
            /// what a second pass with assumed declarations wraps it again with.
            var resolved: ResolvedSource?
            var wrapper: ExampleWrapper?
            /// Why the example is not checked at all (an unlabelled block of API signatures).
            var skipReason: String?
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
            let prepared = page.snippets.map { snippet -> (syntax: [Diagnostic], resolved: ResolvedSource?) in
                guard !snippet.options.isIgnored, !Self.isSignatureBlock(snippet) else { return ([], nil) }
                let syntax = SyntaxChecker.check(snippet)
                let isBroken = syntax.contains { $0.severity == .error }
                return (syntax, isBroken ? nil : ResolvedSource(source: snippet.source))
            }
            wrapper.preparePage(zip(page.snippets, prepared).map { ($0, $1.resolved) })
            var entries: [Entry] = []
            for (snippet, (syntax, resolved)) in zip(page.snippets, prepared) {
                guard let resolved else {
                    let skip =
                        Self.isSignatureBlock(snippet) ? "declaration-only: API signatures without bodies are shown, not compiled" : nil
                    entries.append(Entry(snippet: snippet, syntax: syntax, wrapped: nil, skipReason: skip))
                    continue
                }
                let isContext = snippet.label != .bad && !snippet.options.mustFailToCompile
                let state = wrapper
                let wrapped = wrapper.wrap(snippet, resolved: resolved, keepAsContext: isContext)
                entries.append(Entry(snippet: snippet, syntax: syntax, wrapped: wrapped, resolved: resolved, wrapper: state))
            }
            return entries
        }
        let entries = pageEntries.flatMap { $0 }

        // 2. Typecheck what the cache does not know, in one invocation. A cached result is
        //    used only with its proof; only proven results are stored.
        var compileResults: [String: CompileResult] = [:]
        var missingModules: Set<String> = []
        var assumptions: [String: AssumptionOutcome] = [:]
        var secondPass: [String: CompileResult] = [:]
        if let toolchain {
            // A page's iOS deployment target holds its examples to it (surface only).
            var targets: [String: AvailabilityDomains.Version] = [:]
            if case .surface = options.target {
                for page in pages {
                    guard let target = AvailabilityDomains.Version(pageAvailability: page.availability) else { continue }
                    for snippet in page.snippets { targets[snippet.id] = target }
                }
            }
            var compiler = try PassCompiler(
                engine: self, toolchain: toolchain, surface: surface, cache: cache, sharedIDs: Set(sharedFiles.keys),
                deploymentTargets: targets
            )
            let preludeFiles = sharedFiles.keys.sorted().map { sharedFiles[$0]! }
            compileResults = try compiler.compile(preludeFiles + entries.compactMap(\.wrapped))
            surface = compiler.surface

            // 2b. Examples that use names nothing declares: further passes with declarations
            //     assumed from how the names are used (only where the first pass failed).
            //     A pass may reveal more missing names, or the type the compiler wants for
            //     an assumed value; at most three such passes.
            if options.assumesDeclarations {
                let index = surface?.index ?? SurfaceIndex()
                let synthesizer = AssumptionSynthesizer(
                    detector: SurfaceGapDetector(surfaceNames: index.topLevelNameSet),
                    memberNames: SurfaceGapDetector(surfaceNames: index.allNames),
                    surfaceTypes: index.topLevelNameSet.filter { $0.first?.isUppercase == true }
                )
                var latest = compileResults
                for _ in 0..<3 {
                    let previous = assumptions
                    let current = latest
                    let planned = entries.concurrentMap { entry -> (String, AssumptionOutcome, WrappedExample)? in
                        guard let wrapped = entry.wrapped, let resolved = entry.resolved, let wrapper = entry.wrapper,
                            let result = current[wrapped.snippetID], result.hasErrors
                        else { return nil }
                        let earlier = previous[wrapped.snippetID]
                        let missing = AssumptionOutcome.missingNames(in: result).union(earlier?.missing ?? [])
                        var overrides = earlier?.overrides ?? [:]
                        var memberOverrides = earlier?.memberOverrides ?? [:]
                        var conformances = earlier?.conformances ?? [:]
                        var askedStatics = earlier?.askedStatics ?? [:]
                        if let earlier {
                            conformances.merge(earlier.conformanceRequests(in: result)) { old, new in old.union(new) }
                            askedStatics.merge(earlier.staticMemberRequests(in: result)) { old, new in old.union(new) }
                            overrides.merge(earlier.typeOverrides(in: result, snippet: entry.snippet)) { _, new in new }
                            memberOverrides.merge(earlier.memberOverrides(in: result, snippet: entry.snippet)) { _, new in new }
                        }
                        let uses = ExtensionUse.uses(in: result, snippet: entry.snippet).union(earlier?.extensionUses ?? [])
                        guard !missing.isEmpty || !uses.isEmpty,
                            missing != earlier?.missing || overrides != earlier?.overrides || memberOverrides != earlier?.memberOverrides
                                || uses != earlier?.extensionUses || conformances != earlier?.conformances
                                || askedStatics != earlier?.askedStatics
                        else { return nil }
                        let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
                        collector.walk(SourceClassifier.parse(wrapped.source))
                        let canAddMembers = resolved.places.contains(.member) || resolved.places.contains(.view)
                        let synthesized = synthesizer.assume(
                            missing: missing, in: entry.snippet.source, declaredNames: collector.names.subtracting(missing),
                            canAddMembers: canAddMembers, overrides: overrides, memberOverrides: memberOverrides,
                            conformances: conformances, askedStatics: askedStatics, extensionUses: uses
                        )
                        var outcome = AssumptionOutcome(assumed: synthesized.assumed, refused: synthesized.refused)
                        outcome.missing = missing
                        outcome.overrides = overrides
                        outcome.memberOverrides = memberOverrides
                        outcome.extensionUses = uses
                        outcome.conformances = conformances
                        outcome.askedStatics = askedStatics
                        guard !synthesized.assumed.isEmpty else { return (wrapped.snippetID, outcome, wrapped) }
                        return (wrapped.snippetID, outcome, wrapper.wrap(entry.snippet, resolved: resolved, assuming: synthesized.assumed))
                    }.compactMap { $0 }
                    guard !planned.isEmpty else { break }
                    for (id, outcome, _) in planned { assumptions[id] = outcome }
                    let rewrapped = planned.filter { !$0.1.assumed.isEmpty }.map(\.2)
                    guard !rewrapped.isEmpty else { break }
                    let results = try compiler.compile(rewrapped)
                    for (id, result) in results {
                        secondPass[id] = result
                        latest[id] = result
                    }
                    statistics.assumingExamples = Set(secondPass.keys).count
                }
            }
            statistics.compiledExamples = compiler.compiledExamples
            statistics.cachedExamples = compiler.cachedExamples
            statistics.typecheckInvocations = compiler.invocations
            statistics.builtSurface = statistics.builtSurface || compiler.rebuiltSurface
            runDiagnostics += compiler.runDiagnostics
            missingModules = compiler.missingModules
        }

        // 3. Lint and judge.
        let gapDetector = SurfaceGapDetector(surfaceNames: (surface?.index.allNames ?? []).union(AssumptionSynthesizer.standardNames))
        let compiled = compileResults
        let hasSurface = surface != nil
        let assumedByID = assumptions
        let secondResults = secondPass
        let judged = entries.concurrentMap { entry -> (CheckedSnippet, [String]) in
            var evidence = VerdictJudge.Evidence(syntax: entry.syntax)
            evidence.skipReason = entry.skipReason
            if let wrapped = entry.wrapped, var result = compiled[wrapped.snippetID] {
                if let outcome = assumedByID[wrapped.snippetID] {
                    evidence.assumption = outcome
                    if let second = secondResults[wrapped.snippetID] {
                        result = second
                        evidence.assumption?.relatedErrors = outcome.relatedErrors(in: second, snippet: entry.snippet)
                    } else {
                        evidence.assumption?.relatedErrors = outcome.relatedErrors(in: result, snippet: entry.snippet)
                    }
                }
                evidence.compile = result
                evidence.stubbedBodies = wrapped.stubbedBodies
                let errors = result.findings.map(\.diagnostic).filter { $0.severity == .error }
                if hasSurface, errors.contains(where: { SurfaceGapDetector.missingName(in: $0.message) != nil }) {
                    let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
                    collector.walk(SourceClassifier.parse(wrapped.source))
                    evidence.surfaceGaps = gapDetector.gaps(in: errors, declaredNames: collector.names)
                    evidence.compile = gapDetector.addingSuggestions(to: result, declaredNames: collector.names)
                    // The related errors are matched by their text, suggestions included.
                    if let outcome = assumedByID[wrapped.snippetID], let suggested = evidence.compile {
                        evidence.assumption?.relatedErrors = outcome.relatedErrors(in: suggested, snippet: entry.snippet)
                    }
                }
                if !result.hasErrors, result.status == .checked, result.isProven {
                    // The context rules see: the shared declarations the example uses.
                    evidence.lint = lint(entry.snippet, context: [wrapped.contextDeclarations])
                }
            }
            return (
                CheckedSnippet(snippet: entry.snippet, verdict: VerdictJudge.verdict(for: entry.snippet, evidence: evidence)),
                evidence.surfaceGaps ?? []
            )
        }
        let checked = judged.map(\.0)
        let missing = Set(judged.flatMap(\.1))
        return CheckRun(
            results: checked, missingAPIs: missing.sorted(), missingModules: missingModules.sorted(),
            diagnostics: Typechecker.unique(runDiagnostics), statistics: statistics
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
