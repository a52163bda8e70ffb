import Linting
import SwiftSyntax

/// Lint: a `ZStack` aligned to an edge or corner that layers one symbol or text over one
/// view: the decoration belongs in that view's `overlay(alignment:)`.
///
/// A centred stack, a stack of three or more layers, a condition, and a fill underneath
/// (a colour, shape or gradient, which sizes to the layer above) are left alone.
struct ZStackForOverlayRule: LintRule {
    static let description = RuleDescription(
        id: "zstack-for-overlay",
        name: "ZStack where an overlay belongs",
        summary: "an aligned `ZStack` layers one symbol or text over one view",
        rationale: """
            A `ZStack` sizes itself to all of its children, so the badge or label takes part \
            in layout: a wider badge grows the stack and moves the view it decorates. \
            `overlay(alignment:)` sizes the layer to the view it modifies and pins it to \
            that view's edge or corner, whatever size the view ends up with.
            """,
        documentation: "views/view-structure.md#layering-with-overlay-and-background",
        triggering: [
            RuleExample(
                """
                ↓ZStack(alignment: .topTrailing) {
                    ObservatoryPhoto(observatory: observatory)
                    Image(systemName: "star.fill")
                        .padding(6)
                }
                """),
            RuleExample(
                """
                ↓ZStack(alignment: .bottomLeading) {
                    TelescopeCard(telescope: telescope)
                    Text(telescope.status)
                        .font(.caption)
                        .padding(4)
                }
                """),
            RuleExample(
                """
                ↓ZStack(alignment: .trailing) {
                    TextField("Object name", text: $query)
                    Image(systemName: "magnifyingglass")
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ObservatoryPhoto(observatory: observatory)
                    .overlay(alignment: .topTrailing) {
                        Image(systemName: "star.fill").padding(6)
                    }
                """),
            RuleExample(
                """
                ZStack(alignment: .bottomLeading) {
                    Color.indigo
                    Text(telescope.status)
                }
                ZStack {
                    SkyMap(region: region)
                    Image(systemName: "scope")
                }
                """),
            RuleExample(
                """
                ZStack(alignment: .topLeading) {
                    SkyMap(region: region)
                    ConstellationLines(region: region)
                    Text(region.name)
                }
                ZStack(alignment: .top) {
                    SkyMap(region: region)
                    if showsCompass { Image(systemName: "location.north") }
                }
                """),
        ]
    )

    static let decorations: Set<String> = ["Image", "Text"]
    static let fills: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule",
        "ContainerRelativeShape", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "MeshGradient", "Spacer", "ForEach", "GeometryReader",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard call.isTypeCall("ZStack"), call.additionalTrailingClosures.isEmpty,
                let alignment = call.argument(labeled: "alignment")?.expression.as(MemberAccessExprSyntax.self),
                alignment.base == nil, alignment.declName.baseName.text != "center",
                let closure = call.trailingClosure, closure.statements.count == 2
            else { return nil }
            let layers = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
            guard layers.count == 2, let base = layers[0].modifierChain.root, let top = layers[1].rootCall,
                let topName = top.calleeName, top.isTypeCall(topName), Self.decorations.contains(topName),
                topName == "Text" || top.argument(labeled: "systemName") != nil,
                !Self.isFill(base)
            else { return nil }
            let what = topName == "Text" ? "text" : "symbol"
            return violation(
                at: call.calledExpression, in: file,
                message:
                    "this 'ZStack' layers one \(what) over one view; use '.overlay(alignment: .\(alignment.declName.baseName.text))' on the view"
            )
        }
    }

    /// A colour, shape, gradient or other layer that takes the size it is offered.
    private static func isFill(_ root: ExprSyntax) -> Bool {
        if let member = root.as(MemberAccessExprSyntax.self) {
            // `.clear`, `Color.indigo`
            return member.base == nil || member.base?.trimmedDescription == "Color"
        }
        if let call = root.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            return Self.fills.contains(name)
        }
        return root.is(DeclReferenceExprSyntax.self) == false
    }
}
