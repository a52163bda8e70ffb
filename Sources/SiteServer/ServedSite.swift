import Foundation
import SiteBuilding

/// One successful build, held in memory and served as it is: generated files from memory,
/// copied files (theme and content assets) read from their source on request.
struct ServedSite: Sendable {
    /// Pages, `404.html`, the search index, …: path relative to the site root → bytes.
    var files: [String: Data]
    /// Assets: path relative to the site root → source file.
    var copies: [String: String]
    /// The folders copied files must stay inside once symlinks are resolved.
    var allowedRoots: [String]

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
