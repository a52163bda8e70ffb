import Linting
import SwiftSyntax

/// Lint: an environment, focused, transaction or container value declared by hand — a key
/// type and a computed property that reads `self[Key.self]` — where `@Entry` declares both.
struct HandWrittenEntryKeyRule: LintRule {
    static let description = RuleDescription(
        id: "hand-written-entry-key",
        name: "Environment key written by hand",
        summary:
            "a custom environment (or focused, transaction, container) value is declared with a key type and a get/set property instead of `@Entry`",
        rationale: """
            A custom environment value used to take two declarations that must agree: a key \
            type conforming to `EnvironmentKey` (or `FocusedValueKey`, \
            `TransactionKey`, `ContainerValueKey`) with its default value, and a computed \
            property whose getter and setter subscript with that key. The `@Entry` macro \
            writes both from one line, `@Entry var cardDensity: CardDensity = .regular`, \
            and back-deploys to every SwiftUI release (it needs Xcode 16 to build).
            """,
        documentation: "views/reusable-components.md#read-configuration-from-the-environment",
        triggering: [
            RuleExample(
                """
                private struct ShelfStyleKey: EnvironmentKey {
                    static let defaultValue = ShelfStyle.plain
                }
                extension EnvironmentValues {
                    var ↓shelfStyle: ShelfStyle {
                        get { self[ShelfStyleKey.self] }
                        set { self[ShelfStyleKey.self] = newValue }
                    }
                }
                """),
            RuleExample(
                """
                struct SelectedStationKey: FocusedValueKey {
                    typealias Value = Station
                }
                extension FocusedValues {
                    var ↓selectedStation: Station? {
                        get { self[SelectedStationKey.self] }
                        set { self[SelectedStationKey.self] = newValue }
                    }
                }
                """),
            RuleExample(
                """
                extension EnvironmentValues {
                    public var ↓plantUnits: PlantUnits {
                        get { return self[PlantUnitsKey.self] }
                        set { self[PlantUnitsKey.self] = newValue }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                extension EnvironmentValues {
                    @Entry var shelfStyle: ShelfStyle = .plain
                }
                """),
            RuleExample(
                """
                extension FocusedValues {
                    @Entry var selectedStation: Station?
                }
                """),
            RuleExample(
                """
                extension EnvironmentValues {
                    var isCompactShelf: Bool { shelfStyle == .compact }
                }
                """),
            RuleExample(
                """
                extension ShelfCatalogue {
                    var firstShelf: Shelf? {
                        get { self[ShelfCatalogueKey.self] }
                        set { self[ShelfCatalogueKey.self] = newValue }
                    }
                }
                """),
            RuleExample(
                """
                // var shelfStyle: ShelfStyle { get { self[ShelfStyleKey.self] } set { … } }
                let before = "get { self[ShelfStyleKey.self] }"
                """),
        ]
    )

    /// The types that `@Entry` declares values for.
    static let valueContainers: Set<String> = ["EnvironmentValues", "FocusedValues", "Transaction", "ContainerValues"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for group in file.nodes.extensions where Self.valueContainers.contains(group.extendedType.simpleName) {
            for member in group.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                    let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                    case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                    let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                    Self.subscriptsWithKey(getter)
                else { continue }
                result.append(
                    violation(
                        at: name, in: file,
                        message:
                            "'\(name.text)' is declared by hand with a key type; declare it with '@Entry var \(name.text): … = …', which writes the key for you"
                    ))
            }
        }
        return result
    }

    /// Whether the getter's only statement reads `self[Key.self]`.
    private static func subscriptsWithKey(_ getter: AccessorDeclSyntax) -> Bool {
        guard let statements = getter.body?.statements, statements.count == 1, let item = statements.first else {
            return false
        }
        var text = item.item.trimmedDescription
        if text.hasPrefix("return ") { text.removeFirst("return ".count) }
        return text.hasPrefix("self[") && text.hasSuffix(".self]")
    }
}
