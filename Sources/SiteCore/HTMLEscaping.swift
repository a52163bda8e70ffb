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

    private static let percentEncodings: [Unicode.Scalar: String] = [
        " ": "%20", "\"": "%22", "<": "%3C", ">": "%3E", "\\": "%5C", "`": "%60",
    ]
    private static let urlReplacements = percentEncodings.merging(["&": "&amp;"]) { $1 }
}
