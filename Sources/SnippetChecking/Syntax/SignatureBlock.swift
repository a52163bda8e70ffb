import Foundation
import SiteCore
import SwiftParser
import SwiftSyntax

/// Recognises an example that only shows API signatures, as reference pages do:
///
/// ```swift
/// func refreshable(action: @escaping @Sendable () async -> Void) -> some View
/// init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)
/// var isEnabled: Bool { get }
/// struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View
/// ```
///
/// A modifier's signature written as it is called, with a leading dot
/// (`.glassEffect(_ style: Style = .regular, in shape: some Shape = .rect)`), is one too:
/// its parameters are declared, not passed.
///
/// Such a block cannot compile (declarations without bodies) and is not meant to: it is
/// skipped with that reason instead of failed. Only an unlabelled example qualifies, and
/// only when every item is a declaration and at least one is a bare signature (a function,
/// initializer or subscript without a body, a property with `{ get }`, a type without
/// members); a block with any statement, expression or body is code, and checked.
enum SignatureBlock {
    static func isDeclarationOnly(_ original: String) -> Bool {
        let source = original.split(separator: "\n", omittingEmptySubsequences: false).map(modifierSignatureAsFunction)
            .joined(separator: "\n")
        // Cheap test first: a brace other than `{ get }` means bodies, so code.
        var rest = source
        for accessor in ["{ get }", "{ get set }", "{ get async }", "{ get throws }", "{ get async throws }", "{get}", "{get set}"] {
            rest = rest.replacingOccurrences(of: accessor, with: "")
        }
        guard !rest.contains("{") else { return false }
        // Code nested too deeply for swift-syntax is never parsed (see ``SwiftNesting``).
        guard SwiftNesting.excess(in: source) == nil else { return false }
        let tree = Parser.parse(source: source)
        var sawSignature = false
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item else { return false }
            switch signatureKind(decl) {
            case .signature: sawSignature = true
            case .plainDeclaration: continue
            case .code: return false
            }
        }
        return sawSignature
    }

    /// `.name(_ a: A, b: B = …)` as `func name(_ a: A, b: B = …)` when it parses as such a
    /// declaration (every parameter named and typed); any other line as it is.
    private static func modifierSignatureAsFunction(_ line: Substring) -> String {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("."), trimmed.dropFirst().first?.isLetter == true else { return String(line) }
        let candidate = "func " + trimmed.dropFirst()
        let tree = Parser.parse(source: candidate)
        guard tree.statements.count == 1, case let .decl(decl) = tree.statements.first?.item,
            let function = decl.as(FunctionDeclSyntax.self), function.body == nil, !function.hasError,
            !function.signature.parameterClause.parameters.isEmpty
        else { return String(line) }
        return candidate
    }

    private enum Kind { case signature, plainDeclaration, code }

    private static func signatureKind(_ decl: DeclSyntax) -> Kind {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.body == nil ? .signature : .code }
        if let initializer = decl.as(InitializerDeclSyntax.self) { return initializer.body == nil ? .signature : .code }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            guard let block = subscriptDecl.accessorBlock else { return .signature }
            return isBodiless(block) ? .signature : .code
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            var kind = Kind.plainDeclaration
            for binding in variable.bindings {
                if binding.initializer != nil { return .code }
                if let block = binding.accessorBlock {
                    guard isBodiless(block) else { return .code }
                    kind = .signature
                } else if binding.typeAnnotation == nil {
                    return .code
                }
            }
            return kind
        }
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            return group.memberBlock.leftBrace.presence == .missing ? .signature : .code
        }
        if decl.is(AssociatedTypeDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) { return .plainDeclaration }
        return .code
    }

    /// `{ get }`, `{ get set }`: accessors without bodies.
    private static func isBodiless(_ block: AccessorBlockSyntax) -> Bool {
        guard case let .accessors(accessors) = block.accessors else { return false }
        return !accessors.isEmpty && accessors.allSatisfy { $0.body == nil }
    }
}
