import Foundation
import SiteCore
import Snippets

@testable import SnippetChecking

/// Builders and shared state for the SnippetChecking tests.
enum TypecheckFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The tiny test surface (SwiftUI + Charts) under Fixtures/Surface.
    static let surfaceDirectory = folder.appendingPathComponent("Surface")

    /// A snippet whose code starts at Markdown line `line` (one Markdown line per code line).
    static func snippet(
        _ code: String, file: String = "Content/test.md", line: Int = 10, column: Int = 1, index: Int = 0,
        label: SnippetLabel = .good, rules: [String] = [], options: SnippetOptions = .init()
    ) -> Snippet {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, text in
            SnippetLine(text: String(text), markdownLine: line + offset, markdownColumn: column)
        }
        return Snippet(
            id: "\(file)#\(index).0", file: file, fenceIndex: index, partIndex: 0, label: label,
            labelText: nil, namedRules: rules, options: options, lines: lines,
            startLine: line, endLine: line + lines.count - 1
        )
    }

    /// A fresh, empty folder under the temporary directory.
    static func temporaryFolder(_ name: String = "test") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// One cache folder for the whole test process, so the test surface is built once.
    static let sharedCache = CacheDirectory(requested: temporaryFolder("shared-cache"))

    static let toolchain: Result<Toolchain, HandbookError> = Result {
        try Toolchain.detect(runner: SystemProcessRunner(), cache: sharedCache)
    }.mapError { $0 as? HandbookError ?? HandbookError("\($0)") }

    /// The test surface, built once per test process.
    static let preparedSurface: Result<PreparedSurface, HandbookError> = Result {
        try SurfaceCache(surfaceDirectory: surfaceDirectory, cache: sharedCache, toolchain: toolchain.get()).prepare()
    }.mapError { $0 as? HandbookError ?? HandbookError("\($0)") }

    /// The verdicts of one page of unlabelled examples, in order (each later example sees the
    /// earlier ones), checked by the engine against the real surface, with `cache` as its
    /// cache. The first example starts at Markdown line 10, each next one 20 lines further.
    static func pageVerdicts(_ codes: [String], cache: URL, noCache: Bool = false) throws -> [Verdict] {
        var options = SnippetCheckEngine.Options(
            projectRoot: temporaryFolder("project"), cacheDirectory: cache, surfaceDirectory: SurfaceBuild.surfaceDirectory)
        options.ignoresCache = noCache
        let snippets = codes.enumerated().map { index, code in
            snippet(code, line: 10 + 20 * index, index: index, label: .unlabelled)
        }
        let page = CheckPage(file: "Content/test.md", snippets: snippets)
        return try SnippetCheckEngine(rules: [], options: options).check(pages: [page], sitePrelude: nil).results.map(\.verdict)
    }

    /// Wraps `snippets` as one page (earlier good/unlabelled ones are context for later
    /// ones) and typechecks them against the test surface.
    static func typecheck(_ snippets: [Snippet], preludes: [PreludeSource] = []) throws -> (
        wrapped: [WrappedExample], report: Typechecker.Report
    ) {
        let surface = try preparedSurface.get()
        var wrapper = ExampleWrapper(preludes: preludes, surface: surface.index)
        var wrapped: [WrappedExample] = []
        for snippet in snippets {
            wrapped.append(wrapper.wrap(snippet))
            if snippet.label != .bad { wrapper.addContext(snippet) }
        }
        let checker = Typechecker(target: .surface(moduleDirectory: surface.moduleDirectory))
        return (wrapped, try checker.typecheck(wrapped))
    }
}

/// A runner that counts compiler invocations and forwards them to the real one.
final class CountingRunner: ProcessRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [SwiftcInvocation] = []
    private let base = SystemProcessRunner()

    var invocations: [SwiftcInvocation] { lock.withLock { recorded } }

    func run(_ invocation: SwiftcInvocation, timeout: Duration) throws -> ProcessOutput {
        lock.withLock { recorded.append(invocation) }
        return try base.run(invocation, timeout: timeout)
    }
}
