import Linting
import SwiftSyntax

/// Lint: `.dynamicTypeSize(.large)` — one fixed size, not a range.
struct FixedDynamicTypeSizeRule: LintRule {
    static let description = RuleDescription(
        id: "fixed-dynamic-type-size",
        name: "Dynamic Type pinned to one size",
        summary: "`dynamicTypeSize(_:)` is given a single size instead of a range",
        rationale: """
            `dynamicTypeSize(.large)` pins every text style below it to one size, whatever the \
            person chose in Settings: people who need larger text lose it, and so do people \
            who prefer it smaller. When a layout really cannot grow without limit, cap it with \
            a range — `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` — and make the content \
            scroll or wrap above that.
            """,
        documentation: "accessibility/accessible-controls.md#let-text-follow-dynamic-type",
        triggering: [
            RuleExample(
                """
                RecipeCard(recipe: recipe)
                    .↓dynamicTypeSize(.large)
                """),
            RuleExample(
                """
                Text(plant.name).↓dynamicTypeSize(DynamicTypeSize.medium)
                """),
            RuleExample(
                """
                TabView { Dashboard() }
                    .↓dynamicTypeSize(preferredSize)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                RecipeCard(recipe: recipe)
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                """),
            RuleExample(
                """
                Text(plant.name).dynamicTypeSize(.small ... .accessibility2)
                """),
            RuleExample(
                """
                Text(plant.name).dynamicTypeSize(DynamicTypeSize.xSmall..<DynamicTypeSize.accessibility1)
                """),
            RuleExample(
                """
                // .dynamicTypeSize(.large) would pin the text size
                let note = ".dynamicTypeSize(.large)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "dynamicTypeSize",
                call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
            else { continue }
            let isRange = argument.expression.tokens(viewMode: .sourceAccurate).contains { ["...", "..<"].contains($0.text) }
            if !isRange {
                result.append(
                    violation(
                        at: member.declName, in: file,
                        message:
                            "one fixed size overrides the reader's text size; cap with a range such as '...DynamicTypeSize.xxxLarge' instead"
                    ))
            }
        }
        return result
    }
}
