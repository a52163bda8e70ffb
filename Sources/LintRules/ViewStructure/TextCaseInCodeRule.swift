import Linting
import SwiftSyntax

/// Lint: `.textCase(.uppercase)` or `.textCase(.lowercase)`, and a section titled with an
/// all-capitals string of two or more words.
///
/// `.textCase(nil)` (which undoes the case a header style applies) and one-word capitals
/// (an acronym such as "FAQ") are left alone.
struct TextCaseInCodeRule: LintRule {
    static let description = RuleDescription(
        id: "text-case-in-code",
        name: "Letter case decided in code",
        summary: "`.textCase(.uppercase)`/`.lowercase`, or a section header written in capitals",
        rationale: """
            A case transform applies the same casing to every translation, so a language \
            that capitalises differently, or has no letter case, cannot adjust it, and a \
            header typed in capitals is shouted at people whatever the style around it. \
            Write the casing you want into the localized string, in title style for \
            headers, so translators can change it; the system chooses the case its own \
            header styles need.
            """,
        documentation: "views/text-and-images.md#write-the-casing-into-the-string",
        triggering: [
            RuleExample(
                """
                Text("Tonight's sky")
                    .font(.caption)
                    .↓textCase(.uppercase)
                """),
            RuleExample(
                """
                List {
                    Section(↓"VISIBLE PLANETS") {
                        ForEach(planets) { PlanetRow(planet: $0) }
                    }
                }
                """),
            RuleExample(
                """
                Label("Next Pass", systemImage: "moon.stars")
                    .↓textCase(Text.Case.lowercase)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Section {
                    ForEach(planets) { PlanetRow(planet: $0) }
                } header: {
                    Text("Visible Planets")
                        .textCase(nil)
                }
                """),
            RuleExample(
                """
                Section("FAQ") {
                    Text("How dark does the sky need to be?")
                }
                """),
            RuleExample(
                """
                Section("Visible Planets") {
                    Text(planet.name.uppercased())
                    Text("ISS")
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            if call.calleeName == "textCase", let member = call.memberCallee,
                let argument = call.firstUnlabeledArgument?.withoutParentheses.as(MemberAccessExprSyntax.self),
                argument.base == nil || argument.base?.trimmedDescription == "Text.Case",
                ["uppercase", "lowercase"].contains(argument.declName.baseName.text)
            {
                result.append(
                    violation(
                        at: member.declName, in: file,
                        message: "'.textCase' forces one casing on every language; write the casing into the localized string"))
            } else if call.isTypeCall("Section"), let title = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
                title.segments.count == 1, let text = title.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                Self.isShouted(text)
            {
                result.append(
                    violation(
                        at: title, in: file,
                        message: "a header typed in capitals shouts in every language; write it in title style"))
            }
        }
        return result
    }

    /// Two or more words, with letters, every letter a capital.
    private static func isShouted(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
        return words.count >= 2 && text.allSatisfy { !$0.isLetter || $0.isUppercase }
    }
}
