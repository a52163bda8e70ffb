import Foundation
import SiteBuilding
import Testing

// Scratch (not committed): builds Content/ into $PREVIEW_OUT for the theme engineer.
@Test func scratchPreviewBuild() async throws {
    guard let out = ProcessInfo.processInfo.environment["PREVIEW_OUT"] else { return }
    let content = ProcessInfo.processInfo.environment["PREVIEW_CONTENT"] ?? "Content"
    let result = try await SiteBuilder(options: BuildOptions(contentDirectory: content, outputDirectory: out, runsCheck: false)).build()
    print("pages", result.pageCount, "diagnostics", result.diagnostics.count)
}
