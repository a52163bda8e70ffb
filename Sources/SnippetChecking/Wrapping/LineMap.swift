import SiteCore

/// Maps every line of a generated example file back to where it came from.
///
/// A generated file is made of synthesised lines (imports, the wrapper struct, its
/// `body`), copies of shared declarations (the site and page preludes, declarations of
/// earlier examples) and the example's own lines. Only the last kind maps into the
/// Markdown page, where a compiler diagnostic is then reported; prelude lines map into the
/// prelude file; the rest map to nothing.
///
/// Columns are 1-based UTF-8 byte offsets on both sides, as swiftc and cmark count them.
/// When the wrapper edits an example line (it inserts `fileprivate `, or replaces
/// `public` by `fileprivate`), the edit is recorded so columns after it still land on the
/// right Markdown character.
package struct LineMap: Hashable, Sendable {
    /// Where one generated line comes from.
    package enum Origin: Hashable, Sendable {
        /// A line of the example: Markdown line, the Markdown column of the line's first
        /// byte, and the edits made to the line.
        case example(markdownLine: Int, markdownColumn: Int, edits: [ColumnEdit])
        /// A line of a prelude file (`Content/_prelude.swift`), with its edits.
        case prelude(file: String, line: Int, edits: [ColumnEdit])
        /// A declaration copied from an earlier example on the page: its diagnostics
        /// belong to that example and are not repeated here.
        case context
        /// A line the wrapper wrote for this example (struct header, `body`, braces).
        case wrapper
    }

    /// One edit on a generated line: at `column` (1-based, generated) there are
    /// `generatedLength` bytes that replaced `originalLength` bytes of the source.
    package struct ColumnEdit: Hashable, Sendable, Codable {
        package var column: Int
        package var generatedLength: Int
        package var originalLength: Int

        package init(column: Int, generatedLength: Int, originalLength: Int) {
            self.column = column
            self.generatedLength = generatedLength
            self.originalLength = originalLength
        }
    }

    /// Where a generated position maps to.
    package enum Target: Hashable, Sendable {
        /// A position in the example, in its Markdown file.
        case markdown(SourceLocation)
        /// A position in a prelude file.
        case prelude(SourceLocation)
        /// A line the wrapper wrote for this example.
        case wrapper
        /// A copied declaration of an earlier example.
        case context
    }

    /// The Markdown file of the example.
    package let markdownFile: String
    /// One origin per generated line; index 0 is line 1.
    package private(set) var origins: [Origin]

    package init(markdownFile: String, origins: [Origin] = []) {
        self.markdownFile = markdownFile
        self.origins = origins
    }

    mutating func append(_ origin: Origin) { origins.append(origin) }

    /// Records `length` bytes inserted at generated `column` of example or prelude `line`
    /// (1-based); edits already recorded at or after that column move right.
    mutating func recordInsertion(line: Int, column: Int, length: Int) {
        guard line >= 1, line <= origins.count else { return }
        let inserted = ColumnEdit(column: column, generatedLength: length, originalLength: 0)
        let shifted = { (edits: [ColumnEdit]) in
            edits.map { edit in
                var edit = edit
                if edit.column >= column { edit.column += length }
                return edit
            } + [inserted]
        }
        switch origins[line - 1] {
        case let .example(markdownLine, markdownColumn, edits):
            origins[line - 1] = .example(markdownLine: markdownLine, markdownColumn: markdownColumn, edits: shifted(edits))
        case let .prelude(file, preludeLine, edits):
            origins[line - 1] = .prelude(file: file, line: preludeLine, edits: shifted(edits))
        case .context, .wrapper:
            break
        }
    }

    /// The number of generated lines.
    package var lineCount: Int { origins.count }

    /// Maps a generated 1-based `line` and `column`; nil when the line does not exist.
    package func target(line: Int, column: Int) -> Target? {
        guard line >= 1, line <= origins.count else { return nil }
        switch origins[line - 1] {
        case let .example(markdownLine, markdownColumn, edits):
            let original = Self.originalColumn(column, edits: edits)
            return .markdown(SourceLocation(file: markdownFile, line: markdownLine, column: markdownColumn + original - 1))
        case let .prelude(file, preludeLine, edits):
            return .prelude(SourceLocation(file: file, line: preludeLine, column: Self.originalColumn(column, edits: edits)))
        case .context:
            return .context
        case .wrapper:
            return .wrapper
        }
    }

    /// The column in the unedited line for a generated `column`. A column inside an
    /// inserted or replacing text maps to where that text was put.
    static func originalColumn(_ column: Int, edits: [ColumnEdit]) -> Int {
        var shift = 0
        for edit in edits.sorted(by: { $0.column < $1.column }) {
            if column < edit.column { break }
            if column < edit.column + edit.generatedLength { return max(1, edit.column - shift) }
            shift += edit.generatedLength - edit.originalLength
        }
        return max(1, column - shift)
    }
}
