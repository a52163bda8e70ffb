/// Everything loaded from the content folder: pages, assets and preludes.
public struct ContentSnapshot: Sendable {
    /// The content root as given (`Content`).
    public var root: String
    /// Pages in a stable order (by relative path).
    public var pages: [SourcePage]
    /// Non-Markdown files to copy as they are (images), relative to the root.
    public var assets: [String]
    /// `_prelude.swift` at the root, if present.
    public var sitePrelude: String?
    /// Per-page prelude files referenced from front matter, by relative path.
    public var preludes: [String: String]

    public init(root: String, pages: [SourcePage], assets: [String], sitePrelude: String?, preludes: [String: String]) {
        self.root = root
        self.pages = pages
        self.assets = assets
        self.sitePrelude = sitePrelude
        self.preludes = preludes
    }
}
