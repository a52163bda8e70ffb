import SiteCore
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time with swift-syntax's classifier: no client-side highlighter.
///
/// Output is HTML-escaped code with an element named after the class around each classified range
/// (``element(_:)``): a code-heavy page has thousands of them, and `<span class="tok-keyword">` made
/// a fifth of its bytes, `<span class=k>` still a seventh. The two most frequent, keywords and
/// types, are `<b>let</b>` and `<i>View</i>` (HTML's own words for a keyword and a technical term,
/// 4 bytes less each than a custom element); the others are custom elements, `h-` and the class
/// of ``cssClass(_:)`` (`<h-s>"Hi"</h-s>`), which mean no more than a `span`. Neighbouring tokens of
/// one class with only spaces between share an element (`<b>private var</b>`), and text in the
/// code's own colour has none.
package struct SwiftHighlighter: Sendable {
    /// Highlighted HTML by source text, for the build or the `serve` session that owns it
    /// (`serve` rebuilds the same code on every save). Bounded at 8 MB of code and HTML.
    package struct Cache: Sendable {
        fileprivate let html = BoundedCache<String, String>(budget: 8 << 20)

        package init() {}
    }

    /// Where highlighted code is kept; shared by the copies of this highlighter.
    package let cache: Cache

    /// - Parameter cache: the build's or the `serve` session's; a new one by default.
    package init(cache: Cache = Cache()) {
        self.cache = cache
    }

    /// The highlighted HTML for `code`. Code that does not parse still highlights token by token.
    package func highlight(_ code: String) -> String {
        cache.html.value(for: code, cost: { code.utf8.count + $0.utf8.count }, compute: { Self.classify(code) })
    }

    /// Takes `html` as the highlighting of `code` unless the cache has it already: what an
    /// earlier run of the same `handbook` made of it, kept on disk.
    package func remember(_ html: String, for code: String) {
        _ = cache.html.value(for: code, cost: { code.utf8.count + $0.utf8.count }, compute: { html })
    }

    /// Highlighted HTML cut into one piece per source line, each piece closing the elements it
    /// opened and reopening those that run on from the line before (a comment over several
    /// lines), so a line can be wrapped in an element of its own.
    package static func lines(ofHighlighted html: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var open: [Substring] = []
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let end = html[index...].firstIndex(of: ">") {
                let tag = html[index...end]
                if tag.hasPrefix("</") { _ = open.popLast() } else { open.append(tag) }
                current += tag
                index = html.index(after: end)
                continue
            }
            if character == "\n" {
                for tag in open.reversed() {
                    let name = tag.dropFirst().prefix { $0 != ">" && $0 != " " }
                    current += "</\(name)>"
                }
                lines.append(current)
                current = open.joined()
            } else {
                current.append(character)
            }
            index = html.index(after: index)
        }
        lines.append(current)
        return lines
    }

    private static func classify(_ code: String) -> String {
        // Too long or too deeply nested for the parser (see ``SwiftNesting``): plain text.
        if SwiftNesting.isTooLongToParse(code) || SwiftNesting.excess(in: code) != nil { return HTMLEscaping.escapeText(code) }
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        var cursor = 0  // bytes before it are in `out`
        var seen = 0  // the end of the last token classified
        var open: (cls: String, start: Int, end: Int)?  // the span not yet written, which the next may extend
        func flush() {
            guard let span = open else { return }
            if span.start > cursor { out += escaped(bytes[cursor..<span.start]) }
            let name = element(span.cls)
            out += "<\(name)>\(escaped(bytes[span.start..<span.end]))</\(name)>"
            cursor = span.end
            open = nil
        }
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset
            let end = classified.range.upperBound.utf8Offset
            guard start >= seen, end <= bytes.count, start < end else { continue }
            seen = end
            var cls = cssClass(classified.kind)
            if classified.kind == .identifier, let first = bytes[start...].first, first >= 65, first <= 90 {
                cls = "t"  // Xcode colours capitalised names (types, SwiftUI views) as types
            }
            guard let cls else { continue }  // plain text: written with the next span's gap
            if let span = open, span.cls == cls, cls != "ph", bytes[span.end..<start].allSatisfy({ $0 == 32 || $0 == 9 }) {
                open?.end = end  // `private var`, `.t` after `.t`: one span over the spaces between
                continue
            }
            flush()
            open = (cls, start, end)
        }
        flush()
        if cursor < bytes.count { out += escaped(bytes[cursor...]) }
        return out
    }

    private static func escaped(_ slice: ArraySlice<UInt8>) -> String {
        HTMLEscaping.escapeText(String(decoding: slice, as: UTF8.self))
    }

    /// The element of a class: `b` for keywords, `i` for types, otherwise `h-` and the class.
    static func element(_ cls: String) -> String {
        switch cls {
        case "k": "b"
        case "t": "i"
        default: "h-" + cls
        }
    }

    /// The class of a token kind: `k` keyword, `t` type, `s` string, `n` number, `c` comment,
    /// `cd` doc comment, `a` attribute, `cp` compiler directive, `ph` editor placeholder; none
    /// for what reads in the code's own colour (identifiers, operators, argument labels), which
    /// stays unwrapped text.
    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "k"
        case .attribute: "a"
        case .blockComment, .lineComment: "c"
        case .docBlockComment, .docLineComment: "cd"
        case .stringLiteral, .regexLiteral: "s"
        case .integerLiteral, .floatLiteral: "n"
        case .type: "t"
        case .identifier, .dollarIdentifier: nil
        case .operator: nil
        case .ifConfigDirective: "cp"
        case .editorPlaceholder: "ph"
        case .argumentLabel: nil
        case .none: nil
        @unknown default: nil
        }
    }
}
