/// One Swift example: a labelled part of a fence (a fence with several labelled parts
/// gives several snippets).
public struct Snippet: Hashable, Sendable, Identifiable, Codable {
    /// Stable id: `<file>#<fence index>.<part index>`, e.g. `Content/lists/identity.md#3.1`.
    public var id: String
    public var file: String
    /// The fence this snippet comes from, and its position among that fence's parts.
    public var fenceIndex: Int
    public var partIndex: Int
    /// What the page claims.
    public var label: SnippetLabel
    /// The label's own text, when there is one (`Bad - unstable identity`).
    public var labelText: String?
    /// The lint rules the example names (`rule=` or `[rule-id]` in its label).
    public var namedRules: [String]
    public var options: SnippetOptions
    /// Every line that is compiled, in order: shared setup lines of the fence, hidden lines
    /// and visible lines, each with its Markdown line.
    public var lines: [SnippetLine]
    /// Markdown lines of the first and last visible code line of this part.
    public var startLine: Int
    public var endLine: Int
    /// The Markdown line of the label comment that starts this part, when a comment
    /// labels it (the badge goes there). The label comment is not part of
    /// `startLine...endLine`.
    public var labelLine: Int?

    public init(
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
    public var source: String { lines.map(\.text).joined(separator: "\n") }
}

/// One line of a snippet, and where it stands in the Markdown file.
public struct SnippetLine: Hashable, Sendable, Codable {
    public var text: String
    /// 1-based Markdown line.
    public var markdownLine: Int
    /// 1-based UTF-8 column in the Markdown file where `text` begins (fence indentation + 1).
    public var markdownColumn: Int
    /// Between `// snippet.hide` and `// snippet.show`: compiled, not rendered.
    public var isHidden: Bool
    /// Shared setup: lines before the first label of a multi-part fence.
    public var isSetup: Bool

    public init(text: String, markdownLine: Int, markdownColumn: Int = 1, isHidden: Bool = false, isSetup: Bool = false) {
        self.text = text
        self.markdownLine = markdownLine
        self.markdownColumn = markdownColumn
        self.isHidden = isHidden
        self.isSetup = isSetup
    }
}

/// What a page claims an example is.
public enum SnippetLabel: String, Hashable, Sendable, Codable {
    case good
    case bad
    case unlabelled
}

/// Options from the fence's info string.
public struct SnippetOptions: Hashable, Sendable, Codable {
    /// `ignore`: rendered, not checked.
    public var isIgnored: Bool
    /// `compile-fail`: must fail to typecheck.
    public var mustFailToCompile: Bool
    /// `fragment`: a part that is not meant to stand alone (wrapped, still checked).
    public var isFragment: Bool

    public init(isIgnored: Bool = false, mustFailToCompile: Bool = false, isFragment: Bool = false) {
        self.isIgnored = isIgnored
        self.mustFailToCompile = mustFailToCompile
        self.isFragment = isFragment
    }
}
