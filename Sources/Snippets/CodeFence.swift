/// A fenced code block as it stands in a Markdown file: the input of snippet extraction.
///
/// The Markdown stage produces these; extraction needs nothing else of the page, which
/// keeps this target free of the Markdown parser.
package struct CodeFence: Hashable, Sendable {
    /// The Markdown file, relative to the project root (`Content/lists/identity.md`).
    package var file: String
    /// The 0-based position of this fence among the page's fences.
    package var index: Int
    /// The whole info string after the opening backticks: `swift bad rule=foreach-indices-identity`.
    package var info: String
    /// The code, exactly as written between the fences, lines joined by `\n`.
    package var code: String
    /// The Markdown line of the opening fence.
    package var fenceLine: Int
    /// The Markdown line of the first line of `code` (normally `fenceLine + 1`).
    package var codeStartLine: Int
    /// The column (1-based, UTF-8) where the code's lines start in the Markdown file:
    /// greater than 1 when the fence is indented (in a list item).
    package var codeStartColumn: Int
    /// The text of the paragraph just before the fence, when it is the fence's direct
    /// predecessor (used for prose labels such as `Avoid:` or `**Bad**`).
    package var precedingParagraph: String?
    /// True when the closing fence is missing (the fence runs to the end of its container).
    package var isUnterminated: Bool
    /// True for an indented code block (four spaces, no fence): it has no info string, so it
    /// is Swift only by the default language.
    package var isIndented: Bool

    package init(
        file: String, index: Int, info: String, code: String, fenceLine: Int,
        codeStartLine: Int, codeStartColumn: Int = 1, precedingParagraph: String? = nil,
        isUnterminated: Bool = false, isIndented: Bool = false
    ) {
        self.file = file
        self.index = index
        self.info = info
        self.code = code
        self.fenceLine = fenceLine
        self.codeStartLine = codeStartLine
        self.codeStartColumn = codeStartColumn
        self.precedingParagraph = precedingParagraph
        self.isUnterminated = isUnterminated
        self.isIndented = isIndented
    }
}
