import Linting
import SwiftSyntax

/// Lint: `.background(…)` applied to a `List` or `Form` whose modifier chain has no
/// `.scrollContentBackground(.hidden)`.
struct ListBackgroundWithoutHiddenScrollBackgroundRule: LintRule {
    static let description = RuleDescription(
        id: "list-background-without-hidden-scroll-background",
        name: "List background hidden behind the scroll background",
        summary: "`.background(...)` on a `List` or `Form` without `.scrollContentBackground(.hidden)`",
        rationale: """
            `List` and `Form` draw their own opaque scroll-content background on top of \
            anything placed behind them, so a custom `.background(...)` has no visible effect. \
            Hide the system background with `.scrollContentBackground(.hidden)` in the same \
            modifier chain, then set your own.
            """,
        documentation: "lists/styling-and-states.md#custom-list-backgrounds",
        triggering: [
            RuleExample(
                """
                List(items) { item in
                    Text(item.title)
                }
                .↓background(Color.yellow)
                """),
            RuleExample(
                """
                Form {
                    Toggle("Wi-Fi", isOn: $isOn)
                }
                .listStyle(.insetGrouped)
                .↓background(.thinMaterial)
                """),
            RuleExample(
                """
                List {
                    Text("One")
                }
                .scrollContentBackground(.visible)
                .↓background { LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom) }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List(items) { item in
                    Text(item.title)
                }
                .scrollContentBackground(.hidden)
                .background(Color.yellow)
                """),
            RuleExample(
                """
                List(items) { item in
                    Text(item.title)
                        .background(Color.yellow)
                }
                """),
            RuleExample(
                """
                ScrollView {
                    Text("Not a list")
                }
                .background(Color.yellow)
                // List { }.background(Color.yellow) would not show
                let note = "List { }.background(.red)"
                """),
            RuleExample(
                """
                Form {
                    Text("Settings")
                }
                .background(Color.teal)
                .scrollContentBackground(.hidden)
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            // Start from the outermost call of each modifier chain.
            if let parentMember = call.parent?.as(MemberAccessExprSyntax.self), parentMember.base?.id == call.id,
                parentMember.parent?.is(FunctionCallExprSyntax.self) == true
            {
                continue
            }
            let chain = ExprSyntax(call).modifierChain
            guard let root = chain.root?.as(FunctionCallExprSyntax.self),
                root.isTypeCall("List") || root.isTypeCall("Form")
            else { continue }
            let hidesBackground = chain.modifiers.contains {
                $0.calleeName == "scrollContentBackground"
                    && $0.arguments.first?.expression.trimmedDescription.hasSuffix("hidden") == true
            }
            guard !hidesBackground else { continue }
            for modifier in chain.modifiers.reversed() where modifier.calleeName == "background" {
                if let token = modifier.calleeToken {
                    result.append(violation(at: token, in: file, message: Self.message(root.calleeName ?? "List")))
                }
            }
        }
        return result
    }

    private static func message(_ container: String) -> String {
        "'\(container)' draws its own background over this one; add '.scrollContentBackground(.hidden)' first"
    }
}
