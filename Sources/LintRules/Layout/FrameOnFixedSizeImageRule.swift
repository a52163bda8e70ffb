import Linting
import SwiftSyntax

/// Lint: an asset `Image` (`Image("name")`, `Image(.name)`, `Image(decorative:)`) given a
/// `frame(width:height:)` without `resizable()` before it.
///
/// `Image(systemName:)` is left alone: a symbol is sized by its font, and a frame around it
/// is often a deliberate tap or alignment box. So are `Image(uiImage:)` and
/// `Image(nsImage:)`, which may hold a symbol image too.
struct FrameOnFixedSizeImageRule: LintRule {
    static let description = RuleDescription(
        id: "frame-on-fixed-size-image",
        name: "Frame on an image that is not resizable",
        summary: "an `Image` gets a fixed `frame` but is not `resizable()`, so it keeps its pixel size",
        rationale: """
            An `Image` made from an asset, a `UIImage` or an `NSImage` is drawn at the \
            image's own size until `resizable()` lets it take the size it is offered. A \
            `frame(width:height:)` after it only proposes a size: the image ignores it, \
            draws at its natural size, and overflows or floats inside the frame. Call \
            `resizable()` first, then `scaledToFit()` or `scaledToFill()` (with a clip) \
            to keep the aspect ratio, then the frame.
            """,
        documentation: "views/text-and-images.md#size-images-with-resizable-and-a-content-mode",
        triggering: [
            RuleExample(
                """
                Image("harbour-map")
                    .↓frame(width: 120, height: 120)
                """),
            RuleExample(
                """
                Image(decorative: "kiln-photo")
                    .clipShape(.circle)
                    .↓frame(width: 48, height: 48)
                """),
            RuleExample(
                """
                HStack {
                    Image(.choirLogo).↓frame(height: 32)
                    Text("Evensong")
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Image("harbour-map")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 120, height: 120)
                """),
            RuleExample(
                """
                Image(systemName: "sailboat")
                    .font(.title)
                    .frame(width: 44, height: 44)
                Image(nsImage: file.icon)
                    .frame(width: 16, height: 16)
                """),
            RuleExample(
                """
                Image("harbour-map")
                    .frame(maxWidth: .infinity, alignment: .leading)
                // Image("x").frame(width: 10, height: 10) is the mistake
                let note = "Image(\\"logo\\").frame(width: 32, height: 32)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("Image") {
            guard let first = call.arguments.first, first.label == nil || first.label?.text == "decorative" else { continue }
            var node = Syntax(call)
            while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                let modifier = member.parent?.as(FunctionCallExprSyntax.self)
            {
                let name = member.declName.baseName.text
                if name == "resizable" { break }
                if name == "frame", modifier.argument(labeled: "width") != nil || modifier.argument(labeled: "height") != nil {
                    result.append(
                        violation(
                            at: member.declName, in: file,
                            message:
                                "this Image is not resizable, so the frame does not scale it; add '.resizable()' and a content mode before the frame"
                        ))
                    break
                }
                node = Syntax(modifier)
            }
        }
        return result
    }
}
