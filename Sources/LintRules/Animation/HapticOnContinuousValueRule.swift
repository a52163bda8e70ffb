import Linting
import SwiftSyntax

/// Lint: `sensoryFeedback(_:trigger:)` whose trigger is a value copied straight from a
/// continuous source — a scroll offset or a geometry value from `onScrollGeometryChange` /
/// `onGeometryChange`, or a drag's value in `onChanged` — so it plays on every frame.
///
/// A trigger derived into steps (`chapter = Int(offset / pageHeight)`) or a transform to a
/// `Bool` or an `Int` is left alone.
struct HapticOnContinuousValueRule: LintRule {
    static let description = RuleDescription(
        id: "haptic-on-continuous-value",
        name: "Haptic triggered by a continuous value",
        summary: "`sensoryFeedback` is triggered by a scroll offset, a size or a drag value that changes on every frame",
        rationale: """
            `sensoryFeedback` plays each time its trigger changes. A scroll offset, a \
            measured size or a drag translation changes on every frame of the movement, so \
            the haptic plays continuously — a buzz that means nothing and is tiring within \
            seconds. Haptics mark discrete moments: crossing a threshold, snapping to a \
            page, reaching the end. Derive a value that changes only then (a page index, a \
            `Bool`) and trigger on that.
            """,
        documentation: "animation/animation-and-transitions.md#play-haptics-for-outcomes",
        triggering: [
            RuleExample(
                """
                ScrollView { TrailLog(entries: entries) }
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, offset in
                        scrollY = offset
                    }
                    .sensoryFeedback(.selection, trigger: ↓scrollY)
                """),
            RuleExample(
                """
                Circle()
                    .offset(knob)
                    .gesture(DragGesture().onChanged { value in knob = value.translation })
                    .sensoryFeedback(.impact(weight: .light), trigger: ↓knob)
                """),
            RuleExample(
                """
                PlantPhoto(plant: plant)
                    .onGeometryChange(for: CGSize.self) { $0.size } action: { newSize in
                        photoSize = newSize
                    }
                    .sensoryFeedback(.alignment, trigger: ↓photoSize)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ScrollView { TrailLog(entries: entries) }
                    .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 400 } action: { _, isPast in
                        isPastIntro = isPast
                    }
                    .sensoryFeedback(.selection, trigger: isPastIntro)
                """),
            RuleExample(
                """
                ScrollView { TrailLog(entries: entries) }
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, offset in
                        milestone = Int(offset / 500)
                    }
                    .sensoryFeedback(.selection, trigger: milestone)
                """),
            RuleExample(
                """
                Circle()
                    .gesture(DragGesture().onEnded { value in knob = value.translation })
                    .sensoryFeedback(.impact, trigger: knob)
                """),
            RuleExample(
                """
                // .sensoryFeedback(.selection, trigger: scrollOffset) buzzes on every frame
                let noisy = "trigger: scrollOffset"
                """),
        ]
    )

    static let geometryModifiers: Set<String> = ["onScrollGeometryChange", "onGeometryChange"]
    static let continuousTypes: Set<String> = [
        "CGFloat.self", "Double.self", "Float.self", "CGPoint.self", "CGSize.self", "CGRect.self", "CGVector.self",
    ]
    static let gestures: Set<String> = ["DragGesture", "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture"]

    func violations(in file: LintFile) -> [RuleViolation] {
        let feedback = file.nodes.calls.filter { $0.calleeName == "sensoryFeedback" && $0.argument(labeled: "trigger") != nil }
        guard !feedback.isEmpty else { return [] }
        let continuous = Self.continuousNames(in: file)
        var result: [RuleViolation] = []
        for call in feedback {
            guard let trigger = call.argument(labeled: "trigger")?.expression,
                continuous.contains(trigger.trimmedDescription)
            else { continue }
            result.append(
                violation(
                    at: trigger, in: file,
                    message:
                        "'\(trigger.trimmedDescription)' changes on every frame, so this haptic plays continuously; trigger on a value that changes at a threshold or a step"
                ))
        }
        return result
    }

    /// Names assigned a value straight from a continuous source.
    private static func continuousNames(in file: LintFile) -> Set<String> {
        var names: Set<String> = []
        for call in file.nodes.calls {
            guard let name = call.calleeName, call.memberCallee != nil else { continue }
            if geometryModifiers.contains(name) {
                guard let type = call.argument(labeled: "for")?.expression.trimmedDescription, continuousTypes.contains(type),
                    let action = call.allClosures.last(where: { $0.label == "action" })?.closure
                        ?? (call.allClosures.count >= 2 ? call.allClosures.last?.closure : nil)
                else { continue }
                names.formUnion(copies(in: action, plainParameterOnly: true))
            } else if name == "onChanged", let root = call.receiver?.modifierChain.root?.as(FunctionCallExprSyntax.self),
                let gesture = root.calleeName, gestures.contains(gesture), root.isTypeCall(gesture),
                let action = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            {
                names.formUnion(copies(in: action, plainParameterOnly: false))
            }
        }
        return names
    }

    /// Targets of `name = parameter` (or, for gestures, `name = parameter.member`).
    private static func copies(in closure: ClosureExprSyntax, plainParameterOnly: Bool) -> [String] {
        var parameters: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): parameters = list.map(\.name.text)
        case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: parameters = ["$0", "$1"]
        }
        var result: [String] = []
        for item in closure.statements {
            guard let sequence = item.item.unwrappedStatement.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let value = elements[2].withoutParentheses
            let copiesParameter: Bool
            if let reference = value.as(DeclReferenceExprSyntax.self) {
                copiesParameter = parameters.contains(reference.baseName.text)
            } else if !plainParameterOnly, let member = value.as(MemberAccessExprSyntax.self),
                let base = member.base?.as(DeclReferenceExprSyntax.self)
            {
                copiesParameter = parameters.contains(base.baseName.text)
            } else {
                copiesParameter = false
            }
            if copiesParameter { result.append(elements[0].trimmedDescription) }
        }
        return result
    }
}
