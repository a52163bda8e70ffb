import Foundation
import SiteCore
import Synchronization

/// Walks the content root and loads every page.
///
/// Every `*.md` below the root, recursively, in sorted order. Hidden files and folders
/// (`.x`) and those starting with `_` are not pages; other files are assets.
package struct ContentLoader: Sendable {
    package var root: String
    /// How the root is shown in diagnostics (usually the path as the user typed it).
    package var displayRoot: String
    private let pageCache: PageCache?

    /// - Parameter pageCache: The pages the session loaded before (see ``PageCache``).
    package init(root: String, displayRoot: String? = nil, pageCache: PageCache? = nil) {
        self.root = root
        self.displayRoot = displayRoot ?? root
        self.pageCache = pageCache
    }

    /// Loads the content folder.
    /// - Returns: the snapshot and the warnings found on the way.
    /// - Throws: ``HandbookError`` for a missing folder, an unreadable or non-UTF-8 file,
    ///   an empty page, invalid front matter, or a missing prelude (or one nested too deeply to parse).
    package func load() throws -> (ContentSnapshot, [Diagnostic]) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw HandbookError("content folder does not exist; pass --content DIR or create it", path: displayRoot)
        }
        var markdownFiles: [String] = []
        var assets: [String] = []
        var warnings: [Diagnostic] = []
        let resolvedRoot = PathUtilities.resolvedPath(root) ?? URL(fileURLWithPath: root).standardizedFileURL.path
        try walk(
            relative: "", resolved: resolvedRoot, resolvedRoot: resolvedRoot, ancestors: [],
            markdown: &markdownFiles, assets: &assets, warnings: &warnings)
        markdownFiles.sort()
        assets.sort()

        // Read and split on all cores; the first problem in path order is the one reported.
        let loaded = try markdownFiles.concurrentMap { relative in try loadPage(relative: relative) }
        pageCache?.keepOnly(Set(markdownFiles))
        var pages: [SourcePage] = []
        var stamps: [String: SourceStamp] = [:]
        pages.reserveCapacity(loaded.count)
        for (page, stamp, pageWarnings) in loaded {
            pages.append(page)
            stamps[page.relativePath] = stamp
            warnings += pageWarnings
        }

        var sitePrelude: String?
        if fm.fileExists(atPath: join(root, "_prelude.swift")) {
            sitePrelude = try readPrelude(relative: "_prelude.swift")
        }
        var preludes: [String: String] = [:]
        for page in pages {
            guard let prelude = page.frontMatter.prelude, preludes[prelude] == nil else { continue }
            guard fm.fileExists(atPath: join(root, prelude)) else {
                throw HandbookError(
                    "prelude '\(prelude)' named in front matter does not exist below \(displayRoot)",
                    location: SourceLocation(file: page.displayPath, line: 1, column: 1))
            }
            preludes[prelude] = try readPrelude(relative: prelude)
        }
        var snapshot = ContentSnapshot(root: displayRoot, pages: pages, assets: assets, sitePrelude: sitePrelude, preludes: preludes)
        snapshot.stamps = stamps
        return (snapshot, warnings)
    }

    /// Reads one page and splits off its front matter.
    /// - Returns: The page, its file's stamp taken before it was read (a change after the
    ///   stamp and before the read leaves a stamp that no longer matches), and its warnings.
    private func loadPage(relative: String) throws -> (SourcePage, SourceStamp?, [Diagnostic]) {
        let display = join(displayRoot, relative)
        let stamp = SourceStamp(path: join(root, relative))
        if let stamp, let cached = pageCache?.page(relative, display: display, stamp: stamp) {
            return (cached.page, stamp, cached.warnings)
        }
        let text = try readUTF8(relative: relative, display: display)
        if text.allSatisfy(\.isWhitespace) {
            throw HandbookError(
                "page is empty; write some Markdown or remove the file", location: SourceLocation(file: display, line: 1, column: 1))
        }
        let split = try FrontMatterParser.parse(text, path: display)
        if split.hasFrontMatter, split.body.allSatisfy(\.isWhitespace) {
            throw HandbookError("page has front matter but no content", location: SourceLocation(file: display, line: 1, column: 1))
        }
        let page = SourcePage(relativePath: relative, displayPath: display, frontMatter: split.frontMatter, markdown: split.body)
        if let stamp { pageCache?.remember(page, warnings: split.warnings, stamp: stamp) }
        return (page, stamp, split.warnings)
    }

    /// Collects the pages and assets below `relative`, whose real path is `resolved`.
    /// `ancestors` are the real paths of the folders above it, to tell a link cycle.
    private func walk(
        relative: String, resolved: String, resolvedRoot: String, ancestors: Set<String>,
        markdown: inout [String], assets: inout [String], warnings: inout [Diagnostic]
    ) throws {
        let fm = FileManager.default
        let absolute = join(root, relative)
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: absolute).sorted()
        } catch {
            throw HandbookError("cannot read folder: \(error.localizedDescription)", path: join(displayRoot, relative))
        }
        let ancestors = ancestors.union([resolved])
        for name in names where !name.hasPrefix(".") && !name.hasPrefix("_") {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childPath = join(root, childRelative)
            func skip(_ message: String) {
                warnings.append(
                    Diagnostic(
                        .warning, message, at: SourceLocation(file: join(displayRoot, childRelative), line: 1, column: 1),
                        source: "content.symlink"))
            }
            var childResolved = resolved + "/" + name
            // A symbolic link is followed only when it stays inside the content folder, so a
            // build never publishes files from elsewhere on the machine, and never when it
            // loops or leads back to a folder it stands in (the walk would never end).
            switch PathUtilities.checkSymbolicLink(at: childPath, inside: resolvedRoot, rootName: "content folder") {
            case .notALink: break
            case let .follow(real): childResolved = real
            case let .refuse(reason):
                skip(reason + "; it is skipped")
                continue
            }
            var isDirectory: ObjCBool = false
            _ = fm.fileExists(atPath: childPath, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                if ancestors.contains(childResolved) {
                    skip("symbolic link leads back to a folder it stands in (a cycle); it is skipped")
                    continue
                }
                try walk(
                    relative: childRelative, resolved: childResolved, resolvedRoot: resolvedRoot, ancestors: ancestors,
                    markdown: &markdown, assets: &assets, warnings: &warnings)
            } else if name.hasSuffix(".md") || name.hasSuffix(".markdown") {
                markdown.append(childRelative)
            } else {
                assets.append(childRelative)
            }
        }
    }

    /// A prelude's Swift, refused when it nests too deeply to parse (see ``SwiftNesting``):
    /// every example of its pages is compiled with it.
    private func readPrelude(relative: String) throws -> String {
        let display = join(displayRoot, relative)
        let text = try readUTF8(relative: relative, display: display)
        if let excess = SwiftNesting.excess(in: text) {
            throw HandbookError(
                "\(excess.description), too deep to parse safely; simplify the prelude",
                location: SourceLocation(file: display, line: excess.line, column: excess.column))
        }
        return text
    }

    private func readUTF8(relative: String, display: String) throws -> String {
        let path = join(root, relative)
        // A named pipe or a device would block the read, or never end it. (`stat` first: the
        // attributes dictionary cost more than the read of most pages.)
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG,
            let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType, type != .typeRegular
        {
            throw HandbookError(
                "cannot read file: it is not a regular file (\(Self.describe(type))); remove it from the content folder", path: display)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw HandbookError("cannot read file" + (access(path, R_OK) == 0 ? "" : ": permission denied"), path: display)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let (line, column) = Self.firstInvalidUTF8(in: data)
            throw HandbookError(
                "file is not valid UTF-8; save it as UTF-8",
                location: SourceLocation(file: display, line: line, column: column))
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    private static func describe(_ type: FileAttributeType) -> String {
        switch type {
        case .typeCharacterSpecial, .typeBlockSpecial: "a device"
        case .typeSocket: "a socket"
        case .typeDirectory: "a folder"
        default: "a named pipe"
        }
    }

    /// The line and column of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(in data: Data) -> (Int, Int) {
        let bytes = [UInt8](data)
        var line = 1, lineStart = 0, i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            switch b {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, i - lineStart + 1)
            }
            if i + length > bytes.count { return (line, i - lineStart + 1) }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return (line, i - lineStart + 1) }
            if b == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
            i += length
        }
        return (line, 1)
    }

    private func join(_ a: String, _ b: String) -> String {
        if b.isEmpty { return a }
        if a.isEmpty || a == "." { return b }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }
}

/// The pages a session loaded, by path below the content folder: while a page's file keeps
/// the ``SourceStamp`` it had when it was read, the next load takes the page as it was then,
/// without reading the file again (`serve` loads the folder on every save; git's index does
/// the same for its files). A racy file has no stamp, so it is always read.
package final class PageCache: Sendable {
    private struct Entry: Sendable {
        var page: SourcePage
        var warnings: [Diagnostic]
        var stamp: SourceStamp
    }

    private let entries = Mutex<[String: Entry]>([:])

    package init() {}

    /// The page at `relative` as it was read, when its file still has `stamp` and is shown as
    /// `display`.
    func page(_ relative: String, display: String, stamp: SourceStamp) -> (page: SourcePage, warnings: [Diagnostic])? {
        guard let entry = entries.withLock({ $0[relative] }), entry.stamp == stamp, entry.page.displayPath == display else { return nil }
        return (entry.page, entry.warnings)
    }

    func remember(_ page: SourcePage, warnings: [Diagnostic], stamp: SourceStamp) {
        entries.withLock { $0[page.relativePath] = Entry(page: page, warnings: warnings, stamp: stamp) }
    }

    /// The pages held, by path.
    var paths: Set<String> { entries.withLock { Set($0.keys) } }

    /// Forgets the pages not in `paths` (removed from the folder).
    func keepOnly(_ paths: Set<String>) {
        entries.withLock { entries in entries = entries.filter { paths.contains($0.key) } }
    }
}
