/// A position in a source file: 1-based line, 1-based column counted in UTF-8 bytes.
///
/// cmark-gfm, SwiftSyntax and the Swift compiler all count this way, so locations move
/// between them without conversion.
package struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file path, relative to the project root where possible.
    package var file: String
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes.
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form compilers and editors understand.
    package var description: String { "\(file):\(line):\(column)" }
}

/// A half-open span between two locations in the same file.
package struct SourceRange: Hashable, Sendable, Codable {
    package var start: SourceLocation
    package var end: SourceLocation

    package init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}
