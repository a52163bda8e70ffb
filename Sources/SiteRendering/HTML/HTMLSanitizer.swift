import SiteCore

/// Keeps what raw HTML in a page may safely do: structure and text formatting, links and
/// images with safe URLs, `details`/`summary`. GitHub's sanitiser is the model: no scripts,
/// event handlers, `style`, embedded frames, objects or forms, and no `javascript:` (or other
/// scheme but `http`, `https` and `mailto`; `data:` only for images) in a URL.
///
/// cmark-gfm hands raw HTML over in fragments (an HTML block, or one inline tag), so the
/// sanitiser is called once per fragment and keeps, per Markdown container, the elements raw
/// HTML opened: an end tag closes only an element raw HTML opened in the same container, and
/// what is still open when the container ends is closed there. So no page can close or
/// reopen an element of the theme around it.
package struct HTMLSanitizer: Sendable {
    /// Something removed from a fragment, with the UTF-8 offset where it stood.
    package struct Removal: Sendable, Hashable {
        package var offset: Int
        /// What was removed, as a warning names it (`'onclick' attribute of <div>`).
        package var description: String
    }

    /// The elements raw HTML opened, one list per Markdown container.
    private var scopes: [[String]] = [[]]

    package init() {}

    /// Starts a Markdown container (a paragraph, a list item, a block quote…).
    package mutating func beginScope() {
        scopes.append([])
    }

    /// Ends the innermost container (the page itself, last): the end tags of what raw HTML
    /// left open in it.
    package mutating func endScope() -> String {
        let open: [String]
        if scopes.count > 1 {
            open = scopes.removeLast()
        } else {
            open = scopes[0]
            scopes[0] = []
        }
        return open.reversed().map { "</\($0)>" }.joined()
    }

    /// `fragment` with everything outside the allow-list removed, and what was removed.
    package mutating func sanitize(_ fragment: String) -> (html: String, removals: [Removal]) {
        var tokenizer = HTMLTokenizer(fragment)
        var html = ""
        var removals: [Removal] = []
        while let token = tokenizer.next() {
            switch token {
            case .text(let text):
                html += text.replacingScalars(["<": "&lt;", ">": "&gt;"])
            case .comment:
                break
            case let .startTag(name, attributes, offset):
                guard let allowed = Self.allowedAttributes[name] else {
                    if Self.removedWithContent.contains(name) {
                        tokenizer.skipRawText(of: name)
                        removals.append(Removal(offset: offset, description: "<\(name)> element and its content"))
                    } else {
                        removals.append(Removal(offset: offset, description: "<\(name)> tag"))
                    }
                    continue
                }
                html += "<" + name
                for attribute in attributes {
                    guard allowed.contains(attribute.name) || Self.globalAttributes.contains(attribute.name) else {
                        removals.append(Removal(offset: attribute.offset, description: "'\(attribute.name)' attribute of <\(name)>"))
                        continue
                    }
                    if Self.urlAttributes.contains(attribute.name),
                        !URLSafety.isSafe(HTMLEntities.decode(attribute.value), isImage: name == "img")
                    {
                        let scheme = URLSafety.scheme(of: HTMLEntities.decode(attribute.value)) ?? "unsafe"
                        removals.append(
                            Removal(offset: attribute.offset, description: "'\(scheme):' URL in '\(attribute.name)' of <\(name)>"))
                        continue
                    }
                    // References stay as written: a browser decodes them as the check did.
                    html += " " + attribute.name
                    if !attribute.value.isEmpty {
                        html += "=\"\(attribute.value.replacingScalars(["\"": "&quot;", "<": "&lt;", ">": "&gt;"]))\""
                    }
                }
                html += ">"
                if !Self.voidElements.contains(name) { scopes[scopes.count - 1].append(name) }
            case let .endTag(name, _):
                guard let index = scopes[scopes.count - 1].lastIndex(of: name) else { continue }
                html += scopes[scopes.count - 1][index...].reversed().map { "</\($0)>" }.joined()
                scopes[scopes.count - 1].removeSubrange(index...)
            }
        }
        return (html, removals)
    }

    // MARK: - The allow-list

    /// Allowed elements, each with the attributes it may keep besides the global ones.
    package static let allowedAttributes: [String: Set<String>] = {
        var list: [String: Set<String>] = [:]
        let plain = [
            "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div", "span", "b", "i", "u", "s", "strike", "strong", "em",
            "mark", "small", "sub", "sup", "code", "kbd", "samp", "var", "pre", "tt", "cite", "dfn", "abbr", "bdi", "bdo",
            "ruby", "rt", "rp", "wbr", "ul", "dl", "dt", "dd", "table", "caption", "thead", "tbody", "tfoot", "tr",
            "figure", "figcaption", "summary",
        ]
        for name in plain { list[name] = [] }
        list["a"] = ["href"]
        list["img"] = ["src", "alt", "width", "height"]
        list["ol"] = ["start", "type", "reversed"]
        list["li"] = ["value"]
        list["td"] = ["colspan", "rowspan"]
        list["th"] = ["colspan", "rowspan", "scope"]
        list["col"] = ["span"]
        list["colgroup"] = ["span"]
        list["details"] = ["open"]
        list["time"] = ["datetime"]
        for name in ["blockquote", "q", "del", "ins"] { list[name] = ["cite"] }
        return list
    }()

    /// Attributes any allowed element keeps: none runs code, styles or names an element.
    static let globalAttributes: Set<String> = ["title", "lang", "dir", "align", "role", "aria-label", "aria-hidden"]

    /// Attributes holding a URL, whose scheme is checked.
    package static let urlAttributes: Set<String> = ["href", "src", "cite"]

    static let voidElements: Set<String> = ["br", "hr", "img", "wbr", "col"]

    /// Elements removed with what they hold: raw text a browser would not show, or a whole
    /// embedded document.
    static let removedWithContent: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext", "template",
        "object", "svg", "math", "select",
    ]
}

/// Which URLs a page may link to or show.
package enum URLSafety {
    /// Schemes a link may use; a URL without a scheme (a relative one) is safe too.
    static let linkSchemes: Set<String> = ["http", "https", "mailto"]
    /// Image formats a `data:` URL may hold (no SVG: it can carry script when opened).
    static let dataImageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]

    /// Whether `url` (character references already decoded) is safe in an `href`, or a `src`
    /// when `isImage`.
    package static func isSafe(_ url: String, isImage: Bool) -> Bool {
        let cleaned = normalised(url)
        guard let colon = cleaned.firstIndex(of: ":") else { return !cleaned.contains("&") }
        let beforeColon = cleaned[..<colon]
        // A `/`, `?` or `#` before the colon: a relative URL, the colon is in its path.
        if beforeColon.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return true }
        // A reference this check does not decode may spell letters (`&fjlig;`): not trusted.
        if beforeColon.contains("&") { return false }
        guard let scheme = scheme(of: url) else { return true }
        if linkSchemes.contains(scheme) { return true }
        if scheme == "data", isImage {
            let type = cleaned[cleaned.index(after: colon)...].prefix { $0 != ";" && $0 != "," }.lowercased()
            return dataImageTypes.contains(type)
        }
        return false
    }

    /// The lower-cased scheme a browser would read in `url`, if it has one.
    package static func scheme(of url: String) -> String? {
        let scalars = normalised(url).unicodeScalars
        guard let first = scalars.first, isASCIILetter(first) else { return nil }
        var scheme = ""
        for scalar in scalars {
            if scalar == ":" { return scheme.lowercased() }
            guard isASCIILetter(scalar) || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// What a browser's URL parser does first: strip leading and trailing C0 controls and
    /// spaces, remove every tab and newline.
    private static func normalised(_ url: String) -> String {
        var scalars = Substring(url).unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
