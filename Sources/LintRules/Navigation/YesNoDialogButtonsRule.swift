import Linting
import SwiftSyntax

/// Lint: a `Button("Yes")` or `Button("No")` among the actions of an `alert` or a
/// `confirmationDialog`.
struct YesNoDialogButtonsRule: LintRule {
    static let description = RuleDescription(
        id: "yes-no-dialog-buttons",
        name: "Yes and No as dialog buttons",
        summary: "an alert or confirmation dialog offers buttons titled \"Yes\" and \"No\"",
        rationale: """
            "Yes" and "No" only make sense after reading the question again, and a \
            question can be phrased so that "Yes" means to keep or to lose something. \
            Apple's Human Interface Guidelines ask for buttons titled with what they do \
            — "Delete", "Keep Editing", "Return Book" — so the choice reads on its own, \
            and for `role: .destructive` and `role: .cancel` so the system can style and \
            place them.
            """,
        documentation: "navigation/navigation-and-presentation.md#confirm-destructive-actions-with-a-dialog",
        triggering: [
            RuleExample(
                """
                .alert("Remove this plant?", isPresented: $confirmsRemoval) {
                    Button(↓"Yes") { garden.remove(plant) }
                    Button(↓"No", role: .cancel) { }
                }
                """),
            RuleExample(
                """
                .confirmationDialog("Cancel your reservation?", isPresented: $asks) {
                    Button(↓"Yes", role: .destructive) { reservations.cancel(bike) }
                }
                """),
            RuleExample(
                """
                .alert(isPresented: $asksToSave) {
                    Alert(title: Text("Save changes?"))
                }
                .alert("Leave without saving?", isPresented: $asksToLeave, actions: {
                    Button(↓"No") { }
                    Button("Leave", role: .destructive) { dismiss() }
                })
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                .alert("Remove this plant?", isPresented: $confirmsRemoval) {
                    Button("Remove", role: .destructive) { garden.remove(plant) }
                    Button("Keep", role: .cancel) { }
                }
                """),
            RuleExample(
                """
                .confirmationDialog("Cancel your reservation?", isPresented: $asks) {
                    Button("Cancel Reservation", role: .destructive) { reservations.cancel(bike) }
                }
                """),
            RuleExample(
                """
                Form {
                    Picker("Reminders", selection: $wantsReminders) {
                        Text("Yes").tag(true)
                        Text("No").tag(false)
                    }
                    Button("No Thanks") { skip() }
                }
                """),
        ]
    )

    static let dialogs: Set<String> = ["alert", "confirmationDialog"]
    static let vagueTitles: Set<String> = ["Yes", "No"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("Button") {
            guard let title = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
                title.segments.count == 1,
                let text = title.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                Self.vagueTitles.contains(text),
                let closure = call.nearestClosure, let owner = closure.owningCall,
                owner.call.memberCallee != nil, let name = owner.call.calleeName, Self.dialogs.contains(name)
            else { continue }
            result.append(
                violation(
                    at: title, in: file,
                    message: "'\(text)' makes people reread the question; title the button with what it does, and give it a role"))
        }
        return result
    }
}
