import Linting
import SwiftSyntax

/// Lint: `withAnimation` run on every change of a scroll offset.
///
/// Fires on a `withAnimation` call at the top of the action of `onPreferenceChange` for a key
/// whose name says it carries a scroll position or offset, or of `onScrollGeometryChange(for:)`
/// whose transform yields a number or point — those actions run on every frame of a scroll.
/// Left alone: a `withAnimation` inside an `if` (it runs only when a threshold is crossed) or
/// after a `guard`, and `onScrollGeometryChange(for: Bool.self)`, whose action runs only when
/// the transformed value flips.
struct AnimationPerScrollFrameRule: LintRule {
    static let description = RuleDescription(
        id: "animation-per-scroll-frame",
        name: "Animation started on every scroll frame",
        summary: "`withAnimation` runs each time a scroll offset changes, not when a threshold is crossed",
        rationale: """
            A scroll offset changes on every frame while the content moves. Wrapping the \
            state change it drives in `withAnimation` starts a new animation each frame: \
            the animated value lags behind the finger, each animation retargets the last \
            one, and body runs for every frame of every animation. Animate the moment \
            something changes — compare with the current value first, or transform the \
            geometry to the `Bool` or step that matters in \
            `onScrollGeometryChange(for:of:action:)`, whose action only runs when that value \
            changes.
            """,
        documentation: "performance/cheap-body.md#measure-with-ongeometrychange",
        triggering: [
            RuleExample(
                """
                ScrollView { LogbookEntries(entries: entries) }
                    .onPreferenceChange(LogbookScrollOffsetKey.self) { offset in
                        ↓withAnimation(.smooth) {
                            headerOpacity = min(1, max(0, -offset / 80))
                        }
                    }
                """),
            RuleExample(
                """
                ScrollView { TideChart(readings: readings) }
                    .onScrollGeometryChange(for: CGFloat.self) { geometry in
                        geometry.contentOffset.y
                    } action: { _, newOffset in
                        ↓withAnimation { compassRotation = newOffset / 4 }
                    }
                """),
            RuleExample(
                """
                let watcher = Color.clear.onPreferenceChange(ChartOffsetKey.self) {
                    ↓withAnimation(.easeOut(duration: 0.2)) { self.chartShift = $0.x }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ScrollView { LogbookEntries(entries: entries) }
                    .onPreferenceChange(LogbookScrollOffsetKey.self) { offset in
                        let collapsed = offset < -60
                        if collapsed != isHeaderCollapsed {
                            withAnimation(.smooth) { isHeaderCollapsed = collapsed }
                        }
                    }
                """),
            RuleExample(
                """
                ScrollView { TideChart(readings: readings) }
                    .onScrollGeometryChange(for: Bool.self) { geometry in
                        geometry.contentOffset.y > 40
                    } action: { _, scrolledPast in
                        withAnimation { showsJumpButton = scrolledPast }
                    }
                """),
            RuleExample(
                """
                ScrollView { TideChart(readings: readings) }
                    .onPreferenceChange(SelectedReadingKey.self) { reading in
                        withAnimation { highlighted = reading }
                    }
                """),
            RuleExample(
                """
                ScrollView { LogbookEntries(entries: entries) }
                    .onPreferenceChange(LogbookScrollOffsetKey.self) { offset in
                        guard abs(offset - lastOffset) > 40 else { return }
                        withAnimation { lastOffset = offset }
                    }
                """),
            RuleExample(
                """
                ScrollView { LogbookEntries(entries: entries) }
                    .onPreferenceChange(LogbookScrollOffsetKey.self) { offset in
                        // withAnimation { headerShift = offset } lagged behind the finger
                        headerLog.append("withAnimation skipped at \\(offset)")
                    }
                """),
        ]
    )

    /// Words in a preference key's name that say it carries a scroll position.
    static let scrollWords = ["Scroll", "Offset"]
    /// Transform results of `onScrollGeometryChange` that change on every scrolled frame.
    static let continuousTypes: Set<String> = ["CGFloat", "Double", "Float", "CGPoint", "CGRect", "CGSize", "ScrollGeometry"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard call.memberCallee != nil, let action = Self.perFrameAction(of: call) else { continue }
            for item in action.statements {
                if item.item.is(GuardStmtSyntax.self) { break }
                guard
                    let animation = item.item.as(FunctionCallExprSyntax.self)
                        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                    animation.calleeName == "withAnimation", animation.memberCallee == nil
                else { continue }
                result.append(
                    violation(
                        at: animation.calledExpression, in: file,
                        message:
                            "this starts an animation on every scroll frame; animate only when the value crosses a threshold"))
            }
        }
        return result
    }

    /// The action closure of a scroll-offset `onPreferenceChange` or a continuous
    /// `onScrollGeometryChange`.
    private static func perFrameAction(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        switch call.calleeName {
        case "onPreferenceChange":
            guard let key = call.arguments.first?.expression.trimmedDescription, key.hasSuffix(".self"),
                scrollWords.contains(where: { key.contains($0) })
            else { return nil }
            return call.trailingClosure ?? call.argument(labeled: "perform")?.expression.as(ClosureExprSyntax.self)
        case "onScrollGeometryChange":
            guard let type = call.argument(labeled: "for")?.expression.trimmedDescription, type.hasSuffix(".self"),
                continuousTypes.contains(String(type.dropLast(".self".count)))
            else { return nil }
            return call.allClosures.first { $0.label == "action" }?.closure
        default:
            return nil
        }
    }
}
