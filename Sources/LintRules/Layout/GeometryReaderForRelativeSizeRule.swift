import Linting
import SwiftSyntax

/// Lint: a `GeometryReader` whose proxy is only used to size its one child as a fraction of
/// the reader's width or height (`.frame(width: proxy.size.width * 0.8)`).
struct GeometryReaderForRelativeSizeRule: LintRule {
    static let description = RuleDescription(
        id: "geometry-reader-for-relative-size",
        name: "GeometryReader used for a relative frame",
        summary: "a `GeometryReader` only sizes its child as a fraction of the available width or height",
        rationale: """
            A `GeometryReader` that only computes `proxy.size.width * 0.8` for a `frame` pays \
            for a greedy container: it takes all the space offered, pins its child to the \
            top-leading corner, and hides the child's own size from the layout around it. \
            `containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }` (iOS 17) sizes \
            the view against its nearest container — a scroll view, a navigation column, the \
            window — without a reader; with `count:` and `span:` it divides the container \
            into equal parts.
            """,
        documentation: "layout/layout-containers.md#size-views-relative-to-their-container",
        triggering: [
            RuleExample(
                """
                ↓GeometryReader { proxy in
                    Image("summit")
                        .resizable()
                        .frame(width: proxy.size.width * 0.8)
                }
                """),
            RuleExample(
                """
                struct Poster: View {
                    var body: some View {
                        ↓GeometryReader { geometry in
                            PosterArt()
                                .frame(width: geometry.size.width / 2, height: geometry.size.height / 3)
                        }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView(.horizontal) {
                    ↓GeometryReader {
                        CardView().frame(width: 0.9 * $0.size.width)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Image("summit")
                    .resizable()
                    .containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
                """),
            RuleExample(
                """
                GeometryReader { proxy in
                    PosterArt()
                        .frame(width: proxy.size.width / 2)
                        .position(x: proxy.size.width / 2, y: proxy.frame(in: .global).minY)
                }
                """),
            RuleExample(
                """
                GeometryReader { proxy in
                    HStack(spacing: 0) {
                        Sidebar().frame(width: proxy.size.width * 0.3)
                        Detail().frame(width: proxy.size.width * 0.7)
                    }
                }
                """),
            RuleExample(
                """
                GeometryReader { proxy in
                    Chart(data: samples).frame(width: proxy.size.width - 32)
                }
                """),
            RuleExample(
                """
                // GeometryReader { p in X().frame(width: p.size.width * 0.8) }
                let modern = "containerRelativeFrame"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("GeometryReader") {
            guard let closure = call.contentClosure else { continue }
            let views = closure.topLevelItems.filter(\.isViewProducing)
            guard views.count == 1, let view = views.first?.as(ExprSyntax.self) else { continue }
            let proxy = Self.proxyName(of: closure)
            let uses = view.descendants(DeclReferenceExprSyntax.self).filter { $0.baseName.text == proxy }
            let frames = Set(view.modifierChain.modifiers.filter { $0.calleeName == "frame" }.map(\.id))
            guard !uses.isEmpty, uses.allSatisfy({ Self.frameSizedByFraction($0).map(frames.contains) ?? false }) else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message: "this GeometryReader only sizes its child relative to the space; use 'containerRelativeFrame'"))
        }
        return result
    }

    private static func proxyName(of closure: ClosureExprSyntax) -> String {
        guard let clause = closure.signature?.parameterClause else { return "$0" }
        switch clause {
        case .simpleInput(let list): return list.first?.name.text ?? "$0"
        case .parameterClause(let parameters):
            return (parameters.parameters.first?.secondName ?? parameters.parameters.first?.firstName)?.text ?? "$0"
        }
    }

    /// For `proxy.size.width` (or `.height`) multiplied or divided by a number literal,
    /// directly as an argument of a call, that call.
    private static func frameSizedByFraction(_ reference: DeclReferenceExprSyntax) -> SyntaxIdentifier? {
        guard let size = reference.parent?.as(MemberAccessExprSyntax.self), size.declName.baseName.text == "size",
            let dimension = size.parent?.as(MemberAccessExprSyntax.self),
            ["width", "height"].contains(dimension.declName.baseName.text),
            let list = dimension.parent?.as(ExprListSyntax.self), list.count == 3,
            let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(list)
        guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "*" || op == "/" else { return nil }
        let other = elements[0].id == dimension.id ? elements[2] : elements[0]
        guard other.is(FloatLiteralExprSyntax.self) || other.is(IntegerLiteralExprSyntax.self),
            let argument = sequence.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        return call.id
    }
}
