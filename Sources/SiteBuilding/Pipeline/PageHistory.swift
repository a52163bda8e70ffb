import Foundation

/// What a page's footer says about its source: when it last changed in git, and where to edit it.
///
/// Dates come from one `git log` over the content folder (the committer date of the last
/// commit that touched each file, as `YYYY-MM-DD`); outside a git work tree, or without
/// `git`, there are none. The edit link is `repo_url` + `edit_uri` + the page's path below
/// the content folder (`edit_uri` defaults to `edit/main/<content folder>/`, GitHub's form).
struct PageHistory: Sendable {
    /// Content-relative path → date of its last commit.
    var lastUpdated: [String: String] = [:]
    /// The URL a content-relative path is appended to, for "Edit this page".
    var editBase: String?

    init(lastUpdated: [String: String] = [:], editBase: String? = nil) {
        self.lastUpdated = lastUpdated
        self.editBase = editBase
    }

    init(options: BuildOptions) {
        if let repository = options.repositoryURL, !repository.isEmpty {
            let content =
                options.contentDirectory.hasPrefix("/")
                ? URL(fileURLWithPath: options.contentDirectory).lastPathComponent : options.contentDirectory
            let uri = options.editURI ?? "edit/main/\(content)/"
            let joined =
                uri.hasPrefix("http://") || uri.hasPrefix("https://")
                ? uri
                : (repository.hasSuffix("/") ? repository : repository + "/") + (uri.hasPrefix("/") ? String(uri.dropFirst()) : uri)
            editBase = joined.hasSuffix("/") ? joined : joined + "/"
        }
        if options.showsLastUpdated { lastUpdated = Self.gitDates(in: options.contentDirectory) }
    }

    func editURL(for relativePath: String) -> String? {
        editBase.map { $0 + relativePath }
    }

    /// One `git log` over `directory`: each file's newest commit date, by path below `directory`.
    static func gitDates(in directory: String) -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "log", "--format=%x00%cs", "--name-only", "--relative", "--no-renames", "--", "."]
        process.environment = ProcessInfo.processInfo.environment.merging(["GIT_PAGER": "cat", "LC_ALL": "C"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return [:] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [:] }
        var dates: [String: String] = [:]
        var current = ""
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("\u{0}") {
                current = String(line.dropFirst())
            } else if dates[String(line)] == nil {
                dates[String(line)] = current  // newest first: keep the first date seen
            }
        }
        return dates
    }
}
