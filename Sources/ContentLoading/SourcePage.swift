/// One Markdown page of the content folder, loaded and split, not yet parsed.
public struct SourcePage: Sendable, Hashable {
    /// The path below the content root, `/`-separated: `lists/stable-identity.md`.
    public var relativePath: String
    /// The path used in diagnostics: relative to the working directory (`Content/lists/stable-identity.md`).
    public var displayPath: String
    public var frontMatter: FrontMatter
    /// The Markdown, with front matter lines blanked so line numbers match the file.
    public var markdown: String
    /// The page's output path below the output root: `lists/stable-identity.html`.
    public var outputPath: String

    public init(relativePath: String, displayPath: String, frontMatter: FrontMatter, markdown: String) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.frontMatter = frontMatter
        self.markdown = markdown
        self.outputPath = SourcePage.outputPath(for: relativePath)
    }

    /// `a/b.md` → `a/b.html`.
    public static func outputPath(for relativePath: String) -> String {
        if relativePath.hasSuffix(".md") { return String(relativePath.dropLast(3)) + ".html" }
        if relativePath.hasSuffix(".markdown") { return String(relativePath.dropLast(9)) + ".html" }
        return relativePath
    }

    /// The folder below the content root (`lists`), empty at the root.
    public var folder: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }

    /// The file name without extension (`stable-identity`).
    public var baseName: String {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// Whether this is a folder's `index.md`.
    public var isIndex: Bool { baseName == "index" }
}
