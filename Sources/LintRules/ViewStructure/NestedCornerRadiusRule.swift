import Linting
import SwiftSyntax

/// Lint: a rounded view inside a rounded, padded container whose inner corner radius is not
/// smaller than the outer one: `VStack { photo.clipShape(.rect(cornerRadius: 16)) }
/// .padding(12).background(…, in: .rect(cornerRadius: 16))`.
///
/// Only literal radii and a literal padding are compared.
struct NestedCornerRadiusRule: LintRule {
    static let description = RuleDescription(
        id: "nested-corner-radius",
        name: "Inner corner as round as the outer one",
        summary: "a rounded view inside a padded, rounded container has a corner radius at least as large as the container's",
        rationale: """
            Two rounded rectangles nested with a margin between them only look parallel when \
            they share a centre of curvature: the inner radius is the outer radius minus the \
            margin. An inner corner as round as the outer one bulges towards the container's \
            corner and leaves the gap thinner there than along the edges, which reads as \
            misaligned. Subtract the padding from the outer radius (never below zero), or, \
            from iOS 26, use `ConcentricRectangle`, which works it out.
            """,
        documentation: "views/text-and-images.md#round-corners-with-clipshape",
        triggering: [
            RuleExample(
                """
                VStack(alignment: .leading) {
                    Image(decorative: plant.photoName)
                        .resizable()
                        .scaledToFill()
                        .frame(height: 140)
                        .clipShape(.rect(cornerRadius: ↓20))
                    Text(plant.name)
                }
                .padding(10)
                .background(.thinMaterial, in: .rect(cornerRadius: 20))
                """),
            RuleExample(
                """
                HStack {
                    DockMap(dock: dock)
                        .clipShape(RoundedRectangle(cornerRadius: ↓24))
                }
                .padding(8)
                .background(Color(.secondarySystemBackground))
                .clipShape(.rect(cornerRadius: 18))
                """),
            RuleExample(
                """
                ZStack {
                    Color.teal.clipShape(.rect(cornerRadius: ↓12, style: .continuous))
                }
                .padding(.all, 4)
                .background(RoundedRectangle(cornerRadius: 12).fill(.background))
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                VStack(alignment: .leading) {
                    Image(decorative: plant.photoName)
                        .resizable()
                        .scaledToFill()
                        .frame(height: 140)
                        .clipShape(.rect(cornerRadius: 10))
                    Text(plant.name)
                }
                .padding(10)
                .background(.thinMaterial, in: .rect(cornerRadius: 20))
                """),
            RuleExample(
                """
                VStack {
                    DockMap(dock: dock)
                        .clipShape(.rect(cornerRadius: 16))
                }
                .background(.thinMaterial, in: .rect(cornerRadius: 16))
                .padding(8)
                """),
            RuleExample(
                """
                HStack {
                    Avatar(member: member).clipShape(.rect(cornerRadius: radius))
                }
                .padding(spacing)
                .background(.quaternary, in: .rect(cornerRadius: radius))
                """),
            RuleExample(
                """
                // .clipShape(.rect(cornerRadius: 16)) inside .padding(12) with an outer 16
                let note = "inner radius = outer radius - padding"
                """),
        ]
    )

    static let containers: Set<String> = ["VStack", "HStack", "ZStack"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let name = call.calleeName, Self.containers.contains(name), call.isTypeCall(name),
                let content = call.contentClosure
            else { continue }
            // Modifiers outermost first: the rounded one must wrap the padding.
            let modifiers = ExprSyntax(call).enclosingModifierChain.modifiers
            guard let roundIndex = modifiers.firstIndex(where: { Self.radius(of: $0) != nil }),
                let outer = Self.radius(of: modifiers[roundIndex])?.value,
                let padding = modifiers[(roundIndex + 1)...].lazy.compactMap(Self.padding(of:)).first, padding > 0
            else { continue }
            for item in content.topLevelItems {
                guard let expression = item.as(ExprSyntax.self) else { continue }
                for modifier in expression.modifierChain.modifiers {
                    guard let (inner, literal) = Self.radius(of: modifier), inner >= outer else { continue }
                    result.append(
                        violation(
                            at: literal, in: file,
                            message:
                                "an inner radius of \(Self.format(inner)) inside \(Self.format(padding)) points of padding and an outer radius of \(Self.format(outer)) is not concentric; use \(Self.format(max(outer - padding, 0)))"
                        ))
                }
            }
        }
        return result
    }

    /// The literal `cornerRadius:` a rounding modifier uses: `clipShape(.rect(cornerRadius:))`,
    /// `clipShape(RoundedRectangle(cornerRadius:))`, `background(_, in: .rect(cornerRadius:))`,
    /// `background(RoundedRectangle(cornerRadius:).fill(…))`.
    private static func radius(of modifier: FunctionCallExprSyntax) -> (value: Double, literal: ExprSyntax)? {
        guard let name = modifier.calleeName, name == "clipShape" || name == "background" else { return nil }
        let shapes: [ExprSyntax]
        if name == "background" {
            shapes = [modifier.argument(labeled: "in")?.expression, modifier.arguments.first?.expression].compactMap { $0 }
        } else {
            shapes = modifier.arguments.first.map { [$0.expression] } ?? []
        }
        for shape in shapes {
            guard let root = shape.modifierChain.root?.as(FunctionCallExprSyntax.self) ?? shape.as(FunctionCallExprSyntax.self),
                root.calleeName == "rect" || root.isTypeCall("RoundedRectangle"),
                let literal = root.argument(labeled: "cornerRadius")?.expression, let value = number(literal)
            else { continue }
            return (value, literal)
        }
        return nil
    }

    /// The literal amount of `padding(12)` or `padding(.all, 12)`.
    private static func padding(of modifier: FunctionCallExprSyntax) -> Double? {
        guard modifier.calleeName == "padding" else { return nil }
        let arguments = Array(modifier.arguments)
        if arguments.count == 1, let value = number(arguments[0].expression) { return value }
        if arguments.count == 2, arguments[0].expression.trimmedDescription == ".all" { return number(arguments[1].expression) }
        return nil
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        let expression = expression.withoutParentheses
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        return nil
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
