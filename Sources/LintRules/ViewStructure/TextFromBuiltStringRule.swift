import Linting
import SwiftSyntax

/// Lint: `Text` given a `String` assembled in code — `"Total: " + amount` or
/// `String(localized:)` — instead of a literal the `Text` localizes itself.
struct TextFromBuiltStringRule: LintRule {
    static let description = RuleDescription(
        id: "text-from-built-string",
        name: "Text from a built string",
        summary: "`Text` shows a string joined with `+` or resolved with `String(localized:)` instead of a localized literal",
        rationale: """
            A string literal passed to `Text` is a `LocalizedStringKey`: it is looked up in \
            the string catalog, interpolated values keep their place in the translated \
            sentence, and formats follow the environment's locale. A `String` is shown \
            verbatim. Joining pieces with `+` makes a `String`, so the literal part is never \
            translated and the word order is fixed to the one language it was written in; \
            `String(localized:)` inside `Text` looks the key up once, in the process's \
            locale rather than the view's, and then hands `Text` a verbatim string. Write \
            one literal with interpolation, `Text(\"Total: \\(amount)\")`, and keep \
            `String(localized:)` for strings that are not shown by `Text`.
            """,
        documentation: "views/text-and-images.md#format-values-inside-text",
        triggering: [
            RuleExample(
                """
                Text(↓"Berth " + berth.name)
                """),
            RuleExample(
                """
                VStack {
                    Text(↓String(localized: "Tide tables"))
                    Text(↓caption + " (\\(count))")
                }
                """),
            RuleExample(
                """
                Label {
                    Text(↓("Last firing: " + kiln.lastFiring).uppercased())
                } icon: { Image(systemName: "flame") }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text("Berth \\(berth.name)")
                Text("Tide tables")
                """),
            RuleExample(
                """
                Text(berth.name)
                Text(verbatim: "v" + version)
                """),
            RuleExample(
                """
                let title = String(localized: "Tide tables")
                navigationItem.title = "Berth " + name
                Text(title)
                """),
            RuleExample(
                """
                Text("Berth") + Text(berth.name).bold()
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard call.isTypeCall("Text"), call.arguments.count == 1,
                let argument = call.arguments.first, argument.label == nil,
                let problem = Self.problem(in: argument.expression)
            else { continue }
            result.append(violation(at: argument.expression, in: file, message: problem))
        }
        return result
    }

    /// What is wrong with the string, looking through `.uppercased()`-style calls.
    private static func problem(in expression: ExprSyntax) -> String? {
        var current = expression.withoutParentheses
        while let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let base = call.memberCallee?.base
        {
            current = base.withoutParentheses
        }
        if let call = current.as(FunctionCallExprSyntax.self), call.isTypeCall("String"),
            call.argument(labeled: "localized") != nil
        {
            return
                "'String(localized:)' resolves the key once, outside the view's locale, and Text then shows it verbatim; pass the literal to Text"
        }
        if let sequence = current.as(SequenceExprSyntax.self), isConcatenationWithLiteral(sequence) {
            return "a string joined with '+' is shown verbatim and its literal part is never translated; use one literal with interpolation"
        }
        return nil
    }

    private static func isConcatenationWithLiteral(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self) }
        guard !operators.isEmpty, operators.allSatisfy({ $0.operator.text == "+" }) else { return false }
        return elements.contains { $0.withoutParentheses.is(StringLiteralExprSyntax.self) }
    }
}
