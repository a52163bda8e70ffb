/// One Swift example: a labelled part of a fence (a fence with several labelled parts
/// gives several snippets).
package struct Snippet: Hashable, Sendable, Identifiable, Codable {
    /// Stable id: `<file>#<fence index>.<part index>`, e.g. `Content/lists/identity.md#3.1`.
    package var id: String
    package var file: String
    /// The fence this snippet comes from, and its position among that fence's parts.
    package var fenceIndex: Int
    package var partIndex: Int
    /// What the page claims.
    package var label: SnippetLabel
    /// The label's own text, when there is one (`Bad - unstable identity`).
    package var labelText: String?
    /// The lint rules the example names (`rule=` or `[rule-id]` in its label).
    package var namedRules: [String]
    package var options: SnippetOptions
    /// Every line that is compiled, in order: shared setup lines of the fence, hidden lines
    /// and visible lines, each with its Markdown line.
    package var lines: [SnippetLine]
    /// Markdown lines of the first and last visible code line of this part.
    package var startLine: Int
    package var endLine: Int
    /// The Markdown line of the label comment that starts this part, when a comment
    /// labels it (the badge goes there). The label comment is not part of
    /// `startLine...endLine`.
    package var labelLine: Int?

    package init(
        id: String, file: String, fenceIndex: Int, partIndex: Int, label: SnippetLabel,
        labelText: String?, namedRules: [String], options: SnippetOptions, lines: [SnippetLine],
        startLine: Int, endLine: Int, labelLine: Int? = nil
    ) {
        self.id = id
        self.file = file
        self.fenceIndex = fenceIndex
        self.partIndex = partIndex
        self.label = label
        self.labelText = labelText
        self.namedRules = namedRules
        self.options = options
        self.lines = lines
        self.startLine = startLine
        self.endLine = endLine
        self.labelLine = labelLine
    }

    /// The compiled source: every line joined by `\n`.
    package var source: String { lines.map(\.text).joined(separator: "\n") }
}

/// One line of a snippet, and where it stands in the Markdown file.
package struct SnippetLine: Hashable, Sendable, Codable {
    package var text: String
    /// 1-based Markdown line.
    package var markdownLine: Int
    /// 1-based UTF-8 column in the Markdown file where `text` begins (fence indentation + 1).
    package var markdownColumn: Int
    /// Between `// snippet.hide` and `// snippet.show`: compiled, not rendered.
    package var isHidden: Bool
    /// Shared setup: lines before the first label of a multi-part fence.
    package var isSetup: Bool

    package init(text: String, markdownLine: Int, markdownColumn: Int = 1, isHidden: Bool = false, isSetup: Bool = false) {
        self.text = text
        self.markdownLine = markdownLine
        self.markdownColumn = markdownColumn
        self.isHidden = isHidden
        self.isSetup = isSetup
    }
}

/// What a page claims an example is.
package enum SnippetLabel: String, Hashable, Sendable, Codable {
    case good
    case bad
    case unlabelled
}

/// Options from the fence's info string.
package struct SnippetOptions: Hashable, Sendable, Codable {
    /// `ignore`: rendered, not checked.
    package var isIgnored: Bool
    /// `compile-fail`: must fail to typecheck.
    package var mustFailToCompile: Bool
    /// `fragment`: a part that is not meant to stand alone (wrapped, still checked).
    package var isFragment: Bool
    /// From an indented code block: Swift by the default language only, not by the page's word.
    package var isFromIndentedBlock: Bool

    package init(isIgnored: Bool = false, mustFailToCompile: Bool = false, isFragment: Bool = false, isFromIndentedBlock: Bool = false) {
        self.isIgnored = isIgnored
        self.mustFailToCompile = mustFailToCompile
        self.isFragment = isFragment
        self.isFromIndentedBlock = isFromIndentedBlock
    }
}
