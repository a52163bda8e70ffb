import SwiftSyntax

extension SyntaxProtocol {
    /// Every struct, class, actor, enum and extension declaration, in source order.
    var declarationGroups: [any DeclGroupSyntax] {
        let finder = DeclarationGroupFinder(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }
}

private final class DeclarationGroupFinder: SyntaxVisitor {
    var found: [any DeclGroupSyntax] = []
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
}
