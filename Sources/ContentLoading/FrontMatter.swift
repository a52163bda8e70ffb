import SiteCore
import Yams

/// A page's optional YAML front matter.
///
/// ```yaml
/// ---
/// title: Stable identity
/// description: Why ForEach needs ids that never change
/// order: 2
/// tags: [lists, identity]
/// availability: iOS 17+
/// prelude: _preludes/lists.swift
/// ---
/// ```
package struct FrontMatter: Sendable, Hashable {
    package var title: String?
    package var description: String?
    package var order: Int?
    package var tags: [String]
    /// Availability badges, such as `iOS 17+`.
    package var availability: [String]
    /// A Swift file, relative to the content root, compiled before this page's examples.
    package var prelude: String?

    package init(
        title: String? = nil, description: String? = nil, order: Int? = nil, tags: [String] = [],
        availability: [String] = [], prelude: String? = nil
    ) {
        self.title = title
        self.description = description
        self.order = order
        self.tags = tags
        self.availability = availability
        self.prelude = prelude
    }

    /// The keys front matter may hold.
    package static let knownKeys: Set<String> = ["title", "description", "order", "tags", "availability", "prelude"]
}

/// Splits a page's text into front matter and Markdown body.
package enum FrontMatterParser {
    /// The result of splitting: the front matter, the body with the front matter lines
    /// blanked (so Markdown line numbers equal file line numbers), and warnings.
    package struct Result: Sendable {
        package var frontMatter: FrontMatter
        package var body: String
        package var hasFrontMatter: Bool
        package var warnings: [Diagnostic]
    }

    /// Parses `text` from the file at `path` (used in messages).
    /// - Throws: ``HandbookError`` with the line for invalid YAML or unterminated front matter.
    package static func parse(_ text: String, path: String) throws -> Result {
        // Lines are found on bytes: splitting every page into line strings and joining them
        // back took most of the time front matter cost a build.
        let utf8 = text.utf8
        func lineEnd(from start: String.Index) -> String.Index { utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex }
        func isMarker(_ start: String.Index, _ end: String.Index, _ markers: [String]) -> Bool {
            var line = utf8[start..<end]
            while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
                line = line.dropLast()
            }
            return markers.contains { line.elementsEqual($0.utf8) }
        }
        let firstEnd = lineEnd(from: utf8.startIndex)
        guard isMarker(utf8.startIndex, firstEnd, ["---"]) else {
            return Result(frontMatter: FrontMatter(), body: text, hasFrontMatter: false, warnings: [])
        }
        // The closing `---` (or `...`) line: its 0-based number, where it starts and ends.
        var closing: (line: Int, start: String.Index, end: String.Index)?
        var lineNumber = 0
        var start = firstEnd
        while start < utf8.endIndex {
            start = utf8.index(after: start)
            lineNumber += 1
            let end = lineEnd(from: start)
            if isMarker(start, end, ["---", "..."]) {
                closing = (lineNumber, start, end)
                break
            }
            start = end
        }
        guard let closing else {
            throw HandbookError(
                "front matter starting here is never closed; end it with a '---' line",
                location: SourceLocation(file: path, line: 1, column: 1))
        }
        let yaml = firstEnd < closing.start ? String(text[text.index(after: firstEnd)..<closing.start].dropLast()) : ""
        var warnings: [Diagnostic] = []
        let frontMatter = try decode(yaml, path: path, firstLine: 2, warnings: &warnings)
        // The front matter's lines stay, blank, so that Markdown lines are file lines.
        let body = String(repeating: "\n", count: closing.line) + text[closing.end...]
        return Result(frontMatter: frontMatter, body: body, hasFrontMatter: true, warnings: warnings)
    }

    /// The front matter `yaml` holds: ``flat(_:)`` when it can read it, else the YAML parser
    /// (always, with `usesFlatReader` false: how tests compare the two).
    static func decode(
        _ yaml: String, path: String, firstLine: Int, warnings: inout [Diagnostic], usesFlatReader: Bool = true
    ) throws -> FrontMatter {
        if usesFlatReader, let flat = flat(yaml) { return flat }
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw yamlError(error, path: path, firstLine: firstLine)
        }
        guard let node else { return FrontMatter() }
        guard let mapping = node.mapping else {
            throw HandbookError(
                "front matter must be a mapping of keys to values",
                location: SourceLocation(file: path, line: firstLine, column: 1))
        }
        var result = FrontMatter()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = (keyNode.mark?.line ?? 1) + firstLine - 1
            let location = SourceLocation(file: path, line: line, column: keyNode.mark?.column ?? 1)
            func scalar() throws -> String {
                guard let s = value.scalar?.string else {
                    throw HandbookError("front matter key '\(key)' must be a single value", location: location)
                }
                return s
            }
            func list() throws -> [String] {
                if let seq = value.sequence {
                    return try seq.map {
                        guard let s = $0.scalar?.string else {
                            throw HandbookError("front matter key '\(key)' must be a list of strings", location: location)
                        }
                        return s
                    }
                }
                return [try scalar()]
            }
            switch key {
            case "title": result.title = try scalar()
            case "description": result.description = try scalar()
            case "order":
                guard let n = Int(try scalar()) else {
                    throw HandbookError("front matter key 'order' must be a whole number", location: location)
                }
                result.order = n
            case "tags": result.tags = try list()
            case "availability": result.availability = try list()
            case "prelude": result.prelude = try scalar()
            default:
                warnings.append(
                    Diagnostic(
                        .warning,
                        "unknown front matter key '\(key)'; known keys are \(FrontMatter.knownKeys.sorted().joined(separator: ", "))",
                        at: location, source: "front-matter"))
            }
        }
        return result
    }

    /// The front matter of the common shape without a YAML parser: every line a known key at
    /// the start of the line, `: `, and a plain value (no quotes, comments, anchors, nor
    /// anything else YAML reads apart), or for `tags` and `availability` a one-line list of
    /// such values (`[lists, identity]`); `order` a whole number. Anything else, even one
    /// line, is nil and goes to the YAML parser, which reads the same text the same way.
    static func flat(_ yaml: String) -> FrontMatter? {
        var result = FrontMatter()
        var seen: Set<Substring> = []
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            guard !line.isEmpty else { continue }
            guard let colon = line.firstIndex(of: ":"), line.index(after: colon) < line.endIndex,
                line[line.index(after: colon)] == " "
            else { return nil }
            let key = line[..<colon]
            guard FrontMatter.knownKeys.contains(String(key)), seen.insert(key).inserted else { return nil }
            let value = line[line.index(after: colon)...].drop(while: { $0 == " " })
            switch key {
            case "tags", "availability":
                let items: [Substring]
                if value.first == "[" {
                    guard value.last == "]" else { return nil }
                    let inner = value.dropFirst().dropLast()
                    items =
                        inner.allSatisfy({ $0 == " " })
                        ? [] : inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.drop(while: { $0 == " " }) }
                    guard items.allSatisfy({ isPlain($0, inList: true) }) else { return nil }
                } else {
                    guard isPlain(value, inList: false) else { return nil }
                    items = [value]
                }
                let strings = items.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
                if key == "tags" { result.tags = strings } else { result.availability = strings }
            default:
                guard isPlain(value, inList: false) else { return nil }
                let text = String(value.reversed().drop(while: { $0 == " " }).reversed())
                switch key {
                case "title": result.title = text
                case "description": result.description = text
                case "prelude": result.prelude = text
                default:
                    guard let order = Int(text), String(order) == text else { return nil }
                    result.order = order
                }
            }
        }
        return result
    }

    /// Whether `value` is a plain YAML scalar read as its own text: not empty, no character
    /// that starts or ends another kind of node or a comment, no `: ` inside, no control
    /// characters (in a flow list, no `,`, `[`, `]`, `{`, `}` either).
    private static func isPlain(_ value: Substring, inList: Bool) -> Bool {
        guard let first = value.first, !"'\"[]{}&*!|>%@#`?-:,".contains(first) else { return false }
        var previous: Character = " "
        for character in value {
            if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F { return false }
            // Line breaks and the byte-order mark YAML reads as such.
            if ["\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}"].contains(character) { return false }
            if character == "#" || (previous == ":" && character == " ") { return false }
            if inList, "[]{},".contains(character) { return false }
            previous = character
        }
        return value.last != ":"
    }

    private static func yamlError(_ error: YamlError, path: String, firstLine: Int) -> HandbookError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return HandbookError(
                "invalid YAML in front matter: \(detail)",
                location: SourceLocation(file: path, line: mark.line + firstLine - 1, column: mark.column))
        default:
            return HandbookError("invalid YAML in front matter: \(error)", location: SourceLocation(file: path, line: firstLine, column: 1))
        }
    }
}
