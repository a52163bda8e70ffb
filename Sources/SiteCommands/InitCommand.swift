import ArgumentParser
import Foundation

/// `handbook init [DIR]`: starts a new handbook.
///
/// Writes a welcome page, one example topic page (a labelled bad/good pair and a review
/// checklist), `handbook.yml` with every key explained, a `.gitignore`, and CI recipes for
/// GitHub Actions and GitLab CI. Existing files are never overwritten without `--force`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new handbook: example pages, handbook.yml and CI recipes.",
        discussion: """
            Writes Content/index.md, an example page, handbook.yml, .gitignore, \
            .github/workflows/handbook-check.yml, .github/workflows/handbook-pages.yml and \
            .gitlab-ci.yml into DIR (default: the working directory), creating it if needed. \
            When any of these files exists, nothing is written unless --force is given. \
            Exit status: 0 when the files were written, 1 when files exist, 2 for usage errors.
            """)

    @Argument(help: ArgumentHelp("The folder to start the handbook in.", valueName: "dir"))
    var directory: String = "."

    @Flag(name: .long, help: "Overwrite files that already exist.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("The site title (default: from the folder's name).", valueName: "title"))
    var title: String?

    func run() throws {
        let status = execute(
            in: FileManager.default.currentDirectoryPath,
            output: { print($0) },
            errors: { printError($0) })
        if status != 0 { throw ExitCode(status) }
    }

    /// The files to write, by path relative to the new handbook's folder, in order.
    static func files(title: String) -> [(path: String, text: String)] {
        [
            ("handbook.yml", StarterContent.configuration(title: title)),
            ("Content/index.md", StarterContent.indexPage(title: title)),
            (StarterContent.examplePagePath, StarterContent.examplePage),
            (".gitignore", StarterContent.gitignore),
            (".github/workflows/handbook-check.yml", CIRecipes.githubCheck),
            (".github/workflows/handbook-pages.yml", CIRecipes.githubPages),
            (".gitlab-ci.yml", CIRecipes.gitlab),
        ]
    }

    /// `team-handbook` → `Team Handbook`.
    static func title(forFolder name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        let title = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return title.isEmpty ? "Handbook" : title
    }

    /// Writes the starter files; returns the exit status.
    ///
    /// - Parameters:
    ///   - workingDirectory: What a relative `DIR` starts from.
    ///   - output: Receives what was written and the next commands.
    ///   - errors: Receives error lines.
    func execute(in workingDirectory: String, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: root.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            errors("\(directory): error: not a folder")
            return 2
        }
        let files = Self.files(title: title ?? Self.title(forFolder: root.lastPathComponent))
        let existing = files.map(\.path).filter { manager.fileExists(atPath: root.appendingPathComponent($0).path) }
        if !existing.isEmpty, !force {
            for path in existing {
                errors("\(Self.display(path, in: directory)): error: already exists; not overwritten (use --force to overwrite)")
            }
            errors("Nothing was written.")
            return 1
        }
        var written: [String] = []
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
                written.append(path)
            } catch {
                errors("\(Self.display(path, in: directory)): error: cannot write the file: \(error.localizedDescription)")
                return 1
            }
        }
        var lines = ["Started a handbook in \(directory == "." ? "the working directory" : directory):"]
        for path in written {
            let replaced = existing.contains(path) ? " (overwritten)" : ""
            lines.append("  wrote \(Self.display(path, in: directory))\(replaced)")
        }
        lines.append("")
        lines.append("Next:")
        let cd = directory == "." ? "" : "cd \(Self.shellQuoted(directory)) && "
        lines.append("  \(cd)handbook check     # typecheck and lint every example")
        lines.append("  \(cd)handbook build     # build the site into Output/")
        output(lines.joined(separator: "\n"))
        return 0
    }

    private static func display(_ path: String, in directory: String) -> String {
        directory == "." ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
    }

    private static func shellQuoted(_ text: String) -> String {
        text.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) })
            ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
