import Linting
import SwiftSyntax

/// Lint: an SF Symbol (`Image(systemName:)`) made `resizable()` and given a small fixed
/// frame (32 points or less) — the size of text — instead of a font, in a container that lays
/// it out beside text (an `HStack`, a `Label`'s icon, a button's label with a `Text`).
///
/// Larger frames (a placeholder, an empty-state illustration) are left alone: there the
/// symbol is a picture, not part of a line of text. So is a small symbol with no text beside
/// it (an avatar placeholder in an `AsyncImage`, a badge laid over a picture): it has no text
/// to keep up with, and apps size such pictures on purpose.
struct SymbolSizedByFrameRule: LintRule {
    static let description = RuleDescription(
        id: "symbol-sized-by-frame",
        name: "Symbol sized with a frame",
        summary: "an SF Symbol is made `resizable()` and squeezed into a small fixed frame instead of taking its size from a font",
        rationale: """
            SF Symbols are designed to sit with text: given a font, a symbol takes the \
            matching size and stroke weight, aligns with the text's baseline, and grows \
            with Dynamic Type. `resizable()` with a fixed frame turns it into a stretched \
            picture of one size: it stays small when the text grows, its strokes no longer \
            match the weight of the words beside it, and its proportions can be distorted. \
            Size symbols with `font(_:)` (a text style), `imageScale(_:)`, or \
            `symbolVariant`/`fontWeight` for their look.
            """,
        documentation: "accessibility/accessible-controls.md#let-text-follow-dynamic-type",
        triggering: [
            RuleExample(
                """
                HStack {
                    Image(systemName: "drop.fill")
                        .resizable()
                        .↓frame(width: 16, height: 16)
                    Text("Water every \\(plant.interval) days")
                }
                """),
            RuleExample(
                """
                Label {
                    Text(dock.name)
                } icon: {
                    Image(systemName: "bicycle").resizable().scaledToFit().↓frame(width: 22, height: 22)
                }
                """),
            RuleExample(
                """
                Button(action: borrow) {
                    HStack(spacing: 4) {
                        Image(systemName: "book.closed")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .↓frame(height: 14.5)
                        Text("Borrow")
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                HStack {
                    Image(systemName: "drop.fill")
                    Text("Water every \\(plant.interval) days")
                }
                .font(.subheadline)
                """),
            RuleExample(
                """
                Image(systemName: "leaf.circle")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 96, height: 96)
                    .foregroundStyle(.green)
                """),
            RuleExample(
                """
                Image(decorative: "dock-marker")
                    .resizable()
                    .frame(width: 20, height: 20)
                Image(systemName: "star").frame(width: 28, height: 28)
                """),
            RuleExample(
                """
                AsyncImage(url: keeper.portraitURL) { portrait in
                    portrait.resizable().scaledToFill()
                } placeholder: {
                    Image(systemName: "person.crop.circle")
                        .resizable()
                        .frame(width: 30, height: 30)
                }
                Text(keeper.name)
                """),
            RuleExample(
                """
                // Image(systemName: "drop").resizable().frame(width: 16, height: 16)
                let avoid = "resizable symbol in a 16-point frame"
                """),
        ]
    )

    static let textSize = 32.0

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "frame" {
            guard let member = call.memberCallee, let base = member.base else { continue }
            let sizes = ["width", "height"].compactMap { call.argument(labeled: $0)?.expression }
            guard !sizes.isEmpty,
                sizes.allSatisfy({ Self.number($0).map { $0 <= Self.textSize } ?? false })
            else { continue }
            let chain = base.modifierChain
            guard let root = chain.root?.as(FunctionCallExprSyntax.self), root.isTypeCall("Image"),
                root.argument(labeled: "systemName") != nil,
                chain.modifiers.contains(where: { $0.calleeName == "resizable" }),
                Self.sitsBesideText(call, among: file.nodes.calls), file.followsDynamicType(at: call)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "this symbol is stretched into a fixed frame, so it does not grow with Dynamic Type or match the text beside it; size it with 'font' or 'imageScale'"
                ))
        }
        return result
    }

    /// Whether the container the symbol is laid out in — the call whose closure holds it (an
    /// `HStack`, a `Label`, a `Button`) — also shows a `Text`.
    private static func sitsBesideText(_ frame: FunctionCallExprSyntax, among calls: [FunctionCallExprSyntax]) -> Bool {
        guard let closure = frame.enclosing(ClosureExprSyntax.self), let container = closure.enclosing(FunctionCallExprSyntax.self)
        else { return false }
        let range = container.position..<container.endPosition
        return calls.contains { call in
            call.isTypeCall("Text") && range.contains(call.position) && !call.isDescendant(of: frame)
        }
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        let expression = expression.withoutParentheses
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        return nil
    }
}
