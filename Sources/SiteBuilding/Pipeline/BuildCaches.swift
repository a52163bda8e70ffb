import ContentLoading
import Foundation
import Linting
import SiteCore
import SiteRendering
import Snippets
import Synchronization

/// The caches of one session: a `build`, or a `serve` process, which passes the same
/// set to every rebuild so that a save re-renders only what changed at full cost.
///
/// Each cache is a reference shared by the copies of the value that holds it and safe to
/// use from the threads of one build; nothing is cached outside a session.
package struct BuildCaches: Sendable {
    /// The content pages as last read, by path (a file is not read again while unchanged).
    package let sourcePages: PageCache
    /// Fence analyses (hidden lines, parts, labels), for the build's extractor.
    package let snippets: SnippetExtractor.Cache
    /// Highlighted Swift, by source text.
    package let highlighting: SwiftHighlighter.Cache
    /// Parsed preludes and earlier examples, for the check's linter.
    package let lintContexts: LintFile.ContextCache
    /// The rule pages as the search index takes them (scored), by
    /// ``RememberedRulePages/searchKey(of:)``.
    let rulePageSearch: BoundedCache<String, IndexedPage>
    /// The pages of the session's last successful build held in memory (`serve`), with
    /// their HTML: the next one reuses those whose inputs are unchanged.
    package let pages: RememberedPages
    /// The navigation of the last build, while the pages' paths, titles and order stay.
    package let navigation: NavigationTree.Cache
    /// The search index's token numbers, for the pages of the last build (`serve` only: a
    /// single build would hold them for nothing).
    package let searchTokens: SearchIndexBuilder.TokenCache?
    /// The output claims of the last build, while its pages, assets, theme and rules stay.
    let outputClaims = OutputClaimsMemo()
    /// Each page's checklist as the review page's key takes it (`serve` only).
    let taskDigests: TaskDigests?

    /// Caches for one build, or (`sessionLong`) for a `serve` session's rebuilds.
    package init(sessionLong: Bool = false) {
        searchTokens = sessionLong ? SearchIndexBuilder.TokenCache() : nil
        taskDigests = sessionLong ? TaskDigests() : nil
        sourcePages = PageCache()
        snippets = SnippetExtractor.Cache()
        highlighting = SwiftHighlighter.Cache()
        lintContexts = LintFile.ContextCache()
        pages = RememberedPages()
        navigation = NavigationTree.Cache()
        rulePageSearch = BoundedCache(budget: 4096)
    }
}

/// The output claims (``SiteBuilder/claims(content:theme:rules:tags:sitemap:)``) of the last
/// build, with what they were made of: a rebuild that claims the same files takes them.
final class OutputClaimsMemo: Sendable {
    private let memo = Mutex<(inputs: [String], claims: OutputClaims)?>(nil)

    func claims(inputs: [String], make: () -> OutputClaims) -> OutputClaims {
        if let earlier = memo.withLock({ $0 }), earlier.inputs == inputs { return earlier.claims }
        let claims = make()
        memo.withLock { $0 = (inputs, claims) }
        return claims
    }
}

/// The digest of each page's checklist items (``PageRenderer/tasksDigest(_:)``) for a session,
/// by output path: kept while the page's items are the ones it was made of, so a rebuild
/// hashes the items of the pages that changed only.
final class TaskDigests: Sendable {
    private let entries = Mutex<[String: (tasks: [HTMLRenderer.Task], digest: String)]>([:])

    func digest(of tasks: [HTMLRenderer.Task], at path: String) -> String {
        if let entry = entries.withLock({ $0[path] }), entry.tasks == tasks { return entry.digest }
        let digest = PageRenderer.tasksDigest(tasks)
        entries.withLock { $0[path] = (tasks, digest) }
        return digest
    }
}

/// A page a previous build made, as the next one may reuse it.
package struct PreviousPage: Sendable {
    package var record: PageRecord
    /// The page's HTML, when the build was held in memory; a build written to a folder
    /// finds it in the previous output instead (see ``SiteOutput/reuse(_:at:)``).
    package var html: Data?
    /// The record's line in the manifest it was read from, written again as it is while
    /// the record is unchanged.
    package var line: Data?

    package init(record: PageRecord, html: Data? = nil, line: Data? = nil) {
        self.record = record
        self.html = html
        self.line = line
    }
}

/// A file a build generated beside the content's pages (the review checklist, the tags page,
/// the search index's files), as the next build may reuse it while its key is unchanged.
package struct GeneratedFile: Codable, Sendable {
    /// The key of the file's inputs, or of its bytes.
    package var key: String
    /// The file as the build that wrote it left it (see ``PageRecord/stamp``); `nil` for a
    /// build held in memory.
    package var stamp: FileStamp?
    /// The bytes, for a build held in memory (`serve`); never written to the cache folder.
    package var data: Data?

    private enum CodingKeys: String, CodingKey { case key, stamp }
}

/// The pages and generated files of a session's last successful in-memory build, by
/// content-relative path and by output path, and its rule pages as the search index takes
/// them.
package final class RememberedPages: Sendable {
    private let storage = Mutex<(pages: [String: PreviousPage], generated: [String: GeneratedFile])>(([:], [:]))
    private let rulePages = Mutex<(key: String, search: [IndexedPage])?>(nil)

    package init() {}

    package var all: [String: PreviousPage] { storage.withLock { $0.pages } }

    package var generated: [String: GeneratedFile] { storage.withLock { $0.generated } }

    func replace(with pages: [String: PreviousPage], generated: [String: GeneratedFile]) {
        storage.withLock { $0 = (pages, generated) }
    }

    /// The scored rule pages of the session's last build, when they were made under `key`
    /// (``PageRenderer/rulePagesKey(_:siteKey:)``).
    func rulePageSearch(under key: String) -> [IndexedPage]? {
        rulePages.withLock { $0?.key == key ? $0?.search : nil }
    }

    func rememberRulePageSearch(_ search: [IndexedPage], under key: String) {
        rulePages.withLock { $0 = (key, search) }
    }
}

/// Writes a build's generated files to its output, each under a key: a file whose key is the
/// one the previous build wrote it under is taken from that build (see
/// ``SiteOutput``'s `reuse(_:at:)`) instead of being made and written again.
/// Safe to use from several threads at once.
final class GeneratedFiles<Output: SiteOutput>: Sendable {
    private let previous: [String: GeneratedFile]
    private let output: Output
    private let made = Mutex<[String: GeneratedFile]>([:])

    init(previous: [String: GeneratedFile], output: Output) {
        self.previous = previous
        self.output = output
    }

    /// Puts the file at `path`: the previous build's when its key was `key`, else `make()`'s.
    func write(_ path: String, key: String, _ make: () throws -> Data) throws {
        if let earlier = previous[path], earlier.key == key, try output.reuse(earlier, at: path) {
            made.withLock { $0[path] = earlier }
            return
        }
        let data = try make()
        try output.write(data, to: path)
        let file = GeneratedFile(key: key, stamp: nil, data: output.keepsHTMLInMemory ? data : nil)
        made.withLock { $0[path] = file }
    }

    /// Every file put so far, by output path.
    var all: [String: GeneratedFile] { made.withLock { $0 } }
}
