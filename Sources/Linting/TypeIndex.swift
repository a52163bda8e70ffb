import SwiftSyntax

/// What a file and its context declare: types (with stored properties and conformances)
/// and the element types of collection variables.
///
/// Built in one pass over the syntax trees. Names are simple (unqualified); when a name is
/// declared more than once the declarations are merged, which is what an example reader
/// sees when a later example shadows an earlier one.
package struct TypeIndex: Sendable {
    /// A declared struct, class, actor or enum.
    package struct TypeInfo: Sendable, Equatable {
        package enum Kind: String, Sendable {
            case `struct`, `class`, actor, `enum`
        }
        package var name: String
        package var kind: Kind
        /// Instance stored properties declared in the type body.
        package var storedProperties: [StoredProperty]
        /// Names in the inheritance clauses of the type and its extensions.
        package var conformances: Set<String>
        /// Attribute names on the declaration, without `@` (`Observable`, `Model`).
        package var attributes: Set<String>

        /// Whether the type is a struct, class or actor with at least one stored property.
        package var isModelWithStoredProperties: Bool {
            kind != .enum && !storedProperties.isEmpty
        }

        /// The stored property named `name`, if any.
        package func storedProperty(named name: String) -> StoredProperty? {
            storedProperties.first { $0.name == name }
        }
    }

    /// One instance stored property.
    package struct StoredProperty: Sendable, Equatable {
        package var name: String
        /// `true` for `var`, `false` for `let`.
        package var isMutable: Bool
    }

    /// Declared types by simple name.
    package private(set) var types: [String: TypeInfo] = [:]
    /// Conformances added by extensions, by extended type name.
    package private(set) var extensionConformances: [String: Set<String>] = [:]
    /// For each variable, property or parameter name, the element type names of the
    /// collection types it was declared with (`[Person]`, `Set<Tag>`, `[Person]()`).
    package private(set) var elementTypesByVariable: [String: Set<String>] = [:]

    package init(trees: [SourceFileSyntax]) {
        let collector = Collector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        types = collector.types
        extensionConformances = collector.extensionConformances
        elementTypesByVariable = collector.elementTypes
    }

    /// The type named `name`, with conformances from extensions merged in.
    package subscript(name: String) -> TypeInfo? {
        guard var info = types[name] else { return nil }
        info.conformances.formUnion(extensionConformances[name] ?? [])
        return info
    }

    /// Whether `name` is declared or extended as conforming to `protocolName`.
    package func conforms(_ name: String, to protocolName: String) -> Bool {
        (types[name]?.conformances.contains(protocolName) ?? false)
            || (extensionConformances[name]?.contains(protocolName) ?? false)
    }

    /// The single element type of the collection variable `name`, when all its
    /// declarations agree on one.
    package func elementType(ofVariable name: String) -> String? {
        guard let names = elementTypesByVariable[name], names.count == 1 else { return nil }
        return names.first
    }
}

private final class Collector: SyntaxVisitor {
    var types: [String: TypeIndex.TypeInfo] = [:]
    var extensionConformances: [String: Set<String>] = [:]
    var elementTypes: [String: Set<String>] = [:]

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.struct, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.class, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.actor, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.enum, name: node.name, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.simpleName
        extensionConformances[name, default: []].formUnion(Self.names(in: node.inheritanceClause))
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        if let type = node.typeAnnotation?.type, let element = type.collectionElementName {
            elementTypes[name, default: []].insert(element)
        } else if node.typeAnnotation == nil, let value = node.initializer?.value,
            let element = value.collectionElementName
        {
            elementTypes[name, default: []].insert(element)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if let element = node.type.collectionElementName {
            elementTypes[name, default: []].insert(element)
        }
        return .visitChildren
    }

    private func record(
        _ kind: TypeIndex.TypeInfo.Kind,
        name: TokenSyntax,
        inheritance: InheritanceClauseSyntax?,
        attributes: AttributeListSyntax,
        members: MemberBlockSyntax
    ) {
        var stored: [TypeIndex.StoredProperty] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isInstanceStored else { continue }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings where binding.isStored {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    stored.append(.init(name: identifier.identifier.text, isMutable: isVar))
                }
            }
        }
        let attributeNames = Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.simpleName })
        let info = TypeIndex.TypeInfo(
            name: name.text,
            kind: kind,
            storedProperties: stored,
            conformances: Set(Self.names(in: inheritance)),
            attributes: attributeNames
        )
        types[name.text] = info
    }

    static func names(in clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.simpleName } ?? []
    }
}

extension VariableDeclSyntax {
    /// Whether this declares instance properties (not `static`/`class`).
    package var isInstanceStored: Bool {
        !modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

extension PatternBindingSyntax {
    /// Whether the binding stores a value: no accessors, or only `willSet`/`didSet`.
    package var isStored: Bool {
        guard let accessorBlock else { return true }
        switch accessorBlock.accessors {
        case .getter:
            return false
        case .accessors(let list):
            return list.allSatisfy {
                $0.accessorSpecifier.tokenKind == .keyword(.willSet)
                    || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
            }
        }
    }
}

extension TypeSyntax {
    /// The last name component (`SwiftUI.View` → `View`, `Array<Int>` → `Array`).
    package var simpleName: String {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.simpleName }
        return trimmedDescription
    }

    /// The element type name of `[T]`, `Array<T>`, `Set<T>`, `ContiguousArray<T>`,
    /// `IdentifiedArrayOf<T>`, or `nil`.
    package var collectionElementName: String? {
        if let array = self.as(ArrayTypeSyntax.self) { return array.element.simpleName }
        if let identifier = self.as(IdentifierTypeSyntax.self),
            ["Array", "Set", "ContiguousArray", "ArraySlice"].contains(identifier.name.text),
            let argument = identifier.genericArgumentClause?.arguments.first,
            case .type(let type) = argument.argument
        {
            return type.simpleName
        }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.collectionElementName }
        return nil
    }
}

extension ExprSyntax {
    /// The element type name of `[T]()`, `Array<T>()` or an array literal whose elements
    /// are all initialiser calls of one capitalised type (`[Person(...), Person(...)]`).
    package var collectionElementName: String? {
        if let call = self.as(FunctionCallExprSyntax.self) {
            if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
                let reference = array.elements.first?.expression.as(DeclReferenceExprSyntax.self)
            {
                return reference.baseName.text
            }
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                let base = generic.expression.as(DeclReferenceExprSyntax.self),
                ["Array", "Set", "ContiguousArray"].contains(base.baseName.text),
                case .type(let type) = generic.genericArgumentClause.arguments.first?.argument
            {
                return type.simpleName
            }
            return nil
        }
        if let array = self.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            let names = Set(
                array.elements.map { element -> String? in
                    guard let call = element.expression.as(FunctionCallExprSyntax.self),
                        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                        callee.baseName.text.first?.isUppercase == true
                    else { return nil }
                    return callee.baseName.text
                })
            if names.count == 1, let name = names.first, let name { return name }
        }
        return nil
    }
}
