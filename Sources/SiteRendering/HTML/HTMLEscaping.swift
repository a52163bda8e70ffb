/// Escaping for HTML text and attribute values.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` so `text` can stand in element content or a quoted attribute.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Percent-encodes what may not stand in an `href` as it is (spaces, quotes, non-ASCII stays).
    public static func escapeURL(_ url: String) -> String {
        var out = ""
        for scalar in url.unicodeScalars {
            switch scalar {
            case " ": out += "%20"
            case "\"": out += "%22"
            case "<": out += "%3C"
            case ">": out += "%3E"
            case "\\": out += "%5C"
            case "`": out += "%60"
            case "&": out += "&amp;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// GFM's tagfilter: disallowed raw HTML tags have their `<` escaped.
    public static func tagfilter(_ html: String) -> String {
        let disallowed = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        guard html.contains("<") else { return html }
        var out = ""
        var rest = Substring(html)
        while let lt = rest.firstIndex(of: "<") {
            out += rest[..<lt]
            let after = rest[rest.index(after: lt)...]
            let name = after.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter }).lowercased()
            let tail = after.drop(while: { $0 == "/" }).dropFirst(name.count)
            let terminated = tail.first.map { $0 == ">" || $0 == "/" || $0.isWhitespace } ?? true
            out += disallowed.contains(name) && terminated ? "&lt;" : "<"
            rest = after
        }
        out += rest
        return out
    }
}
