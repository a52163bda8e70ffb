import Testing

@testable import SnippetChecking

/// The driver's `-###` plan is read back into the one frontend job it would run.
@Suite struct FrontendCommandTests {
    @Test func shellWordsHandleQuotesAndEscapes() {
        #expect(FrontendCommand.shellWords("a 'b c' \"d\\\"e\" f\\ g 'it'\\''s'") == ["a", "b c", "d\"e", "f g", "it's"])
        #expect(FrontendCommand.shellWords("unterminated 'quote") == nil)
    }

    @Test func aSingleTypecheckJobIsLearntAndFilesGoWhereThePlaceholderWas() throws {
        let plan = "/opt/swift/usr/bin/swift-frontend -frontend -typecheck \(FrontendCommand.placeholder) -I '/a b' -module-name X\n"
        let command = try #require(FrontendCommand.parse(plan: plan))
        let invocation = command.invocation(for: ["/t/1.swift", "/t/2.swift"])
        #expect(invocation.executable == "/opt/swift/usr/bin/swift-frontend")
        #expect(invocation.arguments == ["-frontend", "-typecheck", "/t/1.swift", "/t/2.swift", "-I", "/a b", "-module-name", "X"])
    }

    @Test(arguments: [
        "",  // nothing planned
        // two jobs
        "/usr/bin/swift-frontend -frontend -typecheck /__handbook_source_files__.swift\n/usr/bin/swift-frontend -frontend -typecheck x.swift",
        "/usr/bin/clang -c /__handbook_source_files__.swift",  // not the frontend
        "/usr/bin/swift-frontend -frontend -c /__handbook_source_files__.swift",  // not a typecheck
        "/usr/bin/swift-frontend -frontend -typecheck other.swift",  // no placeholder
    ])
    func anythingElseFallsBackToTheDriver(plan: String) {
        #expect(FrontendCommand.parse(plan: plan) == nil)
    }

    @Test func theRealDriverPlansOneJobThatRunsDirectly() throws {
        let cache = CacheDirectory(requested: TypecheckFixtures.temporaryFolder("frontend"))
        let runner = CountingRunner()
        let driver = SwiftcInvocation(
            executable: "swiftc", arguments: ["-typecheck", "-wmo", "-parse-as-library", "-module-name", "X", FrontendCommand.placeholder])
        let first = try #require(FrontendCommand.resolve(driver: driver, toolchainVersion: "v", cache: cache, runner: runner))
        let second = FrontendCommand.resolve(driver: driver, toolchainVersion: "v", cache: cache, runner: runner)
        #expect(second == first)
        #expect(runner.invocations.count == 1)  // the plan is remembered
        let file = TypecheckFixtures.temporaryFolder("frontend-src").appendingPathComponent("A.swift")
        try "let answer: Int = \"no\"\n".write(to: file, atomically: true, encoding: .utf8)
        let output = try SystemProcessRunner().run(first.invocation(for: [file.path]), timeout: .seconds(60))
        #expect(output.exitCode != 0)
        #expect(output.standardError.contains("A.swift:1:19: error: cannot convert value of type 'String' to specified type 'Int'"))
    }
}
