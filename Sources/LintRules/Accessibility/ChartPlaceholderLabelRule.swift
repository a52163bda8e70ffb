import Linting
import SwiftSyntax

/// Lint: a Swift Charts mark whose plotted value is named with one letter, such as
/// `.value("X", …)`, unless the value is the coordinate of that name (`.value("X", point.x)`).
struct ChartPlaceholderLabelRule: LintRule {
    static let description = RuleDescription(
        id: "chart-placeholder-label",
        name: "Chart value named with a letter",
        summary: "a chart mark names its plotted value with one letter, such as `.value(\"Y\", …)`",
        rationale: """
            The label of a `PlottableValue` is what VoiceOver reads for each data point, what \
            the chart's Audio Graph names its axes with, and the default axis title: \
            "X: 3, Y: 12" tells nobody what was measured. Name the quantity ("Day", \
            "Minutes"), as you would the column of a table.
            """,
        documentation: "accessibility/accessible-controls.md#name-what-a-chart-plots",
        triggering: [
            RuleExample(
                """
                Chart(readings) { reading in
                    LineMark(
                        x: .value(↓"X", reading.day),
                        y: .value(↓"Y", reading.minutes)
                    )
                }
                """),
            RuleExample(
                """
                Chart(batches) {
                    BarMark(x: .value("Recipe", $0.title), y: .value(↓"n", $0.servings))
                }
                """),
            RuleExample(
                """
                Chart(samples) { sample in
                    PointMark(x: .value("Temperature", sample.celsius), y: .value(↓"y", sample.rise))
                        .foregroundStyle(.orange)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Chart(readings) { reading in
                    LineMark(
                        x: .value("Day", reading.day),
                        y: .value("Minutes", reading.minutes)
                    )
                }
                """),
            RuleExample(
                """
                Chart(batches) {
                    BarMark(x: .value("Recipe", $0.title), y: .value("Servings", $0.servings))
                        .annotation { Text("x") }
                }
                """),
            RuleExample(
                """
                Chart(stars) { star in
                    PointMark(x: .value("X", star.x), y: .value("Y", star.y))
                }
                """),
            RuleExample(
                """
                let point = CGPoint(x: 1, y: 2)
                let picked = options.value("X", default: point)
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                member.declName.baseName.text == "value",
                let label = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
                label.segments.count == 1,
                let text = label.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                text.count == 1, text.first?.isLetter == true,
                // `.value("X", point.x)`: the value is a coordinate, and its name is the letter.
                call.arguments.dropFirst().first?.expression.referencedName?.lowercased() != text.lowercased(),
                let mark = call.enclosing(FunctionCallExprSyntax.self), let name = mark.calleeName,
                name.hasSuffix("Mark"), mark.isTypeCall(name)
            else { return nil }
            return violation(
                at: label, in: file,
                message: "'\(text)' is what VoiceOver and the Audio Graph read for this value; name the quantity plotted")
        }
    }
}
