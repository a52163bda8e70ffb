import Linting
import SwiftSyntax

/// Lint: `.clipShape(…)` or `.clipped()` applied after `.overlay(…)` or `.background(…)`
/// with no `.compositingGroup()` (or `.drawingGroup()`) in between.
///
/// A fringe needs two layers whose edges meet at the clip: a view that fills its frame
/// (a colour, gradient, shape or resizable image) with an overlay or background, or an
/// overlay over a background. The padded card (`Text.padding().background(color).clipShape(…)`)
/// has one: its text does not reach the edge, so the clip is clean and the rule is quiet
/// (tried on public apps, that shape was most of the rule's false positives).
struct ClipShapeAfterOverlayRule: LintRule {
    static let description = RuleDescription(
        id: "clipshape-after-overlay",
        name: "Clipping layered views without compositing",
        summary: "`.clipShape`/`.clipped` after `.overlay`/`.background` without `.compositingGroup()` between",
        rationale: """
            Clipping a view that has an overlay or background clips each layer separately, \
            and each layer gets its own antialiased edge. Where those edges overlap — at \
            rounded corners — the colours of the lower layer bleed through as a faint fringe. \
            Insert `.compositingGroup()` before the clip so the layers are flattened first \
            and the edge is antialiased once.
            """,
        documentation: "views/view-structure.md#clip-after-compositing",
        triggering: [
            RuleExample(
                """
                Color.teal
                    .background(.black)
                    .↓clipShape(.circle)
                """),
            RuleExample(
                """
                Circle()
                    .fill(.indigo)
                    .overlay(.yellow.opacity(0.8), in: .circle)
                    .↓clipShape(.circle)
                """),
            RuleExample(
                """
                Image("cover")
                    .resizable()
                    .background(Color.black)
                    .frame(width: 120, height: 120)
                    .↓clipped()
                """),
            RuleExample(
                """
                Text("Café")
                    .padding()
                    .background(.blue)
                    .overlay { Capsule().stroke(.white, lineWidth: 2) }
                    .↓clipShape(Capsule())
                    .compositingGroup()
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                LinearGradient(colors: [.teal, .green], startPoint: .top, endPoint: .bottom)
                    .overlay(.black.opacity(0.3), in: .rect)
                    .compositingGroup()
                    .clipShape(.rect(cornerRadius: 20))
                """),
            RuleExample(
                """
                Image("cover")
                    .resizable()
                    .scaledToFill()
                    .frame(width: 120, height: 120)
                    .clipped()
                    .overlay(alignment: .bottom) { Text("Caption") }
                """),
            RuleExample(
                """
                // Color.teal.background(.black).clipShape(.circle)
                let hint = ".background(y).clipped()"
                Capsule().clipShape(.capsule)
                """),
            RuleExample(
                """
                Text("Card")
                    .padding()
                    .background(Color.gray, in: .rect(cornerRadius: 12))
                """),
            RuleExample(
                """
                Text("Hi")
                    .background(.blue)
                    .drawingGroup()
                    .clipShape(.rect(cornerRadius: 8))
                """),
            RuleExample(
                """
                Text("Card")
                    .padding()
                    .background(Color.gray)
                    .clipShape(.rect(cornerRadius: 12))
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let name = call.calleeName, name == "clipShape" || name == "clipped",
                let member = call.memberCallee, let base = member.base
            else { continue }
            let below = base.modifierChain.modifiers
            let flattened = below.firstIndex { ["compositingGroup", "drawingGroup"].contains($0.calleeName ?? "") }
            let candidates = below[..<(flattened ?? below.endIndex)]
            guard let layer = candidates.lazy.compactMap(\.calleeName).first(where: { $0 == "overlay" || $0 == "background" })
            else { continue }
            // Two layers must reach the clip's edge for their edges to fringe.
            var layersAtTheEdge = candidates.filter { ["overlay", "background"].contains($0.calleeName ?? "") }.count
            let chain = base.modifierChain
            let modifierNames = Set(chain.modifiers.compactMap(\.calleeName))
            let rootName =
                chain.root?.as(FunctionCallExprSyntax.self)?.calleeName ?? chain.root?.as(MemberAccessExprSyntax.self)?.base?.referencedName
                ?? chain.root?.referencedName
            if let rootName, Self.fillingViews.contains(rootName) || !modifierNames.isDisjoint(with: ["fill", "resizable", "scaledToFill"])
            {
                layersAtTheEdge += 1
            }
            guard layersAtTheEdge >= 2 else { continue }
            result.append(violation(at: member.declName, in: file, message: Self.message(name, layer)))
        }
        return result
    }

    /// Views that fill their whole frame.
    static let fillingViews: Set<String> = [
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "Rectangle",
        "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape",
    ]

    private static func message(_ clip: String, _ layer: String) -> String {
        "'\(clip)' after '\(layer)' antialiases each layer separately and leaves fringes; add '.compositingGroup()' before it"
    }
}
