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

    private static func escape(_ text: String, for place: Place) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where place != .text: out += "&quot;"
            case "'" where place == .xml: out += "&apos;"
            case _ where place == .xml && scalar.value < 0x20:
                if scalar == "\t" || scalar == "\n" || scalar == "\r" { out += "&#\(scalar.value);" }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

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
