import Linting
import SwiftSyntax

/// Lint: an SF Symbol's name passed where an asset catalog name is expected:
/// `Image("star.fill")`, `Label("Saved", image: "checkmark.circle")`, `UIImage(named: "xmark.square")`.
///
/// A name counts as a symbol's when it is two or more dot-separated lower-case words and a
/// word after the first is one symbol names are built from (`fill`, `circle`, `slash`,
/// `square`, `badge`, …). Asset names with dots but none of those words (`logo.dark`,
/// `onboarding.step2`) are left alone.
struct SymbolNameAsAssetRule: LintRule {
    static let description = RuleDescription(
        id: "symbol-name-as-asset",
        name: "Symbol name loaded as an asset",
        summary: "an SF Symbol name is passed to `Image(_:)`, `Label(_:image:)` or `UIImage(named:)`, which look in the asset catalog",
        rationale: """
            `Image(_:)` and the other name-taking initialisers look the name up in the app's \
            asset catalog. A symbol name such as "bell.badge" is not there, so the view shows \
            nothing and SwiftUI only logs that no image of that name was found; nothing fails \
            to compile. Symbols are loaded with `Image(systemName:)`, `Label(_:systemImage:)` \
            and `UIImage(systemName:)`, which also scale with the text style around them.
            """,
        documentation: "views/text-and-images.md#load-symbols-by-system-name",
        triggering: [
            RuleExample(
                """
                Image(↓"bell.badge.fill")
                    .foregroundStyle(.orange)
                """),
            RuleExample(
                """
                Label("Muted", image: ↓"speaker.slash")
                """),
            RuleExample(
                """
                let marker = UIImage(named: ↓"mappin.circle")
                """),
            RuleExample(
                """
                Button { toggleReminder() } label: {
                    Image(↓"alarm.waves.left.and.right", bundle: .main)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Image(systemName: "bell.badge.fill")
                Label("Muted", systemImage: "speaker.slash")
                """),
            RuleExample(
                """
                // Asset names with dots but no symbol words.
                Image("logo.dark")
                Image("onboarding.step2")
                """),
            RuleExample(
                """
                // One word, or capitals: an asset's name.
                Image("circle")
                Image("Badge.Fill")
                """),
            RuleExample(
                """
                let caption = "Image(\\"bell.fill\\") shows nothing"
                Text(caption)
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            let name: ExprSyntax?
            if call.isTypeCall("Image") {
                name = call.firstUnlabeledArgument
            } else if call.isTypeCall("Label") {
                name = call.argument(labeled: "image")?.expression
            } else if call.isTypeCall("UIImage") || call.isTypeCall("NSImage") {
                name = call.argument(labeled: "named")?.expression
            } else {
                continue
            }
            guard let literal = name?.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue,
                Self.looksLikeSymbolName(text)
            else { continue }
            let loader =
                call.isTypeCall("Label") ? "Label(_:systemImage:)" : call.isTypeCall("Image") ? "Image(systemName:)" : "systemName:"
            result.append(
                violation(
                    at: literal, in: file,
                    message: "'\(text)' is an SF Symbol's name, but this looks in the asset catalog and shows nothing; use \(loader)"))
        }
        return result
    }

    /// Two or more dot-separated words of lower-case letters and digits, a word after the
    /// first being one symbol names are built from.
    static func looksLikeSymbolName(_ text: String) -> Bool {
        let words = text.split(separator: ".", omittingEmptySubsequences: false)
        guard words.count >= 2,
            words.allSatisfy({ word in !word.isEmpty && word.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber } })
        else { return false }
        return words.dropFirst().contains { symbolWords.contains(String($0)) }
    }

    /// Words that SF Symbol names add to a base symbol.
    static let symbolWords: Set<String> = [
        "fill", "circle", "square", "slash", "badge", "rectangle", "triangle", "diamond", "hexagon", "capsule", "and",
        "crop", "inset",
    ]
}
