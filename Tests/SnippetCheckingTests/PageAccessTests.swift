import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// Access control between the examples of one page: a page shows one file in pieces, so
/// an example's `private` type is no reason for another example to fail, while `private`
/// misused inside one example still fails.
///
/// Original fixtures, checked by the real compiler against the small test surface.
@Suite struct PageAccessTests {
    private let checker = AssumptionTests()

    @Test func anotherExamplesPrivateViewWithOtherParametersIsAssumedForThisOne() throws {
        // The page first calls the view as it will be, then shows a simpler version.
        let call = TypecheckFixtures.snippet(
            "VStack {\n    Badge(text: \"New\", isHighlighted: true)\n}", file: "Content/access.md", line: 10, index: 0)
        let declaration = TypecheckFixtures.snippet(
            "private struct Badge: View {\n    let text: String\n    var body: some View { Text(text) }\n}",
            file: "Content/access.md", line: 20, index: 1)
        let results = try checker.check([call, declaration])
        #expect(results.map(\.verdict.status) == [.verified, .verified])
        // The verdict says what it took for granted.
        #expect(results[0].verdict.assumed.map(\.name) == ["Badge"])
    }

    @Test func aMisspelledModifierBesideAnotherExamplesPrivateViewStillFailsOnItsLine() throws {
        let call = TypecheckFixtures.snippet(
            "VStack {\n    Badge(text: \"New\", isHighlighted: true)\n    Text(\"Sale\").fnt(.headline)\n}", file: "Content/access2.md",
            line: 10, index: 0)
        let declaration = TypecheckFixtures.snippet(
            "private struct Badge: View {\n    let text: String\n    var body: some View { Text(text) }\n}",
            file: "Content/access2.md", line: 20, index: 1)
        let verdict = try #require(try checker.check([call, declaration]).first).verdict
        #expect(verdict.status == .failed)
        #expect(verdict.diagnostics.first { $0.severity == .error }?.location?.line == 12)
    }

    @Test func aPrivateMemberReadFromOutsideItsTypeStillFails() throws {
        let code = """
            struct Thermometer: View {
                private var reading = 21
                var body: some View { Text("\\(reading)") }
            }

            struct Panel: View {
                var body: some View { Text("\\(Thermometer().reading)") }
            }
            """
        let verdict = try checker.one(code)
        #expect(verdict.status == .failed)
        #expect(verdict.reason == "does not compile: 'reading' is inaccessible due to 'private' protection level")
        #expect(verdict.diagnostics.first { $0.severity == .error }?.location?.line == 16)
    }
}
