import Linting
import SwiftSyntax

/// Lint: `String(format:)` builds the string a view shows — inside a `Text(…)` or while
/// `body` is evaluated.
struct StringFormatInTextRule: LintRule {
    static let description = RuleDescription(
        id: "string-format-in-text",
        name: "String(format:) for displayed text",
        summary: "a `Text` shows a string built with `String(format:)` instead of a format style",
        rationale: """
            `String(format:)` is a C-style template: it ignores the person's locale (decimal \
            separator, digit grouping, currency symbol and position), it is not checked by the \
            compiler (a `%d` given a `Double` prints garbage), and the string it returns is \
            verbatim, so `Text` does not localize it. Format styles say what the value is and \
            let Foundation lay it out for the locale: `Text(price, format: .currency(code: \
            "EUR"))`, `Text(ratio, format: .percent.precision(.fractionLength(1)))`, \
            `Text(distance, format: .number.precision(.fractionLength(2)))`. They are also \
            cached, where building a string in `body` runs on every update.
            """,
        documentation: "performance/cheap-body.md#no-formatters-in-body",
        triggering: [
            RuleExample(
                """
                Text(↓String(format: "%.1f km", kilometres))
                """),
            RuleExample(
                """
                struct FareLabel: View {
                    let fare: Double
                    var body: some View {
                        let label = ↓String(format: "€%.2f", fare)
                        Text(label).monospacedDigit()
                    }
                }
                """),
            RuleExample(
                """
                struct Humidity: View {
                    let reading: Double
                    var body: some View {
                        HStack {
                            Image(systemName: "humidity")
                            Text(verbatim: ↓String(format: "%.0f%%", reading * 100))
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(kilometres, format: .number.precision(.fractionLength(1)))
                """),
            RuleExample(
                """
                struct FareLabel: View {
                    let fare: Double
                    var body: some View {
                        Text(fare, format: .currency(code: "EUR"))
                    }
                }
                """),
            RuleExample(
                """
                func logLine(for reading: Double) -> String {
                    String(format: "%08.3f", reading)
                }
                """),
            RuleExample(
                """
                Button("Copy") {
                    clipboard = String(format: "%.4f", latitude)
                }
                """),
            RuleExample(
                """
                // Text(String(format: "%.2f", value)) ignores the locale
                let tip = "String(format:)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("String") && call.arguments.first?.label?.text == "format" {
            guard call.isEvaluatedDuringBody || Self.isTextArgument(call) else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "'String(format:)' ignores the locale and is not localized; use a format style ('Text(value, format: .number.precision(.fractionLength(2)))')"
                ))
        }
        return result
    }

    /// Whether the call is (part of) an argument of a `Text(…)` outside any closure.
    private static func isTextArgument(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if current.is(ClosureExprSyntax.self) || current.is(CodeBlockSyntax.self) { return false }
            if let outer = current.as(FunctionCallExprSyntax.self), outer.isTypeCall("Text") { return true }
            node = current.parent
        }
        return false
    }
}
