import Linting
import SwiftSyntax

/// Lint: an alert that only reports that something worked and offers nothing but OK.
///
/// Fires on `alert(_:isPresented:…)` whose title is a string literal announcing success
/// ("Saved", "Copied", "Sent", "Success", …) and whose actions are absent or a single button
/// that does nothing. An alert with a choice — a second button, or a button that acts — is
/// left alone, as is any title that does not announce success.
struct AlertForSuccessRule: LintRule {
    static let description = RuleDescription(
        id: "alert-for-success",
        name: "Alert that only reports success",
        summary: "An alert announces that something worked and offers only a button that does nothing",
        rationale: """
            An alert interrupts: it takes over the screen, blocks the work behind it and \
            has to be dismissed before anything else happens. The Human Interface \
            Guidelines keep alerts for information people must act on — an error they can \
            fix, a choice with consequences. A save, a copy or a sent message that worked \
            is the expected outcome; say so in place — a changed button, a checkmark, a \
            short status line, a haptic — and keep the alert for when it fails.
            """,
        documentation: "navigation/navigation-and-presentation.md#alerts-ask-for-a-decision",
        triggering: [
            RuleExample(
                """
                Button("Save Route") { routes.save(route); showsSaved = true }
                    .↓alert("Route Saved", isPresented: $showsSaved) {
                        Button("OK") {}
                    }
                """),
            RuleExample(
                """
                ShareLinkButton(link: link)
                    .↓alert("Link copied!", isPresented: $showsCopied) {}
                """),
            RuleExample(
                """
                LogbookForm(entry: $entry)
                    .↓alert("Entry added successfully", isPresented: $showsConfirmation) {
                        Button("Got It", role: .cancel) {}
                    } message: {
                        Text("You can find it in your logbook.")
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                LogbookForm(entry: $entry)
                    .alert("Entry Not Saved", isPresented: $showsSaveError) {
                        Button("Try Again") { save() }
                        Button("Cancel", role: .cancel) {}
                    }
                """),
            RuleExample(
                """
                LogbookForm(entry: $entry)
                    .alert("Entry saved. Share it with your crew?", isPresented: $asksToShare) {
                        Button("Share") { share(entry) }
                        Button("Not Now", role: .cancel) {}
                    }
                """),
            RuleExample(
                """
                // .alert("Saved", isPresented: $showsSaved) { Button("OK") {} }
                LogbookForm(entry: $entry)
                    .alert(savedTitle, isPresented: $showsSaved) { Button("OK") {} }
                """),
        ]
    )

    /// Words that say an operation worked.
    static let successWords: Set<String> = [
        "saved", "success", "successful", "successfully", "copied", "added", "sent", "updated", "uploaded",
        "downloaded", "completed", "done", "created", "published", "submitted",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "alert" {
            guard let member = call.memberCallee,
                call.argument(labeled: "isPresented") != nil,
                let title = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), title.segments.count == 1,
                let text = title.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                Self.announcesSuccess(text),
                Self.offersNothing(call)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "an alert that only reports success interrupts for the expected outcome; confirm it in place and keep alerts for failures and decisions"
                ))
        }
        return result
    }

    /// Whether the title announces success: it contains a success word and no negation.
    static func announcesSuccess(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        guard words.contains(where: successWords.contains) else { return false }
        return !words.contains { ["not", "no", "failed", "couldn", "cannot", "can", "unable", "error"].contains($0) }
            && !text.contains("?")
    }

    /// Whether the alert's actions are absent, empty, or one button whose action is empty.
    private static func offersNothing(_ call: FunctionCallExprSyntax) -> Bool {
        guard let actions = call.allClosures.first(where: { $0.label == nil || $0.label == "actions" })?.closure else {
            return true
        }
        let items = actions.statements
        if items.isEmpty { return true }
        guard items.count == 1, let button = items.first?.item.as(FunctionCallExprSyntax.self), button.isTypeCall("Button")
        else { return false }
        let action = button.trailingClosure ?? button.argument(labeled: "action")?.expression.as(ClosureExprSyntax.self)
        return action?.statements.isEmpty == true
    }
}
