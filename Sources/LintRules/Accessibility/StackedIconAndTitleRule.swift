import Linting
import SwiftSyntax

/// Lint: an `HStack` holding exactly a symbol `Image` followed by a `Text`, which is what
/// `Label` is for.
///
/// A text that shows only a value (`Text("\(unread)")`, `Text(size, format: …)`) is left
/// alone: there the icon says what the number means, and a `Label` would not read it. So is
/// an icon with modifiers beyond size and rendering (a colour, a frame, a background, a
/// matched-geometry effect): a red or badged symbol marks a status of its own.
struct StackedIconAndTitleRule: LintRule {
    static let description = RuleDescription(
        id: "stacked-icon-and-title",
        name: "Icon and title in an HStack",
        summary: "an `HStack` of a symbol image and a text does what `Label` does",
        rationale: """
            An `HStack` of an `Image(systemName:)` and a `Text` is two accessibility \
            elements, the symbol announced by its own name, and it looks the same \
            everywhere. `Label(\"Title\", systemImage: \"symbol\")` is one element read by \
            its title, and its containers decide how it looks: lists and menus show icon and \
            title, toolbars show the icon, and `labelStyle(_:)` changes it for a whole \
            screen. Use a custom `LabelStyle` for a different arrangement.
            """,
        documentation: "views/reusable-components.md#style-labels-with-a-labelstyle",
        triggering: [
            RuleExample(
                """
                ↓HStack {
                    Image(systemName: "sailboat")
                    Text("Regatta")
                }
                """),
            RuleExample(
                """
                Button { raise() } label: {
                    ↓HStack(spacing: 4) {
                        Image(systemName: "flag.fill").imageScale(.small)
                        Text(race.title).font(.headline)
                    }
                }
                """),
            RuleExample(
                """
                Section {
                    ↓HStack { Image(systemName: "flame"); Text("Kiln \\(kiln.number)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Label("Regatta", systemImage: "sailboat")
                HStack {
                    Text("Regatta")
                    Image(systemName: "sailboat")
                }
                """),
            RuleExample(
                """
                HStack(spacing: 2) {
                    Image(systemName: "arrow.down")
                    Text("\\(behind)")
                }
                HStack { Image(systemName: "thermometer"); Text(kiln.temperature, format: .number) }
                HStack {
                    Image(systemName: "exclamationmark.circle.fill").foregroundStyle(.red)
                    Text("Harbour name")
                }
                """),
            RuleExample(
                """
                HStack {
                    Image(systemName: "flame")
                    Text("Kiln 2")
                    Spacer()
                    Text(kiln.temperature, format: .number)
                }
                """),
            RuleExample(
                """
                HStack {
                    Image("kiln-photo").resizable().frame(width: 40, height: 40)
                    Text("Kiln 2")
                }
                // HStack { Image(systemName: "flame"); Text("Kiln") }
                let hint = "HStack { Image(systemName: \\"flame\\"); Text(\\"Kiln\\") }"
                """),
        ]
    )

    /// Modifiers that size or render a symbol without giving it a meaning of its own.
    static let plainIconModifiers: Set<String> = [
        "font", "imageScale", "symbolRenderingMode", "symbolVariant", "fontWeight", "bold", "accessibilityHidden",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("HStack") {
            guard let content = call.contentClosure else { continue }
            let views = content.topLevelItems
            guard views.count == 2, views.allSatisfy(\.isViewProducing),
                let icon = views[0].as(ExprSyntax.self)?.modifierChain.root?.as(FunctionCallExprSyntax.self),
                let title = views[1].as(ExprSyntax.self)?.modifierChain.root?.as(FunctionCallExprSyntax.self),
                icon.isTypeCall("Image"), icon.argument(labeled: "systemName") != nil, title.isTypeCall("Text"),
                !Self.showsOnlyAValue(title),
                let iconChain = views[0].as(ExprSyntax.self)?.modifierChain.modifiers,
                iconChain.allSatisfy({ Self.plainIconModifiers.contains($0.calleeName ?? "") })
            else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "this HStack of a symbol and a text is a Label; 'Label(_:systemImage:)' is one accessibility element and follows the container's label style"
                ))
        }
        return result
    }

    /// `Text("\(count)")` or `Text(count, format: …)`: a bare value whose meaning is in the
    /// icon, which a `Label` would hide from VoiceOver.
    private static func showsOnlyAValue(_ text: FunctionCallExprSyntax) -> Bool {
        if text.arguments.count > 1 { return true }
        guard let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.allSatisfy {
            $0.is(ExpressionSegmentSyntax.self) || $0.as(StringSegmentSyntax.self)?.content.text.allSatisfy(\.isWhitespace) == true
        }
    }
}
