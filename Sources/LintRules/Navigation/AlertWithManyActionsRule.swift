import Linting
import SwiftSyntax

/// Lint: an `alert` whose actions offer more than three buttons.
struct AlertWithManyActionsRule: LintRule {
    static let description = RuleDescription(
        id: "alert-with-many-actions",
        name: "Alert offering a list of choices",
        summary: "an `alert` has more than three buttons; a list of choices belongs in a `confirmationDialog`",
        rationale: """
            An alert interrupts to report something and asks for a short answer — OK, or a \
            choice between two. Stacked four or more deep, its buttons become a menu that \
            blocks the screen, pushes the cancel button out of its usual place and gives no \
            sense of which action is primary. Offer a set of actions about something with \
            `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` (an action \
            sheet on iPhone, a popover on iPad), or a `Menu` when the choices need no \
            confirmation.
            """,
        documentation: "navigation/navigation-and-presentation.md#confirm-destructive-actions-with-a-dialog",
        triggering: [
            RuleExample(
                """
                Image(photo.name)
                    .↓alert("Photo", isPresented: $showsOptions) {
                        Button("Share") { share(photo) }
                        Button("Duplicate") { duplicate(photo) }
                        Button("Hide") { hide(photo) }
                        Button("Delete", role: .destructive) { delete(photo) }
                        Button("Cancel", role: .cancel) { }
                    }
                """),
            RuleExample(
                """
                struct Export: View {
                    @State private var asks = false
                    var body: some View {
                        Button("Export") { asks = true }
                            .↓alert("Export as", isPresented: $asks, actions: {
                                Button("PDF") { export(.pdf) }
                                Button("PNG") { export(.png) }
                                Button("CSV") { export(.csv) }
                                Button("JSON") { export(.json) }
                            })
                    }
                }
                """),
            RuleExample(
                """
                List(tracks) { TrackRow(track: $0) }
                    .↓alert("Sort", isPresented: $choosesOrder) {
                        Button("Title") { order = .title }
                        Button("Artist") { order = .artist }
                        Button("Album") { order = .album }
                        Button("Length") { order = .length }
                    } message: {
                        Text("Choose an order")
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Image(photo.name)
                    .confirmationDialog("Photo", isPresented: $showsOptions) {
                        Button("Share") { share(photo) }
                        Button("Duplicate") { duplicate(photo) }
                        Button("Hide") { hide(photo) }
                        Button("Delete", role: .destructive) { delete(photo) }
                    }
                """),
            RuleExample(
                """
                Form { SettingsFields() }
                    .alert("Discard changes?", isPresented: $confirmsDiscard) {
                        Button("Discard", role: .destructive) { discard() }
                        Button("Keep Editing", role: .cancel) { }
                    } message: {
                        Text("Your edits will be lost.")
                    }
                """),
            RuleExample(
                """
                Text(status)
                    .alert("Saved", isPresented: $saved) { Button("OK") { } }
                """),
            RuleExample(
                """
                // .alert("x", isPresented: $p) { Button("A"); Button("B"); Button("C"); Button("D") }
                let advice = "confirmationDialog"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "alert" && call.memberCallee != nil {
            guard let actions = call.allClosures.first(where: { $0.label == nil || $0.label == "actions" })?.closure,
                let token = call.memberCallee?.declName.baseName
            else { continue }
            let buttons = actions.topLevelItems.filter { $0.as(ExprSyntax.self)?.rootCall?.isTypeCall("Button") == true }
            if buttons.count > 3 {
                result.append(
                    violation(
                        at: token, in: file,
                        message: "this alert offers \(buttons.count) buttons; use 'confirmationDialog' for a list of actions"))
            }
        }
        return result
    }
}
