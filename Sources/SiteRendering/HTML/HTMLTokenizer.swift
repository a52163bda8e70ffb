/// Splits a fragment of raw HTML into text, tags and comments, the way a browser's tokenizer
/// would read them (HTML Living Standard §13.2.5, reduced to what sanitising needs): tag and
/// attribute names are lower-cased, attribute values come quoted, single-quoted or bare and
/// keep their character references, and a tag the fragment ends inside is not a tag.
///
/// Works on UTF-8 bytes: every delimiter it looks for is ASCII, and a token's offset is a
/// byte offset into the fragment, which the renderer turns into a line and column.
package struct HTMLTokenizer {
    package struct Attribute: Equatable {
        package var name: String
        /// The value as written, character references not decoded; empty when there is none.
        package var value: String
        /// Where the attribute's name starts.
        package var offset: Int
    }

    package enum Token: Equatable {
        /// Text as written (character references kept); `<` only as a lone `"<"` token.
        case text(String)
        case startTag(name: String, attributes: [Attribute], offset: Int)
        case endTag(name: String, offset: Int)
        /// A comment, a doctype, a processing instruction or CDATA: nothing a page shows.
        case comment
    }

    private let bytes: [UInt8]
    private(set) var position = 0

    package init(_ fragment: String) {
        bytes = Array(fragment.utf8)
    }

    /// The next token, or `nil` at the end of the fragment.
    package mutating func next() -> Token? {
        guard position < bytes.count else { return nil }
        guard bytes[position] == ascii("<") else {
            let start = position
            while position < bytes.count, bytes[position] != ascii("<") { position += 1 }
            return .text(string(start..<position))
        }
        let start = position
        let following = byte(at: position + 1)
        if following == ascii("!") {
            if matches("<!--", at: position) { return comment(from: position + 4) }
            return bogusComment(from: position + 2)
        }
        if following == ascii("?") { return bogusComment(from: position + 1) }
        if following == ascii("/") {
            if let first = byte(at: position + 2), isASCIILetter(first) {
                if let name = tag(from: position + 2)?.name { return .endTag(name: name, offset: start) }
                position = start + 1
                return .text("<")
            }
            // `</>` is dropped by browsers; `</ x>` and `</3>` are bogus comments.
            if byte(at: position + 2) == ascii(">") {
                position += 3
                return .comment
            }
            return bogusComment(from: position + 2)
        }
        if let following, isASCIILetter(following), let tag = tag(from: position + 1) {
            return .startTag(name: tag.name, attributes: tag.attributes, offset: start)
        }
        position = start + 1
        return .text("<")
    }

    /// Skips the content of a raw text element (`script`, `style`, `textarea`…) up to and
    /// including its end tag, as a browser reads it; to the end when there is none.
    mutating func skipRawText(of name: String) {
        let closing = Array("</\(name)".utf8)
        var index = position
        while index + closing.count <= bytes.count {
            if bytes[index] == ascii("<"), matchesIgnoringCase(closing, at: index) {
                let after = byte(at: index + closing.count)
                if after == nil || after == ascii(">") || after == ascii("/") || isHTMLSpace(after!) {
                    position = index
                    // An end tag the fragment ends inside leaves the rest raw text too.
                    if case .endTag = next() { return }
                    position = bytes.count
                    return
                }
            }
            index += 1
        }
        position = bytes.count
    }

    // MARK: - Tags

    /// Reads a tag's name and attributes from `start` (just past `<` or `</`); `nil`, with the
    /// position unchanged, when the fragment ends inside the tag.
    private mutating func tag(from start: Int) -> (name: String, attributes: [Attribute])? {
        var index = start
        while index < bytes.count, !isHTMLSpace(bytes[index]), bytes[index] != ascii("/"), bytes[index] != ascii(">") { index += 1 }
        let name = lowercased(start..<index)
        var attributes: [Attribute] = []
        while true {
            while index < bytes.count, isHTMLSpace(bytes[index]) || bytes[index] == ascii("/") { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == ascii(">") {
                position = index + 1
                return (name, attributes)
            }
            // An attribute name runs to a space, `/`, `>` or `=` (a leading `=` belongs to it).
            let nameStart = index
            index += 1
            while index < bytes.count, !isHTMLSpace(bytes[index]), ![ascii("/"), ascii(">"), ascii("=")].contains(bytes[index]) {
                index += 1
            }
            let attributeName = lowercased(nameStart..<index)
            var value = ""
            var afterName = index
            while afterName < bytes.count, isHTMLSpace(bytes[afterName]) { afterName += 1 }
            if afterName < bytes.count, bytes[afterName] == ascii("=") {
                index = afterName + 1
                while index < bytes.count, isHTMLSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                if quote == ascii("\"") || quote == ascii("'") {
                    let valueStart = index + 1
                    guard let end = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                    value = string(valueStart..<end)
                    index = end + 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !isHTMLSpace(bytes[index]), bytes[index] != ascii(">") { index += 1 }
                    value = string(valueStart..<index)
                }
            }
            // A repeated attribute is ignored by browsers: the first one counts.
            if !attributes.contains(where: { $0.name == attributeName }) {
                attributes.append(Attribute(name: attributeName, value: value, offset: nameStart))
            }
        }
    }

    // MARK: - Comments

    /// `<!-- … -->`; `<!-->` and `<!--->` end at once, as in browsers; an unterminated comment
    /// runs to the end of the fragment.
    private mutating func comment(from start: Int) -> Token {
        if matches(">", at: start) {
            position = start + 1
        } else if matches("->", at: start) {
            position = start + 2
        } else if let end = find("-->", from: start) {
            position = end + 3
        } else if let end = find("--!>", from: start) {
            position = end + 4
        } else {
            position = bytes.count
        }
        return .comment
    }

    /// `<!DOCTYPE …>`, `<?…>`, `<![CDATA[…]]>` outside foreign content, `</ …>`: up to the next `>`.
    private mutating func bogusComment(from start: Int) -> Token {
        if let end = bytes[start...].firstIndex(of: ascii(">")) {
            position = end + 1
        } else {
            position = bytes.count
        }
        return .comment
    }

    // MARK: - Bytes

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func matches(_ literal: String, at index: Int) -> Bool {
        let literal = Array(literal.utf8)
        return index + literal.count <= bytes.count && Array(bytes[index..<index + literal.count]) == literal
    }

    private func matchesIgnoringCase(_ literal: [UInt8], at index: Int) -> Bool {
        guard index + literal.count <= bytes.count else { return false }
        for (offset, expected) in literal.enumerated() where lowercase(bytes[index + offset]) != expected { return false }
        return true
    }

    private func find(_ literal: String, from start: Int) -> Int? {
        let literal = Array(literal.utf8)
        var index = start
        while index + literal.count <= bytes.count {
            if bytes[index] == literal[0], Array(bytes[index..<index + literal.count]) == literal { return index }
            index += 1
        }
        return nil
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func lowercased(_ range: Range<Int>) -> String {
        String(decoding: bytes[range].map(lowercase), as: UTF8.self)
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

private func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

/// Tab, line feed, form feed, carriage return and space: what separates attributes.
private func isHTMLSpace(_ byte: UInt8) -> Bool { [0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(byte) }

private func lowercase(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
