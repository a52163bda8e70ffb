import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

@Suite struct CacheTests {
    /// A private copy of the test surface, so a test can edit it.
    private func surfaceCopy() throws -> URL {
        let folder = TypecheckFixtures.temporaryFolder("surface").appendingPathComponent("Surface")
        try FileManager.default.copyItem(at: TypecheckFixtures.surfaceDirectory, to: folder)
        return folder
    }

    /// The surface cache compiles modules level by level (two at a time); a module's
    /// dependencies must all come before it, and SwiftUI's companions need only what
    /// SwiftUI already needs.
    @Test func manifestRecordsEachModulesSurfaceImports() throws {
        let modules = try SurfaceManifest(directory: SurfaceBuild.surfaceDirectory).modules()
        var built: Set<String> = []
        for module in modules {
            #expect(module.dependencies.isSubset(of: built), "\(module.name) imports \(module.dependencies.subtracting(built))")
            built.insert(module.name)
        }
        let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.dependencies) })
        #expect(byName["Charts"] == ["SwiftUI"])
        #expect(byName["Combine"] == [])
        #expect(byName["AVKit"]?.contains("AVFoundation") == true)
    }

    @Test func surfaceIsBuiltOnceAndRebuiltWhenSurfaceOrToolchainChanges() throws {
        let surface = try surfaceCopy()
        let cache = CacheDirectory(requested: TypecheckFixtures.temporaryFolder("cache"))
        let toolchain = try TypecheckFixtures.toolchain.get()
        let runner = CountingRunner()
        let surfaceCache = try SurfaceCache(surfaceDirectory: surface, cache: cache, toolchain: toolchain, runner: runner)

        let first = try surfaceCache.prepare()
        #expect(first.wasBuilt)
        #expect(first.index.modules == ["SwiftUI", "Charts"])  // Charts imports SwiftUI
        #expect(runner.invocations.count == 2)
        #expect(FileManager.default.fileExists(atPath: first.moduleDirectory.appendingPathComponent("SwiftUI.swiftmodule").path))

        let second = try surfaceCache.prepare()
        #expect(!second.wasBuilt)
        #expect(second.moduleDirectory.path == first.moduleDirectory.path)
        #expect(runner.invocations.count == 2)

        let file = surface.appendingPathComponent("SwiftUI/View.swift")
        try
            (try String(contentsOf: file, encoding: .utf8)
            + "\npublic struct Spacer: View { public init() {}; public var body: Never { fatalError() } }\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let edited = try surfaceCache.prepare()
        #expect(edited.wasBuilt)
        #expect(edited.hash != first.hash)
        #expect(edited.moduleDirectory.path != first.moduleDirectory.path)
        #expect(edited.index.allNames.contains("Spacer"))

        var otherToolchain = surfaceCache
        otherToolchain.toolchain = Toolchain(swiftc: toolchain.swiftc, version: toolchain.version + " (another build)")
        let rebuilt = try otherToolchain.prepare()
        #expect(rebuilt.wasBuilt)
        #expect(rebuilt.hash == edited.hash)
        #expect(rebuilt.moduleDirectory.path != edited.moduleDirectory.path)
        #expect(runner.invocations.count == 6)
    }

    @Test func surfaceThatDoesNotCompileIsAnError() throws {
        let surface = try surfaceCopy()
        try "public struct Broken: View {}\n".write(
            to: surface.appendingPathComponent("SwiftUI/Broken.swift"), atomically: true, encoding: .utf8)
        let cache = CacheDirectory(requested: TypecheckFixtures.temporaryFolder("cache"))
        let surfaceCache = try SurfaceCache(surfaceDirectory: surface, cache: cache, toolchain: TypecheckFixtures.toolchain.get())
        let error = #expect(throws: HandbookError.self) { try surfaceCache.prepare() }
        #expect(
            error?.message.hasPrefix("the API surface module 'SwiftUI' does not compile: Surface/SwiftUI/Broken.swift:1:15:") == true,
            "\(error?.message ?? "")")
    }

    @Test func readsFlagsFromTheSurfaceReadme() throws {
        let surface = try surfaceCopy()
        try "# Surface\n\nflags: `-swift-version 6` `-enable-upcoming-feature ExistentialAny`\n"
            .write(to: surface.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(SurfaceManifest(directory: surface).flags == ["-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny"])
        #expect(SurfaceManifest(directory: TypecheckFixtures.surfaceDirectory).flags == [])
    }

    @Test func unwritableCacheFolderFallsBackToATemporaryOne() {
        let requested = URL(fileURLWithPath: "/dev/null/handbook-cache")
        let cache = CacheDirectory(requested: requested)
        #expect(cache.isFallback)
        #expect(cache.url.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(FileManager.default.fileExists(atPath: cache.url.path))
        let writable = CacheDirectory(requested: TypecheckFixtures.temporaryFolder("cache"))
        #expect(!writable.isFallback)
    }

    @Test func toolchainVersionIsRememberedForTheSameCompilerBinary() throws {
        let cache = CacheDirectory(requested: TypecheckFixtures.temporaryFolder("cache"))
        let runner = CountingRunner()
        let first = try Toolchain.detect(runner: runner, cache: cache)
        let second = try Toolchain.detect(runner: runner, cache: cache)
        #expect(first.version.hasPrefix("Swift version"))
        #expect(second == first)
        #expect(runner.invocations.count == 1)
    }

    @Test func secondRunComesFromTheResultsCache() throws {
        let cache = TypecheckFixtures.temporaryFolder("cache")
        let runner = CountingRunner()
        let options = SnippetCheckEngine.Options(
            projectRoot: TypecheckFixtures.temporaryFolder("project"), cacheDirectory: cache,
            surfaceDirectory: TypecheckFixtures.surfaceDirectory, runner: runner
        )
        let engine = SnippetCheckEngine(rules: [], options: options)
        let snippets = [
            TypecheckFixtures.snippet("Text(\"a\")\n    .foregroundColor(.red)", file: "Content/c.md", line: 5, index: 0),
            TypecheckFixtures.snippet("Text(\"b\").padding()", file: "Content/c.md", line: 12, index: 1),
        ]
        let first = try engine.check(pages: [CheckPage(file: "Content/c.md", snippets: snippets)], sitePrelude: nil)
        #expect(first.statistics.compiledExamples == 2)
        #expect(first.statistics.typecheckInvocations == 1)
        let compilerRuns = runner.invocations.count

        // The same examples, moved 3 lines down the page: nothing is compiled, and the
        // cached diagnostics land on the new lines.
        let moved = snippets.map { snippet in
            var copy = snippet
            copy.lines = copy.lines.map { line in
                var line = line
                line.markdownLine += 3
                return line
            }
            copy.startLine += 3
            copy.endLine += 3
            return copy
        }
        let second = try engine.check(pages: [CheckPage(file: "Content/c.md", snippets: moved)], sitePrelude: nil)
        #expect(second.statistics.compiledExamples == 0)
        #expect(second.statistics.cachedExamples == 2)
        #expect(runner.invocations.count == compilerRuns)
        #expect(second.results.map(\.verdict.status) == first.results.map(\.verdict.status))
        #expect(second.results[0].verdict.diagnostics.first?.location?.line == 9)

        var forced = options
        forced.ignoresCache = true
        let third = try SnippetCheckEngine(rules: [], options: forced).check(
            pages: [CheckPage(file: "Content/c.md", snippets: moved)], sitePrelude: nil)
        #expect(third.statistics.compiledExamples == 2)
        // --no-cache trusts nothing cached, the learnt frontend job included: the driver is
        // asked for it again (`-###`), then the examples are typechecked.
        #expect(runner.invocations.count == compilerRuns + 2)
    }

    @Test func contentHashIsSHA256() {
        var hash = ContentHash()
        hash.update(bytes: Array("abc".utf8))
        #expect(hash.finalize() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var long = ContentHash()
        long.update(bytes: Array(repeating: UInt8(ascii: "a"), count: 1_000))
        #expect(long.finalize() == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
