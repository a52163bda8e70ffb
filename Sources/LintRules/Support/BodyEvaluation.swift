import Linting
import SwiftSyntax

// Where code runs, as far as the syntax tells: while SwiftUI evaluates a view's `body`
// (every update), or later, in an action or a task. Rules about work in `body` (formatters,
// sorting, printing) ask this, so a formatter in a button's action is not "in body".

extension SyntaxProtocol {
    /// Whether this node runs while a view's body is evaluated: it sits in `var body`,
    /// `func body(content:)`, or another computed `some View` property or function, and every
    /// closure between it and that declaration is view-building content (a container's
    /// content, a `ForEach` row, an `overlay`), not an action, a task or a deferred builder.
    var isEvaluatedDuringBody: Bool {
        var current = Syntax(self)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard closure.isBuiltDuringBody else { return false }
            } else if let binding = parent.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
                // A computed property; a local `let` or a stored initializer is walked through.
                return binding.isViewBodyProperty
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                return function.returnsSomeView
            } else if parent.is(InitializerDeclSyntax.self) || parent.is(SourceFileSyntax.self)
                || parent.isProtocol(DeclGroupSyntax.self)
            {
                return false
            }
            current = parent
        }
        return false
    }
}

extension PatternBindingSyntax {
    /// Whether this is a computed `var body: some View` or another computed `some View`
    /// property (whose getter runs as part of a body).
    var isViewBodyProperty: Bool {
        guard accessorBlock != nil, let type = typeAnnotation?.type else { return false }
        if let identifier = pattern.as(IdentifierPatternSyntax.self), identifier.identifier.text == "body" { return true }
        return type.isSomeView
    }
}

extension FunctionDeclSyntax {
    /// Whether the function returns `some View` (a `ViewModifier`'s `body(content:)`, a
    /// `@ViewBuilder` helper).
    var returnsSomeView: Bool {
        signature.returnClause?.type.isSomeView ?? false
    }
}

extension TypeSyntax {
    /// `some View` (or `some SwiftUI.View`).
    var isSomeView: Bool {
        guard let some = self.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) else {
            return false
        }
        return some.constraint.simpleName == "View"
    }
}

extension ClosureExprSyntax {
    /// The call this closure is an argument of, and its label (`nil` for an unlabelled or
    /// first trailing closure).
    var owningCall: (call: FunctionCallExprSyntax, label: String?, isTrailing: Bool)? {
        guard let parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == id {
            return (call, nil, true)
        }
        if let argument = parent.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, argument.label?.text, false)
        }
        if let extra = parent.as(MultipleTrailingClosureElementSyntax.self),
            let call = extra.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, extra.label.text, true)
        }
        return nil
    }

    /// Whether SwiftUI runs this closure while building the enclosing body: the content of
    /// a container (`VStack { }`, `ForEach(…) { }`, `GeometryReader { }`), a button's label,
    /// or the content of a layering modifier (`overlay`, `background`, `toolbar`). Actions
    /// (`Button`'s action, `onTapGesture`, `task`, `onChange`), `Task { }` and presentations
    /// (`sheet`, `navigationDestination`) run later.
    var isBuiltDuringBody: Bool {
        guard let (call, label, isTrailing) = owningCall else { return false }
        if let label, Self.actionLabels.contains(label) { return false }
        if call.memberCallee != nil {
            // A modifier: only those that lay out their content with the view.
            guard let name = call.calleeName, Self.layeringModifiers.contains(name) else { return false }
            return true
        }
        guard let name = call.calleeName, name.first?.isUppercase == true, !Self.deferredTypes.contains(name) else {
            return false
        }
        if name == "Button" {
            // `Button("Save") { save() }`: the first trailing closure is the action, unless
            // the action was passed as `action:`.
            if label == "label" { return true }
            return isTrailing && label == nil && call.argument(labeled: "action") != nil
        }
        if name == "NavigationLink" {
            // Only the label is built with the link; the destination when it is shown.
            return label == "label"
        }
        // A custom view's closure may be an action (`MenuItem("Add") { add() }`): view
        // builders hold views, never bare assignments, calls of functions or `await`s.
        return !hasActionStatements
    }

    /// Whether a top-level statement is one a view builder cannot contain: an assignment,
    /// a call of a lower-case function (`print(…)`, `save()`), `await` or `try`.
    var hasActionStatements: Bool {
        topLevelItems.contains { item in
            guard let expression = item.as(ExprSyntax.self) else { return false }
            if expression.is(AwaitExprSyntax.self) || expression.is(TryExprSyntax.self) { return true }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
            }
            if let call = expression.as(FunctionCallExprSyntax.self),
                let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
            {
                return reference.baseName.text.first?.isLowercase == true
            }
            return false
        }
    }

    static let actionLabels: Set<String> = [
        "action", "perform", "onCommit", "onEditingChanged", "onIncrement", "onDecrement", "get", "set",
        "onDismiss", "completion", "operation",
    ]
    static let layeringModifiers: Set<String> = [
        "overlay", "background", "mask", "safeAreaInset", "toolbar", "contextMenu", "swipeActions",
    ]
    /// Types whose closures run asynchronously or on demand, not while the body is built.
    static let deferredTypes: Set<String> = ["Task", "Binding", "DispatchQueue", "Timer"]
}

extension FunctionCallExprSyntax {
    /// Whether this starts an unstructured task: `Task { }`, `Task(priority:) { }`,
    /// `Task.detached { }`.
    var isTaskCreation: Bool {
        if isTypeCall("Task") { return true }
        if let member = memberCallee, member.declName.baseName.text == "detached",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
        {
            return true
        }
        return false
    }

    /// The token to report a task creation at: `Task`.
    var taskToken: Syntax {
        if let member = memberCallee, let base = member.base { return Syntax(base) }
        return Syntax(calledExpression)
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing closure, or `nil` when a function, initializer, accessor or
    /// type declaration comes first.
    var nearestClosure: ClosureExprSyntax? {
        var node = parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) { return closure }
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)
                || current.is(AccessorDeclSyntax.self) || current.isProtocol(DeclGroupSyntax.self)
            {
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// Whether the nearest type around this (struct, class, extension) is a SwiftUI view or
    /// view modifier, as declared in the file or its context. A type nested in a view (a
    /// representable, a coordinator) is judged on its own. Code shown without its type (a
    /// page's fragment) is in a view when a closure around it belongs to a SwiftUI control or
    /// modifier: `Button("Save") { … }` or `.onAppear { … }` at file scope.
    func isInView(types: TypeIndex) -> Bool {
        var node = parent
        while let current = node {
            if current.is(SourceFileSyntax.self) { return isInFragmentViewClosure }
            if let group = current.asProtocol(DeclGroupSyntax.self) {
                let names = group.inheritedNames
                if names.contains("View") || names.contains("ViewModifier") { return true }
                // `extension View { … }`: helpers every view gets.
                if let extended = current.as(ExtensionDeclSyntax.self)?.extendedType.simpleName,
                    extended == "View" || extended == "ViewModifier"
                {
                    return true
                }
                let typeName: String?
                if let named = current.asProtocol(NamedDeclSyntax.self) {
                    typeName = named.name.text
                } else {
                    typeName = current.as(ExtensionDeclSyntax.self)?.extendedType.simpleName
                }
                if let typeName, types.conforms(typeName, to: "View") || types.conforms(typeName, to: "ViewModifier") {
                    return true
                }
                return false
            }
            node = current.parent
        }
        return false
    }
}

extension SyntaxProtocol {
    /// Whether a closure around this, before any function or initializer, is the action or
    /// content of a SwiftUI control or modifier (`Button("Save") { … }`, `.task { … }`,
    /// `List { … }`); the type around such code is a view the fragment leaves out.
    fileprivate var isInFragmentViewClosure: Bool {
        var node = parent
        while let current = node {
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(AccessorDeclSyntax.self) {
                return false
            }
            if let closure = current.as(ClosureExprSyntax.self), let (call, _, _) = closure.owningCall, let name = call.calleeName {
                if call.memberCallee != nil {
                    if ClosureExprSyntax.fragmentViewModifiers.contains(name) { return true }
                } else if ClosureExprSyntax.fragmentViewTypes.contains(name) {
                    return true
                }
            }
            node = current.parent
        }
        return false
    }
}

extension ClosureExprSyntax {
    /// Modifiers whose closures only views have: a fragment calling one is view code.
    static let fragmentViewModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit",
        "refreshable", "onHover", "onOpenURL", "overlay", "background", "toolbar", "contextMenu", "swipeActions",
    ]
    /// SwiftUI views and controls whose closures are a fragment's view code.
    static let fragmentViewTypes: Set<String> = [
        "Button", "Menu", "NavigationLink", "List", "ForEach", "Form", "Section", "Group", "VStack", "HStack", "ZStack",
        "LazyVStack", "LazyHStack", "ScrollView", "NavigationStack", "GeometryReader", "TabView",
    ]
}

extension ExprSyntax {
    /// The whole modifier chain this expression is part of: walks out through
    /// `.modifier(…)` calls applied to it, then reads the chain from the outermost call.
    var enclosingModifierChain: (modifiers: [FunctionCallExprSyntax], root: ExprSyntax?) {
        var outermost = self
        while let member = outermost.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outermost.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            outermost = ExprSyntax(call)
        }
        return outermost.modifierChain
    }
}

extension ClosureExprSyntax {
    /// The nearest enclosing closure that a given container or modifier owns, walking out
    /// through view-building closures; stops (returns `nil`) at a presentation or a
    /// navigation destination, whose content is a new screen.
    func enclosingOwner(where matches: (FunctionCallExprSyntax, String?) -> Bool) -> FunctionCallExprSyntax? {
        var closure: ClosureExprSyntax? = self
        while let current = closure {
            guard let owner = current.owningCall else { return nil }
            if matches(owner.call, owner.label) { return owner.call }
            if let name = owner.call.calleeName {
                if owner.call.memberCallee != nil, Self.screenPresenters.contains(name) { return nil }
                if name == "NavigationLink", owner.label != "label" { return nil }
            }
            closure = current.nearestClosure
        }
        return nil
    }

    /// Modifiers whose content is a separate screen.
    static let screenPresenters: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "alert", "confirmationDialog",
    ]
}
