import Foundation
import Testing

@testable import SnippetChecking

/// A page that gives a framework type a conformance (`extension Binding: Equatable`): a
/// module may declare a conformance once, yet every example's file stands alone and carries
/// the page's declarations it uses. Files that both declare one are typechecked apart.
@Suite struct ConformanceTests {
    private static let cache = TypecheckFixtures.temporaryFolder("conformance-cache")

    private static let conformance = """
        extension Binding: Equatable where Value: Equatable {
            public static func == (lhs: Binding<Value>, rhs: Binding<Value>) -> Bool {
                lhs.wrappedValue == rhs.wrappedValue
            }
        }
        """

    @Test func aConformanceTheExampleGivesAFrameworkTypeHoldsForItAndTheExamplesAfterIt() throws {
        let results = try TypecheckFixtures.pageVerdicts(
            [
                "struct Meter: View {\n    @Binding var level: Int\n    var body: some View { Text(\"\\(level)\") }\n}",
                Self.conformance,
                "func same(_ a: Binding<Int>, _ b: Binding<Int>) -> Bool { a == b }",
                "let caption = Text(\"After\")",
                "func alsoSame(_ a: Binding<String>, _ b: Binding<String>) -> Bool { a == b }",
            ], cache: Self.cache, noCache: true)
        #expect(results.map(\.status) == [.verified, .verified, .verified, .verified, .verified], "\(results.map(\.reason))")
    }

    @Test func aMistakeBesideTheConformanceStillFails() throws {
        let results = try TypecheckFixtures.pageVerdicts(
            [
                Self.conformance,
                // Equatable gives `==`, not `<`.
                "func earlier(_ a: Binding<Int>, _ b: Binding<Int>) -> Bool { a < b }",
                "func same(_ a: Binding<Int>, _ b: Binding<Int>) -> Bool { a == b }",
            ], cache: Self.cache, noCache: true)
        #expect(results.map(\.status) == [.verified, .failed, .verified], "\(results.map(\.reason))")
        #expect(results[1].diagnostics.first { $0.severity == .error }?.location?.line == 30)
    }

    @Test func onlyFilesGivingTheSameOutsideTypeAConformanceAreKeptApart() {
        #expect(Typechecker.conformanceKeys(in: Self.conformance) == ["Binding"])
        #expect(Typechecker.conformanceKeys(in: "extension Array where Element: View {\n}") == [])
        #expect(Typechecker.conformanceKeys(in: "extension Color {\n    static let brand = Color.red\n}") == [])
        // A type the file declares is its own (each example declares its own copy).
        #expect(
            Typechecker.conformanceKeys(in: "fileprivate struct Plant {}\nextension Plant: Identifiable {\n    var id: Int { 0 }\n}") == [])
        let keys: [Set<String>] = [["Binding"], [], ["Binding"], ["Color"], ["Binding", "Color"]]
        #expect(Typechecker.separatingConformances([[0, 1, 2, 3, 4]], keys: keys) == [[0, 1, 3], [2], [4]])
        #expect(Typechecker.separatingConformances([[0, 1], [2, 3]], keys: keys) == [[0, 1], [2, 3]])
    }
}
