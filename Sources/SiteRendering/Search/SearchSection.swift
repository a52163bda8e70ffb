/// One searchable unit: a page's introduction (before its first h2) or one h2/h3 section.
package struct SearchSection: Sendable, Hashable, Codable {
    /// The heading id (`never-identify-rows-by-index`); `nil` for the introduction.
    package var anchor: String?
    /// The section heading; the page title for the introduction.
    package var heading: String
    /// 1 for the introduction, 2 or 3 for a section.
    package var level: Int
    /// The h2 an h3 stands under.
    package var parentHeading: String?
    /// Prose: paragraphs, lists (checklist items included), tables, inline code.
    package var text: String
    /// Code blocks (visible lines only, as rendered).
    package var code: String

    package init(anchor: String?, heading: String, level: Int, parentHeading: String? = nil, text: String, code: String) {
        self.anchor = anchor
        self.heading = heading
        self.level = level
        self.parentHeading = parentHeading
        self.text = text
        self.code = code
    }
}

/// Splits a rendered page body (``HTMLRenderer/Output/html``) at its `<h2 id=…>` and
/// `<h3 id=…>` headings and strips the markup, keeping prose and code apart.
///
/// Works on the bytes of the HTML the site's own renderer produced, so it only needs to know
/// that renderer's shapes: heading anchors, example headers (badges) and diagnostics are
/// left out, `<pre>` content is code, entity references are decoded.
package enum SearchSectionSplitter {
    package static func sections(fromBody html: String, pageTitle: String) -> [SearchSection] {
        var html = html
        return html.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes, pageTitle: pageTitle)
            return scanner.run()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0
        var sections: [SearchSection] = []
        var current: SearchSection
        var text: [UInt8] = []
        var code: [UInt8] = []
        var headingBytes: [UInt8] = []
        /// Inside an h1/h2/h3: 0 when not, else the level.
        var headingLevel = 0
        var headingID: String?
        var preDepth = 0
        /// Tag name to skip to (with nesting depth), for badges, anchors and diagnostics.
        var skipTag: [UInt8]?
        var skipDepth = 0
        var currentH2: String?

        init(bytes: UnsafeBufferPointer<UInt8>, pageTitle: String) {
            self.bytes = bytes
            current = SearchSection(anchor: nil, heading: pageTitle, level: 1, text: "", code: "")
        }

        mutating func run() -> [SearchSection] {
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b == UInt8(ascii: "<") {
                    handleTag()
                } else if b == UInt8(ascii: "&") {
                    let decoded = decodeEntity()
                    if skipTag == nil { decoded.withUnsafeBufferPointer { append($0) } }
                } else {
                    // A run of text up to the next tag or entity, in one append.
                    let start = i
                    i += 1
                    while i < n, bytes[i] != UInt8(ascii: "<"), bytes[i] != UInt8(ascii: "&") { i += 1 }
                    if skipTag == nil { append(UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                }
            }
            finishSection()
            return sections
        }

        mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
            if headingLevel > 0 {
                headingBytes.append(contentsOf: chunk)
            } else if preDepth > 0 {
                code.append(contentsOf: chunk)
            } else {
                text.append(contentsOf: chunk)
            }
        }

        mutating func space() {
            if headingLevel > 0 { headingBytes.append(0x20) } else if preDepth > 0 { code.append(0x0A) } else { text.append(0x20) }
        }

        mutating func finishSection() {
            current.text = Self.collapse(text)
            current.code = String(decoding: code, as: UTF8.self)
            if current.level == 1 || !current.text.isEmpty || !current.code.isEmpty || !current.heading.isEmpty {
                sections.append(current)
            }
            text.removeAll(keepingCapacity: true)
            code.removeAll(keepingCapacity: true)
        }

        static func collapse(_ bytes: [UInt8]) -> String {
            bytes.withUnsafeBufferPointer { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { out in
                    var count = 0
                    var pendingSpace = false
                    var i = 0
                    let n = bytes.count
                    while i < n {
                        let b = bytes[i]
                        if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
                            pendingSpace = count > 0
                        } else {
                            if pendingSpace {
                                out[count] = 0x20
                                count += 1
                                pendingSpace = false
                            }
                            out[count] = b
                            count += 1
                        }
                        i += 1
                    }
                    return count
                }
            }
        }

        /// Reads the tag at `i` (which is `<`) and moves past it.
        mutating func handleTag() {
            let n = bytes.count
            let start = i
            var j = i + 1
            // Comments.
            if j + 2 < n, bytes[j] == UInt8(ascii: "!"), bytes[j + 1] == UInt8(ascii: "-"), bytes[j + 2] == UInt8(ascii: "-") {
                while j + 2 < n, !(bytes[j] == UInt8(ascii: "-") && bytes[j + 1] == UInt8(ascii: "-") && bytes[j + 2] == UInt8(ascii: ">"))
                { j += 1 }
                i = min(n, j + 3)
                return
            }
            let isClosing = j < n && bytes[j] == UInt8(ascii: "/")
            if isClosing { j += 1 }
            let nameStart = j
            while j < n, Self.isNameByte(bytes[j]) { j += 1 }
            guard j > nameStart else {
                // A lone `<`: text.
                if skipTag == nil { append(UnsafeBufferPointer(rebasing: bytes[start..<start + 1])) }
                i = start + 1
                return
            }
            let name = Array(bytes[nameStart..<j]).map { $0 | 0x20 }
            let attributesStart = j
            var quote: UInt8 = 0
            while j < n {
                let c = bytes[j]
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == UInt8(ascii: ">") {
                    break
                }
                j += 1
            }
            let attributes = UnsafeBufferPointer(rebasing: bytes[attributesStart..<min(j, n)])
            i = min(n, j + 1)

            if let skip = skipTag {
                if name == skip {
                    if isClosing { skipDepth -= 1 } else { skipDepth += 1 }
                    if skipDepth == 0 { skipTag = nil }
                }
                return
            }

            if !isClosing, let cls = Self.valueRange(Self.classNeedle, in: attributes) {
                let value = UnsafeBufferPointer(rebasing: attributes[cls])
                if Self.skippedClasses.contains(where: { Self.contains($0, in: value) }) {
                    skipTag = name
                    skipDepth = 1
                    return
                }
            }

            switch name {
            case Self.h1, Self.h2, Self.h3:
                let level = Int(name[1] - 0x30)
                if !isClosing {
                    if level >= 2 {
                        finishSection()
                        headingID = Self.attribute("id", in: attributes)
                    }
                    headingLevel = level
                    headingBytes.removeAll(keepingCapacity: true)
                } else if headingLevel > 0 {
                    let heading = Self.collapse(headingBytes)
                    if headingLevel >= 2 {
                        let parent = headingLevel == 3 ? currentH2 : nil
                        if headingLevel == 2 { currentH2 = heading }
                        current = SearchSection(
                            anchor: headingID, heading: heading, level: headingLevel, parentHeading: parent, text: "", code: "")
                    }
                    headingLevel = 0
                }
            case Self.pre:
                if isClosing { preDepth = max(0, preDepth - 1); code.append(0x0A) } else { preDepth += 1 }
            default:
                if Self.blockTags.contains(name) || name == Self.br { space() }
            }
        }

        /// Decodes the entity at `i` (which is `&`) and moves past it.
        mutating func decodeEntity() -> [UInt8] {
            let n = bytes.count
            var j = i + 1
            while j < n, j - i <= 10, bytes[j] != UInt8(ascii: ";"), Self.isNameByte(bytes[j]) || bytes[j] == UInt8(ascii: "#") { j += 1 }
            guard j < n, bytes[j] == UInt8(ascii: ";") else {
                i += 1
                return [UInt8(ascii: "&")]
            }
            let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
            i = j + 1
            switch name {
            case "amp": return [UInt8(ascii: "&")]
            case "lt": return [UInt8(ascii: "<")]
            case "gt": return [UInt8(ascii: ">")]
            case "quot": return [UInt8(ascii: "\"")]
            case "apos", "#39": return [UInt8(ascii: "'")]
            case "nbsp": return [0x20]
            default:
                if name.hasPrefix("#") {
                    let digits = name.dropFirst()
                    let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                    if let value, let scalar = Unicode.Scalar(value) { return Array(String(Character(scalar)).utf8) }
                }
                return Array("&\(name);".utf8)
            }
        }

        static func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "-")
        }

        /// The value of attribute `name` (double-quoted, as the renderer writes them).
        static let classNeedle = Array(" class=\"".utf8)
        static let idNeedle = Array(" id=\"".utf8)

        /// The range of the value of the attribute `needle` (` name="`) in `attributes`.
        static func valueRange(_ needle: [UInt8], in attributes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            guard let start = firstIndex(of: needle, in: attributes) else { return nil }
            let valueStart = start + needle.count
            var end = valueStart
            while end < attributes.count, attributes[end] != UInt8(ascii: "\"") { end += 1 }
            return valueStart..<end
        }

        /// The value of attribute `name` (double-quoted, as the renderer writes them).
        static func attribute(_ name: String, in attributes: UnsafeBufferPointer<UInt8>) -> String? {
            let needle = name == "class" ? classNeedle : name == "id" ? idNeedle : Array((" " + name + "=\"").utf8)
            return valueRange(needle, in: attributes).map { String(decoding: attributes[$0], as: UTF8.self) }
        }

        static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
            let n = haystack.count
            let m = needle.count
            guard m > 0, n >= m else { return nil }
            let first = needle[0]
            var k = 0
            while k + m <= n {
                if haystack[k] == first {
                    var j = 1
                    while j < m, haystack[k + j] == needle[j] { j += 1 }
                    if j == m { return k }
                }
                k += 1
            }
            return nil
        }

        static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
            firstIndex(of: needle, in: haystack) != nil
        }

        static let skippedClasses = [
            "heading-anchor", "example-header", "example-diagnostics", "footnote-ref", "footnote-backref", "copy-button",
        ].map { Array($0.utf8) }
        static let h1 = Array("h1".utf8)
        static let h2 = Array("h2".utf8)
        static let h3 = Array("h3".utf8)
        static let pre = Array("pre".utf8)
        static let br = Array("br".utf8)
        static let blockTags: Set<[UInt8]> = Set(
            [
                "p", "li", "ul", "ol", "div", "td", "th", "tr", "table", "thead", "tbody", "blockquote", "h4", "h5", "h6",
                "hr", "section", "details", "summary", "dt", "dd", "dl", "img", "input",
            ].map { Array($0.utf8) })
    }
}
