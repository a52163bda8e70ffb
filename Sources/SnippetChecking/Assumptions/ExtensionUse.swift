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
                uses.insert(ExtensionUse(kind: .viewModifier, type: quoted[0], member: quoted[1], line: line))
            } else if message.hasPrefix("cannot infer contextual base in reference to member '"), let member = quoted.first {
                uses.insert(ExtensionUse(kind: .shapeStyle, type: "ShapeStyle", member: member, line: line))
            } else if initializerMessages.contains(where: { message.hasPrefix($0) }) {
                uses.insert(ExtensionUse(kind: .initializer, type: "", member: "init", line: line))
            }
        }
        return uses
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
                guard isKnownType(use.type) else { continue }
                if let reason = refusal(use.member) {
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

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true,
            node.arguments.contains(where: { $0.label != nil })
        {
            initializerCalls.append(node)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), memberCalls[member.declName.baseName.text] == nil {
            memberCalls[member.declName.baseName.text] = node
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
