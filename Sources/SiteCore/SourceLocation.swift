/// A position in a source file: 1-based line, 1-based column counted in UTF-8 bytes.
///
/// cmark-gfm, SwiftSyntax and the Swift compiler all count this way, so locations move
/// between them without conversion.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file path, relative to the project root where possible.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A half-open span between two locations in the same file.
public struct SourceRange: Hashable, Sendable, Codable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}
