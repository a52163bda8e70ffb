import Foundation
import SiteBuilding
import Synchronization

/// One successful build, held in memory and served as it is: generated files from memory,
/// copied files (theme and content assets) read from their source on request.
struct ServedSite: Sendable {
    /// Pages, `404.html`, the search index, …: path relative to the site root → bytes.
    var files: [String: Data]
    /// Assets: path relative to the site root → source file.
    var copies: [String: String]
    /// The folders copied files must stay inside once symlinks are resolved.
    var allowedRoots: [String]
    /// Generated HTML files with the live-reload script added, made on first request: a page is
    /// read many times per build, and adding the script costs a copy of the page.
    private let withScript = PageCache()

    init(rendered: SiteBuilder.RenderedSite, options: BuildOptions) {
        self.files = rendered.files
        self.copies = rendered.copies
        let roots = [options.contentDirectory, options.themeDirectory] + (options.defaultThemeDirectory.map { [$0] } ?? [])
        self.allowedRoots = roots.compactMap(Self.realPath)
    }

    /// The bytes of the file at `relativePath`, or `nil` when the site has no such file
    /// (or its source resolves, through a symlink, to somewhere outside the allowed roots).
    func contents(at relativePath: String) -> Data? {
        if let data = files[relativePath] { return data }
        guard let source = copies[relativePath], let real = Self.realPath(source) else { return nil }
        guard allowedRoots.contains(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return FileManager.default.contents(atPath: real)
    }

    /// What is served at `relativePath`: its bytes, with the live-reload script for `version`
    /// added to HTML; `nil` when the site has no such file.
    func served(at relativePath: String, version: String) -> Data? {
        guard ContentType.isHTML(relativePath) else { return contents(at: relativePath) }
        if let cached = withScript.pages.withLock({ $0[relativePath] }) { return cached }
        guard let data = contents(at: relativePath) else { return nil }
        let page = Data(LiveReloadScript.inject(into: String(decoding: data, as: UTF8.self), version: version).utf8)
        // Copied files are read from their source on each request, so only generated ones are kept.
        if files[relativePath] != nil { withScript.pages.withLock { $0[relativePath] = page } }
        return page
    }

    /// Whether the site has a file at `relativePath` (without reading it).
    func hasFile(at relativePath: String) -> Bool {
        files[relativePath] != nil || copies[relativePath] != nil
    }

    /// The canonical absolute path of `path`, with every symlink resolved; `nil` if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The pages of one ``ServedSite`` with the live-reload script added.
private final class PageCache: Sendable {
    let pages = Mutex<[String: Data]>([:])
}
