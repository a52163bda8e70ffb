import ContentLoading
import Dispatch
import Foundation
import MarkdownAST
import SiteCore
import SiteRendering
import Snippets
import Synchronization

/// Builds the site: load → parse → extract examples → check → render → check links → write.
///
/// Content problems are collected as diagnostics; problems that stop the build are thrown,
/// and then nothing is written: the previous output stays as it was.
public struct SiteBuilder: Sendable {
    public var options: BuildOptions
    /// Checks the examples; `nil` builds without verdicts (as with `--no-check`).
    public var checker: (any ExampleChecker)?

    public init(options: BuildOptions, checker: (any ExampleChecker)? = nil) {
        self.options = options
        self.checker = checker
    }

    /// Runs the whole build.
    /// - Throws: ``HandbookError`` when the build cannot complete (the output is untouched),
    ///   or ``BuildFailure`` when content errors were found (strict mode, failing examples
    ///   never fail a build: they are shown).
    public func build() async throws -> BuildResult {
        let start = ContinuousClock.now
        let site = try await prepare()
        let output = try OutputDirectory(path: options.outputDirectory)
        do {
            try write(site, to: output)
            let errors = site.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty {
                throw BuildFailure(diagnostics: site.diagnostics)
            }
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
        return BuildResult(
            pageCount: site.pages.count, diagnostics: site.diagnostics, checkResult: site.checkResult,
            duration: ContinuousClock.now - start)
    }

    /// Everything rendered, in memory: what ``write(_:to:)`` puts on disk (and what `serve` reuses).
    public struct RenderedSite: Sendable {
        public var pages: [RenderedPage]
        public var files: [String: Data]
        public var copies: [String: String]
        public var diagnostics: [Diagnostic]
        public var checkResult: ExampleCheckResult?
    }

    /// Loads, checks and renders the site without writing anything.
    public func prepare() async throws -> RenderedSite {
        let extractor = SnippetExtractor(vocabulary: options.labelVocabulary, defaultLanguage: options.defaultLanguage)
        let collection = try ExampleCollector(contentDirectory: options.contentDirectory, extractor: extractor).collect()
        let content = collection.content
        let parsed = collection.pages
        var diagnostics = collection.diagnostics
        var layers: [String] = []
        var displayLayers: [String] = []
        if let base = options.defaultThemeDirectory, Self.standardized(base) != Self.standardized(options.themeDirectory) {
            layers.append(base)
            displayLayers.append(base)
        }
        layers.append(options.themeDirectory)
        displayLayers.append(options.themeDirectory)
        let theme = try Theme.load(layers: layers, displayPaths: displayLayers)

        // Examples: check them.
        var checkResult: ExampleCheckResult?
        if options.runsCheck, let checker {
            let result = try await checker.check(collection.examples, content: content)
            diagnostics += result.diagnostics
            checkResult = result
        }
        let verdicts = Dictionary((checkResult?.results ?? []).map { ($0.snippet.id, $0) }, uniquingKeysWith: { a, _ in a })

        // Titles, navigation, rendering.
        var titles: [String: String] = [:]
        for page in parsed {
            titles[page.source.relativePath] = page.source.frontMatter.title
                ?? page.document.children.first(where: { if case .heading(1) = $0.kind { true } else { false } })?.plainText
                ?? NavigationTree.titleCase(page.source.isIndex && !page.source.folder.isEmpty
                    ? String(page.source.folder.split(separator: "/").last!) : page.source.baseName)
        }
        let nav = NavigationTree(pages: content.pages, titles: titles)
        let renderer = PageRenderer(
            options: options, theme: theme, nav: nav, titles: titles, content: content,
            extractor: extractor, verdicts: verdicts, didCheck: checkResult != nil,
            rulePages: Set(checkResult?.rulePages ?? []))
        let rendered = try Self.parallelMap(parsed) { try renderer.render($0) }

        // Links, now that every page's anchors are known.
        var anchors: [String: Set<String>] = [:]
        for page in rendered { anchors[page.outputPath] = page.anchors }
        for page in rendered {
            diagnostics += page.links.check(anchors: anchors, severity: options.isStrict ? .error : .warning)
        }

        var files: [String: Data] = [:]
        var copies: [String: String] = [:]
        for page in rendered { files[page.outputPath] = Data(page.html.utf8) }
        files["404.html"] = Data(try renderer.renderNotFound().utf8)
        if let baseURL = options.baseURL {
            files["sitemap.xml"] = Data(Sitemap.xml(baseURL: baseURL, pagePaths: rendered.map(\.outputPath)).utf8)
        }
        for (relative, source) in theme.assets { copies["assets/" + relative] = source }
        for asset in content.assets { copies[asset] = options.contentDirectory + "/" + asset }
        for extra in try renderer.extraFiles(rendered: rendered, checkResult: checkResult) { files[extra.key] = extra.value }

        return RenderedSite(pages: rendered, files: files, copies: copies, diagnostics: diagnostics.sortedByLocation(), checkResult: checkResult)
    }

    /// Writes a prepared site into the staging folder.
    public func write(_ site: RenderedSite, to output: OutputDirectory) throws {
        for (path, data) in site.files.sorted(by: { $0.key < $1.key }) { try output.write(data, to: path) }
        for (path, source) in site.copies.sorted(by: { $0.key < $1.key }) { try output.copy(from: source, to: path) }
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Maps `items` on all cores, keeping the order; the first error thrown is rethrown.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) throws -> R) rethrows -> [R] {
        let results = Mutex<[Int: Result<R, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let r = Result { try transform(items[i]) }
            results.withLock { $0[i] = r }
        }
        return try results.withLock { dict in try (0..<items.count).map { try dict[$0]!.get() } }
    }
}

/// A page parsed into a Markdown tree, with its fences.
public struct ParsedPage: Sendable {
    public var source: SourcePage
    public var document: MarkdownNode
    public var fences: [CodeFence]
}

/// One page's examples, as handed to the checker.
public struct PageExamples: Sendable {
    public var page: SourcePage
    public var snippets: [Snippet]
}

/// Checks examples (compile, lint) and gives each a verdict.
public protocol ExampleChecker: Sendable {
    func check(_ pages: [PageExamples], content: ContentSnapshot) async throws -> ExampleCheckResult
}

/// What the checker found.
public struct ExampleCheckResult: Sendable {
    public var results: [CheckedSnippet]
    /// Diagnostics not tied to one example (e.g. the API names the surface lacks).
    public var diagnostics: [Diagnostic]
    /// Rule ids that get a page under `rules/`.
    public var rulePages: [String]
    /// API names the surface lacks, once per run.
    public var missingAPIs: [String]

    public init(results: [CheckedSnippet], diagnostics: [Diagnostic] = [], rulePages: [String] = [], missingAPIs: [String] = []) {
        self.results = results
        self.diagnostics = diagnostics
        self.rulePages = rulePages
        self.missingAPIs = missingAPIs
    }
}

/// The summary of a successful build.
public struct BuildResult: Sendable {
    public var pageCount: Int
    public var diagnostics: [Diagnostic]
    public var checkResult: ExampleCheckResult?
    public var duration: Duration
}

/// The build found errors in the content (broken links under `--strict`, …); nothing was written.
public struct BuildFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
