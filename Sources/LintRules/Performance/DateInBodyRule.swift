import Linting
import SwiftSyntax

/// Lint: `Date()` or `Date.now` read while a view's body is evaluated.
struct DateInBodyRule: LintRule {
    static let description = RuleDescription(
        id: "date-in-body",
        name: "Current date read in body",
        summary: "`Date()` or `Date.now` is read while `body` is evaluated",
        rationale: """
            `body` should be a function of the view's inputs and state. Reading the clock \
            there makes the output depend on *when* SwiftUI happened to evaluate it: the \
            text does not change as time passes (nothing tells SwiftUI to update), then jumps \
            when an unrelated change re-evaluates the view. For output that follows the \
            clock, use `TimelineView` and its `context.date`, or the self-updating \
            `Text(date, style: .timer)`/`.relative` with a fixed date; for a moment that \
            matters (when a rental started), store it in state or the model.
            """,
        documentation: "performance/cheap-body.md#read-the-clock-through-a-timeline",
        triggering: [
            RuleExample(
                """
                struct RentalClock: View {
                    let start: Date
                    var body: some View {
                        Text("\\(Int(↓Date().timeIntervalSince(start) / 60)) min")
                    }
                }
                """),
            RuleExample(
                """
                struct DueBadge: View {
                    let loan: Loan
                    var body: some View {
                        if loan.dueDate < ↓Date.now { Text("Overdue") }
                    }
                }
                """),
            RuleExample(
                """
                struct SkyHeader: View {
                    var body: some View {
                        VStack {
                            Text(↓Date(), format: .dateTime.hour().minute())
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct RentalClock: View {
                    let start: Date
                    var body: some View {
                        TimelineView(.everyMinute) { context in
                            Text("\\(Int(context.date.timeIntervalSince(start) / 60)) min")
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct ReturnButton: View {
                    @State private var returnedAt: Date?
                    var body: some View {
                        Button("Return") { returnedAt = Date.now }
                    }
                }
                """),
            RuleExample(
                """
                struct Timer: View {
                    let start: Date
                    var body: some View { Text(start, style: .timer) }
                }
                """),
            RuleExample(
                """
                // Text(Date(), style: .time) freezes at the evaluation time
                let caution = "Date.now in body"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("Date") && call.arguments.isEmpty && call.trailingClosure == nil {
            if call.isEvaluatedDuringBody { result.append(violation(at: call.calledExpression, in: file, message: Self.message)) }
        }
        // `Date.now` is not a call; walk the tree only when the text mentions it.
        guard file.source.contains("Date.now") else { return result }
        let finder = DateNowFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        for reference in finder.found where reference.isEvaluatedDuringBody {
            result.append(violation(at: reference.base!, in: file, message: Self.message))
        }
        return result
    }

    private static let message =
        "body reads the clock, so it shows the time of its last evaluation; use TimelineView's 'context.date' or store the moment in state"
}

/// Finds `Date.now`.
private final class DateNowFinder: SyntaxVisitor {
    var found: [MemberAccessExprSyntax] = []
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "now", node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Date" {
            found.append(node)
        }
        return .visitChildren
    }
}
