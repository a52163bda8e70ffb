import Linting
import SwiftSyntax

/// Lint: `Text` shows `formatter.string(from: value)` — a `DateFormatter`,
/// `MeasurementFormatter` or any other formatter's output — instead of formatting the value
/// itself.
///
/// A number formatter's output (`string(from: NSNumber(…))`) is left alone: styles such as
/// `.spellOut` have no format-style equivalent.
struct FormatterStringInTextRule: LintRule {
    static let description = RuleDescription(
        id: "formatter-string-in-text",
        name: "Formatter output in Text",
        summary: "a `Text` shows `formatter.string(from:)` instead of `Text(value, format:)`",
        rationale: """
            A formatter's string is fixed when it is made: it uses the formatter's own \
            locale and time zone (the process's, not the view's `\\.locale` environment \
            value), a hand-written `dateFormat` such as \"MM/dd/yyyy\" puts the fields in \
            one country's order, and `Text` shows the result verbatim. `Text(value, \
            format:)` and the `format:` interpolation take a format style, which reads the \
            locale, calendar and time zone from the environment and needs no formatter \
            object at all: `Text(visit.date, format: .dateTime.day().month())`, \
            `Text(\"Due \\(loan.due, format: .relative(presentation: .named))\")`.
            """,
        documentation: "views/text-and-images.md#format-values-inside-text",
        triggering: [
            RuleExample(
                """
                Text(Self.dayFormatter.↓string(from: recital.date))
                """),
            RuleExample(
                """
                HStack {
                    Text("Fired \\(kilnFormatter.↓string(from: firing.end))")
                    Text(distanceFormatter.↓string(from: leg.distance))
                }
                """),
            RuleExample(
                """
                Label(durationFormatter.↓string(from: tide.interval) ?? "", systemImage: "water.waves")
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(recital.date, format: .dateTime.day().month().year())
                Text("Fired \\(firing.end, format: .relative(presentation: .named))")
                """),
            RuleExample(
                """
                Text(Self.spelled.string(from: NSNumber(value: hymn.number)) ?? "")
                """),
            RuleExample(
                """
                let stamp = Self.isoFormatter.string(from: recital.date)
                request.setValue(stamp, forHTTPHeaderField: "If-Modified-Since")
                """),
            RuleExample(
                """
                Button("Copy date") {
                    pasteboard.string = Self.dayFormatter.string(from: recital.date)
                }
                Text(verbatim: String(describing: recital.id))
                """),
        ]
    )

    /// Views whose first argument is shown as the title.
    static let titledViews = ["Text", "Label", "Button", "Toggle", "LabeledContent"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "string", member.base != nil,
                call.arguments.count == 1, let value = call.arguments.first, value.label?.text == "from",
                value.expression.as(FunctionCallExprSyntax.self)?.isTypeCall("NSNumber") != true,
                let view = Self.titledView(around: call)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "\(view) shows a formatter's fixed string, in the process's locale rather than the view's; use 'Text(value, format:)' or a 'format:' interpolation"
                ))
        }
        return result
    }

    /// The view (`Text`, `Label`, …) whose first argument the call is part of, outside any closure.
    private static func titledView(around call: FunctionCallExprSyntax) -> String? {
        var node = call.parent
        var argument: LabeledExprSyntax?
        while let current = node {
            if current.is(ClosureExprSyntax.self) || current.is(CodeBlockSyntax.self) { return nil }
            if let labeled = current.as(LabeledExprSyntax.self) { argument = labeled }
            if let outer = current.as(FunctionCallExprSyntax.self),
                let name = titledViews.first(where: { outer.isTypeCall($0) })
            {
                guard let argument, argument.label == nil, outer.arguments.first?.id == argument.id else { return nil }
                return name
            }
            node = current.parent
        }
        return nil
    }
}
