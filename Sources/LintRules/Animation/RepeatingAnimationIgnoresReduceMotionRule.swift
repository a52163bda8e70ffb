import Linting
import SwiftSyntax

/// Lint: an animation made to repeat forever (`.repeatForever()`) in a file that never reads
/// the Reduce Motion setting (`accessibilityReduceMotion`, or UIKit's
/// `isReduceMotionEnabled`).
///
/// Whether a one-off movement is "large" is a judgement; an animation that never stops is
/// not, so only the repeating kind is reported. A steady spin (`linear`, never reversing) is
/// left alone: that is an activity indicator, and the system's own keeps spinning with Reduce
/// Motion on.
struct RepeatingAnimationIgnoresReduceMotionRule: LintRule {
    static let description = RuleDescription(
        id: "repeating-animation-ignores-reduce-motion",
        name: "Endless animation that ignores Reduce Motion",
        summary: "an animation repeats forever and the view never reads `accessibilityReduceMotion`",
        rationale: """
            A pulsing badge or a bobbing icon moves for as long as it is on screen. People \
            who turn on Reduce Motion have asked for less of exactly that: continuous motion \
            can cause discomfort, and it pulls the eye away from the content. Read \
            `@Environment(\\.accessibilityReduceMotion)` and, when it is on, show the state \
            without movement — a static emphasis, a colour, an opacity change that runs once.
            """,
        documentation: "accessibility/accessible-controls.md#respect-reduce-motion",
        triggering: [
            RuleExample(
                """
                struct LiveDot: View {
                    @State private var isPulsing = false
                    var body: some View {
                        Circle().fill(.red).frame(width: 10, height: 10)
                            .scaleEffect(isPulsing ? 1.4 : 1)
                            .onAppear {
                                withAnimation(.easeInOut(duration: 0.9).↓repeatForever()) { isPulsing = true }
                            }
                    }
                }
                """),
            RuleExample(
                """
                Image(systemName: "arrow.down.circle")
                    .offset(y: hints ? 4 : -4)
                    .animation(.smooth(duration: 1.2).↓repeatForever(autoreverses: true), value: hints)
                """),
            RuleExample(
                """
                let breathe = Animation.linear(duration: 2).↓repeatForever()
                let sway = Animation.bouncy.↓repeatForever()
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct LiveDot: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var isPulsing = false
                    var body: some View {
                        Circle().fill(.red).frame(width: 10, height: 10)
                            .scaleEffect(isPulsing && !reduceMotion ? 1.4 : 1)
                            .onAppear {
                                guard !reduceMotion else { return }
                                withAnimation(.easeInOut(duration: 0.9).repeatForever()) { isPulsing = true }
                            }
                    }
                }
                """),
            RuleExample(
                """
                Image(systemName: "arrow.down.circle")
                    .offset(y: hints ? 4 : -4)
                    .animation(.smooth(duration: 1.2).repeatCount(2, autoreverses: true), value: hints)
                """),
            RuleExample(
                """
                func startSpinner() {
                    guard !UIAccessibility.isReduceMotionEnabled else { return }
                    withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { angle = 360 }
                }
                """),
            RuleExample(
                """
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(isSyncing ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSyncing)
                """),
            RuleExample(
                """
                Image(systemName: "wifi")
                    .symbolEffect(.variableColor.iterative, isActive: isSearching)
                """),
        ]
    )

    /// Names that read the Reduce Motion setting.
    static let settingNames: Set<String> = ["accessibilityReduceMotion", "isReduceMotionEnabled"]

    /// `.linear(…).repeatForever(autoreverses: false)`: a spinner's constant turn.
    static func isSteadySpin(_ call: FunctionCallExprSyntax) -> Bool {
        guard let reverses = call.argument(labeled: "autoreverses")?.expression.as(BooleanLiteralExprSyntax.self),
            reverses.literal.tokenKind == .keyword(.false),
            let base = call.memberCallee?.base
        else { return false }
        // `.linear(duration: 1)`, `Animation.linear(…)` or plain `.linear`.
        if let curve = base.as(FunctionCallExprSyntax.self) { return curve.calleeName == "linear" }
        return base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "linear"
    }

    func violations(in file: LintFile) -> [RuleViolation] {
        let repeating = file.nodes.calls.filter { $0.memberCallee?.declName.baseName.text == "repeatForever" }
        guard !repeating.isEmpty else { return [] }
        let readsSetting = file.tree.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let text) = token.tokenKind { return Self.settingNames.contains(text) }
            return false
        }
        guard !readsSetting else { return [] }
        return repeating.compactMap { call in
            guard let member = call.memberCallee, !Self.isSteadySpin(call) else { return nil }
            return violation(
                at: member.declName, in: file,
                message:
                    "this animation repeats forever whatever the Reduce Motion setting; read 'accessibilityReduceMotion' and keep the view still when it is on"
            )
        }
    }
}
