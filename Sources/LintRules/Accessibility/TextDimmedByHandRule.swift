import Linting
import SwiftSyntax

/// Lint: text de-emphasised by hand — a `Text` with a literal `opacity` below 1, or coloured
/// with a separator colour — instead of with a hierarchical style (`.secondary`,
/// `.tertiary`).
///
/// An opacity computed from state (a fade) or of 0 (hidden) is left alone.
struct TextDimmedByHandRule: LintRule {
    static let description = RuleDescription(
        id: "text-dimmed-by-hand",
        name: "Text dimmed by hand",
        summary: "a `Text` is made less prominent with a fixed `opacity` or a separator colour instead of `.secondary` or `.tertiary`",
        rationale: """
            The hierarchical styles — `.secondary`, `.tertiary`, `.quaternary` — are the \
            system's levels of emphasis for text: they adapt to Light and Dark appearance, \
            get vibrancy on materials, and gain contrast when the person turns on Increase \
            Contrast. An `opacity(0.6)` on the text, or a colour meant for hairlines such as \
            `Color(.separator)`, does none of that: it blends the text into whatever is behind \
            it and can drop below a readable contrast. Use `foregroundStyle(.secondary)` and \
            the levels below it.
            """,
        documentation: "views/text-and-images.md#colour-text-with-foregroundstyle",
        triggering: [
            RuleExample(
                """
                Text(plant.latinName)
                    .font(.caption)
                    .↓opacity(0.6)
                """),
            RuleExample(
                """
                Text("Updated \\(updated, format: .relative(presentation: .named))")
                    .↓foregroundStyle(Color(.separator))
                """),
            RuleExample(
                """
                Text(dock.address).↓opacity(0.45).lineLimit(1)
                Text(dock.note).↓foregroundStyle(Color(uiColor: .opaqueSeparator))
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(plant.latinName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                """),
            RuleExample(
                """
                Text(hint)
                    .opacity(isShowingHint ? 1 : 0)
                    .animation(.easeOut, value: isShowingHint)
                """),
            RuleExample(
                """
                Rectangle()
                    .fill(Color(.separator))
                    .frame(height: 1)
                Image(systemName: "leaf").opacity(0.5)
                """),
            RuleExample(
                """
                // Text(note).opacity(0.6) blends into the background
                let avoid = "Text(note).opacity(0.6)"
                """),
        ]
    )

    static let hairlineColours: Set<String> = ["separator", "opaqueSeparator"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, let base = member.base, let name = call.calleeName,
                name == "opacity" || name == "foregroundStyle" || name == "foregroundColor",
                let argument = call.arguments.first?.expression,
                let root = base.modifierChain.root?.as(FunctionCallExprSyntax.self), root.isTypeCall("Text")
            else { continue }
            let dims: Bool
            if name == "opacity" {
                dims = Self.literalValue(argument).map { $0 > 0 && $0 < 1 } ?? false
            } else {
                dims = Self.isHairlineColour(argument)
            }
            guard dims else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "text dimmed by hand does not adapt to the background, Dark Mode or Increase Contrast; use 'foregroundStyle(.secondary)' or '.tertiary'"
                ))
        }
        return result
    }

    private static func literalValue(_ expression: ExprSyntax) -> Double? {
        let expression = expression.withoutParentheses
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        return nil
    }

    /// `Color(.separator)`, `Color(uiColor: .separator)`, `Color(UIColor.opaqueSeparator)`.
    private static func isHairlineColour(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.withoutParentheses.as(FunctionCallExprSyntax.self), call.isTypeCall("Color"),
            let colour = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)
        else { return false }
        return hairlineColours.contains(colour.declName.baseName.text)
    }
}
