import Linting
import SwiftSyntax

/// Lint: `sheet`, `fullScreenCover` or `popover` presented with `isPresented:` whose content
/// unwraps an optional (`if let`), where `item:` would pass the value in.
struct SheetUnwrappingOptionalRule: LintRule {
    static let description = RuleDescription(
        id: "sheet-unwrapping-optional",
        name: "Boolean sheet that unwraps an optional",
        summary: "a sheet presented with `isPresented:` unwraps an optional in its content",
        rationale: """
            A Boolean and an optional that must change together are two sources of truth. \
            When they drift — the flag set before the value, the value cleared while the sheet \
            animates away — the sheet shows empty or stale content. `sheet(item:)` (and \
            `fullScreenCover(item:)`, `popover(item:)`) presents exactly when the optional has \
            a value, passes that value to the content, and sets it back to `nil` on dismissal.
            """,
        documentation: "navigation/navigation-and-presentation.md#present-optional-values-with-item",
        triggering: [
            RuleExample(
                """
                List(loans) { loan in
                    Button(loan.title) { selected = loan; showsDetail = true }
                }
                .↓sheet(isPresented: $showsDetail) {
                    if let selected {
                        LoanDetail(loan: selected)
                    }
                }
                """),
            RuleExample(
                """
                PlotGrid(plots: plots, selection: $editing)
                    .↓fullScreenCover(isPresented: $isEditing) {
                        if let plot = editing {
                            PlotEditor(plot: plot)
                        } else {
                            EmptyView()
                        }
                    }
                """),
            RuleExample(
                """
                SkyMap()
                    .↓popover(isPresented: $showsInfo, content: {
                        if let star = focusedStar { StarInfo(star: star) }
                    })
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List(loans) { loan in
                    Button(loan.title) { selected = loan }
                }
                .sheet(item: $selected) { loan in
                    LoanDetail(loan: loan)
                }
                """),
            RuleExample(
                """
                Form { Toggle("Notify", isOn: $notifies) }
                    .sheet(isPresented: $showsHelp) {
                        if notifies { NotificationHelp() } else { GeneralHelp() }
                    }
                """),
            RuleExample(
                """
                SkyMap()
                    .sheet(isPresented: $showsSettings, onDismiss: save) {
                        SettingsForm()
                    }
                """),
            RuleExample(
                """
                // .sheet(isPresented:) { if let item { } } keeps two sources of truth
                let tip = ".sheet(item: $selection) { Detail(item: $0) }"
                """),
        ]
    )

    static let presenters: Set<String> = ["sheet", "fullScreenCover", "popover"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, let name = call.calleeName, Self.presenters.contains(name),
                call.argument(labeled: "isPresented") != nil,
                let content = call.allClosures.first(where: { $0.label == nil || $0.label == "content" })?.closure
            else { continue }
            let unwraps = content.topLevelItems.contains { item in
                guard let ifExpression = item.as(IfExprSyntax.self) else { return false }
                return ifExpression.conditions.contains { $0.condition.is(OptionalBindingConditionSyntax.self) }
            }
            if unwraps {
                result.append(
                    violation(
                        at: member.declName, in: file,
                        message:
                            "this '\(name)' keeps a flag and an optional in step; present it with '\(name)(item:)' and receive the value in the content"
                    ))
            }
        }
        return result
    }
}
