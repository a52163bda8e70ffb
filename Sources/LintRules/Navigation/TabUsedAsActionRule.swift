import Linting
import SwiftSyntax

/// Lint: an `onChange(of:)` of a `TabView`'s selection that sets the selection again —
/// a tab that, when chosen, does something and bounces back instead of showing a section.
struct TabUsedAsActionRule: LintRule {
    static let description = RuleDescription(
        id: "tab-used-as-action",
        name: "Tab used as a button",
        summary: "choosing a tab runs an action and the selection is set back, so the tab works like a button",
        rationale: """
            A tab bar switches between the sections of the app; it is navigation, and people \
            expect a tab to show a place they can stay in. An "Add" or "Scan" tab that \
            presents a sheet and jumps back to the previous tab breaks that: the bar \
            flickers, VoiceOver announces a selected tab that is not shown, and state \
            restoration can land on a tab with nothing in it. Put the action where actions \
            go — a toolbar button, or a button in the section it belongs to.
            """,
        documentation: "navigation/navigation-and-presentation.md#tabs-are-sections-with-their-own-stacks",
        triggering: [
            RuleExample(
                """
                TabView(selection: $tab) {
                    Tab("Plants", systemImage: "leaf", value: Section.plants) { PlantList() }
                    Tab("Add", systemImage: "plus", value: Section.add) { EmptyView() }
                }
                .onChange(of: tab) { oldTab, newTab in
                    if newTab == .add {
                        isAddingPlant = true
                        ↓tab = oldTab
                    }
                }
                """),
            RuleExample(
                """
                TabView(selection: $model.section) {
                    FeedScreen().tag(0)
                    Color.clear.tag(1)
                }
                .onChange(of: model.section) { previous, section in
                    guard section == 1 else { return }
                    showsCamera = true
                    ↓model.section = previous
                }
                """),
            RuleExample(
                """
                TabView(selection: $selected) {
                    Tab("Home", systemImage: "house", value: 0) { HomeScreen() }
                    Tab("Scan", systemImage: "qrcode", value: 1) { Text("") }
                }
                .onChange(of: selected) {
                    if selected == 1 { isScanning = true; ↓self.selected = 0 }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                TabView(selection: $tab) {
                    Tab("Plants", systemImage: "leaf", value: Section.plants) { PlantList() }
                    Tab("Journal", systemImage: "book", value: Section.journal) { JournalList() }
                }
                .onChange(of: tab) { _, newTab in
                    lastVisited = newTab
                }
                """),
            RuleExample(
                """
                TabView(selection: $tab) {
                    Tab("Plants", systemImage: "leaf", value: Section.plants) { PlantList() }
                }
                .toolbar {
                    Button("Add Plant", systemImage: "plus") { isAddingPlant = true }
                }
                """),
            RuleExample(
                """
                Picker("Sort", selection: $order) {
                    Text("Name").tag(Order.name)
                    Text("Date").tag(Order.date)
                }
                .onChange(of: order) { _, newOrder in
                    if newOrder == .date && !isPremium { order = .name }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var selections: Set<String> = []
        for call in file.nodes.calls where call.isTypeCall("TabView") {
            if let selection = call.argument(labeled: "selection")?.expression.withoutParentheses,
                let root = selection.chainRootName, root.hasPrefix("$")
            {
                selections.insert(String(selection.trimmedDescription.dropFirst()))
            }
        }
        guard !selections.isEmpty else { return [] }
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "onChange" && call.memberCallee != nil {
            guard let observed = call.argument(labeled: "of")?.expression.trimmedDescription,
                selections.contains(observed)
            else { continue }
            for (_, closure) in call.allClosures {
                for sequence in closure.descendants(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
                    var target = elements[0].trimmedDescription
                    if target.hasPrefix("self.") { target.removeFirst("self.".count) }
                    guard target == observed else { continue }
                    result.append(
                        violation(
                            at: elements[0], in: file,
                            message:
                                "the tab selection is set back when this tab is chosen, so the tab acts as a button; put the action in a toolbar or a section instead"
                        ))
                }
            }
        }
        return result
    }
}
