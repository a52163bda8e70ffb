import Linting
import SwiftSyntax

/// Lint: a toolbar whose confirming button commits an edit and dismisses, with no cancel
/// button beside it.
///
/// Fires on a `ToolbarItem(placement: .confirmationAction)` whose button both does something
/// (an assignment or a call) and calls `dismiss()`, when the same `toolbar` has no
/// `.cancellationAction` item. A confirming button that only dismisses — Done on a sheet that
/// edits nothing, or whose edits apply live — is left alone.
struct ConfirmWithoutCancelRule: LintRule {
    static let description = RuleDescription(
        id: "confirm-without-cancel",
        name: "Confirm button without a cancel button",
        summary: "A sheet's toolbar commits an edit from its confirming button but offers no cancel button",
        rationale: """
            A confirming button that saves a draft and closes the sheet is half of a pair. \
            Without a `.cancellationAction` beside it, the only visible way out keeps the \
            changes: someone who opened the sheet by mistake, or changed their mind, has to \
            undo by hand or guess that a swipe discards. Put a Cancel button in \
            `.cancellationAction` that dismisses without saving, so the choice to keep or \
            throw away the edit is on screen.
            """,
        documentation: "navigation/toolbars-and-search.md#name-the-actions-of-a-sheet-by-their-role",
        triggering: [
            RuleExample(
                """
                Form { TextField("Berth", text: $draft.berth) }
                    .toolbar {
                        ↓ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                mooring = draft
                                dismiss()
                            }
                        }
                    }
                """),
            RuleExample(
                """
                Form { Stepper("Crew: \\(crew)", value: $crew, in: 1...8) }
                    .toolbar {
                        ToolbarItem(placement: .principal) { Text("Crew") }
                        ↓ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { voyage.save(crew: crew); dismiss() }
                        }
                    }
                """),
            RuleExample(
                """
                List($legs) { $leg in TextField("Leg", text: $leg.name) }
                    .toolbar {
                        ↓ToolbarItem(placement: .confirmationAction) {
                            Button("Apply", action: { route.legs = legs; self.dismiss() })
                        }
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Form { TextField("Berth", text: $draft.berth) }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { dismiss() }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                mooring = draft
                                dismiss()
                            }
                        }
                    }
                """),
            RuleExample(
                """
                TideDetails(tide: tide)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { dismiss() }
                        }
                    }
                """),
            RuleExample(
                """
                Form { Toggle("Alerts", isOn: $settings.alerts) }
                    .toolbar {
                        // ToolbarItem(placement: .confirmationAction) { Button("Save") { save(); dismiss() } }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Share") { share(settings) }
                        }
                    }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "toolbar" && call.memberCallee != nil {
            guard let content = call.contentClosure else { continue }
            let items = content.statements.compactMap { $0.item.as(ExprSyntax.self)?.rootCall }
                .filter { $0.isTypeCall("ToolbarItem") }
            guard !items.contains(where: { Self.placement(of: $0) == "cancellationAction" }) else { continue }
            for item in items where Self.placement(of: item) == "confirmationAction" {
                guard let body = item.contentClosure, Self.commitsAndDismisses(body) else { continue }
                result.append(
                    violation(
                        at: item.calledExpression, in: file,
                        message:
                            "this button keeps the edit and closes the sheet, and nothing offers to throw it away; add a Cancel button in '.cancellationAction'"
                    ))
            }
        }
        return result
    }

    /// The member name of a toolbar item's `placement:`.
    private static func placement(of item: FunctionCallExprSyntax) -> String? {
        item.argument(labeled: "placement")?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether the item's button runs an action that changes something and calls `dismiss()`.
    private static func commitsAndDismisses(_ body: ClosureExprSyntax) -> Bool {
        guard body.statements.count == 1, let button = body.statements.first?.item.as(ExprSyntax.self)?.rootCall,
            button.isTypeCall("Button"),
            let action = button.trailingClosure ?? button.argument(labeled: "action")?.expression.as(ClosureExprSyntax.self)
        else { return false }
        var dismisses = false
        var acts = false
        for statement in action.statements {
            if let call = statement.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                call.calledExpression.trimmedDescription == "dismiss" || call.calledExpression.trimmedDescription == "self.dismiss"
            {
                dismisses = true
            } else {
                acts = true
            }
        }
        return dismisses && acts
    }
}
