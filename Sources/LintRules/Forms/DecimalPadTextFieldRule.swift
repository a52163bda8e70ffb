import Linting
import SwiftSyntax

/// Lint: a `TextField` bound to text (`text:`) that asks for a decimal keyboard — a number
/// typed into a string, parsed by hand.
struct DecimalPadTextFieldRule: LintRule {
    static let description = RuleDescription(
        id: "decimal-text-field-without-format",
        name: "Decimal keyboard on a text binding",
        summary: "a `TextField(_:text:)` uses `.keyboardType(.decimalPad)` instead of binding a number with a format",
        rationale: """
            A decimal keyboard says the field holds a number, but a `text:` binding makes it \
            a string that the code must parse — usually with `Double(text)`, which ignores \
            the person's locale (a decimal comma is a parse failure) and loses the value on \
            every typo. `TextField(_:value:format:)` binds the number itself: it parses and \
            formats with the locale's separators, and keeps the last valid value while the \
            person types. Keep `.keyboardType(.decimalPad)` on it for the right keys.
            """,
        documentation: "forms/forms-and-focus.md#bind-numbers-with-a-format",
        triggering: [
            RuleExample(
                """
                TextField("Aperture", text: $apertureText)
                    .↓keyboardType(.decimalPad)
                """),
            RuleExample(
                """
                TextField(text: $deposit, prompt: Text("0.00")) { Text("Deposit") }
                    .textFieldStyle(.roundedBorder)
                    .↓keyboardType(UIKeyboardType.decimalPad)
                """),
            RuleExample(
                """
                Form {
                    TextField("Rainfall", text: $rainfall).↓keyboardType(.decimalPad)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                TextField("Aperture", value: $aperture, format: .number)
                    .keyboardType(.decimalPad)
                """),
            RuleExample(
                """
                TextField("PIN", text: $pin)
                    .keyboardType(.numberPad)
                """),
            RuleExample(
                """
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                """),
            RuleExample(
                """
                // TextField("Price", text: $price).keyboardType(.decimalPad) parses by hand
                let note = ".keyboardType(.decimalPad)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "keyboardType",
                let argument = call.arguments.first?.expression,
                argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "decimalPad",
                let root = ExprSyntax(call).enclosingModifierChain.root?.as(FunctionCallExprSyntax.self),
                root.isTypeCall("TextField"), root.argument(labeled: "text") != nil
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "a decimal keyboard on a text binding means parsing numbers by hand; bind the number with 'TextField(_:value:format:)'"
                ))
        }
        return result
    }
}
