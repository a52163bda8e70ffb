import Linting
import SwiftSyntax

/// Lint: a class that conforms to `ObservableObject` and publishes state with `@Published`.
///
/// A class that only adopts the protocol (an app delegate, a service that sends
/// `objectWillChange` by hand) is left alone: it is not a view model that Observation replaces
/// property for property.
///
/// Observation (`@Observable`, iOS 17, macOS 14, tvOS 17, watchOS 10) replaces it; a project
/// that still supports older systems turns the rule off.
struct ObservableObjectModelRule: LintRule {
    static let description = RuleDescription(
        id: "observable-object-model",
        name: "ObservableObject model",
        summary: "a model class conforms to `ObservableObject` instead of using `@Observable`",
        rationale: """
            An `ObservableObject` announces every change through one `objectWillChange` \
            publisher, so every view that holds it updates when any `@Published` property \
            changes, including properties that view never reads. An `@Observable` class \
            tracks reads per property: a view updates only for the properties its `body` \
            read, and it needs no `@Published`, `@StateObject`, `@ObservedObject` or \
            `@EnvironmentObject`. From iOS 17 and macOS 14, mark the class `@Observable`, \
            drop the conformance and every `@Published`, and hold it in `@State`, a plain \
            property, `@Bindable` or `@Environment(Model.self)`.
            """,
        documentation: "data-flow/state-and-data-flow.md#migrating-from-observableobject",
        configuration: """
            Observation needs iOS 17, macOS 14, tvOS 17 or watchOS 10. While a project still \
            supports an older system, turn the rule off with \
            `lint: { disabled: [observable-object-model] }`.
            """,
        triggering: [
            RuleExample(
                """
                final class KilnSchedule: ↓ObservableObject {
                    @Published var firings: [Date] = []
                }
                """),
            RuleExample(
                """
                @MainActor
                class ChoirRoster: NSObject, ↓ObservableObject, Identifiable {
                    @Published var voices: [String] = []
                }
                """),
            RuleExample(
                """
                final class TideTable: ↓Combine.ObservableObject {
                    @Published private(set) var highs: [Double] = []
                    func load() async { highs = [4.2, 4.6] }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                @Observable
                final class KilnSchedule {
                    var firings: [Date] = []
                }
                """),
            RuleExample(
                """
                struct KilnPanel: View {
                    @State private var schedule = KilnSchedule()
                    var body: some View { Text("\\(schedule.firings.count) firings") }
                }
                """),
            RuleExample(
                """
                protocol RosterSource: ObservableObject {
                    var voices: [String] { get }
                }
                """),
            RuleExample(
                """
                final class DockAppDelegate: NSObject, NSApplicationDelegate, ObservableObject {
                    func applicationDidFinishLaunching(_ notification: Notification) {}
                }
                extension TideTable: ObservableObject {}
                """),
            RuleExample(
                """
                // class ChoirRoster: ObservableObject was the old model
                let note = "class ChoirRoster: ObservableObject"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for group in file.nodes.declarationGroups {
            guard let type = group.as(ClassDeclSyntax.self),
                let inherited = type.inheritanceClause?.inheritedTypes.first(where: { $0.type.simpleName == "ObservableObject" }),
                Self.publishes(type)
            else { continue }
            let name = type.name.text
            result.append(
                violation(
                    at: inherited.type, in: file,
                    message:
                        "'\(name)' conforms to ObservableObject, which updates every observing view on any change; from iOS 17 and macOS 14 mark it @Observable and drop @Published"
                ))
        }
        return result
    }

    /// Whether the class declares a `@Published` property of its own.
    private static func publishes(_ type: ClassDeclSyntax) -> Bool {
        type.memberBlock.members.contains {
            $0.decl.as(VariableDeclSyntax.self)?.attributes.contains(attribute: "Published") == true
        }
    }
}
