import Foundation
import SiteCore

/// Typechecks the generated files of one check pass, reusing proven cached results.
///
/// A check has one pass, or two when some examples are checked again with assumed
/// declarations; both go through here, so both read and fill the same cache, and a
/// surface the compiler cannot load is rebuilt once for the whole check.
struct PassCompiler {
    private let engine: SnippetCheckEngine
    private let toolchain: Toolchain
    private let cache: CacheDirectory
    private let results: ResultCache
    /// Ids of prelude files (not examples: not counted).
    private let sharedIDs: Set<String>
    private var typechecker: Typechecker
    private(set) var surface: PreparedSurface?
    private var hasRebuiltSurface = false

    private(set) var compiledExamples = 0
    private(set) var cachedExamples = 0
    private(set) var invocations = 0
    private(set) var rebuiltSurface = false
    private(set) var runDiagnostics: [Diagnostic] = []
    private(set) var missingModules: Set<String> = []
    /// The iOS deployment target of each example on a page that names one, by snippet id
    /// (see ``AvailabilityDomains``).
    private let deploymentTargets: [String: AvailabilityDomains.Version]

    init(
        engine: SnippetCheckEngine, toolchain: Toolchain, surface: PreparedSurface?, cache: CacheDirectory, sharedIDs: Set<String>,
        deploymentTargets: [String: AvailabilityDomains.Version] = [:]
    ) throws {
        self.deploymentTargets = deploymentTargets
        self.engine = engine
        self.toolchain = toolchain
        self.cache = cache
        self.surface = surface
        self.sharedIDs = sharedIDs
        typechecker = try engine.makeTypechecker(toolchain: toolchain, surface: surface, cache: cache)
        results = ResultCache(
            cache: cache, surfaceHash: surface?.hash ?? "sdk", toolchainVersion: toolchain.version, flags: typechecker.cacheFlags
        )
    }

    /// The compiler's result for each of `files`, by snippet id, mapped into Markdown.
    mutating func compile(_ files: [WrappedExample]) throws -> [String: CompileResult] {
        var compiled: [String: CompileResult] = [:]
        var pending: [WrappedExample] = []
        var keys: [String: String] = [:]
        let versions = surface.map { AvailabilityDomains.versions(in: $0.moduleDirectory) } ?? []
        for var wrapped in files {
            let target = deploymentTargets[wrapped.snippetID]
            if let target { wrapped = AvailabilityDomains.rewrite(wrapped, target: target, versions: versions) }
            let sourceHash = ContentHash.of(wrapped.source)
            let key = results.key(sourceHash: target.map { ContentHash.of(sourceHash, "iOS \($0)+") } ?? sourceHash)
            keys[wrapped.snippetID] = key
            if !engine.options.ignoresCache, let cached = results.load(key: key), cached.isProven(sourceHash: sourceHash) {
                let mapped = cached.mapped(through: wrapped)
                compiled[wrapped.snippetID] = mapped.result
                runDiagnostics += mapped.runDiagnostics
                if !sharedIDs.contains(wrapped.snippetID) { cachedExamples += 1 }
            } else {
                pending.append(wrapped)
            }
        }
        guard !pending.isEmpty else { return explained(compiled) }
        var report = try typecheckByTarget(pending)
        // A surface module the compiler cannot load (deleted, truncated, from another
        // compiler) is rebuilt once, and the examples checked again against it.
        if !hasRebuiltSurface, let prepared = surface, case .surface = engine.options.target,
            SnippetCheckEngine.surfaceIsBroken(report, surface: prepared)
        {
            hasRebuiltSurface = true
            let rebuilt = try SurfaceCache(
                surfaceDirectory: engine.options.surfaceDirectory, cache: cache, toolchain: toolchain, runner: engine.options.runner,
                timeout: engine.options.surfaceTimeout
            ).prepare(discarding: prepared)
            surface = rebuilt
            rebuiltSurface = true
            typechecker.target = .surface(moduleDirectory: rebuilt.moduleDirectory)
            invocations += report.invocations.count
            report = try typecheckByTarget(pending)
        }
        compiledExamples += pending.filter { !sharedIDs.contains($0.snippetID) }.count
        invocations += report.invocations.count
        runDiagnostics += report.runDiagnostics
        for (id, result) in report.results { compiled[id] = result }
        var fresh: [String: RawCompileResult] = [:]
        for (id, raw) in report.raw {
            if let key = keys[id] { fresh[key] = raw }
            if let module = raw.missingModule { missingModules.insert(module) }
        }
        results.store(fresh, used: Set(keys.values))
        return explained(compiled)
    }

    /// Typechecks `files` in one run per deployment target: each target has its own
    /// `PlatformDomains` module, and a run can import only one.
    private func typecheckByTarget(_ files: [WrappedExample]) throws -> Typechecker.Report {
        var groups: [AvailabilityDomains.Version?: [WrappedExample]] = [:]
        for file in files { groups[deploymentTargets[file.snippetID], default: []].append(file) }
        var merged = Typechecker.Report(results: [:], raw: [:], runDiagnostics: [], invocations: [])
        for target in groups.keys.sorted(by: { ($0?.description ?? "") < ($1?.description ?? "") }) {
            var checker = typechecker
            if let target, let surface, case .surface = engine.options.target {
                checker.availabilityDomains = try AvailabilityDomains.directory(in: surface.moduleDirectory, target: target)
            }
            let report = try checker.typecheck(groups[target] ?? [])
            merged.results.merge(report.results) { _, new in new }
            merged.raw.merge(report.raw) { _, new in new }
            merged.runDiagnostics += report.runDiagnostics
            merged.invocations += report.invocations
        }
        return merged
    }

    /// Availability errors of examples held to a deployment target, in words. The compiler
    /// reports some domain errors twice at one place (once with a note): they are merged.
    private func explained(_ compiled: [String: CompileResult]) -> [String: CompileResult] {
        var compiled = compiled
        for (id, target) in deploymentTargets {
            guard var result = compiled[id] else { continue }
            var findings: [CompileFinding] = []
            for var finding in result.findings {
                finding.diagnostic.message = AvailabilityDomains.explain(finding.diagnostic.message, target: target)
                let diagnostic = finding.diagnostic
                if let earlier = findings.firstIndex(where: {
                    $0.diagnostic.message == diagnostic.message && $0.diagnostic.location == diagnostic.location
                        && $0.diagnostic.severity == diagnostic.severity
                }) {
                    findings[earlier].diagnostic.notes += diagnostic.notes.filter { !findings[earlier].diagnostic.notes.contains($0) }
                } else {
                    findings.append(finding)
                }
            }
            result.findings = findings
            compiled[id] = result
        }
        return compiled
    }
}
