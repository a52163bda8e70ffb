import Linting
import SwiftSyntax

/// Lint: a `GeometryReader` whose content never reads the proxy (`{ _ in … }`, or a named
/// proxy that is not used).
struct UnusedGeometryProxyRule: LintRule {
    static let description = RuleDescription(
        id: "unused-geometry-proxy",
        name: "GeometryReader without its proxy",
        summary: "a `GeometryReader` never reads its geometry proxy",
        rationale: """
            A `GeometryReader` that does not read its proxy only changes layout, and not in \
            the way it looks: it takes all the space it is offered, reports that size to its \
            parent whatever its content needs, and places the content at its top-leading \
            corner instead of centring it. To fill the available space say so with \
            `frame(maxWidth: .infinity, maxHeight: .infinity)`; to size something relative \
            to its container use `containerRelativeFrame`.
            """,
        documentation: "layout/layout-containers.md#size-views-relative-to-their-container",
        triggering: [
            RuleExample(
                """
                ↓GeometryReader { _ in
                    TideChart(readings: readings)
                }
                """),
            RuleExample(
                """
                ↓GeometryReader { proxy in
                    VStack {
                        Text("Kiln 2")
                        FiringCurve(points: points)
                    }
                }
                .padding()
                """),
            RuleExample(
                """
                ScrollView {
                    ↓GeometryReader { geometry in
                        Image("harbour").resizable().scaledToFit()
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                GeometryReader { proxy in
                    TideChart(readings: readings)
                        .frame(width: proxy.size.width, height: proxy.size.width / 2)
                }
                """),
            RuleExample(
                """
                GeometryReader {
                    FiringCurve(points: points, width: $0.size.width)
                }
                """),
            RuleExample(
                """
                TideChart(readings: readings)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                let reader = GeometryReader(content: makeChart)
                """),
            RuleExample(
                """
                // GeometryReader { _ in TideChart(readings: readings) }
                let note = "GeometryReader { proxy in Text(\"unused\") }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("GeometryReader") {
            guard let closure = call.contentClosure, let proxy = Self.proxyName(of: closure),
                proxy == "_" || !Self.mentions(closure.statements, proxy)
            else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "this GeometryReader never reads its proxy; it only takes all the space and moves its content to the top-leading corner — use 'frame(maxWidth: .infinity, maxHeight: .infinity)'"
                ))
        }
        return result
    }

    /// The proxy's name, `nil` when the closure declares no parameter (it then uses `$0`).
    private static func proxyName(of closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list): return list.first?.name.text
        case .parameterClause(let parameters):
            return (parameters.parameters.first?.secondName ?? parameters.parameters.first?.firstName)?.text
        }
    }

    private static func mentions(_ statements: CodeBlockItemListSyntax, _ name: String) -> Bool {
        statements.descendants(DeclReferenceExprSyntax.self).contains { $0.baseName.text == name }
    }
}
