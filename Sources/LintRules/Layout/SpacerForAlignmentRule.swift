import Linting
import SwiftSyntax

/// Lint: an `HStack` or `VStack` whose only children are one view and a bare `Spacer()`.
///
/// A stack with a second view, a `ForEach`, a condition, a view that takes all the space it is
/// offered (a toggle, a field, a scroll view, a shape), or a `Spacer` with a minimum length is
/// left alone: there the spacer divides space between siblings.
struct SpacerForAlignmentRule: LintRule {
    static let description = RuleDescription(
        id: "spacer-for-alignment",
        name: "Stack and spacer to align one view",
        summary: "an `HStack` or `VStack` holds one view and a `Spacer()` only to push it to an edge",
        rationale: """
            A stack with one view and a spacer builds two extra views to say "fill the \
            width and sit at the leading edge". `.frame(maxWidth: .infinity, alignment: \
            .leading)` says that on the view itself, keeps its alignment with its \
            siblings explicit, and leaves nothing to remove when a second view arrives \
            and the spacer starts dividing space between them.
            """,
        documentation: "layout/layout-containers.md#align-one-view-with-a-frame",
        triggering: [
            RuleExample(
                """
                ↓HStack {
                    Text(bike.model)
                    Spacer()
                }
                """),
            RuleExample(
                """
                ↓HStack {
                    Spacer()
                    Button("Return Bike") { rentals.end(rental) }
                        .buttonStyle(.borderedProminent)
                }
                """),
            RuleExample(
                """
                ↓VStack(alignment: .leading) {
                    DockSummary(dock: dock)
                    Spacer()
                }
                .padding()
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(bike.model)
                    .frame(maxWidth: .infinity, alignment: .leading)
                """),
            RuleExample(
                """
                HStack {
                    Text(bike.model)
                    Spacer()
                    Text(bike.hourlyRate, format: .currency(code: "EUR"))
                }
                """),
            RuleExample(
                """
                HStack {
                    ForEach(docks) { DockBadge(dock: $0) }
                    Spacer()
                }
                VStack {
                    if showsMap { DockMap(docks: docks) }
                    Spacer()
                }
                HStack {
                    Text("Docks")
                    Spacer(minLength: 24)
                }
                HStack {
                    Toggle("Reserve", isOn: $reserves)
                    Spacer()
                }
                """),
        ]
    )

    static let stacks: Set<String> = ["HStack", "VStack"]
    /// Views that take the space they are offered: beside them a spacer splits the space
    /// instead of pushing, so a frame would change the layout.
    static let spreadingViews: Set<String> = [
        "ForEach", "Spacer", "Divider", "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Picker",
        "ScrollView", "ScrollViewReader", "List", "Form", "GeometryReader", "Color", "Rectangle", "RoundedRectangle",
        "Circle", "Capsule", "Ellipse", "LinearGradient", "ProgressView",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard let name = call.calleeName, Self.stacks.contains(name), call.isTypeCall(name),
                call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
                closure.statements.count == 2
            else { return nil }
            let children = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
            guard children.count == 2, let spacerIndex = children.firstIndex(where: Self.isBareSpacer) else { return nil }
            let view = children[1 - spacerIndex]
            guard let root = view.modifierChain.root, !Self.isBareSpacer(view),
                !(root.as(FunctionCallExprSyntax.self)?.calleeName.map(Self.spreadingViews.contains) ?? false),
                !root.is(IfExprSyntax.self), !root.is(SwitchExprSyntax.self)
            else { return nil }
            let edge = Self.edge(stack: name, spacerFirst: spacerIndex == 0)
            let axis = name == "HStack" ? "maxWidth" : "maxHeight"
            return violation(
                at: call.calledExpression, in: file,
                message: "this '\(name)' only pushes one view to an edge; use '.frame(\(axis): .infinity, alignment: .\(edge))' on the view"
            )
        }
    }

    private static func isBareSpacer(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return call.isTypeCall("Spacer") && call.arguments.isEmpty && call.trailingClosure == nil
    }

    private static func edge(stack: String, spacerFirst: Bool) -> String {
        switch (stack, spacerFirst) {
        case ("HStack", false): return "leading"
        case ("HStack", true): return "trailing"
        case (_, false): return "top"
        default: return "bottom"
        }
    }
}
