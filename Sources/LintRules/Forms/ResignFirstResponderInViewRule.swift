import Linting
import SwiftSyntax

/// Lint: dismissing the keyboard through UIKit's responder chain
/// (`sendAction(#selector(UIResponder.resignFirstResponder), …)`) from SwiftUI view code.
struct ResignFirstResponderInViewRule: LintRule {
    static let description = RuleDescription(
        id: "resign-first-responder-in-view",
        name: "Keyboard dismissed through the responder chain",
        summary: "a view sends `resignFirstResponder` through `UIApplication` to hide the keyboard",
        rationale: """
            Sending `resignFirstResponder` to the shared application reaches into UIKit behind \
            SwiftUI's back: SwiftUI's focus state does not learn that the field lost focus, \
            the code does not exist on macOS or in extensions, and it dismisses whatever field \
            has focus, not the one you meant. Describe focus as state instead: bind fields \
            with `focused(_:equals:)` to an `@FocusState` property and set it to `nil` to \
            dismiss the keyboard, or let scrolling dismiss it with \
            `scrollDismissesKeyboard(.interactively)`.
            """,
        documentation: "forms/forms-and-focus.md#move-focus-with-focusstate",
        triggering: [
            RuleExample(
                """
                struct LoanForm: View {
                    @State private var note = ""
                    var body: some View {
                        TextField("Note", text: $note)
                            .onSubmit {
                                UIApplication.shared.↓sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                            }
                    }
                }
                """),
            RuleExample(
                """
                extension View {
                    func hideKeyboard() {
                        UIApplication.shared.↓sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    }
                }
                """),
            RuleExample(
                """
                struct SearchBar: View {
                    func dismiss() {
                        let app = UIApplication.shared
                        app.↓sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    }
                    var body: some View { EmptyView() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct LoanForm: View {
                    @State private var note = ""
                    @FocusState private var isEditing: Bool
                    var body: some View {
                        TextField("Note", text: $note)
                            .focused($isEditing)
                            .onSubmit { isEditing = false }
                    }
                }
                """),
            RuleExample(
                """
                final class KeyboardHelper {
                    static func dismiss() {
                        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    }
                }
                """),
            RuleExample(
                """
                struct ShareButton: View {
                    var body: some View {
                        Button("Share") { UIApplication.shared.sendAction(#selector(UIResponderStandardEditActions.copy(_:)), to: nil, from: nil, for: nil) }
                    }
                }
                """),
            RuleExample(
                """
                // sendAction(#selector(UIResponder.resignFirstResponder)) bypasses focus state
                let old = "resignFirstResponder"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "sendAction",
                let selector = call.arguments.first?.expression,
                selector.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "resignFirstResponder" }),
                call.isInView(types: file.types)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "SwiftUI's focus state does not see this; set an '@FocusState' binding to nil (or use 'scrollDismissesKeyboard')"))
        }
        return result
    }
}
