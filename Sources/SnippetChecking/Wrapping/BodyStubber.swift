import SwiftParser
import SwiftSyntax

/// Turns a shared declaration into its interface for copying: every function, initializer,
/// subscript and computed-property body becomes `fatalError()`.
///
/// An example's file holds a copy of each shared declaration it uses (a prelude's sample
/// types, an earlier example's model). The copy only has to declare: its bodies were
/// already typechecked once, in the prelude's own file or the earlier example's, so
/// checking them again in every file that copies them is wasted compiler time. Line
/// numbers are kept (a replaced body keeps its line breaks), so diagnostics on the copy's
/// signatures still map to their lines.
///
/// Bodies whose result type is opaque (`some Shape`) are kept, except `some View`:
/// `Never` conforms to `View`, so `fatalError()` fits that result; it may not fit others.
enum BodyStubber {
    static let stub = "fatalError()"

    /// `source` with its bodies replaced; `source` itself when it has none (or does not parse).
    static func stubbingBodies(in source: String) -> String {
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return source }
        let finder = BodyFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.bodies.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for body in finder.bodies.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            let newlines = bytes[body].filter { $0 == UInt8(ascii: "\n") }.count
            let replacement = Array((" " + stub + " " + String(repeating: "\n", count: newlines)).utf8)
            bytes.replaceSubrange(body, with: replacement)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Byte ranges between the braces of every body to replace.
    private final class BodyFinder: SyntaxVisitor {
        var bodies: [Range<Int>] = []

        private func add(_ block: CodeBlockSyntax?) {
            guard let block else { return }
            add(between: block.leftBrace, and: block.rightBrace)
        }

        private func add(between left: TokenSyntax, and right: TokenSyntax) {
            let start = left.endPositionBeforeTrailingTrivia.utf8Offset
            let end = right.positionAfterSkippingLeadingTrivia.utf8Offset
            if start < end { bodies.append(start..<end) }
        }

        private static func fits(_ type: TypeSyntax?) -> Bool {
            guard let some = type?.as(SomeOrAnyTypeSyntax.self) else { return true }
            return some.someOrAnySpecifier.tokenKind == .keyword(.any)
                || some.constraint.trimmedDescription == "View" || some.constraint.trimmedDescription == "SwiftUI.View"
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.fits(node.signature.returnClause?.type) { add(node.body) }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.body)
            return .skipChildren
        }

        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.body)
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.fits(node.returnClause.type), let accessors = node.accessorBlock { add(accessors) }
            return .skipChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if Self.fits(node.typeAnnotation?.type), let accessors = node.accessorBlock { add(accessors) }
            return .skipChildren  // initial values stay: a stored property's type may come from them
        }

        /// A getter-only block (`{ … }`) is replaced whole; explicit accessors
        /// (`get`/`set`/`willSet`/`didSet`) each keep their keyword, so mutability stays.
        private func add(_ block: AccessorBlockSyntax) {
            switch block.accessors {
            case .getter:
                add(between: block.leftBrace, and: block.rightBrace)
            case let .accessors(list):
                for accessor in list { add(accessor.body) }
            }
        }
    }
}
