import Linting
import SwiftSyntax

/// Lint: `@AppStorage` holding which item a window has selected.
///
/// Fires when the property's name says it holds the id of a selected item — `selectedBookID`,
/// `selectedTripId`, `selectionIdentifier`, `selection` — or its key does. A preference that
/// happens to start with "selected" (`selectedTheme`, `selectedScheme`) is a setting for the
/// whole app and is left alone.
struct SelectionInAppStorageRule: LintRule {
    static let description = RuleDescription(
        id: "selection-in-app-storage",
        name: "Selection kept in app storage",
        summary: "`@AppStorage` keeps a selected item's id, which every window of the app then shares",
        rationale: """
            `@AppStorage` writes to user defaults, one value for the whole app. A selection \
            belongs to one window: on iPad and the Mac, selecting an item in one window \
            changes the selection in every other window showing the same view, and opening \
            a second window shows the first window's item. `@SceneStorage` keeps a value \
            per scene and restores it with that scene, which is what a selection, a scroll \
            position or a navigation path needs. Keep `@AppStorage` for preferences.
            """,
        documentation: "data-flow/state-and-data-flow.md#choose-the-wrapper-by-who-owns-the-data",
        triggering: [
            RuleExample(
                """
                struct HarbourBrowser: View {
                    ↓@AppStorage("selectedHarbourID") private var selectedHarbourID: String?
                    var body: some View { HarbourList(selection: $selectedHarbourID) }
                }
                """),
            RuleExample(
                """
                struct Logbook: View {
                    ↓@AppStorage("logbook.entry") private var selectedEntryId = ""
                    var body: some View { EntryList(selectedID: $selectedEntryId) }
                }
                """),
            RuleExample(
                """
                struct ChartTable: View {
                    ↓@AppStorage("chartSelection") var selection: Int?
                    var body: some View { ChartGrid(selection: $selection) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct HarbourBrowser: View {
                    @SceneStorage("selectedHarbourID") private var selectedHarbourID: String?
                    var body: some View { HarbourList(selection: $selectedHarbourID) }
                }
                """),
            RuleExample(
                """
                struct DisplaySettings: View {
                    @AppStorage("selectedTheme") private var selectedTheme = "harbour"
                    @AppStorage("units") private var units = "metric"
                    var body: some View { ThemePicker(theme: $selectedTheme) }
                }
                """),
            RuleExample(
                """
                struct Logbook: View {
                    // @AppStorage("selectedEntryID") would be shared by every window
                    @State private var selectedEntryID: String?
                    var body: some View { EntryList(selectedID: $selectedEntryID) }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            guard
                let attribute = variable.attributes.attribute(named: "AppStorage"),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let key =
                attribute.firstStringArgument ?? ""
            guard Self.namesSelection(name) || Self.namesSelection(key) else { continue }
            result.append(
                violation(
                    at: attribute, in: file,
                    message:
                        "'\(name)' is one window's selection, but @AppStorage shares it with every window; use @SceneStorage"
                ))
        }
        return result
    }

    /// `selection`, or `selected…ID` / `selected…Id` / `selected…Identifier`.
    static func namesSelection(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if last == "selection" || last.hasSuffix("Selection") { return true }
        guard last.hasPrefix("selected") else { return false }
        return last.hasSuffix("ID") || last.hasSuffix("Id") || last.hasSuffix("IDs") || last.hasSuffix("Ids")
            || last.hasSuffix("Identifier")
    }
}
