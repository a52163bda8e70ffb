import Linting
import SwiftSyntax

/// Lint: a `NavigationStack` (or `NavigationView`) whose content is a `TabView`: one stack
/// shared by every tab, instead of a stack inside each tab.
struct NavigationStackAroundTabViewRule: LintRule {
    static let description = RuleDescription(
        id: "navigation-stack-around-tab-view",
        name: "One NavigationStack around a TabView",
        summary: "a `TabView` is the content of a `NavigationStack`, so every tab shares one stack",
        rationale: """
            Each tab is its own section of the app, with its own place in its own hierarchy: \
            leave a tab halfway down a drill-down, switch away, come back, and you expect to \
            be where you were. A stack around the whole `TabView` has one path for all tabs: \
            a push covers the tab bar, switching tabs shows the pushed screen of another \
            section, and one tab's titles and toolbar items leak into the others. Put a \
            `NavigationStack` inside each tab instead, each with its own path.
            """,
        documentation: "navigation/navigation-and-presentation.md#tabs-are-sections-with-their-own-stacks",
        triggering: [
            RuleExample(
                """
                ↓NavigationStack {
                    TabView {
                        Tab("Plants", systemImage: "leaf") { PlantList() }
                        Tab("Journal", systemImage: "book") { JournalList() }
                    }
                }
                """),
            RuleExample(
                """
                ↓NavigationStack(path: $router.path) {
                    TabView(selection: $router.tab) {
                        StopsScreen().tabItem { Label("Stops", systemImage: "bus") }
                        MapScreen().tabItem { Label("Map", systemImage: "map") }
                    }
                    .navigationDestination(for: Stop.self) { StopDetail(stop: $0) }
                }
                """),
            RuleExample(
                """
                ↓NavigationView {
                    TabView {
                        InboxScreen().tabItem { Text("Inbox") }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                TabView {
                    Tab("Plants", systemImage: "leaf") {
                        NavigationStack { PlantList() }
                    }
                    Tab("Journal", systemImage: "book") {
                        NavigationStack { JournalList() }
                    }
                }
                """),
            RuleExample(
                """
                NavigationStack {
                    List(stops) { stop in NavigationLink(stop.name, value: stop) }
                        .navigationTitle("Stops")
                }
                """),
            RuleExample(
                """
                NavigationStack {
                    TabView {
                        ForEach(photos) { photo in PhotoPage(photo: photo) }
                    }
                    .tabViewStyle(.page)
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("NavigationStack") || call.isTypeCall("NavigationView") {
            guard let content = call.contentClosure else { continue }
            let wrapsTabs = content.topLevelItems.contains { item in
                guard let expression = item.as(ExprSyntax.self) else { return false }
                let chain = expression.modifierChain
                guard let root = chain.root?.as(FunctionCallExprSyntax.self), root.isTypeCall("TabView") else { return false }
                // A paging TabView is a carousel inside one screen, not a tab bar.
                return !chain.modifiers.contains { modifier in
                    modifier.calleeName == "tabViewStyle"
                        && modifier.arguments.first?.expression.trimmedDescription.contains("page") == true
                }
            }
            guard wrapsTabs else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "one navigation stack around a TabView is shared by every tab; put a NavigationStack inside each tab instead"
                ))
        }
        return result
    }
}
