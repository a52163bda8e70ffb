import CMemory
import ContentLoading
import Dispatch
import Foundation
import Linting
import MarkdownAST
import SiteCore
import SiteRendering
import Snippets
import Synchronization

/// Builds the site in named stages (``BuildStage``): load → extract → check → render → index →
/// links → write.
///
/// Content problems are collected as diagnostics; problems that stop the build are thrown,
/// and then nothing is written: the previous output stays as it was.
package struct SiteBuilder: Sendable {
    package var options: BuildOptions
    /// Checks the examples; `nil` builds without verdicts (as with `--no-check`).
    package var checker: (any ExampleChecker)?
    /// What the build computes once and looks up after: fence analyses, highlighted code.
    package var caches: BuildCaches

    /// - Parameter caches: the session's caches; `serve` passes the same ones to every
    ///   rebuild. A new set by default.
    package init(options: BuildOptions, checker: (any ExampleChecker)? = nil, caches: BuildCaches = BuildCaches()) {
        self.options = options
        self.checker = checker
        self.caches = caches
    }

    /// Runs the whole build.
    /// - Throws: ``HandbookError`` when the build cannot complete (the output is untouched),
    ///   or ``BuildFailure`` when content errors were found (strict mode, failing examples
    ///   never fail a build: they are shown).
    package func build() async throws -> BuildResult {
        let start = ContinuousClock.now
        try options.checkOutputPlacement()
        // One build at a time writes this output folder; held until the new site is in place.
        let lock = try OutputLock(output: options.outputDirectory)
        defer { withExtendedLifetime(lock) {} }
        let output = try OutputDirectory(path: options.outputDirectory)
        var site: PreparedSite
        do {
            // Pages go to the staging folder as they are rendered, so a large site is never
            // held in memory; a failed build discards the staging folder.
            site = try await prepare(into: output)
            let prepared = site
            try site.stageTimings.run(BuildStage.write.rawValue) { try write(prepared, to: output) }
        } catch {
            output.discard()
            throw error
        }
        rememberWritten(site.remembered, generated: site.generated, in: output)
        return BuildResult(
            pageCount: site.pages.count, diagnostics: site.diagnostics, checkResult: site.checkResult,
            duration: ContinuousClock.now - start, stageTimings: site.stageTimings)
    }

    /// Everything rendered, in memory: what `serve` keeps and serves.
    package struct RenderedSite: Sendable {
        package var pages: [RenderedPage]
        /// Generated files (pages, search index, …) by path relative to the site root.
        package var files: [String: Data]
        /// Copied files (theme and content assets): path relative to the site root → source file.
        package var copies: [String: String]
        package var diagnostics: [Diagnostic]
        package var checkResult: ExampleCheckResult?
    }

    /// What a build knows once every generated file went to its ``SiteOutput``.
    package struct PreparedSite: Sendable {
        package var pages: [RenderedPage]
        /// Files to copy as they are: path relative to the site root → source file.
        package var copies: [String: String]
        package var diagnostics: [Diagnostic]
        package var checkResult: ExampleCheckResult?
        /// The stages run so far, with their times.
        package var stageTimings: StageTimings
        /// What the next build may reuse of each content page.
        package var remembered: [PreviousPage]
        /// What the next build may reuse of the generated files, by output path.
        package var generated: [String: GeneratedFile]
    }

    /// Loads, checks and renders the site into memory, writing nothing to disk.
    package func prepare() async throws -> RenderedSite {
        let memory = InMemorySiteOutput()
        let site = try await prepare(into: memory)
        if !site.diagnostics.contains(where: { $0.severity == .error }) {
            caches.pages.replace(
                with: Dictionary(site.remembered.map { ($0.record.relativePath, $0) }, uniquingKeysWith: { a, _ in a }),
                generated: site.generated)
        }
        return RenderedSite(
            pages: site.pages, files: memory.files, copies: site.copies, diagnostics: site.diagnostics,
            checkResult: site.checkResult)
    }

    /// Loads, checks and renders the site, handing every generated file to `output` as soon
    /// as it is ready (pages from several threads at once). Copies are returned, not made.
    /// Runs the stages up to `links` (see ``BuildStage``); `write` is the caller's.
    package func prepare(into output: some SiteOutput) async throws -> PreparedSite {
        var timings = StageTimings()
        let (loaded, previous, previousGenerated) = try timings.run(BuildStage.load.rawValue) {
            (try load(), previousPages(), previousGeneratedFiles())
        }
        let generated = GeneratedFiles(previous: previousGenerated, output: output)
        let (collection, sourceKeys) = timings.run(BuildStage.extract.rawValue) { extract(loaded, previous: previous) }
        var extracted = collection
        let checkResult = try await timings.run(BuildStage.check.rawValue) {
            try await check(taking: &extracted.examples, content: loaded.content)
        }
        let rendered = try timings.run(BuildStage.render.rawValue) {
            try render(
                extracted, sourceKeys: sourceKeys, previous: previous, loaded: loaded, checkResult: checkResult, to: output,
                generated: generated)
        }
        let searchClaims = try timings.run(BuildStage.index.rawValue) { try index(rendered, to: generated) }
        let linkDiagnostics = timings.run(BuildStage.links.rawValue) { checkLinks(rendered.pages) }

        var claims = rendered.claims
        for path in searchClaims { claims.claim(path, by: .generated("the search index")) }
        let diagnostics =
            loaded.diagnostics + extracted.diagnostics + loaded.theme.warnings + (checkResult?.diagnostics ?? []) + linkDiagnostics
            + claims.diagnostics
        return PreparedSite(
            pages: rendered.pages, copies: copies(loaded), diagnostics: diagnostics.sortedByLocation(), checkResult: checkResult,
            stageTimings: timings, remembered: rendered.remembered, generated: generated.all)
    }

    /// The output files known before rendering, each with its source: generated pages
    /// first, then theme assets, then the content's pages and files.
    static func claims(content: ContentSnapshot, theme: Theme, rules: [RuleDescription], tags: Bool, sitemap: Bool) -> OutputClaims {
        var claims = OutputClaims()
        claims.claim("404.html", by: .generated("the generated page-not-found page"))
        claims.claim(PageRenderer.reviewPath, by: .generated("the generated review checklist"))
        claims.claim("rules/index.html", by: .generated("the generated list of lint rules"))
        if tags { claims.claim(TagIndex.path, by: .generated("the generated tags page")) }
        claims.claim(NavigationTree.scriptPath, by: .generated("the site's navigation"))
        for rule in rules { claims.claim("rules/\(rule.id).html", by: .generated("the generated page of the rule '\(rule.id)'")) }
        if sitemap { claims.claim("sitemap.xml", by: .generated("the generated sitemap")) }
        let workingDirectory = FileManager.default.currentDirectoryPath
        for (relative, source) in theme.assets.sorted(by: { $0.key < $1.key }) {
            claims.claim("assets/" + relative, by: .theme(PathUtilities.relative(source, to: workingDirectory)))
        }
        for page in content.pages { claims.claim(page.outputPath, by: .content(page.displayPath)) }
        for asset in content.assets { claims.claim(asset, by: .content(content.root + "/" + asset)) }
        return claims
    }

    /// Everything ``claims(content:theme:rules:tags:sitemap:)`` reads, as text.
    static func claimInputs(content: ContentSnapshot, theme: Theme, rules: [RuleDescription], tags: Bool, sitemap: Bool) -> [String] {
        // The counts first, so that no two inputs read the same.
        var inputs = [
            "\(tags) \(sitemap) \(rules.count) \(theme.assets.count) \(content.pages.count) \(content.assets.count)",
            FileManager.default.currentDirectoryPath, content.root,
        ]
        inputs.reserveCapacity(3 + rules.count + 2 * theme.assets.count + 2 * content.pages.count + content.assets.count)
        inputs += rules.map(\.id)
        for (relative, source) in theme.assets.sorted(by: { $0.key < $1.key }) { inputs += [relative, source] }
        for page in content.pages { inputs += [page.outputPath, page.displayPath] }
        inputs += content.assets
        return inputs
    }

    /// Hands memory freed by a finished stage back to the system, so the next stage's
    /// transient data does not stack on top of it in the peak (glibc keeps freed blocks).
    static func releaseFreedMemory() {
        handbook_release_freed_memory()
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// A page read and parsed once: its fences and first heading. The Markdown tree itself is
/// not kept (a large site's trees would not fit in memory); ``parseDocument()`` parses again.
package struct ParsedPage: Sendable {
    package var source: SourcePage
    package var fences: [CodeFence]
    /// The text of the page's first level-1 heading, when it starts with one.
    package var firstHeading: String?

    /// The page's Markdown tree (the same every time: fence indexes match ``fences``).
    package func parseDocument() -> MarkdownNode {
        MarkdownParser.parse(source.markdown)
    }
}

/// One page's examples, as handed to the checker.
package struct PageExamples: Sendable {
    package var page: SourcePage
    package var snippets: [Snippet]
    /// Where each tip of a page of independent tips starts (see ``TipSections``); empty
    /// for other pages.
    package var tipStarts: [Int] = []
}

/// Checks examples (compile, lint) and gives each a verdict.
package protocol ExampleChecker: Sendable {
    func check(_ pages: [PageExamples], content: ContentSnapshot) async throws -> ExampleCheckResult
}

/// What the checker found.
package struct ExampleCheckResult: Sendable {
    package var results: [CheckedSnippet]
    /// Diagnostics not tied to one example (e.g. the API names the surface lacks).
    package var diagnostics: [Diagnostic]
    /// Rule ids that get a page under `rules/`.
    package var rulePages: [String]
    /// API names the surface lacks, once per run.
    package var missingAPIs: [String]
    /// Modules examples import that the surface does not have.
    package var missingModules: [String]
    /// The checker's own stages and their times, in order (`check --verbose` prints them).
    package var stageTimings: StageTimings

    package init(
        results: [CheckedSnippet], diagnostics: [Diagnostic] = [], rulePages: [String] = [], missingAPIs: [String] = [],
        missingModules: [String] = [], stageTimings: StageTimings = StageTimings()
    ) {
        self.stageTimings = stageTimings
        self.missingModules = missingModules
        self.results = results
        self.diagnostics = diagnostics
        self.rulePages = rulePages
        self.missingAPIs = missingAPIs
    }
}

/// The summary of a successful build.
package struct BuildResult: Sendable {
    package var pageCount: Int
    package var diagnostics: [Diagnostic]
    package var checkResult: ExampleCheckResult?
    package var duration: Duration
    /// Every stage's time, in order (`build --verbose` prints them).
    package var stageTimings: StageTimings
}

/// The build found errors in the content (broken links under `--strict`, …); nothing was written.
package struct BuildFailure: Error, Sendable {
    package var diagnostics: [Diagnostic]
}
