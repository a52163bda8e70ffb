import Linting
import SwiftSyntax

/// Lint: a colour written as fixed components (`Color(red: 0.1, green: 0.1, blue: 0.1)`,
/// `Color(white: 0.95)`) straight into a view's foreground, background, fill or tint.
///
/// A palette declared once (`static let ink = Color(red: …)`) is left alone; the rule looks
/// at components written where the view is styled.
struct FixedColorLiteralRule: LintRule {
    static let description = RuleDescription(
        id: "fixed-color-literal",
        name: "Fixed colour components in a view",
        summary: "a view is coloured with `Color(red:green:blue:)` or `Color(white:)` literals that ignore Dark Mode and contrast settings",
        rationale: """
            A colour made from component values is the same in light and dark appearance \
            and with Increase Contrast: near-black text disappears on a dark background, \
            and a near-white card glares in Dark Mode. Semantic styles (`.primary`, \
            `.secondary`, `.background`, `Color(.secondarySystemBackground)`) adapt by \
            themselves; a brand colour belongs in the asset catalog with an appearance \
            variant for dark and high-contrast, used as `Color(.brandInk)` or `Color(\"BrandInk\")`.
            """,
        documentation: "views/text-and-images.md#colour-text-with-foregroundstyle",
        triggering: [
            RuleExample(
                """
                Text(recital.title)
                    .foregroundStyle(↓Color(red: 0.12, green: 0.12, blue: 0.14))
                """),
            RuleExample(
                """
                VStack { Text("Kiln 2") }
                    .padding()
                    .background(↓Color(white: 0.97).opacity(0.9))
                """),
            RuleExample(
                """
                RoundedRectangle(cornerRadius: 8)
                    .fill(↓Color(.sRGB, red: 1, green: 0.98, blue: 0.94, opacity: 1))
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                extension Color {
                    static let harbourInk = Color(red: 0.05, green: 0.2, blue: 0.35)
                }
                """),
            RuleExample(
                """
                Text(recital.title)
                    .foregroundStyle(.secondary)
                    .background(Color(.secondarySystemBackground))
                """),
            RuleExample(
                """
                Circle()
                    .fill(Color(red: glaze.red, green: glaze.green, blue: glaze.blue))
                    .tint(Color("BrandInk"))
                """),
        ]
    )

    /// Modifiers that colour a view.
    static let colouringModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "fill", "stroke", "strokeBorder", "tint", "border", "overlay",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard call.isTypeCall("Color"), Self.hasLiteralComponents(call), Self.isColouringArgument(call) else { continue }
            result.append(
                violation(
                    at: call, in: file,
                    message:
                        "a colour made of fixed components looks the same in Dark Mode and with Increase Contrast; use a semantic style or an asset-catalog colour with dark and high-contrast variants"
                ))
        }
        return result
    }

    /// `red:green:blue:` or `white:` components, every one a number literal.
    private static func hasLiteralComponents(_ call: FunctionCallExprSyntax) -> Bool {
        let components = Array(call.arguments).filter { ["red", "green", "blue", "white"].contains($0.label?.text ?? "") }
        guard !components.isEmpty else { return false }
        return components.allSatisfy {
            let expression = $0.expression.withoutParentheses
            return expression.is(FloatLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
        }
    }

    /// The colour (possibly with `.opacity(…)`) is an argument of a colouring modifier.
    private static func isColouringArgument(_ call: FunctionCallExprSyntax) -> Bool {
        var node: Syntax = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self),
            member.base?.id == node.id
        {
            node = Syntax(outer)
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = modifier.memberCallee?.declName.baseName.text
        else { return false }
        return colouringModifiers.contains(name)
    }
}
