import Foundation
import TestSupport
import Testing

/// Hostile and pathological input through the executable: never a crash or a hang, always a
/// clear message, and what the user wrote (content, theme, a previous output) left alone.
@Suite(.serialized) struct HostileInputTests {
    /// A site with `pages` (path → Markdown) and the minimal theme as `Themes/default`.
    func site(_ pages: [String: String]) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        for (path, text) in pages { try dir.write(text, to: path) }
        try dir.copy(folder: BuildCommandTests.minimalTheme, to: "Themes/default")
        return dir
    }

    func stagingFolders(in dir: TemporaryDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.contains("handbook-staging") }
    }

    // MARK: Data loss

    @Test func contentInsideThePreviousOutputIsNeverDeleted() throws {
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        #expect(try runHandbook(["build", "--no-check"], in: dir.path).exitCode == 0)
        try FileManager.default.moveItem(atPath: dir.path + "/Content", toPath: dir.path + "/Output/Content")
        let before = snapshotTree(dir.path + "/Output")

        let result = try runHandbook(["build", "--no-check", "--content", "Output/Content"], in: dir.path)
        #expect(result.exitCode == 2)
        #expect(
            result.standardError
                == "Output: error: the output folder contains the content folder 'Output/Content'; a build replaces the whole output folder, which would delete it — choose another --output\n"
        )
        #expect(snapshotTree(dir.path + "/Output") == before)
        #expect(dir.read("Output/Content/index.md") == "# Home\n")
        #expect(stagingFolders(in: dir).isEmpty)
    }

    @Test func anOutputReachedThroughASymbolicLinkIsComparedByItsRealPath() throws {
        let dir = try site(["Site/Content/index.md": "# Home\n"])
        defer { dir.remove() }
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/out", withDestinationPath: dir.path + "/Site")
        let result = try runHandbook(["build", "--no-check", "--content", "Site/Content", "--output", "out"], in: dir.path)
        #expect(result.exitCode == 2)
        #expect(result.standardError.hasPrefix("out: error: the output folder contains the content folder 'Site/Content'"))
        #expect(dir.read("Site/Content/index.md") == "# Home\n")
    }

    @Test func anOutputInsideTheContentFolderIsRefused() throws {
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        let result = try runHandbook(["build", "--no-check", "--output", "Content/site"], in: dir.path)
        #expect(result.exitCode == 2)
        #expect(
            result.standardError
                == "Content/site: error: the output folder lies inside the content folder 'Content'; every build would take in the previous one — choose an --output outside it\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/Content/site"))
        #expect(stagingFolders(in: dir).isEmpty)
    }

    @Test func anOutputHoldingTheThemeIsRefused() throws {
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        let result = try runHandbook(["build", "--no-check", "--output", "Themes"], in: dir.path)
        #expect(result.exitCode == 2)
        #expect(
            result.standardError.hasPrefix("Themes: error: the output folder contains the theme folder 'Themes/default'"),
            "\(result.standardError)")
        #expect(dir.read("Themes/default/templates/page.mustache") != nil)
    }

    @Test func themeAssetsThatLinkOutsideTheThemeAreNotPublished() throws {
        let dir = try site(["Content/index.md": "# Home\n", "secret.txt": "not for the web\n"])
        defer { dir.remove() }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.path + "/Themes/default/assets/leak.txt", withDestinationPath: dir.path + "/secret.txt")
        try fm.createSymbolicLink(atPath: dir.path + "/Themes/default/assets/self.css", withDestinationPath: "self.css")
        try fm.createSymbolicLink(atPath: dir.path + "/Themes/default/assets/alias.css", withDestinationPath: "style.css")
        let result = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(result.exitCode == 0)
        #expect(
            result.standardError == """
                Themes/default/assets/leak.txt:1:1: warning: symbolic link points outside the theme folder; it is skipped [theme.symlink]
                Themes/default/assets/self.css:1:1: warning: symbolic link loops (it leads to itself through 'self.css'); it is skipped [theme.symlink]

                """)
        #expect(dir.read("Output/assets/leak.txt") == nil)
        #expect(dir.read("Output/assets/alias.css") != nil)
    }

    // MARK: Themes

    @Test func aThemeThatDoesNotExistIsAnError() throws {
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        #expect(try runHandbook(["build", "--no-check"], in: dir.path).exitCode == 0)
        let before = snapshotTree(dir.path + "/Output")

        let flag = try runHandbook(["build", "--no-check", "--theme", "Themes/defualt"], in: dir.path)
        #expect(flag.exitCode == 2)
        #expect(
            flag.standardError
                == "Themes/defualt: error: theme folder does not exist; pass an existing folder to --theme, or set 'theme' in handbook.yml\n"
        )
        try dir.write("theme: Themes/custom\n", to: "handbook.yml")
        let configured = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(configured.exitCode == 2)
        #expect(configured.standardError.hasPrefix("Themes/custom: error: theme folder does not exist"), "\(configured.standardError)")
        #expect(snapshotTree(dir.path + "/Output") == before)
    }

    @Test func aPartialThatNamesNoTemplateIsAnErrorAtItsTag() throws {
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        #expect(try runHandbook(["build", "--no-check"], in: dir.path).exitCode == 0)
        let before = snapshotTree(dir.path + "/Output")
        let page = try #require(dir.read("Themes/default/templates/page.mustache"))
        try dir.write(page + "<footer>\n  {{> site-foter}}\n</footer>\n", to: "Themes/default/templates/page.mustache")
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).count

        let result = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(result.exitCode != 0)
        #expect(
            result.standardError.hasPrefix(
                "Themes/default/templates/page.mustache:\(lines + 1):3: error: partial 'site-foter' names no template: the theme has no 'site-foter.mustache' in templates/"
            ), "\(result.standardError)")
        #expect(snapshotTree(dir.path + "/Output") == before)
        #expect(stagingFolders(in: dir).isEmpty)

        // A partial the theme has is fine, wherever it stands.
        try dir.write("<p>{{page.title}}</p>\n", to: "Themes/default/templates/site-foter.mustache")
        #expect(try runHandbook(["build", "--no-check"], in: dir.path).exitCode == 0)
        #expect(dir.read("Output/index.html")?.contains("<footer>") == true)
    }

    // MARK: Generated URLs

    @Test func fileNamesAreEscapedAndPercentEncodedInEveryLink() throws {
        let marks = "a#b?c%d&e"
        let quote = #"e" onmouseover="alert(1)" x=""#
        let dir = try site([
            "Content/index.md": "# Home\n",
            "Content/guides/index.md": "# Guides\n",
            "Content/guides/\(marks).md": "# Marks\n",
            "Content/guides/\(quote).md": "# Quote\n",
            "Content/guides/zz.md": "# Last\n",
        ])
        defer { dir.remove() }
        let result = try runHandbook(["build", "--no-check", "--base-url", "https://example.com/hb/"], in: dir.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(dir.read("Output/guides/\(marks).html") != nil)

        var hrefs: [String] = []
        for page in ["index.html", "guides/index.html", "guides/\(marks).html", "guides/\(quote).html", "guides/zz.html"] {
            let html = try #require(dir.read("Output/" + page), "\(page)")
            // No attribute comes from a file name: a quote in one never closes an attribute.
            #expect(html.range(of: ##"<[^<>]*\sonmouseover="alert"##, options: .regularExpression) == nil, "\(page)")
            let found = try NSRegularExpression(pattern: #"href="([^"]*)""#).matches(in: html, range: NSRange(html.startIndex..., in: html))
            hrefs += found.map { String(html[Range($0.range(at: 1), in: html)!]) }
        }
        // The sidebars and prev/next links of the section's pages link to both pages, encoded.
        #expect(hrefs.filter { $0 == "a%23b%3Fc%25d&amp;e.html" }.count >= 4, "\(hrefs)")
        #expect(hrefs.contains("e%22%20onmouseover=%22alert(1)%22%20x=%22.html"))
        #expect(!hrefs.contains { $0.contains("a#b") || $0.contains("?c%d") }, "\(hrefs)")
        let sitemap = try #require(dir.read("Output/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.com/hb/guides/a%23b%3Fc%25d&amp;e.html</loc>"), "\(sitemap)")
    }

    // MARK: Output collisions

    @Test func everyOutputPathCollisionIsAnErrorNamingBothSources() throws {
        var pages: [String: String] = [:]
        for path in ["index.md", "A.md", "a.md", "b.md", "404.md", "review.md", "rules/index.md", "x.md", "x/index.md"] {
            pages["Content/" + path] = "# \(path)\n"
        }
        pages["Content/b.html"] = "<p>b</p>\n"
        pages["Content/search/index.js"] = "// not the index\n"
        pages["Content/assets/style.css"] = "body {}\n"
        pages["Content/Rules"] = "a file where a folder must be\n"
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        #expect(try runHandbook(["build", "--no-check"], in: dir.path).exitCode == 0)
        let before = snapshotTree(dir.path + "/Output")
        for (path, text) in pages { try dir.write(text, to: path) }

        let result = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(result.exitCode == 1)
        #expect(
            result.standardError == """
                Content/404.md:1:1: error: 'Content/404.md' becomes '404.html', the path of the generated page-not-found page; rename it [output.collision]
                Content/Rules:1:1: error: 'Content/Rules' becomes the file 'Rules', where the generated list of lint rules needs a folder (for 'rules/index.html') [output.collision]
                Content/a.md:1:1: error: 'Content/A.md' and 'Content/a.md' become 'A.html' and 'a.html', one file on a case-insensitive file system (macOS, Windows); rename one of them [output.collision]
                Content/assets/style.css:1:1: error: the theme file 'Themes/default/assets/style.css' and 'Content/assets/style.css' both become 'assets/style.css' in the output; rename one of them [output.collision]
                Content/b.html:1:1: error: 'Content/b.md' and 'Content/b.html' both become 'b.html' in the output; rename one of them [output.collision]
                Content/review.md:1:1: error: 'Content/review.md' becomes 'review.html', the path of the generated review checklist; rename it [output.collision]
                Content/rules/index.md:1:1: error: 'Content/rules/index.md' becomes 'rules/index.html', the path of the generated list of lint rules; rename it [output.collision]
                Content/search/index.js:1:1: error: 'Content/search/index.js' becomes 'search/index.js', the path of the search index; rename it [output.collision]
                Build failed with 8 errors; the output folder was left unchanged.

                """)
        #expect(snapshotTree(dir.path + "/Output") == before)
        #expect(stagingFolders(in: dir).isEmpty)
    }

    // MARK: Crashes

    static let deepPages: [(name: String, markdown: String, warning: String)] = [
        (
            "10,000 nested block quotes", "# Q\n\n" + String(repeating: ">", count: 10_000) + " deep\n",
            "Content/index.md:3:33: warning: block quotes, lists, emphasis or links nest more than 32 levels deep here; the deeper levels are shown flat [markdown.nesting]"
        ),
        (
            "5,000 nested lists", "# L\n\n" + String(repeating: "- ", count: 5_000) + "item\n",
            "Content/index.md:3:33: warning: block quotes, lists, emphasis or links nest more than 32 levels deep here; the deeper levels are shown flat [markdown.nesting]"
        ),
        (
            "10,000 nested brackets in a Swift fence",
            "# B\n\n```swift\nlet a = " + String(repeating: "[", count: 10_000) + "1" + String(repeating: "]", count: 10_000) + "\n```\n",
            "Content/index.md:4:21: warning: Swift code: square brackets nest more than 12 levels deep; the block is shown without highlighting and its examples are not checked [swift.nesting]"
        ),
    ]

    @Test(arguments: deepPages.indices)
    func deeplyNestedPagesBuildWithAWarning(_ index: Int) throws {
        let page = Self.deepPages[index]
        let dir = try site(["Content/index.md": page.markdown])
        defer { dir.remove() }
        let (result, seconds) = try measure { try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60) }
        #expect(seconds < 30, "\(page.name): \(seconds) s")
        #expect(result.exitCode == 0, "\(page.name): \(result.standardError)")
        #expect(result.standardError == page.warning + "\n", "\(page.name)")
        #expect(dir.read("Output/index.html") != nil)
        #expect(stagingFolders(in: dir).isEmpty)
    }

    @Test func aSwiftFenceNestedTooDeeplyIsUnverifiedWithTheReason() throws {
        let dir = try site(["Content/index.md": Self.deepPages[2].markdown])
        defer { dir.remove() }
        let result = try runHandbook(["check"], in: dir.path, environment: CheckCommandTests.environment)
        #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "Content/index.md:4:1: warning: unverified: unlabelled example, line 4: square brackets nest more than 12 levels deep, too deep to parse safely; the example was not checked"
            ),
            "\(result.standardOutput)")
        let strict = try runHandbook(["check", "--strict"], in: dir.path, environment: CheckCommandTests.environment)
        #expect(strict.exitCode == 1)
    }

    // MARK: Hangs

    /// Pages that once hung the build: each builds well within a minute (the bound holds for a
    /// debug build under the rest of the suite), because every stage stays linear in the size
    /// of the page and nothing parses Swift longer than the check takes.
    static let largePages: [(name: String, markdown: String)] = [
        ("one 10 MB line", "# Long\n\n" + String(repeating: "word ", count: 2_000_000) + "\n"),
        (
            "a 50 MB page",
            "# Big\n\n"
                + String(
                    repeating: String(repeating: "Views keep their state apart from layout, and reading it stays cheap. ", count: 12)
                        + "\n\n",
                    count: 50_000_000 / 850)
        ),
        (
            "a 100,000-line Swift fence, checked",
            "# Fence\n\n```swift\n" + (0..<100_000).map { "let value\($0) = \($0)\n" }.joined() + "```\n"
        ),
    ]

    @Test(arguments: largePages.indices)
    func largePagesBuildInLinearTime(_ index: Int) throws {
        let page = Self.largePages[index]
        let dir = try site(["Content/index.md": page.markdown])
        defer { dir.remove() }
        let (result, seconds) = try measure {
            try runHandbook(["build"], in: dir.path, environment: CheckCommandTests.environment, timeout: 120)
        }
        #expect(seconds < 40, "\(page.name): \(seconds) s")
        #expect(result.exitCode == 0, "\(page.name): \(result.standardError)")
        #expect(result.standardError.isEmpty, "\(page.name): \(result.standardError)")
        #expect((dir.read("Output/index.html")?.utf8.count ?? 0) > page.markdown.utf8.count / 2, "\(page.name)")
        #expect(stagingFolders(in: dir).isEmpty)
    }

    @Test func aFenceLongerThanTheCheckTakesIsUnverifiedWithTheReasonAndNotParsed() throws {
        let dir = try site(["Content/index.md": Self.largePages[2].markdown])
        defer { dir.remove() }
        let (result, seconds) = try measure {
            try runHandbook(["check"], in: dir.path, environment: CheckCommandTests.environment, timeout: 120)
        }
        #expect(seconds < 30, "\(seconds) s")
        #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "Content/index.md:4:1: warning: unverified: unlabelled example, lines 4-100003: the example has 100000 lines, more than the 2000 the check takes; the example was not checked [check.unverified]"
            ), "\(result.standardOutput)")
        // Too long to parse: shown as plain text, not highlighted.
        let build = try runHandbook(["build", "--no-check"], in: dir.path, timeout: 120)
        #expect(build.exitCode == 0)
        let html = dir.read("Output/index.html") ?? ""
        #expect(html.contains("let value99999 = 99999"))
        #expect(!html.contains("<h-"))
    }

    /// Front matter saved on Windows (a byte-order mark, CRLF line endings) is read as
    /// front matter, not rendered as a rule and a heading.
    @Test func aByteOrderMarkAndCRLFLineEndingsAreReadAsWritten() throws {
        let page = "\u{FEFF}---\r\ntitle: Potting Bench\r\ntags: [soil]\r\n---\r\n\r\n# Bench\r\n\r\nWater from below.\r\n"
        let dir = try site(["Content/index.md": page])
        defer { dir.remove() }
        let (result, seconds) = try measure { try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60) }
        #expect(seconds < 30)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let html = try #require(dir.read("Output/index.html"))
        #expect(html.contains("<title>Potting Bench"), "\(html.prefix(300))")
        #expect(!html.contains("title: Potting Bench"))
        #expect(!html.contains("<hr"))
    }

    /// A binary file named `.md` (an image saved under the wrong name) stops the build with
    /// where its bytes stop being text, and the previous output stays.
    @Test func aBinaryFileNamedMarkdownStopsTheBuildAndKeepsOutput() throws {
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        #expect(try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60).exitCode == 0)
        let before = snapshotTree(dir.path + "/Output")
        try dir.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0xFF, 0xD8]), to: "Content/photo.md")
        let (result, seconds) = try measure { try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60) }
        #expect(seconds < 30)
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.hasPrefix("Content/photo.md:1:1: error: file is not valid UTF-8; save it as UTF-8"),
            "\(result.standardError)")
        #expect(snapshotTree(dir.path + "/Output") == before)
        #expect(stagingFolders(in: dir).isEmpty)
    }

    /// A page that cannot be read: a named pipe (whose read would block), and, for a user
    /// the permissions bind (not root), a file without read permission.
    @Test func anUnreadablePageStopsTheBuildWithItsPathAndKeepsOutput() throws {
        let dir = try site(["Content/index.md": "# Home\n"])
        defer { dir.remove() }
        #expect(try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60).exitCode == 0)
        let before = snapshotTree(dir.path + "/Output")
        #expect(mkfifo(dir.path + "/Content/pipe.md", 0o644) == 0)
        let (result, seconds) = try measure { try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60) }
        #expect(seconds < 30)
        #expect(result.exitCode == 1)
        #expect(
            result.standardError.hasPrefix(
                "Content/pipe.md: error: cannot read file: it is not a regular file (a named pipe); remove it from the content folder"),
            "\(result.standardError)")
        #expect(snapshotTree(dir.path + "/Output") == before)
        #expect(stagingFolders(in: dir).isEmpty)
        try FileManager.default.removeItem(atPath: dir.path + "/Content/pipe.md")
        guard getuid() != 0 else { return }  // root reads a file whatever its permissions
        try dir.write("# Locked\n", to: "Content/locked.md")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: dir.path + "/Content/locked.md")
        let locked = try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60)
        #expect(locked.exitCode == 1)
        #expect(locked.standardError.hasPrefix("Content/locked.md: error: cannot read file: permission denied"), "\(locked.standardError)")
    }

    @Test func symbolicLinkLoopsAreReportedAndSkipped() throws {
        let dir = try site(["Content/index.md": "# Home\n", "Content/guides/page.md": "# Page\n"])
        defer { dir.remove() }
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Content/self", withDestinationPath: "self")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Content/guides/up", withDestinationPath: "..")
        let (result, seconds) = try measure { try runHandbook(["build", "--no-check"], in: dir.path, timeout: 60) }
        #expect(seconds < 30)
        #expect(result.exitCode == 0)
        #expect(
            result.standardError == """
                Content/guides/up:1:1: warning: symbolic link leads back to a folder it stands in (a cycle); it is skipped [content.symlink]
                Content/self:1:1: warning: symbolic link loops (it leads to itself through 'self'); it is skipped [content.symlink]

                """)
        #expect(result.standardOutput.hasPrefix("Built 2 pages into Output: 0 errors, 2 warnings"))
    }
}
