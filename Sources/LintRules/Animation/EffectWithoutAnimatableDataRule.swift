import Linting
import SwiftSyntax

/// Lint: a custom `Shape` or `ViewModifier` that bends a stored numeric `var` through a
/// function such as `sin` or `pow`, with no `animatableData`: SwiftUI cannot interpolate it.
/// (A shape drawing a property linearly needs `animatableData` too, but a shape's `var` is as
/// often plain configuration, so only the bent case, which exists to be animated, is reported.)
struct EffectWithoutAnimatableDataRule: LintRule {
    static let description = RuleDescription(
        id: "effect-without-animatable-data",
        name: "Custom effect without animatableData",
        summary: "a `Shape` or `ViewModifier` passes a numeric property through `sin`/`cos`/`pow` without declaring `animatableData`",
        rationale: """
            SwiftUI animates by interpolating values it knows how to interpolate: the built-in \
            effects a body produces, and a type's own `animatableData`. A custom `Shape`'s \
            path is not one of them, and neither is a number a modifier bends before it \
            reaches an effect (`offset(x: sin(shakes * .pi * 2) * 8)` is 0 at both ends of \
            the animation). Without `animatableData` the view jumps to the final value. \
            Declare `var animatableData: Double { get { value } set { value = newValue } }` \
            (with `Animatable` conformance for a modifier), or mark the type `@Animatable` \
            where available.
            """,
        documentation: "animation/animation-and-transitions.md#animate-a-view-when-a-value-changes",
        triggering: [
            RuleExample(
                """
                struct ↓Wobble: ViewModifier {
                    var turns: Double
                    func body(content: Content) -> some View {
                        content.rotationEffect(.degrees(sin(turns * .pi * 2) * 6))
                    }
                }
                """),
            RuleExample(
                """
                struct ↓Bounce: ViewModifier {
                    var progress: CGFloat
                    func body(content: Content) -> some View {
                        content.scaleEffect(1 + pow(progress, 2) * 0.2)
                    }
                }
                """),
            RuleExample(
                """
                struct ↓Wave: Shape {
                    var phase: CGFloat
                    var height: CGFloat = 12
                    func path(in rect: CGRect) -> Path {
                        var path = Path()
                        path.move(to: CGPoint(x: 0, y: rect.midY + sin(phase) * height))
                        return path
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Wobble: ViewModifier, Animatable {
                    var turns: Double
                    var animatableData: Double {
                        get { turns }
                        set { turns = newValue }
                    }
                    func body(content: Content) -> some View {
                        content.rotationEffect(.degrees(sin(turns * .pi * 2) * 6))
                    }
                }
                """),
            RuleExample(
                """
                struct Fade: ViewModifier {
                    var amount: Double
                    func body(content: Content) -> some View {
                        content.opacity(1 - amount).blur(radius: amount * 8)
                    }
                }
                """),
            RuleExample(
                """
                struct Badge: Shape {
                    let cornerRadius: CGFloat
                    func path(in rect: CGRect) -> Path {
                        Path(roundedRect: rect, cornerRadius: cornerRadius)
                    }
                }
                """),
            RuleExample(
                """
                // struct Arc: Shape { var fraction: Double } needs animatableData
                let reminder = "animatableData"
                """),
        ]
    )

    static let numericTypes: Set<String> = ["Double", "CGFloat", "Float"]
    static let bendingFunctions: Set<String> = ["sin", "cos", "tan", "pow", "exp", "log", "sqrt", "fmod", "atan2"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for group in file.nodes.structs {
            let inherited = group.inheritedNames
            let isShape = inherited.contains("Shape") || inherited.contains("InsettableShape")
            guard isShape || inherited.contains("ViewModifier"),
                !inherited.contains("Animatable"), !inherited.contains("AnimatableModifier"),
                !inherited.contains("GeometryEffect"), !group.attributes.contains(attribute: "Animatable")
            else { continue }
            let members = group.memberBlock.members
            var numeric: Set<String> = []
            var declaresAnimatableData = false
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if name == "animatableData" { declaresAnimatableData = true }
                    if variable.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil,
                        let type = binding.typeAnnotation?.type.trimmedDescription, Self.numericTypes.contains(type)
                    {
                        numeric.insert(name)
                    }
                }
            }
            guard !declaresAnimatableData, !numeric.isEmpty else { continue }
            let drawing = members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                .filter { isShape ? $0.name.text == "path" : $0.name.text == "body" }
            let needsInterpolation = drawing.contains { function in
                function.descendants(DeclReferenceExprSyntax.self).contains { reference in
                    guard numeric.contains(reference.baseName.text) else { return false }
                    var node = reference.parent
                    while let current = node, current.id != function.id {
                        if let call = current.as(FunctionCallExprSyntax.self), let name = call.calleeName,
                            call.memberCallee == nil, Self.bendingFunctions.contains(name)
                        {
                            return true
                        }
                        node = current.parent
                    }
                    return false
                }
            }
            if needsInterpolation {
                result.append(
                    violation(
                        at: group.name, in: file,
                        message:
                            "'\(group.name.text)' has no 'animatableData', so SwiftUI cannot interpolate it and the animation jumps to the end; declare 'animatableData'"
                    ))
            }
        }
        return result
    }
}
