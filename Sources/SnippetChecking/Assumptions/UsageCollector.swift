import SwiftParser
import SwiftSyntax

/// What kind of value a use of a name asks for.
enum ValueKind: String, Hashable, Sendable, Comparable {
    case bool, int, double, string, date, collection

    static func < (lhs: ValueKind, rhs: ValueKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The Swift type and default value a declaration of this kind gets.
    func swiftType(element: String) -> (type: String, value: String) {
        switch self {
        case .bool: ("Bool", "false")
        case .int: ("Int", "0")
        case .double: ("Double", "0")
        case .string: ("String", "\"\"")
        case .date: ("Date", "Date()")
        case .collection: ("[\(element)]", "[]")
        }
    }
}

/// The shape of one call: `name(_:title:)` with trailing closures.
struct CallShape: Hashable, Sendable {
    /// Argument labels in order, nil for an unlabelled argument.
    var labels: [String?]
    /// Kinds of literal arguments, where one is a literal (same order as `labels`).
    var literalKinds: [ValueKind?]
    /// Parameter counts of the trailing closures, in order.
    var trailingClosureParameters: [Int]
    /// Whether each trailing closure holds views (content) rather than actions.
    var trailingClosureIsContent: [Bool] = []
    var isAwaited = false
    var isTried = false
    /// The call stands as a statement of a view builder.
    var isInViewBuilder = false
    /// The call's result is used (bound, passed, chained).
    var isResultUsed = false
    /// The call is all a predicate's closure says (`items.filter { $0.matches(query) }`):
    /// it answers yes or no.
    var isPredicate = false
    /// Arguments written as implicit members (`DetailView(item: .sample)`), same order as
    /// `labels`; nil for any other argument.
    var implicitMembers: [ImplicitMember?] = []
    /// Whether each argument is a `nil` literal (same order as `labels`): no generic
    /// parameter can be inferred from one.
    var nilArguments: [Bool] = []
}

/// An argument written as an implicit member: `.sample`, or `.constant(true)` (called).
struct ImplicitMember: Hashable, Sendable {
    var name: String
    /// The labels of the member's own arguments when it is called; nil when it is not.
    var argumentLabels: [String?]?
}

/// How one name is used in an example.
struct NameUsage: Sendable {
    var kinds: Set<ValueKind> = []
    var calls: [CallShape] = []
    /// Members read or called on the value: name → their own usage.
    var members: [String: MemberUsage] = [:]
    /// Members read on the elements of a collection (closure parameters, `for` variables,
    /// key paths).
    var elementMembers: [String: MemberUsage] = [:]
    var isBinding = false
    var isMutated = false
    /// Used inside a type the example declares itself.
    var isInOwnType = false
    /// Used as a type (`let a: Name`, `[Name]`).
    var isType = false
    /// `@StateObject`/`@ObservedObject`/`@EnvironmentObject` (ObservableObject), or
    /// `@Environment(Name.self)`/`@Bindable` (Observable).
    var wantsObservableObject = false
    var wantsObservable = false
    /// The labels of the subscripts read on the value (`model[scoreFor: player]`): an
    /// object's own subscripts, not a collection's.
    var subscripts: Set<[String]> = []
    /// `Name.self` given as a preference key.
    var wantsPreferenceKey = false
    /// Members read on the preference key's value in `onPreferenceChange(Name.self) { offset in
    /// offset.y }`.
    var preferenceValueMembers: Set<String> = []
    /// Static members read on the type (`Item.samples`).
    var staticMembers: [String: MemberUsage] = [:]
    /// Names of variables the example declares with this type (`var model = Name()`).
    var instanceNames: Set<String> = []
    /// The plain cases of the `switch`es over those variables (`switch mode { case .list: … }`),
    /// when every case of them is a plain implicit member: the cases of an enumeration.
    var switchCases: Set<String> = []
    /// Calls bound with `if let`/`guard let` (`if let link = Link(url: url)`), by labels:
    /// where every call of those labels is, a failable initializer.
    var optionallyBoundCalls: [[String?]: Int] = [:]
    /// Namespaces read on the type (`Theme.Colors.accent`): namespace → its static members.
    var nestedStatics: [String: [String: MemberUsage]] = [:]
    /// Set to `nil`, bound with `if let`, chained with `?.` or defaulted with `??`.
    var isOptional = false
    /// Stands in a view builder itself, or starts a modifier chain there (`header`,
    /// `content.padding()`).
    var isViewContent = false
    /// `$name` given to `.focused(_:)` / `.focused(_:equals:)`: focus state, with the
    /// cases the example compares it to (`equals: .email`, `name = .password`).
    var isFocus = false
    var focusCases: Set<String> = []
    /// Implicit members the value is compared with or set to (`phase == .idle`, `phase =
    /// .done`, `case .idle:` in a switch over it, and the old or new value a `trigger:` or
    /// `onChange(of:)` closure receives compared so): the cases of an enumeration.
    var implicitCases: Set<String> = []
    /// `$name` given as a `selection:`: the types of the values its content tags
    /// (`.tag(Flavor.mint)`, `Tab(…, value: Pane.home)`).
    var selectionTypes: Set<String> = []
    /// What the example's own `extension Name` adds: members (`var id: String { … }`) and
    /// conformances (`extension User: Identifiable`), which the assumed type leaves out.
    var extensionMembers: Set<String> = []
    var extensionConformances: Set<String> = []
    /// The undeclared type whose extension in the example uses this name bare
    /// (`extension User { var id: String { userId } }`): a member of that type.
    var ownerExtension: String?
    /// Read or called as `self.name` where the example's own view is synthesised (a
    /// fragment that shows a view's body or initializer without its properties): a member
    /// of that view.
    var isSelfMember = false
    /// Read as `Self.name`: a static member of that view (`items = Self.placeholderRows`).
    var isStaticSelfMember = false
    /// Given to `.onReceive(_:perform:)`: a publisher that never fails.
    var isPublisher = false
    /// Passed as `store(in: &name)`: where a Combine subscription is kept.
    var keepsSubscriptions = false
    /// Names the publisher's closure assigns its values to or compares them with
    /// (`.onReceive(feed) { value in level = value }`: `level`).
    var publisherPeers: Set<String> = []
    /// Kept in `@AppStorage`/`@SceneStorage` (`@AppStorage("sort") var sort = Sort.name`):
    /// a type stored by a text raw value.
    var wantsRawValue = false
    /// Given as the document of `fileExporter(isPresented:document:…)`: a file document.
    var isDocument = false
    /// The platform class a representable's `make…`/`update…` methods take or return
    /// (`func makeUIViewController(context:) -> Name`: `UIViewController`).
    var platformSuperclass: String?
    /// Collection members read but not called (`entry.count`, `order.first`), with the kind
    /// each suggested: on a value read for other members too, they are members of its own.
    var kindMembers: [String: ValueKind] = [:]
    /// What said the value is a collection: the members read or called on it (`isEmpty`,
    /// `filter`), and `""` for a place that takes one (`ForEach(name)`, `for … in name`).
    var collectionEvidence: Set<String> = []
    /// Kinds the elements are compared or computed with (see ``MemberUsage/elementKinds``).
    var elementKinds: Set<ValueKind> = []
}

struct MemberUsage: Sendable {
    var kinds: Set<ValueKind> = []
    var calls: [CallShape] = []
    /// The type the place a read stands in asks for (`.font(theme.title)`: `Font`).
    var contextType: String?
    /// Bound with `if let`, compared with `nil` or defaulted with `??` (`if let note =
    /// packet.note`): an optional member.
    var isOptional = false
    /// Called with a call chained on its result (`shelf.sorted(by: "title").first(3)`): a
    /// fluent interface's method, which returns its own type.
    var isFluent = false
    /// Kinds the elements are compared or computed with where the value is iterated
    /// (`scores.filter { $0 > 0 }`: numbers).
    var elementKinds: Set<ValueKind> = []
    /// The names a call's result is bound to with `if let`/`guard let` (`if let department
    /// = model.department(id: selection)`): the method returns an optional.
    var resultNames: Set<String> = []
    /// The members read on those names (`department.employees`): the result's own.
    var resultMembers: [String: MemberUsage] = [:]
}

/// Walks an example and records how the given names are used.
final class UsageCollector: SyntaxVisitor {
    private(set) var usages: [String: NameUsage] = [:]
    private let names: Set<String>
    /// Methods a call chained on an assumed value's call must not be for the chain to be a
    /// fluent interface: a view's modifiers (`model.row(for: id).padding()`) and, after the
    /// first call, near-typos of them (`.paddng()`).
    private let viewMethods: Set<String>
    private let viewMethodTypos: SurfaceGapDetector

    init(names: Set<String>, viewMethods: Set<String> = []) {
        self.names = names
        self.viewMethods = viewMethods
        viewMethodTypos = SurfaceGapDetector(surfaceNames: viewMethods)
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a call chained on another's result may be a fluent interface's method.
    private func isFluentLink(_ name: String) -> Bool {
        let limit = name.count >= 10 ? 2 : name.count >= 5 ? 1 : 0
        return !viewMethods.contains(name) && !viewMethodTypos.isTypo(name, declaredNames: [], limit: limit)
    }

    static func collect(_ names: Set<String>, in tree: SourceFileSyntax, viewMethods: Set<String> = []) -> [String: NameUsage] {
        let collector = UsageCollector(names: names, viewMethods: viewMethods)
        collector.walk(tree)
        collector.collectInstances(in: tree)
        collector.collectResultMembers(in: tree)
        return collector.usages
    }

    /// Members read on the optional results of assumed methods, once bound (see
    /// ``MemberUsage/resultNames``).
    private func collectResultMembers(in tree: SourceFileSyntax) {
        for (name, usage) in usages {
            for (member, memberUsage) in usage.members where !memberUsage.resultNames.isEmpty {
                let finder = MemberFinder(bases: memberUsage.resultNames)
                finder.walk(tree)
                usages[name]?.members[member]?.resultMembers = finder.members
            }
        }
    }

    /// The name `call`'s result is bound to by `if let`/`guard let` (through `try`/`await`).
    static func optionalBindingName(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        guard let clause = node.parent?.as(InitializerClauseSyntax.self),
            let condition = clause.parent?.as(OptionalBindingConditionSyntax.self)
        else { return nil }
        return condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The keyword or name a member access starts from, through `?` and `!`: `self` in
    /// `self?.tally` (a `[weak self]` closure's) as in `self.tally`.
    static func selfBase(of member: MemberAccessExprSyntax) -> TokenKind? {
        var base = member.base
        while let wrapped = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base?.as(ForceUnwrapExprSyntax.self)?.expression {
            base = wrapped
        }
        return base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
    }

    /// Names the example copies into a local `@Bindable` variable of the same name
    /// (`@Bindable var model = model`): `$model` after it is the copy's binding.
    private var bindableCopies: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.attributeNames(of: node).contains("Bindable") {
            bindableCopies.formUnion(SourceClassifier.selfShadowingNames(of: node).intersection(names))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        var name = node.baseName.text
        var isBinding = false
        if name.hasPrefix("$"), name.count > 1, !(name.dropFirst().first?.isNumber ?? true) {
            name.removeFirst()
            isBinding = !bindableCopies.contains(name)
        }
        guard names.contains(name) else { return .visitChildren }
        // `@Bindable var model = model`: the outer value is an observable object.
        if bindableCopies.contains(name), let initializer = node.parent?.as(InitializerClauseSyntax.self),
            initializer.parent?.parent?.parent?.as(VariableDeclSyntax.self).map(Self.attributeNames(of:))?.contains("Bindable") == true
        {
            usages[name, default: NameUsage()].wantsObservable = true
        }
        if let labels = Self.subscriptLabels(calledOn: ExprSyntax(node)) { usages[name, default: NameUsage()].subscripts.insert(labels) }
        // `configuration.isOn`, `.isOn`: a member of another value, not a use of the name.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            let base = Self.selfBase(of: member)
            if base != .keyword(.self) && base != .keyword(.Self) { return .visitChildren }
        }
        // `if let caption { … }` inside a type that declares `caption`: its own member, not a
        // use of the name the example lacks elsewhere.
        if Self.isMemberOfEnclosingType(name, Syntax(node)) { return .visitChildren }
        var usage = usages[name] ?? NameUsage()
        if isBinding { usage.isBinding = true }
        if Self.isInsideOwnType(Syntax(node)) { usage.isInOwnType = true }
        var expression = ExprSyntax(node)
        // `self.name`: the member access is the use (what it is called with, assigned,
        // compared to).
        if !isBinding, let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
            let base = Self.selfBase(of: member), base == .keyword(.self) || base == .keyword(.Self)
        {
            expression = ExprSyntax(member)
            usage.isSelfMember = true
            if base == .keyword(.Self) { usage.isStaticSelfMember = true }
        }
        if let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), Self.calleeName(call.calledExpression) == "onReceive"
        {
            usage.isPublisher = true
            usage.publisherPeers.formUnion(Self.peers(ofValuesIn: call))
        }
        if let inOut = expression.parent?.as(InOutExprSyntax.self), let argument = inOut.parent?.as(LabeledExprSyntax.self),
            argument.label?.text == "in", let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            Self.calleeName(call.calledExpression) == "store"
        {
            usage.keepsSubscriptions = true
        }
        if let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label?.text == "document",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), Self.calleeName(call.calledExpression) == "fileExporter"
        {
            usage.isDocument = true
        }
        if name.first?.isUppercase == true, Self.isStoredByRawValue(Syntax(node)) { usage.wantsRawValue = true }
        // `article?.title`: members are read through the optional chain.
        let chained = expression.parent?.as(OptionalChainingExprSyntax.self).map(ExprSyntax.init)
        if let call = Self.call(calling: expression) {
            var shape = Self.shape(of: call)
            shape.isInViewBuilder = Self.isViewBuilderStatement(ExprSyntax(call))
            shape.isResultUsed = !shape.isInViewBuilder && !Self.isStatement(ExprSyntax(call))
            usage.calls.append(shape)
            if name.first?.isUppercase == true { Self.recordInstance(createdBy: call, in: &usage) }
            if Self.optionalBindingName(of: call) != nil { usage.optionallyBoundCalls[shape.labels, default: 0] += 1 }
        } else if let member = Self.memberAccess(on: chained ?? expression) {
            let memberName = member.declName.baseName.text
            if name.first?.isUppercase == true, memberName.first?.isUppercase == true,
                let inner = Self.memberAccess(on: ExprSyntax(member)),
                inner.declName.baseName.text == "self"
            {
                // `Message.ID.self`: the identifier type the assumed type's `Identifiable`
                // conformance gives it, not a namespace.
            } else if name.first?.isUppercase == true, memberName.first?.isUppercase == true,
                let inner = Self.memberAccess(on: ExprSyntax(member))
            {
                // `Theme.Colors.accent`: a namespace with static members.
                usage.nestedStatics[memberName, default: [:]][inner.declName.baseName.text, default: MemberUsage()]
                    .merge(Self.memberUsage(of: inner))
            } else if name.first?.isUppercase == true, memberName != "self" {
                usage.staticMembers[memberName, default: MemberUsage()].merge(Self.memberUsage(of: member))
                recordFluentChain(after: member, in: &usage, isType: true)
                // `Store.shared.save(item)`: a shared instance, so `save` is the type's own method.
                if Self.call(calling: ExprSyntax(member)) == nil, !AssumptionSynthesizer.looksPlural(memberName),
                    let inner = Self.memberAccess(on: ExprSyntax(member)), Self.kindFromMember(inner.declName.baseName.text) == nil
                {
                    usage.members[inner.declName.baseName.text, default: MemberUsage()].merge(Self.memberUsage(of: inner))
                }
            } else if memberName == "self" {
                if Self.isEnvironmentArgument(member) {
                    usage.wantsObservable = true
                    // `@Environment(Model.self) private var model`: `model` holds one.
                    for binding in member.ancestor(VariableDeclSyntax.self)?.bindings ?? [] {
                        usage.instanceNames.formUnion(SourceClassifier.identifiers(in: binding.pattern))
                    }
                }
                // `.navigationDestination(for: Route.self) { route in … }`: the closure receives one.
                if let argument = member.parent?.as(LabeledExprSyntax.self), argument.label?.text == "for",
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    Self.calleeName(call.calledExpression) == "navigationDestination", let closure = call.trailingClosure
                {
                    usage.instanceNames.formUnion(Self.closureParameterNames(closure))
                }
                if Self.isPreferenceKeyArgument(member) {
                    usage.wantsPreferenceKey = true
                    // The closure of `onPreferenceChange(_:)` receives the key's value.
                    usage.preferenceValueMembers.formUnion(Self.elementMembers(ofCollection: ExprSyntax(member)).keys)
                }
                // `@UIApplicationDelegateAdaptor(AppDelegate.self)`: the app's delegate class.
                if let attribute = member.ancestor(AttributeSyntax.self)?.attributeName.trimmedDescription,
                    let delegate = Self.delegateAdaptors[attribute]
                {
                    usage.platformSuperclass = "NSObject, \(delegate)"
                }
            } else if let kind = Self.kindFromMember(memberName, on: name) {
                usage.kinds.insert(kind)
                if kind == .collection { usage.collectionEvidence.insert(memberName) }
                if Self.call(calling: ExprSyntax(member)) == nil { usage.kindMembers[memberName] = kind }
                if memberName == "toggle" || memberName == "append" || memberName.hasPrefix("remove") { usage.isMutated = true }
            } else {
                usage.members[memberName, default: MemberUsage()].merge(Self.memberUsage(of: member))
                recordFluentChain(after: member, in: &usage, isType: false)
            }
        } else {
            if let kind = Self.contextKind(of: expression) {
                usage.kinds.insert(kind)
                if kind == .collection { usage.collectionEvidence.insert("") }
            }
            if Self.isAssigned(expression) { usage.isMutated = true }
        }
        for (member, memberUsage) in Self.elementMembers(ofCollection: expression) {
            usage.elementMembers[member, default: MemberUsage()].merge(memberUsage)
        }
        usage.elementKinds.formUnion(Self.elementKinds(ofCollection: expression))
        if Self.isOptionalUse(expression) { usage.isOptional = true }
        if let owner = node.ancestor(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription, names.contains(owner) {
            usage.ownerExtension = owner
        }
        if isBinding, let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), Self.calleeName(call.calledExpression) == "focused"
        {
            usage.isFocus = true
            for other in call.arguments where other.label?.text == "equals" {
                if let member = other.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                    usage.focusCases.insert(member.declName.baseName.text)
                }
            }
        }
        if isBinding { usage.selectionTypes.formUnion(Self.taggedTypes(selectedBy: expression)) }
        if let assigned = Self.assignedImplicitMember(expression) {
            usage.focusCases.insert(assigned)
            usage.implicitCases.insert(assigned)
        }
        usage.implicitCases.formUnion(Self.comparedImplicitMembers(expression))
        if name.first?.isLowercase == true, !isBinding, Self.call(calling: expression) == nil, Self.isViewBuilderStatement(expression) {
            usage.isViewContent = true
        }
        usages[name] = usage
        return .visitChildren
    }

    /// `if let name { … }`: the shorthand binds an optional the example never declares.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard node.initializer == nil, let pattern = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
        let name = SourceClassifier.unescaped(pattern.identifier.text)
        guard names.contains(name), !Self.isMemberOfEnclosingType(name, Syntax(node)) else { return .visitChildren }
        usages[name, default: NameUsage()].isOptional = true
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        guard names.contains(name) else { return .visitChildren }
        var usage = usages[name] ?? NameUsage()
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            usage.extensionConformances.insert(inherited.type.trimmedDescription)
        }
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { usage.extensionMembers.formUnion(SourceClassifier.identifiers(in: binding.pattern)) }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                usage.extensionMembers.insert(function.name.text)
            }
        }
        usages[name] = usage
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        guard names.contains(name) else { return .visitChildren }
        var usage = usages[name] ?? NameUsage()
        usage.isType = true
        if Self.isInsideOwnType(Syntax(node)) { usage.isInOwnType = true }
        if Self.isStoredByRawValue(Syntax(node)) { usage.wantsRawValue = true }
        if let function = node.ancestor(FunctionDeclSyntax.self), node.ancestor(FunctionSignatureSyntax.self) != nil,
            let superclass = Self.representedClasses[function.name.text]
        {
            usage.platformSuperclass = superclass
        }
        if let variable = node.ancestor(VariableDeclSyntax.self) {
            let attributes = Self.attributeNames(of: variable)
            if !attributes.isDisjoint(with: ["StateObject", "ObservedObject", "EnvironmentObject"]) { usage.wantsObservableObject = true }
            if attributes.contains("Bindable") || attributes.contains("Environment") { usage.wantsObservable = true }
            for binding in variable.bindings where binding.typeAnnotation?.type.trimmedDescription == name {
                usage.instanceNames.formUnion(SourceClassifier.identifiers(in: binding.pattern))
            }
        }
        usages[name] = usage
        return .visitChildren
    }

    // MARK: Instances of assumed types

    /// `@StateObject private var model = Model()`: `model` holds one (recorded on the usage
    /// being built, which the visitor stores afterwards).
    private static func recordInstance(createdBy call: FunctionCallExprSyntax, in usage: inout NameUsage) {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return }
        usage.instanceNames.formUnion(SourceClassifier.identifiers(in: binding.pattern))
        let attributes = attributeNames(of: variable)
        if !attributes.isDisjoint(with: ["StateObject", "ObservedObject", "EnvironmentObject"]) { usage.wantsObservableObject = true }
    }

    /// `tides.filtered(by: "harbour").first(to: 5)`, `let ref = Store.open(url).child("a")`: calls
    /// chained on the result of a call of `member` on an assumed value or type are methods of
    /// the same type, as a fluent interface has, and a variable the chain is bound to holds one.
    /// Not where a link is a view's modifier (`model.row(for: id).padding()`), a text's or a
    /// collection's method (`.uppercased()`, `.filter { … }`), or the chain stands in a view
    /// builder: those say the result is something else. A near-typo of a modifier
    /// (`.paddng()`) ends the chain too where its receiver may be a view; not where the
    /// chain starts at an assumed type and is bound to a variable (`let tray =
    /// Greenhouse.open(row).preferred()`): each link's receiver is then an instance of that
    /// type, whose own methods no view modifier's spelling constrains.
    private func recordFluentChain(after member: MemberAccessExprSyntax, in usage: inout NameUsage, isType: Bool) {
        guard !viewMethods.contains(member.declName.baseName.text), let first = Self.call(calling: ExprSyntax(member)),
            !Self.isViewBuilderStatement(ExprSyntax(first))
        else { return }
        var current = first
        var links: [MemberAccessExprSyntax] = []
        while let next = Self.memberAccess(on: ExprSyntax(current)), let nextCall = Self.call(calling: ExprSyntax(next)) {
            let name = next.declName.baseName.text
            guard Self.kindFromMember(name) == nil, !Self.textMethods.contains(name), !viewMethods.contains(name) else { return }
            links.append(next)
            current = nextCall
        }
        guard !links.isEmpty else { return }
        var holders: Set<String> = []
        var bound = Syntax(current)
        while let parent = bound.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { bound = parent }
        if let binding = bound.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            holders = Set(SourceClassifier.identifiers(in: binding.pattern))
        }
        let ownsEveryLink = isType && !holders.isEmpty
        guard ownsEveryLink || links.allSatisfy({ isFluentLink($0.declName.baseName.text) }) else { return }
        // A type's static call returns the type already; an instance's returns its own type.
        if !isType { usage.members[member.declName.baseName.text]?.isFluent = true }
        for (index, link) in links.enumerated() {
            var linkUsage = Self.memberUsage(of: link)
            linkUsage.isFluent = index < links.count - 1 || !holders.isEmpty
            usage.members[link.declName.baseName.text, default: MemberUsage()].merge(linkUsage)
        }
        if isType { usage.instanceNames.formUnion(holders) }
    }

    /// Methods of text and values besides ``stringMembers`` (which also decide a kind).
    private static let textMethods: Set<String> = [
        "split", "components", "replacingOccurrences", "joined", "formatted", "localizedStandardContains", "capitalized",
        "appending", "data", "description",
    ]

    /// Members read on the variables that hold an assumed type's instances.
    private func collectInstances(in tree: SourceFileSyntax) {
        for (type, usage) in usages where !usage.instanceNames.isEmpty {
            let finder = MemberFinder(bases: Self.unwrappedNames(of: usage.instanceNames, in: tree))
            finder.walk(tree)
            var updated = usage
            for (member, memberUsage) in finder.members { updated.members[member, default: MemberUsage()].merge(memberUsage) }
            if type.first?.isUppercase == true { updated.switchCases = Self.plainSwitchCases(over: usage.instanceNames, in: tree) }
            usages[type] = updated
        }
    }

    /// The cases of the `switch`es over any of `names` (or `self.name`), when each case item
    /// is a plain implicit member (`case .list, .grid:`); empty when one is not (`case
    /// .loaded(let value):`, `case let x where …`), as no enumeration of plain cases fits then.
    static func plainSwitchCases(over names: Set<String>, in tree: SourceFileSyntax) -> Set<String> {
        var cases: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.switch) {
            guard let switchExpression = token.parent?.as(SwitchExprSyntax.self) else { continue }
            var subject = switchExpression.subject
            if let member = subject.as(MemberAccessExprSyntax.self), selfBase(of: member) == .keyword(.self) {
                subject = ExprSyntax(member.declName)
            }
            guard let reference = subject.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) else { continue }
            for case let .switchCase(switchCase) in switchExpression.cases {
                guard case let .case(label) = switchCase.label else { continue }
                for item in label.caseItems {
                    guard item.whereClause == nil,
                        let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                        member.base == nil
                    else { return [] }
                    cases.insert(member.declName.baseName.text)
                }
            }
        }
        return cases
    }

    /// `names` and the names `if let`/`guard let` bind their values to (`if let photos =
    /// selectedPhotos`): the same instances.
    static func unwrappedNames(of names: Set<String>, in tree: SourceFileSyntax) -> Set<String> {
        var result = names
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var) {
            guard let condition = token.parent?.as(OptionalBindingConditionSyntax.self),
                let value = condition.initializer?.value.as(DeclReferenceExprSyntax.self), names.contains(value.baseName.text)
            else { continue }
            result.formUnion(SourceClassifier.identifiers(in: condition.pattern))
        }
        return result
    }

    // MARK: Reading one use

    /// The delegate protocol an adaptor attribute's class adopts, by attribute.
    static let delegateAdaptors: [String: String] = [
        "UIApplicationDelegateAdaptor": "UIApplicationDelegate", "NSApplicationDelegateAdaptor": "NSApplicationDelegate",
    ]

    /// The class a representable's methods make and update, by method.
    static let representedClasses: [String: String] = [
        "makeUIViewController": "UIViewController", "updateUIViewController": "UIViewController",
        "makeNSViewController": "NSViewController", "updateNSViewController": "NSViewController", "makeUIView": "UIView",
        "updateUIView": "UIView", "makeNSView": "NSView", "updateNSView": "NSView",
    ]

    /// Whether `node` stands in the type or the initial value of an `@AppStorage` or
    /// `@SceneStorage` property (not in the attribute's own arguments).
    static func isStoredByRawValue(_ node: Syntax) -> Bool {
        guard let binding = node.ancestor(PatternBindingSyntax.self),
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            !attributeNames(of: variable).isDisjoint(with: ["AppStorage", "SceneStorage"])
        else { return false }
        return node.ancestor(AttributeSyntax.self) == nil
    }

    /// Names that a call's closures assign their parameters to or compare them with:
    /// `level = value`, `if self.level != $0`.
    static func peers(ofValuesIn call: FunctionCallExprSyntax) -> Set<String> {
        var peers: Set<String> = []
        for closure in [call.trailingClosure].compactMap({ $0 }) + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) }) {
            let parameters = closureParameterNames(closure)
            let operators = closure.tokens(viewMode: .sourceAccurate).filter { ["=", "==", "!="].contains($0.text) }
            for sequence in operators.compactMap({ $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) }) {
                let elements = Array(sequence.elements)
                guard elements.count == 3 else { continue }
                for (side, other) in [(elements[0], elements[2]), (elements[2], elements[0])] {
                    guard let reference = other.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) else {
                        continue
                    }
                    if let name = side.as(DeclReferenceExprSyntax.self)?.baseName.text {
                        peers.insert(name)
                    } else if let member = side.as(MemberAccessExprSyntax.self),
                        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    {
                        peers.insert(member.declName.baseName.text)
                    }
                }
            }
        }
        return peers
    }

    /// `name = .email`: the implicit member assigned.
    static func assignedImplicitMember(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == expression.id }), index + 2 < elements.count,
            operatorText(elements[index + 1]) == "=",
            let member = elements[index + 2].as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        return member.declName.baseName.text
    }

    /// The types of the values the content of the call `expression` is the `selection:` of
    /// tags: `Type` in `.tag(Type.member)` and `Tab(…, value: Type.member)`.
    static func taggedTypes(selectedBy expression: ExprSyntax) -> Set<String> {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label?.text == "selection",
            let selecting = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return [] }
        var types: Set<String> = []
        for closure in [selecting.trailingClosure].compactMap({ $0 }) + selecting.additionalTrailingClosures.map(\.closure) {
            for token in closure.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("tag") || token.text == "value" {
                let tagged: ExprSyntax?
                if token.text == "tag", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    let tagCall = call(calling: ExprSyntax(member)), tagCall.arguments.count == 1
                {
                    tagged = tagCall.arguments.first?.expression
                } else if token.text == "value", let labelled = token.parent?.as(LabeledExprSyntax.self), labelled.label?.id == token.id {
                    tagged = labelled.expression
                } else {
                    tagged = nil
                }
                guard let member = tagged?.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                    base.baseName.text.first?.isUppercase == true
                else { continue }
                types.insert(base.baseName.text)
            }
        }
        return types
    }

    /// Implicit members `expression` is compared with (`phase == .idle`, `.idle != phase`), the
    /// plain cases of a `switch` over it (`case .idle, .done:`), and those the values a
    /// closure observing it receives are compared with (`.onChange(of: phase) { old, new in
    /// new == .done }`, `trigger: phase`).
    static func comparedImplicitMembers(_ expression: ExprSyntax) -> Set<String> {
        var cases: Set<String> = []
        if let sequence = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            cases.formUnion(implicitMembersCompared(in: sequence) { $0.id == expression.id })
        }
        if let switchExpression = expression.parent?.as(SwitchExprSyntax.self), switchExpression.subject.id == expression.id {
            for case let .switchCase(switchCase) in switchExpression.cases {
                guard case let .case(label) = switchCase.label else { continue }
                for item in label.caseItems {
                    if let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                        member.base == nil
                    {
                        cases.insert(member.declName.baseName.text)
                    }
                }
            }
        }
        if let argument = expression.parent?.as(LabeledExprSyntax.self), ["of", "trigger"].contains(argument.label?.text),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            for closure in [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure) {
                var parameters = closureParameterNames(closure)
                if closure.signature == nil { parameters.formUnion(["$0", "$1"]) }
                for sequence in closure.statements.tokens(viewMode: .sourceAccurate).filter({ ["==", "!="].contains($0.text) })
                    .compactMap({ $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) })
                {
                    cases.formUnion(
                        implicitMembersCompared(in: sequence) { side in
                            side.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false
                        })
                }
            }
        }
        // `.none` and `.some` are an optional's.
        return cases.subtracting(["none", "some"])
    }

    /// The implicit members a comparison (`a == .b`, `.b != a`) in `sequence` sets against a
    /// side `isSubject` accepts.
    private static func implicitMembersCompared(in sequence: SequenceExprSyntax, isSubject: (ExprSyntax) -> Bool) -> Set<String> {
        let elements = Array(sequence.elements)
        var cases: Set<String> = []
        for index in elements.indices.dropFirst().dropLast() {
            guard let text = operatorText(elements[index]), text == "==" || text == "!=" else { continue }
            for (subject, other) in [(elements[index - 1], elements[index + 1]), (elements[index + 1], elements[index - 1])] {
                guard isSubject(subject), let member = other.as(MemberAccessExprSyntax.self), member.base == nil else { continue }
                cases.insert(member.declName.baseName.text)
            }
        }
        return cases
    }

    /// `name = nil`, `name == nil`, `name ?? fallback`, `name?.member`, `if let x = name`.
    static func isOptionalUse(_ expression: ExprSyntax) -> Bool {
        if expression.parent?.is(OptionalChainingExprSyntax.self) == true { return true }
        if let initializer = expression.parent?.as(InitializerClauseSyntax.self),
            initializer.parent?.is(OptionalBindingConditionSyntax.self) == true
        {
            return true
        }
        guard let sequence = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == expression.id }) else { return false }
        if index + 1 < elements.count, operatorText(elements[index + 1]) == "??" { return true }
        if index + 2 < elements.count, let text = operatorText(elements[index + 1]), ["=", "==", "!="].contains(text) {
            return elements[index + 2].is(NilLiteralExprSyntax.self)
        }
        return false
    }

    /// The type a modifier's argument or a labelled argument asks for: `.font(x)` a `Font`,
    /// `.foregroundStyle(x)` a `Color`, `spacing: x` a `CGFloat`.
    static func contextType(of expression: ExprSyntax) -> String? {
        // `link.destination` standing alone in a view builder (`navigationDestination(for:)
        // { link in link.destination }`), or starting a modifier chain there: a view.
        if isViewBuilderStatement(expression), memberAccess(on: expression).map({ call(calling: ExprSyntax($0)) != nil }) ?? true {
            return "AnyView"
        }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        switch argument.label?.text {
        case "spacing", "cornerRadius", "radius", "lineWidth", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
            "minLength", "x", "y":
            return "CGFloat"
        case "color": return "Color"
        case nil:
            switch calleeName(call.calledExpression) {
            case "font": return "Font"
            case "foregroundStyle", "foregroundColor", "background", "tint", "fill", "stroke", "accentColor", "shadow": return "Color"
            case "padding", "blur", "cornerRadius": return "CGFloat"
            default: return nil
            }
        default: return nil
        }
    }

    static func call(calling expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id else { return nil }
        return call
    }

    static func memberAccess(on expression: ExprSyntax) -> MemberAccessExprSyntax? {
        guard let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id else { return nil }
        return member
    }

    static func shape(of call: FunctionCallExprSyntax) -> CallShape {
        var shape = CallShape(labels: [], literalKinds: [], trailingClosureParameters: [])
        for argument in call.arguments {
            shape.labels.append(argument.label?.text)
            shape.literalKinds.append(literalKind(argument.expression))
            shape.implicitMembers.append(implicitMember(argument.expression))
            shape.nilArguments.append(argument.expression.is(NilLiteralExprSyntax.self))
        }
        for closure in [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure) {
            shape.trailingClosureParameters.append(parameterCount(closure))
            shape.trailingClosureIsContent.append(holdsViews(closure))
        }
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(AwaitExprSyntax.self) { shape.isAwaited = true }
            if parent.is(TryExprSyntax.self) { shape.isTried = true }
            guard parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) else { break }
            node = parent
        }
        shape.isPredicate = isPredicateBody(node)
        return shape
    }

    /// Methods whose closure answers yes or no for each element.
    static let predicateMethods: Set<String> = [
        "filter", "first", "last", "contains", "allSatisfy", "firstIndex", "lastIndex", "removeAll", "drop", "prefix",
    ]

    /// Whether `node` is the only statement of a closure given to a predicate method
    /// (`filter`, `first(where:)`, `contains(where:)`, …).
    private static func isPredicateBody(_ node: Syntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return false }
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return predicateMethods.contains(member.declName.baseName.text)
    }

    /// `.sample` or `.constant(true)` as an argument; nil for any other expression.
    static func implicitMember(_ expression: ExprSyntax) -> ImplicitMember? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return ImplicitMember(name: member.declName.baseName.text, argumentLabels: nil)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        return ImplicitMember(name: member.declName.baseName.text, argumentLabels: call.arguments.map { $0.label?.text })
    }

    /// Whether a closure's statements are views (`Text(…)`, `VStack { … }`, `if … { Text }`)
    /// rather than actions (`save()`, `count += 1`).
    static func holdsViews(_ closure: ClosureExprSyntax) -> Bool {
        for statement in closure.statements {
            switch statement.item {
            case let .expr(expression):
                if SourceClassifier.isViewExpression(expression) { return true }
                if let ifExpression = expression.as(IfExprSyntax.self) {
                    return ifExpression.body.statements.contains { item in
                        if case let .expr(inner) = item.item { return SourceClassifier.isViewExpression(inner) }
                        return false
                    }
                }
            default:
                continue
            }
        }
        return false
    }

    static func parameterCount(_ closure: ClosureExprSyntax) -> Int {
        guard let parameters = closure.signature?.parameterClause else { return usesShorthand(closure) ? 1 : 0 }
        switch parameters {
        case let .simpleInput(list): return list.count
        case let .parameterClause(clause): return clause.parameters.count
        }
    }

    private static func usesShorthand(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$0") }
    }

    static func literalKind(_ expression: ExprSyntax) -> ValueKind? {
        if expression.is(BooleanLiteralExprSyntax.self) { return .bool }
        if expression.is(StringLiteralExprSyntax.self) { return .string }
        if expression.is(IntegerLiteralExprSyntax.self) { return .int }
        if expression.is(FloatLiteralExprSyntax.self) { return .double }
        if expression.is(ArrayExprSyntax.self) { return .collection }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literalKind(prefix.expression) }
        return nil
    }

    private static let collectionMembers: Set<String> = [
        "isEmpty", "count", "first", "last", "indices", "filter", "map", "compactMap", "flatMap", "sorted", "sort", "append",
        "remove", "removeAll", "removeFirst", "removeLast", "insert", "contains", "enumerated", "reversed", "prefix", "suffix",
        "forEach", "firstIndex", "lastIndex", "shuffled", "randomElement", "reduce", "min", "max", "startIndex", "endIndex",
        "allSatisfy", "dropFirst", "dropLast", "move", "remove(atOffsets:)",
    ]
    private static let stringMembers: Set<String> = [
        "uppercased", "lowercased", "trimmingCharacters", "hasPrefix", "hasSuffix", "localizedCaseInsensitiveContains",
    ]

    /// The kind a member read or called on a value says the value is; `owner` is the value's
    /// name, for members whose kind depends on it.
    static func kindFromMember(_ member: String, on owner: String? = nil) -> ValueKind? {
        if member == "toggle" { return .bool }
        // `revenue.formatted()`: text has no `formatted()`; a number or a date has, as its
        // name says (a number when it says neither). A list of strings has one too.
        if member == "formatted", let owner {
            let kind = AssumptionSynthesizer.kind(forName: owner)
            return [.int, .double, .date].contains(kind) ? kind : kind == .collection ? nil : .double
        }
        if collectionMembers.contains(member) { return .collection }
        if stringMembers.contains(member) { return .string }
        return nil
    }

    /// What the place an expression stands in asks for.
    /// The labels of a subscript read on `expression` when every argument has one
    /// (`model[scoreFor: player]`): a subscript of the value's own type.
    static func subscriptLabels(calledOn expression: ExprSyntax) -> [String]? {
        guard let call = expression.parent?.as(SubscriptCallExprSyntax.self), call.calledExpression.id == expression.id,
            !call.arguments.isEmpty
        else { return nil }
        let labels = call.arguments.compactMap { $0.label?.text }
        return labels.count == call.arguments.count ? labels : nil
    }

    static func contextKind(of expression: ExprSyntax) -> ValueKind? {
        guard let parent = expression.parent else { return nil }
        if let argument = parent.as(LabeledExprSyntax.self), isPlottedValue(argument) {
            // `.value("Units", sale.units)`: a plotted value is a number, a date or text; a
            // plural name counts something rather than holding a list.
            let name =
                expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            return AssumptionSynthesizer.kind(forName: name) == .collection ? .int : nil
        }
        if let argument = parent.as(LabeledExprSyntax.self) {
            return argumentKind(argument)
        }
        if let prefix = parent.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return .bool }
        if parent.is(ConditionElementSyntax.self) { return .bool }
        if let forIn = parent.as(ForStmtSyntax.self), forIn.sequence.id == expression.id { return .collection }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == expression.id {
            return subscriptLabels(calledOn: expression) == nil ? .collection : nil
        }
        if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            return sequenceKind(of: expression, in: sequence)
        }
        return nil
    }

    /// The value of a chart's `.value(_:_:)` (the argument after its label).
    private static func isPlottedValue(_ argument: LabeledExprSyntax) -> Bool {
        guard argument.label == nil, let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id != argument.id,
            let callee = list.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return callee.base == nil && callee.declName.baseName.text == "value"
    }

    private static func argumentKind(_ argument: LabeledExprSyntax) -> ValueKind? {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self) else { return nil }
        let callee: String
        if let call = list.parent?.as(FunctionCallExprSyntax.self) {
            callee = calleeName(call.calledExpression)
        } else {
            return nil
        }
        let label = argument.label?.text
        let isFirst = list.first?.id == argument.id
        switch label {
        case "isPresented", "isOn", "isEnabled", "isExpanded", "isActive", "isSelected": return .bool
        case "text", "systemName", "systemImage", "titleKey", "prompt": return .string
        case "value", "total":
            // A slider's or a gauge's value; `.animation(_:value:)` takes anything equatable.
            return ["Slider", "ProgressView", "Stepper", "Gauge"].contains(callee) ? .double : nil
        case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "spacing", "radius", "cornerRadius": return .double
        case nil where isFirst:
            switch callee {
            case "ForEach", "List", "Table": return .collection
            case "Text", "Label", "Button", "Image", "NavigationLink", "TextField", "SecureField", "Toggle", "Section", "navigationTitle",
                "accessibilityLabel", "accessibilityHint", "help", "Link", "Menu", "Picker", "DisclosureGroup":
                return .string
            case "disabled": return .bool
            case "opacity", "padding", "blur", "scaleEffect", "rotationEffect", "offset": return .double
            default: return nil
            }
        default: return nil
        }
    }

    private static func sequenceKind(of expression: ExprSyntax, in sequence: SequenceExprSyntax) -> ValueKind? {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == expression.id }) else { return nil }
        let before = index > 0 ? elements[index - 1] : nil
        let after = index + 1 < elements.count ? elements[index + 1] : nil
        let operators = [before, after].compactMap { $0 }.compactMap(operatorText)
        if after?.is(UnresolvedTernaryExprSyntax.self) == true { return .bool }
        // `tide == .ebb || tide == .flood`: the operands of a comparison are compared, the
        // comparison's result is what `||` joins.
        let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]
        if operators.contains(where: { $0 == "&&" || $0 == "||" }), operators.allSatisfy({ !comparisons.contains($0) }) { return .bool }
        if operators.contains(where: { $0 == "..<" || $0 == "..." }) { return .int }
        // The literal on the other side of a comparison, an assignment or arithmetic.
        let neighbours = [index - 2, index + 2].filter { elements.indices.contains($0) }.map { elements[$0] }
        if let kind = neighbours.lazy.compactMap(literalKind).first {
            return kind == .collection && operators.allSatisfy({ $0 != "=" }) ? nil : kind
        }
        // `$0.title < $1.title`: the same member of two elements compared to sort them says
        // only that it is comparable; its name says what it holds.
        if let member = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            operators.allSatisfy({ ["<", ">", "<=", ">="].contains($0) }),
            neighbours.contains(where: { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text == member })
        {
            return nil
        }
        if operators.contains(where: { ["+=", "-=", "*=", "/=", "-", "*", "/", "<", ">", "<=", ">="].contains($0) }) { return .int }
        return nil
    }

    static func operatorText(_ expression: ExprSyntax) -> String? {
        if let binary = expression.as(BinaryOperatorExprSyntax.self) { return binary.operator.text }
        if expression.is(AssignmentExprSyntax.self) { return "=" }
        return nil
    }

    static func isAssigned(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == expression.id }), index + 1 < elements.count else { return false }
        guard let text = operatorText(elements[index + 1]) else { return false }
        return ["=", "+=", "-=", "*=", "/="].contains(text)
    }

    /// How the example calls each of `members` on any value (`document?.duplicate()`): the
    /// calls of those members, merged by name, and the types the receivers are declared
    /// with (`let jar: PreserveJar?`: `PreserveJar`); no types for a member called on a
    /// receiver the example declares without one.
    static func calls(of members: Set<String>, in tree: SourceFileSyntax) -> [String: (usage: MemberUsage, receiverTypes: Set<String>?)] {
        var annotated: [String: String] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let annotation = binding.typeAnnotation
            else { continue }
            var type = annotation.type.trimmedDescription
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            annotated[token.text] = type
        }
        var found: [String: (usage: MemberUsage, receiverTypes: Set<String>?)] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(name) = token.tokenKind, members.contains(name),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                call(calling: ExprSyntax(member)) != nil
            else { continue }
            var base = member.base
            while let inner = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base?.as(ForceUnwrapExprSyntax.self)?.expression {
                base = inner
            }
            let type = base?.as(DeclReferenceExprSyntax.self).flatMap { annotated[$0.baseName.text] }
            var entry = found[name] ?? (MemberUsage(), [])
            entry.usage.merge(memberUsage(of: member))
            entry.receiverTypes = type.flatMap { type in entry.receiverTypes.map { $0.union([type]) } }
            found[name] = entry
        }
        return found
    }

    static func memberUsage(of member: MemberAccessExprSyntax) -> MemberUsage {
        var usage = MemberUsage()
        let expression = ExprSyntax(member)
        usage.contextType = contextType(of: expression)
        usage.isOptional = isOptionalUse(expression)
        if let call = call(calling: expression) {
            var shape = shape(of: call)
            shape.isInViewBuilder = isViewBuilderStatement(ExprSyntax(call))
            shape.isResultUsed = !shape.isInViewBuilder && !isStatement(ExprSyntax(call))
            usage.calls.append(shape)
            if let bound = optionalBindingName(of: call) { usage.resultNames.insert(bound) }
        } else if let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            actionLabels.contains(label)
        {
            // `Button("Save", action: model.save)`: a method given as the action.
            usage.calls.append(CallShape(labels: [], literalKinds: [], trailingClosureParameters: []))
        } else if let inner = memberAccess(on: expression),
            let kind = kindFromMember(inner.declName.baseName.text, on: member.declName.baseName.text)
        {
            usage.kinds.insert(kind)
            usage.elementKinds = elementKinds(ofCollection: expression)
        } else if let kind = contextKind(of: expression) {
            usage.kinds.insert(kind)
        }
        return usage
    }

    /// Members read on the elements of `expression` when it is iterated: closure
    /// parameters of the call it is the data of (`ForEach(items) { item in item.title }`,
    /// `items.filter { $0.isDone }`), `for` variables, and key paths (`id: \.name`).
    static func elementMembers(ofCollection expression: ExprSyntax) -> [String: MemberUsage] {
        var closures: [(ClosureExprSyntax, Set<String>)] = []
        var keyPathOwners: [FunctionCallExprSyntax] = []
        if let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            keyPathOwners.append(call)
            for closure in [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure) {
                closures.append((closure, closureParameterNames(closure)))
            }
        }
        if let member = memberAccess(on: expression), let call = call(calling: ExprSyntax(member)) {
            keyPathOwners.append(call)
            for closure in [call.trailingClosure].compactMap({ $0 })
                + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) })
            {
                closures.append((closure, closureParameterNames(closure)))
            }
        }
        var result: [String: MemberUsage] = [:]
        for (closure, parameters) in closures where !parameters.isEmpty {
            let finder = MemberFinder(bases: parameters)
            finder.walk(closure)
            for (name, usage) in finder.members { result[name, default: MemberUsage()].merge(usage) }
        }
        if let forIn = expression.parent?.as(ForStmtSyntax.self), forIn.sequence.id == expression.id {
            let finder = MemberFinder(bases: Set(SourceClassifier.identifiers(in: forIn.pattern)))
            finder.walk(forIn.body)
            for (name, usage) in finder.members { result[name, default: MemberUsage()].merge(usage) }
        }
        for call in keyPathOwners {
            for argument in call.arguments {
                guard let keyPath = argument.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
                    let first = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
                else { continue }
                // `\.self` is kept as the member "self": the elements are their own identity.
                result[first.declName.baseName.text, default: MemberUsage()].kinds.formUnion([])
            }
        }
        return result
    }

    /// The kinds of the literals the elements of `expression` are compared or computed with in
    /// the closure of a method called on it (`scores.filter { $0 > 0 }`: a number).
    static func elementKinds(ofCollection expression: ExprSyntax) -> Set<ValueKind> {
        guard let member = memberAccess(on: expression), let call = call(calling: ExprSyntax(member)) else { return [] }
        var kinds: Set<ValueKind> = []
        for closure in [call.trailingClosure].compactMap({ $0 }) + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) }) {
            let parameters = closureParameterNames(closure)
            for sequence in closure.statements.tokens(viewMode: .sourceAccurate).filter(\.isBinaryOperator)
                .compactMap({ $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) })
            {
                let elements = Array(sequence.elements)
                for index in elements.indices.dropFirst().dropLast() where operatorText(elements[index]) != nil {
                    for (side, other) in [(elements[index - 1], elements[index + 1]), (elements[index + 1], elements[index - 1])] {
                        guard let reference = side.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text),
                            let kind = literalKind(other), kind != .collection
                        else { continue }
                        kinds.insert(kind)
                    }
                }
            }
        }
        return kinds
    }

    static func closureParameterNames(_ closure: ClosureExprSyntax) -> Set<String> {
        guard let clause = closure.signature?.parameterClause else { return ["$0"] }
        switch clause {
        case let .simpleInput(list): return Set(list.map(\.name.text))
        case let .parameterClause(parameters): return Set(parameters.parameters.map { ($0.secondName ?? $0.firstName).text })
        }
    }

    static func calleeName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        return ""
    }

    /// `X.self` given to `onPreferenceChange(_:)` or as `key:` of a preference modifier.
    private static func isPreferenceKeyArgument(_ member: MemberAccessExprSyntax) -> Bool {
        guard let argument = member.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        let callee = calleeName(call.calledExpression)
        return argument.label?.text == "key" || (callee == "onPreferenceChange" && argument.label == nil)
    }

    private static func isEnvironmentArgument(_ member: MemberAccessExprSyntax) -> Bool {
        guard let argument = member.parent?.as(LabeledExprSyntax.self) else { return false }
        // `@FocusedValue(Selection.self)` asks the same of its type: an observable class.
        if let attribute = argument.ancestor(AttributeSyntax.self) {
            return ["Environment", "FocusedValue"].contains(attribute.attributeName.trimmedDescription)
        }
        return false
    }

    static func attributeNames(of variable: VariableDeclSyntax) -> Set<String> {
        Set(
            variable.attributes.compactMap { element -> String? in
                guard case let .attribute(attribute) = element else { return nil }
                return attribute.attributeName.trimmedDescription
            })
    }

    static func isInsideOwnType(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ExtensionDeclSyntax.self) || node.is(ActorDeclSyntax.self)
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// Whether a structure, class, actor or enumeration around `node` declares a property
    /// or method called `name`, which the bare name then refers to.
    static func isMemberOfEnclosingType(_ name: String, _ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            let members =
                candidate.as(StructDeclSyntax.self)?.memberBlock.members ?? candidate.as(ClassDeclSyntax.self)?.memberBlock.members
                ?? candidate.as(ActorDeclSyntax.self)?.memberBlock.members ?? candidate.as(EnumDeclSyntax.self)?.memberBlock.members
            for member in members ?? [] {
                if let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: { SourceClassifier.identifiers(in: $0.pattern).contains(name) })
                {
                    return true
                }
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name { return true }
            }
            current = candidate.parent
        }
        return false
    }

    // MARK: View builders

    /// The outermost expression of a modifier chain that starts with `expression`.
    private static func chainTop(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = ExprSyntax(member)
            } else if let call = current.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = ExprSyntax(call)
            } else if let wrapped = current.parent?.as(AwaitExprSyntax.self) {
                current = ExprSyntax(wrapped)
            } else if let wrapped = current.parent?.as(TryExprSyntax.self) {
                current = ExprSyntax(wrapped)
            } else {
                return current
            }
        }
    }

    static func isStatement(_ expression: ExprSyntax) -> Bool {
        let top = chainTop(expression)
        return top.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Whether `expression` (or the chain it starts) stands as a statement of a view builder.
    static func isViewBuilderStatement(_ expression: ExprSyntax) -> Bool {
        let top = chainTop(expression)
        guard let item = top.parent?.as(CodeBlockItemSyntax.self) else { return false }
        return isViewBuilder(statements: Syntax(item))
    }

    private static func isViewBuilder(statements item: Syntax) -> Bool {
        var node = item.parent
        while let current = node {
            if current.is(SourceFileSyntax.self) {
                // A fragment at top level: a type's call is a view, a function's a statement.
                return item.as(CodeBlockItemSyntax.self).map { isCapitalisedCall($0.item) } ?? false
            }
            if let closure = current.as(ClosureExprSyntax.self) { return closureIsViewContent(closure) }
            if let accessor = current.as(AccessorBlockSyntax.self), let binding = accessor.parent?.as(PatternBindingSyntax.self) {
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                return type.contains("View") || (variable.map { attributeNames(of: $0).contains("ViewBuilder") } ?? false)
            }
            if let function = current.as(FunctionDeclSyntax.self) {
                let returns = function.signature.returnClause?.type.trimmedDescription ?? ""
                return returns.contains("View")
                    || function.attributes.contains { element in
                        if case let .attribute(attribute) = element { return attribute.attributeName.trimmedDescription == "ViewBuilder" }
                        return false
                    }
            }
            if current.is(IfExprSyntax.self) || current.is(SwitchExprSyntax.self) || current.is(SwitchCaseSyntax.self)
                || current.is(CodeBlockSyntax.self) || current.is(CodeBlockItemListSyntax.self) || current.is(CodeBlockItemSyntax.self)
                || current.is(SwitchCaseListSyntax.self) || current.is(ExpressionStmtSyntax.self) || current.is(IfConfigClauseSyntax.self)
                || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
            {
                node = current.parent
                continue
            }
            return false
        }
        return false
    }

    private static func isCapitalisedCall(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case let .expr(expression) = item else { return false }
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                break
            }
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    private static let viewClosureModifiers: Set<String> = [
        "overlay", "background", "toolbar", "sheet", "fullScreenCover", "popover", "safeAreaInset", "mask", "contextMenu",
        "navigationDestination", "alert", "confirmationDialog", "swipeActions", "searchSuggestions", "inspector", "overlayPreferenceValue",
        "backgroundPreferenceValue",
    ]
    private static let actionTypes: Set<String> = ["Task", "withAnimation", "DispatchQueue"]
    /// Labels of arguments that take an action (`action: model.save`).
    static let actionLabels: Set<String> = ["action", "perform", "onDismiss", "onCommit", "completion"]

    private static func closureIsViewContent(_ closure: ClosureExprSyntax) -> Bool {
        // `#Preview { … }` and `#Preview("Name", traits: …) { … }` hold views.
        if let macro = closure.parent?.as(MacroExpansionExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(MacroExpansionExprSyntax.self)
        {
            return macro.macroName.text == "Preview"
        }
        if let macro = closure.parent?.as(MacroExpansionDeclSyntax.self)
            ?? closure.parent?.parent?.parent?.as(MacroExpansionDeclSyntax.self)
        {
            return macro.macroName.text == "Preview"
        }
        var call: FunctionCallExprSyntax?
        var label: String?
        var isTrailing = false
        var isFirstTrailing = false
        if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
            call = parent
            isTrailing = true
            isFirstTrailing = true
        } else if let extra = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            call = extra.parent?.parent?.as(FunctionCallExprSyntax.self)
            label = extra.label.text
            isTrailing = true
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            label = argument.label?.text
        }
        guard let call else { return false }
        let callee = calleeName(call.calledExpression)
        if actionTypes.contains(callee) { return false }
        if ["action", "perform", "onDismiss", "completion", "onCommit", "onEditingChanged"].contains(label ?? "") { return false }
        if callee == "Button" {
            // Button("Title") { action } / Button(action: …) { label } / Button { action } label: { … }
            let hasAction = call.arguments.contains { $0.label?.text == "action" }
            if label == "label" { return true }
            if isFirstTrailing { return hasAction }
            return !isTrailing && label != "action"
        }
        if callee.first?.isUppercase == true { return true }
        return viewClosureModifiers.contains(callee)
    }
}

/// Finds `base.member` reads and calls for a set of base names.
final class MemberFinder: SyntaxVisitor {
    private let bases: Set<String>
    private(set) var members: [String: MemberUsage] = [:]

    init(bases: Set<String>) {
        self.bases = bases
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        var name = base.baseName.text
        if name.hasPrefix("$"), !(name.dropFirst().first?.isNumber ?? true) { name.removeFirst() }
        guard bases.contains(name) else { return .visitChildren }
        let member = node.declName.baseName.text
        members[member, default: MemberUsage()].merge(UsageCollector.memberUsage(of: node))
        return .visitChildren
    }
}

extension MemberUsage {
    mutating func merge(_ other: MemberUsage) {
        kinds.formUnion(other.kinds)
        calls += other.calls
        contextType = contextType ?? other.contextType
        isOptional = isOptional || other.isOptional
        isFluent = isFluent || other.isFluent
        elementKinds.formUnion(other.elementKinds)
        resultNames.formUnion(other.resultNames)
        resultMembers.merge(other.resultMembers) { first, second in
            var merged = first
            merged.merge(second)
            return merged
        }
    }
}

extension SyntaxProtocol {
    /// The nearest ancestor of type `T`.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(T.self) { return match }
            current = node.parent
        }
        return nil
    }
}

extension TokenSyntax {
    var isBinaryOperator: Bool {
        if case .binaryOperator = tokenKind { return true }
        return false
    }
}
