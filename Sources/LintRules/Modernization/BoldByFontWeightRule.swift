import Linting
import SwiftSyntax

/// Lint: `.fontWeight(.bold)`, or a weight switched between `.bold` and `.regular`, where
/// `.bold()` and `.bold(_:)` say it directly.
struct BoldByFontWeightRule: LintRule {
    static let description = RuleDescription(
        id: "bold-by-font-weight",
        name: "Bold spelled as a font weight",
        summary: "`.fontWeight(.bold)` or a weight toggled between bold and regular, where `.bold()` says it",
        rationale: """
            `.bold()` is the modifier for bold text: it reads as what it does, and its Boolean \
            form `.bold(isSelected)` replaces a weight chosen by a ternary. Keep \
            `.fontWeight(_:)` for the weights that have no modifier of their own, such as \
            `.semibold` or `.heavy`.
            """,
        documentation: "views/text-and-images.md#bold-with-bold",
        triggering: [
            RuleExample(
                """
                Text("Sold out")
                    .↓fontWeight(.bold)
                """),
            RuleExample(
                """
                Text(station.name)
                    .font(.headline)
                    .↓fontWeight(Font.Weight.bold)
                """),
            RuleExample(
                """
                Label(route.title, systemImage: "bicycle")
                    .↓fontWeight(route.isFavourite ? .bold : .regular)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text("Sold out")
                    .bold()
                """),
            RuleExample(
                """
                Text(station.name)
                    .fontWeight(.semibold)
                Text(station.city)
                    .fontWeight(isCurrent ? .heavy : .regular)
                """),
            RuleExample(
                """
                Label(route.title, systemImage: "bicycle")
                    .bold(route.isFavourite)
                    .font(.system(.body, weight: .bold))
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard call.calleeName == "fontWeight", let member = call.memberCallee, call.arguments.count == 1,
                let weight = call.firstUnlabeledArgument?.withoutParentheses
            else { return nil }
            if Self.weightName(weight) == "bold" {
                return violation(at: member.declName, in: file, message: "use '.bold()' for bold text")
            }
            if let (then, otherwise) = Self.ternaryBranches(weight),
                Set([Self.weightName(then), Self.weightName(otherwise)]) == ["bold", "regular"]
            {
                return violation(
                    at: member.declName, in: file,
                    message: "a weight switched between bold and regular is '.bold(_:)' with the condition")
            }
            return nil
        }
    }

    /// The two results of `condition ? a : b`, as parsed (before operators are folded).
    private static func ternaryBranches(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return (ternary.thenExpression, ternary.elseExpression) }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let marker = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
            let otherwise = sequence.elements.last
        else { return nil }
        return (marker.thenExpression, otherwise)
    }

    /// `bold` for `.bold` or `Font.Weight.bold`.
    private static func weightName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.withoutParentheses.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Font.Weight"
        else { return nil }
        return member.declName.baseName.text
    }
}
