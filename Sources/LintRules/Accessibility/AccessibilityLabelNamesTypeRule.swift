import Linting
import SwiftSyntax

/// Lint: an `accessibilityLabel` string literal that ends with the element's type ("…
/// button", "… image").
struct AccessibilityLabelNamesTypeRule: LintRule {
    static let description = RuleDescription(
        id: "accessibility-label-names-type",
        name: "Accessibility label that names the control type",
        summary: "an `accessibilityLabel` ends with \"button\" or \"image\"",
        rationale: """
            VoiceOver announces an element's type from its traits: a button is read as \
            "Delete, button". A label that already says "Delete button" is read as "Delete \
            button, button", and Voice Control users have to say the extra word. Apple's \
            guidance is to leave the type out of the label: describe what the element is or \
            does ("Delete", "Favourite"), and let the traits say what kind of element it is.
            """,
        documentation: "accessibility/accessible-controls.md#give-icon-buttons-a-title",
        triggering: [
            RuleExample(
                """
                Button(action: delete) { Image(systemName: "trash") }
                    .accessibilityLabel(↓"Delete button")
                """),
            RuleExample(
                """
                Image("galette")
                    .accessibilityLabel(↓"Plum galette image")
                """),
            RuleExample(
                """
                Toggle(isOn: $isFavourite) { Image(systemName: "heart") }
                    .accessibilityLabel(Text(↓"Favourite Button"))
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Button(action: delete) { Image(systemName: "trash") }
                    .accessibilityLabel("Delete")
                """),
            RuleExample(
                """
                Image("galette")
                    .accessibilityLabel("Plum galette, fresh from the oven")
                """),
            RuleExample(
                """
                Button("Copy link", systemImage: "link", action: copy)
                    .accessibilityLabel(recipe.title + " button")
                """),
            RuleExample(
                """
                // .accessibilityLabel("Delete button") reads the type twice
                let note = ".accessibilityLabel(\\"Delete button\\")"
                """),
        ]
    )

    static let typeWords: Set<String> = ["button", "image"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard call.memberCallee?.declName.baseName.text == "accessibilityLabel",
                let argument = call.arguments.first?.expression
            else { continue }
            let literal =
                argument.as(StringLiteralExprSyntax.self)
                ?? argument.as(FunctionCallExprSyntax.self).flatMap { text in
                    text.isTypeCall("Text") ? text.arguments.first?.expression.as(StringLiteralExprSyntax.self) : nil
                }
            guard let literal, literal.segments.count == 1,
                let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { continue }
            let words = segment.content.text.split(separator: " ")
            guard words.count >= 2, let last = words.last, Self.typeWords.contains(last.lowercased()) else { continue }
            result.append(
                violation(at: literal, in: file, message: "VoiceOver already announces the element's type; drop '\(last)' from the label"))
        }
        return result
    }
}
