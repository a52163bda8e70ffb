/// A theme template compiled once per build: its tags parsed into a tree whose names are split
/// in advance, rendered by walking the tree over ``TemplateObject`` contexts into one string.
///
/// A build renders the templates thousands of times (every page, every sidebar entry, every
/// example and its code), and swift-mustache, which loads the theme and reports its syntax
/// errors, re-resolves each key through casts, reflection and copied context stacks on every
/// render. A plan renders the same output: it parses as swift-mustache does (standalone lines,
/// the whitespace around tags, partial indentation) and looks keys up as it does (up the stack
/// of sections, dotted names from the first context that has their first part). It covers the
/// Mustache the themes use — variables, sections, inverted sections, partials, comments and the
/// sequence transforms `first()`, `last()`, `index()`, `even()`, `odd()`; a template using more
/// (set delimiters, inheritance blocks, pragmas, dynamic partials, other transforms) has no plan,
/// and ``Theme`` renders the whole theme with swift-mustache instead.
package struct TemplatePlan: Sendable {
    /// One tag or run of text.
    indirect enum Node: Sendable {
        case text(String)
        case variable(Name, escaped: Bool)
        case section(Name, body: [Node], inverted: Bool)
        /// `indentation` is set for a partial tag standing alone on its line.
        case partial(String, indentation: String?)
    }

    /// A key as a template names it.
    enum Name: Sendable {
        /// `{{.}}`: the innermost context.
        case current
        /// `{{a.b}}`: `a` from the innermost context that has it, then `b` of that. `{{.a}}`
        /// (anchored) looks at the innermost context only. No parts (`{{}}`): the innermost.
        case path([String], anchored: Bool)
        /// `{{last()}}` and friends: where the innermost list section stands.
        case sequence(SequenceTransform)
    }

    enum SequenceTransform: String, Sendable {
        case first, last, index, even, odd
    }

    /// Why a template has no plan.
    struct Unsupported: Error {
        var reason: String
    }

    let nodes: [Node]

    /// - Throws: ``Unsupported`` for Mustache outside what plans cover, and for text
    ///   swift-mustache would not parse either.
    init(parsing text: String) throws {
        var parser = PlanParser(text)
        nodes = try parser.parse(PlanParser.State())
    }
}

// MARK: - Parsing

/// Parses as swift-mustache's `MustacheTemplate.parse` does, Character by Character, so the
/// text between tags comes out the same.
private struct PlanParser {
    struct State {
        var sectionName: String?
        var sectionTransforms: [String] = []
        var newLine = true
    }

    let characters: [Character]
    var position = 0

    init(_ text: String) { characters = Array(text) }

    var reachedEnd: Bool { position == characters.count }
    var current: Character { reachedEnd ? "\0" : characters[position] }

    mutating func advance() { position += 1 }

    @discardableResult mutating func read(while accepts: (Character) -> Bool) -> String {
        let start = position
        while !reachedEnd, accepts(characters[position]) { position += 1 }
        return String(characters[start..<position])
    }

    /// Reads `string` when it comes next; past the end, an error (as swift-mustache's reader).
    mutating func read(_ string: String) throws -> Bool {
        let expected = Array(string)
        guard position + expected.count <= characters.count else { throw TemplatePlan.Unsupported(reason: "unexpected end") }
        guard Array(characters[position..<position + expected.count]) == expected else { return false }
        position += expected.count
        return true
    }

    static func isSpaceOrTab(_ c: Character) -> Bool { c == " " || c == "\t" }
    static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    static let partialNameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")

    mutating func parse(_ initial: State) throws -> [TemplatePlan.Node] {
        var nodes: [TemplatePlan.Node] = []
        var state = initial
        var whiteSpaceBefore = ""
        while !reachedEnd {
            if state.newLine { whiteSpaceBefore = read(while: Self.isSpaceOrTab) }
            let text = try readUntilTagOrNewline()
            if current.isNewline {
                nodes.append(.text(whiteSpaceBefore + text + String(current)))
                state.newLine = true
                advance()
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if reachedEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                advance()
                let (name, transforms) = try parseName()
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                var inner = state
                inner.sectionName = name
                inner.sectionTransforms = transforms
                if !setNewLine { inner.newLine = false }
                let body = try parse(inner)
                nodes.append(.section(try Self.name(name, transforms), body: body, inverted: inverted))
            case "/":
                advance()
                let (name, transforms) = try parseName()
                guard name == state.sectionName, transforms == state.sectionTransforms else {
                    throw TemplatePlan.Unsupported(reason: "a section is closed with a different name")
                }
                if !isStandalone(state), !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                }
                return nodes
            case "!":
                advance()
                try skipComment()
                setNewLine = isStandalone(state)
            case "{", "&":
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let triple = current == "{"
                advance()
                let (name, transforms) = try parseName()
                if triple {
                    guard !reachedEnd, current == "}" else { throw TemplatePlan.Unsupported(reason: "unfinished tag") }
                    advance()
                }
                nodes.append(.variable(try Self.name(name, transforms), escaped: false))
            case ">":
                advance()
                read(while: \.isWhitespace)
                guard current != "*" else { throw TemplatePlan.Unsupported(reason: "dynamic partial") }
                let name = try parsePartialName()
                if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                if isStandalone(state) {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: whiteSpaceBefore))
                } else {
                    nodes.append(.partial(name, indentation: nil))
                }
                whiteSpaceBefore = ""
            case "<", "$", "=", "%":
                throw TemplatePlan.Unsupported(reason: "the '\(current)' tag")
            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let (name, transforms) = try parseName()
                nodes.append(.variable(try Self.name(name, transforms), escaped: true))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw TemplatePlan.Unsupported(reason: "a section is never closed") }
        return nodes
    }

    /// Text up to the next `{{` (read past) or line break (not read).
    mutating func readUntilTagOrNewline() throws -> String {
        var text = ""
        while !reachedEnd {
            text += read(while: { $0 != "\n" && $0 != "\r\n" && $0 != "{" })
            if current.isNewline {
                break
            } else if current == "{" {
                if try read("{{") { break }
                text += "{"
                advance()
            }
        }
        return text
    }

    /// A tag's name and transforms, up to and including `}}`: `last()` is `("", ["last"])`.
    mutating func parseName() throws -> (String, [String]) {
        read(while: \.isWhitespace)
        let text = read(while: Self.nameCharacters.contains)
        read(while: \.isWhitespace)
        guard try read("}}") else { throw TemplatePlan.Unsupported(reason: "unfinished tag") }
        guard let open = text.firstIndex(of: "(") else {
            guard !text.contains(")") else { throw TemplatePlan.Unsupported(reason: "unfinished tag") }
            return (text, [])
        }
        // Only one transform of no name is planned; swift-mustache's grammar allows nesting.
        let transform = String(text[..<open])
        guard text[open...] == "()", !transform.contains(where: { $0 == "(" || $0 == ")" }) else {
            throw TemplatePlan.Unsupported(reason: "transform")
        }
        return ("", [transform])
    }

    mutating func parsePartialName() throws -> String {
        read(while: \.isWhitespace)
        let name = read(while: Self.partialNameCharacters.contains)
        read(while: \.isWhitespace)
        guard try read("}}") else { throw TemplatePlan.Unsupported(reason: "unfinished partial tag") }
        return name
    }

    mutating func skipComment() throws {
        while !reachedEnd {
            if current == "}", position + 1 < characters.count, characters[position + 1] == "}" {
                position += 2
                return
            }
            advance()
        }
        throw TemplatePlan.Unsupported(reason: "unfinished comment")
    }

    /// The tag just read stands alone on its line: the rest of the line (spaces and tabs, then
    /// the line break, both consumed) is dropped.
    mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if reachedEnd { return true }
        var end = position
        while end < characters.count, Self.isSpaceOrTab(characters[end]) { end += 1 }
        guard end < characters.count, characters[end].isNewline else { return false }
        position = end + 1
        return true
    }

    static func name(_ name: String, _ transforms: [String]) throws -> TemplatePlan.Name {
        if let transform = transforms.first {
            guard name.isEmpty, transforms.count == 1, let sequence = TemplatePlan.SequenceTransform(rawValue: transform) else {
                throw TemplatePlan.Unsupported(reason: "transform \(transform)()")
            }
            return .sequence(sequence)
        }
        if name == "." { return .current }
        return .path(name.split(separator: ".").map(String.init), anchored: name.first == ".")
    }
}

// MARK: - Rendering

extension TemplatePlan {
    /// Where the innermost list section stands.
    struct SequencePosition {
        var first: Bool
        var last: Bool
        var index: Int
    }

    /// Renders templates of one theme: the stack of contexts the sections opened, innermost
    /// last.
    struct Renderer {
        let plans: [String: TemplatePlan]
        var stack: [TemplateValue]

        mutating func render(_ nodes: [Node], sequence: SequencePosition?, indentation: String?, into out: inout String) {
            guard let indentation, !indentation.isEmpty else {
                for node in nodes { render(node, sequence: sequence, indentation: indentation, into: &out) }
                return
            }
            // A partial standing indented on its line: what a tag or text adds after a line
            // break starts with the indentation (swift-mustache's rule, node by node).
            var local = ""
            for node in nodes {
                var piece = ""
                render(node, sequence: sequence, indentation: indentation, into: &piece)
                if !piece.isEmpty, local.last == "\n" { local += indentation }
                local += piece
            }
            out += local
        }

        mutating func render(_ node: Node, sequence: SequencePosition?, indentation: String?, into out: inout String) {
            switch node {
            case .text(let text):
                out += text
            case .variable(let name, let escaped):
                guard let value = lookUp(name, sequence: sequence) else { return }
                Self.write(value, escaped: escaped, into: &out)
            case .section(let name, let body, inverted: false):
                switch lookUp(name, sequence: sequence) {
                case .list(let elements)?:
                    for (i, element) in elements.enumerated() {
                        stack.append(element)
                        render(
                            body, sequence: SequencePosition(first: i == 0, last: i == elements.count - 1, index: i),
                            indentation: indentation, into: &out)
                        stack.removeLast()
                    }
                case .bool(let isTrue)?:
                    if isTrue { render(body, sequence: sequence, indentation: indentation, into: &out) }
                case let value?:
                    stack.append(value)
                    render(body, sequence: nil, indentation: indentation, into: &out)
                    stack.removeLast()
                case nil:
                    break
                }
            case .section(let name, let body, inverted: true):
                switch lookUp(name, sequence: sequence) {
                case .list(let elements)?:
                    guard elements.isEmpty else { return }
                    stack.append(.list(elements))
                    render(body, sequence: nil, indentation: indentation, into: &out)
                    stack.removeLast()
                case .bool(let isTrue)?:
                    if !isTrue { render(body, sequence: sequence, indentation: indentation, into: &out) }
                case .some:
                    break
                case nil:
                    render(body, sequence: sequence, indentation: indentation, into: &out)
                }
            case .partial(let name, let indented):
                guard let plan = plans[name] else { return }
                let inner = indented.map { (indentation ?? "") + $0 } ?? indentation
                render(plan.nodes, sequence: nil, indentation: inner, into: &out)
            }
        }

        func lookUp(_ name: Name, sequence: SequencePosition?) -> TemplateValue? {
            switch name {
            case .current:
                return stack.last
            case .sequence(let transform):
                guard let sequence else { return nil }
                switch transform {
                case .first: return .bool(sequence.first)
                case .last: return .bool(sequence.last)
                case .index: return .int(sequence.index)
                case .even: return .bool(sequence.index & 1 == 0)
                case .odd: return .bool(sequence.index & 1 == 1)
                }
            case .path(let parts, let anchored):
                guard let first = parts.first else { return stack.last }
                var found: TemplateValue?
                if anchored {
                    found = stack.last.flatMap { Self.child(first, of: $0) }
                } else {
                    for value in stack.reversed() {
                        if let child = Self.child(first, of: value) {
                            found = child
                            break
                        }
                    }
                }
                for part in parts.dropFirst() {
                    guard let value = found else { return nil }
                    found = Self.child(part, of: value)
                }
                return found
            }
        }

        static func child(_ key: String, of value: TemplateValue) -> TemplateValue? {
            guard case .object(let object) = value else { return nil }
            return object.value(forKey: key)
        }

        static func write(_ value: TemplateValue, escaped: Bool, into out: inout String) {
            switch value {
            case .string(let string):
                if escaped { escapeHTML(string, into: &out) } else { out += string }
            case .bool(let bool):
                out += bool ? "true" : "false"
            case .int(let int):
                out += String(int)
            case .object(let object):
                let text = String(describing: object)
                if escaped { escapeHTML(text, into: &out) } else { out += text }
            case .list(let elements):
                let text = String(describing: elements)
                if escaped { escapeHTML(text, into: &out) } else { out += text }
            }
        }

        /// Mustache's escaping (swift-mustache's: `'` too, as `&#39;`), on bytes for ASCII text
        /// and Character by Character otherwise, as swift-mustache does (a quote followed by a
        /// combining mark is one Character, left as it is).
        static func escapeHTML(_ text: String, into out: inout String) {
            var needsEscaping = false
            var isASCII = true
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    needsEscaping = true
                case 0x80...:
                    isASCII = false
                default:
                    break
                }
            }
            guard needsEscaping else {
                out += text
                return
            }
            if isASCII {
                var start = text.utf8.startIndex
                var index = start
                let utf8 = text.utf8
                while index != utf8.endIndex {
                    let replacement: String? =
                        switch utf8[index] {
                        case UInt8(ascii: "<"): "&lt;"
                        case UInt8(ascii: ">"): "&gt;"
                        case UInt8(ascii: "&"): "&amp;"
                        case UInt8(ascii: "\""): "&quot;"
                        case UInt8(ascii: "'"): "&#39;"
                        default: nil
                        }
                    if let replacement {
                        out += text[start..<index]
                        out += replacement
                        start = utf8.index(after: index)
                    }
                    index = utf8.index(after: index)
                }
                out += text[start..<utf8.endIndex]
                return
            }
            for character in text {
                switch character {
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "&": out += "&amp;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                default: out.append(character)
                }
            }
        }
    }

    /// Renders the plan `name` of `plans` with `context`; `nil` when there is no such plan.
    static func render(_ name: String, plans: [String: TemplatePlan], context: any TemplateObject, expectedBytes: Int = 0) -> String? {
        guard let plan = plans[name] else { return nil }
        var renderer = Renderer(plans: plans, stack: [.object(context)])
        var out = ""
        if expectedBytes > 0 { out.reserveCapacity(expectedBytes) }
        renderer.render(plan.nodes, sequence: nil, indentation: nil, into: &out)
        return out
    }
}
