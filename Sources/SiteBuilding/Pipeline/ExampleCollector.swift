import ContentLoading
import MarkdownAST
import SiteCore
import Snippets

/// Loads the content folder, parses every page, and extracts its Swift examples: the part
/// of the build that `handbook check` shares.
package struct ExampleCollector: Sendable {
    package var contentDirectory: String
    package var extractor: SnippetExtractor
    /// The pages the session loaded before (see ``PageCache``).
    package var pageCache: PageCache?

    package init(contentDirectory: String, extractor: SnippetExtractor, pageCache: PageCache? = nil) {
        self.contentDirectory = contentDirectory
        self.extractor = extractor
        self.pageCache = pageCache
    }

    /// The loaded content, every page parsed, its examples, and the problems found.
    package struct Collection: Sendable {
        package var content: ContentSnapshot
        package var pages: [ParsedPage]
        package var examples: [PageExamples]
        package var diagnostics: [Diagnostic]
        /// The problems extraction found on each page (``diagnostics`` holds them too), in
        /// the order of ``pages``.
        package var pageDiagnostics: [[Diagnostic]] = []
    }

    /// - Parameters:
    ///   - only: when not empty, only pages whose display or relative path is listed.
    ///   - keepingExamples: `false` leaves ``Collection/examples`` empty (a build that checks
    ///     nothing does not need them); the problems extraction finds are reported either way.
    package func collect(only: [String] = [], keepingExamples: Bool = true) throws -> Collection {
        let (content, diagnostics) = try load(only: only)
        var collection = extract(from: content, keepingExamples: keepingExamples)
        collection.diagnostics = diagnostics + collection.diagnostics
        return collection
    }

    /// Reads the content folder: the build's `load` stage.
    /// - Parameter only: when not empty, only pages whose display or relative path is listed.
    /// - Throws: ``HandbookError`` when the folder cannot be read or a listed page is not in it.
    package func load(only: [String] = []) throws -> (ContentSnapshot, [Diagnostic]) {
        var (content, diagnostics) = try ContentLoader(root: contentDirectory, pageCache: pageCache).load()
        if !only.isEmpty {
            let wanted = Set(only.map(Self.trimmed))
            let unknown = wanted.filter { w in !content.pages.contains { $0.displayPath == w || $0.relativePath == w } }
            if let first = unknown.sorted().first {
                throw HandbookError("no page '\(first)' in \(contentDirectory)", path: first)
            }
            content.pages = content.pages.filter { wanted.contains($0.displayPath) || wanted.contains($0.relativePath) }
        }
        return (content, diagnostics)
    }

    /// Parses every page of `content` and extracts its examples: the build's `extract` stage.
    /// The collection's diagnostics are the problems extraction found (not the loader's).
    package func extract(from content: ContentSnapshot, keepingExamples: Bool = true) -> Collection {
        var diagnostics: [Diagnostic] = []
        let extractor = self.extractor
        let results = content.pages.concurrentMap { page -> (ParsedPage, [Snippet], [Int], [Diagnostic]) in
            let (document, flattened) = MarkdownParser.parseReportingFlattening(page.markdown)
            let fences = CodeFenceCollector.fences(in: document, file: page.displayPath)
            let firstHeading = document.children.first(where: { if case .heading(1) = $0.kind { true } else { false } })?.plainText
            let (snippets, problems) = extractor.extract(fences)
            var nesting = Self.nestingWarning(flattened, file: page.displayPath).map { [$0] } ?? []
            // A block too long to parse is neither highlighted nor checked anyway (the check
            // says why), so its nesting does not matter.
            for fence in fences where extractor.isSwift(fence) && !SwiftNesting.isTooLongToParse(fence.code) {
                guard let excess = SwiftNesting.excess(in: fence.code) else { continue }
                nesting.append(
                    Diagnostic(
                        .warning,
                        "Swift code: \(excess.description); the block is shown without highlighting and its examples are not checked",
                        at: SourceLocation(
                            file: fence.file, line: fence.codeStartLine + excess.line - 1,
                            column: fence.codeStartColumn + excess.column - 1),
                        source: "swift.nesting"))
            }
            let tipStarts = keepingExamples && !snippets.isEmpty ? Self.tipStarts(of: document, snippets: snippets) : []
            return (
                ParsedPage(source: page, fences: fences, firstHeading: firstHeading), keepingExamples ? snippets : [], tipStarts,
                nesting + problems
            )
        }
        var pages: [ParsedPage] = []
        var examples: [PageExamples] = []
        var pageDiagnostics: [[Diagnostic]] = []
        pages.reserveCapacity(results.count)
        for (page, snippets, tipStarts, problems) in results {
            pages.append(page)
            diagnostics += problems
            pageDiagnostics.append(problems)
            if keepingExamples { examples.append(PageExamples(page: page.source, snippets: snippets, tipStarts: tipStarts)) }
        }
        return Collection(content: content, pages: pages, examples: examples, diagnostics: diagnostics, pageDiagnostics: pageDiagnostics)
    }

    /// Where the tips of a page of independent tips or practices start (see
    /// ``TipSections``), from the page's top-level headings and its labelled examples.
    static func tipStarts(of document: MarkdownNode, snippets: [Snippet] = []) -> [Int] {
        let headings = document.children.compactMap { node -> TipSections.Heading? in
            guard case let .heading(level) = node.kind, let line = node.range?.startLine else { return nil }
            return TipSections.Heading(level: level, text: node.plainText, line: line)
        }
        let labelled = snippets.filter { $0.label == .good || $0.label == .bad }.map(\.startLine)
        return TipSections.starts(of: headings, labelledExampleLines: labelled)
    }

    /// One warning per page whose Markdown nests deeper than the tree keeps, at the first place.
    static func nestingWarning(_ flattened: [MarkdownNode.Range], file: String) -> Diagnostic? {
        guard let first = flattened.first else { return nil }
        let more = flattened.count > 1 ? " (and in \(flattened.count - 1) more place\(flattened.count == 2 ? "" : "s") on this page)" : ""
        return Diagnostic(
            .warning,
            "block quotes, lists, emphasis or links nest more than \(MarkdownParser.maximumDepth) levels deep here\(more); the deeper levels are shown flat",
            at: SourceLocation(file: file, line: first.startLine, column: first.startColumn), source: "markdown.nesting")
    }

    private static func trimmed(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
