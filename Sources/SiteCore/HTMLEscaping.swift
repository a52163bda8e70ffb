/// Escaping for HTML and XML: the one escaper for markup, used by the pages, the sitemap, the
/// JUnit report and the preview server. (JSON strings have their own, `JSONValue.quoted`.)
package enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` so `text` can stand in element content or a quoted attribute.
    package static func escape(_ text: String) -> String {
        escape(text, for: .attribute)
    }

    /// Escapes `&`, `<` and `>`: for element content only (text between tags, never an
    /// attribute), where a quote stands for itself. A code-heavy page has thousands of quotes,
    /// each five bytes as `&quot;`.
    package static func escapeText(_ text: String) -> String {
        escape(text, for: .text)
    }

    /// `escape(_:)` for XML read by other tools (the JUnit report): `'` too; tab, LF and CR as
    /// character references, so attribute values keep them; the control characters XML 1.0
    /// forbids dropped.
    package static func escapeXML(_ text: String) -> String {
        escape(text, for: .xml)
    }

    /// Where escaped text stands: what each place needs beyond `&`, `<` and `>`.
    private enum Place { case text, attribute, xml }

    /// Works on the UTF-8 bytes: everything it replaces is ASCII, so every other byte (of a
    /// multi-byte character too) is copied as it is, in runs; text with nothing to escape, the
    /// common case, comes back as it was.
    private static func escape(_ text: String, for place: Place) -> String {
        var text = text
        let escaped: [UInt8]? = text.withUTF8 { bytes in
            let n = bytes.count
            var i = 0
            while i < n, replacement(for: bytes[i], in: place) == nil { i += 1 }
            guard i < n else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(n + n / 8 + 16)
            var runStart = 0
            while i < n {
                if let replaced = replacement(for: bytes[i], in: place) {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                    out.append(contentsOf: replaced)
                    runStart = i + 1
                }
                i += 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<n]))
            return out
        }
        guard let escaped else { return text }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// What `byte` becomes in `place`, or nil when it stands for itself.
    @inline(__always)
    private static func replacement(for byte: UInt8, in place: Place) -> [UInt8]? {
        guard byte <= UInt8(ascii: ">") else { return nil }
        switch byte {
        case UInt8(ascii: "&"): return ampersand
        case UInt8(ascii: "<"): return lessThan
        case UInt8(ascii: ">"): return greaterThan
        case UInt8(ascii: "\""): return place == .text ? nil : quote
        case UInt8(ascii: "'"): return place == .xml ? apostrophe : nil
        case 0x09, 0x0A, 0x0D: return place == .xml ? controlReferences[Int(byte)] : nil
        case ..<0x20: return place == .xml ? [] : nil
        default: return nil
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&apos;".utf8)
    private static let controlReferences: [Int: [UInt8]] = [0x09: Array("&#9;".utf8), 0x0A: Array("&#10;".utf8), 0x0D: Array("&#13;".utf8)]

    /// Percent-encodes what may not stand in an `href` as it is (spaces, quotes, non-ASCII stays).
    package static func escapeURL(_ url: String) -> String {
        url.replacingScalars(urlReplacements)
    }

    /// `escapeURL(_:)` without escaping `&`: for a URL a Mustache template writes with `{{url}}`,
    /// which escapes markup itself.
    package static func encodeURL(_ url: String) -> String {
        url.replacingScalars(percentEncodings)
    }

    /// Percent-encodes an output path (`guides/a#b?.html`) so it stands in a URL as that path:
    /// `%`, `#` and `?` would otherwise start an escape, a fragment or a query; spaces, quotes,
    /// brackets and the other characters RFC 3986 keeps out of a path segment are encoded too.
    /// `/` separates segments and stays; non-ASCII stays, as in ``escapeURL(_:)``.
    package static func encodePath(_ path: String) -> String {
        guard path.utf8.contains(where: { !isPathByte($0) }) else { return path }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count + 8)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isPathByte(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A byte that stands for itself in a URL path: RFC 3986's unreserved characters,
    /// sub-delimiters, `:`, `@` and `/`, and every byte of a non-ASCII character.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || pathBytes[Int(byte)]
    }

    private static let pathBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()

    private static let percentEncodings: [Unicode.Scalar: String] = [
        " ": "%20", "\"": "%22", "<": "%3C", ">": "%3E", "\\": "%5C", "`": "%60",
    ]
    private static let urlReplacements = percentEncodings.merging(["&": "&amp;"]) { $1 }
}
