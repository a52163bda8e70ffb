import Foundation
import SiteBuilding
import TestSupport
import Testing

/// "Last updated" from git and "Edit this page" from `repo_url`/`edit_uri`, in the default theme.
@Suite struct PageHistoryTests {
    static let theme = packageRoot() + "/Themes/default"

    func options(_ dir: TemporaryDirectory, repository: String? = nil, editURI: String? = nil) -> BuildOptions {
        var options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: Self.theme, outputDirectory: dir.path + "/Output",
            siteTitle: "History", runsCheck: false)
        options.repositoryURL = repository
        options.editURI = editURI
        return options
    }

    static func git(_ arguments: [String], in directory: String, date: String = "2024-05-01T12:00:00+00:00") throws {
        let result = try runProgram(
            "/usr/bin/env", ["git"] + arguments, in: directory,
            environment: [
                "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
                "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
            ], timeout: 60)
        #expect(result.exitCode == 0, "git \(arguments): \(result.standardError)")
    }

    /// Two pages; with `committed`, in a new git repository with one commit of 2024-05-01.
    static func makeContent(_ dir: TemporaryDirectory, committed: Bool = false) throws {
        try dir.write("# Home\n\nWelcome.\n", to: "Content/index.md")
        try dir.write("# Layout\n\nStacks.\n", to: "Content/guides/layout.md")
        guard committed else { return }
        try git(["init", "-q"], in: dir.path)
        try git(["add", "."], in: dir.path)
        try git(["commit", "-q", "-m", "first"], in: dir.path)
    }

    @Test func pagesShowTheirLastCommitDateAndAnEditLink() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-history")
        defer { dir.remove() }
        try Self.makeContent(dir, committed: true)
        try dir.write("# Layout\n\nStacks and grids.\n", to: "Content/guides/layout.md")
        try Self.git(["commit", "-q", "-am", "second"], in: dir.path, date: "2024-06-02T08:00:00+00:00")

        _ = try await SiteBuilder(options: options(dir, repository: "https://github.com/team/handbook")).build()
        let layout = try #require(dir.read("Output/guides/layout.html"))
        #expect(layout.contains(#"Last updated <time datetime="2024-06-02">2024-06-02</time>"#))
        #expect(
            layout.contains(
                #"<a class="edit-link" href="https://github.com/team/handbook/edit/main/Content/guides/layout.md">Edit this page</a>"#))
        let home = try #require(dir.read("Output/index.html"))
        #expect(home.contains(#"<time datetime="2024-05-01">"#))

        _ = try await SiteBuilder(options: options(dir, repository: "https://gitlab.com/team/handbook/", editURI: "-/edit/trunk/docs/"))
            .build()
        #expect(dir.read("Output/index.html")?.contains(#"href="https://gitlab.com/team/handbook/-/edit/trunk/docs/index.md""#) == true)
    }

    @Test func outsideGitAndWithoutARepositoryThereIsNoFooter() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-history")
        defer { dir.remove() }
        try Self.makeContent(dir)
        _ = try await SiteBuilder(options: options(dir)).build()
        let page = try #require(dir.read("Output/guides/layout.html"))
        #expect(!page.contains("page-meta"))
        #expect(!page.contains("Last updated"))
    }

    @Test func lastUpdatedCanBeTurnedOff() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-history")
        defer { dir.remove() }
        try Self.makeContent(dir, committed: true)
        var options = options(dir)
        options.showsLastUpdated = false
        _ = try await SiteBuilder(options: options).build()
        #expect(dir.read("Output/guides/layout.html")?.contains("Last updated") == false)
    }
}
