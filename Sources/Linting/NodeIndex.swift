import SwiftSyntax

/// The kinds of node most rules start from, collected in one walk of a file, in source order.
///
/// Dozens of rules each walking the whole tree would dominate lint time; they read these
/// lists instead.
package struct NodeIndex {
    /// Every call: `ForEach(...)`, `.padding()`, `UUID()`.
    package let calls: [FunctionCallExprSyntax]
    /// Every `let`/`var` declaration, at any depth.
    package let variables: [VariableDeclSyntax]
    /// Every `func` declaration.
    package let functions: [FunctionDeclSyntax]
    /// Every struct, class, actor, enum and extension declaration.
    package let declarationGroups: [any DeclGroupSyntax]

    package init(tree: some SyntaxProtocol) {
        let collector = NodeCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        calls = collector.calls
        variables = collector.variables
        functions = collector.functions
        declarationGroups = collector.groups
    }

    /// The extension declarations among ``declarationGroups``.
    package var extensions: [ExtensionDeclSyntax] {
        declarationGroups.compactMap { $0.as(ExtensionDeclSyntax.self) }
    }

    /// The struct declarations among ``declarationGroups``.
    package var structs: [StructDeclSyntax] {
        declarationGroups.compactMap { $0.as(StructDeclSyntax.self) }
    }
}

private final class NodeCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var variables: [VariableDeclSyntax] = []
    var functions: [FunctionDeclSyntax] = []
    var groups: [any DeclGroupSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { calls.append(node); return .visitChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { variables.append(node); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { functions.append(node); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
}
