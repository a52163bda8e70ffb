/// Finds Swift code nested too deeply for swift-syntax, before it is parsed.
///
/// swift-syntax's parser stops at its own nesting limit, but some of its look-ahead does
/// not: `[[[…1…]]]` makes it try every way of reading the brackets as a type (time doubles
/// with each `[`, 20 levels take seconds), and a few thousand `[` or generic `<` overflow
/// the stack. Code past these limits is not parsed at all: it is shown without highlighting
/// and its example is unverified.
///
/// The scan is lexical and cheap: brackets, braces and parentheses (and `<` right after a
/// name, as in `Array<Int>`) are counted outside comments and string literals (string
/// interpolation counts as a parenthesis).
package enum SwiftNesting {
    /// Brackets, braces, parentheses and generic angle brackets open at once.
    package static let maximumDepth = 100
    /// Square brackets open at once (the look-ahead that doubles).
    package static let maximumSquareBracketDepth = 12

    /// Where code first nests past a limit.
    package struct Excess: Hashable, Sendable {
        /// 1-based line and UTF-8 column of the opening bracket past the limit.
        package var line: Int
        package var column: Int
        /// What was exceeded, for a message: "square brackets nest more than 12 levels deep".
        package var description: String
    }

    /// The first place where `source` nests past a limit, or `nil` when it stays within them.
    package static func excess(in source: String) -> Excess? {
        var scanner = Scanner(Array(source.utf8))
        if let excess = scanner.run() { return excess }
        // A string or comment still open at the end is code the scan cannot model: a lexer
        // that recovers from it (an unterminated raw string, `#"""` with text after it) may
        // read the rest as code. Brackets are counted there as if nothing were quoted, so
        // what follows is parsed only when it stays within the limits either way (found by
        // `make fuzz`: 40 `[` after `$######"""` took swift-syntax minutes).
        return scanner.scanUnterminatedTail()
    }

    private struct Scanner {
        enum Frame {
            case open(UInt8)
            /// `\(` inside a string literal: closing it goes back into the string.
            case interpolation(hashes: Int, multiline: Bool)
        }

        let bytes: [UInt8]
        var i = 0
        var line = 1
        var lineStart = 0
        var frames: [Frame] = []
        var squareBrackets = 0
        /// Where a string or block comment that never closes began (offset, line, line start).
        var unterminated: (offset: Int, line: Int, lineStart: Int)?

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        static func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }

        mutating func newline() {
            line += 1
            lineStart = i + 1
        }

        /// Pending `<` that turned out to be comparisons are dropped at a line end, `{`, `}` or `;`.
        mutating func dropPendingAngles() {
            while case .open(UInt8(ascii: "<")) = frames.last { frames.removeLast() }
        }

        mutating func open(_ b: UInt8) -> Excess? {
            frames.append(.open(b))
            if b == UInt8(ascii: "[") { squareBrackets += 1 }
            if squareBrackets > SwiftNesting.maximumSquareBracketDepth {
                return Excess(
                    line: line, column: i - lineStart + 1,
                    description: "square brackets nest more than \(SwiftNesting.maximumSquareBracketDepth) levels deep")
            }
            if frames.count > SwiftNesting.maximumDepth {
                return Excess(
                    line: line, column: i - lineStart + 1,
                    description: "brackets, braces and parentheses nest more than \(SwiftNesting.maximumDepth) levels deep")
            }
            return nil
        }

        /// Closes the innermost frame `closer` matches; returns the string to resume, if any.
        mutating func close(_ closer: UInt8) -> (hashes: Int, multiline: Bool)? {
            if closer != UInt8(ascii: ">") { dropPendingAngles() }
            guard let last = frames.last else { return nil }
            switch last {
            case let .interpolation(hashes, multiline):
                guard closer == UInt8(ascii: ")") else { return nil }
                frames.removeLast()
                return (hashes, multiline)
            case let .open(opener):
                let matches: Bool
                switch closer {
                case UInt8(ascii: ")"): matches = opener == UInt8(ascii: "(")
                case UInt8(ascii: "]"): matches = opener == UInt8(ascii: "[")
                case UInt8(ascii: "}"): matches = opener == UInt8(ascii: "{")
                default: matches = opener == UInt8(ascii: "<")
                }
                if matches {
                    frames.removeLast()
                    if opener == UInt8(ascii: "[") { squareBrackets -= 1 }
                }
                return nil
            }
        }

        mutating func run() -> Excess? {
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "\n"):
                    dropPendingAngles()
                    newline()
                case UInt8(ascii: "\r") where at(i + 1) != UInt8(ascii: "\n"):
                    // A carriage return alone ends a line for Swift too.
                    dropPendingAngles()
                    newline()
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    // Swift ends a line comment at a carriage return too: what follows a stray
                    // `\r` is code to swift-syntax, so it is code here (found by `make fuzz`).
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
                    continue
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var hashes = 0
                    while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    guard at(i + hashes) == UInt8(ascii: "\"") else {
                        i += max(hashes, 1)
                        continue
                    }
                    i += hashes
                    let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                    i += multiline ? 3 : 1
                    if let excess = skipString(hashes: hashes, multiline: multiline) { return excess }
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    if let excess = open(b) { return excess }
                case UInt8(ascii: "{"):
                    dropPendingAngles()
                    if let excess = open(b) { return excess }
                case UInt8(ascii: "<"):
                    // An editor placeholder, `<#name#>` on one line, is one token to swift-syntax:
                    // a quote or a bracket inside it is neither (found by `make fuzz`: a `"` in
                    // `<#a "b#>` hid the brackets after it from this scan, not from the parser).
                    if at(i + 1) == UInt8(ascii: "#"), let end = placeholderEnd(from: i + 2) {
                        i = end
                        continue
                    }
                    // A generic argument list follows a name directly: `Array<`, not `a < b`.
                    if i > 0, Self.isNameByte(bytes[i - 1]), at(i + 1) != UInt8(ascii: " "), at(i + 1) != UInt8(ascii: "=") {
                        if let excess = open(b) { return excess }
                    }
                case UInt8(ascii: ">"):
                    if i > 0, bytes[i - 1] == UInt8(ascii: "-") { break }  // `->`
                    if case .open(UInt8(ascii: "<")) = frames.last { _ = close(b) }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let resume = close(b) {
                        i += 1
                        if let excess = skipString(hashes: resume.hashes, multiline: resume.multiline) { return excess }
                        continue
                    }
                case UInt8(ascii: ";"):
                    dropPendingAngles()
                default:
                    break
                }
                i += 1
            }
            return nil
        }

        /// The offset after the `#>` that closes a placeholder opened before `start`, as
        /// swift-syntax's lexer finds it: before the next line feed and the next `<#`. Nil when
        /// there is none (then `<` is an operator).
        func placeholderEnd(from start: Int) -> Int? {
            var j = start
            while j < bytes.count, bytes[j] != UInt8(ascii: "\n") {
                if bytes[j] == UInt8(ascii: "<"), at(j + 1) == UInt8(ascii: "#") { return nil }
                if bytes[j] == UInt8(ascii: "#"), at(j + 1) == UInt8(ascii: ">") { return j + 2 }
                j += 1
            }
            return nil
        }

        mutating func skipBlockComment() {
            let start = (offset: i, line: line, lineStart: lineStart)
            var depth = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                    depth += 1
                    i += 2
                } else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    i += 2
                    if depth == 0 { return }
                } else {
                    if bytes[i] == UInt8(ascii: "\n") { newline() }
                    i += 1
                }
            }
            if unterminated == nil { unterminated = start }
        }

        /// Skips a string literal's text from `i` to its closing quote, or stops at an
        /// interpolation (pushing a frame and leaving `i` after its `(`).
        mutating func skipString(hashes: Int, multiline: Bool) -> Excess? {
            let start = (offset: i, line: line, lineStart: lineStart)
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\r") {
                    if !multiline { return nil }  // a line end to Swift as well
                    if at(i + 1) != UInt8(ascii: "\n") { newline() }
                    i += 1
                    continue
                }
                if b == UInt8(ascii: "\n") {
                    if !multiline { return nil }  // unterminated single-line string
                    newline()
                    i += 1
                    continue
                }
                if b == UInt8(ascii: "\\") {
                    var h = 0
                    while h < hashes, at(i + 1 + h) == UInt8(ascii: "#") { h += 1 }
                    if h == hashes {
                        if at(i + 1 + h) == UInt8(ascii: "(") {
                            i += h + 1
                            frames.append(.interpolation(hashes: hashes, multiline: multiline))
                            if frames.count > SwiftNesting.maximumDepth {
                                return Excess(
                                    line: line, column: i - lineStart + 1,
                                    description: "string interpolations nest more than \(SwiftNesting.maximumDepth) levels deep")
                            }
                            i += 1
                            return nil
                        }
                        i += h + 2  // an escaped character
                        continue
                    }
                }
                if b == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var closes = true
                    for k in 0..<quotes where at(i + k) != UInt8(ascii: "\"") { closes = false }
                    for k in 0..<hashes where at(i + quotes + k) != UInt8(ascii: "#") { closes = false }
                    if closes {
                        i += quotes + hashes
                        return nil
                    }
                }
                i += 1
            }
            if unterminated == nil { unterminated = start }
            return nil
        }

        /// Counts brackets from where an unterminated string or comment began to the end,
        /// quotes and comment markers ignored, on top of the brackets open there.
        mutating func scanUnterminatedTail() -> Excess? {
            guard let start = unterminated else { return nil }
            i = start.offset
            line = start.line
            lineStart = start.lineStart
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "\n"):
                    newline()
                case UInt8(ascii: "\r") where at(i + 1) != UInt8(ascii: "\n"):
                    newline()
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if let excess = open(b) { return excess }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    // Only real openers close here: an interpolation frame is no longer one.
                    if case .interpolation = frames.last { frames.removeLast() }
                    _ = close(b)
                default:
                    break
                }
                i += 1
            }
            return nil
        }
    }
}
