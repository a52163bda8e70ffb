import Linting
import SwiftSyntax

/// Lint: a `Text` given a fixed height with a literal: `.frame(height: 18)`.
///
/// A height read from a `@ScaledMetric` property, or computed, is left alone; so is a
/// `minHeight`, which only sets a floor, and code for macOS, which has no Dynamic Type.
struct FixedHeightTextRule: LintRule {
    static let description = RuleDescription(
        id: "fixed-height-text",
        name: "Text in a fixed-height frame",
        summary: "a `Text` is given `frame(height:)` with a literal, which clips it when the text size grows",
        rationale: """
            Text grows with Dynamic Type, and at the larger sizes it wraps onto more lines. A \
            frame with a fixed height does not grow with it: the text is cut off, or \
            truncated with an ellipsis, exactly for the people who need it larger. Let the \
            text take the height it needs; use `minHeight` for a floor, `lineLimit` to cap \
            the lines, or a `@ScaledMetric` height that scales with the text.
            """,
        documentation: "accessibility/accessible-controls.md#let-text-follow-dynamic-type",
        triggering: [
            RuleExample(
                """
                Text(plant.careNotes)
                    .font(.footnote)
                    .↓frame(height: 36)
                """),
            RuleExample(
                """
                Text("Tap a station to see free bikes and docks")
                    .multilineTextAlignment(.center)
                    .↓frame(width: 240, height: 44)
                """),
            RuleExample(
                """
                VStack(alignment: .leading) {
                    Text(recipe.title).font(.headline).↓frame(height: 22.5, alignment: .top)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(plant.careNotes)
                    .font(.footnote)
                    .frame(minHeight: 36, alignment: .top)
                """),
            RuleExample(
                """
                struct Badge: View {
                    @ScaledMetric(relativeTo: .caption) private var height = 20.0
                    let count: Int
                    var body: some View {
                        Text("\\(count)").font(.caption).frame(height: height)
                    }
                }
                """),
            RuleExample(
                """
                Image(systemName: "leaf")
                    .frame(height: 36)
                Text(plant.name)
                    .lineLimit(2)
                    .frame(maxWidth: .infinity, alignment: .leading)
                """),
            RuleExample(
                """
                #if os(macOS)
                Text(station.name).frame(height: 18)
                #endif
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "frame" {
            guard let member = call.memberCallee, let base = member.base,
                let height = call.argument(labeled: "height"), FixedFontSizeRule.isLiteral(height.expression),
                let root = base.modifierChain.root?.as(FunctionCallExprSyntax.self), root.isTypeCall("Text"),
                file.followsDynamicType(at: call)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "a fixed height cuts this text off when Dynamic Type makes it larger; let it grow, or use 'minHeight' or a '@ScaledMetric' height"
                ))
        }
        return result
    }
}
