import Foundation
import SiteCore
import Synchronization

/// Writes a site into a temporary folder beside the output and swaps it in only when the
/// build succeeded, so a failed build leaves the previous output exactly as it was.
package struct OutputDirectory: Sendable {
    /// The file that marks a folder as Handbook output.
    package static let markerName = ".handbook-output"

    package let path: String
    package let stagingPath: String
    /// Removes the staging folder if the run is interrupted (see ``ProcessCleanup``).
    private let stagingRegistration: ProcessCleanup.Registration
    /// Folders of the staging folder already made: a site's thousands of files share a few
    /// dozen folders, and asking the file system for each one again costs system calls.
    private let madeFolders = MadeFolders()

    /// Prepares a staging folder for `path`.
    /// - Throws: when `path` exists and is not a previous Handbook output (nor empty, nor
    ///   holding only `.gitkeep`), or when the staging folder cannot be made.
    package init(path: String) throws {
        self.path = path
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw HandbookError("output path exists and is not a folder; refusing to replace it", path: path)
            }
            let entries = (try? fm.contentsOfDirectory(atPath: path)) ?? []
            let harmless = entries.allSatisfy { $0 == ".gitkeep" || $0 == ".DS_Store" }
            if !harmless, !entries.contains(Self.markerName) {
                throw HandbookError(
                    "output folder is not empty and was not made by Handbook (no \(Self.markerName) marker); refusing to replace it — choose another --output or empty it",
                    path: path)
            }
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        let prefix = Self.stagingPrefix(for: path)
        let staging = parent + "/" + prefix + "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
            // What a killed build left: staging folders (and swapped-out outputs) of
            // processes that are gone. Only our own names, never a live build's.
            ProcessCleanup.removeStaleFolders(in: parent, prefix: prefix)
            try fm.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw HandbookError("cannot create a staging folder beside the output: \(error.localizedDescription)", path: staging)
        }
        self.stagingPath = staging
        self.stagingRegistration = ProcessCleanup.register(folder: staging)
    }

    /// The start of the staging folders' names beside `output` (`.Output.handbook-staging-`);
    /// the building process's id follows.
    package static func stagingPrefix(for output: String) -> String {
        "." + URL(fileURLWithPath: output).standardizedFileURL.lastPathComponent + ".handbook-staging-"
    }

    /// Refuses an output folder whose replacement would delete or swallow what the user wrote:
    /// one that is or holds the content folder or a theme folder, or one that lies inside
    /// them (each build would copy the previous output into the next, one level deeper).
    /// Paths are compared with symbolic links resolved.
    /// - Parameter sources: the folders the build reads, with what each is (`content folder`).
    package static func checkPlacement(of output: String, sources: [(path: String, role: String)]) throws {
        guard let resolvedOutput = PathUtilities.resolvedPath(output) else {
            throw HandbookError("the output path is a symbolic link that loops; choose another --output", path: output)
        }
        for source in sources {
            guard let resolved = PathUtilities.resolvedPath(source.path) else { continue }
            if PathUtilities.isSameOrInside(resolved, resolvedOutput) {
                let relation = resolved == resolvedOutput ? "is" : "contains"
                throw HandbookError(
                    "the output folder \(relation) the \(source.role) '\(source.path)'; a build replaces the whole output folder, which would delete it — choose another --output",
                    path: output)
            }
            if PathUtilities.isSameOrInside(resolvedOutput, resolved) {
                throw HandbookError(
                    "the output folder lies inside the \(source.role) '\(source.path)'; every build would take in the previous one — choose an --output outside it",
                    path: output)
            }
        }
    }

    /// Writes `contents` at `relativePath` inside the staging folder, making folders as needed.
    package func write(_ contents: String, to relativePath: String) throws {
        try write(Data(contents.utf8), to: relativePath)
    }

    package func write(_ data: Data, to relativePath: String) throws {
        // An interrupted build is removing the staging folder: do not make it again.
        if ProcessCleanup.isInterrupted { throw HandbookError("the build was interrupted", path: relativePath) }
        let full = stagingPath + "/" + relativePath
        let dir = (full as NSString).deletingLastPathComponent
        do {
            if !madeFolders.contains(dir) {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                madeFolders.insert(dir)
            }
            // A file linked from the previous output must not be written through: that would
            // change the output a failed build leaves in place.
            unlink(full)
            try PathUtilities.writeFile(data, toPath: full)
        } catch let error as HandbookError {
            throw HandbookError("cannot write output file: \(error.message)", path: relativePath)
        } catch {
            throw HandbookError("cannot write output file: \(error.localizedDescription)", path: relativePath)
        }
    }

    /// Copies the file at `source` to `relativePath` inside the staging folder.
    package func copy(from source: String, to relativePath: String) throws {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw HandbookError("cannot read file to copy", path: source)
        }
        try write(data, to: relativePath)
    }

    /// Links the file the previous build wrote for the page into the staging folder (a copy
    /// where the file system cannot link), when that file is still as the build left it.
    package func reuse(_ page: PreviousPage, at relativePath: String) throws -> Bool {
        try reuse(stamped: page.record.stamp, at: relativePath)
    }

    /// Links the file the previous build generated at `relativePath`, as a page's is linked.
    package func reuse(_ file: GeneratedFile, at relativePath: String) throws -> Bool {
        try reuse(stamped: file.stamp, at: relativePath)
    }

    /// Links the previous output's file at `relativePath` into the staging folder (or copies
    /// it), when it still has `stamp`.
    private func reuse(stamped stamp: FileStamp?, at relativePath: String) throws -> Bool {
        let previous = path + "/" + relativePath
        guard let stamp, FileStamp(path: previous) == stamp else { return false }
        if ProcessCleanup.isInterrupted { throw HandbookError("the build was interrupted", path: relativePath) }
        let full = stagingPath + "/" + relativePath
        let dir = (full as NSString).deletingLastPathComponent
        if !madeFolders.contains(dir) {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            madeFolders.insert(dir)
        }
        if link(previous, full) == 0 { return true }
        guard let data = FileManager.default.contents(atPath: previous), FileStamp(path: previous) == stamp else { return false }
        try write(data, to: relativePath)
        return true
    }

    package var keepsHTMLInMemory: Bool { false }

    /// Puts the staged site in place of the output folder.
    package func commit() throws {
        let fm = FileManager.default
        try write("This folder was generated by Handbook; it is replaced on every build.\n", to: Self.markerName)
        if fm.fileExists(atPath: path + "/.gitkeep"), !fm.fileExists(atPath: stagingPath + "/.gitkeep") {
            try write("", to: ".gitkeep")
        }
        let retired = stagingPath + "-old"
        // The two renames are one step for an interrupt: it waits for them. (A swapped-out
        // output a SIGKILL leaves is named like a staging folder: the next build removes it.)
        try ProcessCleanup.uninterrupted {
            do {
                if fm.fileExists(atPath: path) {
                    try fm.moveItem(atPath: path, toPath: retired)
                }
                try fm.moveItem(atPath: stagingPath, toPath: path)
            } catch {
                if fm.fileExists(atPath: retired), !fm.fileExists(atPath: path) {
                    try? fm.moveItem(atPath: retired, toPath: path)
                }
                throw HandbookError("cannot move the new site into place: \(error.localizedDescription)", path: path)
            }
            ProcessCleanup.unregister(stagingRegistration)
        }
        let retiredRegistration = ProcessCleanup.register(folder: retired)
        try? fm.removeItem(atPath: retired)
        ProcessCleanup.unregister(retiredRegistration)
    }

    /// Removes the staging folder (after a failed build).
    package func discard() {
        try? FileManager.default.removeItem(atPath: stagingPath)
        ProcessCleanup.unregister(stagingRegistration)
    }
}

/// The folders an ``OutputDirectory`` has made, shared by the threads that write pages.
private final class MadeFolders: Sendable {
    private let folders = Mutex<Set<String>>([])

    func contains(_ folder: String) -> Bool { folders.withLock { $0.contains(folder) } }
    func insert(_ folder: String) { _ = folders.withLock { $0.insert(folder) } }
}
