import Linting
import SwiftSyntax

/// Lint: `.system(size:)` fonts (`.font(.system(size: 14))`, `Font.system(size: 20, weight:)`),
/// which do not scale with Dynamic Type.
///
/// A size read from a `@ScaledMetric` property scales, and is left alone.
struct FixedFontSizeRule: LintRule {
    static let description = RuleDescription(
        id: "fixed-font-size",
        name: "Fixed font size",
        summary: "a font is created with `.system(size:)` and a literal size, which ignores the user's text size",
        rationale: """
            Text styles (`.body`, `.headline`, `.caption`) follow the text size the person \
            chose in Settings, up to the accessibility sizes; `Font.system(size:)` is a fixed \
            point size and stays the same. (Dynamic Type is an iOS, iPadOS, tvOS, watchOS and \
            visionOS feature: code in `#if os(macOS)` and files that import AppKit are not \
            checked.) Use a text style, and adjust it with \
            `.fontWeight`, `.fontDesign` or `.font(.title.bold())`. When a design needs a \
            specific size, keep it scalable: `Font.custom(_:size:relativeTo:)` for custom \
            fonts, or a size from a `@ScaledMetric` property.
            """,
        documentation: "accessibility/accessible-controls.md#let-text-follow-dynamic-type",
        triggering: [
            RuleExample(
                """
                Text(plant.name)
                    .font(.↓system(size: 17, weight: .semibold))
                """),
            RuleExample(
                """
                Text("\\(dock.freeBikes)")
                    .font(Font.↓system(size: 34, design: .rounded))
                """),
            RuleExample(
                """
                extension Font {
                    static let catalogueTitle = Font.↓system(size: 22)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(plant.name)
                    .font(.headline)
                    .fontWeight(.semibold)
                """),
            RuleExample(
                """
                struct Countdown: View {
                    @ScaledMetric(relativeTo: .largeTitle) private var digitSize = 34.0
                    let seconds: Int
                    var body: some View {
                        Text("\\(seconds)").font(.system(size: digitSize, design: .rounded))
                    }
                }
                """),
            RuleExample(
                """
                Text("Opening hours")
                    .font(.custom("Avenir Next", size: 17, relativeTo: .body))
                    .font(.system(.title, design: .serif))
                """),
            RuleExample(
                """
                #if os(macOS)
                let statusFont = Font.system(size: 11)
                #endif
                """),
            RuleExample(
                """
                static func scaledFont(size: CGFloat) -> Font {
                    .system(size: UIFontMetrics.default.scaledValue(for: size))
                }
                """),
            RuleExample(
                """
                // .font(.system(size: 17)) would ignore Dynamic Type
                let avoid = ".font(.system(size: 17))"
                """),
        ]
    )

    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        let expression = expression.withoutParentheses
        return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
    }

    func violations(in file: LintFile) -> [RuleViolation] {
        // Dynamic Type is an iOS-family feature: code built for macOS alone has no text size
        // to follow (see `followsDynamicType(at:)`).
        guard file.followsDynamicType(at: file.tree) else { return [] }
        var scaled: Set<String> = []
        for variable in file.nodes.variables where variable.attributes.contains(attribute: "ScaledMetric") {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { scaled.insert(name) }
            }
        }
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "system",
                let size = call.arguments.first, size.label?.text == "size"
            else { continue }
            if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "Font" { continue }
            if let name = size.expression.referencedName, scaled.contains(name) { continue }
            // A size computed elsewhere may already be scaled (`UIFontMetrics`); only a
            // literal is certainly fixed.
            guard Self.isLiteral(size.expression), file.followsDynamicType(at: call) else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'system(size:)' is a fixed size that ignores Dynamic Type; use a text style, or scale the size with '@ScaledMetric'"
                ))
        }
        return result
    }
}
