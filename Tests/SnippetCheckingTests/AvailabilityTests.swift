import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// A page's `availability: iOS 16+` is the deployment target its examples are held to,
/// through the availability domains of ``AvailabilityDomains``.
@Suite struct AvailabilityDomainTests {
    typealias Version = AvailabilityDomains.Version

    @Test func thePageTargetIsItsFirstIOSEntry() {
        #expect(Version(pageAvailability: ["macOS 13+", "iOS 16+"]) == Version(16, 0))
        #expect(Version(pageAvailability: ["iOS 17.4+"]) == Version(17, 4))
        #expect(Version(pageAvailability: ["iOS 18"]) == Version(18, 0))
        #expect(Version(pageAvailability: ["macOS 14+"]) == nil)
        #expect(Version(pageAvailability: []) == nil)
    }

    @Test func surfaceAttributesGainTheirDomainOnTheSameLine() {
        let source = """
            @available(iOS 17.0, macOS 14.0, *)
            public struct Shelf {}
            @available(iOS, introduced: 16.4, deprecated: 18.0, message: "use shelf(_:) instead")
            public func oldShelf() {}
            @available(iOS 13.0, *) public struct Floor {}
            @available(*, deprecated, renamed: "shelf()")
            public func older() {}
            """
        let annotated = AvailabilityDomains.annotateSurface(source)
        let lines = annotated.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[0] == "@available(iOS 17.0, macOS 14.0, *) @available(iOS_17_0)")
        #expect(lines[2] == #"@available(iOS, introduced: 16.4, deprecated: 18.0, message: "use shelf(_:) instead") @available(iOS_16_4)"#)
        #expect(lines[4] == "@available(iOS 13.0, *) public struct Floor {}")
        #expect(lines[5] == #"@available(*, deprecated, renamed: "shelf()")"#)
        #expect(annotated.versions == [Version(17, 0), Version(16, 4)])
    }

    @Test func aHeaderEnablesTheTargetAndEverythingBefore() {
        let header = AvailabilityDomains.headerText(versions: [Version(16, 0), Version(17, 0), Version(26, 0)], target: Version(16, 0))
        #expect(header.contains("CLANG_ALWAYS_ENABLED_AVAILABILITY_DOMAIN(iOS_16_0);"))
        #expect(header.contains("CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS_17_0, "))
        #expect(header.contains("CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS_26_0, "))
        let all = AvailabilityDomains.headerText(versions: [Version(17, 0)], target: nil)
        #expect(all.contains("CLANG_ALWAYS_ENABLED_AVAILABILITY_DOMAIN(iOS_17_0);"))
    }

    @Test func anExamplesChecksGainTheDomainsAfterTheTarget() {
        let versions = [Version(16, 0), Version(16, 4), Version(17, 0), Version(26, 0)]
        let source = """
            import SwiftUI
            @available(iOS 17, *)
            struct Later: View {
                var body: some View {
                    if #available(iOS 26.0, macOS 26.0, *) { Text("a") } else { Text("b") }
                }
            }
            """
        let rewritten = AvailabilityDomains.rewriteExample(source, target: Version(16, 0), versions: versions)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[0] == "import SwiftUI; import PlatformDomains")
        #expect(lines[1] == "@available(iOS 17, *) @available(iOS_16_4) @available(iOS_17_0)")
        #expect(
            lines[4].contains("if #available(iOS 26.0, macOS 26.0, *), #available(iOS_16_4), #available(iOS_17_0), #available(iOS_26_0) {"))
        // Checks at or below the target need no domain: the source is left alone.
        let old = "import SwiftUI\nfunc f() { if #available(iOS 15, *) {} }\n"
        #expect(AvailabilityDomains.rewriteExample(old, target: Version(16, 0), versions: versions) == old)
    }

    @Test func observableGetsAnIOS17StandInOnTheExamplesOwnLines() throws {
        let source = """
            import SwiftUI
            @Observable final class Tray {}
            // @Observable in a comment
            let note = "@Observable"
            @Observable final class Copied {}
            """
        var map = LineMap(markdownFile: "Content/page.md")
        map.append(.wrapper)
        map.append(.example(markdownLine: 20, markdownColumn: 3, edits: []))
        map.append(.example(markdownLine: 21, markdownColumn: 3, edits: []))
        map.append(.example(markdownLine: 22, markdownColumn: 3, edits: []))
        map.append(.context)
        let wrapped = WrappedExample(
            snippetID: "page#0.0", source: source, lineMap: map, imports: ["SwiftUI"],
            anchor: SourceLocation(file: "Content/page.md", line: 20, column: 3))
        let versions = [Version(16, 0), Version(17, 0)]
        let held = AvailabilityDomains.rewrite(wrapped, target: Version(16, 0), versions: versions)
        let lines = held.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines[0] == "import SwiftUI; import PlatformDomains; " + AvailabilityDomains.observationStandInDeclaration)
        #expect(lines[1] == "@_HandbookObservableIOS17 @Observable final class Tray {}")
        #expect(lines[2] == "// @Observable in a comment")
        #expect(lines[3] == #"let note = "@Observable""#)
        // A declaration copied from an earlier example reports there, not here.
        #expect(lines[4] == "@Observable final class Copied {}")
        // The stand-in maps to the attribute; what follows it keeps its Markdown column.
        #expect(held.lineMap.target(line: 2, column: 2) == .markdown(SourceLocation(file: "Content/page.md", line: 20, column: 3)))
        let tray = try #require(lines[1].range(of: "Tray"))
        let column = lines[1].utf8.distance(from: lines[1].startIndex, to: tray.lowerBound) + 1
        #expect(held.lineMap.target(line: 2, column: column) == .markdown(SourceLocation(file: "Content/page.md", line: 20, column: 27)))
        // A page that targets iOS 17 needs no stand-in.
        #expect(AvailabilityDomains.rewrite(wrapped, target: Version(17, 0), versions: versions).source == source)
    }

    @Test func insertionsMoveLaterEditsOnTheLine() {
        var map = LineMap(markdownFile: "page.md")
        map.append(
            .example(markdownLine: 5, markdownColumn: 1, edits: [LineMap.ColumnEdit(column: 10, generatedLength: 12, originalLength: 6)]))
        map.recordInsertion(line: 1, column: 4, length: 5)
        // `public` (6 bytes) at column 10 became `fileprivate ` (12), now at column 15.
        #expect(map.target(line: 1, column: 28) == .markdown(SourceLocation(file: "page.md", line: 5, column: 17)))
        #expect(map.target(line: 1, column: 6) == .markdown(SourceLocation(file: "page.md", line: 5, column: 4)))
    }

    @Test func domainErrorsAreExplained() {
        let message = AvailabilityDomains.explain("'glassEffect(_:in:)' is only available in iOS_26_0", target: Version(16, 0))
        #expect(
            message == "'glassEffect(_:in:)' is only available in iOS 26.0 or newer, but this page's availability is iOS 16.0+: "
                + "guard it with 'if #available(iOS 26.0, *)' or mark the enclosing declaration '@available(iOS 26.0, *)'")
        #expect(AvailabilityDomains.explain("cannot find 'x' in scope", target: Version(16, 0)) == "cannot find 'x' in scope")
        let observable = AvailabilityDomains.explain("'_HandbookObservableIOS17()' is only available in iOS_17_0", target: Version(16, 0))
        #expect(observable.hasPrefix("'Observable()' is only available in iOS 17.0 or newer, but this page's availability is iOS 16.0+"))
    }
}

/// The real surface, checked through the engine: an iOS 16 page may not use iOS 17 or
/// iOS 26 API unguarded; a guard or an `@available` declaration makes it compile; a page
/// without a target is not held to one.
@Suite struct AvailabilityCheckTests {
    private static let cache = TypecheckFixtures.temporaryFolder("availability-cache")

    private func check(_ pages: [(availability: [String], code: [String])]) throws -> [[Verdict]] {
        let options = SnippetCheckEngine.Options(
            projectRoot: TypecheckFixtures.temporaryFolder("project"), cacheDirectory: Self.cache,
            surfaceDirectory: SurfaceBuild.surfaceDirectory
        )
        let checkPages = pages.enumerated().map { number, page in
            let file = "Content/page\(number).md"
            let snippets = page.code.enumerated().map { index, code in
                TypecheckFixtures.snippet(code, file: file, line: 10 + 20 * index, index: index, label: .unlabelled)
            }
            return CheckPage(file: file, snippets: snippets, availability: page.availability)
        }
        let results = try SnippetCheckEngine(rules: [], options: options).check(pages: checkPages, sitePrelude: nil).results
        return checkPages.map { page in results.filter { $0.snippet.file == page.file }.map(\.verdict) }
    }

    @Test func anIOS16PageIsHeldToIOS16() throws {
        let glass = "struct Badge: View {\n    var body: some View {\n        Text(\"New\").glassEffect()\n    }\n}"
        let guarded = """
            struct GuardedBadge: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        Text("New").glassEffect()
                    } else {
                        Text("New").background(.thinMaterial)
                    }
                }
            }
            """
        let marked = """
            @available(iOS 17, *)
            struct NothingYet: View {
                var body: some View {
                    ContentUnavailableView("No notes", systemImage: "note")
                }
            }
            """
        let verdicts = try check([(["iOS 16+", "macOS 13+"], [glass, guarded, marked]), ([], [glass])])
        let page = try #require(verdicts.first)
        #expect(page.map(\.status) == [.failed, .verified, .verified])
        let error = try #require(page[0].diagnostics.first { $0.severity == .error && $0.source == "swiftc" })
        #expect(error.location?.line == 12)
        #expect(
            error.message.contains("'glassEffect(_:in:)' is only available in iOS 26.0 or newer, but this page's availability is iOS 16.0+")
        )
        #expect(verdicts.last?.map(\.status) == [.verified])
    }

    @Test func observableNeedsIOS17() throws {
        let observed = """
            @Observable
            final class Basket {
                var count = 0
            }

            struct BasketView: View {
                @State private var basket = Basket()
                var body: some View { Text("\\(basket.count)") }
            }
            """
        let marked = """
            @available(iOS 17, *)
            @Observable final class Shelf {
                var titles: [String] = []
            }
            """
        let bindable = """
            @available(iOS 17, *)
            @Observable final class Draft { var text = "" }

            struct DraftEditor: View {
                @Bindable var draft: Draft
                var body: some View { TextField("Text", text: $draft.text) }
            }
            """
        // Apple back-deploys `@Entry`.
        let entry = "extension EnvironmentValues {\n    @Entry var accentTint: Color = .blue\n}"
        let verdicts = try check([(["iOS 16+"], [observed, marked, bindable, entry]), (["iOS 17+"], [observed])])
        let page = try #require(verdicts.first)
        #expect(page.map(\.status) == [.failed, .verified, .failed, .verified])
        let bindableError = try #require(page[2].diagnostics.first { $0.severity == .error && $0.source == "swiftc" })
        #expect(bindableError.location?.line == 54)
        #expect(bindableError.message.contains("is only available in iOS 17.0 or newer"))
        let errors = page[0].diagnostics.filter { $0.severity == .error && $0.source == "swiftc" }
        // Reported once, though the compiler prints it twice.
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.location?.line == 10)
        #expect(error.location?.column == 1)
        #expect(error.message.hasPrefix("'Observable()' is only available in iOS 17.0 or newer, but this page's availability is iOS 16.0+"))
        #expect(verdicts.last?.map(\.status) == [.verified])
    }
}
