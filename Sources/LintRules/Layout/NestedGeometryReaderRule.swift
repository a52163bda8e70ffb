import Linting
import SwiftSyntax

/// Lint: a `GeometryReader` laid out inside the content of another `GeometryReader`.
struct NestedGeometryReaderRule: LintRule {
    static let description = RuleDescription(
        id: "nested-geometry-reader",
        name: "GeometryReader inside GeometryReader",
        summary: "a `GeometryReader` is laid out inside the content of another `GeometryReader`",
        rationale: """
            A `GeometryReader` takes all the space it is offered and reports it to its \
            content. A second reader inside the first's content reads a size the first one \
            already has (or a part of it the code could compute), and each reader adds a \
            layout pass whose result feeds the next one. Read the outer proxy once and pass \
            the sizes down, or size the parts with `containerRelativeFrame`, `Grid` or a \
            custom `Layout`.
            """,
        documentation: "layout/layout-containers.md#size-views-relative-to-their-container",
        triggering: [
            RuleExample(
                """
                GeometryReader { page in
                    VStack {
                        ↓GeometryReader { header in
                            Text("Width \\(header.size.width)")
                        }
                        Text("Page \\(page.size.width)")
                    }
                }
                """),
            RuleExample(
                """
                struct Split: View {
                    var body: some View {
                        GeometryReader { outer in
                            ↓GeometryReader { inner in
                                Rectangle().frame(width: inner.size.width / 2)
                            }
                            .frame(height: outer.size.height / 3)
                        }
                    }
                }
                """),
            RuleExample(
                """
                GeometryReader { proxy in
                    HStack {
                        Sidebar().frame(width: proxy.size.width * 0.3)
                        ↓GeometryReader { detail in DetailPane(width: detail.size.width) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                GeometryReader { proxy in
                    HStack {
                        Sidebar().frame(width: proxy.size.width * 0.3)
                        DetailPane(width: proxy.size.width * 0.7)
                    }
                }
                """),
            RuleExample(
                """
                GeometryReader { proxy in
                    ScrollView {
                        Text(log)
                            .background {
                                GeometryReader { text in
                                    Color.clear.preference(key: LogHeight.self, value: text.size.height)
                                }
                            }
                    }
                    .frame(height: proxy.size.height)
                }
                """),
            RuleExample(
                """
                VStack {
                    GeometryReader { top in Gradient(width: top.size.width) }
                    GeometryReader { bottom in Gradient(width: bottom.size.width) }
                }
                """),
            RuleExample(
                """
                // GeometryReader { a in GeometryReader { b in … } } measures twice
                let nested = "GeometryReader { GeometryReader { } }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("GeometryReader") {
            if Self.isLaidOutInReader(call) {
                result.append(
                    violation(
                        at: call.calledExpression, in: file,
                        message:
                            "this GeometryReader sits in another GeometryReader's content; read the outer proxy once and pass the sizes down"
                    ))
            }
        }
        return result
    }

    /// Whether the nearest enclosing closures, up to a `GeometryReader`, are all the content
    /// of views (`VStack { }`, `ScrollView { }`), not of modifiers such as `background`.
    private static func isLaidOutInReader(_ call: FunctionCallExprSyntax) -> Bool {
        var closure = call.nearestClosure
        while let current = closure {
            guard let owner = current.owningCall, owner.label == nil || owner.label == "content",
                let name = owner.call.calleeName, owner.call.memberCallee == nil, name.first?.isUppercase == true
            else { return false }
            if owner.call.isTypeCall("GeometryReader") { return true }
            closure = current.nearestClosure
        }
        return false
    }
}
