import Linting
import SwiftSyntax

/// Lint: a `TabView` that declares more than five tabs (`Tab` items, or views with
/// `tabItem`), unless it adapts to a sidebar (`tabViewStyle(.sidebarAdaptable)`) or groups
/// its tabs in `TabSection`s.
struct TooManyTabsRule: LintRule {
    static let description = RuleDescription(
        id: "too-many-tabs",
        name: "More than five tabs",
        summary: "a `TabView` has more than five tabs, so on iPhone the last ones move into a More tab",
        rationale: """
            An iPhone tab bar shows at most five tabs. From the sixth on, the system puts the \
            fourth and later tabs behind a More tab, where they take two taps to reach and \
            are easy to forget. Keep the tab bar to the few top-level sections people use \
            most, and reach the rest from within them. On iPad and Mac, a tab bar that adapts \
            to a sidebar (`tabViewStyle(.sidebarAdaptable)` with `TabSection`s) has room for \
            more.
            """,
        documentation: "navigation/navigation-and-presentation.md#tabs-are-sections-with-their-own-stacks",
        triggering: [
            RuleExample(
                """
                ↓TabView {
                    Tab("Today", systemImage: "sun.max") { TodayScreen() }
                    Tab("Plants", systemImage: "leaf") { PlantList() }
                    Tab("Journal", systemImage: "book") { JournalList() }
                    Tab("Shop", systemImage: "bag") { ShopScreen() }
                    Tab("Friends", systemImage: "person.2") { FriendsScreen() }
                    Tab("Settings", systemImage: "gear") { SettingsScreen() }
                }
                """),
            RuleExample(
                """
                ↓TabView(selection: $section) {
                    LinesScreen().tabItem { Label("Lines", systemImage: "tram") }
                    StopsScreen().tabItem { Label("Stops", systemImage: "mappin") }
                    TicketsScreen().tabItem { Label("Tickets", systemImage: "ticket") }
                    AlertsScreen().tabItem { Label("Alerts", systemImage: "bell") }
                    MapScreen().tabItem { Label("Map", systemImage: "map") }
                    HelpScreen().tabItem { Label("Help", systemImage: "questionmark") }
                    AccountScreen().tabItem { Label("Account", systemImage: "person") }
                }
                """),
            RuleExample(
                """
                ↓TabView {
                    Tab("A", systemImage: "a.circle") { LetterScreen(letter: "A") }
                    Tab("B", systemImage: "b.circle") { LetterScreen(letter: "B") }
                    Tab("C", systemImage: "c.circle") { LetterScreen(letter: "C") }
                    Tab("D", systemImage: "d.circle") { LetterScreen(letter: "D") }
                    Tab("E", systemImage: "e.circle") { LetterScreen(letter: "E") }
                    Tab("F", systemImage: "f.circle") { LetterScreen(letter: "F") }
                }
                .tint(.orange)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                TabView {
                    Tab("Today", systemImage: "sun.max") { TodayScreen() }
                    Tab("Plants", systemImage: "leaf") { PlantList() }
                    Tab("Journal", systemImage: "book") { JournalList() }
                    Tab("Shop", systemImage: "bag") { ShopScreen() }
                    Tab("Settings", systemImage: "gear") { SettingsScreen() }
                }
                """),
            RuleExample(
                """
                TabView {
                    Tab("Today", systemImage: "sun.max") { TodayScreen() }
                    Tab("Plants", systemImage: "leaf") { PlantList() }
                    Tab("Journal", systemImage: "book") { JournalList() }
                    Tab("Shop", systemImage: "bag") { ShopScreen() }
                    Tab("Friends", systemImage: "person.2") { FriendsScreen() }
                    Tab("Settings", systemImage: "gear") { SettingsScreen() }
                }
                .tabViewStyle(.sidebarAdaptable)
                """),
            RuleExample(
                """
                TabView {
                    ForEach(pages) { page in PageView(page: page) }
                }
                .tabViewStyle(.page)
                """),
        ]
    )

    static let limit = 5

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("TabView") {
            guard let content = call.contentClosure else { continue }
            let styles = ExprSyntax(call).enclosingModifierChain.modifiers.filter { $0.calleeName == "tabViewStyle" }
            if styles.contains(where: { ["sidebarAdaptable", "page", "verticalPage"].contains(where: $0.trimmedDescription.contains) }) {
                continue
            }
            let tabs = content.topLevelItems.filter { item in
                guard let expression = item.as(ExprSyntax.self) else { return false }
                let chain = expression.modifierChain
                if let root = chain.root?.as(FunctionCallExprSyntax.self), root.isTypeCall("Tab") { return true }
                return chain.modifiers.contains { $0.calleeName == "tabItem" }
            }
            guard tabs.count > Self.limit else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "\(tabs.count) tabs: an iPhone tab bar shows five, the rest move into a More tab; keep the top-level sections to five"
                ))
        }
        return result
    }
}
