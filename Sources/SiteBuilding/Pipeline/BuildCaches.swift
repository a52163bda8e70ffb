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

    package init() {
        snippets = SnippetExtractor.Cache()
        highlighting = SwiftHighlighter.Cache()
        lintContexts = LintFile.ContextCache()
        pages = RememberedPages()
        rulePageSearch = BoundedCache(budget: 4096)
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

/// The pages of a session's last successful in-memory build, by content-relative path.
package final class RememberedPages: Sendable {
    private let storage = Mutex<[String: PreviousPage]>([:])

    package init() {}

    package var all: [String: PreviousPage] { storage.withLock { $0 } }

    func replace(with pages: [String: PreviousPage]) { storage.withLock { $0 = pages } }
}
