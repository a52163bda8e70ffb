import SwiftParser
import SwiftSyntax

/// Splits Swift source into ``SourceItem``s and decides where each one goes.
///
/// The rules follow the handbook's conventions: types, extensions and functions stay at
/// file scope (made `fileprivate`); attributed or `body` variables, initialisers and
/// `static`/`mutating` members make a synthesised View; view expressions (`List { … }`,
/// `Text("x").bold()`) and chains that start with `.modifier(...)` become its body;
/// other statements become a function body.
struct SourceClassifier {
    /// The items, in source order.
    private(set) var items: [SourceItem] = []
    /// Every identifier token in the source, for finding which shared declarations it uses.
    private(set) var identifiers: Set<String> = []
    /// The argument labels each name is called with (`ContentView(isValid:)`, `load(from:)`).
    private(set) var callLabels: [String: Set<String>] = [:]

    private let converter: SourceLocationConverter
    private let lineStarts: [AbsolutePosition]
    /// Methods of views (see ``SurfaceIndex/viewChainNames``): a chain of them on a lowercase
    /// name (`thumbnail.resizable()`) is a view.
    private let viewChainNames: Set<String>

    /// Classifies `source`.
    init(source: String, viewChainNames: Set<String> = []) {
        self.viewChainNames = viewChainNames
        let tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        var starts: [AbsolutePosition] = [AbsolutePosition(utf8Offset: 0)]
        var offset = 0
        for byte in source.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(AbsolutePosition(utf8Offset: offset)) }
        }
        lineStarts = starts
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind {
                identifiers.insert(Self.unescaped(name))
                if let macroUse = Self.macroUse(token, name: name) { identifiers.insert(macroUse) }
            }
        }
        let calls = CallLabelCollector(viewMode: .sourceAccurate)
        calls.walk(tree)
        callLabels = calls.labels
        var raw: [SourceItem] = []
        for statement in tree.statements {
            raw += splitDetachedModifiers(statement) ?? [classify(statement)]
        }
        items = Self.merge(raw, lineCount: starts.count)
    }

    // MARK: Classification

    private func classify(_ statement: CodeBlockItemSyntax) -> SourceItem {
        let first = line(of: statement.positionAfterSkippingLeadingTrivia)
        let last = line(of: max(statement.positionAfterSkippingLeadingTrivia, statement.endPositionBeforeTrailingTrivia))
        var item = SourceItem(
            placement: .statement, firstLine: first, lastLine: last, edits: [], declaredNames: [],
            extendedType: nil, addsConformance: false, memberNames: [], boundVariables: []
        )
        item.codeLine = first
        // The examples are checked as iOS code (the surface's platform): `#if os(iOS)` is
        // compiled, not skipped as on the machine that runs the check.
        let conditions = PlatformConditionFinder(viewMode: .sourceAccurate)
        conditions.walk(statement)
        for call in conditions.iOSChecks {
            let length = call.trimmedLength.utf8Length
            item.edits.append(
                edit(
                    at: call.positionAfterSkippingLeadingTrivia, remove: length,
                    insert: "true" + String(repeating: " ", count: max(0, length - 4))))
        }
        // A comment standing for a view, then its modifiers (`// Detail content`,
        // `.background { … }`): the modifiers apply to a placeholder, as at top level.
        let commented = CommentedModifierFinder(viewMode: .sourceAccurate)
        commented.walk(statement)
        for root in commented.roots {
            let view = Self.placeholderView(forModifier: root.declName.baseName.text)
            item.edits.append(edit(at: root.positionAfterSkippingLeadingTrivia, remove: 0, insert: view))
        }
        for token in statement.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind {
                item.identifiers.insert(Self.unescaped(name))
                if let macroUse = Self.macroUse(token, name: name) { item.identifiers.insert(macroUse) }
            } else if token.tokenKind == .keyword(.self), token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period {
                // `self.items = parsed`, `[weak self]`; not `Item.self` or `\.self`.
                item.usesSelf = true
            }
        }
        let returns = TopLevelReturnFinder(viewMode: .sourceAccurate)
        returns.walk(statement)
        item.returnsValue = returns.withValue
        item.returnsVoid = returns.withoutValue
        switch statement.item {
        case let .decl(decl):
            if let conditional = decl.as(IfConfigDeclSyntax.self), let chains = Self.modifierBranches(conditional) {
                classifyModifierBranches(conditional, chains: chains, into: &item)
                return item
            }
            classifyDeclaration(decl, into: &item)
        case let .expr(expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                item.placement = .fileScope
                item.edits += previewEdits(
                    pound: macro.pound, name: macro.macroName, arguments: macro.arguments, rightParen: macro.rightParen,
                    hasClosure: macro.trailingClosure != nil)
                item.previewBodyCall = Self.singleCall(in: macro.trailingClosure, additional: macro.additionalTrailingClosures)
            } else if let placeholder = Self.leadingDotChainRoot(expr) {
                item.placement = .view
                item.modifiesScene = Self.modifierNames(in: expr).contains { FragmentContent.sceneModifiers.contains($0) }
                let view =
                    item.modifiesScene
                    ? FragmentContent.placeholderScene
                    : Self.placeholderView(forModifier: placeholder.declName.baseName.text)
                item.edits.append(edit(at: placeholder.positionAfterSkippingLeadingTrivia, remove: 0, insert: view))
            } else if Self.isViewExpression(expr) || Self.isConditionalViews(expr, viewChainNames: viewChainNames)
                || Self.isModifiedValue(expr, viewChainNames: viewChainNames) || Self.isBareModifier(expr, viewChainNames: viewChainNames)
            {
                item.placement = .view
                item.viewRoot = Self.rootName(expr)
                if let call = Self.containerWithoutContent(expr) {
                    item.edits.append(edit(at: call.endPositionBeforeTrailingTrivia, remove: 0, insert: " {}"))
                    let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
                    let name = call.calledExpression.trimmedDescription
                    item.leftOutShapes.append(
                        .containerContent(call: "\(name)(\(labels))", line: line(of: call.positionAfterSkippingLeadingTrivia)))
                }
            } else {
                item.placement = .statement
                item.wrapperStorageAssignment = Self.wrapperStorageAssignment(expr)
            }
        case let .stmt(statement):
            // `if isOn { Detail() }` at top level is view content, not a statement.
            let expression = statement.as(ExpressionStmtSyntax.self)?.expression
            let isViews = expression.map { Self.isConditionalViews($0, viewChainNames: viewChainNames) } ?? false
            item.placement = isViews ? .view : .statement
        }
        return item
    }

    /// `#if DEBUG` / `#else` / `#endif` around modifier lines of a view the page leaves out
    /// (a slower animation while debugging): each branch is checked as a chain of its own
    /// on a placeholder view, the directive lines blanked, so both branches are typechecked
    /// and a mistake in either fails on its line. The verdict says so.
    private func classifyModifierBranches(
        _ conditional: IfConfigDeclSyntax, chains: [(root: MemberAccessExprSyntax, chain: ExprSyntax)], into item: inout SourceItem
    ) {
        item.placement = .view
        var directives = conditional.clauses.map { clause in
            (
                start: clause.poundKeyword.positionAfterSkippingLeadingTrivia,
                end: clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
            )
        }
        directives.append(
            (conditional.poundEndif.positionAfterSkippingLeadingTrivia, conditional.poundEndif.endPositionBeforeTrailingTrivia))
        // Blanked whole, `os(iOS)` included: the branches no longer depend on the condition.
        let directiveLines = Set(directives.map { line(of: $0.start) })
        item.edits.removeAll { directiveLines.contains($0.line) }
        for directive in directives {
            let length = directive.end.utf8Offset - directive.start.utf8Offset
            item.edits.append(edit(at: directive.start, remove: length, insert: String(repeating: " ", count: length)))
        }
        for (root, _) in chains {
            let view = Self.placeholderView(forModifier: root.declName.baseName.text)
            item.edits.append(edit(at: root.positionAfterSkippingLeadingTrivia, remove: 0, insert: view))
        }
        item.modifiesScene = chains.contains { Self.modifierNames(in: $0.chain).contains { FragmentContent.sceneModifiers.contains($0) } }
        item.leftOutShapes.append(.conditionalModifierBranches(line: line(of: conditional.positionAfterSkippingLeadingTrivia)))
    }

    /// The chains in the branches of `conditional`, with the `.modifier` each starts from,
    /// when every branch holds only chains that start with `.modifier(...)` (at least one
    /// in all), else nil.
    static func modifierBranches(_ conditional: IfConfigDeclSyntax) -> [(root: MemberAccessExprSyntax, chain: ExprSyntax)]? {
        var chains: [(root: MemberAccessExprSyntax, chain: ExprSyntax)] = []
        for clause in conditional.clauses {
            guard let elements = clause.elements else { continue }
            guard case let .statements(statements) = elements else { return nil }
            for statement in statements {
                guard case let .expr(expr) = statement.item, let root = leadingDotChainRoot(expr) else { return nil }
                chains.append((root, expr))
            }
        }
        return chains.isEmpty ? nil : chains
    }

    /// The call a view chain starts from when it is a container called with arguments but
    /// without its content (`VStack(spacing: 8)` in a list of the forms a page allows, maybe
    /// with modifiers): the page shows the call and leaves the content out.
    static func containerWithoutContent(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var root = expr
        while let base = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base
            ?? root.as(MemberAccessExprSyntax.self)?.base
        {
            root = base
        }
        guard let call = root.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.rightParen != nil,
            !call.arguments.isEmpty, !call.arguments.contains(where: { $0.label?.text == "content" }),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            contentOnlyContainers.contains(name)
        else { return nil }
        return call
    }

    /// Containers whose only closure is their content.
    static let contentOnlyContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView",
        "ViewThatFits",
    ]

    /// `_model = StateObject(wrappedValue: value)` (or `self._model = …`, with `State` or
    /// `ObservedObject`): a view's initializer setting a property wrapper's storage, shown
    /// without the view.
    static func wrapperStorageAssignment(_ expr: ExprSyntax) -> WrapperStorageAssignment? {
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].is(AssignmentExprSyntax.self), let call = parts[2].as(FunctionCallExprSyntax.self),
            let wrapper = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["StateObject", "State", "ObservedObject"].contains(wrapper), call.arguments.count == 1,
            let argument = call.arguments.first, ["wrappedValue", "initialValue"].contains(argument.label?.text ?? "")
        else { return nil }
        let target =
            parts[0].as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
            } ?? parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let storage = target, storage.hasPrefix("_"), storage.dropFirst().first?.isLowercase == true else { return nil }
        let value = argument.expression
        return WrapperStorageAssignment(
            wrapper: wrapper, property: String(storage.dropFirst()), valueType: constructedType(value),
            valueName: value.as(DeclReferenceExprSyntax.self)?.baseName.text)
    }

    /// `Model` in `Model(…)` or `Model.init(…)`: the type a value is constructed as.
    static func constructedType(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            called = base
        }
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// A statement or a variable followed, after a blank line, by modifiers with a leading
    /// dot (`withAnimation { … }` or `@State private var isOpen = false`, a blank line,
    /// `.sheet(isPresented: $isOpen) { … }`), as two items: the statement or variable, then
    /// the modifiers of a view the page leaves out, which the parser had read as members of
    /// the value before them. Nil for any other statement.
    private func splitDetachedModifiers(_ statement: CodeBlockItemSyntax) -> [SourceItem]? {
        let expr: ExprSyntax
        switch statement.item {
        case let .expr(expression):
            expr = expression
        case let .decl(decl):
            guard let variable = decl.as(VariableDeclSyntax.self), let value = variable.bindings.last?.initializer?.value else {
                return nil
            }
            expr = value
        case .stmt:
            return nil
        }
        guard let detached = Self.detachedModifier(expr, viewChainNames: viewChainNames), let base = detached.base else { return nil }
        let split = line(of: detached.period.positionAfterSkippingLeadingTrivia)
        var first = classify(statement)
        if case .expr = statement.item { first.placement = .statement }
        first.lastLine = line(of: base.endPositionBeforeTrailingTrivia)
        var second = SourceItem(
            placement: .view, firstLine: split, lastLine: line(of: statement.endPositionBeforeTrailingTrivia),
            edits: first.edits.filter { $0.line >= split }, declaredNames: [], extendedType: nil, addsConformance: false,
            memberNames: [], boundVariables: []
        )
        second.codeLine = split
        first.edits = first.edits.filter { $0.line < split }
        first.accessEdits = first.accessEdits.filter { $0.line < split }
        first.identifiers = []
        for token in statement.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(name) = token.tokenKind else { continue }
            let names = [Self.unescaped(name)] + (Self.macroUse(token, name: name).map { [$0] } ?? [])
            if token.positionAfterSkippingLeadingTrivia >= detached.period.positionAfterSkippingLeadingTrivia {
                second.identifiers.formUnion(names)
            } else {
                first.identifiers.formUnion(names)
            }
        }
        var names: [String] = []
        var current: ExprSyntax? = expr
        while let expression = current, expression.id != base.id {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
            } else {
                current = nil
            }
        }
        second.modifiesScene = names.contains { FragmentContent.sceneModifiers.contains($0) }
        let view =
            second.modifiesScene ? FragmentContent.placeholderScene : Self.placeholderView(forModifier: detached.declName.baseName.text)
        second.edits.append(edit(at: detached.period.positionAfterSkippingLeadingTrivia, remove: 0, insert: view))
        return [first, second]
    }

    /// The first member access of `expr`'s chain that starts a line after a blank line, on a
    /// base that is not a view (see ``splitDetachedModifiers(_:)``).
    static func detachedModifier(_ expr: ExprSyntax, viewChainNames: Set<String>) -> MemberAccessExprSyntax? {
        var found: MemberAccessExprSyntax?
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if Self.followsBlankLine(member.period) { found = member }
                current = base
            } else {
                break
            }
        }
        guard let found, let base = found.base else { return nil }
        let isView =
            leadingDotChainRoot(base) != nil || isViewExpression(base) || isConditionalViews(base, viewChainNames: viewChainNames)
            || isModifiedValue(base, viewChainNames: viewChainNames) || isBareModifier(base, viewChainNames: viewChainNames)
        return isView ? nil : found
    }

    /// Whether a blank line separates `token` from the code before it.
    private static func followsBlankLine(_ token: TokenSyntax) -> Bool {
        var newlines = 0
        for piece in token.leadingTrivia.pieces {
            switch piece {
            case let .newlines(count), let .carriageReturnLineFeeds(count):
                newlines += count
                if newlines >= 2 { return true }
            case .spaces, .tabs:
                continue
            default:
                newlines = 0
            }
        }
        return false
    }

    /// The names a variable binds to the value of the same name (`@Bindable var model =
    /// model`, `let items = items`): a local copy of an outer value, which the initializer
    /// reads, as a statement does, from the enclosing scope.
    static func selfShadowingNames(of variable: VariableDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            // The value is the name alone: `"Basil"\n\n.navigationTitle(title)` reads `title`
            // too, but in a modifier the parser took for the value's.
            if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .identifier(name) { names.insert(name) }
        }
        return names
    }

    /// The local copies of outer values in `source` (see ``selfShadowingNames(of:)``), at any
    /// depth, with the 0-based line of their declaration.
    static func localCopies(in source: String) -> [(name: String, line: Int)] {
        final class Variables: SyntaxVisitor {
            var found: [VariableDeclSyntax] = []
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let tree = parse(source)
        let variables = Variables(viewMode: .sourceAccurate)
        variables.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return variables.found.flatMap { variable in
            let line = converter.location(for: variable.positionAfterSkippingLeadingTrivia).line - 1
            return selfShadowingNames(of: variable).sorted().map { (name: $0, line: line) }
        }
    }

    private func classifyDeclaration(_ decl: DeclSyntax, into item: inout SourceItem) {
        item.placement = .fileScope
        for standIn in MacroStandIns.edits(for: decl) {
            item.edits.append(edit(at: standIn.position, remove: standIn.removedLength, insert: standIn.insertion))
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            let names = variable.bindings.flatMap { Self.identifiers(in: $0.pattern) }
            item.declaredNames = Set(names)
            item.boundVariables = names
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.initializer.flatMap({ Self.constructedType($0.value) })
                else { continue }
                item.constructedTypes[name] = type
            }
            let isBody = names == ["body"]
            let hasWrapper = variable.attributes.contains { attribute in
                guard case let .attribute(attribute) = attribute else { return false }
                return !Self.nonWrapperAttributes.contains(attribute.attributeName.trimmedDescription)
            }
            let hasMemberModifier = variable.modifiers.contains { Self.memberModifiers.contains($0.name.text) }
            item.overrides = variable.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            if !Self.selfShadowingNames(of: variable).isEmpty, !hasMemberModifier {
                // `@Bindable var model = model`: a local copy of a value of the same name
                // from outside (the view's property): only a statement can read that one.
                item.placement = .statement
                item.isLocalCopy = true
            } else if isBody || hasWrapper || hasMemberModifier {
                item.placement = .member
            } else {
                item.placement = .variable
                item.accessEdits = accessEdits(for: decl)
            }
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            item.declaredNames = [function.name.text]
            item.overrides = function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            for parameter in function.signature.parameterClause.parameters {
                item.parameterTypes[parameter.firstName.text] = parameter.type.trimmedDescription
            }
            item.fullName = SurfaceIndex.fullName(of: function)
            // A call passes the named parameters without a default value; `_` ones have no
            // label to tell them by, and a closure may come as a trailing closure.
            let named = function.signature.parameterClause.parameters.filter { $0.firstName.text != "_" }
            item.parameterLabels = Set(named.map(\.firstName.text))
            item.requiredLabels = Set(
                named.filter { $0.defaultValue == nil && !$0.type.trimmedDescription.contains("->") }.map(\.firstName.text))
            if function.modifiers.contains(where: { Self.memberModifiers.contains($0.name.text) }) {
                item.placement = .member
            } else {
                item.placement = .function
                item.accessEdits = accessEdits(for: decl)
            }
            return
        }
        if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self)
            || decl.is(SubscriptDeclSyntax.self) || decl.is(EnumCaseDeclSyntax.self)
        {
            item.placement = .member
            return
        }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            if macro.macroName.text == "Preview" {
                item.edits += previewEdits(
                    pound: macro.pound, name: macro.macroName, arguments: macro.arguments, rightParen: macro.rightParen,
                    hasClosure: macro.trailingClosure != nil)
                item.previewBodyCall = Self.singleCall(in: macro.trailingClosure, additional: macro.additionalTrailingClosures)
            }
            return
        }
        if let importDecl = decl.as(ImportDeclSyntax.self) {
            item.imports = [importDecl.path.map(\.name.text).joined(separator: ".")]
            return
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            item.extendedType = Self.baseTypeName(ext.extendedType)
            item.addsConformance = ext.inheritanceClause != nil
            item.memberNames = Self.memberNames(ext.memberBlock)
        } else if let named = decl.asProtocol(NamedDeclSyntax.self) {
            item.declaredNames = [Self.unescaped(named.name.text)]
            if let classDecl = decl.as(ClassDeclSyntax.self) {
                item.superclass = classDecl.inheritanceClause?.inheritedTypes.first.map { Self.baseTypeName($0.type) }
            }
            if let group = decl.asProtocol(DeclGroupSyntax.self) {
                item.memberNames = Self.memberNames(group.memberBlock)
                item.isTypeDeclaration = true
                for member in group.memberBlock.members {
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                    for parameter in initializer.signature.parameterClause.parameters where parameter.firstName.text != "_" {
                        item.initializerLabels.insert(parameter.firstName.text)
                    }
                }
                if let structure = decl.as(StructDeclSyntax.self) { item.requiredLabels = Self.requiredMemberwiseLabels(structure) }
            }
        }
        item.accessEdits = accessEdits(for: decl)
    }

    /// Makes a file-scope declaration `fileprivate`, and drops `@main` (only one entry
    /// point may exist in the module of all examples).
    private func accessEdits(for decl: DeclSyntax) -> [TextEdit] {
        var edits: [TextEdit] = []
        if let attributed = decl.asProtocol(WithAttributesSyntax.self) {
            for case let .attribute(attribute) in attributed.attributes
            where attribute.attributeName.trimmedDescription == "main" {
                let length = attribute.trimmedLength.utf8Length
                edits.append(
                    edit(at: attribute.positionAfterSkippingLeadingTrivia, remove: length, insert: String(repeating: " ", count: length)))
            }
        }
        guard let withModifiers = decl.asProtocol(WithModifiersSyntax.self) else { return edits }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            // A conformance extension cannot carry an access level. Members with an explicit
            // wider access (`public var userState`) would warn inside a fileprivate
            // extension, and would clash with another example's: they lose it (blanked, so
            // columns stay) and take the extension's.
            if ext.inheritanceClause != nil { return edits }
            for member in ext.memberBlock.members {
                guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { continue }
                for modifier in modifiers where modifier.detail == nil && Self.widerAccess.contains(modifier.name.text) {
                    let length = modifier.name.text.utf8.count
                    edits.append(
                        edit(
                            at: modifier.name.positionAfterSkippingLeadingTrivia, remove: length,
                            insert: String(repeating: " ", count: length)))
                }
            }
        }
        // `first(where:)`, not `filter`: filtering a syntax collection builds a new tree up to
        // the root, so a fence of 100,000 declarations took time quadratic in its length.
        if let access = withModifiers.modifiers.first(where: { $0.detail == nil && Self.accessLevels.contains($0.name.text) }) {
            // `private` at file scope means `fileprivate`, and says so: another example's
            // type is then "inaccessible due to 'fileprivate'", which the check knows to be
            // a name this example does not declare (a page shows one file in pieces).
            if Self.widerAccess.contains(access.name.text) || access.name.text == "private" {
                edits.append(
                    edit(at: access.name.positionAfterSkippingLeadingTrivia, remove: access.name.text.utf8.count, insert: "fileprivate"))
            }
            return edits
        }
        // Insert before the first token after the attributes (a modifier or the keyword).
        let attributesEnd = decl.asProtocol(WithAttributesSyntax.self)?.attributes.endPositionBeforeTrailingTrivia
        for token in decl.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia
            if let attributesEnd, start < attributesEnd { continue }
            edits.append(edit(at: start, remove: 0, insert: "fileprivate "))
            break
        }
        return edits
    }

    /// `#Preview("Name") { ... }` becomes a `@ViewBuilder` function with the same body: the
    /// preview macro is not available outside Xcode. A name and `traits:` stay typechecked
    /// as the default value of an unnamed parameter, `_previewArguments("Name", traits: ...)`
    /// (declared by the surface); other arguments (widget and visionOS previews) are dropped.
    private func previewEdits(
        pound: TokenSyntax, name: TokenSyntax, arguments: LabeledExprListSyntax, rightParen: TokenSyntax?, hasClosure: Bool
    ) -> [TextEdit] {
        guard hasClosure else { return [] }
        let start = pound.positionAfterSkippingLeadingTrivia
        let end = rightParen?.endPositionBeforeTrailingTrivia ?? name.endPositionBeforeTrailingTrivia
        guard line(of: start) == line(of: end) else { return [] }
        let header = "\(Self.previewHeader)\(line(of: start))("
        let checksArguments = !arguments.isEmpty && arguments.allSatisfy { $0.label == nil || $0.label?.text == "traits" }
        if checksArguments, let rightParen,
            let leftParen = rightParen.parent?.as(MacroExpansionExprSyntax.self)?.leftParen
                ?? rightParen.parent?.as(MacroExpansionDeclSyntax.self)?.leftParen
        {
            let open = leftParen.endPositionBeforeTrailingTrivia
            return [
                edit(at: start, remove: open.utf8Offset - start.utf8Offset, insert: header + "_: Void = _previewArguments("),
                edit(at: end, remove: 0, insert: ") \(Self.previewResult)"),
            ]
        }
        return [edit(at: start, remove: end.utf8Offset - start.utf8Offset, insert: header + ") \(Self.previewResult)")]
    }

    /// `edits` with a `#Preview`'s function made to return `type` (a UIKit or AppKit view
    /// controller or view, which `#Preview` accepts as its body since iOS 17 and macOS 14)
    /// instead of building a view.
    static func previewEdits(_ edits: [TextEdit], returning type: String) -> [TextEdit] {
        edits.map { edit in
            var edit = edit
            if edit.insertion.hasPrefix(Self.previewHeader) {
                edit.insertion = "@MainActor" + String(edit.insertion.dropFirst("@ViewBuilder @MainActor".count))
            }
            if edit.insertion.hasSuffix(Self.previewResult) {
                edit.insertion = String(edit.insertion.dropLast(Self.previewResult.count)) + "-> \(type)"
            }
            return edit
        }
    }

    private static let previewHeader = "@ViewBuilder @MainActor fileprivate func __preview"
    private static let previewResult = "-> some View"

    /// The capitalised name a closure's only statement calls (`{ Dashboard(title: "Today") }`),
    /// without trailing closures; nil otherwise.
    static func singleCall(in closure: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax) -> String? {
        guard let closure, additional.isEmpty, closure.statements.count == 1, let statement = closure.statements.first,
            case let .expr(expr) = statement.item, let call = expr.as(FunctionCallExprSyntax.self),
            call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// `@Model` or `#Preview` for a name written as an attribute or a macro expansion, the
    /// way ``SurfaceIndex`` records surface macros: a sample type called `Model` then does
    /// not make the wrapper import SwiftData.
    static func macroUse(_ token: TokenSyntax, name: String) -> String? {
        switch token.previousToken(viewMode: .sourceAccurate)?.tokenKind {
        case .atSign?: "@" + unescaped(name)
        case .pound?: "#" + unescaped(name)
        default: nil
        }
    }

    // MARK: Expressions

    /// The base-less member access that starts a chain such as `.padding().background(.red)`.
    static func leadingDotChainRoot(_ expr: ExprSyntax) -> MemberAccessExprSyntax? {
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return member }
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else {
                return nil
            }
        }
    }

    /// The names of the modifiers called along a chain (`padding`, `windowStyle`).
    static func modifierNames(in expr: ExprSyntax) -> [String] {
        var names: [String] = []
        var current: ExprSyntax? = expr
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
            } else {
                current = nil
            }
        }
        return names
    }

    /// The capitalised name a view chain starts from (`List` in `List { … }.listStyle(.plain)`,
    /// `Text` in `Text("a") + Text("b")`).
    static func rootName(_ expr: ExprSyntax) -> String? {
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first { return rootName(first) }
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let generic = current.as(GenericSpecializationExprSyntax.self) {
                current = generic.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text
            } else {
                return nil
            }
        }
    }

    /// Whether `expr` reads as a view: a chain whose root is a capitalised name
    /// (`Text(...)`, `List { }`, `ForEach(...).onDelete(...)`, `UserRow(user: u)`), or a
    /// sum of such (`Text("a") + Text("b")`).
    /// Capitalised names whose calls start work, not views (`Task { … }`,
    /// `DispatchQueue.main.async { … }`): statements wherever they stand.
    static let statementRoots: Set<String> = ["Task", "DispatchQueue"]

    static func isViewExpression(_ expr: ExprSyntax) -> Bool {
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            let isPlus = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            return isPlus && isViewExpression(first)
        }
        var current = expr
        var sawCall = false
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                sawCall = true
                current = call.calledExpression
            } else if let call = current.as(MacroExpansionExprSyntax.self) {
                _ = call
                return false
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let generic = current.as(GenericSpecializationExprSyntax.self) {
                current = generic.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                guard let first = reference.baseName.text.first, !statementRoots.contains(reference.baseName.text) else { return false }
                return first.isUppercase && (sawCall || current.id != expr.id)
            } else {
                return false
            }
        }
    }

    /// An `if` or `switch` at top level whose branches hold views (`if isOn { Detail() }`):
    /// view-builder content, not a statement.
    static func isConditionalViews(_ expr: ExprSyntax, viewChainNames: Set<String> = []) -> Bool {
        func holdsViews(_ items: CodeBlockItemListSyntax) -> Bool {
            items.contains { item in
                guard case let .expr(inner) = item.item else { return false }
                return isViewExpression(inner) || isConditionalViews(inner, viewChainNames: viewChainNames)
                    || isModifiedValue(inner, viewChainNames: viewChainNames)
            }
        }
        if let ifExpression = expr.as(IfExprSyntax.self) {
            return holdsViews(ifExpression.body.statements)
        }
        if let switchExpression = expr.as(SwitchExprSyntax.self) {
            return switchExpression.cases.contains { element in
                guard case let .switchCase(switchCase) = element else { return false }
                return holdsViews(switchCase.statements)
            }
        }
        return false
    }

    /// Whether `expr` is a chain of calls on a lowercase name whose first call is a view's
    /// method (`thumbnail.resizable().frame(width: 80)`, `content.padding()`): a view the page
    /// keeps in a property or parameter it does not show. Later calls may be anything, so a
    /// misspelt modifier further along still fails as a view's.
    static func isModifiedValue(_ expr: ExprSyntax, viewChainNames: Set<String>) -> Bool {
        guard !viewChainNames.isEmpty else { return false }
        var current = expr
        var first: String?
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            first = member.declName.baseName.text
            current = base
        }
        guard let first, let root = current.as(DeclReferenceExprSyntax.self), root.baseName.text.first?.isLowercase == true else {
            return false
        }
        return viewChainNames.contains(first)
    }

    /// Whether `expr` is a view's method called without a receiver (`containerRelativeFrame(
    /// .horizontal) { … }` written as a line of a view's body): in a view, a call on `self`.
    static func isBareModifier(_ expr: ExprSyntax, viewChainNames: Set<String>) -> Bool {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return viewChainNames.contains(reference.baseName.text)
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            current = base
        }
        return false
    }

    static func placeholderView(forModifier name: String) -> String {
        switch name {
        case "fill", "stroke", "strokeBorder", "trim": "Rectangle()"
        case "resizable", "renderingMode", "interpolation", "antialiased": "Image(systemName: \"circle\")"
        default: "EmptyView()"
        }
    }

    // MARK: Helpers

    private static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package"]
    private static let widerAccess: Set<String> = ["internal", "public", "open", "package"]
    private static let memberModifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "override", "lazy", "required", "convenience",
    ]
    private static let nonWrapperAttributes: Set<String> = [
        "MainActor", "available", "discardableResult", "inlinable", "usableFromInline", "objc", "nonobjc",
        "preconcurrency", "Sendable", "frozen", "backDeployed", "_spi", "nonisolated",
    ]

    static func identifiers(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [unescaped(identifier.identifier.text)] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { identifiers(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return identifiers(in: binding.pattern) }
        return []
    }

    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return baseTypeName(member.baseType) }
        return type.trimmedDescription
    }

    static func memberNames(_ block: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in block.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { names.formUnion(identifiers(in: binding.pattern)) }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                // `subscript(safe index: Int)` is used as `items[safe: 3]`: its label.
                for parameter in subscriptDecl.parameterClause.parameters
                where parameter.secondName != nil && parameter.firstName.text != "_" {
                    names.insert(parameter.firstName.text)
                }
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements { names.insert(element.name.text) }
            } else if let named = decl.asProtocol(NamedDeclSyntax.self) {
                names.insert(named.name.text)
            }
        }
        return names
    }

    /// The labels every call of a structure's memberwise initializer passes: its stored
    /// properties without a value (`let owner: String`, `@Binding var isOn: Bool`), not those
    /// a wrapper makes (`@Environment(\.dismiss)`, `@EnvironmentObject`); nil when it declares
    /// an initializer, or a property whose place in that initializer is not known (another
    /// wrapper, or a function type or a generic parameter's, which a trailing closure may give).
    static func requiredMemberwiseLabels(_ structure: StructDeclSyntax) -> Set<String>? {
        var labels: Set<String> = []
        let generics = Set(structure.genericParameterClause?.parameters.map(\.name.text) ?? [])
        for member in structure.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) || member.decl.is(MacroExpansionDeclSyntax.self) { return nil }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.lazy) })
            else { continue }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            // `@Environment(\.dismiss)`, `@AppStorage("sort")`: made by the attribute.
            // `@EnvironmentObject`, `@FocusState`, `@Namespace`: made empty. Neither is passed.
            if attributes.contains(where: { $0.arguments != nil || Self.selfMadeWrappers.contains($0.attributeName.trimmedDescription) }) {
                continue
            }
            let wrappers = attributes.map(\.attributeName.trimmedDescription)
            for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                guard let type = binding.typeAnnotation?.type,
                    !type.is(OptionalTypeSyntax.self) || variable.bindingSpecifier.tokenKind == .keyword(.let)
                else { continue }
                // `var note: String?` has `nil` for a value; `let note: String?` does not.
                guard wrappers.allSatisfy(Self.passedWrappers.contains),
                    !type.trimmedDescription.contains("->"), !generics.contains(type.trimmedDescription),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                labels.insert(unescaped(name))
            }
        }
        return labels
    }

    /// Property wrappers whose property, without a value, the memberwise initializer takes.
    private static let passedWrappers: Set<String> = ["Binding", "ObservedObject", "Bindable", "State", "StateObject"]
    /// Property wrappers that make their value themselves, without an argument.
    private static let selfMadeWrappers: Set<String> = ["EnvironmentObject", "FocusState", "Namespace"]

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    private func line(of position: AbsolutePosition) -> Int {
        converter.location(for: position).line - 1
    }

    private func edit(at position: AbsolutePosition, remove: Int, insert: String) -> TextEdit {
        let lineIndex = line(of: position)
        let offset = position.utf8Offset - lineStarts[min(lineIndex, lineStarts.count - 1)].utf8Offset
        return TextEdit(line: lineIndex, offset: offset, removedLength: remove, insertion: insert)
    }

    /// Gives every line to exactly one item: comments and blank lines go to the item that
    /// follows them, trailing ones to the last item, and items sharing a line are merged.
    private static func merge(_ raw: [SourceItem], lineCount: Int) -> [SourceItem] {
        var merged: [SourceItem] = []
        for var item in raw {
            if var previous = merged.last, item.firstLine <= previous.lastLine {
                // `let f = DateFormatter(); f.dateFormat = "…"`: a line holding a statement
                // is a statement.
                if item.placement == .statement, previous.placement == .variable { previous.placement = .statement }
                previous.lastLine = max(previous.lastLine, item.lastLine)
                previous.edits += item.edits
                previous.accessEdits += item.accessEdits
                previous.identifiers.formUnion(item.identifiers)
                previous.imports += item.imports
                previous.declaredNames.formUnion(item.declaredNames)
                previous.memberNames.formUnion(item.memberNames)
                previous.boundVariables += item.boundVariables
                previous.constructedTypes.merge(item.constructedTypes) { first, _ in first }
                previous.wrapperStorageAssignment = previous.wrapperStorageAssignment ?? item.wrapperStorageAssignment
                previous.returnsValue = previous.returnsValue || item.returnsValue
                previous.returnsVoid = previous.returnsVoid || item.returnsVoid
                merged[merged.count - 1] = previous
                continue
            }
            item.firstLine = (merged.last?.lastLine ?? -1) + 1
            merged.append(item)
        }
        if !merged.isEmpty { merged[merged.count - 1].lastLine = max(merged[merged.count - 1].lastLine, lineCount - 1) }
        return merged
    }
}

extension SourceClassifier {
    /// Parses `source` (for callers that only need the tree).
    static func parse(_ source: String) -> SourceFileSyntax {
        Parser.parse(source: source)
    }
}

/// The argument labels each name is called with (a call through a member is not counted).
private final class CallLabelCollector: SyntaxVisitor {
    var labels: [String: Set<String>] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            labels[name, default: []].formUnion(node.arguments.compactMap { $0.label?.text })
        }
        return .visitChildren
    }
}

/// Statements inside a block that are a chain of modifiers with no view before them, right
/// after a comment that stands for the view (`// Detail content`, `.background { … }`): the
/// base-less member access each chain starts from. A chain without such a comment is a
/// mistake, and is left as written.
private final class CommentedModifierFinder: SyntaxVisitor {
    var roots: [MemberAccessExprSyntax] = []

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.parent?.is(SourceFileSyntax.self) == false, case let .expr(expr) = node.item,
            let root = SourceClassifier.leadingDotChainRoot(expr)
        else { return .visitChildren }
        let pieces = root.period.leadingTrivia.pieces.filter { !$0.isWhitespace }
        switch pieces.last {
        case .lineComment?, .blockComment?: roots.append(root)
        default: break
        }
        return .visitChildren
    }
}

/// The `return` statements of a top-level statement that are not inside a closure, a
/// function or a type of its own: those of the function the page leaves out.
private final class TopLevelReturnFinder: SyntaxVisitor {
    var withValue = false
    var withoutValue = false

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.expression == nil { withoutValue = true } else { withValue = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The `os(iOS)` checks in the conditions of `#if` clauses.
private final class PlatformConditionFinder: SyntaxVisitor {
    var iOSChecks: [FunctionCallExprSyntax] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        for call in condition.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) }) {
            guard call.calledExpression.trimmedDescription == "os", call.arguments.trimmedDescription == "iOS",
                !iOSChecks.contains(where: { $0.id == call.id })
            else { continue }
            iOSChecks.append(call)
        }
        return .visitChildren
    }
}
