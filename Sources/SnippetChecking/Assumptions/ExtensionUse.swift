import SiteCore
import Snippets
import SwiftSyntax

/// A member an example uses on a known type that the type does not have: an extension the
/// page has elsewhere and does not show (`Color(hex: "…")`, `Font.brandTitle`,
/// `.cardStyle()`, `.foregroundStyle(.brandPrimary)`).
///
/// Found from the first pass's errors on the example's own lines; ``AssumptionSynthesizer``
/// turns each into an assumed extension, reported as such (`Color.init(hex:)`), unless the
/// member is a near-typo of a surface name (`.paddding`, `Text("").fnt`) or a surface name
/// itself (a real member used on the wrong type), or an initializer's labels are all real
/// labels (a real initializer called wrongly). Assumed members are `fileprivate`: every
/// example of a run is compiled into one module, and two examples may assume the same one.
struct ExtensionUse: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable {
        /// `Color(hex: "…")`: an initializer with labels the type does not have.
        case initializer
        /// `Font.brandTitle`, `.font(.brandTitle)`: a static member of the named type.
        case staticMember
        /// `.cardStyle()` on a view: a `View` extension method.
        case viewModifier
        /// `.foregroundStyle(.brandPrimary)`: a static color on `ShapeStyle`.
        case shapeStyle
        /// `@Environment(\.gardenZone)`, `.environment(\.gardenZone, 7)`: an environment value
        /// the page declares elsewhere (`@Entry var gardenZone = 0`).
        case environmentValue
    }

    var kind: Kind
    /// The type the compiler named (`Color`), or "" where the syntax decides.
    var type: String
    /// The member (`brandTitle`), or "init".
    var member: String
    /// The line of the example (1-based, in the example's source) the error is on.
    var line: Int

    private static let initializerMessages = [
        "extraneous argument label", "incorrect argument label", "no exact matches in call to initializer",
        "argument passed to call that takes no arguments", "missing argument label", "extra argument", "missing argument for parameter",
    ]

    /// The uses a compile result's errors point at.
    static func uses(in result: CompileResult, snippet: Snippet) -> Set<ExtensionUse> {
        var uses: Set<ExtensionUse> = []
        for finding in result.findings where finding.diagnostic.severity == .error && !finding.isOnWrapperLine {
            let message = finding.diagnostic.message
            guard let markdownLine = finding.diagnostic.location?.line,
                let index = snippet.lines.firstIndex(where: { $0.markdownLine == markdownLine })
            else { continue }
            let line = index + 1
            let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            if message.hasPrefix("type '"), message.contains("' has no member '"), quoted.count >= 2 {
                var type = quoted[0]
                if type.hasSuffix("?") { type.removeLast() }
                let kind: Kind = type == "ShapeStyle" ? .shapeStyle : .staticMember
                uses.insert(ExtensionUse(kind: kind, type: type, member: quoted[1], line: line))
            } else if message.hasPrefix("value of type '"), message.contains("' has no member '"), quoted.count >= 2 {
                let kind: Kind = quoted[0] == "EnvironmentValues" ? .environmentValue : .viewModifier
                uses.insert(ExtensionUse(kind: kind, type: quoted[0], member: quoted[1], line: line))
            } else if message.hasPrefix("cannot infer key path type from context"),
                let member = environmentKey(in: snippet.lines[index].text)
            {
                // `@Environment(\.gardenZone) private var zone`: the compiler names no member.
                uses.insert(ExtensionUse(kind: .environmentValue, type: "EnvironmentValues", member: member, line: line))
            } else if message.hasPrefix("reference to member '"), message.hasSuffix("cannot be resolved without a contextual type"),
                let member = quoted.first, let type = assetResource(of: member, in: snippet.lines[index].text)
            {
                // `Color(.duskAccent)`: among `Color`'s unlabelled initializers the compiler
                // cannot tell which type should have the asset's symbol; Xcode generates it on
                // the resource type.
                uses.insert(ExtensionUse(kind: .staticMember, type: type, member: member, line: line))
            } else if message.hasPrefix("cannot infer contextual base in reference to member '"), let member = quoted.first {
                uses.insert(ExtensionUse(kind: .shapeStyle, type: "ShapeStyle", member: member, line: line))
            } else if initializerMessages.contains(where: { message.hasPrefix($0) }) {
                uses.insert(ExtensionUse(kind: .initializer, type: "", member: "init", line: line))
            }
        }
        return uses
    }

    /// The types Xcode gives one static member per asset of a catalog.
    static let assetResourceTypes: Set<String> = ["ImageResource", "ColorResource"]

    /// The asset catalog type whose generated symbol `.member` is on a line written as
    /// `Image(.member)` or `Color(.member)`: `ImageResource` or `ColorResource`.
    static func assetResource(of member: String, in line: String) -> String? {
        if line.contains("Image(.\(member))") { return "ImageResource" }
        if line.contains("Color(.\(member))") { return "ColorResource" }
        return nil
    }

    /// The member of `@Environment(\.name)` on a line, if it has one.
    static func environmentKey(in line: String) -> String? {
        guard let range = line.range(of: "@Environment(\\.") else { return nil }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard line[range.upperBound...].dropFirst(name.count).first == ")", !name.isEmpty else { return nil }
        return String(name)
    }
}

extension AssumptionSynthesizer {
    /// Modifiers whose first argument is a shape style (`.foregroundStyle(.brandPrimary)`).
    static let styleModifiers: Set<String> = ["foregroundStyle", "background", "fill", "stroke", "tint", "strokeBorder", "border"]

    /// Assumed extensions for `uses`, or refusals (near-typos keep their errors).
    func extensions(
        for uses: Set<ExtensionUse>, in tree: SourceFileSyntax, declaredNames: Set<String>
    ) -> (assumed: [AssumedDeclaration], refused: [(name: String, reason: String)]) {
        var assumed: [AssumedDeclaration] = []
        var refused: [(name: String, reason: String)] = []
        var seen: Set<String> = []
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = ExtensionSiteFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        func line(of node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }
        /// A surface type the page neither declares nor is assumed to declare.
        func isKnownType(_ type: String) -> Bool {
            !type.isEmpty && type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && surfaceTypes.contains(type)
                && !Self.standardNames.contains(type) && !declaredNames.contains(type)
        }
        /// Nil when `member` may be assumed; else why not (a typo keeps its error).
        func refusal(_ member: String) -> String? {
            if memberNames.surfaceNames.contains(member) || declaredNames.contains(member) { return "a member the surface or the page has" }
            // The surface-gap check's distances: `.padingg` is a typo, not an extension.
            return memberNames.isTypo(member, declaredNames: declaredNames) ? Self.typoReason : nil
        }
        func add(_ name: String, summary: String, _ declaration: String) {
            guard seen.insert(summary).inserted else { return }
            assumed.append(AssumedDeclaration(name: name, summary: summary, declaration: declaration, isMember: false))
        }
        for use in uses.sorted(by: { ($0.line, $0.member, $0.type) < ($1.line, $1.member, $1.type) }) {
            switch use.kind {
            case .initializer:
                for call in finder.initializerCalls where line(of: call) == use.line {
                    let type = UsageCollector.calleeName(call.calledExpression)
                    guard isKnownType(type) else { continue }
                    let shape = UsageCollector.shape(of: call)
                    let labels = shape.labels.compactMap { $0 }
                    guard !labels.isEmpty else { continue }
                    // Every label real: a real initializer called wrongly, not an extension.
                    guard labels.contains(where: { !memberNames.surfaceNames.contains($0) }) else { continue }
                    if let typo = labels.first(where: { !memberNames.surfaceNames.contains($0) && refusal($0) == Self.typoReason }) {
                        refused.append((typo, Self.typoReason))
                        continue
                    }
                    let parameters = parameterList(shape)
                    let signature = "init(\(shape.labels.map { ($0 ?? "_") + ":" }.joined()))"
                    add(
                        signature, summary: "\(type).\(signature)",
                        "extension \(type) {\n    fileprivate init\(parameters.generics)\(parameters.text) { fatalError() }\n}")
                }
            case .staticMember:
                // Symbols a build generates, which no page shows: an asset's
                // (`ImageResource.harvestMoon`, named by its catalog: any name, near an API's or
                // not) and a package's `Bundle.module` (SwiftPM's accessor for its resources).
                let isGenerated =
                    finder.memberCalls[use.member] == nil
                    && (ExtensionUse.assetResourceTypes.contains(use.type) || use.type == "Bundle" && use.member == "module")
                guard isKnownType(use.type) || isGenerated else { continue }
                if !isGenerated, let reason = refusal(use.member) {
                    if reason == Self.typoReason { refused.append((use.member, reason)) }
                    continue
                }
                let call = finder.memberCalls[use.member]
                if let call {
                    let parameters = parameterList(UsageCollector.shape(of: call))
                    add(
                        use.member, summary: "\(use.type).\(use.member)()",
                        "extension \(use.type) {\n    fileprivate static func \(use.member)\(parameters.generics)\(parameters.text) -> \(use.type) { fatalError() }\n}"
                    )
                } else {
                    add(
                        use.member, summary: "\(use.type).\(use.member)",
                        "extension \(use.type) {\n    fileprivate static var \(use.member): \(use.type) { fatalError() }\n}")
                }
            case .viewModifier:
                // Only a call chained on a view: `Text("…").cardStyle()`, `VStack { … }.cardStyle()`.
                // An argument the example cannot type (`.basedOnSize`, a closure) marks a real API
                // the surface lacks, not a page's own modifier: it stays a surface gap.
                guard let call = finder.memberCalls[use.member], let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    use.type == "some View" || use.type.contains("<") || member.base.map(ExtensionSiteFinder.startsWithView) ?? true,
                    call.trailingClosure == nil,
                    !call.arguments.contains(where: { argument in
                        argument.expression.is(ClosureExprSyntax.self)
                            || argument.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
                    })
                else { continue }
                if let reason = refusal(use.member) {
                    if reason == Self.typoReason { refused.append((use.member, reason)) }
                    continue
                }
                let parameters = parameterList(UsageCollector.shape(of: call))
                add(
                    use.member, summary: "View.\(use.member)()",
                    "extension View {\n    fileprivate func \(use.member)\(parameters.generics)\(parameters.text) -> some View { self }\n}")
            case .environmentValue:
                // A real environment value used on the wrong key path or a near-typo of one
                // (`\.colorSheme`) keeps its error; the example's own variable of the same name
                // (`@Environment(\.zone) var zone`) is no reason to refuse.
                if memberNames.surfaceNames.contains(use.member) { continue }
                if memberNames.isTypo(use.member, declaredNames: []) {
                    refused.append((use.member, Self.typoReason))
                    continue
                }
                // A type the example does not show is not guessed: the first pass's errors stand.
                guard let type = finder.environmentValueType(use.member) else { continue }
                add(
                    use.member, summary: "EnvironmentValues.\(use.member): \(type)",
                    "extension EnvironmentValues {\n    fileprivate var \(use.member): \(type) { get { __assumedValue() } set {} }\n}")
            case .shapeStyle:
                guard finder.styleArguments.contains(use.member) else { continue }
                if let reason = refusal(use.member) {
                    if reason == Self.typoReason { refused.append((use.member, reason)) }
                    continue
                }
                add(
                    use.member, summary: "ShapeStyle.\(use.member) (Color)",
                    "extension ShapeStyle where Self == Color {\n    fileprivate static var \(use.member): Color { fatalError() }\n}")
            }
        }
        return (assumed, refused)
    }
}

/// The places in an example where extensions of known types may be used.
final class ExtensionSiteFinder: SyntaxVisitor {
    /// `Name(label: …)` calls with at least one label.
    private(set) var initializerCalls: [FunctionCallExprSyntax] = []
    /// The first call of each member name (`.cardStyle()`, `Font.brand(size: 3)`).
    private(set) var memberCalls: [String: FunctionCallExprSyntax] = [:]
    /// Implicit members given to a style modifier (`.foregroundStyle(.brandPrimary)`).
    private(set) var styleArguments: Set<String> = []
    /// Types of environment values the example shows, by key path member: the annotation of
    /// `@Environment(\.zone) var zone: Int`, or the plain type of the value given with
    /// `.environment(\.zone, 7)` (a literal, `Type(…)`, or a variable the example declares
    /// with one).
    private var environmentAnnotations: [String: String] = [:]
    private var environmentValues: [String: ExprSyntax] = [:]
    /// Plain types of the variables the example declares (`@State private var isOn = false`).
    private var variableTypes: [String: String] = [:]

    /// The type of the environment value `member`, when the example shows it.
    func environmentValueType(_ member: String) -> String? {
        if let annotated = environmentAnnotations[member] { return annotated }
        guard let value = environmentValues[member] else { return nil }
        if let type = MacroStandIns.plainType(of: value) { return type }
        // `.environment(\.zone, zone)`, `.environment(\.zone, model.zone)`: the declared variable.
        let name =
            value.as(DeclReferenceExprSyntax.self)?.baseName.text ?? value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { variableTypes[$0] }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let annotated = binding.typeAnnotation?.type.trimmedDescription {
                variableTypes[name] = annotated
            } else if let value = binding.initializer?.value, let type = MacroStandIns.plainType(of: value) {
                variableTypes[name] = type
            }
        }
        for case let .attribute(attribute) in node.attributes where attribute.attributeName.trimmedDescription == "Environment" {
            guard case let .argumentList(arguments) = attribute.arguments, let first = arguments.first,
                let member = Self.keyPathMember(first.expression), node.bindings.count == 1,
                let annotated = node.bindings.first?.typeAnnotation?.type.trimmedDescription
            else { continue }
            environmentAnnotations[member] = annotated
        }
        return .visitChildren
    }

    /// `\.zone`: `zone`.
    private static func keyPathMember(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
            let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        return property.declName.baseName.text
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true,
            node.arguments.contains(where: { $0.label != nil })
        {
            initializerCalls.append(node)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), memberCalls[member.declName.baseName.text] == nil {
            memberCalls[member.declName.baseName.text] = node
        }
        if UsageCollector.calleeName(node.calledExpression) == "environment", node.arguments.count == 2,
            let key = node.arguments.first.flatMap({ Self.keyPathMember($0.expression) }), let value = node.arguments.last?.expression
        {
            environmentValues[key] = environmentValues[key] ?? value
        }
        if AssumptionSynthesizer.styleModifiers.contains(UsageCollector.calleeName(node.calledExpression)),
            let first = node.arguments.first, first.label == nil, let member = first.expression.as(MemberAccessExprSyntax.self),
            member.base == nil
        {
            styleArguments.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }

    /// Whether a modifier chain starts with a view: a capitalised call (`Text("…")`, `VStack { }`).
    static func startsWithView(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            }
        }
    }
}
