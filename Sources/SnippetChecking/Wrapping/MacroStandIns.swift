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
///   Apple's macro generates: `var name: Type { get { value } set {} }`.
/// - `#Unique<Trail>([\.name])` and `#Index<Trail>([\.name])` in a model become
///   `static var _uniqueN: Any { SwiftData.Schema.Unique<Trail>([\.name]) }` (and
///   `Schema.Index`), so the model type and the key paths are still typechecked.
enum MacroStandIns {
    struct Edit: Hashable {
        var position: AbsolutePosition
        var removedLength: Int
        var insertion: String
    }

    /// The edits for one top-level declaration.
    static func edits(for decl: DeclSyntax) -> [Edit] {
        if let classDecl = decl.as(ClassDeclSyntax.self), hasAttribute("Model", classDecl.attributes) {
            return [modelConformance(classDecl)] + schemaMacroEdits(classDecl.memberBlock) + nestedEdits(classDecl.memberBlock)
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            return ext.memberBlock.members.flatMap { member -> [Edit] in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
                return entryEdits(variable)
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
            return edits(for: member.decl)
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
                Edit(position: start, removedLength: length,
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
            return Edit(position: inherited.type.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: ", SwiftData.PersistentModel")
        }
        let end = classDecl.genericParameterClause?.endPositionBeforeTrailingTrivia ?? classDecl.name.endPositionBeforeTrailingTrivia
        return Edit(position: end, removedLength: 0, insertion: ": SwiftData.PersistentModel")
    }

    private static func entryEdits(_ variable: VariableDeclSyntax) -> [Edit] {
        var edits: [Edit] = []
        for case let .attribute(attribute) in variable.attributes where attribute.attributeName.trimmedDescription == "Entry" {
            let length = attribute.trimmedLength.utf8Length
            edits.append(Edit(position: attribute.positionAfterSkippingLeadingTrivia, removedLength: length, insertion: String(repeating: " ", count: length)))
        }
        guard !edits.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
              let type = binding.typeAnnotation, binding.accessorBlock == nil
        else { return [] }
        if let initializer = binding.initializer {
            edits.append(Edit(position: initializer.equal.positionAfterSkippingLeadingTrivia, removedLength: 1, insertion: "{ get {"))
            edits.append(Edit(position: initializer.value.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: " } set {} }"))
        } else {
            edits.append(Edit(position: type.endPositionBeforeTrailingTrivia, removedLength: 0, insertion: " { get { nil } set {} }"))
        }
        return edits
    }
}
