/// One Markdown page of the content folder, loaded and split, not yet parsed.
package struct SourcePage: Sendable, Hashable {
    /// The path below the content root, `/`-separated: `lists/stable-identity.md`.
    package var relativePath: String
    /// The path used in diagnostics: relative to the working directory (`Content/lists/stable-identity.md`).
    package var displayPath: String
    package var frontMatter: FrontMatter
    /// The Markdown, with front matter lines blanked so line numbers match the file.
    package var markdown: String
    /// The page's output path below the output root: `lists/stable-identity.html`.
    package var outputPath: String

    package init(relativePath: String, displayPath: String, frontMatter: FrontMatter, markdown: String) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.frontMatter = frontMatter
        self.markdown = markdown
        self.outputPath = SourcePage.outputPath(for: relativePath)
    }

    /// `a/b.md` → `a/b.html`.
    package static func outputPath(for relativePath: String) -> String {
        if relativePath.hasSuffix(".md") { return String(relativePath.dropLast(3)) + ".html" }
        if relativePath.hasSuffix(".markdown") { return String(relativePath.dropLast(9)) + ".html" }
        return relativePath
    }

    /// The folder below the content root (`lists`), empty at the root.
    package var folder: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }

    /// The file name without extension (`stable-identity`).
    package var baseName: String {
        let name = relativePath.lastIndex(of: "/").map { relativePath[relativePath.index(after: $0)...] } ?? relativePath[...]
        return String(name.hasSuffix(".md") ? name.dropLast(3) : name)
    }

    /// Whether this is a folder's `index.md`.
    package var isIndex: Bool { baseName == "index" }
}
