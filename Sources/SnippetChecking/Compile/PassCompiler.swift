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

    init(engine: SnippetCheckEngine, toolchain: Toolchain, surface: PreparedSurface?, cache: CacheDirectory, sharedIDs: Set<String>) throws {
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
        for wrapped in files {
            let sourceHash = ContentHash.of(wrapped.source)
            let key = results.key(sourceHash: sourceHash)
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
        guard !pending.isEmpty else { return compiled }
        var report = try typechecker.typecheck(pending)
        // A surface module the compiler cannot load (deleted, truncated, from another
        // compiler) is rebuilt once, and the examples checked again against it.
        if !hasRebuiltSurface, let prepared = surface, case .surface = engine.options.target,
           SnippetCheckEngine.surfaceIsBroken(report, surface: prepared)
        {
            hasRebuiltSurface = true
            let rebuilt = try SurfaceCache(
                surfaceDirectory: engine.options.surfaceDirectory, cache: cache, toolchain: toolchain, runner: engine.options.runner
            ).prepare(discarding: prepared)
            surface = rebuilt
            rebuiltSurface = true
            typechecker.target = .surface(moduleDirectory: rebuilt.moduleDirectory)
            invocations += report.invocations.count
            report = try typechecker.typecheck(pending)
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
        return compiled
    }
}
