import Linting
import SwiftSyntax

/// Lint: a tab that exists only while a condition holds.
///
/// Fires on an `if` without a final `else`, written directly in a `TabView`'s content, whose
/// branch declares a tab (`Tab(…)` or a view with `tabItem`). Availability checks
/// (`if #available`) and conditions on the size class or device idiom — a tab a sidebar has
/// room for — are left alone, as are tabs built from a collection with `ForEach`.
struct TabRemovedConditionallyRule: LintRule {
    static let description = RuleDescription(
        id: "tab-removed-conditionally",
        name: "Tab removed while unavailable",
        summary: "A tab appears only while a condition holds, so the tab bar changes under the person",
        rationale: """
            A tab bar is the map of an app: people find sections by their place in it. A tab \
            that comes and goes with state — signed in, subscribed, data loaded — shifts the \
            tabs beside it, hides that the feature exists at all, and can remove the tab \
            that is selected. The Human Interface Guidelines ask to keep tabs and explain \
            instead: leave the tab in place and, while its feature is unavailable, show why \
            inside it (a `ContentUnavailableView` with a way to sign in or subscribe).
            """,
        documentation: "navigation/navigation-and-presentation.md#tabs-are-sections-with-their-own-stacks",
        triggering: [
            RuleExample(
                """
                TabView {
                    Tab("Harbours", systemImage: "sailboat") { HarbourList() }
                    ↓if account.isSignedIn {
                        Tab("Bookings", systemImage: "calendar") { BookingList() }
                    }
                }
                """),
            RuleExample(
                """
                TabView(selection: $section) {
                    TideScreen().tabItem { Label("Tides", systemImage: "water.waves") }
                    ↓if store.hasPremium {
                        ForecastScreen().tabItem { Label("Forecast", systemImage: "cloud.sun") }
                    }
                }
                """),
            RuleExample(
                """
                TabView {
                    Tab("Harbours", systemImage: "sailboat") { HarbourList() }
                    ↓if !crew.isEmpty {
                        Tab("Crew", systemImage: "person.3") { CrewList(crew: crew) }
                    } else if account.isCaptain {
                        Tab("Invite", systemImage: "person.badge.plus") { InviteScreen() }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                TabView {
                    Tab("Harbours", systemImage: "sailboat") { HarbourList() }
                    Tab("Bookings", systemImage: "calendar") {
                        if account.isSignedIn {
                            BookingList()
                        } else {
                            ContentUnavailableView("Sign In to Book", systemImage: "person.crop.circle")
                        }
                    }
                }
                """),
            RuleExample(
                """
                TabView {
                    Tab("Harbours", systemImage: "sailboat") { HarbourList() }
                    if #available(iOS 18, *) {
                        Tab("Charts", systemImage: "map") { ChartScreen() }
                    }
                    if horizontalSizeClass == .regular {
                        Tab("Logbook", systemImage: "book") { Logbook() }
                    }
                }
                """),
            RuleExample(
                """
                TabView {
                    // if account.isSignedIn { Tab("Bookings", systemImage: "calendar") { BookingList() } }
                    ForEach(sections) { section in
                        Tab(section.title, systemImage: section.symbol) { SectionScreen(section: section) }
                    }
                }
                """),
        ]
    )

    /// Words in a condition that make a tab depend on room or device, not on state.
    static let layoutWords = ["SizeClass", "sizeClass", "idiom", "UIDevice", "#available", "#unavailable"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("TabView") {
            guard let content = call.contentClosure else { continue }
            for item in content.statements {
                guard
                    let conditional = item.item.as(IfExprSyntax.self)
                        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
                    conditional.lacksFinalElse,
                    !Self.layoutWords.contains(where: { conditional.conditions.trimmedDescription.contains($0) }),
                    conditional.branches.contains(where: Self.declaresTab)
                else { continue }
                result.append(
                    violation(
                        at: conditional.ifKeyword, in: file,
                        message:
                            "this tab disappears while its condition is false; keep the tab and explain inside it why its content is unavailable"
                    ))
            }
        }
        return result
    }

    /// Whether a branch declares a tab at its top level.
    private static func declaresTab(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            if expression.rootCall?.isTypeCall("Tab") == true { return true }
            return expression.modifierChain.modifiers.contains { $0.calleeName == "tabItem" }
        }
    }
}
