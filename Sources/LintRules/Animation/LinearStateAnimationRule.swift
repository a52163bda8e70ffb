import Linting
import SwiftSyntax

/// Lint: `animation(.linear(…), value:)` for a one-off change of state.
///
/// Fires on the `animation(_:value:)` modifier whose animation is `.linear` (with or without a
/// duration) and does not repeat. Left alone: repeating animations (a spinner, a marquee),
/// values whose name says they track progress or time, `withAnimation` (often used for
/// scrolling), and zero durations, which `zero-duration-animation` reports.
struct LinearStateAnimationRule: LintRule {
    static let description = RuleDescription(
        id: "linear-state-animation",
        name: "Linear animation for a change of state",
        summary: "A view animates a change of state with a linear curve, which starts and stops abruptly",
        rationale: """
            A linear animation moves at one speed from the first frame to the last: it \
            starts at full speed and stops dead, which nothing in the physical world does, \
            so a view that grows, moves or fades this way looks mechanical. Interface motion \
            in SwiftUI defaults to springs, which ease in and settle, and keep their \
            velocity when a change interrupts them. Use `.smooth`, `.snappy` or \
            `spring(duration:bounce:)`; keep `.linear` for motion that really is constant, \
            such as a repeating spinner or a value that tracks time or progress.
            """,
        documentation: "animation/animation-and-transitions.md#describe-springs-by-duration-and-bounce",
        triggering: [
            RuleExample(
                """
                Capsule()
                    .frame(width: isDocked ? 40 : 120, height: 8)
                    .animation(↓.linear(duration: 0.3), value: isDocked)
                """),
            RuleExample(
                """
                BuoyMarker(buoy: buoy)
                    .scaleEffect(isSelected ? 1.3 : 1)
                    .animation(↓.linear, value: isSelected)
                """),
            RuleExample(
                """
                HarbourCard(harbour: harbour)
                    .opacity(isHidden ? 0 : 1)
                    .animation(↓Animation.linear(duration: 0.4).delay(0.1), value: isHidden)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(isSyncing ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSyncing)
                """),
            RuleExample(
                """
                Capsule()
                    .frame(width: 200 * downloadProgress, height: 8)
                    .animation(.linear(duration: 0.2), value: downloadProgress)
                    .animation(.smooth(duration: 0.3), value: isDocked)
                """),
            RuleExample(
                """
                Capsule()
                    // .animation(.linear(duration: 0.3), value: isDocked)
                    .animation(.spring(duration: 0.3), value: isDocked)
                    .accessibilityLabel("linear")
                """),
            RuleExample(
                """
                struct WakeTrail: View {
                    @GestureState private var pull: CGSize = .zero
                    var body: some View {
                        Circle()
                            .offset(pull)
                            .animation(.linear.delay(0.05), value: pull)
                            .gesture(DragGesture().updating($pull) { value, state, _ in state = value.translation })
                    }
                }
                """),
        ]
    )

    /// Words in an animated value's name that say it moves at a constant rate.
    static let steadyWords = [
        "progress", "Progress", "time", "Time", "elapsed", "Elapsed", "phase", "Phase", "angle", "Angle",
        "drag", "Drag", "translation", "Translation", "location", "Location",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "animation" && call.memberCallee != nil {
            guard let value = call.argument(labeled: "value")?.expression,
                !Self.steadyWords.contains(where: { value.trimmedDescription.contains($0) }),
                let animation = call.arguments.first, animation.label == nil,
                Self.isPlainLinear(animation.expression),
                !Self.followsGesture(value, in: file), !Self.isDebugOnly(call)
            else { continue }
            result.append(
                violation(
                    at: animation.expression, in: file,
                    message: "a linear curve starts and stops abruptly; animate this change with a spring such as '.smooth' or '.snappy'"))
        }
        return result
    }

    /// Whether the value is a `@GestureState` property: a finger moves it continuously, and
    /// a linear catch-up is a deliberate choice there.
    private static func followsGesture(_ value: ExprSyntax, in file: LintFile) -> Bool {
        guard let name = value.referencedName else { return false }
        return file.tree.descendants(VariableDeclSyntax.self).contains { variable in
            variable.attributes.contains(attribute: "GestureState")
                && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Whether the call sits in an `#if DEBUG` branch (slowed-down animations for inspection).
    private static func isDebugOnly(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), clause.condition?.trimmedDescription.contains("DEBUG") == true {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// `.linear`, `.linear(duration:)` or `Animation.linear…`, possibly delayed or sped up,
    /// but not repeating and not of zero duration.
    private static func isPlainLinear(_ expression: ExprSyntax) -> Bool {
        let chain = expression.modifierChain
        guard !chain.modifiers.contains(where: { ($0.calleeName ?? "").hasPrefix("repeat") }) else { return false }
        let onAnimation: (MemberAccessExprSyntax?) -> Bool = { member in
            guard let member, member.declName.baseName.text == "linear" else { return false }
            return member.base == nil || member.base?.trimmedDescription == "Animation"
        }
        // `.linear(duration: 0.3)…`: the innermost call of the chain.
        if let innermost = chain.modifiers.last, onAnimation(innermost.memberCallee) {
            let duration = innermost.argument(labeled: "duration")?.expression.trimmedDescription
            return duration.flatMap(Double.init) != 0
        }
        // `.linear.delay(0.1)`: the chain ends at the member.
        return onAnimation(chain.root?.as(MemberAccessExprSyntax.self))
    }
}
