import Linting
import SwiftSyntax

/// Lint: a view bound with `focused($state…)` whose own `onTapGesture` writes that state.
///
/// Fires when one modifier chain has both `focused($name)` (or `focused($name, equals: v)`)
/// and an `onTapGesture` whose action assigns `name` and does nothing else. A tap that also
/// does other work is left alone.
struct FocusSetByTapRule: LintRule {
    static let description = RuleDescription(
        id: "focus-set-by-tap",
        name: "Focus set again by a tap gesture",
        summary: "`onTapGesture` assigns the focus state the same view is already bound to with `focused`",
        rationale: """
            A view bound with `focused(_:)` or `focused(_:equals:)` takes focus when it is \
            clicked or tapped — a text field, or a view made `focusable()` — and SwiftUI \
            writes the `@FocusState` for it. A tap gesture that assigns the same state again \
            is a second write racing the first: body runs twice, and on macOS the extra \
            update can take focus straight back, so the field flickers and commands that \
            need focus (`onDeleteCommand`, `onMoveCommand`) stop arriving. Remove the tap \
            gesture; keep explicit assignments for moving focus from somewhere else, such as \
            `onSubmit` or a button.
            """,
        documentation: "forms/forms-and-focus.md#move-focus-with-focusstate",
        triggering: [
            RuleExample(
                """
                TextField("Call sign", text: $callSign)
                    .focused($isCallSignFocused)
                    .↓onTapGesture { isCallSignFocused = true }
                """),
            RuleExample(
                """
                LogEntryTile(entry: entry)
                    .focusable()
                    .↓onTapGesture { focusedEntry = entry.id }
                    .focused($focusedEntry, equals: entry.id)
                """),
            RuleExample(
                """
                TextEditor(text: $notes)
                    .focused($field, equals: .notes)
                    .↓onTapGesture {
                        self.field = .notes
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                TextField("Call sign", text: $callSign)
                    .focused($isCallSignFocused)
                    .onSubmit { isCallSignFocused = false }
                """),
            RuleExample(
                """
                LogEntryTile(entry: entry)
                    .focusable()
                    .focused($focusedEntry, equals: entry.id)
                    .onTapGesture {
                        focusedEntry = entry.id
                        selection = [entry.id]
                    }
                """),
            RuleExample(
                """
                VStack {
                    TextField("Call sign", text: $callSign)
                        .focused($isCallSignFocused)
                    // .onTapGesture { isCallSignFocused = true }
                    Text("Tap to edit")
                        .onTapGesture { isCallSignFocused = true }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "onTapGesture", member.base != nil,
                call.arguments.isEmpty || call.argument(labeled: "count")?.expression.trimmedDescription == "1",
                let closure = call.trailingClosure, closure.signature == nil,
                let assigned = Self.onlyAssignment(in: closure)
            else { continue }
            let chain = ExprSyntax(call).enclosingModifierChain
            let bound = chain.modifiers.contains { modifier in
                modifier.calleeName == "focused"
                    && modifier.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "$" + assigned
            }
            guard bound else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'focused' already sets '\(assigned)' when the view is tapped; writing it again here makes a second update that can take focus away"
                ))
        }
        return result
    }

    /// The name a closure's only statement assigns: `x = …` or `self.x = …`.
    private static func onlyAssignment(in closure: ClosureExprSyntax) -> String? {
        guard closure.statements.count == 1,
            let sequence = closure.statements.first?.item.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = elements[0].as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
