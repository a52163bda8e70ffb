import Foundation
import SiteCore
import TestSupport
import Testing

@testable import ContentLoading

@Suite struct FrontMatterTests {
    @Test func parsesEveryKnownKeyAndBlanksItsLines() throws {
        let text =
            "---\ntitle: Stable identity\ndescription: Ids\norder: 2\ntags: [lists, identity]\navailability: iOS 17+\nprelude: _preludes/lists.swift\n---\n# Body\n"
        let result = try FrontMatterParser.parse(text, path: "p.md")
        #expect(
            result.frontMatter
                == FrontMatter(
                    title: "Stable identity", description: "Ids", order: 2, tags: ["lists", "identity"],
                    availability: ["iOS 17+"], prelude: "_preludes/lists.swift"))
        #expect(
            result.body.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(result.body.hasPrefix("\n\n\n\n\n\n\n\n# Body"))
    }

    @Test func unknownKeysWarnWithTheirLine() throws {
        let result = try FrontMatterParser.parse("---\ntitle: x\ncolour: red\n---\ntext\n", path: "p.md")
        #expect(
            result.warnings.map(\.formatted) == [
                "p.md:3:1: warning: unknown front matter key 'colour'; known keys are availability, description, order, prelude, tags, title [front-matter]"
            ])
    }

    @Test func theFlatReaderReadsWhatTheYAMLParserReadsOrLeavesItToIt() {
        // The common shape is read without the parser.
        #expect(
            FrontMatterParser.flat("title: Don't stop: ever?\norder: 12\ntags: [lists, identity]\navailability: iOS 17+\n")
                == nil)
        #expect(
            FrontMatterParser.flat("title: Stable identity\norder: 12\ntags: [lists, identity]\navailability: iOS 17+\n")
                == FrontMatter(title: "Stable identity", order: 12, tags: ["lists", "identity"], availability: ["iOS 17+"]))
        // Whatever it reads, it reads as the parser does; whatever else goes to the parser.
        let keys = ["title", "description", "order", "tags", "availability", "prelude", "colour", " title", "title "]
        let values = [
            "Stable identity", "Don't stop", "a: b", "a:b", "a #b", "a#b", "http://example.com/x", "'quoted'", "\"q\"", "[a, b]",
            "[a,, b]", "[ ]", "[]", "[a, b,]", "[a, [b]]", "{a: b}", "yes", "null", "~", "07", "-3", "+3", "12", "1.5",
            "  padded  ", "x\ty", "café 🙂", "a,b", "&anchor", "*alias", "!tag x", "| block", "> folded", "%x", "@x", "`x`",
            "?x", "-x", ":x", ",x", "x:", "…", "a\u{2028}b", "", "[lists, 'quoted']", "iOS 17+", "...",
        ]
        var generator = SystemRandomNumberGenerator()
        var flatRead = 0
        for _ in 0..<3000 {
            let lines = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                "\(keys.randomElement(using: &generator)!): \(values.randomElement(using: &generator)!)"
            }
            let yaml = lines.joined(separator: "\n")
            var fastWarnings: [Diagnostic] = []
            var parserWarnings: [Diagnostic] = []
            let fast = try? FrontMatterParser.decode(yaml, path: "p.md", firstLine: 2, warnings: &fastWarnings)
            let parser = try? FrontMatterParser.decode(
                yaml, path: "p.md", firstLine: 2, warnings: &parserWarnings, usesFlatReader: false)
            if FrontMatterParser.flat(yaml) != nil { flatRead += 1 }
            #expect(fast == parser, "\(yaml)")
            #expect(fastWarnings.map(\.formatted) == parserWarnings.map(\.formatted), "\(yaml)")
        }
        #expect(flatRead > 100, "the flat reader took \(flatRead) of 3,000")
    }

    @Test func noFrontMatterLeavesTextAlone() throws {
        let result = try FrontMatterParser.parse("# Title\n---\n", path: "p.md")
        #expect(!result.hasFrontMatter)
        #expect(result.body == "# Title\n---\n")
    }

    @Test func invalidYAMLPointsAtTheFileLine() {
        #expect {
            try FrontMatterParser.parse("---\ntitle: ok\ntags: [a, b\n---\n", path: "p.md")
        } throws: { error in
            (error as? HandbookError)?.location?.line == 5 || (error as? HandbookError)?.location?.line == 4
        }
    }
}

@Suite struct ContentLoaderTests {
    /// A session's page cache hands back a page while its file keeps its stamp; an edit that
    /// keeps the size and the modified time still changes the stamp, so it is read again,
    /// and a removed page is forgotten.
    @Test func aPageCacheNeverHidesAnEditOrARemovedPage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# Seed trays\n", to: "C/trays.md")
        try dir.write("# Compost\n", to: "C/compost.md")
        let past = Date().addingTimeInterval(-3600)
        for name in ["trays.md", "compost.md"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: dir.path + "/C/" + name)
        }
        try await Task.sleep(for: .milliseconds(2200))  // no longer racy (see SourceStamp)
        let cache = PageCache()
        let loader = ContentLoader(root: dir.path + "/C", displayRoot: "C", pageCache: cache)
        let (first, _) = try loader.load()
        #expect(first.pages.map(\.markdown) == ["# Compost\n", "# Seed trays\n"])
        #expect(cache.paths == ["compost.md", "trays.md"])
        #expect(try loader.load().0.pages.map(\.markdown) == first.pages.map(\.markdown))

        try dir.write("# Seed flats\n", to: "C/trays.md")
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: dir.path + "/C/trays.md")
        try FileManager.default.removeItem(atPath: dir.path + "/C/compost.md")
        try await Task.sleep(for: .milliseconds(2200))
        let (second, _) = try loader.load()
        #expect(second.pages.map(\.markdown) == ["# Seed flats\n"])
        #expect(cache.paths == ["trays.md"])
    }

    @Test func loadsPagesRecursivelyInStableOrderAndSkipsHiddenAndUnderscored() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        for path in ["b.md", "a/index.md", "a/z.md", "a/b/c.md", "_drafts/x.md", ".hidden/y.md", ".dot.md", "img/p.png"] {
            try dir.write("# \(path)\n", to: "C/" + path)
        }
        try dir.write("struct Shared {}\n", to: "C/_prelude.swift")
        let (snapshot, warnings) = try ContentLoader(root: dir.path + "/C", displayRoot: "C").load()
        #expect(warnings.isEmpty)
        #expect(snapshot.pages.map(\.relativePath) == ["a/b/c.md", "a/index.md", "a/z.md", "b.md"])
        #expect(snapshot.pages.map(\.outputPath) == ["a/b/c.html", "a/index.html", "a/z.html", "b.html"])
        #expect(snapshot.pages.first?.displayPath == "C/a/b/c.md")
        #expect(snapshot.assets == ["img/p.png"])
        #expect(snapshot.sitePrelude == "struct Shared {}\n")
    }

    @Test func symlinksOutsideTheContentFolderAreSkipped() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# Page\n", to: "C/index.md")
        try dir.write("secret\n", to: "outside/secret.txt")
        try dir.write("inside\n", to: "C/img/real.txt")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.path + "/C/leak.txt", withDestinationPath: dir.path + "/outside/secret.txt")
        try fm.createSymbolicLink(atPath: dir.path + "/C/etc", withDestinationPath: "/etc")
        try fm.createSymbolicLink(atPath: dir.path + "/C/alias.txt", withDestinationPath: dir.path + "/C/img/real.txt")
        let (snapshot, warnings) = try ContentLoader(root: dir.path + "/C", displayRoot: "C").load()
        #expect(snapshot.assets == ["alias.txt", "img/real.txt"])
        #expect(
            warnings.map(\.formatted) == [
                "C/etc:1:1: warning: symbolic link points outside the content folder; it is skipped [content.symlink]",
                "C/leak.txt:1:1: warning: symbolic link points outside the content folder; it is skipped [content.symlink]",
            ])
    }

    @Test func symlinkLoopsAndCyclesAreReportedAndSkipped() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# Page\n", to: "C/index.md")
        try dir.write("# Deep\n", to: "C/a/b/page.md")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.path + "/C/self", withDestinationPath: "self")
        try fm.createSymbolicLink(atPath: dir.path + "/C/ping", withDestinationPath: "pong")
        try fm.createSymbolicLink(atPath: dir.path + "/C/pong", withDestinationPath: "ping")
        try fm.createSymbolicLink(atPath: dir.path + "/C/a/b/up", withDestinationPath: "../..")
        try fm.createSymbolicLink(atPath: dir.path + "/C/a/root", withDestinationPath: dir.path + "/C")
        try fm.createSymbolicLink(atPath: dir.path + "/C/gone.png", withDestinationPath: "nowhere.png")
        let ((snapshot, warnings), seconds) = try measure { try ContentLoader(root: dir.path + "/C", displayRoot: "C").load() }
        #expect(seconds < 10)
        #expect(snapshot.pages.map(\.relativePath) == ["a/b/page.md", "index.md"])
        #expect(snapshot.assets.isEmpty)
        #expect(
            warnings.map(\.formatted) == [
                "C/a/b/up:1:1: warning: symbolic link leads back to a folder it stands in (a cycle); it is skipped [content.symlink]",
                "C/a/root:1:1: warning: symbolic link leads back to a folder it stands in (a cycle); it is skipped [content.symlink]",
                "C/gone.png:1:1: warning: symbolic link points to nothing ('nowhere.png'); it is skipped [content.symlink]",
                "C/ping:1:1: warning: symbolic link loops (it leads to itself through 'pong'); it is skipped [content.symlink]",
                "C/pong:1:1: warning: symbolic link loops (it leads to itself through 'ping'); it is skipped [content.symlink]",
                "C/self:1:1: warning: symbolic link loops (it leads to itself through 'self'); it is skipped [content.symlink]",
            ])
    }

    @Test func aPreludeNestedTooDeeplyToParseIsAnErrorWithItsPlace() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# Page\n", to: "C/index.md")
        try dir.write("let ok = 1\nlet a = " + String(repeating: "(", count: 5_000) + "\n", to: "C/_prelude.swift")
        #expect {
            try ContentLoader(root: dir.path + "/C", displayRoot: "C").load()
        } throws: { error in
            (error as? HandbookError)?.description
                == "C/_prelude.swift:2:109: error: brackets, braces and parentheses nest more than 100 levels deep, too deep to parse safely; simplify the prelude"
        }
    }

    @Test func missingPreludeIsAnError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("---\nprelude: _preludes/none.swift\n---\n# x\n", to: "C/p.md")
        #expect(throws: HandbookError.self) { try ContentLoader(root: dir.path + "/C").load() }
    }
}

@Suite struct HandbookConfigurationTests {
    @Test func parsesEverySetting() throws {
        let yaml = """
            title: Team
            content: Docs
            theme: Themes/brand
            output: Site
            base_url: https://example.com/hb/
            strict: true
            default_language: swift
            check: false
            labels:
              good: [Yes]
              bad: [No]
            lint:
              disabled: [anyview-usage]
              severity: { deprecated-api: error }
              only: [anyview-usage, deprecated-api]
              documentation: { deprecated-api: "guides/migration.md#colours" }
            """
        let (config, warnings) = try HandbookConfiguration.parse(yaml, path: "handbook.yml")
        #expect(warnings.isEmpty)
        #expect(config.title == "Team")
        #expect(config.content == "Docs")
        #expect(config.theme == "Themes/brand")
        #expect(config.output == "Site")
        #expect(config.baseURL == "https://example.com/hb/")
        #expect(config.strict == true)
        #expect(config.check == false)
        #expect(config.goodLabels == ["Yes"])
        #expect(config.badLabels == ["No"])
        #expect(config.lint.disabledRules == ["anyview-usage"])
        #expect(config.lint.severities == ["deprecated-api": .error])
        #expect(config.lint.enabledRules == ["anyview-usage", "deprecated-api"])
        #expect(config.lint.documentation == ["deprecated-api": "guides/migration.md#colours"])
    }

    @Test func documentationLinksMustBeContentRelative() {
        #expect {
            try HandbookConfiguration.parse("lint:\n  documentation:\n    deprecated-api: /abs.md\n", path: "h.yml")
        } throws: { error in
            (error as? HandbookError)?.description.hasPrefix("h.yml:3:21:") == true
        }
    }

    @Test func htmlPolicyIsOneOfThreeWords() throws {
        #expect(try HandbookConfiguration.parse("title: T\n", path: "h.yml").0.htmlPolicy == nil)
        for policy in RawHTMLPolicy.allCases {
            #expect(try HandbookConfiguration.parse("html: \(policy.rawValue)\n", path: "h.yml").0.htmlPolicy == policy)
        }
        #expect {
            try HandbookConfiguration.parse("title: T\nhtml: allow\n", path: "h.yml")
        } throws: { error in
            (error as? HandbookError)?.description == "h.yml:2:7: error: 'html' must be 'sanitize', 'unsafe' or 'escape', not 'allow'"
        }
    }

    @Test func wrongTypesAreErrorsWithLocations() {
        #expect {
            try HandbookConfiguration.parse("lint:\n  severity: { x: loud }\n", path: "h.yml")
        } throws: { error in
            (error as? HandbookError)?.description.hasPrefix("h.yml:2:") == true
        }
    }

    @Test func customRulesAreParsedInOrderWithTheirFields() throws {
        let yaml = #"""
            lint:
              custom_rules:
                no-print-in-views:
                  name: No print in views
                  regex: '\bprint\('
                  message: log with Logger, not print
                  severity: error
                  documentation: team/logging.md#no-print
                  triggering: ['print(total)']
                  non_triggering: ['logger.info("total")']
                use-app-button:
                  regex: 'Button\('
                  message: use AppButton
            """#
        let (config, warnings) = try HandbookConfiguration.parse(yaml, path: "handbook.yml")
        #expect(warnings.isEmpty)
        #expect(config.lint.customRules.map(\.id) == ["no-print-in-views", "use-app-button"])
        let first = try #require(config.lint.customRules.first)
        #expect(first.name == "No print in views")
        #expect(first.regex == #"\bprint\("#)
        #expect(first.message == "log with Logger, not print")
        #expect(first.severity == .error)
        #expect(first.documentation == "team/logging.md#no-print")
        #expect(first.triggering == ["print(total)"])
        #expect(first.nonTriggering == [#"logger.info("total")"#])
        #expect(config.lint.customRules[1].severity == .warning)
        #expect(config.lint.customRules[1].documentation == nil)
    }

    @Test func invalidCustomRulesAreErrorsWithLocations() {
        let cases: [(String, String)] = [
            ("lint:\n  custom_rules:\n    bad-regex: { regex: '(unclosed', message: m }\n", "h.yml:3:"),
            ("lint:\n  custom_rules:\n    no-message: { regex: 'x' }\n", "h.yml:3:"),
            ("lint:\n  custom_rules:\n    Not_Kebab: { regex: 'x', message: m }\n", "h.yml:3:"),
            ("lint:\n  custom_rules:\n    loud: { regex: 'x', message: m, severity: fatal }\n", "h.yml:3:"),
            ("lint:\n  custom_rules:\n    abs: { regex: 'x', message: m, documentation: /abs.md }\n", "h.yml:3:"),
            ("lint:\n  custom_rules: [x]\n", "h.yml:2:"),
        ]
        for (yaml, prefix) in cases {
            #expect(throws: HandbookError.self, "\(yaml)") { try HandbookConfiguration.parse(yaml, path: "h.yml") }
            do {
                _ = try HandbookConfiguration.parse(yaml, path: "h.yml")
            } catch {
                #expect((error as? HandbookError)?.description.hasPrefix(prefix) == true, "\(error)")
            }
        }
    }

    @Test func unknownCustomRuleKeysWarn() throws {
        let yaml = "lint:\n  custom_rules:\n    r: { regex: 'x', message: m, match_kinds: [comment] }\n"
        let (config, warnings) = try HandbookConfiguration.parse(yaml, path: "h.yml")
        #expect(config.lint.customRules.count == 1)
        #expect(
            warnings.map(\.message) == [
                "unknown key 'lint.custom_rules.r.match_kinds'; expected 'name', 'regex', 'message', 'severity', 'documentation', 'triggering' or 'non_triggering'"
            ])
    }

    /// Every section, nested ones included, warns the same way about a key it does not know,
    /// at the key's line, with the known key a typo is nearest to, and goes on reading the keys
    /// it knows.
    @Test func unknownKeysWarnAtTheirLineInEverySection() throws {
        let yaml = """
            titel: Team
            colour: blue
            check: { enabled: false, asume: false }
            labels:
              good: [Yes]
              neutral: [Maybe]
            lint:
              disabeld: [anyview-usage]
              deprecated-api: hard-only
            """
        let (config, warnings) = try HandbookConfiguration.parse(yaml, path: "h.yml")
        #expect(config.check == false && config.goodLabels == ["Yes"] && config.lint.deprecations == .hardOnly)
        #expect(
            warnings.map(\.formatted) == [
                "h.yml:1:1: warning: unknown key 'titel'; did you mean 'title'? [config]",
                "h.yml:2:1: warning: unknown key 'colour'; expected 'title', 'content', 'theme', 'output', 'base_url', 'repo_url', "
                    + "'edit_uri', 'last_updated', 'html', 'strict', 'default_language', 'check', 'labels' or 'lint' [config]",
                "h.yml:3:26: warning: unknown key 'check.asume'; did you mean 'assume'? [config]",
                "h.yml:6:3: warning: unknown key 'labels.neutral'; expected 'good' or 'bad' [config]",
                "h.yml:8:3: warning: unknown key 'lint.disabeld'; did you mean 'disabled'? [config]",
            ])
    }

    /// Given the built-in rules, a rule id that is neither one of them nor a custom rule gets
    /// a warning where the file names it: in a list, or as a key.
    @Test func unknownRuleIDsWarnWhereTheFileNamesThem() throws {
        let yaml = """
            lint:
              disabled: [anyview-usage, anyview-usag]
              only: [team-rule]
              severity: { deprecated-apis: error, team-rule: note }
              documentation:
                private-rule: team/rules.md
              custom_rules:
                team-rule: { regex: 'x', message: m }
            """
        let builtIn: Set = ["anyview-usage", "deprecated-api"]
        let (config, warnings) = try HandbookConfiguration.parse(yaml, path: "h.yml", builtInRuleIDs: builtIn)
        #expect(config.lint.disabledRules == ["anyview-usage", "anyview-usag"])
        #expect(
            warnings.map(\.formatted) == [
                "h.yml:2:29: warning: unknown lint rule 'anyview-usag'; did you mean 'anyview-usage'? [config]",
                "h.yml:4:15: warning: unknown lint rule 'deprecated-apis'; did you mean 'deprecated-api'? [config]",
                "h.yml:6:5: warning: unknown lint rule 'private-rule' [config]",
            ])
        #expect(try HandbookConfiguration.parse(yaml, path: "h.yml").1.isEmpty)
        #expect {
            let shadow = "lint:\n  custom_rules:\n    deprecated-api: { regex: 'x', message: m }\n"
            return try HandbookConfiguration.parse(shadow, path: "h.yml", builtInRuleIDs: builtIn)
        } throws: { error in
            (error as? HandbookError)?.description
                == "h.yml:3:5: error: custom rule 'deprecated-api' has the id of a built-in rule; choose another id"
        }
    }

    @Test func checkIsAFlagOrASection() throws {
        #expect(try HandbookConfiguration.parse("check: false\n", path: "h.yml").0.check == false)
        let section = try HandbookConfiguration.parse("check:\n  enabled: true\n  assume: false\n", path: "h.yml").0
        #expect(section.check == true && section.assume == false)
        let aliases = try HandbookConfiguration.parse("lint:\n  enabled: [deprecated-api]\n", path: "h.yml")
        #expect(aliases.0.lint.enabledRules == ["deprecated-api"] && aliases.1.isEmpty)
    }

    /// A wrongly typed value, or a word the key does not take, stops the run with the file,
    /// line and column of the value.
    @Test func wrongValuesInEverySectionAreErrorsAtTheirLine() {
        let cases: [(yaml: String, error: String)] = [
            ("hello\n", "h.yml:1:1: error: configuration must be a mapping of keys to values"),
            ("title: [a, b]\n", "h.yml:1:8: error: 'title' must be a single value"),
            ("strict: maybe\n", "h.yml:1:9: error: 'strict' must be true or false"),
            ("check:\n  assume: sometimes\n", "h.yml:2:11: error: 'check.assume' must be true or false"),
            ("check: [x]\n", "h.yml:1:8: error: 'check' must be true or false"),
            ("labels: [Good]\n", "h.yml:1:9: error: 'labels' must map 'good' and 'bad' to lists"),
            ("labels:\n  bad: Wrong\n", "h.yml:2:8: error: 'labels.bad' must be a list"),
            ("lint: off\n", "h.yml:1:7: error: 'lint' must be a mapping"),
            ("lint:\n  disabled: 3\n", "h.yml:2:13: error: 'lint.disabled' must be a list"),
            ("lint:\n  only: [a, [b]]\n", "h.yml:2:13: error: 'lint.only' must be a list"),
            ("lint:\n  severity: [error]\n", "h.yml:2:13: error: 'lint.severity' must map rule ids to severities"),
            ("lint:\n  severity:\n    deprecated-api: fatal\n", "h.yml:3:21: error: severity 'fatal' must be note, warning or error"),
            ("lint:\n  deprecated-api: soft\n", "h.yml:2:19: error: 'lint.deprecated-api' must be 'all' or 'hard-only'"),
            (
                "lint:\n  custom_rules:\n    r: { regex: 'x', message: [m] }\n",
                "h.yml:3:31: error: 'lint.custom_rules.r.message' must be a single value"
            ),
        ]
        for (yaml, expected) in cases {
            #expect(throws: HandbookError.self, "\(yaml)") { try HandbookConfiguration.parse(yaml, path: "h.yml") }
            do {
                _ = try HandbookConfiguration.parse(yaml, path: "h.yml")
            } catch {
                #expect((error as? HandbookError)?.description == expected)
            }
        }
    }
}
