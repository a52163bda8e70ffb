import Linting
import SwiftSyntax

/// Lint: text set in an ultralight, thin or light weight: `.fontWeight(.thin)`,
/// `.font(.title3.weight(.ultraLight))`, `.system(.body, weight: .light)`.
///
/// The large title styles (`largeTitle`, `extraLargeTitle`) and system fonts of 34 points or
/// more are left alone: at display sizes the strokes are wide enough to read.
struct LightFontWeightRule: LintRule {
    static let description = RuleDescription(
        id: "light-font-weight",
        name: "Light font weight",
        summary: "text is set in an ultralight, thin or light weight, which is hard to read at text sizes",
        rationale: """
            The strokes of the ultralight, thin and light weights are hairlines at the sizes \
            of body text and titles: they lose contrast against the background, blur on \
            lower-resolution screens, and are the first to disappear for people with low \
            vision. Apple's Human Interface Guidelines advise regular, medium, semibold or \
            bold weights instead. Keep the light weights for very large display text, if at \
            all.
            """,
        documentation: "accessibility/accessible-controls.md#let-text-follow-dynamic-type",
        triggering: [
            RuleExample(
                """
                Text(station.name)
                    .font(.title3)
                    .fontWeight(.↓thin)
                """),
            RuleExample(
                """
                Text(plant.latinName)
                    .font(.subheadline.weight(.↓ultraLight))
                """),
            RuleExample(
                """
                Text("\\(reading.celsius)°")
                    .font(.system(.title, design: .rounded, weight: .↓light))
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(station.name)
                    .font(.title3)
                    .fontWeight(.semibold)
                """),
            RuleExample(
                """
                Text("\\(reading.celsius)°")
                    .font(.largeTitle.weight(.thin))
                Text(clock.time, format: .dateTime.hour().minute())
                    .font(.system(size: 64, weight: .thin))
                """),
            RuleExample(
                """
                Image(systemName: "sun.max")
                    .symbolRenderingMode(.hierarchical)
                    .imageScale(.large)
                Text(plant.latinName).italic()
                """),
        ]
    )

    static let lightWeights: Set<String> = ["ultraLight", "thin", "light"]
    static let displayStyles: Set<String> = ["largeTitle", "extraLargeTitle", "extraLargeTitle2"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let name = call.calleeName else { continue }
            let weight: ExprSyntax?
            switch name {
            case "fontWeight", "weight": weight = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
            case "system": weight = call.argument(labeled: "weight")?.expression
            default: weight = nil
            }
            guard let member = weight?.withoutParentheses.as(MemberAccessExprSyntax.self),
                Self.lightWeights.contains(member.declName.baseName.text),
                member.base == nil || member.base?.trimmedDescription == "Font.Weight"
            else { continue }
            // `.largeTitle.weight(.thin)` or `.font(.largeTitle)` beside `.fontWeight(.thin)`.
            let context =
                name == "fontWeight"
                ? ExprSyntax(call).enclosingModifierChain.modifiers.map(\.trimmedDescription) : [call.trimmedDescription]
            if context.contains(where: { text in Self.displayStyles.contains { text.contains(".\($0)") } }) { continue }
            let fonts =
                name == "fontWeight"
                ? ExprSyntax(call).enclosingModifierChain.modifiers.flatMap { $0.descendants(FunctionCallExprSyntax.self) } : [call]
            if fonts.contains(where: Self.isDisplaySize) { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'\(member.declName.baseName.text)' strokes are hard to read at text sizes; use regular, medium, semibold or bold"
                ))
        }
        return result
    }

    /// `system(size: 34)` or larger, with a literal size.
    private static func isDisplaySize(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "system", let size = call.argument(labeled: "size")?.expression.withoutParentheses else {
            return false
        }
        let value =
            size.as(IntegerLiteralExprSyntax.self).flatMap { Double($0.literal.text) }
            ?? size.as(FloatLiteralExprSyntax.self).flatMap { Double($0.literal.text) }
        return (value ?? 0) >= 34
    }
}
