// swift-syntax's own lexer, through its testing interface: the scan must read strings,
// comments, placeholders and raw literals exactly as the parser will, and a second lexical
// model of Swift kept drifting from it (each gap `make fuzz` found was a hang).
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Finds Swift code nested too deeply for swift-syntax, before it is parsed.
///
/// swift-syntax's parser stops at its own nesting limit, but some of its look-ahead does
/// not: `[[[…1…]]]` makes it try every way of reading the brackets as a type (time doubles
/// with each `[`, 20 levels take seconds), and a few thousand `[` or generic `<` overflow
/// the stack. Code past these limits is not parsed at all: it is shown without highlighting
/// and its example is unverified.
///
/// The scan runs swift-syntax's lexer, which is linear, over the text and counts the tokens
/// the parser will see: brackets, braces and parentheses (string interpolation's included),
/// and `<` right after a name, as in `Array<Int>`. What the lexer takes for a string, a
/// comment or an editor placeholder is therefore exactly what the parser takes for one.
package enum SwiftNesting {
    /// Brackets, braces, parentheses and generic angle brackets open at once.
    package static let maximumDepth = 100
    /// Square brackets open at once (the look-ahead that doubles).
    package static let maximumSquareBracketDepth = 12

    /// The most UTF-8 bytes of Swift the build parses, for highlighting or the check: a longer
    /// block is shown as plain text and its examples are unverified. Pages teach in screenfuls;
    /// half a megabyte is a file pasted whole, and parsing it would hold up the build.
    package static let maximumParsedBytes = 512 * 1024

    /// Whether `source` is longer than anything in the build parses (``maximumParsedBytes``).
    package static func isTooLongToParse(_ source: String) -> Bool {
        source.utf8.count > maximumParsedBytes
    }

    /// Where code first nests past a limit.
    package struct Excess: Hashable, Sendable {
        /// 1-based line and UTF-8 column of the opening bracket past the limit.
        package var line: Int
        package var column: Int
        /// What was exceeded, for a message: "square brackets nest more than 12 levels deep".
        package var description: String
    }

    /// The first place where `source` nests past a limit, or `nil` when it stays within them.
    /// Tests lower `squareBracketLimit` to compare the scan with the parser's tree on input
    /// the parser reads quickly.
    package static func excess(in source: String, squareBracketLimit: Int = maximumSquareBracketDepth) -> Excess? {
        var source = source
        return source.withUTF8 { bytes in
            guard let (offset, description) = firstExcess(in: bytes, squareBracketLimit: squareBracketLimit) else { return nil }
            let (line, column) = position(of: offset, in: bytes)
            return Excess(line: line, column: column, description: description)
        }
    }

    /// The byte offset of the first opener past a limit, and what it exceeds.
    private static func firstExcess(in bytes: UnsafeBufferPointer<UInt8>, squareBracketLimit: Int) -> (Int, String)? {
        guard !bytes.isEmpty else { return nil }
        var tracker = LookaheadTracker()
        return withUnsafeMutablePointer(to: &tracker) { tracker in
            var lexemes = Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: [])
            var openers: [RawTokenKind] = []
            var squareBrackets = 0
            var offset = 0
            var previous = RawTokenKind.endOfFile
            var previousHadTrailingTrivia = false

            /// Pending `<` that turned out to be comparisons are dropped at a line start, a
            /// brace, a `;` and before any other closer.
            func dropPendingAngles() {
                while openers.last == .leftAngle { openers.removeLast() }
            }

            while true {
                // The sequence never ends by itself: it yields end-of-file over and over.
                guard let lexeme = lexemes.next(), lexeme.rawTokenKind != .endOfFile else { return nil }
                let kind = lexeme.rawTokenKind
                let start = offset + lexeme.textRange.lowerBound
                offset += lexeme.byteLength
                defer {
                    previous = kind
                    previousHadTrailingTrivia = lexeme.textRange.upperBound < lexeme.byteLength
                }
                if lexeme.flags.contains(.isAtStartOfLine) { dropPendingAngles() }

                switch kind {
                case .leftParen, .leftSquare, .leftBrace:
                    if kind == .leftBrace { dropPendingAngles() }
                    openers.append(kind)
                    if kind == .leftSquare { squareBrackets += 1 }
                    if squareBrackets > squareBracketLimit {
                        return (start, "square brackets nest more than \(squareBracketLimit) levels deep")
                    }
                    if openers.count > maximumDepth {
                        return (start, "brackets, braces and parentheses nest more than \(maximumDepth) levels deep")
                    }
                case .rightParen, .rightSquare, .rightBrace:
                    dropPendingAngles()
                    let opener: RawTokenKind =
                        kind == .rightParen ? .leftParen : kind == .rightSquare ? .leftSquare : .leftBrace
                    if openers.last == opener {
                        openers.removeLast()
                        if opener == .leftSquare { squareBrackets -= 1 }
                    }
                case .semicolon:
                    dropPendingAngles()
                case .binaryOperator, .postfixOperator, .prefixOperator:
                    let text = lexeme.tokenText
                    // A generic argument list follows a name directly: `Array<`, not `a < b`.
                    let followsName =
                        (previous == .identifier || previous == .keyword) && !previousHadTrailingTrivia
                        && lexeme.textRange.lowerBound == 0
                    if followsName, text.count == 1, text.first == UInt8(ascii: "<"), kind != .prefixOperator {
                        openers.append(.leftAngle)
                        if openers.count > maximumDepth {
                            return (start, "brackets, braces and parentheses nest more than \(maximumDepth) levels deep")
                        }
                    } else if text.first == UInt8(ascii: ">") {
                        // `>>` closes two generic lists (the parser splits the operator).
                        for byte in text where byte == UInt8(ascii: ">") {
                            guard openers.last == .leftAngle else { break }
                            openers.removeLast()
                        }
                    }
                default:
                    break
                }
            }
        }
    }

    /// The 1-based line and UTF-8 column of `offset`; `\n`, `\r\n` and a lone `\r` end a line,
    /// as they do for Swift.
    private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        var i = 0
        while i < offset {
            if bytes[i] == UInt8(ascii: "\n")
                || (bytes[i] == UInt8(ascii: "\r") && (i + 1 >= bytes.count || bytes[i + 1] != UInt8(ascii: "\n")))
            {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return (line, offset - lineStart + 1)
    }
}
