import Foundation
import Snippets
import SwiftParser
import SwiftSyntax

/// The lines of an example that stand for code the page leaves out, or that are not code.
///
/// Pages write `AnyView(...)`, `Text(...)`, `... {` or an editor placeholder `<#title#>`
/// where the reader fills in code, and `{ /* … */ }` or `{ // more rows }` for a body left
/// out; some put a sentence or a decision tree (`├─ YES → @State`) in a code block. An error
/// on such a line says nothing about the page: ``VerdictJudge`` makes the example unverified
/// with the reason, not failed. An error on any other line is still the page's: a
/// misspelled modifier beside a `...` fails as before.
struct LeftOutCode: Equatable {
    /// 0-based lines holding a placeholder (a `...` used as a value, `<#name#>`).
    var placeholderLines: Set<Int> = []
    /// 0-based lines of a body left empty but for a placeholder comment (`{ /* ... */ }`):
    /// only errors about the missing body itself are the page's convention there.
    var emptyBodyLines: Set<Int> = []
    /// 0-based lines that are prose or a diagram, not code.
    var proseLines: Set<Int> = []

    var isEmpty: Bool { placeholderLines.isEmpty && emptyBodyLines.isEmpty && proseLines.isEmpty }

    /// Whether `message` is about a body that has nothing in it: no value returned, no use
    /// of a closure's parameters.
    static func isAboutEmptyBody(_ message: String) -> Bool {
        message.hasPrefix("function declares an opaque return type, but has no return statements")
            || message.hasPrefix("missing return in")
            || message.hasPrefix("contextual type for closure argument list expects")
            || message.hasPrefix("contextual closure type")
    }

    init(source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line - 1 }

        // Blocks that hold a placeholder comment beside code (`{ let x = 1 // ... }`): what
        // is left out may be what they return, so their first and last lines take only
        // errors about a missing body too.
        var openBlocks: [(line: Int, leavesOut: Bool)] = []
        func markInnermost(_ trivia: Trivia) {
            guard !openBlocks.isEmpty, trivia.pieces.contains(where: Self.isPlaceholderComment) else { return }
            openBlocks[openBlocks.count - 1].leavesOut = true
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            markInnermost(token.leadingTrivia)
            if token.tokenKind == .leftBrace {
                openBlocks.append((line(token.positionAfterSkippingLeadingTrivia), false))
            } else if token.tokenKind == .rightBrace, let block = openBlocks.popLast(), block.leavesOut {
                emptyBodyLines.formUnion([block.line, line(token.positionAfterSkippingLeadingTrivia)])
            }
            markInnermost(token.trailingTrivia)
            if Self.isPlaceholder(token) {
                // Only its own line: `Text(...)` may be followed by a misspelled modifier.
                placeholderLines.insert(line(token.positionAfterSkippingLeadingTrivia))
            }
            // A body holding nothing but a placeholder comment (`{ /* ... */ }`): what it
            // should return is left out, so its opening line is a placeholder too.
            if token.tokenKind == .leftBrace, let next = token.nextToken(viewMode: .sourceAccurate), next.tokenKind == .rightBrace,
                (token.trailingTrivia.pieces + next.leadingTrivia.pieces).contains(where: Self.isPlaceholderComment)
            {
                emptyBodyLines.formUnion(line(token.positionAfterSkippingLeadingTrivia)...line(next.positionAfterSkippingLeadingTrivia))
            }
        }
        for (index, text) in lines.enumerated() where Self.isProse(text) {
            proseLines.insert(index)
        }
    }

    /// `snippet` with each line that is only an elision marker (`...` or `…`, perhaps with
    /// a comment after it) turned into a comment, and the 0-based indices of those lines;
    /// nil when it has none. Such a line stands for code the page leaves out (`VStack {`,
    /// `...`, `}`): the rest is checked without it, and the verdict says so. A body left
    /// with nothing else in it is then a body left out (see ``emptyBodyLines``). `...` used
    /// as a value (`Text(...)`, `AnyView(...)`) is not such a line: it stays unverified.
    static func withoutElisionLines(_ snippet: Snippet) -> (snippet: Snippet, lines: [Int])? {
        var result = snippet
        var elided: [Int] = []
        for (index, line) in snippet.lines.enumerated() {
            let code = line.text.components(separatedBy: "//").first ?? line.text
            let marker = code.trimmingCharacters(in: .whitespaces)
            guard marker == "..." || marker == "…" else { continue }
            let indentation = line.text.prefix { $0 == " " || $0 == "\t" }
            result.lines[index].text = indentation + "// " + line.text.dropFirst(indentation.count)
            elided.append(index)
        }
        return elided.isEmpty ? nil : (result, elided)
    }

    /// The name the checker writes where a page leaves a value out (see
    /// ``withValuesLeftOutFilled(_:)``).
    static let filler = "__leftOut()"

    /// The declarations of ``filler``: any type the context asks for, a view where a view
    /// builder takes it (the generic overload alone leaves `VStack { … }` ambiguous), a
    /// localized key where an initializer takes text or a key (`Text(...)`).
    /// Each overload is declared only where the surface has its type.
    static func fillerDeclarations(surfaceHas: (String) -> Bool) -> [String] {
        ["@_disfavoredOverload fileprivate func __leftOut<T>() -> T { fatalError() }"]
            + (surfaceHas("EmptyView") ? ["fileprivate func __leftOut() -> EmptyView { fatalError() }"] : [])
            + (surfaceHas("LocalizedStringKey")
                ? ["@_disfavoredOverload fileprivate func __leftOut() -> LocalizedStringKey { fatalError() }"] : [])
    }

    /// `snippet` with each `...`, `…` or `<#name#>` that stands where a value or a body goes
    /// (`AnyView(...)`, `.transition(...)`, `points: [...]`, `func load() -> Photo? { ... }`)
    /// replaced by ``filler``, and the 0-based indices of the lines changed; nil when it has
    /// none. The rest is then typechecked around what is left out: an error on those lines
    /// still says nothing of the page (unverified), an error elsewhere is the page's, and a
    /// clean compile verifies what is shown, with the verdict saying what was left out.
    static func withValuesLeftOutFilled(_ snippet: Snippet) -> (snippet: Snippet, lines: [Int])? {
        let source = snippet.source
        guard source.contains("...") || source.contains("…") || source.contains("<#") else { return nil }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var replacements: [Int: [(column: Int, length: Int, text: String)]] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if isPlaceholder(token) {
                let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                replacements[location.line - 1, default: []].append((location.column - 1, token.trimmedLength.utf8Length, filler))
            } else if isLeftOutContentOfOneArgument(token) {
                // `AsyncImage(url: url) { /* ... */ }`: the content left out takes the phase.
                let location = converter.location(for: token.endPositionBeforeTrailingTrivia)
                replacements[location.line - 1, default: []].append((location.column - 1, 0, " _ in"))
            }
        }
        guard !replacements.isEmpty else { return nil }
        var result = snippet
        for (index, spans) in replacements where index < result.lines.count {
            var bytes = Array(result.lines[index].text.utf8)
            for span in spans.sorted(by: { $0.column > $1.column }) where span.column + span.length <= bytes.count {
                bytes.replaceSubrange(span.column..<span.column + span.length, with: Array(span.text.utf8))
            }
            result.lines[index].text = String(decoding: bytes, as: UTF8.self)
        }
        return (result, replacements.keys.sorted())
    }

    /// Views whose content closure, given as the one trailing closure, takes one argument:
    /// the phase of an `AsyncImage`, the proxy of a `GeometryReader`, the element of a
    /// `ForEach`.
    static let oneArgumentContent: Set<String> = ["AsyncImage", "GeometryReader", "ForEach"]

    /// The `{` of a trailing closure that holds nothing but a placeholder comment and no
    /// parameters, given to one of ``oneArgumentContent``: its one argument, unnamed, is
    /// implied by the body the page leaves out.
    static func isLeftOutContentOfOneArgument(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind == .leftBrace, let closure = token.parent?.as(ClosureExprSyntax.self), closure.signature == nil,
            closure.statements.isEmpty,
            (closure.leftBrace.trailingTrivia.pieces + closure.rightBrace.leadingTrivia.pieces).contains(where: isPlaceholderComment),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
            call.additionalTrailingClosures.isEmpty,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return oneArgumentContent.contains(callee.baseName.text)
    }

    /// `...` or `…` standing alone where a value goes (not a range such as `0...5`, `...5`,
    /// `5...`), or an editor placeholder `<#name#>`.
    static func isPlaceholder(_ token: TokenSyntax) -> Bool {
        let text = token.text
        if text.hasPrefix("<#") && text.hasSuffix("#>") { return true }
        if text.contains("…") { return token.parent?.is(StringSegmentSyntax.self) != true }
        guard text == "..." else { return false }
        // An operand on the same line before or after makes it a range operator.
        let startsLine = token.leadingTrivia.contains(where: \.isNewline)
        let before = !startsLine && (token.previousToken(viewMode: .sourceAccurate).map(isOperandEnd) ?? false)
        let next = token.nextToken(viewMode: .sourceAccurate)
        let after = next.map { !$0.leadingTrivia.contains(where: \.isNewline) && isOperandStart($0) } ?? false
        return !before && !after
    }

    private static func isOperandEnd(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .identifier, .integerLiteral, .floatLiteral, .rightParen, .rightSquare, .stringQuote, .keyword(.self):
            true
        default:
            false
        }
    }

    private static func isOperandStart(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .identifier, .integerLiteral, .floatLiteral, .leftParen, .leftSquare, .stringQuote, .period, .dollarIdentifier:
            true
        default:
            false
        }
    }

    /// A comment that stands for code: `/* ... */`, `// …`, `// more views`, `// etc.`.
    static func isPlaceholderComment(_ piece: TriviaPiece) -> Bool {
        let text: String
        switch piece {
        case let .lineComment(comment): text = String(comment.dropFirst(2))
        case let .blockComment(comment): text = String(comment.dropFirst(2).dropLast(2))
        default: return false
        }
        let words = text.trimmingCharacters(in: .whitespaces).lowercased()
        if words.isEmpty { return false }
        if words.allSatisfy({ $0 == "." || $0 == "…" || $0 == " " }) { return true }
        return words.hasPrefix("...") || words.hasPrefix("…") || words.hasSuffix("...") || words.hasSuffix("…")
            || words.hasPrefix("more ") || words.hasPrefix("etc") || words.hasPrefix("your ")
    }

    /// A line that is a sentence or part of a diagram: it holds box-drawing characters or
    /// arrows outside a comment or string, or reads as words ending in `?`, `.` or `:`.
    static func isProse(_ line: String) -> Bool {
        let code = line.components(separatedBy: "//").first ?? line
        if code.contains("\"") { return false }
        if code.unicodeScalars.contains(where: { (0x2500...0x257F).contains($0.value) || (0x2190...0x21FF).contains($0.value) }) {
            return true
        }
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, "?.:".contains(last), trimmed.first?.isUppercase == true else { return false }
        let words = trimmed.dropLast().split(separator: " ")
        return words.count >= 4 && words.allSatisfy { word in word.allSatisfy { $0.isLetter || "',’-".contains($0) } }
    }
}
