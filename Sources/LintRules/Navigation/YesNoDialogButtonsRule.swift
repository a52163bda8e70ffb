import Linting
import SwiftSyntax

/// Lint: a `Button("Yes")` or `Button("No")` among the actions of an `alert` or a
/// `confirmationDialog`, or a `Button("OK")` beside a cancel button there (the dialog asks
/// for a choice, so "OK" does not say what it does).
struct YesNoDialogButtonsRule: LintRule {
    static let description = RuleDescription(
        id: "yes-no-dialog-buttons",
        name: "Yes and No as dialog buttons",
        summary: "an alert or confirmation dialog offers \"Yes\" and \"No\", or \"OK\" beside a cancel button",
        rationale: """
            "Yes" and "No" only make sense after reading the question again, and a \
            question can be phrased so that "Yes" means to keep or to lose something. \
            Apple's Human Interface Guidelines ask for buttons titled with what they do \
            — "Delete", "Keep Editing", "Return Book" — so the choice reads on its own, \
            and for `role: .destructive` and `role: .cancel` so the system can style and \
            place them. "OK" is for an alert that only informs; beside a cancel button it \
            stands for an action the title should name.
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
            RuleExample(
                """
                .alert("Clear the reading history?", isPresented: $confirmsClearing) {
                    Button(↓"OK", role: .destructive) { history.removeAll() }
                    Button("Cancel", role: .cancel) { }
                }
                .confirmationDialog("Move the log to the archive?", isPresented: $asksToArchive) {
                    Button(↓"OK") { archive.add(log) }
                    Button("Cancel") { }
                }
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
            RuleExample(
                """
                .alert("Sync finished", isPresented: $showsSyncResult) {
                    Button("OK") { }
                } message: {
                    Text("All 12 sightings are on your other devices.")
                }
                .alert("Nothing to export", isPresented: $showsEmptyExport) {
                    Button("OK", role: .cancel) { }
                } message: {
                    Text("The log has no sightings yet.")
                }
                """),
        ]
    )

    static let dialogs: Set<String> = ["alert", "confirmationDialog"]
    static let vagueTitles: Set<String> = ["Yes", "No"]
    static let acknowledgements: Set<String> = ["OK", "Ok", "Okay"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("Button") {
            guard let title = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
                title.segments.count == 1,
                let text = title.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                Self.vagueTitles.contains(text) || Self.acknowledgements.contains(text),
                let closure = call.nearestClosure, let owner = closure.owningCall,
                owner.call.memberCallee != nil, let name = owner.call.calleeName, Self.dialogs.contains(name)
            else { continue }
            if Self.vagueTitles.contains(text) {
                result.append(
                    violation(
                        at: title, in: file,
                        message: "'\(text)' makes people reread the question; title the button with what it does, and give it a role"))
            } else if call.argument(labeled: "role")?.expression.trimmedDescription != ".cancel",
                Self.hasCancelButton(closure)
            {
                result.append(
                    violation(
                        at: title, in: file,
                        message: "'\(text)' beside a cancel button does not say what it does; title it with the action"))
            }
        }
        return result
    }

    /// Whether a cancel button (`role: .cancel`, or titled "Cancel") is among the dialog's
    /// actions.
    private static func hasCancelButton(_ actions: ClosureExprSyntax) -> Bool {
        actions.statements.descendants(FunctionCallExprSyntax.self).contains { call in
            guard call.isTypeCall("Button") else { return false }
            return call.argument(labeled: "role")?.expression.trimmedDescription == ".cancel"
                || call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "Cancel"
        }
    }
}
