import Linting
import SwiftSyntax

/// Lint: a Foundation formatter (`DateFormatter()`, `NumberFormatter()`, …) created while a
/// view's body is evaluated.
struct FormatterInBodyRule: LintRule {
    static let description = RuleDescription(
        id: "formatter-in-body",
        name: "Formatter created in body",
        summary: "a `DateFormatter`, `NumberFormatter` or another Foundation formatter is created inside `body`",
        rationale: """
            `body` runs on every update of the view, and for every row of a list. Foundation \
            formatters are expensive to create (they load locale data), so creating one there \
            costs time on each evaluation. Use the format styles instead — \
            `Text(date, format: .dateTime.day().month())`, `value.formatted(.number)` — which \
            SwiftUI and Foundation cache, or create the formatter once, in a `static let`.
            """,
        documentation: "performance/cheap-body.md#no-formatters-in-body",
        triggering: [
            RuleExample(
                """
                struct DueDate: View {
                    let date: Date
                    var body: some View {
                        let formatter = ↓DateFormatter()
                        Text(formatter.string(from: date))
                    }
                }
                """),
            RuleExample(
                """
                struct RentalPrice: View {
                    let euros: Double
                    var body: some View {
                        HStack {
                            Text("Price")
                            Text(↓NumberFormatter().string(from: euros as NSNumber) ?? "")
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct Exposure: ViewModifier {
                    let seconds: TimeInterval
                    func body(content: Content) -> some View {
                        content.overlay {
                            Text(↓DateComponentsFormatter().string(from: seconds) ?? "")
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct DueDate: View {
                    let date: Date
                    var body: some View {
                        Text(date, format: .dateTime.day().month(.wide))
                    }
                }
                """),
            RuleExample(
                """
                struct RentalPrice: View {
                    static let currency: NumberFormatter = {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .currency
                        return formatter
                    }()
                    let euros: Double
                    var body: some View { Text(Self.currency.string(from: euros as NSNumber) ?? "") }
                }
                """),
            RuleExample(
                """
                struct ExportButton: View {
                    var body: some View {
                        Button("Export") {
                            let formatter = ISO8601DateFormatter()
                            print(formatter.string(from: .now))
                        }
                    }
                }
                """),
            RuleExample(
                """
                // Text(DateFormatter().string(from: date)) builds a formatter per update
                let tip = "DateFormatter()"
                """),
        ]
    )

    static let formatters: Set<String> = [
        "DateFormatter", "NumberFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "ISO8601DateFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter", "ByteCountFormatter",
        "ListFormatter", "PersonNameComponentsFormatter", "EnergyFormatter", "LengthFormatter", "MassFormatter",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let name = call.calleeName, Self.formatters.contains(name), call.isTypeCall(name),
                call.isEvaluatedDuringBody
            else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "'\(name)' is created on every evaluation of body; use a format style ('Text(value, format: …)') or a static formatter"
                ))
        }
        return result
    }
}
