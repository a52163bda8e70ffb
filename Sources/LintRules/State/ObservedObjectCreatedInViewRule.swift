import Linting
import SwiftSyntax

/// Lint: an `@ObservedObject` whose object the view creates itself: a default value that
/// calls an initializer (`@ObservedObject var model = Model()`), or an initializer that
/// assigns a new object to it (`_model = ObservedObject(wrappedValue: Model())`,
/// `self.model = Model()`).
///
/// A shared instance (`Model.shared`) or an object passed in is what `@ObservedObject` is for
/// and is left alone.
struct ObservedObjectCreatedInViewRule: LintRule {
    static let description = RuleDescription(
        id: "observed-object-created-in-view",
        name: "ObservedObject created by the view",
        summary: "an `@ObservedObject` property is given a newly created object by the view itself",
        rationale: """
            `@ObservedObject` does not own its object: SwiftUI keeps nothing between two \
            initializations of the view. A view struct is initialized again every time its \
            parent's `body` runs, so an object created in its declaration or initializer is \
            replaced by a fresh one — with its data reset — on unrelated updates. Create an \
            object the view owns with `@StateObject` (or, with `@Observable`, `@State`), and \
            use `@ObservedObject` only for an object that someone else owns and passes in.
            """,
        documentation: "data-flow/state-and-data-flow.md#the-owner-creates-the-model",
        triggering: [
            RuleExample(
                """
                struct PlotList: View {
                    @ObservedObject var greenhouse = ↓GreenhouseStore()
                    var body: some View { Text(greenhouse.name) }
                }
                """),
            RuleExample(
                """
                struct StationView: View {
                    @ObservedObject private var dock: DockModel
                    init(stationID: Int) {
                        _dock = ObservedObject(wrappedValue: ↓DockModel(stationID: stationID))
                    }
                    var body: some View { Text(dock.title) }
                }
                """),
            RuleExample(
                """
                struct Sky: View {
                    @ObservedObject var telescope: TelescopeModel
                    init() {
                        self.telescope = ↓TelescopeModel.init()
                    }
                    var body: some View { Text(telescope.target) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct PlotList: View {
                    @StateObject private var greenhouse = GreenhouseStore()
                    var body: some View { Text(greenhouse.name) }
                }
                """),
            RuleExample(
                """
                struct StationView: View {
                    @ObservedObject var dock: DockModel
                    @ObservedObject var settings = AppSettings.shared
                    var body: some View { Text(dock.title) }
                }
                """),
            RuleExample(
                """
                struct Sky: View {
                    @ObservedObject var telescope: TelescopeModel
                    init(telescope: TelescopeModel) { self.telescope = telescope }
                    var body: some View { Text(telescope.target) }
                }
                """),
            RuleExample(
                """
                // @ObservedObject var model = Model() is recreated with the view
                let warning = "@ObservedObject var model = Model()"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        var observedByType: [SyntaxIdentifier: Set<String>] = [:]
        for variable in file.nodes.variables where variable.attributes.contains(attribute: "ObservedObject") {
            for binding in variable.bindings {
                if let value = binding.initializer?.value, let creation = Self.creation(in: value) {
                    result.append(violation(at: creation, in: file, message: Self.message))
                }
                if let group = variable.enclosing(MemberBlockSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    observedByType[group.id, default: []].insert(name)
                }
            }
        }
        for call in file.nodes.calls where call.isTypeCall("ObservedObject") {
            if let value = call.argument(labeled: "wrappedValue")?.expression, let creation = Self.creation(in: value) {
                result.append(violation(at: creation, in: file, message: Self.message))
            }
        }
        // `self.model = Model()` in an initializer of a type with `@ObservedObject var model`.
        for group in file.nodes.declarationGroups {
            guard let names = observedByType[group.memberBlock.id] else { continue }
            for member in group.memberBlock.members {
                guard let body = member.decl.as(InitializerDeclSyntax.self)?.body else { continue }
                for sequence in body.descendants(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                        let target = Self.assignedName(elements[0]), names.contains(target),
                        let creation = Self.creation(in: elements[2])
                    else { continue }
                    result.append(violation(at: creation, in: file, message: Self.message))
                }
            }
        }
        return result
    }

    /// `model` for `model` or `self.model`.
    private static func assignedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The object-creating call `value` is: `Model(…)`, `Model.init(…)`, `.init(…)`.
    static func creation(in value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.withoutParentheses.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
        {
            return ExprSyntax(call)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            return ExprSyntax(call)
        }
        if call.calledExpression.is(GenericSpecializationExprSyntax.self) { return ExprSyntax(call) }
        return nil
    }

    private static let message =
        "this '@ObservedObject' is created by the view, so every re-initialization of the view replaces it; own it with '@StateObject' or pass it in"
}
