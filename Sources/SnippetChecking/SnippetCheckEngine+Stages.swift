import Foundation
import Linting
import SiteCore
import Snippets

/// The stages of a check run, in the order they run. Their names are what `check --verbose`
/// prints and what a ``HandbookError`` raised in one carries as its ``HandbookError/stage``.
package enum CheckStage: String, CaseIterable, Sendable {
    /// Find the compiler and prepare the compiled surface (from the cache when it can).
    case prepare
    /// Check each example's syntax and wrap it, with its page's context, in a compilable file.
    case wrap
    /// Compile the wrapped examples (and again with assumed declarations where names are missing).
    case typecheck
    /// Lint what compiled, and give every example its verdict.
    case judge
}

extension SnippetCheckEngine {
    /// What the `prepare` stage readied, and what the run counts and reports as it goes.
    struct Preparation {
        var cache: CacheDirectory
        /// `nil` when every example is ignored: nothing needs compiling.
        var toolchain: Toolchain?
        /// The compiled surface (surface target only); the `typecheck` stage may rebuild it.
        var surface: PreparedSurface?
        var surfaceIndex: SurfaceIndex
        var statistics = CheckStatistics()
        /// Diagnostics of the run, not of one example.
        var diagnostics: [Diagnostic] = []
        /// Why no compiler could be run (`swiftc` missing, failing `--version`, or hanging):
        /// every example that needed one is unverified with this reason.
        var compilerUnavailable: String?

        /// No compiler to run: nothing can be typechecked, and no verdict is a guess. Each
        /// example is unverified with why (syntax errors still fail: they need no compiler),
        /// one warning says so for the run, and `--strict` makes that a failure.
        mutating func giveUpCompiling(because problem: String, advice: String) {
            toolchain = nil
            compilerUnavailable = "the compiler could not be run (\(problem))"
            diagnostics.append(
                Diagnostic(
                    .warning, "\(problem); no example is typechecked, each is unverified (\(advice))", at: nil, source: "check.compiler"))
        }
    }

    /// One example after the `wrap` stage.
    struct Entry: Sendable {
        /// The example as checked: lines that only mark code left out are comments there
        /// (see ``LeftOutCode/withoutElisionLines(_:)``), and a blank line before modifiers
        /// may end the statement above (see ``DetachedModifiers``).
        var snippet: Snippet
        /// The example as the page shows it, when it differs from ``snippet``.
        var shown: Snippet?
        /// 0-based lines of ``snippet`` that only mark code left out, checked as comments.
        var elidedLines: [Int] = []
        /// 0-based lines of ``snippet`` where a value left out (`Text(...)`) is checked as
        /// ``LeftOutCode/filler``.
        var filledLines: [Int] = []
        var syntax: [Diagnostic]
        var wrapped: WrappedExample?
        /// The parsed example and the wrapper as it was when the example was wrapped:
        /// what a second pass with assumed declarations wraps it again with.
        var resolved: ResolvedSource?
        var wrapper: ExampleWrapper?
        /// Why the example is not checked at all (an unlabelled block of API signatures).
        var skipReason: String?
    }

    /// What the `wrap` stage made: every example in page order, and each prelude combination's
    /// shared declarations file by its id.
    struct WrappedRun {
        var entries: [Entry]
        var sharedFiles: [String: WrappedExample]
    }

    /// What the `typecheck` stage found.
    struct TypecheckedRun {
        var compileResults: [String: CompileResult] = [:]
        var missingModules: Set<String> = []
        var assumptions: [String: AssumptionOutcome] = [:]
        /// The results of the passes with assumed declarations, by example id.
        var secondPass: [String: CompileResult] = [:]
    }

    /// One example's verdict and the surface names it missed.
    struct JudgedExample: Sendable {
        var checked: CheckedSnippet
        var missingAPIs: [String]
    }

    /// Whether some example may be compiled: one not ignored and not too long to check.
    static func needsCompiler(_ pages: [CheckPage]) -> Bool {
        pages.contains { $0.snippets.contains { !$0.options.isIgnored && SyntaxChecker.sizeExcess(of: $0) == nil } }
    }

    /// The `prepare` stage: the compiler and the compiled surface, when some example may be
    /// compiled.
    func prepare(_ pages: [CheckPage]) throws -> Preparation {
        let needsCompiler = Self.needsCompiler(pages)
        let cache = CacheDirectory(requested: options.cacheDirectory ?? options.projectRoot.appendingPathComponent(".handbook-cache"))
        var preparation = Preparation(cache: cache, surfaceIndex: SurfaceIndex())
        if needsCompiler {
            let detected: Toolchain
            do {
                detected = try Toolchain.detect(swiftc: options.swiftc, runner: options.runner, cache: cache)
            } catch let error as HandbookError where !ProcessCleanup.isInterrupted {
                preparation.giveUpCompiling(because: error.message, advice: "install Swift, or pass --no-check")
                return preparation
            }
            preparation.toolchain = detected
            if case .surface = options.target {
                let prepared: PreparedSurface
                do {
                    prepared = try SurfaceCache(
                        surfaceDirectory: options.surfaceDirectory, cache: cache, toolchain: detected, runner: options.runner,
                        timeout: options.surfaceTimeout
                    ).prepare()
                } catch let hung as SurfaceCache.CompilerTimedOut where !ProcessCleanup.isInterrupted {
                    // A compiler that hangs is no compiler either.
                    preparation.giveUpCompiling(because: hung.message, advice: "check the compiler, or pass --no-check")
                    return preparation
                }
                preparation.surface = prepared
                preparation.statistics.builtSurface = prepared.wasBuilt
                preparation.diagnostics += prepared.warnings
            }
        }
        preparation.surfaceIndex = (preparation.surface?.index ?? SurfaceIndex()).prepared()
        return preparation
    }

    /// The `wrap` stage: syntax, wrapping and lint context, page by page. Examples copy shared
    /// declarations without their bodies; each prelude (with the site prelude before a page's)
    /// is typechecked in full once, in a file of its own.
    func wrap(_ pages: [CheckPage], sitePrelude: PreludeSource?, surfaceIndex: SurfaceIndex) -> WrappedRun {
        let needsCompiler = Self.needsCompiler(pages)
        var preludeUnits: [PreludeSource: [DeclarationUnit]] = [:]
        for prelude in Set([sitePrelude].compactMap { $0 } + pages.compactMap(\.prelude)) {
            preludeUnits[prelude] = ExampleWrapper.units(of: prelude)
        }
        let knownUnits = preludeUnits
        let units: @Sendable (PreludeSource?) -> [DeclarationUnit] = { prelude in
            prelude.flatMap { knownUnits[$0] } ?? []
        }

        var sharedFiles: [String: WrappedExample] = [:]
        for page in pages {
            let sharedID = "prelude:" + [sitePrelude?.path, page.prelude?.path].compactMap { $0 }.joined(separator: "+")
            guard needsCompiler, sharedFiles[sharedID] == nil else { continue }
            let wrapper = ExampleWrapper(sharedUnits: units(sitePrelude) + units(page.prelude), surface: surfaceIndex)
            if let file = wrapper.sharedDeclarationsFile(id: sharedID) { sharedFiles[sharedID] = file }
        }
        // Pages are independent: wrap them on all cores (in order within a page, where
        // earlier examples are context for later ones).
        let viewChainNames = surfaceIndex.viewChainNames
        let delegateMethods = surfaceIndex.delegateMethods
        let assumes = options.assumesDeclarations
        let pageEntries = pages.concurrentMap { page -> [Entry] in
            var wrapper = ExampleWrapper(sharedUnits: units(sitePrelude) + units(page.prelude), surface: surfaceIndex)
            let prepared = page.snippets.map {
                shown -> (snippet: Snippet, elided: [Int], filled: [Int], syntax: [Diagnostic], resolved: ResolvedSource?) in
                guard !shown.options.isIgnored else { return (shown, [], [], [], nil) }
                var syntax = SyntaxChecker.check(shown)
                // Too long or nested too deeply to parse: not read further (unverified). This
                // comes first: every later question reads the whole example.
                if SyntaxChecker.unparsed(syntax) != nil { return (shown, [], [], syntax, nil) }
                guard !Self.isSignatureBlock(shown) else { return (shown, [], [], [], nil) }
                var snippet = shown
                var elided: [Int] = []
                var filled: [Int] = []
                // Lines that only say code is left out (`...`) are dropped when the rest parses
                // without them (an assumption the verdict states); otherwise the example is
                // judged as shown.
                if assumes, let without = LeftOutCode.withoutElisionLines(shown) {
                    let checked = SyntaxChecker.check(without.snippet)
                    if !checked.contains(where: { $0.severity == .error }) {
                        (snippet, elided, syntax) = (without.snippet, without.lines, checked)
                    }
                }
                // A value or body left out (`AnyView(...)`, `{ ... }`) is typechecked as a
                // value of whatever type its place asks for (an assumption the verdict states).
                if assumes, !snippet.options.mustFailToCompile, let withFiller = LeftOutCode.withValuesLeftOutFilled(snippet) {
                    let checked = SyntaxChecker.check(withFiller.snippet)
                    if !checked.contains(where: { $0.severity == .error }) {
                        (snippet, filled, syntax) = (withFiller.snippet, withFiller.lines, checked)
                    }
                }
                // Modifiers below a property, after a blank line, are a fragment of their own.
                if syntax.contains(where: { $0.severity == .error }), let separated = DetachedModifiers.separated(snippet) {
                    let checked = SyntaxChecker.check(separated)
                    if !checked.contains(where: { $0.severity == .error }) { (snippet, syntax) = (separated, checked) }
                }
                let isBroken = syntax.contains { $0.severity == .error }
                return (
                    snippet, elided, filled, syntax,
                    isBroken
                        ? nil : ResolvedSource(source: snippet.source, viewChainNames: viewChainNames, delegateMethods: delegateMethods)
                )
            }
            wrapper.preparePage(prepared.map { ($0.snippet, $0.resolved) }, tipStarts: page.tipStarts)
            var entries: [Entry] = []
            for (shown, (snippet, elided, filled, syntax, resolved)) in zip(page.snippets, prepared) {
                let original = snippet == shown ? nil : shown
                guard let resolved else {
                    let skip =
                        SyntaxChecker.unparsed(syntax) == nil && Self.isSignatureBlock(snippet)
                        ? "declaration-only: API signatures without bodies are shown, not compiled" : nil
                    entries.append(
                        Entry(
                            snippet: snippet, shown: original, elidedLines: elided, filledLines: filled, syntax: syntax, wrapped: nil,
                            skipReason: skip))
                    continue
                }
                let isContext = snippet.label != .bad && !snippet.options.mustFailToCompile
                let state = wrapper
                let wrapped = wrapper.wrap(snippet, resolved: resolved, keepAsContext: isContext)
                entries.append(
                    Entry(
                        snippet: snippet, shown: original, elidedLines: elided, filledLines: filled, syntax: syntax, wrapped: wrapped,
                        resolved: resolved,
                        wrapper: state))
            }
            return entries
        }
        return WrappedRun(entries: pageEntries.flatMap { $0 }, sharedFiles: sharedFiles)
    }

    /// The `typecheck` stage: what the cache does not know, in one invocation (a cached result
    /// is used only with its proof; only proven results are stored); then, where the first
    /// pass failed on names nothing declares, further passes with assumed declarations.
    func typecheck(_ run: WrappedRun, pages: [CheckPage], prepared: inout Preparation) throws -> TypecheckedRun {
        var typechecked = TypecheckedRun()
        guard let toolchain = prepared.toolchain else {
            if let reason = prepared.compilerUnavailable {
                for wrapped in run.entries.compactMap(\.wrapped) {
                    typechecked.compileResults[wrapped.snippetID] = CompileResult(status: .compilerFailed, reason: reason)
                }
            }
            return typechecked
        }
        // A page's iOS deployment target holds its examples to it (surface only).
        var targets: [String: AvailabilityDomains.Version] = [:]
        if case .surface = options.target {
            for page in pages {
                guard let target = AvailabilityDomains.Version(pageAvailability: page.availability) else { continue }
                for snippet in page.snippets { targets[snippet.id] = target }
            }
        }
        var compiler = try PassCompiler(
            engine: self, toolchain: toolchain, surface: prepared.surface, cache: prepared.cache,
            sharedIDs: Set(run.sharedFiles.keys), deploymentTargets: targets
        )
        let preludeFiles = run.sharedFiles.keys.sorted().map { run.sharedFiles[$0]! }
        typechecked.compileResults = try compiler.compile(preludeFiles + run.entries.compactMap(\.wrapped))
        prepared.surface = compiler.surface
        if options.assumesDeclarations {
            try assumeDeclarations(for: run.entries, compiler: &compiler, into: &typechecked, prepared: &prepared)
        }
        prepared.statistics.compiledExamples = compiler.compiledExamples
        prepared.statistics.cachedExamples = compiler.cachedExamples
        prepared.statistics.typecheckInvocations = compiler.invocations
        prepared.statistics.builtSurface = prepared.statistics.builtSurface || compiler.rebuiltSurface
        prepared.diagnostics += compiler.runDiagnostics
        typechecked.missingModules = compiler.missingModules
        return typechecked
    }

    /// Examples that use names nothing declares: further passes with declarations assumed
    /// from how the names are used (only where the first pass failed). A pass may reveal more
    /// missing names, or the type the compiler wants for an assumed value; at most three such
    /// passes.
    private func assumeDeclarations(
        for entries: [Entry], compiler: inout PassCompiler, into typechecked: inout TypecheckedRun, prepared: inout Preparation
    ) throws {
        let index = prepared.surface?.index ?? SurfaceIndex()
        // Macros are indexed as `@Entry`, `#Preview`: no sample name misspells those (`entry`
        // is one edit from `@Entry` once the case is ignored).
        let topLevelNames = index.topLevelNameSet.filter { $0.first?.isLetter == true || $0.first == "_" }
        let synthesizer = AssumptionSynthesizer(
            detector: SurfaceGapDetector(surfaceNames: topLevelNames),
            memberNames: SurfaceGapDetector(surfaceNames: index.allNames),
            surfaceTypes: topLevelNames.filter { $0.first?.isUppercase == true },
            callableNames: SurfaceGapDetector(surfaceNames: topLevelNames.subtracting(index.protocolNames)),
            viewMethods: index.viewMethodNames
        )
        let viewMethodNames = index.viewMethodNames.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var latest = typechecked.compileResults
        // What each example's first pass found missing: the names the declarations other
        // examples copy from it lack too (their errors there are not reported again).
        let firstMissing = typechecked.compileResults.mapValues { AssumptionOutcome.missingNames(in: $0) }.filter { !$0.value.isEmpty }
        for _ in 0..<3 {
            let previous = typechecked.assumptions
            let current = latest
            let planned = entries.concurrentMap { entry -> (String, AssumptionOutcome, WrappedExample)? in
                guard let wrapped = entry.wrapped, let resolved = entry.resolved, let wrapper = entry.wrapper,
                    let result = current[wrapped.snippetID], result.hasErrors
                else { return nil }
                let earlier = previous[wrapped.snippetID]
                let selfMembers = AssumptionOutcome.selfMembers(in: result)
                    .union(AssumptionOutcome.methodsHidingSelfMembers(in: result, snippet: entry.snippet))
                    .union(AssumptionOutcome.methodsReadAsValues(in: result, snippet: entry.snippet, viewMethods: viewMethodNames))
                    .union(earlier?.selfMembers ?? [])
                let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
                collector.walk(SourceClassifier.parse(wrapped.source))
                // Not a name the example uses itself: where it does, the compiler found it there
                // (`Subviews` inside a layout), or reported it missing on the example's lines.
                let contextMissing = wrapped.contextIdentifiers.reduce(into: Set<String>()) { names, context in
                    names.formUnion(firstMissing[context.key]?.intersection(context.value) ?? [])
                }.subtracting(collector.names).subtracting(resolved.identifiers)
                let shadowed = AssumptionOutcome.shadowedTypes(
                    in: result, snippet: entry.snippet, surfaceTypes: synthesizer.surfaceTypes,
                    declared: collector.names.union(earlier?.missing ?? [])
                ).union(earlier?.shadowed ?? [])
                let missing = AssumptionOutcome.missingNames(in: result).union(earlier?.missing ?? []).union(selfMembers).union(shadowed)
                    .union(
                        AssumptionOutcome.shadowedFunctions(in: result, snippet: entry.snippet).filter {
                            !topLevelNames.contains($0) && !AssumptionSynthesizer.standardNames.contains($0)
                        }
                    )
                    .union(AssumptionOutcome.misfitBorrowedValues(in: result, snippet: entry.snippet, borrowed: wrapped.borrowedValues))
                    .union(AssumptionOutcome.outerValuesCopied(in: result, snippet: entry.snippet))
                    .union(AssumptionOutcome.misfitSampleTypes(in: result, snippet: entry.snippet, borrowed: wrapped.borrowedSampleTypes))
                    .union(contextMissing)
                var overrides = earlier?.overrides ?? [:]
                var memberOverrides = earlier?.memberOverrides ?? [:]
                var conformances = earlier?.conformances ?? [:]
                var askedStatics = earlier?.askedStatics ?? [:]
                var calledMembers = earlier?.calledMembers ?? []
                if let earlier {
                    calledMembers.formUnion(earlier.calledMemberRequests(in: result, snippet: entry.snippet))
                    conformances.merge(earlier.conformanceRequests(in: result)) { old, new in old.union(new) }
                    conformances.merge(earlier.valueConformanceRequests(in: result, snippet: entry.snippet)) { old, new in old.union(new) }
                    askedStatics.merge(earlier.staticMemberRequests(in: result)) { old, new in old.union(new) }
                    overrides.merge(earlier.typeOverrides(in: result, snippet: entry.snippet)) { _, new in new }
                    memberOverrides.merge(earlier.memberOverrides(in: result, snippet: entry.snippet)) { _, new in new }
                }
                let uses = ExtensionUse.uses(in: result, snippet: entry.snippet).union(earlier?.extensionUses ?? [])
                guard !missing.isEmpty || !uses.isEmpty,
                    missing != earlier?.missing || overrides != earlier?.overrides || memberOverrides != earlier?.memberOverrides
                        || uses != earlier?.extensionUses || conformances != earlier?.conformances
                        || askedStatics != earlier?.askedStatics || calledMembers != earlier?.calledMembers
                else { return nil }
                let canAddMembers = resolved.places.contains(.member) || resolved.places.contains(.view) || resolved.isMethodBody
                // Names only the copied declarations use are assumed from their use there.
                let source = contextMissing.isEmpty ? entry.snippet.source : entry.snippet.source + "\n" + wrapped.contextDeclarations
                let synthesized = synthesizer.assume(
                    missing: missing, in: source, declaredNames: collector.names.subtracting(missing),
                    canAddMembers: canAddMembers, overrides: overrides, memberOverrides: memberOverrides,
                    conformances: conformances, askedStatics: askedStatics, calledMembers: calledMembers, extensionUses: uses,
                    selfMembers: selfMembers
                )
                var outcome = AssumptionOutcome(assumed: synthesized.assumed, refused: synthesized.refused)
                for index in outcome.assumed.indices where shadowed.contains(outcome.assumed[index].name) {
                    outcome.assumed[index].summary += ", the page's own, not the framework's"
                }
                outcome.missing = missing
                outcome.shadowed = shadowed
                outcome.selfMembers = selfMembers
                outcome.overrides = overrides
                outcome.memberOverrides = memberOverrides
                outcome.extensionUses = uses
                outcome.conformances = conformances
                outcome.askedStatics = askedStatics
                outcome.calledMembers = calledMembers
                guard !synthesized.assumed.isEmpty else { return (wrapped.snippetID, outcome, wrapped) }
                return (wrapped.snippetID, outcome, wrapper.wrap(entry.snippet, resolved: resolved, assuming: synthesized.assumed))
            }.compactMap { $0 }
            guard !planned.isEmpty else { break }
            for (id, outcome, _) in planned { typechecked.assumptions[id] = outcome }
            let rewrapped = planned.filter { !$0.1.assumed.isEmpty }.map(\.2)
            guard !rewrapped.isEmpty else { break }
            let results = try compiler.compile(rewrapped)
            for (id, result) in results {
                typechecked.secondPass[id] = result
                latest[id] = result
            }
            prepared.statistics.assumingExamples = Set(typechecked.secondPass.keys).count
        }
    }

    /// The `judge` stage: lint what compiled cleanly, then each example's verdict, with the
    /// names the surface lacks where the compiler missed one.
    func judge(_ entries: [Entry], _ typechecked: TypecheckedRun, surface: PreparedSurface?) -> [JudgedExample] {
        let gapDetector = SurfaceGapDetector(
            surfaceNames: (surface?.index.allNames ?? []).union(AssumptionSynthesizer.standardNames),
            memberNames: surface?.index.memberNames ?? [])
        let hasSurface = surface != nil
        return entries.concurrentMap { entry -> JudgedExample in
            var evidence = VerdictJudge.Evidence(syntax: entry.syntax)
            evidence.skipReason = entry.skipReason
            evidence.elidedLines = entry.elidedLines.map { entry.snippet.lines[$0].markdownLine }
            evidence.filledLines = entry.filledLines.map { entry.snippet.lines[$0].markdownLine }
            if let wrapped = entry.wrapped, var result = typechecked.compileResults[wrapped.snippetID] {
                if let outcome = typechecked.assumptions[wrapped.snippetID] {
                    evidence.assumption = outcome
                    if let second = typechecked.secondPass[wrapped.snippetID] {
                        result = second
                        evidence.assumption?.relatedErrors = outcome.relatedErrors(in: second, snippet: entry.snippet)
                    } else {
                        evidence.assumption?.relatedErrors = outcome.relatedErrors(in: result, snippet: entry.snippet)
                    }
                }
                evidence.compile = result
                evidence.stubbedBodies = wrapped.stubbedBodies
                evidence.returnsFromLeftOutFunction = wrapped.returnsFromLeftOutFunction
                evidence.shapeAssumptions = wrapped.shapeAssumptions
                let errors = result.findings.map(\.diagnostic).filter { $0.severity == .error }
                if hasSurface, errors.contains(where: { SurfaceGapDetector.missingName(in: $0.message) != nil }) {
                    let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
                    collector.walk(SourceClassifier.parse(wrapped.source))
                    // A type the check assumed (`window: NSHostingController<…>`) may be wrong
                    // where the page's is not: its missing members stay gaps.
                    let assumedTypes = (evidence.assumption?.assumed ?? []).reduce(into: Set<String>()) { names, assumed in
                        names.formUnion(SurfaceGapDetector.words(in: assumed.summary))
                    }
                    let lines = entry.snippet.lines
                    let chains = ChainExtents(source: entry.snippet.source) { $0 < lines.count ? lines[$0].markdownLine : nil }
                    evidence.surfaceGaps = gapDetector.gaps(
                        in: errors, declaredNames: collector.names, uncertainTypes: assumedTypes, chains: chains)
                    evidence.compile = gapDetector.addingSuggestions(to: result, declaredNames: collector.names)
                    // The related errors are matched by their text, suggestions included.
                    if let outcome = typechecked.assumptions[wrapped.snippetID], let suggested = evidence.compile {
                        evidence.assumption?.relatedErrors = outcome.relatedErrors(in: suggested, snippet: entry.snippet)
                    }
                }
                if !result.hasErrors, result.status == .checked, result.isProven {
                    // The context rules see: the shared declarations the example uses.
                    evidence.lint = lint(entry.snippet, context: [wrapped.contextDeclarations])
                }
            }
            return JudgedExample(
                checked: CheckedSnippet(
                    snippet: entry.shown ?? entry.snippet, verdict: VerdictJudge.verdict(for: entry.snippet, evidence: evidence)),
                missingAPIs: evidence.surfaceGaps ?? []
            )
        }
    }
}
