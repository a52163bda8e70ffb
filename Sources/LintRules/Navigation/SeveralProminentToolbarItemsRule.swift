import Linting
import SwiftSyntax

/// Lint: more than one coloured (prominent) button in the same bar of a toolbar.
///
/// Counts, per bar of one `toolbar` — the navigation bar, the bottom bar — the buttons whose
/// own modifiers make them prominent: `buttonStyle(.borderedProminent)` or
/// `buttonStyle(.glassProminent)`, or `tint` with a colour (not `.primary`, `.secondary` or a
/// grey). The second and later ones are reported. Buttons tinted by a variable are not
/// counted: the colour may be monochrome.
struct SeveralProminentToolbarItemsRule: LintRule {
    static let description = RuleDescription(
        id: "several-prominent-toolbar-items",
        name: "Several prominent buttons in one bar",
        summary: "More than one button in the same toolbar bar is tinted or drawn prominent",
        rationale: """
            A bar's buttons are monochrome so that one of them can stand out: the action \
            the screen exists for, such as Done, Send or Buy. Tint two or three and none of \
            them is primary any more — the eye has nowhere to land, and on translucent bars \
            coloured labels lose contrast against the content scrolling beneath. Give \
            prominence to one button per bar (`.confirmationAction` gets it by default) and \
            leave the others plain.
            """,
        documentation: "navigation/toolbars-and-search.md#colour-controls-with-tint",
        triggering: [
            RuleExample(
                """
                HarbourDetail(harbour: harbour)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                                .tint(.orange)
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            ↓Button("Book", systemImage: "calendar") { book() }
                                .buttonStyle(.borderedProminent)
                        }
                    }
                """),
            RuleExample(
                """
                TideTable(tides: tides)
                    .toolbar {
                        ToolbarItemGroup(placement: .primaryAction) {
                            Button("Pin") { pin() }.tint(Color.teal)
                            ↓Button("Alert") { alert() }.tint(.red)
                            ↓Button("Export") { export() }.buttonStyle(.borderedProminent)
                        }
                    }
                """),
            RuleExample(
                """
                LogbookView()
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Discard") { discard() }.tint(.red)
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            ↓Button("Sign Log") { sign() }.tint(.green)
                        }
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                HarbourDetail(harbour: harbour)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Book", systemImage: "calendar") { book() }
                                .buttonStyle(.borderedProminent)
                        }
                    }
                """),
            RuleExample(
                """
                TideTable(tides: tides)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Export") { export() }.buttonStyle(.borderedProminent)
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Refresh") { refresh() }.tint(.blue)
                        }
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Filter") { filter() }.tint(.primary)
                        }
                    }
                """),
            RuleExample(
                """
                TideTable(tides: tides)
                    .toolbar {
                        // Button("Pin") { pin() }.tint(.teal) was too loud
                        ToolbarItemGroup(placement: .primaryAction) {
                            Button("Pin") { pin() }.tint(theme.accent)
                            Button("Export") { export() }.buttonStyle(.borderedProminent)
                        }
                    }
                """),
        ]
    )

    /// Tints that keep a button monochrome.
    static let plainTints: Set<String> = ["primary", "secondary", "label", "gray", "grey", "white", "black", "clear"]
    /// Button styles that fill the button with the tint.
    static let prominentStyles: Set<String> = ["borderedProminent", "glassProminent"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "toolbar" && call.memberCallee != nil {
            guard let content = call.contentClosure else { continue }
            var prominentByBar: [String: Int] = [:]
            for item in content.statements.compactMap({ $0.item.as(ExprSyntax.self)?.rootCall }) {
                guard item.isTypeCall("ToolbarItem") || item.isTypeCall("ToolbarItemGroup"), let body = item.contentClosure
                else { continue }
                let bar = Self.bar(of: item)
                for statement in body.statements {
                    guard let expression = statement.item.as(ExprSyntax.self), let button = expression.rootCall,
                        button.isTypeCall("Button"), Self.isProminent(expression.modifierChain.modifiers)
                    else { continue }
                    prominentByBar[bar, default: 0] += 1
                    if prominentByBar[bar, default: 0] > 1 {
                        result.append(
                            violation(
                                at: button.calledExpression, in: file,
                                message:
                                    "another prominent button in the same bar; keep one coloured action per bar and leave the others plain"
                            ))
                    }
                }
            }
        }
        return result
    }

    /// The bar an item goes to: the bottom bar, or the top (navigation) bar.
    private static func bar(of item: FunctionCallExprSyntax) -> String {
        let placement = item.argument(labeled: "placement")?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let placement, placement == "bottomBar" || placement == "bottomOrnament" { return placement }
        return "top"
    }

    /// Whether the button's own modifiers colour it.
    private static func isProminent(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        modifiers.contains { modifier in
            switch modifier.calleeName {
            case "buttonStyle":
                let style = modifier.arguments.first?.expression.as(MemberAccessExprSyntax.self)
                return style?.base == nil && prominentStyles.contains(style?.declName.baseName.text ?? "")
            case "tint":
                guard let colour = modifier.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                    colour.base == nil || colour.base?.trimmedDescription == "Color"
                else { return false }
                return !plainTints.contains(colour.declName.baseName.text)
            default:
                return false
            }
        }
    }
}
