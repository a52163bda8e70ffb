import ContentLoading
import Foundation
import LintRules
import Linting
import SiteBuilding
import SiteCore
import SnippetChecking
import Snippets

/// Puts the check together: the snippet check engine with the built-in SwiftUI rules and the
/// lint settings of `handbook.yml`. The one place that knows both the engine and the rules.
enum ExampleCheckerFactory {
    /// - Parameter sdk: `iphonesimulator` or `macosx` to typecheck against Apple's real SDK
    ///   (macOS with Xcode); `nil` for Handbook's SwiftUI surface.
    /// - Parameter caches: the session's caches (`serve` keeps one across rebuilds).
    static func make(
        options: BuildOptions, configuration: HandbookConfiguration, noCache: Bool, sdk: String? = nil,
        caches: BuildCaches = BuildCaches()
    ) throws -> EngineExampleChecker {
        let lint = try lintConfiguration(from: configuration)
        var engineOptions = SnippetCheckEngine.Options(
            projectRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            cacheDirectory: cacheDirectoryOverride,
            isStrict: options.isStrict,
            ignoresCache: noCache,
            target: sdk.map { .appleSDK($0) } ?? .surface,
            assumesDeclarations: options.assumesDeclarations)
        // The installed (or checked-out) surface; without one, the engine's resource bundle.
        engineOptions.surfaceDirectory = HandbookResources().surface
        let engine = SnippetCheckEngine(
            rules: LintRules.all, lintConfiguration: lint, options: engineOptions, lintContextCache: caches.lintContexts)
        return EngineExampleChecker(engine: engine)
    }

    /// HANDBOOK_CACHE_DIR moves the cache (compiled surface, results, the site manifest) out
    /// of the project.
    static var cacheDirectoryOverride: URL? {
        ProcessInfo.processInfo.environment["HANDBOOK_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
    }

    /// The cache folder: ``cacheDirectoryOverride``, else `.handbook-cache` in the working
    /// directory (the check engine's default), else a temporary one.
    static var cacheDirectory: CacheDirectory {
        CacheDirectory(
            requested: cacheDirectoryOverride
                ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".handbook-cache"))
    }

    /// The ids of the rules Handbook ships, which `handbook.yml` may name.
    static var builtInRuleIDs: Set<String> { Set(LintRules.all.map { $0.description.id }) }

    /// The `lint:` section of `handbook.yml` as the linter takes it; `build`, `check` and
    /// `lint` all read it here, so every command honours every key.
    /// - Parameter file: Loaded with ``builtInRuleIDs``, so no custom rule takes a built-in id.
    static func lintConfiguration(from file: HandbookConfiguration) throws -> LintConfiguration {
        let settings = file.lint
        let customRules = try settings.customRules.map { spec in
            try CustomRule(
                id: spec.id, name: spec.name, regex: spec.regex, message: spec.message, severity: spec.severity,
                documentation: spec.documentation, triggering: spec.triggering, nonTriggering: spec.nonTriggering)
        }
        return LintConfiguration(
            disabledRules: Set(settings.disabledRules),
            enabledRules: settings.enabledRules.map(Set.init),
            severityOverrides: settings.severities,
            documentationOverrides: settings.documentation,
            deprecations: settings.deprecations ?? .all,
            customRules: customRules,
            platforms: settings.platforms)
    }

    /// `42 examples: 40 verified, 2 unverified` for the build's summary line.
    static func shortSummary(_ result: ExampleCheckResult) -> String {
        let counts = result.results.reduce(into: [VerdictStatus: Int]()) { $0[$1.verdict.status, default: 0] += 1 }
        let parts = VerdictStatus.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        return counted(result.results.count, "example") + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }
}

/// Adapts ``SnippetCheckEngine`` to the build's ``ExampleChecker``.
struct EngineExampleChecker: ExampleChecker {
    let engine: SnippetCheckEngine

    func check(_ pages: [PageExamples], content: ContentSnapshot) async throws -> ExampleCheckResult {
        let checkPages = pages.map { page in
            CheckPage(
                file: page.page.displayPath, snippets: page.snippets,
                prelude: page.page.frontMatter.prelude.flatMap { path in
                    content.preludes[path].map { PreludeSource(path: content.root + "/" + path, text: $0) }
                },
                availability: page.page.frontMatter.availability, tipStarts: page.tipStarts)
        }
        let sitePrelude = content.sitePrelude.map { PreludeSource(path: content.root + "/_prelude.swift", text: $0) }
        let run = try engine.check(pages: checkPages, sitePrelude: sitePrelude)
        return ExampleCheckResult(
            results: run.results, diagnostics: run.diagnostics,
            rulePages: LintRules.all.map { $0.description.id } + engine.linter.configuration.customRules.map(\.id),
            missingAPIs: run.missingAPIs,
            missingModules: run.missingModules, stageTimings: run.stageTimings)
    }
}
