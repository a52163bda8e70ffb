import Linting
import SwiftSyntax

/// Lint: `sensoryFeedback` attached to a `Toggle` (in its default switch style) or a
/// `Slider`, which play their own haptics.
struct HapticOnStandardControlRule: LintRule {
    static let description = RuleDescription(
        id: "haptic-on-standard-control",
        name: "Extra haptic on a standard control",
        summary: "`sensoryFeedback` is added to a switch or a slider, which already plays its own haptic",
        rationale: """
            On iPhone, standard controls such as switches and sliders play haptic feedback by \
            themselves. A `sensoryFeedback` on top of one plays a second pattern with the \
            first, so a single flick feels like two events, and the control no longer feels \
            like the same control everywhere else. Keep extra haptics for custom controls \
            and for outcomes the system cannot know about.
            """,
        documentation: "animation/animation-and-transitions.md#play-haptics-for-outcomes",
        triggering: [
            RuleExample(
                """
                Toggle("Water reminders", isOn: $remindsToWater)
                    .↓sensoryFeedback(.selection, trigger: remindsToWater)
                """),
            RuleExample(
                """
                Slider(value: $volume, in: 0...1)
                    .padding(.horizontal)
                    .↓sensoryFeedback(.increase, trigger: volume)
                """),
            RuleExample(
                """
                Toggle(isOn: $isPublic) { Text("Public shelf") }
                    .toggleStyle(.switch)
                    .↓sensoryFeedback(.impact(weight: .light), trigger: isPublic)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Toggle("Water reminders", isOn: $remindsToWater)
                """),
            RuleExample(
                """
                Toggle("Favourite", systemImage: "star", isOn: $isFavourite)
                    .toggleStyle(.button)
                    .sensoryFeedback(.selection, trigger: isFavourite)
                """),
            RuleExample(
                """
                Button("Renew Loan") { renew() }
                    .sensoryFeedback(.success, trigger: renewals)
                """),
            RuleExample(
                """
                // Toggle(…).sensoryFeedback(.selection, trigger: x) plays two haptics
                let twice = "Toggle + sensoryFeedback"
                """),
        ]
    )

    static let controls: Set<String> = ["Toggle", "Slider"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "sensoryFeedback" {
            guard let member = call.memberCallee, let base = member.base else { continue }
            let chain = base.modifierChain
            guard let root = chain.root?.as(FunctionCallExprSyntax.self), let name = root.calleeName,
                Self.controls.contains(name), root.isTypeCall(name)
            else { continue }
            // A toggle in another style (a button, a checkbox) has no switch haptic.
            let otherStyle = chain.modifiers.contains { modifier in
                modifier.calleeName == "toggleStyle" && modifier.arguments.first?.expression.trimmedDescription != ".switch"
            }
            guard !otherStyle else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message: "a \(name == "Toggle" ? "switch" : "slider") already plays its own haptic; this adds a second one"))
        }
        return result
    }
}
