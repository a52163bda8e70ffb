import Linting
import SwiftSyntax

/// Lint: an initialiser of a `UIViewRepresentable`/`NSViewRepresentable` (or view
/// controller representable) that does more than store its arguments: calls a function,
/// creates an object, or loops.
///
/// Wrapping a property wrapper (`_text = State(initialValue: text)`) counts as storing.
struct HeavyRepresentableInitRule: LintRule {
    static let description = RuleDescription(
        id: "heavy-representable-init",
        name: "Work in a representable's initialiser",
        summary: "a `UIViewRepresentable`/`NSViewRepresentable` initialiser does work beyond storing its arguments",
        rationale: """
            A representable is a lightweight description, recreated every time its parent's \
            `body` runs. Work in its `init` — creating formatters or UIKit objects, loading \
            data, looping — runs again on every update. Store the inputs in the initialiser; \
            create UIKit objects once in `makeUIView(context:)` (or keep them in the \
            `Coordinator`) and apply changes in `updateUIView(_:context:)`.
            """,
        documentation: "views/representables.md#keep-the-initializer-light",
        triggering: [
            RuleExample(
                """
                struct DockingStationMap: UIViewRepresentable {
                    let pins: [MKPointAnnotation]
                    ↓init(stations: [DockingStation]) {
                        pins = stations.map { station in
                            let pin = MKPointAnnotation()
                            pin.coordinate = station.location
                            pin.title = "\\(station.freeBikes) bikes"
                            return pin
                        }
                    }
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ fleetMap: MKMapView, context: Context) { fleetMap.addAnnotations(pins) }
                }
                """),
            RuleExample(
                """
                struct DateLabel: UIViewRepresentable {
                    let text: String
                    ↓init(date: Date) {
                        let formatter = DateFormatter()
                        formatter.dateStyle = .long
                        text = formatter.string(from: date)
                    }
                    func makeUIView(context: Context) -> UILabel { UILabel() }
                    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
                }
                """),
            RuleExample(
                """
                struct TagCloud: NSViewRepresentable {
                    var tags: [String] = []
                    ↓init(source: [String]) {
                        for tag in source where !tag.isEmpty { tags.append(tag) }
                    }
                    func makeNSView(context: Context) -> NSView { NSView() }
                    func updateNSView(_ view: NSView, context: Context) {}
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct DockingStationMap: UIViewRepresentable {
                    let focus: CLLocationCoordinate2D
                    let stations: [DockingStation]
                    init(focus: CLLocationCoordinate2D, stations: [DockingStation]) {
                        self.focus = focus
                        self.stations = stations
                    }
                    func makeUIView(context: Context) -> MKMapView {
                        let fleetMap = MKMapView()
                        fleetMap.showsUserLocation = true
                        fleetMap.delegate = context.coordinator
                        return fleetMap
                    }
                    func updateUIView(_ fleetMap: MKMapView, context: Context) {
                        context.coordinator.show(stations, on: fleetMap)
                        fleetMap.setCenter(focus, animated: false)
                    }
                }
                """),
            RuleExample(
                """
                struct SearchField: UIViewRepresentable {
                    @Binding var text: String
                    let placeholder: String
                    init(_ placeholder: String, text: Binding<String>) {
                        self.placeholder = placeholder
                        _text = text
                    }
                    func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
                    func updateUIView(_ bar: UISearchBar, context: Context) { bar.text = text }
                }
                """),
            RuleExample(
                """
                final class Loader {
                    let items: [String]
                    init(urls: [URL]) { items = urls.map { try! String(contentsOf: $0) } }
                }
                // struct FleetMap: UIViewRepresentable { init() { buildPins() } }
                let doc = "init(stations:) { pins = stations.map(...) }"
                """),
            RuleExample(
                """
                struct Counter: UIViewRepresentable {
                    @State private var count: Int
                    init(start: Int) { _count = State(initialValue: start) }
                    func makeUIView(context: Context) -> UILabel { UILabel() }
                    func updateUIView(_ label: UILabel, context: Context) { label.text = "\\(count)" }
                }
                """),
            RuleExample(
                """
                struct PinchArea<Inner: View>: UIViewRepresentable {
                    enum Limit { case none, upTo(CGFloat) }
                    let inner: Inner
                    let limit: Limit
                    init(maxZoom: CGFloat, @ViewBuilder inner: () -> Inner) {
                        self.inner = inner()
                        self.limit = .upTo(maxZoom)
                    }
                    func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                    func updateUIView(_ area: UIScrollView, context: Context) {}
                }
                """),
        ]
    )

    static let representables: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]
    /// Property-wrapper types whose construction only stores the value.
    static let storingWrappers: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "FocusState", "Bindable", "Environment",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for declaration in file.nodes.declarationGroups {
            guard declaration.is(StructDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self),
                !declaration.inheritedNames.isDisjoint(with: Self.representables)
            else { continue }
            for member in declaration.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                    let body = initializer.body, Self.doesWork(body, builders: Self.viewBuilderParameters(of: initializer))
                else { continue }
                result.append(violation(at: initializer.initKeyword, in: file, message: Self.message))
            }
        }
        return result
    }

    private static func doesWork(_ body: CodeBlockSyntax, builders: Set<String>) -> Bool {
        let finder = WorkFinder(builders: builders)
        finder.walk(body)
        return finder.found
    }

    /// The initializer's `@ViewBuilder` closure parameters: calling one builds the content view it stores.
    private static func viewBuilderParameters(of initializer: InitializerDeclSyntax) -> Set<String> {
        Set(
            initializer.signature.parameterClause.parameters.compactMap { parameter -> String? in
                let typeAttributes = parameter.type.as(AttributedTypeSyntax.self)?.attributes
                let attributes: [AttributeListSyntax.Element] = Array(parameter.attributes) + Array(typeAttributes ?? [])
                let isBuilder = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.simpleName == "ViewBuilder" }
                return isBuilder ? (parameter.secondName ?? parameter.firstName).text : nil
            })
    }

    private static let message =
        "this initialiser runs on every update of the parent view; only store the inputs here and do the work in 'makeUIView' or the 'Coordinator'"
}

/// Finds a call or a loop. Not work: constructing a property wrapper, calling a `@ViewBuilder`
/// parameter without arguments, and an implicit member call such as `.shell(path)` (an enum case
/// wrapping the arguments, which are still searched).
private final class WorkFinder: SyntaxVisitor {
    let builders: Set<String>
    var found = false

    init(builders: Set<String>) {
        self.builders = builders
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calleeName, node.calledExpression.is(DeclReferenceExprSyntax.self),
            HeavyRepresentableInitRule.storingWrappers.contains(name)
                || (builders.contains(name) && node.arguments.isEmpty && node.trailingClosure == nil)
        {
            return .skipChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .visitChildren
        }
        found = true
        return .skipChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
}
