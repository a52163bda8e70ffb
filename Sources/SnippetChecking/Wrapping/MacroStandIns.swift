import SwiftParser
import SwiftSyntax

/// Source edits that stand in for the expansions of Apple macros the Linux toolchain has
/// no plugin for, keeping every line where it was.
///
/// - `@Model final class Trail { … }` gets `SwiftData.PersistentModel` added to its
///   inheritance clause: the surface expands `@Model` with Observation's `@Observable`
///   macro (which ships with the toolchain), and Apple's macro also adds this conformance
///   (which brings `Identifiable` and `Hashable`, so `ForEach(trails)` works).
/// - `@Entry var name: Type = value` (in an extension of `EnvironmentValues`,
///   `ContainerValues`, `FocusedValues` or `Transaction`) becomes the computed property
///   Apple's macro generates: `var name: Type { get { value } set {} }`. Without a type
///   annotation, the type is the one the value plainly has (`SubmitAction()`, `"text"`).
/// - `#Unique<Trail>([\.name])` and `#Index<Trail>([\.name])` in a model become
///   `static var _uniqueN: Any { SwiftData.Schema.Unique<Trail>([\.name]) }` (and
///   `Schema.Index`), so the model type and the key paths are still typechecked.
/// - TipKit's `#Rule(Self.$isSignedIn) { $0 }` becomes `Tips.Rule(Self.$isSignedIn) { $0 }`,
///   the value Apple's macro builds (the surface's initializers take the parameter or
///   event and the predicate as a closure).
enum MacroStandIns {
    struct Edit: Hashable {
        var position: AbsolutePosition
        var removedLength: Int
        var insertion: String
    }

    /// The edits for one top-level declaration.
    static func edits(for decl: DeclSyntax) -> [Edit] {
        declarationEdits(for: decl) + ruleEdits(in: decl)
    }

    private static func declarationEdits(for decl: DeclSyntax) -> [Edit] {
        if let classDecl = decl.as(ClassDeclSyntax.self), hasAttribute("Model", classDecl.attributes) {
            return [modelConformance(classDecl)] + schemaMacroEdits(classDecl.memberBlock) + nestedEdits(classDecl.memberBlock)
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            return ext.memberBlock.members.flatMap { member -> [Edit] in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
                return entryEdits(variable, siblings: ext.memberBlock)
            } + nestedEdits(ext.memberBlock)
        }
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            return nestedEdits(group.memberBlock)
        }
        return []
    }

    /// `source` with every stand-in edit applied (for tests that compile surface examples
    /// directly with `swiftc`).
    static func rewrite(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        var edits: [Edit] = []
        for statement in tree.statements {
            if case let .decl(decl) = statement.item { edits += Self.edits(for: decl) }
        }
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.position.utf8Offset > $1.position.utf8Offset }) {
            let start = edit.position.utf8Offset
            bytes.replaceSubrange(start..<(start + edit.removedLength), with: Array(edit.insertion.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Models declared inside another type (`enum TripsV2: VersionedSchema { @Model ... }`).
    private static func nestedEdits(_ members: MemberBlockSyntax) -> [Edit] {
        members.members.flatMap { member -> [Edit] in
            guard member.decl.asProtocol(DeclGroupSyntax.self) != nil, !member.decl.is(ExtensionDeclSyntax.self) else { return [] }
            return declarationEdits(for: member.decl)
        }
    }

    /// TipKit's `#Rule(…)` anywhere in `decl`, as `Tips.Rule(…)`.
    private static func ruleEdits(in decl: DeclSyntax) -> [Edit] {
        let finder = RuleMacroFinder(viewMode: .sourceAccurate)
        finder.walk(decl)
        return finder.macros.map { macro in
            let start = macro.pound.positionAfterSkippingLeadingTrivia
            let length = macro.macroName.endPositionBeforeTrailingTrivia.utf8Offset - start.utf8Offset
            return Edit(position: start, removedLength: length, insertion: "Tips.Rule")
        }
    }

    /// SwiftData's freestanding `#Unique` and `#Index` in a model's body.
    private static func schemaMacroEdits(_ members: MemberBlockSyntax) -> [Edit] {
        members.members.enumerated().flatMap { index, member -> [Edit] in
            guard let macro = member.decl.as(MacroExpansionDeclSyntax.self),
                ["Unique", "Index"].contains(macro.macroName.text)
            else { return [] }
            let name = macro.macroName.text
            let start = macro.pound.positionAfterSkippingLeadingTrivia
            let length = macro.macroName.endPositionBeforeTrailingTrivia.utf8Offset - start.utf8Offset
            return [
                Edit(
                    position: start, removedLength: length,
                    insertion: "static var _\(name.lowercased())\(index): Any { SwiftData.Schema.\(name)"),
                Edit(position: macro.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: " }"),
            ]
        }
    }

    private static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case let .attribute(attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == name
        }
    }

    private static func modelConformance(_ classDecl: ClassDeclSyntax) -> Edit {
        if let inherited = classDecl.inheritanceClause?.inheritedTypes.last {
            return Edit(
                position: inherited.type.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: ", SwiftData.PersistentModel")
        }
        let end = classDecl.genericParameterClause?.endPositionBeforeTrailingTrivia ?? classDecl.name.endPositionBeforeTrailingTrivia
        return Edit(position: end, removedLength: 0, insertion: ": SwiftData.PersistentModel")
    }

    /// The type a default value plainly has: a literal's, or `T` for `T(…)`, `T.member`
    /// and `T.member(…)` with a capitalised `T`; nil when it takes inference.
    static func plainType(of value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        var base = value
        if let call = base.as(FunctionCallExprSyntax.self) { base = call.calledExpression }
        if let member = base.as(MemberAccessExprSyntax.self), let memberBase = member.base,
            member.declName.baseName.text.first?.isLowercase == true
        {
            base = memberBase
        }
        let name =
            base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self).flatMap { member -> String? in
                guard member.declName.baseName.text.first?.isUppercase == true else { return nil }
                return member.base?.as(DeclReferenceExprSyntax.self).map { $0.baseName.text + "." + member.declName.baseName.text }
            }
        guard let name, name.first?.isUppercase == true, !name.contains(where: { $0 == " " }) else { return nil }
        return name
    }

    /// The plain type of `value`, or of the static constant of `members` it names
    /// (`@Entry var model = _defaultModel` beside `static let _defaultModel = Model()`).
    static func plainType(of value: ExprSyntax, siblings members: MemberBlockSyntax) -> String? {
        if let type = plainType(of: value) { return type }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for member in members.members {
            guard let constant = member.decl.as(VariableDeclSyntax.self),
                constant.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in constant.bindings where binding.pattern.trimmedDescription == name {
                if let annotated = binding.typeAnnotation { return annotated.type.trimmedDescription }
                if let initial = binding.initializer { return plainType(of: initial.value) }
            }
        }
        return nil
    }

    private static func entryEdits(_ variable: VariableDeclSyntax, siblings: MemberBlockSyntax) -> [Edit] {
        var edits: [Edit] = []
        for case let .attribute(attribute) in variable.attributes where attribute.attributeName.trimmedDescription == "Entry" {
            let length = attribute.trimmedLength.utf8Length
            edits.append(
                Edit(
                    position: attribute.positionAfterSkippingLeadingTrivia, removedLength: length,
                    insertion: String(repeating: " ", count: length)))
        }
        guard !edits.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil
        else { return [] }
        guard let type = binding.typeAnnotation else {
            // `@Entry var submit = SubmitAction()`: the type the default value plainly has.
            guard let initializer = binding.initializer, let inferred = plainType(of: initializer.value, siblings: siblings) else {
                return []
            }
            edits.append(Edit(position: binding.pattern.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: ": \(inferred)"))
            edits.append(Edit(position: initializer.equal.positionAfterSkippingLeadingTrivia, removedLength: 1, insertion: "{ get {"))
            if plainType(of: initializer.value) == nil {
                // A sibling static constant, read from the getter.
                edits.append(Edit(position: initializer.value.positionAfterSkippingLeadingTrivia, removedLength: 0, insertion: "Self."))
            }
            edits.append(Edit(position: initializer.value.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: " } set {} }"))
            return edits
        }
        if let initializer = binding.initializer {
            edits.append(Edit(position: initializer.equal.positionAfterSkippingLeadingTrivia, removedLength: 1, insertion: "{ get {"))
            edits.append(Edit(position: initializer.value.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: " } set {} }"))
        } else {
            edits.append(Edit(position: type.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: " { get { nil } set {} }"))
        }
        return edits
    }
}

/// The `#Rule(…)` expressions of a declaration.
private final class RuleMacroFinder: SyntaxVisitor {
    var macros: [MacroExpansionExprSyntax] = []

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Rule" { macros.append(node) }
        return .visitChildren
    }
}
