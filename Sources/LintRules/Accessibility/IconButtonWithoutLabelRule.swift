import Linting
import SwiftSyntax

/// Lint: a `Button` whose whole label is one `Image`, with no `accessibilityLabel` on the
/// image or the button.
struct IconButtonWithoutLabelRule: LintRule {
    static let description = RuleDescription(
        id: "icon-button-without-label",
        name: "Icon-only button without a label",
        summary: "a `Button`'s label is a lone `Image` and nothing gives the button an accessibility label",
        rationale: """
            A button whose label is only an image has no text for assistive technologies to \
            read. VoiceOver falls back to the image: an asset's file name, or a description \
            derived from the symbol's name, which says what the picture shows \
            ("square and arrow up"), not what the button does, and is not the wording you \
            would localise. Voice Control users have nothing to say to press it. Give the \
            button a title — `Button("Share", systemImage: "square.and.arrow.up") { … }`, or a \
            `Label` with `.labelStyle(.iconOnly)` — which keeps the icon-only look and gives \
            every technology the words; or add `.accessibilityLabel(…)`.
            """,
        documentation: "accessibility/accessible-controls.md#give-icon-buttons-a-title",
        triggering: [
            RuleExample(
                """
                Button {
                    library.renew(loan)
                } label: {
                    ↓Image(systemName: "arrow.clockwise")
                }
                """),
            RuleExample(
                """
                Button(action: addPlanter) {
                    ↓Image(systemName: "plus")
                        .imageScale(.large)
                }
                """),
            RuleExample(
                """
                Button(action: { zoom += 1 }) {
                    ↓Image("lens-zoom")
                }
                .buttonStyle(.borderless)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Button("Renew", systemImage: "arrow.clockwise") {
                    library.renew(loan)
                }
                .labelStyle(.iconOnly)
                """),
            RuleExample(
                """
                Button(action: addPlanter) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Add planter")
                """),
            RuleExample(
                """
                Button(action: { zoom += 1 }) {
                    Image("lens-zoom")
                        .accessibilityLabel("Zoom in")
                }
                """),
            RuleExample(
                """
                Button {
                    library.renew(loan)
                } label: {
                    Label("Renew", systemImage: "arrow.clockwise")
                    // Image(systemName: "arrow.clockwise") alone would have no title
                }
                """),
            RuleExample(
                """
                Button { isExpanded.toggle() } label: { Image(systemName: "chevron.down") }
                    .accessibility(label: Text("Show more"))
                Button(action: close) { Image(systemName: "xmark") }
                    .accessibilityHidden(true)
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("Button") {
            guard let label = Self.labelClosure(of: call) else { continue }
            let items = label.topLevelItems.filter(\.isViewProducing)
            guard items.count == 1, let expression = items.first?.as(ExprSyntax.self) else { continue }
            let chain = expression.modifierChain
            guard let image = chain.root?.as(FunctionCallExprSyntax.self), image.isTypeCall("Image"),
                !chain.modifiers.contains(where: Self.givesAccessibilityText),
                !ExprSyntax(call).enclosingModifierChain.modifiers.contains(where: Self.givesAccessibilityText)
            else { continue }
            result.append(
                violation(
                    at: image.calledExpression, in: file,
                    message:
                        "this button's only label is an image; give it a title ('Button(\"…\", systemImage:)' or a Label) or an 'accessibilityLabel'"
                ))
        }
        return result
    }

    /// `accessibilityLabel(_:)`, the older `accessibility(label:)`, a replacement
    /// representation, or hiding the element on purpose.
    private static func givesAccessibilityText(_ modifier: FunctionCallExprSyntax) -> Bool {
        switch modifier.calleeName {
        case "accessibilityLabel", "accessibilityRepresentation", "accessibilityHidden": return true
        case "accessibility": return modifier.argument(labeled: "label") != nil
        default: return false
        }
    }

    /// The closure that builds the button's label: `label:`, or the trailing closure when the
    /// action is passed as `action:`.
    private static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return extra.closure }
        if let argument = call.argument(labeled: "label")?.expression.as(ClosureExprSyntax.self) { return argument }
        if call.argument(labeled: "action") != nil { return call.trailingClosure }
        return nil
    }
}
