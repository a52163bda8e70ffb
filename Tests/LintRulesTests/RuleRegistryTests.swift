import Foundation
import LintRules
import Linting
import Testing

/// The catalogue is consistent: ids unique and kebab-case, every rule file registered, and
/// every rule's documentation pointing at a page that exists under `Content/`.
@Suite struct RuleRegistryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func idsAreUniqueAndKebabCase() {
        let ids = LintRules.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count, "duplicate ids in \(ids)")
        for id in ids {
            let isKebab =
                !id.isEmpty && id.first!.isLetter && !id.hasSuffix("-") && !id.contains("--")
                && id.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
            #expect(isKebab, "'\(id)' is not kebab-case")
        }
    }

    @Test func everyRuleFileIsListedInAllRules() throws {
        let folder = Self.packageRoot.appendingPathComponent("Sources/LintRules")
        let registry = try String(contentsOf: folder.appendingPathComponent("AllRules.swift"), encoding: .utf8)
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var ruleFiles: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix("Rule.swift") {
                ruleFiles.append(String(url.lastPathComponent.dropLast(".swift".count)))
            }
        }
        #expect(ruleFiles.count == LintRules.all.count, "rule files \(ruleFiles.sorted()) vs \(LintRules.all.count) registered rules")
        for name in ruleFiles {
            #expect(registry.contains("\(name).self"), "\(name) is not listed in AllRules.swift")
            #expect(LintRules.all.contains { String(describing: $0) == name }, "\(name) is not in LintRules.all")
        }
    }

    @Test func descriptionsAreComplete() {
        for rule in LintRules.all {
            let description = rule.description
            #expect(!description.name.isEmpty && !description.summary.isEmpty && !description.rationale.isEmpty, "\(description.id)")
            #expect(description.documentationPage.hasSuffix(".md"), "\(description.id): \(description.documentation)")
            #expect(description.documentationAnchor?.isEmpty == false, "\(description.id) has no anchor")
        }
    }

    @Test func everyRuleHasATrickyNonTriggeringExample() {
        // The pattern inside a comment or a string literal must not fire.
        for rule in LintRules.all {
            let tricky = rule.description.nonTriggering.contains { $0.source.contains("//") || $0.source.contains("\"") }
            #expect(tricky, "\(rule.description.id) has no non-triggering example with a comment or a string")
        }
    }

    @Test func documentationPagesExist() {
        let content = Self.packageRoot.appendingPathComponent("Content")
        for rule in LintRules.all {
            let page = content.appendingPathComponent(rule.description.documentationPage)
            #expect(
                FileManager.default.fileExists(atPath: page.path),
                "\(rule.description.id): Content/\(rule.description.documentationPage) does not exist"
            )
        }
    }

    @Test func documentationAnchorsExistInPages() throws {
        let content = Self.packageRoot.appendingPathComponent("Content")
        for rule in LintRules.all {
            let page = content.appendingPathComponent(rule.description.documentationPage)
            guard let text = try? String(contentsOf: page, encoding: .utf8),
                let anchor = rule.description.documentationAnchor
            else { continue }
            let anchors = text.split(separator: "\n")
                .filter { $0.hasPrefix("#") }
                .map { Self.slug(String($0.drop { $0 == "#" })) }
            #expect(
                anchors.contains(anchor), "\(rule.description.id): no heading '#\(anchor)' in Content/\(rule.description.documentationPage)"
            )
        }
    }

    /// GitHub's heading slug: lower-case, spaces to `-`, punctuation dropped except `-`/`_`.
    static func slug(_ heading: String) -> String {
        let text = heading.trimmingCharacters(in: .whitespaces).lowercased()
        var result = ""
        for character in text {
            if character == " " {
                result.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            }
        }
        return result
    }
}
