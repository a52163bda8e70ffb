import SiteCore

/// Turns a page's code fences into Swift examples: one ``Snippet`` per labelled part.
///
/// ```swift
/// let extractor = SnippetExtractor()
/// let (snippets, diagnostics) = extractor.extract(page.fences)
/// ```
///
/// What it does with each fence:
///
/// 1. **Language.** Only fences whose language (``FenceInfo/language``, the default
///    language when the info names none) counts as Swift are extracted; others are skipped
///    silently. The info attributes are then read (``FenceInfo``); unknown ones are warned about.
/// 2. **Hidden lines.** Lines between `// snippet.hide` and `// snippet.show` are hidden:
///    compiled but not rendered (``SnippetLine/isHidden``). The two marker lines themselves are
///    neither compiled nor rendered. A `snippet.hide` never closed hides the rest of the fence
///    (with a warning); a stray `snippet.show` is dropped.
/// 3. **Top level.** A line stands at the top level when its indentation equals the
///    smallest indentation of the fence's visible non-blank lines (normally column 1 of the
///    code). Only top-level, visible label comments count: a label comment indented inside a
///    block or hidden between the markers never starts a part.
/// 4. **Parts.** Each label comment (see ``LabelVocabulary``) starts a part that runs to the
///    next one. A loose label (`// Avoid doing X here`, no separator) counts only as the fence's
///    first visible non-blank line. The lines before the first label are shared setup
///    (``SnippetLine/isSetup``), prepended to every part. A fence without label comments is one
///    part. A part whose label is followed by no code (only blank or comment lines) is dropped
///    with a warning.
/// 5. **Label.** The `good`/`bad` info attribute wins; then the part's label comment; then,
///    for a fence with no label comment, a prose label in the paragraph just before it
///    (``CodeFence/precedingParagraph``); otherwise the part is unlabelled. ``Snippet/labelText``
///    is the text of the comment or prose label when it agrees with the final label.
///    ``Snippet/namedRules`` are the `rule=` ids, then the `[ids]` of the label.
/// 6. **Lines.** A snippet's ``Snippet/lines`` are its setup lines, its label comment and
///    its own lines, hidden ones included, each with its Markdown line and column.
///    ``Snippet/startLine`` and ``Snippet/endLine`` are the Markdown lines of the first and last
///    visible non-blank line of the part, after its label comment; ``Snippet/labelLine`` is the
///    label comment's line.
/// 7. **Ids.** `<file>#<fence index>.<part index>`, part indexes counting the parts kept.
///
/// Diagnostics (each at the Markdown file, line and column): an unterminated fence (error;
/// its code is still extracted), an empty fence, a fence with only hidden lines, a label with
/// no code after it, a `snippet.hide` without `snippet.show`, unknown or invalid info
/// attributes (warnings; the first three produce no snippet).
package struct SnippetExtractor: Sendable {
    /// The words that label examples.
    package var vocabulary: LabelVocabulary
    /// The language of a fence whose info string names none.
    package var defaultLanguage: String
    /// The language names that count as Swift.
    package var swiftLanguages: Set<String>
    /// Where analyses are kept; shared by the copies of this extractor.
    package let cache: Cache

    /// Creates an extractor.
    /// - Parameters:
    ///   - vocabulary: the label words (``LabelVocabulary/standard`` by default).
    ///   - defaultLanguage: the language of fences with an empty info string.
    ///   - swiftLanguages: the language names that count as Swift.
    ///   - cache: where fence analyses are kept: the build's or the `serve` session's, so a
    ///     rebuild finds the fences that did not change; a new one by default.
    package init(
        vocabulary: LabelVocabulary = .standard, defaultLanguage: String = "swift",
        swiftLanguages: Set<String> = FenceInfo.defaultSwiftLanguages, cache: Cache = Cache()
    ) {
        self.vocabulary = vocabulary
        self.defaultLanguage = defaultLanguage
        self.swiftLanguages = swiftLanguages
        self.cache = cache
    }

    /// Extracts the examples of several fences (normally one page's), in fence order.
    package func extract(_ fences: [CodeFence]) -> (snippets: [Snippet], diagnostics: [Diagnostic]) {
        var snippets: [Snippet] = []
        var diagnostics: [Diagnostic] = []
        for fence in fences {
            let result = extract(fence)
            snippets += result.snippets
            diagnostics += result.diagnostics
        }
        return (snippets, diagnostics)
    }

    /// Extracts the examples of one fence; a fence that is not Swift gives nothing.
    package func extract(_ fence: CodeFence) -> (snippets: [Snippet], diagnostics: [Diagnostic]) {
        guard let analysis = analyse(fence) else { return ([], []) }
        return (analysis.parts.map(\.snippet), analysis.diagnostics)
    }

    /// Whether the fence is a Swift fence this extractor takes examples from.
    package func isSwift(_ fence: CodeFence) -> Bool {
        FenceInfo(fence.info, defaultLanguage: defaultLanguage).isSwift(swiftLanguages: swiftLanguages)
    }

    /// How a fence is shown: its visible lines and where each example sits among them.
    ///
    /// For a fence that is not Swift, every line is visible and there are no parts.
    package func layout(of fence: CodeFence) -> FenceLayout {
        guard let analysis = analyse(fence) else {
            let lines = Self.splitLines(fence.code).enumerated().map { offset, text in
                FenceLayout.Line(text: text, markdownLine: fence.codeStartLine + offset)
            }
            return FenceLayout(lines: lines, parts: [])
        }
        let visible = analysis.lines.filter { !$0.isHidden }
        let lines = visible.map { FenceLayout.Line(text: $0.text, markdownLine: $0.markdownLine) }
        let parts = analysis.parts.map { part -> FenceLayout.Part in
            let first = visible.firstIndex { $0.offset >= part.firstOffset } ?? visible.count
            let end = visible.firstIndex { $0.offset >= part.endOffset } ?? visible.count
            return FenceLayout.Part(
                snippetID: part.snippet.id, partIndex: part.snippet.partIndex, label: part.snippet.label,
                lineRange: first..<max(first, end), startLine: part.snippet.startLine, endLine: part.snippet.endLine
            )
        }
        return FenceLayout(lines: lines, parts: parts)
    }

    /// The code of a fence as the site shows it: hidden lines and the `snippet.hide` /
    /// `snippet.show` markers removed. A fence that is not Swift is returned unchanged.
    package func visibleCode(of fence: CodeFence) -> String {
        layout(of: fence).code
    }

    /// The code of a fence as the site shows it, with the default Swift settings; see
    /// ``visibleCode(of:)``.
    package static func visibleCode(of fence: CodeFence) -> String {
        SnippetExtractor().visibleCode(of: fence)
    }

    // MARK: Analysis

    /// One code line of a fence, marker lines excluded.
    struct ScannedLine: Sendable {
        var text: String
        /// 0-based position among the fence's code lines.
        var offset: Int
        var markdownLine: Int
        var isHidden: Bool
        let isBlank: Bool
        let indentation: Int

        init(text: String, offset: Int, markdownLine: Int, isHidden: Bool) {
            self.text = text
            self.offset = offset
            self.markdownLine = markdownLine
            self.isHidden = isHidden
            let utf8 = text.utf8
            let indentation = utf8.prefix(while: { $0 == 0x20 || $0 == 0x09 }).count
            self.indentation = indentation
            // Most lines go on with a printable ASCII byte after their indentation: not blank,
            // without asking Unicode about every indentation scalar.
            if let next = utf8.dropFirst(indentation).first, next > 0x20, next < 0x80 {
                self.isBlank = false
            } else {
                self.isBlank = indentation == utf8.count || text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
            }
        }
    }

    struct AnalysedPart: Sendable {
        var snippet: Snippet
        /// Code-line offsets: the part's first line (its label comment) and the line after its last.
        var firstOffset: Int
        var endOffset: Int
    }

    struct Analysis: Sendable {
        var lines: [ScannedLine]
        var parts: [AnalysedPart]
        var diagnostics: [Diagnostic]
    }

    /// What one fence gives with one set of settings: fences are analysed several times per
    /// build (extraction, layout, anchors) and again on every `serve` rebuild, so the results
    /// are kept in the extractor's ``Cache``.
    fileprivate struct AnalysisKey: Hashable, Sendable {
        var fence: CodeFence
        var vocabulary: LabelVocabulary
        var defaultLanguage: String
        var swiftLanguages: Set<String>

        /// Hashes where the fence is and how long it is, not its text or the settings:
        /// hashing every fence's code and the whole vocabulary on each lookup cost more
        /// than a twentieth of a build. Equal keys still compare every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(fence.file)
            hasher.combine(fence.index)
            hasher.combine(fence.fenceLine)
            hasher.combine(fence.code.utf8.count)
        }
    }

    /// What fences gave, by fence and settings. Bounded: an analysis takes about ten times
    /// its code's size, so the budget keeps it near 20 MB, plenty for the fences of the
    /// pages being rendered at any one time.
    package struct Cache: Sendable {
        fileprivate let analyses = BoundedCache<AnalysisKey, Analysis?>(budget: 2 << 20)

        package init() {}
    }

    private func analyse(_ fence: CodeFence) -> Analysis? {
        let key = AnalysisKey(fence: fence, vocabulary: vocabulary, defaultLanguage: defaultLanguage, swiftLanguages: swiftLanguages)
        return cache.analyses.value(for: key, cost: { _ in fence.code.utf8.count + 64 }, compute: { analyseUncached(fence) })
    }

    private func analyseUncached(_ fence: CodeFence) -> Analysis? {
        let info = FenceInfo(fence.info, defaultLanguage: defaultLanguage)
        guard info.isSwift(swiftLanguages: swiftLanguages) else { return nil }
        let fenceLocation = SourceLocation(file: fence.file, line: fence.fenceLine, column: fence.codeStartColumn)
        var diagnostics = info.diagnostics(at: fenceLocation)
        if fence.isUnterminated {
            diagnostics.append(Diagnostic(.error, Messages.unterminatedFence, at: fenceLocation, source: "snippets.unterminated-fence"))
        }

        let (lines, hideDiagnostic) = scanLines(of: fence)
        diagnostics += hideDiagnostic.map { [$0] } ?? []
        let visible = lines.filter { !$0.isHidden && !$0.isBlank }
        if lines.allSatisfy(\.isBlank) {
            diagnostics.append(Diagnostic(.warning, Messages.emptyFence, at: fenceLocation, source: "snippets.empty-fence"))
            return Analysis(lines: lines, parts: [], diagnostics: diagnostics)
        }
        if visible.isEmpty {
            diagnostics.append(Diagnostic(.warning, Messages.onlyHiddenLines, at: fenceLocation, source: "snippets.hidden-only-fence"))
            return Analysis(lines: lines, parts: [], diagnostics: diagnostics)
        }

        // Label comments: visible, top-level; a loose one only as the first visible line.
        let topIndentation = visible.map(\.indentation).min() ?? 0
        var labels: [(index: Int, match: LabelMatch)] = []
        for (index, line) in lines.enumerated() where !line.isHidden && !line.isBlank && line.indentation == topIndentation {
            guard let match = vocabulary.matchComment(line.text) else { continue }
            if match.isFirm || line.offset == visible.first?.offset { labels.append((index, match)) }
        }

        let prose = labels.isEmpty ? fence.precedingParagraph.flatMap(vocabulary.matchProse) : nil
        let setupEnd = labels.first?.index ?? 0
        let setup = lines[..<setupEnd].map { snippetLine($0, of: fence, isSetup: true) }
        let ranges: [(label: LabelMatch?, range: Range<Int>)] =
            labels.isEmpty
            ? [(nil, 0..<lines.count)]
            : labels.indices.map { i in
                (labels[i].match, labels[i].index..<(i + 1 < labels.count ? labels[i + 1].index : lines.count))
            }

        var parts: [AnalysedPart] = []
        for (comment, range) in ranges {
            let body = comment == nil ? lines[range] : lines[range].dropFirst()
            let shown = body.filter { !$0.isHidden && !$0.isBlank }
            guard let first = shown.first, let last = shown.last else {
                if let comment {
                    let line = lines[range.lowerBound]
                    let location = SourceLocation(
                        file: fence.file, line: line.markdownLine, column: fence.codeStartColumn + line.indentation)
                    diagnostics.append(
                        Diagnostic(.warning, Messages.labelWithoutCode(comment.text), at: location, source: "snippets.label-without-code"))
                }
                continue
            }
            if comment != nil, shown.allSatisfy({ $0.text.trimmingSpaces().hasPrefix("//") }) {
                let line = lines[range.lowerBound]
                let location = SourceLocation(file: fence.file, line: line.markdownLine, column: fence.codeStartColumn + line.indentation)
                diagnostics.append(
                    Diagnostic(.warning, Messages.labelWithoutCode(comment!.text), at: location, source: "snippets.label-without-code"))
                continue
            }

            let source = comment ?? prose
            let label = info.label ?? source?.label ?? .unlabelled
            var rules = info.namedRules
            for rule in source?.namedRules ?? [] where !rules.contains(rule) { rules.append(rule) }
            let partIndex = parts.count
            var options = info.options
            options.isFromIndentedBlock = fence.isIndented
            if label == .bad, !options.mustFailToCompile,
                CompileFailCue.isStated(label: source?.text, code: lines[range].map(\.text))
            {
                options.mustFailToCompile = true
            }
            let snippet = Snippet(
                id: "\(fence.file)#\(fence.index).\(partIndex)", file: fence.file, fenceIndex: fence.index,
                partIndex: partIndex, label: label, labelText: source?.label == label ? source?.text : nil,
                namedRules: rules, options: options,
                lines: setup + lines[range].map { snippetLine($0, of: fence, isSetup: false) },
                startLine: first.markdownLine, endLine: last.markdownLine,
                labelLine: comment == nil ? nil : lines[range.lowerBound].markdownLine
            )
            parts.append(
                AnalysedPart(
                    snippet: snippet, firstOffset: lines[range.lowerBound].offset,
                    endOffset: range.upperBound < lines.count ? lines[range.upperBound].offset : Int.max
                ))
        }
        return Analysis(lines: lines, parts: parts, diagnostics: diagnostics)
    }

    /// The fence's code lines with the hide/show markers removed and hidden lines marked,
    /// plus a warning when a `snippet.hide` is never closed.
    private func scanLines(of fence: CodeFence) -> ([ScannedLine], Diagnostic?) {
        var lines: [ScannedLine] = []
        var openHide: (line: Int, column: Int)?
        for (offset, text) in Self.splitLines(fence.code).enumerated() {
            let markdownLine = fence.codeStartLine + offset
            switch Self.marker(text) {
            case "snippet.hide":
                if openHide == nil {
                    openHide = (markdownLine, fence.codeStartColumn + text.prefix(while: { $0 == " " || $0 == "\t" }).count)
                }
            case "snippet.show":
                openHide = nil
            default:
                lines.append(ScannedLine(text: text, offset: offset, markdownLine: markdownLine, isHidden: openHide != nil))
            }
        }
        let warning = openHide.map {
            Diagnostic(
                .warning, Messages.hideWithoutShow, at: SourceLocation(file: fence.file, line: $0.line, column: $0.column),
                source: "snippets.unclosed-hide"
            )
        }
        return (lines, warning)
    }

    /// `snippet.hide` or `snippet.show` when the line is that marker comment.
    private static func marker(_ line: String) -> String? {
        guard line.utf8.contains(0x2F) else { return nil }  // no `/`: no comment
        let trimmed = line.trimmingSpaces()
        guard trimmed.hasPrefix("//") else { return nil }
        let name = trimmed.dropFirst(2).trimmingSpaces()
        return name == "snippet.hide" || name == "snippet.show" ? name : nil
    }

    private func snippetLine(_ line: ScannedLine, of fence: CodeFence, isSetup: Bool) -> SnippetLine {
        SnippetLine(
            text: line.text, markdownLine: line.markdownLine, markdownColumn: fence.codeStartColumn,
            isHidden: line.isHidden, isSetup: isSetup
        )
    }

    /// The code's lines, split at `\n` or `\r\n`, a stray trailing `\r` removed from each.
    static func splitLines(_ code: String) -> [String] {
        // Bytes, not Characters: this runs over every line of every fence.
        code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...], as: UTF8.self)
        }
    }
}

/// How a Swift fence is rendered: its visible lines, and which of them belong to which example.
package struct FenceLayout: Hashable, Sendable {
    /// A rendered line.
    package struct Line: Hashable, Sendable {
        /// The line's text, as written.
        package var text: String
        /// Its 1-based Markdown line.
        package var markdownLine: Int
    }

    /// Where one example sits among the rendered lines.
    package struct Part: Hashable, Sendable {
        /// The id of the ``Snippet`` this part became (to find its verdict).
        package var snippetID: String
        package var partIndex: Int
        package var label: SnippetLabel
        /// Indexes into ``FenceLayout/lines``: from the part's label comment (or its first line)
        /// to its last line, blank lines included. Setup lines belong to no part.
        package var lineRange: Range<Int>
        /// The example's first and last Markdown lines (``Snippet/startLine``, ``Snippet/endLine``).
        package var startLine: Int
        package var endLine: Int
    }

    /// The visible lines, in order.
    package var lines: [Line]
    /// The examples of the fence, in order; empty for a fence that is not Swift.
    package var parts: [Part]

    /// The visible code, lines joined by `\n`.
    package var code: String { lines.map(\.text).joined(separator: "\n") }
}

/// The extractor's messages, kept together.
enum Messages {
    static let unterminatedFence = "code block is never closed; it runs to the end of the page"
    static let emptyFence = "empty Swift code block; there is no example to check"
    static let onlyHiddenLines = "Swift code block has only hidden lines; nothing would be shown"
    static let hideWithoutShow = "'// snippet.hide' without a matching '// snippet.show'; the rest of the block is hidden"

    static func labelWithoutCode(_ label: String) -> String {
        "label '\(label)' has no code after it"
    }
}
