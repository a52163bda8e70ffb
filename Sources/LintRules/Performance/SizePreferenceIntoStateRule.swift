import Linting
import SwiftSyntax

/// Lint: `onPreferenceChange` for a size, frame or offset key whose action only copies the
/// value, or a value computed from it, into a property.
///
/// Left alone: a key whose `reduce` (in the file or its context) combines several views'
/// values — collecting from siblings is what preferences are for — and a file that also
/// publishes the key, where `geometry-reader-for-measurement` reports the measuring side.
struct SizePreferenceIntoStateRule: LintRule {
    static let description = RuleDescription(
        id: "size-preference-into-state",
        name: "Measured size copied through a preference",
        summary: "`onPreferenceChange` copies a measured size, frame or offset, or a value computed from it, straight into state",
        rationale: """
            Passing one view's size up through a preference key and copying it into `@State` \
            in `onPreferenceChange` takes a key type, a `GeometryReader` in a background and \
            an update after every layout pass, even when the value did not change. \
            `onGeometryChange(for:of:action:)` on the measured view does the same in one \
            modifier and calls the action only when the transformed value changes; round the \
            value in the transform when small changes do not matter, and compute a derived \
            value there too — `offset.y < -40` as a `Bool` — so the action runs when the \
            threshold is crossed, not on every frame of a scroll.
            """,
        documentation: "performance/cheap-body.md#measure-with-ongeometrychange",
        triggering: [
            RuleExample(
                """
                Text(poem.body)
                    .↓onPreferenceChange(StanzaHeightKey.self) { height in
                        stanzaHeight = height
                    }
                """),
            RuleExample(
                """
                ScrollView { Logbook(entries: entries) }
                    .↓onPreferenceChange(LogbookOffsetKey.self) { logbookOffset = $0 }
                """),
            RuleExample(
                """
                struct SailSizeKey: PreferenceKey {
                    static let defaultValue: CGSize = .zero
                    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
                        value = nextValue()
                    }
                }
                let sail = SailView().↓onPreferenceChange(SailSizeKey.self) { self.sailSize = $0 }
                """),
            RuleExample(
                """
                ScrollView { Logbook(entries: entries) }
                    .↓onPreferenceChange(LogbookOffsetKey.self) { offset in
                        isHeaderCompact = offset.y < -40
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct WidestLabelKey: PreferenceKey {
                    static let defaultValue: CGFloat = 0
                    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                        value = max(value, nextValue())
                    }
                }
                let form = LabelColumn().onPreferenceChange(WidestLabelKey.self) { labelWidth = $0 }
                """),
            RuleExample(
                """
                Text(poem.body)
                    .onPreferenceChange(StanzaHeightKey.self) { height in
                        if height > 400 { isLong = true }
                    }
                    .onPreferenceChange(SelectedStanzaKey.self) { selected = $0 }
                """),
            RuleExample(
                """
                Text(poem.body)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: StanzaHeightKey.self, value: proxy.size.height)
                        }
                    }
                    .onPreferenceChange(StanzaHeightKey.self) { stanzaHeight = $0 }
                """),
            RuleExample(
                """
                // .onPreferenceChange(StanzaHeightKey.self) { stanzaHeight = $0 }
                let hint = ".onPreferenceChange(SailSizeKey.self) { sailSize = $0 }"
                """),
        ]
    )

    /// Words in a key's name that say it carries geometry.
    static let geometryWords = ["Size", "Width", "Height", "Frame", "Bounds", "Offset", "Rect", "Geometry"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        let calls = file.nodes.calls
        for call in calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "onPreferenceChange",
                let keyExpression = call.arguments.first?.expression.trimmedDescription, keyExpression.hasSuffix(".self"),
                let action = call.trailingClosure ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self),
                Self.onlyCopiesItsValue(action)
            else { continue }
            let key = String(keyExpression.dropLast(".self".count))
            guard Self.geometryWords.contains(where: { key.contains($0) }),
                !GeometryReaderForMeasurementRule.combinesValues(key: key, in: file),
                !Self.publishes(key: keyExpression, calls)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'\(key)' only carries a measurement into state; measure the view with 'onGeometryChange(for:of:action:)' instead of a preference key"
                ))
        }
        return result
    }

    /// The action is one assignment of its parameter or of a value computed from it:
    /// `{ x = $0 }`, `{ v in self.x = v }`, `{ offset in isPinned = offset.y < -40 }`.
    private static func onlyCopiesItsValue(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1,
            let sequence = closure.statements.first?.item.as(SequenceExprSyntax.self)
        else { return false }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
        var parameter = "$0"
        if case .simpleInput(let list)? = closure.signature?.parameterClause, let first = list.first {
            parameter = first.name.text
        } else if case .parameterClause(let clause)? = closure.signature?.parameterClause, let first = clause.parameters.first {
            parameter = (first.secondName ?? first.firstName).text
        }
        let value = elements.dropFirst(2)
        return value.contains { element in
            element.descendants(DeclReferenceExprSyntax.self).contains {
                $0.baseName.text == parameter && $0.enclosing(ClosureExprSyntax.self)?.id == closure.id
            }
        }
    }

    private static func publishes(key: String, _ calls: [FunctionCallExprSyntax]) -> Bool {
        calls.contains { $0.calleeName == "preference" && $0.argument(labeled: "key")?.expression.trimmedDescription == key }
    }
}
