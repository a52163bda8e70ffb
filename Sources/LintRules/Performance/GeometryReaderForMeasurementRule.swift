import Linting
import SwiftSyntax

/// Lint: a `GeometryReader` whose only job is to copy its proxy's geometry out: it assigns
/// from the proxy in `onAppear`/`onChange`, or publishes it with `preference(key:value:)`.
/// A preference whose key's `reduce` combines the values of several views (the widest of
/// the rows) is not reported: collecting from siblings is what preferences are for, and
/// `onGeometryChange` reports one view only.
struct GeometryReaderForMeasurementRule: LintRule {
    static let description = RuleDescription(
        id: "geometry-reader-for-measurement",
        name: "GeometryReader used to measure",
        summary: "a `GeometryReader` copies its size or frame into state or a preference",
        rationale: """
            Measuring a view with a `GeometryReader` in a `background`, then copying the \
            proxy's size into `@State` from `onAppear`/`onChange` or through a preference key, \
            takes an extra view, a preference round trip, and an update after layout that can \
            loop. `onGeometryChange(for:of:action:)` does the same in one modifier: it \
            transforms the geometry into an `Equatable` value and calls the action only when \
            that value changes. To size a view relative to its container, use \
            `containerRelativeFrame` instead of reading the container's size.
            """,
        documentation: "performance/cheap-body.md#measure-with-ongeometrychange",
        triggering: [
            RuleExample(
                """
                Text(caption)
                    .background {
                        ↓GeometryReader { proxy in
                            Color.clear.onAppear { captionHeight = proxy.size.height }
                        }
                    }
                """),
            RuleExample(
                """
                Image("nebula")
                    .overlay(
                        ↓GeometryReader { geometry in
                            Color.clear
                                .preference(key: WidthKey.self, value: geometry.size.width)
                        }
                    )
                """),
            RuleExample(
                """
                ↓GeometryReader {
                    Color.clear.onChange(of: $0.size, initial: true) { _, newSize in
                        boardSize = newSize
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(caption)
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.height
                    } action: { height in
                        captionHeight = height
                    }
                """),
            RuleExample(
                """
                GeometryReader { proxy in
                    Path { path in
                        path.move(to: .zero)
                        path.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height))
                    }
                    .stroke(.green)
                }
                """),
            RuleExample(
                """
                GeometryReader { proxy in
                    Button("Log size") { lastSize = proxy.size }
                        .frame(width: proxy.size.width / 2)
                }
                """),
            RuleExample(
                """
                GeometryReader { outer in
                    ScrollView {
                        Text(log).onAppear { width = outer.size.width }
                    }
                }
                """),
            RuleExample(
                """
                struct TallestCard: PreferenceKey {
                    static let defaultValue: CGFloat = 0
                    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                        value = max(value, nextValue())
                    }
                }
                let card = Text(recipe.summary)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: TallestCard.self, value: proxy.size.height)
                        }
                    }
                """),
            RuleExample(
                """
                // GeometryReader { proxy in Color.clear.onAppear { size = proxy.size } }
                let old = "GeometryReader + onAppear"
                """),
        ]
    )

    static let copyingModifiers: Set<String> = ["onAppear", "onChange", "task"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("GeometryReader") {
            guard let closure = call.contentClosure, Self.showsOnlyAPlaceholder(closure) else { continue }
            let proxy = Self.proxyName(of: closure)
            if Self.copiesGeometry(in: closure, proxy: proxy, file: file) {
                result.append(
                    violation(
                        at: call.calledExpression, in: file,
                        message:
                            "this GeometryReader only copies its geometry out; use 'onGeometryChange(for:of:action:)' on the measured view")
                )
            }
        }
        return result
    }

    /// Whether the reader's content is one invisible view (`Color.clear`, a clear or
    /// transparent shape, `Spacer()`, an empty stack): a reader that lays out real content is
    /// a layout tool, not a measurement.
    private static func showsOnlyAPlaceholder(_ closure: ClosureExprSyntax) -> Bool {
        let views = closure.topLevelItems.filter(\.isViewProducing)
        guard views.count == 1, let expression = views.first?.as(ExprSyntax.self) else { return false }
        let chain = expression.modifierChain
        guard let root = chain.root?.withoutParentheses else { return false }
        if let member = root.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "clear" { return true }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        switch name {
        case "Spacer", "EmptyView": return true
        case "VStack", "HStack", "ZStack": return call.contentClosure?.statements.isEmpty ?? false
        case "Rectangle", "Color":
            return chain.modifiers.contains { modifier in
                (modifier.calleeName == "opacity" && modifier.arguments.first?.expression.trimmedDescription == "0")
                    || modifier.arguments.contains { $0.expression.trimmedDescription.hasSuffix(".clear") }
            } || call.arguments.contains { $0.expression.trimmedDescription.hasSuffix(".clear") }
        default: return false
        }
    }

    private static func proxyName(of closure: ClosureExprSyntax) -> String {
        guard let clause = closure.signature?.parameterClause else { return "$0" }
        switch clause {
        case .simpleInput(let list): return list.first?.name.text ?? "$0"
        case .parameterClause(let parameters):
            return (parameters.parameters.first?.secondName ?? parameters.parameters.first?.firstName)?.text ?? "$0"
        }
    }

    /// A `preference(key:value:)` whose value reads the proxy, or an assignment from the proxy
    /// inside an `onAppear`/`onChange`/`task` action.
    private static func copiesGeometry(in closure: ClosureExprSyntax, proxy: String, file: LintFile) -> Bool {
        for call in closure.descendants(FunctionCallExprSyntax.self) {
            guard call.memberCallee != nil, let name = call.calleeName else { continue }
            if name == "preference", let value = call.argument(labeled: "value"), mentions(value.expression, proxy) {
                let key = call.argument(labeled: "key")?.expression.trimmedDescription ?? ""
                guard key.hasSuffix(".self") else { return true }
                return !combinesValues(key: String(key.dropLast(".self".count)), in: file)
            }
            guard copyingModifiers.contains(name) else { continue }
            let readsProxy = call.arguments.contains { mentions($0.expression, proxy) }
            for (_, action) in call.allClosures {
                for sequence in action.descendants(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
                    if mentions(elements[2], proxy) || (readsProxy && elements[2].is(DeclReferenceExprSyntax.self)) {
                        return true
                    }
                }
            }
        }
        return false
    }

    private static func mentions(_ expression: ExprSyntax, _ name: String) -> Bool {
        expression.descendants(DeclReferenceExprSyntax.self).contains { $0.baseName.text == name }
    }

    /// Whether the preference key named `key`, declared in the file or its context, has a
    /// `reduce` that combines the values (anything but `value = nextValue()`).
    static func combinesValues(key: String, in file: LintFile) -> Bool {
        guard !key.isEmpty else { return false }
        let groups: [any DeclGroupSyntax] =
            file.nodes.declarationGroups
            + file.contextTrees.flatMap { NodeIndex(tree: $0).declarationGroups }
        for group in groups {
            let name = group.as(StructDeclSyntax.self)?.name.text ?? group.as(EnumDeclSyntax.self)?.name.text
            guard name == key else { continue }
            for member in group.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "reduce",
                    let body = function.body
                else { continue }
                let statements = body.statements.map(\.item.trimmedDescription)
                return statements != ["value = nextValue()"]
            }
        }
        return false
    }
}
