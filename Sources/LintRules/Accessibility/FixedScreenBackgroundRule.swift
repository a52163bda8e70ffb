import Linting
import SwiftSyntax

/// Lint: a screen — a `List`, `Form`, `ScrollView` or navigation stack, or a stack framed to
/// fill the screen — given a fixed `Color.white` or `Color.black` background.
///
/// Cards, tiles and modifiers that colour a small piece of content are left alone, and so is
/// an image or video shown on black.
struct FixedScreenBackgroundRule: LintRule {
    static let description = RuleDescription(
        id: "fixed-screen-background",
        name: "Fixed white or black screen background",
        summary: "a whole screen is painted `Color.white` or `Color.black`, which does not change with Light and Dark appearance",
        rationale: """
            `Color.white` and `Color.black` are the same in both appearances, while the \
            text, symbols and controls on top of them are not: in Dark Mode, primary text \
            turns light and vanishes on a white screen (and dark text on a black one in \
            Light Mode), and presented sheets no longer read as raised above the screen \
            behind them. Use the system background colours, which adapt — \
            `Color(.systemBackground)`, `Color(.systemGroupedBackground)` for grouped lists, \
            or the `.background` style — or an asset colour with a dark variant.
            """,
        documentation: "accessibility/accessible-controls.md#follow-the-appearance-people-choose",
        triggering: [
            RuleExample(
                """
                List(stations) { StationRow(station: $0) }
                    .scrollContentBackground(.hidden)
                    .background(↓Color.white)
                """),
            RuleExample(
                """
                ScrollView {
                    PlantJournal(entries: entries)
                }
                .background { ↓Color.white.ignoresSafeArea() }
                """),
            RuleExample(
                """
                VStack(spacing: 12) {
                    Text("No loans yet")
                    Button("Browse the Catalogue") { browse() }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(↓.black)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List(stations) { StationRow(station: $0) }
                    .scrollContentBackground(.hidden)
                    .background(Color(.systemGroupedBackground))
                """),
            RuleExample(
                """
                Text(plant.name)
                    .padding()
                    .background(Color.white, in: .rect(cornerRadius: 8))
                    .shadow(radius: 2)
                """),
            RuleExample(
                """
                ZStack {
                    VideoSurface(player: player)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.black)
                """),
            RuleExample(
                """
                ScrollView {
                    PlantJournal(entries: entries)
                }
                .background(.background)
                """),
            RuleExample(
                """
                // List { … }.background(Color.white) stays white in Dark Mode
                let avoid = "List { }.background(Color.white)"
                """),
        ]
    )

    static let screens: Set<String> = ["List", "Form", "ScrollView", "NavigationStack", "NavigationView"]
    static let stacks: Set<String> = ["VStack", "HStack", "ZStack"]
    static let fixedColours: Set<String> = ["white", "black"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "background" {
            guard let member = call.memberCallee, let base = member.base, call.argument(labeled: "in") == nil,
                let colour = Self.fixedColour(in: call), Self.isScreen(base)
            else { continue }
            result.append(
                violation(
                    at: colour, in: file,
                    message:
                        "a fixed \(colour.trimmedDescription) screen background does not follow Dark Mode, where text on it turns light; use 'Color(.systemBackground)' or the '.background' style"
                ))
        }
        return result
    }

    /// `Color.white`, `.white`, or a closure whose only view is one of them.
    private static func fixedColour(in call: FunctionCallExprSyntax) -> ExprSyntax? {
        var candidates: [ExprSyntax] = []
        if let first = call.arguments.first, first.label == nil { candidates.append(first.expression) }
        if let closure = call.trailingClosure ?? call.argument(labeled: "content")?.expression.as(ClosureExprSyntax.self) {
            let views = closure.topLevelItems.compactMap { $0.as(ExprSyntax.self) }
            if views.count == 1, let only = views.first { candidates.append(only.modifierChain.root ?? only) }
        }
        for candidate in candidates {
            guard let access = candidate.withoutParentheses.as(MemberAccessExprSyntax.self),
                fixedColours.contains(access.declName.baseName.text)
            else { continue }
            if access.base == nil || access.base?.trimmedDescription == "Color" { return candidate.withoutParentheses }
        }
        return nil
    }

    /// A list, form, scroll view or navigation stack, or a stack framed to fill its container.
    private static func isScreen(_ base: ExprSyntax) -> Bool {
        let chain = base.modifierChain
        guard let root = chain.root?.as(FunctionCallExprSyntax.self), let name = root.calleeName, root.isTypeCall(name) else {
            return false
        }
        if screens.contains(name) { return true }
        guard stacks.contains(name) else { return false }
        // A stack of text or controls that fills the screen: not a photo or video shown on black.
        let fills = chain.modifiers.contains { modifier in
            modifier.calleeName == "frame" && modifier.argument(labeled: "maxHeight")?.expression.trimmedDescription == ".infinity"
        }
        let showsText =
            root.contentClosure?.topLevelItems.contains { item in
                guard let view = item.as(ExprSyntax.self)?.rootCall, let viewName = view.calleeName else { return false }
                return ContentIgnoresSafeAreaRule.readableContent.contains(viewName) && view.isTypeCall(viewName)
            } ?? false
        return fills && showsText
    }
}
