import Linting
import SwiftSyntax

/// Lint: a type that conforms to `PreviewProvider`, where the `#Preview` macro does the same
/// in less code.
struct PreviewProviderRule: LintRule {
    static let description = RuleDescription(
        id: "preview-provider",
        name: "PreviewProvider instead of #Preview",
        summary: "a preview is declared as a `PreviewProvider` type rather than with `#Preview`",
        rationale: """
            Since Xcode 15 the `#Preview` macro declares a preview in one expression: a name, \
            optional traits, and the view. It replaces the `PreviewProvider` structure and its \
            `static var previews`, works back to the same deployment targets, and — with \
            `@Previewable` (iOS 17+) — can hold `@State` for interactive previews without a \
            wrapper view. Apple's documentation now points to the macros for new previews.
            """,
        documentation: "views/modern-api.md#previews-with-the-preview-macro",
        triggering: [
            RuleExample(
                """
                struct PlanterRow_Previews: ↓PreviewProvider {
                    static var previews: some View {
                        PlanterRow(planter: .samples[0])
                    }
                }
                """),
            RuleExample(
                """
                struct DockPreviews: SwiftUI.↓PreviewProvider {
                    static var previews: some View { DockScreen().previewDisplayName("Dock") }
                }
                """),
            RuleExample(
                """
                struct StarPreviews {}
                extension StarPreviews: ↓PreviewProvider {
                    static var previews: some View { StarRow(star: .samples[0]) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                #Preview("Dry planter") {
                    PlanterRow(planter: .samples[1])
                }
                """),
            RuleExample(
                """
                #Preview {
                    @Previewable @State var isOn = false
                    Toggle("Lamp", isOn: $isOn)
                }
                """),
            RuleExample(
                """
                protocol SampleProvider { static var samples: [Self] { get } }
                struct Planter: SampleProvider { static let samples: [Planter] = [] }
                """),
            RuleExample(
                """
                // struct X_Previews: PreviewProvider { … } is the old form
                let old = "PreviewProvider"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for group in file.nodes.declarationGroups {
            guard let inherited = group.inheritanceClause?.inheritedTypes.first(where: { $0.type.simpleName == "PreviewProvider" }) else {
                continue
            }
            let token: Syntax = inherited.type.as(MemberTypeSyntax.self).map { Syntax($0.name) } ?? Syntax(inherited.type)
            result.append(
                violation(
                    at: token, in: file,
                    message: "declare the preview with '#Preview { … }' (Xcode 15+) instead of a 'PreviewProvider' type"))
        }
        return result
    }
}
