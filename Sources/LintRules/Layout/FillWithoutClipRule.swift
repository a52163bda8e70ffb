import Linting
import SwiftSyntax

/// Lint: a resizable image scaled to fill a fixed frame, with no clip after the frame.
///
/// Fires on a chain that makes an image `resizable()`, fills (`scaledToFill()` or
/// `aspectRatio(contentMode: .fill)`), then gives it a `frame(width:height:)`, when nothing
/// after that frame clips it (`clipped`, `clipShape`, `cornerRadius`, `mask`) and no modifier
/// around the chain clips the view that holds it. A clip placed before the frame counts as
/// missing: there is no frame yet to clip to.
struct FillWithoutClipRule: LintRule {
    static let description = RuleDescription(
        id: "fill-without-clip",
        name: "Filled image not clipped to its frame",
        summary: "An image scaled to fill a fixed frame has no clip after the frame",
        rationale: """
            `scaledToFill()` grows the image until it covers the proposed size, so one side \
            is larger than the frame. `frame(width:height:)` only lays the image out in that \
            box; it does not cut it, and the overflow draws over the views around it and \
            still takes touches there. Follow the frame with `clipped()` or a `clipShape`; a \
            clip written before the frame clips the image to its own, larger size and so \
            does nothing.
            """,
        documentation: "views/text-and-images.md#size-images-with-resizable-and-a-content-mode",
        triggering: [
            RuleExample(
                """
                Image(decorative: kite.photoName)
                    .resizable()
                    .scaledToFill()
                    .↓frame(width: 96, height: 96)
                """),
            RuleExample(
                """
                Image(decorative: "harbour-dawn")
                    .resizable()
                    .clipped()
                    .aspectRatio(contentMode: .fill)
                    .↓frame(height: 140)
                    .overlay(alignment: .bottom) { Text("Harbour") }
                """),
            RuleExample(
                """
                AsyncImage(url: lantern.pictureURL) { picture in
                    picture
                        .resizable()
                        .scaledToFill()
                        .↓frame(width: 60, height: 60)
                } placeholder: {
                    ProgressView()
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Image(decorative: kite.photoName)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 96, height: 96)
                    .clipShape(.rect(cornerRadius: 8))
                """),
            RuleExample(
                """
                Image(decorative: "harbour-dawn")
                    .resizable()
                    .scaledToFit()
                    .frame(height: 140)
                """),
            RuleExample(
                """
                VStack {
                    Image(decorative: "harbour-dawn")
                        .resizable()
                        .scaledToFill()
                        .frame(height: 140)
                    Text("Harbour")
                }
                .clipShape(.rect(cornerRadius: 12))
                """),
            RuleExample(
                """
                Image(decorative: "harbour-dawn")
                    .resizable()
                    .scaledToFill()
                    .frame(minWidth: 0, maxWidth: .infinity)
                """),
        ]
    )

    /// Modifiers that cut a view to a shape.
    static let clips: Set<String> = ["clipped", "clipShape", "cornerRadius", "mask"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where Self.isFill(call) {
            // The chain's modifiers run outermost first: those before the fill come after it.
            let chain = ExprSyntax(call).enclosingModifierChain.modifiers
            guard let fillIndex = chain.firstIndex(where: { $0.id == call.id }), let outermost = chain.first else { continue }
            let outer = Array(chain[..<fillIndex].reversed())
            let inner = chain[fillIndex...]
            guard inner.contains(where: { $0.calleeName == "resizable" }),
                let frameIndex = outer.firstIndex(where: Self.isFixedFrame),
                !outer[frameIndex...].contains(where: { Self.clips.contains($0.calleeName ?? "") }),
                !Self.isClippedAround(ExprSyntax(outermost))
            else { continue }
            let frame = outer[frameIndex]
            result.append(
                violation(
                    at: frame.memberCallee.map { Syntax($0.declName) } ?? Syntax(frame), in: file,
                    message:
                        "the filled image overflows this frame; add 'clipped()' or a 'clipShape' after the frame"))
        }
        return result
    }

    /// `scaledToFill()` or `aspectRatio(…, contentMode: .fill)`.
    private static func isFill(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.memberCallee != nil else { return false }
        switch call.calleeName {
        case "scaledToFill": return true
        case "aspectRatio":
            return call.arguments.contains { $0.expression.trimmedDescription == ".fill" }
        default: return false
        }
    }

    /// A frame that fixes a width or a height.
    private static func isFixedFrame(_ call: FunctionCallExprSyntax) -> Bool {
        call.calleeName == "frame" && (call.argument(labeled: "width") != nil || call.argument(labeled: "height") != nil)
    }

    /// Whether a modifier around the expression's enclosing views clips them.
    private static func isClippedAround(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression).parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.memberCallee,
                clips.contains(member.declName.baseName.text), let base = member.base,
                expression.isDescendant(of: base)
            {
                return true
            }
            node = current.parent
        }
        return false
    }
}
