import Linting
import SwiftSyntax

// Small questions rules ask about SwiftUI-shaped syntax. Kept in one place so every rule
// reads calls, modifier chains and closures the same way.

extension FunctionCallExprSyntax {
    /// The called name: `ForEach` for `ForEach(...)` and `SwiftUI.ForEach(...)`,
    /// `padding` for `.padding()` and `view.padding()`.
    var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self),
            let reference = generic.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        return nil
    }

    /// Whether this calls the type `name` directly: `Name(...)`, `Name<T>(...)` or
    /// `SwiftUI.Name(...)` — not a method that happens to share the name.
    func isTypeCall(_ name: String) -> Bool {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == name
        }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self),
            let reference = generic.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text == name
        }
        if let member = calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == name,
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "SwiftUI"
        {
            return true
        }
        return false
    }

    /// For a method-style call (`x.name(...)` or `.name(...)`), the member access.
    var memberCallee: MemberAccessExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)
    }

    /// The receiver of a method-style call: `x` in `x.name(...)`, `nil` for `.name(...)`.
    var receiver: ExprSyntax? {
        memberCallee?.base
    }

    /// The token naming the callee, for reporting.
    var calleeToken: TokenSyntax? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self),
            let reference = generic.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName
        }
        return nil
    }

    /// The first argument without a label (the data of `ForEach(items) { … }`).
    var firstUnlabeledArgument: ExprSyntax? {
        guard let first = arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// The argument labelled `label`.
    func argument(labeled label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The content closure: the trailing closure, or a closure passed as `content:`.
    var contentClosure: ClosureExprSyntax? {
        if let trailingClosure { return trailingClosure }
        return argument(labeled: "content")?.expression.as(ClosureExprSyntax.self)
    }

    /// Every closure given to the call: arguments, trailing and additional trailing.
    var allClosures: [(label: String?, closure: ClosureExprSyntax)] {
        var result: [(String?, ClosureExprSyntax)] = []
        for argument in arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                result.append((argument.label?.text, closure))
            }
        }
        if let trailingClosure { result.append((nil, trailingClosure)) }
        for extra in additionalTrailingClosures { result.append((extra.label.text, extra.closure)) }
        return result
    }
}

extension ExprSyntax {
    /// The expression with wrapping parentheses removed: `((x))` → `x`.
    var withoutParentheses: ExprSyntax {
        var expression = self
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            expression = only.expression
        }
        return expression
    }

    /// The modifier calls applied to a view expression, outermost first, and the view at
    /// the root: `List { }.padding().background(.red)` → ([background, padding], List {…}).
    var modifierChain: (modifiers: [FunctionCallExprSyntax], root: ExprSyntax?) {
        var modifiers: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = self
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.memberCallee {
                modifiers.append(call)
                current = member.base
            } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
                // A property in the chain (`.body`, `.projectedValue`) ends the modifiers.
                return (modifiers, expression)
            } else {
                return (modifiers, expression)
            }
        }
        return (modifiers, nil)
    }

    /// The call at the root of a modifier chain, if the root is a call.
    var rootCall: FunctionCallExprSyntax? {
        modifierChain.root?.as(FunctionCallExprSyntax.self)
    }

    /// The last name of a reference: `items` for `items`, `self.items`, `model.items`, `$items`.
    var referencedName: String? {
        let expression = withoutParentheses
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            return text.hasPrefix("$") ? String(text.dropFirst()) : text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The leftmost name of a member chain: `$model` for `$model.value.animation`.
    var chainRootName: String? {
        var expression = withoutParentheses
        while true {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                expression = base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                expression = call.calledExpression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else {
                return nil
            }
        }
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of type `T`.
    func enclosing<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current.as(T.self) { return match }
            node = current.parent
        }
        return nil
    }

    /// Whether `ancestor` contains this node.
    func isDescendant(of ancestor: some SyntaxProtocol) -> Bool {
        var node = parent
        while let current = node {
            if current.id == ancestor.id { return true }
            node = current.parent
        }
        return false
    }
}

extension ClosureExprSyntax {
    /// The closure's top-level statements, with `if`/`switch` statements unwrapped.
    var topLevelItems: [Syntax] {
        statements.map { $0.item.unwrappedStatement }
    }

    /// How many parameters the closure declares; for one without a signature, the highest
    /// `$n` it uses plus one (0 when it uses none).
    var parameterCount: Int {
        if let clause = signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): return list.count
            case .parameterClause(let parameters): return parameters.parameters.count
            }
        }
        let finder = AnonymousParameterFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.highest + 1
    }
}

private final class AnonymousParameterFinder: SyntaxVisitor {
    var highest = -1
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind, let number = Int(text.dropFirst()) {
            highest = max(highest, number)
        }
        return .visitChildren
    }
}

extension CodeBlockItemSyntax.Item {
    /// The statement as an expression when it is one (`if`, `switch`, a call), else itself.
    var unwrappedStatement: Syntax {
        switch self {
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self) { return Syntax(expression.expression) }
            return Syntax(statement)
        case .expr(let expression): return Syntax(expression)
        case .decl(let declaration): return Syntax(declaration)
        }
    }
}

extension Syntax {
    /// Whether this top-level builder item produces a view (not a declaration or `return`).
    var isViewProducing: Bool {
        if self.is(DeclSyntax.self) { return false }
        if let statement = self.as(StmtSyntax.self) { return statement.is(ExpressionStmtSyntax.self) }
        return self.is(ExprSyntax.self)
    }
}

extension IfExprSyntax {
    /// Whether some path through the `if`/`else if` chain has no branch (no final `else`).
    var lacksFinalElse: Bool {
        var current = self
        while true {
            switch current.elseBody {
            case nil: return true
            case .codeBlock: return false
            case .ifExpr(let next): current = next
            }
        }
    }

    /// The statement lists of every branch.
    var branches: [CodeBlockItemListSyntax] {
        var result = [body.statements]
        var current = self
        while let elseBody = current.elseBody {
            switch elseBody {
            case .codeBlock(let block):
                result.append(block.statements)
                return result
            case .ifExpr(let next):
                result.append(next.body.statements)
                current = next
            }
        }
        return result
    }
}

extension DeclGroupSyntax {
    /// Names in the inheritance clause (`View`, `Identifiable`).
    var inheritedNames: Set<String> {
        Set(inheritanceClause?.inheritedTypes.map { $0.type.simpleName } ?? [])
    }
}

extension AttributeListSyntax {
    /// Whether an attribute `@name` is present.
    func contains(attribute name: String) -> Bool {
        self.attribute(named: name) != nil
    }

    /// The attribute `@name` (`@AppStorage("key")`), if present.
    func attribute(named name: String) -> AttributeSyntax? {
        lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.simpleName == name }
    }
}

extension AttributeSyntax {
    /// The value of the first argument when it is a plain string literal: the key of
    /// `@AppStorage("units")` or `@SceneStorage("tab")`.
    var firstStringArgument: String? {
        arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

extension SyntaxProtocol {
    /// The file's top-level statements when this node is one of them or inside one, with no
    /// function, closure, accessor or type between: the statements a page's fragment shows
    /// on their own (`let model = …` then `_model = StateObject(wrappedValue: model)`).
    var fileScopeStatements: CodeBlockItemListSyntax? {
        var node = parent
        while let current = node {
            if let file = current.as(SourceFileSyntax.self) { return file.statements }
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(AccessorDeclSyntax.self) || current.isProtocol(DeclGroupSyntax.self)
            {
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// Every descendant (this node included) of type `T`, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        let finder = DescendantFinder<T>(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }
}

private final class DescendantFinder<T: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [T] = []
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(T.self) { found.append(match) }
        return .visitChildren
    }
}
