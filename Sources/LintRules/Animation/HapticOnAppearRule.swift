import Linting
import SwiftSyntax

/// Lint: a `sensoryFeedback` whose trigger is only ever changed as the view appears.
///
/// Fires when every write to the trigger in the file — `x = …`, `self.x = …`, `x.toggle()`,
/// `x += …` — sits in an `onAppear` or `task` closure. A trigger that an action, a task's
/// result or an `onChange` also writes is left alone.
struct HapticOnAppearRule: LintRule {
    static let description = RuleDescription(
        id: "haptic-on-appear",
        name: "Haptic played when a view appears",
        summary: "A haptic's trigger changes only in `onAppear` or `task`, so it plays whenever the view appears",
        rationale: """
            A haptic tells the hand that something happened: a task succeeded, a value \
            snapped into place, an action failed. Appearing on screen is not an outcome — it \
            happens on every navigation back, tab switch and scene restore, and the person \
            did nothing to cause it. Apple's guidelines ask for haptics that match a clear \
            cause; a `.success` on appearance also teaches people that the success pattern \
            means nothing. Trigger the feedback from the value that records the outcome.
            """,
        documentation: "animation/animation-and-transitions.md#play-haptics-for-outcomes",
        triggering: [
            RuleExample(
                """
                struct TideSummary: View {
                    @State private var isShown = false
                    var body: some View {
                        TideChart()
                            .onAppear { isShown = true }
                            .sensoryFeedback(.success, trigger: ↓isShown)
                    }
                }
                """),
            RuleExample(
                """
                struct HarbourScreen: View {
                    @State private var appearances = 0
                    var body: some View {
                        HarbourMap()
                            .task { appearances += 1 }
                            .sensoryFeedback(.impact(weight: .light), trigger: ↓appearances)
                    }
                }
                """),
            RuleExample(
                """
                struct LogbookScreen: View {
                    @State private var pulse = false
                    var body: some View {
                        LogbookList()
                            .sensoryFeedback(.selection, trigger: ↓pulse)
                            .onAppear { self.pulse.toggle() }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct TideSummary: View {
                    @State private var didSave = false
                    var body: some View {
                        Button("Save Tide Log") { didSave = true }
                            .onAppear { didSave = false }
                            .sensoryFeedback(.success, trigger: didSave)
                    }
                }
                """),
            RuleExample(
                """
                struct HarbourScreen: View {
                    @State private var loadFailed = false
                    var body: some View {
                        HarbourMap()
                            .task {
                                do { try await harbours.load() } catch { loadFailed = true }
                            }
                            .sensoryFeedback(.error, trigger: loadFailed)
                    }
                }
                """),
            RuleExample(
                """
                struct ChartScroller: View {
                    @State private var reachedEnd = false
                    var body: some View {
                        ScrollView {
                            TideChart()
                            Color.clear.frame(height: 1).onAppear { reachedEnd = true }
                        }
                        .sensoryFeedback(.success, trigger: reachedEnd)
                    }
                }
                """),
            RuleExample(
                """
                struct LogbookScreen: View {
                    @State private var pulse = false
                    var body: some View {
                        LogbookList()
                            // .onAppear { pulse.toggle() }
                            .sensoryFeedback(.selection, trigger: pulse)
                            .onChange(of: selection) { pulse.toggle() }
                            .onAppear { log("pulse = true") }
                    }
                }
                """),
        ]
    )

    /// Operators that assign as they compute.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "|=", "&=", "^="]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "sensoryFeedback" && call.memberCallee != nil {
            guard let trigger = call.argument(labeled: "trigger")?.expression,
                let name = trigger.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { continue }
            let writes = Self.writes(to: name, in: file)
            let chain = ExprSyntax(call).enclosingModifierChain.modifiers.map(\.id)
            guard !writes.isEmpty,
                writes.allSatisfy({ write in Self.appearanceModifier(of: write).map { chain.contains($0.id) } ?? false })
            else { continue }
            result.append(
                violation(
                    at: trigger, in: file,
                    message:
                        "'\(name)' only changes as the view appears, so this haptic plays on every appearance; trigger it from the outcome it reports"
                ))
        }
        return result
    }

    /// The places that change `name`: assignments, compound assignments and `toggle()`.
    private static func writes(to name: String, in file: LintFile) -> [Syntax] {
        var result: [Syntax] = []
        for sequence in file.tree.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, Self.names(elements[0], name) else { continue }
            if elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self).map({ compoundAssignments.contains($0.operator.text) }) == true
            {
                result.append(Syntax(sequence))
            }
        }
        for call in file.nodes.calls where call.calleeName == "toggle" {
            if let receiver = call.receiver, Self.names(receiver, name) { result.append(Syntax(call)) }
        }
        return result
    }

    /// Whether `expression` is `name` or `self.name`.
    private static func names(_ expression: ExprSyntax, _ name: String) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text == name
        }
        return false
    }

    /// The `onAppear` or `task` modifier whose closure holds the write, outside any nested
    /// `do`/`catch` or condition (which record an outcome). Only one applied to the same view
    /// as the haptic counts: an `onAppear` on a view further down (a sentinel at the end of a
    /// list) marks a place reached, which is an outcome.
    private static func appearanceModifier(of write: Syntax) -> FunctionCallExprSyntax? {
        var node = write.parent
        while let current = node {
            if current.is(CatchClauseSyntax.self) || current.is(IfExprSyntax.self) || current.is(DoStmtSyntax.self)
                || current.is(GuardStmtSyntax.self)
            {
                return nil
            }
            if let closure = current.as(ClosureExprSyntax.self) {
                let owner =
                    closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let owner, owner.memberCallee != nil, owner.calleeName == "onAppear" || owner.calleeName == "task"
                else { return nil }
                return owner
            }
            node = current.parent
        }
        return nil
    }
}
