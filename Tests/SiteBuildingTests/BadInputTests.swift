import Foundation
import SiteBuilding
import SiteCore
import TestSupport
import Testing

/// Every bad input stops the build with a message naming the file (and line where there is
/// one), and leaves a previous output byte-for-byte as it was.
@Suite struct BadInputTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var files: [String: [UInt8]]
        /// Expected `path:line:col` prefix (or path) of the error, relative to the temp root.
        var expectedLocation: String
        var expectedMessage: String
        var themeFiles: [String: String] = [:]
        var removesContent = false
    }

    static let cases: [Case] = [
        Case(
            description: "invalid front matter YAML",
            files: ["Content/index.md": Array("---\ntitle: [unclosed\n---\n# Hi\n".utf8)],
            expectedLocation: "Content/index.md:3:1", expectedMessage: "invalid YAML in front matter"),
        Case(
            description: "front matter never closed",
            files: ["Content/index.md": Array("---\ntitle: x\n# Hi\n".utf8)],
            expectedLocation: "Content/index.md:1:1", expectedMessage: "front matter starting here is never closed"),
        Case(
            description: "wrongly typed front matter",
            files: ["Content/index.md": Array("---\norder: first\n---\n# Hi\n".utf8)],
            expectedLocation: "Content/index.md:2:1", expectedMessage: "'order' must be a whole number"),
        Case(
            description: "non-UTF-8 file",
            files: ["Content/index.md": Array("# Title\n\nca".utf8) + [0xE9, 0x20] + Array("fe\n".utf8)],
            expectedLocation: "Content/index.md:3:3", expectedMessage: "not valid UTF-8"),
        Case(
            description: "empty file",
            files: ["Content/index.md": Array("# Fine\n".utf8), "Content/empty.md": []],
            expectedLocation: "Content/empty.md:1:1", expectedMessage: "page is empty"),
        Case(
            description: "file with only front matter",
            files: ["Content/index.md": Array("---\ntitle: Only\n---\n".utf8)],
            expectedLocation: "Content/index.md:1:1", expectedMessage: "front matter but no content"),
        Case(
            description: "missing content folder",
            files: [:], expectedLocation: "Content", expectedMessage: "content folder does not exist", removesContent: true),
        Case(
            description: "missing theme template",
            files: ["Content/index.md": Array("# Hi\n".utf8)],
            expectedLocation: "Theme", expectedMessage: "theme has no 'page.mustache' template",
            themeFiles: ["templates/404.mustache": "x"]),
        Case(
            description: "template syntax error",
            files: ["Content/index.md": Array("# Hi\n".utf8)],
            expectedLocation: "Theme/templates/page.mustache:4:1", expectedMessage: "template syntax error",
            themeFiles: ["templates/page.mustache": "<html>\n{{#page}}\n<p>{{title}}</p>\n", "templates/404.mustache": "x"]),
    ]

    @Test(arguments: cases)
    func badInputStopsTheBuildAndKeepsOutput(_ c: Case) async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        for (path, bytes) in c.files { try dir.write(Data(bytes), to: path) }
        if c.files.isEmpty && !c.removesContent { try dir.write("# x\n", to: "Content/index.md") }
        let theme = dir.path + "/Theme"
        if c.themeFiles.isEmpty {
            try dir.copy(folder: SiteBuildTests.fixtures + "/MinimalTheme", to: "Theme")
        } else {
            for (path, text) in c.themeFiles { try dir.write(text, to: "Theme/" + path) }
        }
        try dir.write("marker", to: "Output/.handbook-output")
        try dir.write("<p>previous build</p>", to: "Output/index.html")
        try dir.write(Data([0, 1, 2, 255]), to: "Output/assets/blob.bin")
        let before = snapshotTree(dir.path + "/Output")

        let options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: theme, outputDirectory: dir.path + "/Output", runsCheck: false)
        do {
            _ = try await SiteBuilder(options: options).build()
            Issue.record("the build should have failed for \(c.description)")
        } catch let error as HandbookError {
            let text = error.description
            #expect(text.hasPrefix(dir.path + "/" + c.expectedLocation), "\(text)")
            #expect(text.contains(c.expectedMessage), "\(text)")
        }
        #expect(snapshotTree(dir.path + "/Output") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("staging") }
        #expect(leftovers.isEmpty)
    }
}
