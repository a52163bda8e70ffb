import Linting
import SwiftSyntax

/// Lint: a single-tap `onTapGesture` on a `Text`, `Image`, `Label` or `AsyncImage` whose
/// modifier chain gives it no accessibility traits or actions.
///
/// A double tap (`count: 2` or more) is a gesture, not a button, and is left alone; so is
/// a handler that reads where the tap landed (`{ location in … }`).
struct TapGestureAsButtonRule: LintRule {
    static let description = RuleDescription(
        id: "tap-gesture-as-button",
        name: "Tap gesture instead of a button",
        summary: "a `Text`, `Image` or `Label` is made tappable with `onTapGesture` instead of being a `Button`",
        rationale: """
            A view with `onTapGesture` looks like a button and acts like one for a finger, but \
            not for anything else: VoiceOver does not announce it as a button, Voice Control \
            and Full Keyboard Access cannot find it, it has no pressed state, no hover effect \
            on iPad or visionOS, and it does not dim when disabled. Use `Button` (style it \
            with `.buttonStyle(.plain)` or a custom `ButtonStyle` to keep the look). Keep \
            `onTapGesture` for gestures that are not buttons, such as a double tap.
            """,
        documentation: "accessibility/accessible-controls.md#use-buttons-for-actions",
        triggering: [
            RuleExample(
                """
                Text("Renew loan")
                    .foregroundStyle(.tint)
                    .↓onTapGesture { renew() }
                """),
            RuleExample(
                """
                Image(systemName: "heart")
                    .↓onTapGesture(count: 1) { toggleFavourite() }
                """),
            RuleExample(
                """
                Label("Water now", systemImage: "drop")
                    .padding()
                    .↓onTapGesture {
                        schedule.waterNow()
                    }
                    .background(.thinMaterial)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Button("Renew loan") { renew() }
                    .buttonStyle(.plain)
                """),
            RuleExample(
                """
                Image("crater")
                    .resizable()
                    .onTapGesture(count: 2) { zoomIn() }
                """),
            RuleExample(
                """
                Text("Renew loan")
                    .onTapGesture { renew() }
                    .accessibilityAddTraits(.isButton)
                """),
            RuleExample(
                """
                HStack { Text(plot.name); Spacer() }
                    .contentShape(.rect)
                    .onTapGesture { selection = plot.id }
                """),
            RuleExample(
                """
                Text("Tap anywhere on the map")
                    .onTapGesture { location in
                        dropPin(at: location)
                    }
                """),
            RuleExample(
                """
                // Text("Go").onTapGesture { go() } is invisible to VoiceOver as a button
                let note = "Text(\\"Go\\").onTapGesture { go() }"
                """),
        ]
    )

    static let roots: Set<String> = ["Text", "Image", "Label", "AsyncImage"]
    static let accessibilityModifiers: Set<String> = [
        "accessibilityAddTraits", "accessibilityAction", "accessibilityActions", "accessibilityRepresentation",
        "accessibilityRespondsToUserInteraction", "accessibilityHidden",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "onTapGesture", member.base != nil,
                Self.isSingleTap(call)
            else { continue }
            let chain = ExprSyntax(call).enclosingModifierChain
            guard let root = chain.root?.as(FunctionCallExprSyntax.self), let name = root.calleeName,
                Self.roots.contains(name), root.isTypeCall(name),
                !chain.modifiers.contains(where: { Self.accessibilityModifiers.contains($0.calleeName ?? "") })
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "a tappable '\(name)' is not a button to VoiceOver, Voice Control or the keyboard; use 'Button' (with '.buttonStyle(.plain)' to keep the look)"
                ))
        }
        return result
    }

    /// A plain single tap: not `count: 2`, and not a handler that reads the tap's location
    /// (`onTapGesture { location in … }`), which no button provides.
    private static func isSingleTap(_ call: FunctionCallExprSyntax) -> Bool {
        if let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            closure.signature?.parameterClause != nil
        {
            return false
        }
        guard let count = call.argument(labeled: "count")?.expression else { return true }
        return count.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    }
}
