import Foundation
import Linting
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// A rule for these tests only: fires on every `AnyView(` (independent of the real rules).
struct TestAnyViewRule: LintRule {
    static let description = RuleDescription(
        id: "test-anyview", name: "Test AnyView", summary: "flags AnyView", rationale: "tests",
        documentation: "test.md#anyview", triggering: [], nonTriggering: []
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            guard let range = line.range(of: "AnyView(") else { return nil }
            let column = line[..<range.lowerBound].utf8.count + 1
            return RuleViolation(
                ruleID: "test-anyview", severity: .warning, message: "avoid 'AnyView'",
                line: offset + 1, column: column, endLine: offset + 1, endColumn: column + 7
            )
        }
    }
}

/// The verdict engine end to end: one engine run (one compiler invocation) checks a batch
/// of pages, and each test looks at its own examples.
@Suite struct VerdictTests {
    static let sitePrelude = PreludeSource(
        path: "Content/_prelude.swift",
        text: """
            import SwiftUI

            struct User: Identifiable {
                let id: Int
                var name: String
            }

            let users = [User(id: 1, name: "Ada"), User(id: 2, name: "Grace")]
            """)

    static func page(_ file: String, _ parts: [(code: String, label: SnippetLabel, rules: [String], options: SnippetOptions)]) -> CheckPage
    {
        var line = 3
        var snippets: [Snippet] = []
        for (index, part) in parts.enumerated() {
            snippets.append(
                TypecheckFixtures.snippet(
                    part.code, file: file, line: line, index: index, label: part.label, rules: part.rules, options: part.options))
            line += part.code.split(separator: "\n", omittingEmptySubsequences: false).count + 4
        }
        return CheckPage(file: file, snippets: snippets)
    }

    static let pages: [CheckPage] = [
        page(
            "Content/errors.md",
            [
                ("VStack {\n    Text(\"a\").padingg()\n}", .good, [], .init()),
                ("VStack(spasing: 4) {\n    Text(\"b\")\n}", .unlabelled, [], .init()),
                ("struct Counter: View {\n    let count: Int\n    var body: some View { Text(count) }\n}", .bad, [], .init()),
                ("Text(\"x\"", .good, [], .init()),
            ]),
        page(
            "Content/deprecation.md",
            [
                ("Text(\"old\")\n    .foregroundColor(.red)", .good, [], .init()),
                ("Text(\"old\")\n    .foregroundColor(.red)", .bad, ["deprecated-api"], .init()),
                ("Text(\"new\")\n    .foregroundStyle(.red)", .good, [], .init()),
            ]),
        page(
            "Content/labels.md",
            [
                ("struct Row: View {\n    var body: some View { AnyView(Text(\"r\")) }\n}", .bad, ["test-anyview"], .init()),
                ("struct Row: View {\n    var body: some View { Text(\"r\") }\n}", .good, [], .init()),
                ("struct Row: View {\n    var body: some View { Text(\"r\").padding() }\n}", .bad, ["test-anyview"], .init()),
                ("Text(\"plain\")", .bad, [], .init()),
                ("AnyView(Text(\"a\"))", .good, [], .init()),
                ("AnyView(Text(\"a\"))", .unlabelled, [], .init()),
                ("struct Helper {\n    func f() { let unused = 1 }\n}", .good, [], .init()),
                ("struct Helper2 {\n    func f() { let unused = 1 }\n}", .unlabelled, [], .init()),
            ]),
        page(
            "Content/compile-fail.md",
            [
                ("Text(\"compiles\")", .bad, [], .init(mustFailToCompile: true)),
                ("Text(42)", .bad, [], .init(mustFailToCompile: true)),
                ("Text(\"never checked\"", .good, [], .init(isIgnored: true)),
            ]),
        page(
            "Content/surface-gaps.md",
            [
                ("Gauge(value: 0.5) {\n    Text(\"Level\")\n}", .good, [], .init()),
                ("List(users) { user in\n    Text(user.name)\n}\n.scrollBounceBehavior(.basedOnSize)", .good, [], .init()),
                ("struct Card: View {\n    var body: some View { Text(\"c\") }\n}\nText(Card().caption)", .good, [], .init()),
                ("List(users) { user in\n    Text(user.nmae)\n}", .good, [], .init()),
                ("VStack {\n    Text(\"Plan\")\n        .foregroundStyle(.title)\n}", .good, [], .init()),
            ]),
    ]

    /// One engine run for the whole suite (the compiler runs once).
    static let run: Result<CheckRun, HandbookError> = Result {
        let engine = SnippetCheckEngine(
            rules: [TestAnyViewRule.self],
            options: .init(
                projectRoot: TypecheckFixtures.temporaryFolder("project"), cacheDirectory: TypecheckFixtures.sharedCache.url,
                ignoresCache: true, surfaceDirectory: TypecheckFixtures.surfaceDirectory
            )
        )
        return try engine.check(pages: pages + [articlePage], sitePrelude: sitePrelude)
    }.mapError { $0 as? HandbookError ?? HandbookError("\($0)") }

    static var articlePage: CheckPage {
        let text = (try? String(contentsOf: TypecheckFixtures.folder.appendingPathComponent("Pages/article.md"), encoding: .utf8)) ?? ""
        return CheckPage(file: "Content/article.md", snippets: TypecheckerTests.fences(in: text, file: "Content/article.md"))
    }

    private func verdict(_ file: String, _ index: Int) throws -> Verdict {
        let run = try Self.run.get()
        return try #require(run.results.first { $0.snippet.file == file && $0.snippet.fenceIndex == index }).verdict
    }

    @Test func theRunIsTimedInItsFourStagesInOrder() throws {
        let run = try Self.run.get()
        #expect(run.stageTimings.entries.map(\.stage) == ["prepare", "wrap", "typecheck", "judge"])
        #expect(run.stageTimings.entries.map(\.stage) == CheckStage.allCases.map(\.rawValue))
    }

    /// A fence longer than the check takes (a file pasted whole) is unverified with why, and
    /// is neither parsed further nor compiled; one at the limit is checked as usual.
    @Test func anExampleLongerThanTheCheckTakesIsUnverifiedWithTheReason() throws {
        let limit = SyntaxChecker.maximumLines
        let long = (0...limit).map { "let shelf\($0) = \($0)" }.joined(separator: "\n")
        let atLimit = (1...limit).map { "let crate\($0) = \($0)" }.joined(separator: "\n")
        let engine = SnippetCheckEngine(
            rules: [],
            options: .init(
                projectRoot: TypecheckFixtures.temporaryFolder("long"), cacheDirectory: TypecheckFixtures.sharedCache.url,
                surfaceDirectory: TypecheckFixtures.surfaceDirectory)
        )
        // Few lines, but more bytes than anything in the build parses.
        let wide = "let words = \"" + String(repeating: "w", count: SwiftNesting.maximumParsedBytes) + "\""
        let page = Self.page(
            "Content/long.md",
            [(long, .unlabelled, [], .init()), (atLimit, .unlabelled, [], .init()), (wide, .unlabelled, [], .init())])
        let results = try engine.check(pages: [page], sitePrelude: nil).results.map(\.verdict)
        #expect(results.map(\.status) == [.unverified, .verified, .unverified], "\(results.map(\.reason))")
        #expect(
            results.first?.reason
                == "the example has \(limit + 1) lines, more than the \(limit) the check takes; the example was not checked")
        #expect(
            results.last?.reason
                == "the example has \(wide.utf8.count) bytes, more than the \(SwiftNesting.maximumParsedBytes) the check takes; the example was not checked"
        )
    }

    /// No verdict rests on a typecheck that never ran: without a compiler each example is
    /// unverified with why, and the run says so once.
    @Test func aMissingCompilerLeavesEveryExampleUnverifiedWithTheReason() throws {
        let engine = SnippetCheckEngine(
            rules: [],
            options: .init(
                projectRoot: TypecheckFixtures.temporaryFolder("no-compiler"),
                cacheDirectory: TypecheckFixtures.temporaryFolder("no-compiler-cache"),
                swiftc: "/nonexistent/swiftc")
        )
        let page = Self.page("Content/one.md", [("Text(\"one\")", .good, [], .init()), ("Text(\"two\")", .bad, [], .init())])
        let run = try engine.check(pages: [page], sitePrelude: nil)
        #expect(run.results.map(\.verdict.status) == [.unverified, .unverified])
        #expect(
            run.results.first?.verdict.reason
                == "the compiler could not be run (cannot run '/nonexistent/swiftc': No such file or directory)")
        #expect(run.diagnostics.map(\.source) == ["check.compiler"])
        #expect(run.stageTimings.entries.map(\.stage) == CheckStage.allCases.map(\.rawValue))
    }

    /// A compiler that answers `--version` and then hangs, on a machine where the surface
    /// is not yet compiled: the surface build stops at its time limit, and every example is
    /// unverified with why, as without a compiler.
    @Test func aCompilerThatHangsOnTheSurfaceLeavesEveryExampleUnverifiedWithTheReason() throws {
        let folder = TypecheckFixtures.temporaryFolder("hanging-compiler")
        let swiftc = folder.appendingPathComponent("swiftc")
        try "#!/bin/sh\n[ \"$1\" = \"--version\" ] && exec swiftc --version\nexec sleep 60\n".write(
            to: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        let engine = SnippetCheckEngine(
            rules: [],
            options: .init(
                projectRoot: folder, cacheDirectory: TypecheckFixtures.temporaryFolder("hanging-compiler-cache"),
                timeout: .seconds(2), surfaceTimeout: .seconds(2), surfaceDirectory: TypecheckFixtures.surfaceDirectory,
                swiftc: swiftc.path)
        )
        let page = Self.page("Content/one.md", [("Text(\"one\")", .good, [], .init())])
        let start = ContinuousClock.now
        let run = try engine.check(pages: [page], sitePrelude: nil)
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(run.results.map(\.verdict.status) == [.unverified])
        let reason = try #require(run.results.first?.verdict.reason)
        #expect(
            reason.hasPrefix("the compiler could not be run (the compiler did not finish compiling the API surface module '"), "\(reason)")
        #expect(reason.hasSuffix("' within 2 s)"), "\(reason)")
        #expect(run.diagnostics.map(\.source) == ["check.compiler"])
    }

    @Test func compileErrorsFailWithTheirMarkdownLine() throws {
        let misspelled = try verdict("Content/errors.md", 0)
        #expect(misspelled.status == .failed)
        // The compiler suggests nothing against the surface; the check does.
        #expect(misspelled.reason == "does not compile: value of type 'Text' has no member 'padingg'; did you mean 'padding'?")
        #expect(misspelled.diagnostics.first?.location == SourceLocation(file: "Content/errors.md", line: 4, column: 15))

        let label = try verdict("Content/errors.md", 1)
        #expect(label.status == .failed)
        #expect(label.diagnostics.first?.message.contains("incorrect argument label") == true)
        #expect(label.diagnostics.first?.location?.line == 10)

        let mismatch = try verdict("Content/errors.md", 2)
        #expect(mismatch.status == .failed)
        #expect(mismatch.diagnostics.first?.message == "cannot convert value of type 'Int' to expected argument type 'String'")
        #expect(mismatch.diagnostics.first?.location?.line == 19)

        let syntax = try verdict("Content/errors.md", 3)
        #expect(syntax.status == .failed)
        #expect(syntax.reason?.hasPrefix("syntax error: ") == true)
    }

    @Test func deprecatedAPIIsARuleThatFires() throws {
        let good = try verdict("Content/deprecation.md", 0)
        #expect(good.status == .mismatch)
        #expect(good.firedRules == ["deprecated-api"])
        #expect(good.reason == "'good' example triggers 'deprecated-api'")
        #expect(good.diagnostics.first?.location == SourceLocation(file: "Content/deprecation.md", line: 4, column: 6))

        let bad = try verdict("Content/deprecation.md", 1)
        #expect(bad.status == .verified)
        #expect(bad.firedRules == ["deprecated-api"])

        #expect(try verdict("Content/deprecation.md", 2).status == .verified)
    }

    @Test func labelsAgainstLintFindings() throws {
        let flagged = try verdict("Content/labels.md", 0)
        #expect(flagged.status == .verified)
        #expect(flagged.firedRules == ["test-anyview"])
        #expect(flagged.diagnostics.first?.location == SourceLocation(file: "Content/labels.md", line: 4, column: 27))

        // Declares `Row` again: examples' declarations are fileprivate, so no clash.
        #expect(try verdict("Content/labels.md", 1).status == .verified)

        let namedRuleMissing = try verdict("Content/labels.md", 2)
        #expect(namedRuleMissing.status == .mismatch)
        #expect(namedRuleMissing.reason == "'bad' example does not trigger 'test-anyview'")

        let unrecognised = try verdict("Content/labels.md", 3)
        #expect(unrecognised.status == .unverified)
        #expect(unrecognised.reason == "no rule recognises this example")

        let goodButFlagged = try verdict("Content/labels.md", 4)
        #expect(goodButFlagged.status == .mismatch)
        #expect(goodButFlagged.reason == "'good' example triggers 'test-anyview'")

        let unlabelled = try verdict("Content/labels.md", 5)
        #expect(unlabelled.status == .verified)
        #expect(unlabelled.firedRules == ["test-anyview"])
    }

    @Test func goodExamplesMustBeWarningFree() throws {
        let good = try verdict("Content/labels.md", 6)
        #expect(good.status == .mismatch)
        #expect(good.reason?.hasPrefix("'good' example has a compiler warning: initialization of immutable value 'unused'") == true)

        let unlabelled = try verdict("Content/labels.md", 7)
        #expect(unlabelled.status == .verified)
        #expect(unlabelled.diagnostics.contains { $0.severity == .warning && $0.source == "swiftc" })
    }

    @Test func compileFailExamplesMustFail() throws {
        let compiles = try verdict("Content/compile-fail.md", 0)
        #expect(compiles.status == .mismatch)
        #expect(compiles.reason == "'compile-fail' example compiles")
        #expect(try verdict("Content/compile-fail.md", 1).status == .verified)
        #expect(try verdict("Content/compile-fail.md", 2).status == .skipped)
    }

    @Test func apiMissingFromTheSurfaceIsUnverified() throws {
        // A type the surface lacks is assumed from its use, and the verdict says so.
        let gauge = try verdict("Content/surface-gaps.md", 0)
        #expect(gauge.status == .verified)
        #expect(gauge.assumed.map(\.name) == ["Gauge"])

        let modifier = try verdict("Content/surface-gaps.md", 1)
        #expect(modifier.status == .unverified)
        #expect(modifier.reason == "API not in the surface ('scrollBounceBehavior')")

        // The page's own names are not surface gaps: a missing member on a page type fails,
        // and so does a typo of a known name.
        #expect(try verdict("Content/surface-gaps.md", 2).status == .failed)
        let typo = try verdict("Content/surface-gaps.md", 3)
        #expect(typo.status == .failed)

        // A modifier whose argument the example cannot type (`.basedOnSize`) is no assumed
        // extension: it stays a surface gap.
        let run = try Self.run.get()
        #expect(run.missingAPIs == ["scrollBounceBehavior"])
    }

    @Test func aMemberTheSurfaceDeclaresOnAnotherTypeFailsOnItsLine() throws {
        // `title` is a font of the surface, not a color: the page put it in the wrong place.
        let misplaced = try verdict("Content/surface-gaps.md", 4)
        #expect(misplaced.status == .failed)
        #expect(misplaced.reason?.hasPrefix("does not compile: type 'Color' has no member 'title'") == true)
        let line = try #require(misplaced.diagnostics.first { $0.severity == .error }?.location?.line)
        let start = try #require(Self.pages.first { $0.file == "Content/surface-gaps.md" }?.snippets[4].lines.first?.markdownLine)
        #expect(line == start + 2)
    }

    @Test func aMemberOnATypeTheCheckAssumedStaysAGap() {
        let detector = SurfaceGapDetector(surfaceNames: ["Window", "contentViewController"], memberNames: ["contentViewController"])
        let error = Diagnostic(
            .error, "value of type 'PanelHost' has no member 'contentViewController'",
            at: SourceLocation(file: "Content/a.md", line: 4, column: 8), source: "swiftc")
        // The page's own use of a type the surface declares elsewhere is its mistake …
        #expect(detector.gaps(in: [error], declaredNames: []) == nil)
        // … but when the check assumed the type (`host: PanelHost`), the assumption may be
        // what is wrong: the verdict stays unverified.
        #expect(detector.gaps(in: [error], declaredNames: [], uncertainTypes: ["host", "PanelHost"]) == ["contentViewController"])
        // A member the surface declares nowhere is a gap as before.
        let unknown = Diagnostic(
            .error, "value of type 'Window' has no member 'toolbarStyle'", at: SourceLocation(file: "Content/a.md", line: 5, column: 8),
            source: "swiftc")
        #expect(detector.gaps(in: [unknown], declaredNames: []) == ["toolbarStyle"])
    }

    @Test func articlePagePasses() throws {
        let run = try Self.run.get()
        let article = run.results.filter { $0.snippet.file == "Content/article.md" }
        #expect(article.count == 4)
        for result in article {
            #expect(
                result.verdict.status == .verified,
                "\(result.snippet.id): \(result.verdict.reason ?? "") \(result.verdict.diagnostics.map(\.formatted))")
        }
    }

    @Test func oneCompilerRunForTheWholeBatch() throws {
        // One run for every example, and one more for the examples checked again with
        // assumed declarations.
        let run = try Self.run.get()
        #expect(run.statistics.assumingExamples > 0)
        #expect(run.statistics.typecheckInvocations == 2)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.formatted))")
    }
}
