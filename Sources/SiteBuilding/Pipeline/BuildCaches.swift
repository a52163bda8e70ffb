import Linting
import SiteRendering
import Snippets

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

    package init() {
        snippets = SnippetExtractor.Cache()
        highlighting = SwiftHighlighter.Cache()
        lintContexts = LintFile.ContextCache()
    }
}
