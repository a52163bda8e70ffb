import Foundation
import SiteBuilding
import SiteCore
import TestSupport
import Testing

/// The build runs as named stages, each timed once, and an error that stops it names its stage.
@Suite struct BuildStageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    func options(output: String, theme: String = fixtures + "/MinimalTheme") -> BuildOptions {
        BuildOptions(
            contentDirectory: Self.fixtures + "/Site/Content", themeDirectory: theme, outputDirectory: output,
            siteTitle: "Fixture", runsCheck: false)
    }

    @Test func everyStageIsTimedOnceInOrder() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let result = try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        #expect(result.stageTimings.entries.map(\.stage) == ["load", "extract", "check", "render", "index", "links", "write"])
        #expect(BuildStage.allCases.map(\.rawValue) == result.stageTimings.entries.map(\.stage))
        let staged = result.stageTimings.entries.reduce(Duration.zero) { $0 + $1.duration }
        #expect(staged <= result.duration)
    }

    /// `serve` prepares in memory: every stage but `write`.
    @Test func preparingInMemoryStopsBeforeWrite() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let site = try await SiteBuilder(options: options(output: dir.path + "/Output")).prepare(into: InMemorySiteOutput())
        #expect(site.stageTimings.entries.map(\.stage) == BuildStage.allCases.dropLast().map(\.rawValue))
        #expect(site.stageTimings.entries.map(\.stage).last == "links")
    }

    @Test func aBrokenThemeStopsTheBuildInTheLoadStage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("{{#unclosed}}\n", to: "Theme/templates/page.mustache")
        var thrown: HandbookError?
        do {
            _ = try await SiteBuilder(options: options(output: dir.path + "/Output", theme: dir.path + "/Theme")).build()
        } catch let error as HandbookError {
            thrown = error
        }
        let error = try #require(thrown)
        #expect(error.stage == "load")
    }

    @Test func aTimingLineShowsSecondsToTheMillisecond() {
        #expect(StageTimings.Entry(stage: "render", duration: .milliseconds(412)).line == "stage render: 0.412 s")
        #expect(StageTimings.Entry(stage: "check", duration: .microseconds(12_345_678)).line == "stage check: 12.346 s")
        #expect(StageTimings.Entry(stage: "links", duration: .microseconds(40)).line == "stage links: 0.000 s")
        #expect(StageTimings.Entry(stage: "write", duration: .seconds(2)).line == "stage write: 2.000 s")
    }

    @Test func anErrorIsTaggedWithEveryStageItPassesThrough() throws {
        var timings = StageTimings()
        #expect(timings.run("load") { 1 } == 1)
        var thrown: HandbookError?
        do {
            try timings.run("check") {
                var inner = StageTimings()
                try inner.run("prepare") { throw HandbookError("no compiler") }
            }
        } catch let error as HandbookError {
            thrown = error
        }
        #expect(thrown?.stage == "check.prepare")
        #expect(thrown?.description == "error: no compiler")
        // A stage that fails is not timed.
        #expect(timings.entries.map(\.stage) == ["load"])
    }
}
